import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A long-lived child (Xvfb, the app) started with posix_spawn and a clean signal mask, reaped with waitpid.
/// Foundation's Process hands children the test thread's blocked-signal mask, so SIGTERM would not reach them.
final class ChildProcess: @unchecked Sendable {
    let pid: pid_t
    private var exitStatus: Int32?

    /// stdout and stderr go to `logFile` (appended); `passing` is a descriptor of ours the child gets as fd 3.
    init(executable: String, arguments: [String], environment: [String: String], logFile: String = "/dev/null",
         passing: Int32? = nil) throws {
        var attr = posix_spawnattr_t()
        posix_spawnattr_init(&attr)
        defer { posix_spawnattr_destroy(&attr) }
        var empty = sigset_t(), all = sigset_t()
        sigemptyset(&empty)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attr, &empty)
        posix_spawnattr_setsigdefault(&attr, &all)
        posix_spawnattr_setflags(&attr, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, logFile, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        if let fd = passing { posix_spawn_file_actions_adddup2(&actions, fd, 3) }

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { argv.forEach { free($0) }; envp.forEach { free($0) } }
        var child: pid_t = 0
        let rc = posix_spawn(&child, executable, &actions, &attr, argv, envp)
        guard rc == 0 else { throw E2EError.tool("posix_spawn \(executable) failed: \(String(cString: strerror(rc)))") }
        pid = child
    }

    var isRunning: Bool {
        guard exitStatus == nil else { return false }
        var status: Int32 = 0
        let r = waitpid(pid, &status, WNOHANG)
        if r == pid || r == -1 { exitStatus = status; return false }
        return true
    }

    /// How the child ended, for error messages: "exit status 1", "signal 11 (SIGSEGV)", or "still running".
    var ending: String {
        guard !isRunning, let status = exitStatus else { return "still running" }
        let signal = status & 0x7f
        if signal == 0 { return "exit status \((status >> 8) & 0xff)" }
        let name = strsignal(signal).map { String(cString: $0) } ?? "?"
        return "signal \(signal) (\(name))"
    }

    /// Waits up to `timeout` seconds for the child to exit by itself.
    @discardableResult
    func waitForExit(timeout: Double) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while isRunning, Date() < deadline { usleep(20_000) }
        return !isRunning
    }

    /// SIGTERM, then SIGKILL after `grace` seconds; always reaps.
    func stop(grace: Double = 3) {
        guard isRunning else { return }
        kill(pid, SIGTERM)
        if waitForExit(timeout: grace) { return }
        kill(pid, SIGKILL)
        waitForExit(timeout: 5)
    }
}
