import Foundation

/// One piece of start-up work on a thread of its own while the main thread does another; `wait` hands back its result.
final class BackgroundLoad<Value, Failure: Error>: @unchecked Sendable {
    // Written once by the worker before `done` is signalled, read by `wait` after it: the semaphore orders the two.
    private var result: Result<Value, Failure>?
    private let done = DispatchSemaphore(value: 0)

    init(_ work: @escaping @Sendable () throws(Failure) -> Value) {
        Thread.detachNewThread { [self] in
            do throws(Failure) { result = .success(try work()) } catch { result = .failure(error) }
            done.signal()
        }
    }

    func wait() throws(Failure) -> Value {
        done.wait()
        switch result {
        case .success(let value): return value
        case .failure(let error): throw error
        case nil: preconditionFailure("signalled without a result")
        }
    }
}
