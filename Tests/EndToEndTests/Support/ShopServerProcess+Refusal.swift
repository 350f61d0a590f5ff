import Foundation
import Glibc

extension ShopServerProcess {
    /// Runs `aisle serve arguments` (in this server's directories, while it is not running)
    /// expecting it to refuse to start: how it ended and what it wrote to standard error.
    /// Throws when it opened the shop instead, or did not end within `timeout`.
    func refusedStart(_ arguments: [String] = [], timeout: Duration = .seconds(60)) throws
        -> (termination: Termination, error: String)
    {
        let output = scratch.file("refused.out")
        let error = scratch.file("refused.err")
        unlink(output)
        unlink(error)
        var environment = AisleProgram.environment(home: home, state: stateHome, data: dataHome)
        environment["TERM"] = nil
        let pid = try ProcessSpawner.start(
            [
                try AisleProgram.binary(), "serve", "--listen", "127.0.0.1", "--port", "0",
                "--catalog", AisleProgram.bundledCatalog(),
            ] + arguments, environment: environment, output: output, error: error)
        let deadline = ContinuousClock.now + timeout
        while true {
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid {
                let text = ScratchDirectory.contents(of: error) ?? []
                return (Termination(waitStatus: status), String(decoding: text, as: UTF8.self))
            }
            let opened = ScratchDirectory.contents(of: output) ?? []
            if !opened.isEmpty || ContinuousClock.now >= deadline {
                kill(pid, SIGKILL)
                _ = try? ProcessSpawner.wait(for: pid)
                throw E2EFailure(
                    "the server did not refuse to start: \(String(decoding: opened, as: UTF8.self))"
                )
            }
            usleep(20_000)
        }
    }
}
