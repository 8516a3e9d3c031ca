import Foundation
import Testing
import Graphics
import MapCore
@testable import MapRender

/// Issue 32: in the window, credits that do not fit are left to an "ⓘ" button rather than cut, and the offline
/// badge keeps left of the on-map buttons at every width.
@Suite struct CollapsedCreditsTests {
    let grey = RGBColor(red: 0.5, green: 0.5, blue: 0.5)
    let credit = "Natural Earth (public domain) · Example Tiles Ltd · © OpenStreetMap contributors"

    func renderer(collapsing: Bool, controlsWidth: Double = 0) -> MapRenderer {
        var o = RenderFixtures.options
        o.collapsesCredits = collapsing
        o.controlsWidth = controlsWidth
        return RenderFixtures.renderer(o)
    }

    func scene(width: Double, offline: Bool = false) -> MapScene {
        MapScene(viewport: Viewport(center: RenderFixtures.helsinki, zoom: 14, size: PixelSize(width: width, height: 300)),
                 style: MapStyle(id: "long", name: "Long style name for the badge", urlTemplate: "", attribution: credit),
                 isOffline: offline)
    }

    @Test(arguments: [360.0, 500.0])
    func creditsThatDoNotFitAreLeftWholeToTheButtonNotCut(width: Double) throws {
        let r = renderer(collapsing: true)
        _ = try RenderFixtures.render(scene(width: width), renderer: r, tiles: SyntheticTiles(solidColor: grey))
        #expect(r.collapsedCredits == credit, "the whole credits go to the button")
        #expect(r.attributionFrame == nil && r.attributionText == nil, "nothing shortened is drawn")
    }

    @Test func creditsThatFitAreDrawnWhole() throws {
        let r = renderer(collapsing: true)
        _ = try RenderFixtures.render(scene(width: 1280), renderer: r, tiles: SyntheticTiles(solidColor: grey))
        #expect(r.collapsedCredits == nil)
        #expect(r.attributionText == credit)
    }

    @Test func withoutTheButtonCreditsAreShortenedAsBefore() throws {
        let r = renderer(collapsing: false)
        _ = try RenderFixtures.render(scene(width: 360), renderer: r, tiles: SyntheticTiles(solidColor: grey))
        #expect(r.collapsedCredits == nil)
        let text = try #require(r.attributionText)
        #expect(text.hasPrefix("… ") && text.hasSuffix("© OpenStreetMap contributors"), "shortened from its start: \(text)")
    }

    @Test func anExportedFrameKeepsItsCreditsEvenWhenTheWindowCollapsesThem() throws {
        let r = renderer(collapsing: true)
        let surface = try Surface(width: 360, height: 300)
        r.draw(scene(width: 360), tiles: SyntheticTiles(solidColor: grey), on: Canvas(surface: surface), reusingLayer: false)
        #expect(r.collapsedCredits == nil)
        let text = try #require(r.attributionText)
        #expect(text.hasPrefix("… ") && text.hasSuffix("© OpenStreetMap contributors"), "shortened from its start: \(text)")
    }

    @Test(arguments: [360.0, 500.0, 1280.0])
    func theOfflineBadgeStaysLeftOfTheOnMapButtons(width: Double) throws {
        let controls = 44.0
        let r = renderer(collapsing: true, controlsWidth: controls)
        _ = try RenderFixtures.render(scene(width: width, offline: true), renderer: r, tiles: SyntheticTiles(solidColor: grey))
        let badge = try #require(r.offlineBadgeFrame)
        #expect(badge.maxX <= width - controls, "badge \(badge) reaches the buttons' band at \(width)")
        #expect(badge.minX >= r.options.overlayMargin)
    }

    @Test func aWideViewStillCentresTheBadge() throws {
        let r = renderer(collapsing: true, controlsWidth: 44)
        _ = try RenderFixtures.render(scene(width: 1280, offline: true), renderer: r, tiles: SyntheticTiles(solidColor: grey))
        let badge = try #require(r.offlineBadgeFrame)
        #expect(abs(badge.minX + badge.size.width / 2 - 640) <= 1)
    }
}
