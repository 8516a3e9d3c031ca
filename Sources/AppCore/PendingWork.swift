/// The store's jobs started and not yet finished, by kind: the one record of pending work the debug dump's `busy`
/// list (and so `isIdle`) reads, instead of a flag or a build counter per feature.
struct PendingWork: Equatable, Sendable {
    /// A kind of job; its raw value is the name the dump's `busy` list gives it.
    enum Job: String, CaseIterable, Sendable {
        /// A place index asked of the builder and not back (or only its quick one-level index back).
        case index
        /// The lines' and areas' index being built off the main thread.
        case shapes
        /// The visible layers' places being joined off the main thread.
        case layers
        /// A viewport save scheduled and not yet written.
        case settings
    }

    private var jobs: Set<Job> = []

    /// Marks `job` pending; starting it again while it is pending (a newer build replacing one) keeps one entry.
    mutating func start(_ job: Job) { jobs.insert(job) }
    /// Marks `job` done.
    mutating func finish(_ job: Job) { jobs.remove(job) }
    func contains(_ job: Job) -> Bool { jobs.contains(job) }
    var isEmpty: Bool { jobs.isEmpty }
    /// The pending jobs' names in `Job`'s order.
    var names: [String] { Job.allCases.filter(jobs.contains).map(\.rawValue) }
}
