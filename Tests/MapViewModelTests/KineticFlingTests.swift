import Foundation
import MapCore
import Testing
@testable import MapViewModel

@Suite struct KineticFlingTests {
    @Test func travelAddsUpToVelocityTimesTimeConstant() {
        var f = KineticFling(velocity: PixelPoint(x: 2000, y: -1000), startTime: 10)
        var total = PixelPoint.zero
        var t = 10.0
        while !f.isFinished, t < 20 { t += 1.0 / 60; total = total + f.step(to: t) }
        let expected = KineticFling.totalTravel(for: PixelPoint(x: 2000, y: -1000), timeConstant: f.timeConstant)
        // Stopping below minimumSpeed leaves out at most minimumSpeed·τ.
        #expect(abs(total.x - expected.x) <= f.minimumSpeed * f.timeConstant + 1e-6)
        #expect(abs(total.y - expected.y) <= f.minimumSpeed * f.timeConstant + 1e-6)
        #expect(f.isFinished && t < 12, "a 2000 pt/s glide ends within two seconds")
    }

    @Test func stepsDoNotDependOnFrameRate() {
        var a = KineticFling(velocity: PixelPoint(x: 800, y: 0), startTime: 0)
        var b = a
        var sa = 0.0, sb = 0.0
        for i in 1...30 { sa += a.step(to: Double(i) / 60).x }
        for i in 1...15 { sb += b.step(to: Double(i) / 30).x }
        #expect(abs(sa - sb) < 1e-9)
        #expect(abs(a.velocity.x - 800 * exp(-0.5 / a.timeConstant)) < 1e-9)
    }

    @Test func slowReleaseDoesNotGlide() {
        var f = KineticFling(velocity: PixelPoint(x: 5, y: 5), startTime: 0)
        #expect(f.isFinished)
        #expect(f.step(to: 1) == .zero)
    }
}
