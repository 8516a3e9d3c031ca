/// A borrowed (non-escaping) closure lent to `BuildLane`'s threads, which hold only this box: `release()` drops
/// the closure before `withoutActuallyEscaping` checks that nothing kept it.
final class LaneWork<Input, Output>: @unchecked Sendable {
    // Called only before the lending thread's wait ends; cleared after that.
    private var body: ((Input) -> Output)?

    init(body: @escaping (Input) -> Output) { self.body = body }

    func call(_ input: Input) -> Output { body!(input) }

    /// Drops the closure (after every `call` has returned).
    func release() { body = nil }
}
