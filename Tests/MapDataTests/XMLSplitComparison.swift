import MapCore
import Testing
@testable import MapData

/// One XML reader against the same file read in two parts (`GPXSplitReader`, `KMLSplitReader`): the split tests'
/// common check, with the boundary at many shares of the bytes.
struct XMLSplitComparison: Sendable {
    typealias ReadOne = @Sendable ([UInt8], String, inout FeatureAssembler) throws(PlaceFileError) -> Void
    typealias ReadTwo = @Sendable (ByteWindow, String, inout FeatureAssembler, XMLSplit) throws(PlaceFileError) -> Bool

    let source: String
    let readOne: ReadOne
    let readTwo: ReadTwo

    static let shares = [0.0, 0.02, 0.1, 0.25, 0.4, 0.5, 0.55, 0.7, 0.85, 0.97, 1.0]

    func single(_ bytes: [UInt8]) -> Result<LoadedPlaces, PlaceFileError> {
        var assembler = FeatureAssembler(catalog: Fixture.categories)
        do throws(PlaceFileError) {
            try readOne(bytes, source, &assembler)
            return .success(assembler.result(source: source))
        } catch { return .failure(error) }
    }

    /// Two parts when the split holds (`split` true), else one reader again from a fresh assembler.
    func twoParts(_ bytes: [UInt8], share: Double) -> (result: Result<LoadedPlaces, PlaceFileError>, split: Bool) {
        var assembler = FeatureAssembler(catalog: Fixture.categories)
        do throws(PlaceFileError) {
            let held = try ByteWindow.with(bytes) { window throws(PlaceFileError) in
                try readTwo(window, source, &assembler, .init(minBytes: 0, firstShare: share, chunkSize: 3))
            }
            guard held else { return (single(bytes), false) }
            return (.success(assembler.result(source: source)), true)
        } catch { return (.failure(error), true) }
    }

    /// Every share gives the one-reader result; returns how many shares split.
    @discardableResult
    func expectSame(_ text: String, shares: [Double] = shares) -> Int {
        let bytes = Array(text.utf8)
        let one = single(bytes)
        var splits = 0
        for share in shares {
            let (two, split) = twoParts(bytes, share: share)
            if split { splits += 1 }
            switch (one, two) {
            case (.success(let a), .success(let b)):
                #expect(b.places == a.places, "share \(share)")
                #expect(b.shapes == a.shapes, "share \(share)")
                #expect(b.categories == a.categories, "share \(share)")
                #expect(b.report.problems == a.report.problems, "share \(share)")
                #expect(b.report.featureCount == a.report.featureCount, "share \(share)")
                #expect(b.report.countsByCategory == a.report.countsByCategory, "share \(share)")
            case (.failure(let a), .failure(let b)):
                #expect("\(a)" == "\(b)", "share \(share)")
            case (let a, let b):
                Issue.record("share \(share): one reader gave \(a), two parts \(b)")
            }
        }
        return splits
    }
}
