/// What the window tells the person after opening a file: a toast, and the skipped features for its Details.
public struct LayerNotice: Sendable, Equatable {
    /// "12 places, 2 tracks from trip.kml", or the file's name and why nothing was added.
    public let message: String
    /// One line per skipped feature (file, line or feature, reason); empty hides Details.
    public let problems: [String]
    /// Increases with every notice, so the same words twice still show twice.
    public let serial: Int

    public init(message: String, problems: [String], serial: Int) {
        self.message = message; self.problems = problems; self.serial = serial
    }
}
