import Foundation

extension StyleColor {
    /// Parses a CSS colour as MapLibre styles write them: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()`, `rgba()`,
    /// `hsl()`, `hsla()` and a few names. Nil for anything else.
    public init?(css text: String) {
        let s = text.trimmingCharacters(in: .whitespaces).lowercased()
        if s.hasPrefix("#") {
            self.init(hexDigits: s.dropFirst())
        } else if let open = s.firstIndex(of: "("), s.hasSuffix(")") {
            let name = s[..<open].trimmingCharacters(in: .whitespaces)
            let inner = s[s.index(after: open)..<s.index(before: s.endIndex)]
            let parts = inner.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "/" }).map(String.init)
            self.init(function: name, arguments: parts)
        } else if let named = Self.names[s] {
            self = named
        } else {
            return nil
        }
    }

    private init?(hexDigits: Substring) {
        guard hexDigits.allSatisfy(\.isHexDigit) else { return nil }
        let digits = hexDigits.map { Double(Int(String($0), radix: 16)!) }
        switch digits.count {
        case 3, 4:
            self.init(red: digits[0] / 15, green: digits[1] / 15, blue: digits[2] / 15,
                      alpha: digits.count == 4 ? digits[3] / 15 : 1)
        case 6, 8:
            func byte(_ i: Int) -> Double { (digits[2 * i] * 16 + digits[2 * i + 1]) / 255 }
            self.init(red: byte(0), green: byte(1), blue: byte(2), alpha: digits.count == 8 ? byte(3) : 1)
        default:
            return nil
        }
    }

    private init?(function: String, arguments: [String]) {
        guard arguments.count == 3 || arguments.count == 4 else { return nil }
        var alpha = 1.0
        if arguments.count == 4 {
            guard let a = Self.component(arguments[3], percentScale: 1) else { return nil }
            alpha = a
        }
        switch function {
        case "rgb", "rgba":
            guard let r = Self.component(arguments[0], percentScale: 255), let g = Self.component(arguments[1], percentScale: 255),
                  let b = Self.component(arguments[2], percentScale: 255) else { return nil }
            self.init(red: Self.clamp(r / 255), green: Self.clamp(g / 255), blue: Self.clamp(b / 255), alpha: Self.clamp(alpha))
        case "hsl", "hsla":
            guard let h = Double(arguments[0].replacingOccurrences(of: "deg", with: "")),
                  let s = Self.component(arguments[1], percentScale: 1), let l = Self.component(arguments[2], percentScale: 1),
                  arguments[1].hasSuffix("%"), arguments[2].hasSuffix("%") else { return nil }
            let (r, g, b) = Self.rgb(hue: h, saturation: Self.clamp(s), lightness: Self.clamp(l))
            self.init(red: r, green: g, blue: b, alpha: Self.clamp(alpha))
        default:
            return nil
        }
    }

    /// A number, or a percentage mapped onto 0…`percentScale`.
    private static func component(_ text: String, percentScale: Double) -> Double? {
        if text.hasSuffix("%") {
            guard let v = Double(text.dropLast()), v.isFinite else { return nil }
            return v / 100 * percentScale
        }
        guard let v = Double(text), v.isFinite else { return nil }
        return v
    }

    private static func clamp(_ v: Double) -> Double { min(1, max(0, v)) }

    /// CSS Color 3's HSL to RGB.
    private static func rgb(hue: Double, saturation s: Double, lightness l: Double) -> (Double, Double, Double) {
        let h = (hue.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360) / 360
        let m2 = l <= 0.5 ? l * (s + 1) : l + s - l * s
        let m1 = l * 2 - m2
        func channel(_ h0: Double) -> Double {
            var h = h0
            if h < 0 { h += 1 }
            if h > 1 { h -= 1 }
            if h * 6 < 1 { return m1 + (m2 - m1) * h * 6 }
            if h * 2 < 1 { return m2 }
            if h * 3 < 2 { return m1 + (m2 - m1) * (2.0 / 3 - h) * 6 }
            return m1
        }
        return (channel(h + 1.0 / 3), channel(h), channel(h - 1.0 / 3))
    }

    private static let names: [String: StyleColor] = [
        "black": StyleColor(red: 0, green: 0, blue: 0),
        "white": StyleColor(red: 1, green: 1, blue: 1),
        "transparent": .transparent,
        "red": StyleColor(red: 1, green: 0, blue: 0),
        "green": StyleColor(red: 0, green: 128.0 / 255, blue: 0),
        "blue": StyleColor(red: 0, green: 0, blue: 1),
        "yellow": StyleColor(red: 1, green: 1, blue: 0),
        "orange": StyleColor(red: 1, green: 165.0 / 255, blue: 0),
        "gray": StyleColor(red: 128.0 / 255, green: 128.0 / 255, blue: 128.0 / 255),
        "grey": StyleColor(red: 128.0 / 255, green: 128.0 / 255, blue: 128.0 / 255),
        "silver": StyleColor(red: 192.0 / 255, green: 192.0 / 255, blue: 192.0 / 255),
        "navy": StyleColor(red: 0, green: 0, blue: 128.0 / 255),
        "teal": StyleColor(red: 0, green: 128.0 / 255, blue: 128.0 / 255),
        "purple": StyleColor(red: 128.0 / 255, green: 0, blue: 128.0 / 255),
        "brown": StyleColor(red: 165.0 / 255, green: 42.0 / 255, blue: 42.0 / 255),
    ]
}
