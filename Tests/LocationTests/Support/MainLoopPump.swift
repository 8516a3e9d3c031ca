import CGio
import Foundation

/// Runs GLib's default main context on the calling (main) thread until `done` holds, waking at least every 20 ms
/// to look; gives up after `limit` seconds (a hang guard, not a timing). Returns whether `done` held.
@MainActor
func pumpMainLoop(limit: Double = 10, until done: () -> Bool) -> Bool {
    let wake = g_timeout_add(20, { _ in 1 }, nil)
    defer { g_source_remove(wake) }
    let deadline = Date().addingTimeInterval(limit)
    while !done() {
        if Date() > deadline { return false }
        g_main_context_iteration(nil, 1)
    }
    return true
}
