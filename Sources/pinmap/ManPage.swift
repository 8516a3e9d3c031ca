/// pinmap(1) in roff, made from the argument parser's own help text, so the man page lists exactly the options
/// `pinmap --help` does (`pinmap --man-page`, run by tools/package/files.sh when installing).
enum ManPage {
    /// One option or argument of the help text: its names and value (`--data <FILE>`) and what it does.
    struct Entry: Equatable {
        var names: String
        var text: String
    }

    /// The help text's sections in order ("USAGE", "ARGUMENTS", "OPTIONS", …) with their lines, indentation kept.
    static func sections(of help: String) -> [(title: String, lines: [String])] {
        var result: [(title: String, lines: [String])] = []
        for line in help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if let first = line.first, first != " ", let colon = line.firstIndex(of: ":"),
               line[..<colon].allSatisfy({ $0.isUppercase || $0 == " " }) {
                result.append((String(line[..<colon]), []))
                let rest = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                if !rest.isEmpty { result[result.count - 1].lines.append(rest) }
            } else if !result.isEmpty {
                result[result.count - 1].lines.append(line)
            }
        }
        return result
    }

    /// Entries of an OPTIONS or ARGUMENTS section: a line indented by two starts one (names, two or more spaces,
    /// text); deeper lines continue its text.
    static func entries(of lines: [String]) -> [Entry] {
        var entries: [Entry] = []
        for line in lines where !line.trimmingCharacters(in: .whitespaces).isEmpty {
            let body = line.drop { $0 == " " }
            let indent = line.count - body.count
            if indent <= 2 {
                let parts = body.split(separator: "  ", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                entries.append(Entry(names: parts[0], text: parts.count > 1 ? parts[1] : ""))
            } else if !entries.isEmpty {
                let more = body.trimmingCharacters(in: .whitespaces)
                entries[entries.count - 1].text += entries[entries.count - 1].text.isEmpty ? more : " " + more
            }
        }
        return entries
    }

    /// The whole page; `summary` is the NAME line's text when the help has no OVERVIEW (ParsableArguments prints none).
    static func roff(help: String, summary: String, version: String) -> String {
        let sections = sections(of: help)
        func lines(_ title: String) -> [String] { sections.first { $0.title == title }?.lines ?? [] }
        let given = lines("OVERVIEW").joined(separator: " ").trimmingCharacters(in: .whitespaces)
        let overview = given.isEmpty ? summary : given
        var out = [".TH PINMAP 1 \"\" \"pinmap \(escape(version))\" \"User Commands\"",
                   ".SH NAME", "pinmap \\- \(escape(overview))",
                   ".SH SYNOPSIS", ".nf"]
        out += lines("USAGE").map { escape($0.trimmingCharacters(in: .whitespaces)) }.filter { !$0.isEmpty }
        out += [".fi", ".SH DESCRIPTION", description]
        for (title, heading) in [("ARGUMENTS", "ARGUMENTS"), ("OPTIONS", "OPTIONS")] {
            let list = entries(of: lines(title))
            if list.isEmpty { continue }
            out.append(".SH \(heading)")
            for entry in list { out += [".TP", names(entry.names), escape(entry.text)] }
        }
        out += trailer
        return out.joined(separator: "\n") + "\n"
    }

    /// `--data <FILE>` → bold option, italic value.
    static func names(_ text: String) -> String {
        text.split(separator: " ").map { word in
            word.hasPrefix("<") ? "\\fI\(escape(String(word.dropFirst().dropLast(word.hasSuffix(">") ? 1 : 0))))\\fR"
                : "\\fB\(escape(String(word)))\\fR"
        }.joined(separator: " ")
    }

    /// roff-safe text: backslashes and hyphens escaped, no line that starts as a request.
    static func escape(_ text: String) -> String {
        var s = text.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
        if s.hasPrefix(".") || s.hasPrefix("'") { s = "\\&" + s }
        return s
    }

    static let description = """
        Pinmap shows places as pins on a slippy map, in categories that can be switched on and off, gathered into \
        clusters when zoomed out. With no network it draws its bundled offline map. Without \\fB\\-\\-check\\-data\\fR, \
        \\fB\\-\\-search\\fR or \\fB\\-\\-render\\fR it opens the window. \\fB\\-\\-map\\-view cairo\\fR|\\fBshumate\\fR \
        picks the window's map widget.
        """

    static let trailer = [
        ".SH ENVIRONMENT",
        ".TP", "\\fBPINMAP_DATA_DIR\\fR",
        "The data folder (holding catalog.json) to use instead of the installed one.",
        ".TP", "\\fBXDG_DATA_HOME\\fR, \\fBXDG_DATA_DIRS\\fR",
        "Where the installed data is looked for, as \\fIpinmap/data\\fR under each (after the install beside the program).",
        ".TP", "\\fBLANGUAGE\\fR, \\fBLANG\\fR",
        "The language of the window (Finnish and English).",
        ".SH FILES",
        ".TP", "\\fI/usr/share/pinmap/data\\fR",
        "The catalogue, bundled places, offline map and styles.",
        ".TP", "\\fI$XDG_CONFIG_HOME/pinmap/state.json\\fR",
        "The view, style, categories and preferences remembered between runs.",
        ".TP", "\\fI$XDG_CONFIG_HOME/pinmap/styles.json\\fR",
        "Map styles of your own.",
        ".TP", "\\fI$XDG_DATA_HOME/pinmap/favourites.json\\fR",
        "Starred places.",
        ".SH EXIT STATUS",
        "0 on success; 1 when \\fB\\-\\-search\\fR matched nothing; 2 on bad input (one line on standard error says why).",
        ".SH EXAMPLES",
        ".nf",
        "pinmap \\(aqgeo:60.1699,24.9384?z=16\\(aq",
        "pinmap \\-\\-render map.png \\-\\-size 800x600 \\-\\-center 60.17,24.94 \\-\\-zoom 14",
        ".fi",
    ]
}
