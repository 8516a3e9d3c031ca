/// A normalised position (x east, y south, 0…1).
struct Spot: BitwiseCopyable {
    var x: Double
    var y: Double
}
