import Foundation
import Glibc
import Testing

/// packaging/aisle-serve.service, as `make install` fills it in, passes `systemd-analyze verify`
/// and keeps the bounds README "Running a shop on the internet" promises.
@Suite(
    "Service unit", .timeLimit(.minutes(20)),
    .enabled(if: SystemdAnalyze.path != nil, "systemd-analyze is not installed"))
struct ServiceUnitTests {
    /// The unit with `@PREFIX@` made `prefix`, as the Makefile's sed does.
    static func unit(prefix: String) throws -> String {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }
        let template = try String(
            contentsOf: root.appendingPathComponent("packaging/aisle-serve.service"),
            encoding: .utf8)
        return template.replacingOccurrences(of: "@PREFIX@", with: prefix)
    }

    @Test("systemd-analyze verify accepts the installed unit")
    func verifies() throws {
        let scratch = try ScratchDirectory()
        let prefix = try scratch.directory("prefix")
        try scratch.directory("prefix/bin")
        try scratch.directory("prefix/share/aisle")
        symlink(try AisleProgram.binary(), prefix + "/bin/aisle")
        symlink(AisleProgram.bundledCatalog(), prefix + "/share/aisle/catalog.json")
        let unit = try scratch.write(try Self.unit(prefix: prefix), to: "aisle-serve.service")
        let result = try ProcessSpawner.run(
            [SystemdAnalyze.path ?? "systemd-analyze", "verify", unit],
            environment: [
                "PATH": AisleProgram.searchPath, "HOME": scratch.path,
                "SYSTEMD_LOG_LEVEL": "warning",
            ],
            scratch: scratch)
        #expect(result.termination == .exited(0), "systemd-analyze: \(result.error)")
        // Whatever it warns about is a mistake in the unit (an unknown key, a bad value).
        #expect(result.error.isEmpty, "systemd-analyze: \(result.error)")
    }

    @Test("the unit keeps its bounds and runs as its own user")
    func bounds() throws {
        let lines = Set(try Self.unit(prefix: "/usr/local").split(separator: "\n").map(String.init))
        for line in [
            "User=aisle", "LimitNOFILE=65536", "MemoryMax=4G", "TasksMax=1024",
            "ProtectSystem=strict", "Restart=on-failure", "NoNewPrivileges=yes",
            "ExecStart=/usr/local/bin/aisle serve --listen 0.0.0.0 --port 2222 --catalog /usr/local/share/aisle/catalog.json",
        ] {
            #expect(lines.contains(line), "missing \(line)")
        }
        #expect(lines.contains { $0.hasPrefix("StateDirectory=aisle") })
    }
}

/// Where `systemd-analyze` is, if it is installed.
enum SystemdAnalyze {
    static let path: String? = {
        let found = ProcessSpawner.resolve("systemd-analyze", path: AisleProgram.searchPath)
        return found.hasPrefix("/") ? found : nil
    }()
}
