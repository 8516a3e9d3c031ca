/// How a places file of any format is turned into places: options the user gives on the command line.
public struct PlaceFileOptions: Sendable, Equatable {
    /// The property (or CSV column) naming each feature's category (`--category-field`); nil uses the
    /// built-in order (see `FeatureAssembler`).
    public var categoryField: String?
    /// At most this many categories; the rest are merged into "Other" with a note.
    public var maxCategories: Int
    /// Put before every place's and shape's id ("/home/me/trip.csv#"): a layer's ids made as its places are (on
    /// the reading threads), not by copying a million places after. Problems keep the file's own ids.
    public var idPrefix: String

    public init(categoryField: String? = nil, maxCategories: Int = 60, idPrefix: String = "") {
        self.categoryField = categoryField; self.maxCategories = max(2, maxCategories); self.idPrefix = idPrefix
    }
}
