import MapCore

/// A quick index a layer's load made right after its parse, with the request and the store state it was made for.
struct LayerQuickIndex: Sendable {
    let index: any PlaceIndex
    let request: PlaceIndexRequest
    let plan: LayerQuickPlan
}
