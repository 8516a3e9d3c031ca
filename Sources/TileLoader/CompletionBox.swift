/// Holds a main-context completion while background work runs.
final class CompletionBox {
    private let body: (Result<[String], BasemapError>) -> Void
    init(_ body: @escaping (Result<[String], BasemapError>) -> Void) { self.body = body }
    func run(_ r: Result<[String], BasemapError>) { body(r) }
}
