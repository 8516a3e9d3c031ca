import MapCore

/// Accumulates places, problems and counts as features arrive one at a time.
struct FeatureCollector {
    let loader: GeoJSONLoader
    private(set) var places: [Place] = []
    private(set) var problems: [LoadProblem] = []
    private(set) var counts: [PlaceCategory.ID: Int] = [:]
    private(set) var featureCount = 0
    private var firstIndexOfID: [String: Int] = [:]

    init(loader: GeoJSONLoader) { self.loader = loader }

    /// Decodes the next feature; its index is its position among all features added.
    mutating func add(_ value: JSONValue) {
        let index = featureCount
        featureCount += 1
        switch loader.decodeFeature(value, index: index) {
        case .skipped(let problem):
            problems.append(problem)
        case .place(let place, let note):
            // First come, first kept: see GeoJSONLoader's documentation.
            if let first = firstIndexOfID[place.id] {
                problems.append(LoadProblem(featureIndex: index, featureID: place.id,
                                            reason: .duplicateID(place.id, firstIndex: first)))
                return
            }
            firstIndexOfID[place.id] = index
            if let note { problems.append(note) }
            counts[place.categoryID, default: 0] += 1
            places.append(place)
        }
    }

    func result(source: String, topLevel: JSONObject? = nil) -> LoadedPlaces {
        LoadedPlaces(places: places, report: LoadReport(source: source, featureCount: featureCount,
                                                        countsByCategory: counts, problems: problems),
                     topLevel: topLevel)
    }
}
