#if canImport(Glibc)
import Glibc
#endif

/// Some launchers (test runners, thread-pool spawners) hand their children a mask that blocks SIGTERM and SIGCHLD.
/// Pinmap then ignores a polite kill and never learns that xdg-open exited; start from a clean mask instead.
enum SignalMask {
    static func unblockAll() {
        var none = sigset_t()
        sigemptyset(&none)
        sigprocmask(SIG_SETMASK, &none, nil)
    }
}
