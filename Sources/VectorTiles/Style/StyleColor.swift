import MapCore

/// A style colour: straight (not premultiplied) red, green, blue and alpha, each 0…1.
public struct StyleColor: Hashable, Sendable {
    public var red: Double, green: Double, blue: Double, alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    public static let black = StyleColor(red: 0, green: 0, blue: 0)
    public static let transparent = StyleColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// The colour without its alpha.
    public var rgb: RGBColor { RGBColor(red: red, green: green, blue: blue) }

    /// The colour a fraction `t` of the way to `other`, channel by channel in RGB (as MapLibre's `interpolate`).
    public func mixed(with other: StyleColor, fraction t: Double) -> StyleColor {
        StyleColor(red: red + (other.red - red) * t, green: green + (other.green - green) * t,
                   blue: blue + (other.blue - blue) * t, alpha: alpha + (other.alpha - alpha) * t)
    }
}
