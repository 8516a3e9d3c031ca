/// An sRGB colour with components in 0…1, parsed from "#rrggbb".
public struct RGBColor: Hashable, Sendable, Codable {
    public var red: Double, green: Double, blue: Double
    public init(red: Double, green: Double, blue: Double) { self.red = red; self.green = green; self.blue = blue }

    public init?(hex: String) {
        var s = Substring(hex)
        if s.hasPrefix("#") { s = s.dropFirst() }
        guard s.count == 6, let v = UInt32(s, radix: 16) else { return nil }
        self.init(red: Double((v >> 16) & 0xff) / 255, green: Double((v >> 8) & 0xff) / 255, blue: Double(v & 0xff) / 255)
    }

    public init(from decoder: any Decoder) throws {
        let s = try decoder.singleValueContainer().decode(String.self)
        guard let c = RGBColor(hex: s) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "'\(s)' is not a #rrggbb colour"))
        }
        self = c
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(hex)
    }

    public var hex: String {
        func h(_ v: Double) -> String {
            let i = Int((min(1, max(0, v)) * 255).rounded())
            return (i < 16 ? "0" : "") + String(i, radix: 16)
        }
        return "#" + h(red) + h(green) + h(blue)
    }
}
