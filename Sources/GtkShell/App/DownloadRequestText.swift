import MapCore

/// The `download-area-with` action's parameter: "W,S,E,N A-B" (degrees, then the zoom range).
enum DownloadRequestText {
    /// The area and zooms, or nil when the text is not of that form.
    static func parse(_ text: String) -> (bounds: GeoBounds, zooms: ClosedRange<Int>)? {
        let parts = text.split(separator: " ")
        guard parts.count == 2 else { return nil }
        let fields = parts[0].split(separator: ",", omittingEmptySubsequences: false)
        let zoomFields = parts[1].split(separator: "-", omittingEmptySubsequences: false)
        let numbers = fields.compactMap { Double($0) }.filter(\.isFinite)
        let zooms = zoomFields.compactMap { Int($0) }
        guard fields.count == 4, numbers.count == 4, zoomFields.count == 2, zooms.count == 2, zooms[0] >= 0, zooms[0] <= zooms[1], zooms[1] <= 22,
              numbers[0] < numbers[2], numbers[1] < numbers[3] else { return nil }
        return (GeoBounds(west: numbers[0], south: numbers[1], east: numbers[2], north: numbers[3]), zooms[0]...zooms[1])
    }
}
