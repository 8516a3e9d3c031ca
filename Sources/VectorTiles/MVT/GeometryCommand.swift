/// The MVT 2.1 geometry commands; a command integer is `id | count << 3`.
enum GeometryCommand: UInt32 {
    case moveTo = 1
    case lineTo = 2
    case closePath = 7

    var name: String {
        switch self {
        case .moveTo: return "MoveTo"
        case .lineTo: return "LineTo"
        case .closePath: return "ClosePath"
        }
    }
}
