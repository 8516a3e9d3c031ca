/// Why a zip archive (a KMZ) could not be read.
enum ZipReadError: Error, Equatable {
    case notAZip(String)
    case corrupt(String)
    case tooManyEntries(limit: Int)
    /// An entry inflates past a cap (bytes or ratio).
    case tooLarge(detail: String)
}
