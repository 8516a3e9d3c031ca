import Foundation

extension Error {
    /// The system's own words for a failed file operation ("No space left on device", "File too large"): Foundation's
    /// `localizedDescription` on Linux says only "The operation could not be completed" for them.
    var systemReason: String {
        let error = self as NSError
        let posix = error.domain == NSPOSIXErrorDomain ? error : error.userInfo[NSUnderlyingErrorKey] as? NSError
        if let posix, posix.domain == NSPOSIXErrorDomain, let text = strerror(Int32(posix.code)) { return String(cString: text) }
        return error.localizedDescription
    }
}
