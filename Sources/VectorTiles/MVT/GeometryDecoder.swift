/// Turns a feature's geometry integers (MVT 2.1 §4.3) into flat points and part starts.
///
/// Commands are checked against the feature's type: a point is one MoveTo (count ≥ 1, each point its own part);
/// a line is MoveTo(1) then LineTo(≥ 1), repeated; a polygon ring is MoveTo(1), LineTo(≥ 1), ClosePath(1), and
/// its closing point is not repeated. The cursor runs on across parts. Positions accumulate in Int64 so no delta
/// can overflow; a position beyond Int32 (only hostile tiles have one) is clamped to Int32's range.
enum GeometryDecoder {
    /// Where the current part stands, to catch commands out of order.
    private enum PartState {
        case none        // before the first MoveTo, or after a polygon ring's ClosePath
        case started     // a MoveTo, no LineTo yet
        case drawing     // a MoveTo and at least one LineTo
    }

    static func decode(_ integers: [UInt32], type: VectorGeometryType) throws(FeatureProblem) -> VectorGeometry {
        guard !integers.isEmpty else { throw FeatureProblem("no geometry") }
        var points: [VectorPoint] = []
        points.reserveCapacity(integers.count / 2)
        // Most features have one part: they share one `[0]` instead of allocating their own.
        var partStarts: [Int] = []
        var partCount = 0
        var x: Int64 = 0, y: Int64 = 0
        var state = PartState.none
        var i = 0
        while i < integers.count {
            let commandInteger = integers[i]
            let at = i
            i += 1
            guard let command = GeometryCommand(rawValue: commandInteger & 7) else {
                throw FeatureProblem("unknown geometry command id \(commandInteger & 7) at integer \(at)")
            }
            let count = Int(commandInteger >> 3)
            if command == .closePath {
                guard type == .polygon else { throw FeatureProblem("ClosePath at integer \(at) in a \(type.name)") }
                guard count == 1 else { throw FeatureProblem("ClosePath with count \(count) at integer \(at) (must be 1)") }
                guard state == .drawing else { throw FeatureProblem("ClosePath at integer \(at) with no ring open") }
                state = .none
                continue
            }
            guard count > 0 else { throw FeatureProblem("\(command.name) with count 0 at integer \(at)") }
            // Checked before reserving or reading: a hostile count cannot make the decoder allocate or overrun.
            guard count <= (integers.count - i) / 2 else {
                throw FeatureProblem("\(command.name) count \(count) at integer \(at) runs past the end of the geometry")
            }
            switch command {
            case .moveTo:
                if type != .point {
                    guard count == 1 else {
                        throw FeatureProblem("MoveTo with count \(count) at integer \(at) in a \(type.name) (must be 1)")
                    }
                    if type == .lineString, state == .started {
                        throw FeatureProblem("MoveTo at integer \(at) follows a MoveTo with no LineTo")
                    }
                    if type == .polygon, state != .none {
                        throw FeatureProblem("MoveTo at integer \(at) before the ring was closed")
                    }
                } else if partCount > 0 {
                    throw FeatureProblem("second MoveTo at integer \(at) in a point")
                }
                state = .started
            case .lineTo:
                guard type != .point else { throw FeatureProblem("LineTo at integer \(at) in a point") }
                guard state != .none else { throw FeatureProblem("LineTo at integer \(at) before MoveTo") }
                state = .drawing
            case .closePath:
                break
            }
            for _ in 0..<count {
                x += zigZag(integers[i])
                y += zigZag(integers[i + 1])
                i += 2
                if command == .moveTo {
                    if partCount == 1 { partStarts = [0] }
                    if partCount > 0 { partStarts.append(points.count) }
                    partCount += 1
                }
                points.append(VectorPoint(x: Int32(clamping: x), y: Int32(clamping: y)))
            }
        }
        switch (type, state) {
        case (.lineString, .started): throw FeatureProblem("line ends after a MoveTo with no LineTo")
        case (.polygon, .started), (.polygon, .drawing): throw FeatureProblem("polygon ring is not closed")
        default: break
        }
        return VectorGeometry(points: points, partStarts: partCount == 1 ? Self.onePart : partStarts)
    }

    private static let onePart = [0]

    /// A parameter integer's signed value: zig-zag encoding keeps small negative deltas small.
    @inline(__always)
    static func zigZag(_ n: UInt32) -> Int64 {
        Int64(Int32(bitPattern: n >> 1) ^ (0 &- Int32(bitPattern: n & 1)))
    }
}

extension VectorGeometryType {
    var name: String {
        switch self {
        case .unknown: return "geometry of unknown type"
        case .point: return "point"
        case .lineString: return "line"
        case .polygon: return "polygon"
        }
    }
}
