import Testing
@testable import VectorTiles

@Suite struct StyleColorTests {
    private func close(_ a: StyleColor?, _ b: StyleColor, _ tolerance: Double = 0.002) -> Bool {
        guard let a else { return false }
        return abs(a.red - b.red) < tolerance && abs(a.green - b.green) < tolerance && abs(a.blue - b.blue) < tolerance
            && abs(a.alpha - b.alpha) < tolerance
    }

    @Test func hexForms() {
        #expect(close(StyleColor(css: "#f80"), StyleColor(red: 1, green: 0x88 / 255.0, blue: 0)))
        #expect(close(StyleColor(css: "#ff8800"), StyleColor(red: 1, green: 0x88 / 255.0, blue: 0)))
        #expect(close(StyleColor(css: "#FF880080"), StyleColor(red: 1, green: 0x88 / 255.0, blue: 0, alpha: 128 / 255.0)))
        #expect(close(StyleColor(css: "#f808"), StyleColor(red: 1, green: 0x88 / 255.0, blue: 0, alpha: 0x88 / 255.0)))
    }

    @Test func functionalForms() {
        #expect(close(StyleColor(css: "rgb(255, 0, 51)"), StyleColor(red: 1, green: 0, blue: 0.2)))
        #expect(close(StyleColor(css: "rgba(0, 0, 255, 0.5)"), StyleColor(red: 0, green: 0, blue: 1, alpha: 0.5)))
        #expect(close(StyleColor(css: "hsl(120, 100%, 50%)"), StyleColor(red: 0, green: 1, blue: 0)))
        #expect(close(StyleColor(css: "hsla(240, 100%, 25%, 0.25)"), StyleColor(red: 0, green: 0, blue: 0.5, alpha: 0.25)))
        #expect(close(StyleColor(css: "hsl(0, 0%, 80%)"), StyleColor(red: 0.8, green: 0.8, blue: 0.8)))
    }

    @Test func names() {
        #expect(StyleColor(css: "white") == StyleColor(red: 1, green: 1, blue: 1))
        #expect(StyleColor(css: "Transparent")?.alpha == 0)
    }

    @Test(arguments: ["", "#", "#12", "#12345", "#gggggg", "rgb(1,2)", "rgb(a,b,c)", "hsl(10, 20, 30)", "blurple", "rgba(1,2,3,4,5)"])
    func nonsenseIsNotAColour(text: String) {
        #expect(StyleColor(css: text) == nil)
    }
}
