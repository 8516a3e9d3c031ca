import Foundation
import Graphics
import MapCore
import MapRender
import Testing
@testable import ShumateMap

/// The feed answers libshumate from our TileProvider: cached tiles at once, fallbacks meanwhile, the real tile
/// when it arrives, the fallback for good while offline; cancelled and stale requests are closed exactly once.
@MainActor
struct TileFeedTests {
    static let style = MapStyle(id: "fake", name: "Fake", urlTemplate: "", attribution: "test", maxZoom: 18)
    static let pngSignature = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])

    /// Records the answers of one request.
    @MainActor
    final class Recorder {
        var answers: [String] = []
        var bytes: [Data] = []
        var cancelled = false
        func request(_ tile: TileID) -> TileFeed.Request {
            TileFeed.Request(tile: tile, respond: { answer in
                switch answer {
                case .partial(let d): self.answers.append("partial"); self.bytes.append(d)
                case .complete(let d): self.answers.append("complete"); self.bytes.append(d)
                case .cancelled: self.answers.append("cancelled")
                case .failed: self.answers.append("failed")
                }
            }, isCancelled: { self.cancelled })
        }
    }

    @Test func aTileTheProviderHasCompletesAtOnceWithPNGBytes() throws {
        let tiles = SyntheticTiles()
        let feed = TileFeed(tiles: tiles, style: Self.style)
        let r = Recorder()
        feed.request(r.request(TileID(z: 3, x: 4, y: 2)))
        #expect(r.answers == ["complete"])
        let bytes = try #require(r.bytes.first)
        #expect(bytes.prefix(8) == Self.pngSignature)
        #expect(feed.pendingTiles.isEmpty)
    }

    @Test func aMissingTileWaitsThenCompletesWhenItArrives() {
        let tiles = SyntheticTiles()
        let tile = TileID(z: 5, x: 1, y: 1)
        tiles.missing = [tile]
        let feed = TileFeed(tiles: tiles, style: Self.style)
        let r = Recorder()
        feed.request(r.request(tile))
        #expect(r.answers.isEmpty)
        #expect(feed.pendingTiles == [tile])
        #expect(tiles.lastRetained == [tile], "the provider is told which tiles are still wanted")
        tiles.missing = []
        feed.tilesChanged()
        #expect(r.answers == ["complete"])
        #expect(feed.pendingTiles.isEmpty)
    }

    /// libshumate's answer to a finished tile runs its grid recompute at once, which can ask for new tiles while the
    /// feed is still answering: those requests must stay open, not be overwritten by the list being answered.
    @Test func aRequestMadeWhileAnsweringAnotherStaysOpen() {
        let tiles = SyntheticTiles()
        let first = TileID(z: 5, x: 1, y: 1), waiting = TileID(z: 5, x: 2, y: 1), second = TileID(z: 5, x: 0, y: 1)
        tiles.missing = [first, waiting, second]
        let feed = TileFeed(tiles: tiles, style: Self.style)
        let late = Recorder(), other = Recorder()
        var asked = false
        feed.request(TileFeed.Request(tile: first, respond: { answer in
            guard case .complete = answer, !asked else { return }
            asked = true
            feed.request(late.request(second))
        }, isCancelled: { false }))
        feed.request(other.request(waiting))
        tiles.missing = [waiting, second]
        feed.tilesChanged()
        #expect(asked)
        #expect(Set(feed.pendingTiles) == [waiting, second], "the tile asked for during the answer is still awaited")
        #expect(tiles.lastRetained.contains(waiting), "asking for the new tile does not drop the load of one still open")
        tiles.missing = []
        feed.tilesChanged()
        #expect(late.answers == ["complete"])
        #expect(other.answers == ["complete"])
    }

    @Test func aFallbackShowsOnceWhileTheRealTileLoads() throws {
        let tiles = SyntheticTiles()
        let tile = TileID(z: 5, x: 2, y: 2)
        let parent = try #require(tiles.image(for: TileID(z: 4, x: 1, y: 1)))
        tiles.missing = [tile]
        tiles.fallbacks[tile] = [TilePiece(image: parent, source: PixelRect(x: 0, y: 0, width: 128, height: 128), isFallback: true)]
        let feed = TileFeed(tiles: tiles, style: Self.style)
        let r = Recorder()
        feed.request(r.request(tile))
        feed.tilesChanged()
        feed.tilesChanged()
        #expect(r.answers == ["partial"], "a burst of other tiles arriving does not re-encode the fallback")
        tiles.missing = []
        feed.tilesChanged()
        #expect(r.answers == ["partial", "complete"])
        #expect(r.bytes.allSatisfy { $0.prefix(8) == Self.pngSignature })
    }

    /// HiDPI: at scale 2 the provider is asked for scale-2 tiles and libshumate gets 512-pixel images for its
    /// 256-point tiles, both a whole tile and one composed from a fallback.
    @Test func atScaleTwoTilesAreAskedForAndSentAt512Pixels() throws {
        let tiles = SyntheticTiles(pixels: 512)
        let feed = TileFeed(tiles: tiles, style: Self.style)
        feed.setStyle(Self.style, scaleFactor: 2)
        let whole = Recorder()
        feed.request(whole.request(TileID(z: 3, x: 1, y: 1)))
        #expect(tiles.requestedScales.last == 2)
        #expect(try ImageDecoder.decode(try #require(whole.bytes.first)).width == 512)
        let tile = TileID(z: 5, x: 2, y: 2)
        tiles.missing = [tile]
        let parent = try #require(tiles.image(for: TileID(z: 4, x: 1, y: 1)))
        tiles.fallbacks[tile] = [TilePiece(image: parent, source: PixelRect(x: 0, y: 0, width: 256, height: 256), isFallback: true)]
        let composed = Recorder()
        feed.request(composed.request(tile))
        #expect(composed.answers == ["partial"])
        #expect(try ImageDecoder.decode(try #require(composed.bytes.first)).width == 512)
        #expect(feed.statistics.lastPixelWidth == 512)
    }

    @Test func offlineTheFallbackIsTheAnswer() throws {
        let tiles = SyntheticTiles()
        let tile = TileID(z: 5, x: 3, y: 3)
        let parent = try #require(tiles.image(for: TileID(z: 4, x: 1, y: 1)))
        tiles.missing = [tile]
        tiles.offline = true
        tiles.fallbacks[tile] = [TilePiece(image: parent, source: PixelRect(x: 128, y: 128, width: 128, height: 128), isFallback: true)]
        let feed = TileFeed(tiles: tiles, style: Self.style)
        let r = Recorder()
        feed.request(r.request(tile))
        #expect(r.answers == ["complete"])
    }

    @Test func cancelledAndStaleRequestsCloseExactlyOnce() {
        let tiles = SyntheticTiles()
        let a = TileID(z: 6, x: 1, y: 1), b = TileID(z: 6, x: 2, y: 2)
        tiles.missing = [a, b]
        let feed = TileFeed(tiles: tiles, style: Self.style)
        let ra = Recorder(), rb = Recorder()
        feed.request(ra.request(a))
        feed.request(rb.request(b))
        ra.cancelled = true
        feed.tilesChanged()
        #expect(ra.answers == ["cancelled"])
        #expect(feed.pendingTiles == [b])
        var other = Self.style
        other.id = "other"
        feed.setStyle(other)
        #expect(rb.answers == ["cancelled"], "a new style closes the old source's requests")
        feed.tilesChanged()
        #expect(ra.answers == ["cancelled"] && rb.answers == ["cancelled"])
    }

    @Test func aTileOutsideTheWorldFails() {
        let feed = TileFeed(tiles: SyntheticTiles(), style: Self.style)
        let r = Recorder()
        feed.request(r.request(TileID(z: 2, x: 9, y: 0)))
        #expect(r.answers == ["failed"])
    }

    @Test func piecesAreComposedIntoOneTile() throws {
        let tiles = SyntheticTiles(solidColor: RGBColor(red: 1, green: 0, blue: 0))
        let image = try #require(tiles.image(for: TileID(z: 1, x: 0, y: 0)))
        // The left half only: the right half stays transparent.
        let piece = TilePiece(image: image, source: PixelRect(x: 0, y: 0, width: 256, height: 256),
                              destination: PixelRect(x: 0, y: 0, width: 0.5, height: 1), isFallback: true)
        let bytes = try #require(TileFeed.encode([piece], side: 256))
        #expect(bytes.prefix(8) == Self.pngSignature)
    }
}

/// What the offline badge says comes from what the feed last answered for the tiles in view.
@MainActor
struct TileFeedSourcesTests {
    @Test func eachTileCountsByItsLatestAnswerAndUnansweredOnesArePlaceholders() throws {
        let tiles = SyntheticTiles()
        let own = TileID(z: 4, x: 1, y: 1), standIn = TileID(z: 4, x: 2, y: 1), unanswered = TileID(z: 4, x: 3, y: 1)
        tiles.offline = true
        tiles.missing = [standIn]
        let image = try #require(tiles.image(for: TileID(z: 0, x: 0, y: 0)))
        tiles.fallbacks[standIn] = [TilePiece(image: image, source: PixelRect(x: 0, y: 0, width: 256, height: 256), isFallback: true, isOfflineMap: true)]
        let feed = TileFeed(tiles: tiles, style: TileFeedTests.style)
        let r = TileFeedTests.Recorder()
        feed.request(r.request(own))
        feed.request(r.request(standIn))
        #expect(r.answers == ["complete", "complete"], "offline: fallbacks are final")
        var expected = TileFrameSources()
        expected.ownTiles = 1
        expected.offlineMap = 1
        expected.placeholders = 1
        #expect(feed.sources(in: [own, standIn, unanswered]) == expected)
        let words = RenderOptions().offlineBadge(styleName: "Fake", sources: feed.sources(in: [standIn]))
        #expect(words == "Fake needs a connection — showing the offline map")
    }

    @Test func aTileADownloadedAreaAnsweredCountsAsSuchAndTheBadgeSaysSo() throws {
        let tiles = SyntheticTiles()
        let area = TileID(z: 4, x: 2, y: 1), bundled = TileID(z: 4, x: 3, y: 1)
        tiles.offline = true
        tiles.missing = [area, bundled]
        let image = try #require(tiles.image(for: TileID(z: 0, x: 0, y: 0)))
        let whole = PixelRect(x: 0, y: 0, width: 256, height: 256)
        tiles.fallbacks[area] = [TilePiece(image: image, source: whole, isFallback: true, isOfflineMap: true, isDownloadedArea: true)]
        tiles.fallbacks[bundled] = [TilePiece(image: image, source: whole, isFallback: true, isOfflineMap: true)]
        let feed = TileFeed(tiles: tiles, style: TileFeedTests.style)
        let r = TileFeedTests.Recorder()
        feed.request(r.request(area))
        feed.request(r.request(bundled))
        var expected = TileFrameSources()
        expected.offlineMap = 2
        expected.downloadedArea = 1
        #expect(feed.sources(in: [area, bundled]) == expected)
        let words = RenderOptions().offlineBadge(styleName: "Fake", sources: feed.sources(in: [area, bundled]))
        #expect(words == "Fake needs a connection — showing downloaded areas")
    }
}
