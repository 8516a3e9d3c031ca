/// A type a style property can hold, converted from an evaluated `StyleValue`.
public protocol StyleValueConvertible: Sendable {
    init?(styleValue: StyleValue)
}

extension Double: StyleValueConvertible {
    public init?(styleValue: StyleValue) {
        guard case .number(let d) = styleValue, d.isFinite else { return nil }
        self = d
    }
}

extension StyleColor: StyleValueConvertible {
    public init?(styleValue: StyleValue) {
        switch styleValue {
        case .color(let c): self = c
        case .string(let s): guard let c = StyleColor(css: s) else { return nil }; self = c
        default: return nil
        }
    }
}

extension String: StyleValueConvertible {
    public init?(styleValue: StyleValue) {
        guard let t = styleValue.text else { return nil }
        self = t
    }
}

/// One paint or layout property: a constant, a function of the zoom, or a function of the zoom and the feature.
/// Evaluation never fails: a value of the wrong type gives the property's default.
public struct StyleProperty<Value: StyleValueConvertible>: Sendable {
    @usableFromInline
    enum Storage: Sendable {
        case constant(Value)
        case zoom(StyleExpression)
        case feature(StyleExpression)
    }

    @usableFromInline let storage: Storage
    public let defaultValue: Value

    public init(constant value: Value) { storage = .constant(value); defaultValue = value }

    public init(_ expression: StyleExpression, default defaultValue: Value) {
        self.defaultValue = defaultValue
        if case .literal(let v) = expression {
            storage = .constant(Value(styleValue: v) ?? defaultValue)
        } else {
            storage = expression.dependsOnFeature ? .feature(expression) : .zoom(expression)
        }
    }

    /// True when every feature gets the same value at a zoom (so it is evaluated once per layer and tile).
    @inlinable
    public var isFeatureConstant: Bool { if case .feature = storage { return false } else { return true } }

    /// The constant value, if the property is one.
    public var constant: Value? { if case .constant(let v) = storage { return v } else { return nil } }

    /// The value at `zoom` for `feature` (any feature will do when `isFeatureConstant`).
    /// Inlinable so callers get it specialised for their value type (no generic lookups per feature).
    @inlinable
    public func value(zoom: Double, feature: VectorFeature = StyleExpression.noFeature) -> Value {
        switch storage {
        case .constant(let v): return v
        case .zoom(let e), .feature(let e): return Value(styleValue: e.evaluate(zoom: zoom, feature: feature)) ?? defaultValue
        }
    }
}
