/// Pinmap's version, written in this one place: `pinmap --version` prints it, tools/package/deb.sh names the
/// package after it, and the metainfo's newest `<release>` carries it (PackagingMetadataTests checks they agree).
enum PinmapVersion {
    static let current = "0.3.0"
}
