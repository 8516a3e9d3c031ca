import MapCore

/// A MapService whose styles are replaced (the catalogue merged with the user's styles.json and a `--tile-url` style);
/// places and categories come from the wrapped service unchanged.
public struct StyledMapService: MapService {
    public let base: any MapService
    public let styles: [MapStyle]
    public let defaultStyle: MapStyle

    /// `defaultStyleID` picks the default among `styles`; the base's default, then the first style, otherwise.
    /// - Precondition: `styles` is not empty.
    public init(base: any MapService, styles: [MapStyle], defaultStyleID: MapStyle.ID? = nil) {
        precondition(!styles.isEmpty, "StyledMapService needs at least one style")
        self.base = base
        self.styles = styles
        defaultStyle = styles.first { $0.id == defaultStyleID } ?? styles.first { $0.id == base.defaultStyle.id } ?? styles[0]
    }

    public var categories: [PlaceCategory] { base.categories }

    public func places(in bounds: GeoBounds?) async throws -> [Place] {
        try await base.places(in: bounds)
    }

    public func shapes(in bounds: GeoBounds?) async throws -> [PlaceShape] {
        try await base.shapes(in: bounds)
    }
}
