import Foundation

/// Translations: every visible string goes through `tr`, which looks it up in the gettext catalogue
/// (`po/<lang>.po`, compiled to `<localedir>/<lang>/LC_MESSAGES/pinmap.mo`). `LANGUAGE=fi` picks Finnish.
public enum L10n {
    /// Overrides where the compiled catalogues are looked for.
    public static let environmentVariable = "PINMAP_LOCALE_DIR"

    /// Binds the catalogue once at start: `$PINMAP_LOCALE_DIR`, else the install's share/locale, else the build's.
    public static func setUp(executablePath: String = CommandLine.arguments.first ?? "") {
        Gettext.bind(directory: localeDirectory(executablePath: executablePath))
    }

    /// The first folder that holds a pinmap catalogue, or the install's share/locale when none does.
    public static func localeDirectory(executablePath: String,
                                       environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let dir = environment[environmentVariable], !dir.isEmpty { return dir }
        let exe = URL(fileURLWithPath: executablePath).deletingLastPathComponent()
        // Installed: PREFIX/libexec/pinmap/pinmap → PREFIX/share/locale. Built: .build/debug/pinmap → .build/locale.
        let candidates = [exe.appendingPathComponent("../../share/locale").standardized.path,
                          exe.appendingPathComponent("../locale").standardized.path]
        let found = candidates.first { dir in
            (try? FileManager.default.contentsOfDirectory(atPath: dir))?.contains { lang in
                FileManager.default.fileExists(atPath: "\(dir)/\(lang)/LC_MESSAGES/\(Gettext.domain).mo")
            } ?? false
        }
        return found ?? candidates[0]
    }
}

/// The translation of `text` in the current language, or `text` itself when none.
public func tr(_ text: String) -> String { Gettext.translate(text) }
