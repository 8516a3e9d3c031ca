/// Cancels one request. Main-context only.
final class HTTPRequestHandle {
    private weak var operation: SoupOperation?
    init(operation: SoupOperation?) { self.operation = operation }
    func cancel() { operation?.cancel() }
}
