import Foundation
import Glibc

/// Where the program under test and its bundled catalog are, and the clean environment every
/// run gets (never the real `HOME` or XDG directories of whoever runs the tests).
enum AisleProgram {
    /// The `aisle` binary: `AISLE_BINARY` if set, else the one SwiftPM built next to this test
    /// bundle (both live in `<scratch>/<triple>/debug/`), found by walking up from our own binary.
    static func binary() throws -> String {
        if let path = ProcessInfo.processInfo.environment["AISLE_BINARY"], !path.isEmpty {
            guard ProcessSpawner.isExecutableFile(path) else {
                throw E2EFailure("AISLE_BINARY=\(path) is not an executable file")
            }
            return path
        }
        let starts = [
            try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"),
            CommandLine.arguments.first,
            Bundle.main.executablePath,
        ].compactMap { $0 }
        for start in starts {
            var directory = URL(fileURLWithPath: start).deletingLastPathComponent()
            for _ in 0..<6 {
                let candidate = directory.appendingPathComponent("aisle").path
                if ProcessSpawner.isExecutableFile(candidate) { return candidate }
                directory.deleteLastPathComponent()
            }
        }
        throw E2EFailure(
            "the aisle binary was not found near \(starts); build it "
                + "(swift build --build-tests) or set AISLE_BINARY")
    }

    /// `Resources/catalog.json` of this checkout, found from this source file's location.
    static func bundledCatalog() -> String {
        var root = URL(fileURLWithPath: #filePath)
        // Tests/EndToEndTests/Support/AisleProgram.swift → the package root.
        for _ in 0..<4 { root.deleteLastPathComponent() }
        return root.appendingPathComponent("Resources/catalog.json").path
    }

    /// The search path children get; tests never depend on the caller's.
    static let searchPath = "/usr/local/bin:/usr/bin:/bin"

    /// The environment of an `aisle` run: a UTF-8 locale, a capable terminal type, and
    /// state, data and home directories inside the test's own scratch directory.
    static func environment(home: String, state: String, data: String) -> [String: String] {
        [
            "PATH": searchPath,
            "HOME": home,
            "XDG_STATE_HOME": state,
            "XDG_DATA_HOME": data,
            "TERM": "xterm-256color",
            "LANG": "C.UTF-8",
        ]
    }
}

/// Whether tmux can be found, for skipping the terminal tests with a clear reason.
enum Tmux {
    /// The tmux executable, or nil when it is not installed.
    static let executable: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"].map { $0 + ":" } ?? ""
        let found = ProcessSpawner.resolve("tmux", path: path + AisleProgram.searchPath)
        return found.hasPrefix("/") ? found : nil
    }()

    /// True when tmux is installed.
    static var isAvailable: Bool { executable != nil }
}
