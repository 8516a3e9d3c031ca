/// The protocol buffer wire types: how a field's bytes are laid out, whatever the field means.
enum WireType: UInt8 {
    case varint = 0
    case fixed64 = 1
    case lengthDelimited = 2
    /// Groups are deprecated, but a reader must still be able to skip them.
    case startGroup = 3
    case endGroup = 4
    case fixed32 = 5

    var name: String {
        switch self {
        case .varint: return "varint"
        case .fixed64: return "fixed64"
        case .lengthDelimited: return "length-delimited"
        case .startGroup: return "start-group"
        case .endGroup: return "end-group"
        case .fixed32: return "fixed32"
        }
    }
}
