import CGtk
import Foundation
import GtkInterop
import Testing
@testable import GtkShell

/// GLib-only interop (no display needed): signal boxes, main-loop hops and their lifetimes.
/// @MainActor and synchronous, so it never iterates the main context at the same time as the widget suite.
@MainActor
@Suite struct InteropTests {
    final class Tracker: @unchecked Sendable {
        var calls: [String] = []
        var onLoopThread = false
    }

    @Test func actionHandlerRunsWithItsParameter() {
        let action = SimpleAction(name: "open", parameterType: .string)
        let tracker = Tracker()
        action.onActivate { p in tracker.calls.append(p?.stringValue ?? "nil") }
        action.activate(.string("osm"))
        action.activate(.string("waze"))
        #expect(tracker.calls == ["osm", "waze"])
    }

    @Test func parameterlessActionGetsNil() {
        let action = SimpleAction(name: "quit")
        let tracker = Tracker()
        action.onActivate { p in tracker.calls.append(p == nil ? "none" : "some") }
        action.activate()
        #expect(tracker.calls == ["none"])
    }

    @Test func handlerIsReleasedWhenItsObjectIsFinalized() {
        weak var weakTracker: Tracker?
        do {
            let action = SimpleAction(name: "a")
            let tracker = Tracker()
            weakTracker = tracker
            action.onActivate { _ in tracker.calls.append("x") }
            #expect(weakTracker != nil)
        }
        // The action's last reference went with its wrapper; GLib's destroy notify released the closure box.
        #expect(weakTracker == nil)
    }

    @Test func disconnectReleasesTheHandlerAtOnce() {
        let action = SimpleAction(name: "b")
        weak var weakTracker: Tracker?
        var connection: SignalConnection?
        do {
            let tracker = Tracker()
            weakTracker = tracker
            connection = Signal.connect(action, "activate", parameter: { _ in tracker.calls.append("x") })
        }
        #expect(weakTracker != nil && connection!.id != 0)
        connection!.disconnect()
        #expect(weakTracker == nil)
        connection!.disconnect() // a second disconnect is harmless
        action.activate()
    }

    /// "Main thread" here is the thread iterating the GLib context (under swift-testing, the main actor's thread).
    @Test func postFromAnotherThreadRunsOnTheLoopThreadOnce() {
        let tracker = Tracker()
        weak var weakTracker = tracker
        let loopThread = pthread_self()
        DispatchQueue.global().async { [tracker] in
            MainLoop.post {
                tracker.calls.append("posted")
                tracker.onLoopThread = pthread_equal(pthread_self(), loopThread) != 0
            }
        }
        let ran = MainLoop.run(until: { !tracker.calls.isEmpty })
        #expect(ran)
        MainLoop.iterate()
        #expect(tracker.calls == ["posted"] && tracker.onLoopThread)
        _ = consume tracker
        // The dispatch worker drops its own copy of the block a moment after posting, on its thread: wait for that.
        let deadline = Date().addingTimeInterval(5)
        while weakTracker != nil && Date() < deadline { _ = MainLoop.iterate(); usleep(1000) }
        #expect(weakTracker == nil, "the idle source released its closure after running")
    }

    @Test func timeoutRepeatsUntilItReturnsFalse() {
        let tracker = Tracker()
        MainLoop.timeout(milliseconds: 1) {
            tracker.calls.append("t")
            return tracker.calls.count < 3
        }
        let done = MainLoop.run(until: { tracker.calls.count >= 3 })
        #expect(done)
        // Give it the chance to fire again: it must not.
        let end = ContinuousClock.now + .milliseconds(30)
        MainLoop.run(until: { ContinuousClock.now >= end })
        #expect(tracker.calls.count == 3)
    }

    @Test func cancelledTimeoutNeverFiresAndIsReleased() {
        weak var weakTracker: Tracker?
        let source: MainLoop.SourceID
        do {
            let tracker = Tracker()
            weakTracker = tracker
            source = MainLoop.timeout(milliseconds: 5) { tracker.calls.append("t"); return true }
        }
        source.cancel()
        #expect(weakTracker == nil)
        source.cancel() // already gone: harmless
    }

    @Test func runUntilGivesUpAtTheDeadline() {
        let start = ContinuousClock.now
        let held = MainLoop.run(until: { false }, timeout: .milliseconds(50))
        #expect(!held)
        #expect(ContinuousClock.now - start >= .milliseconds(50))
        #expect(ContinuousClock.now - start < .seconds(2))
    }

    @Test func keyPressReadsModifiers() {
        let plain = KeyPress(keyval: UInt32(GDK_KEY_plus))
        #expect(!plain.hasControl && !plain.hasShift && !plain.hasAlt)
        let ctrl = KeyPress(keyval: UInt32(GDK_KEY_plus), modifiers: GDK_CONTROL_MASK.rawValue | GDK_SHIFT_MASK.rawValue)
        #expect(ctrl.hasControl && ctrl.hasShift && !ctrl.hasAlt)
    }
}
