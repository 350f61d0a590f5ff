import Foundation
import Glibc
import Testing

/// README "Behind OpenSSH instead": the sshd_config it gives is one sshd accepts (`sshd -t`),
/// and its Match block takes effect for the shop's account (`sshd -T -C user=shop`).
@Suite(
    "OpenSSH recipe", .timeLimit(.minutes(20)),
    .enabled(
        if: FileManager.default.isExecutableFile(atPath: SystemSSHD.executable),
        "sshd is not installed (openssh-server)"))
struct OpenSSHRecipeTests {
    /// The README's sshd_config block, with a host key and banner of the test's own; the
    /// 9.8-only line dropped where sshd is older, as the README says.
    static func recipe(scratch: ScratchDirectory, keepPenalties: Bool) throws -> String {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }
        let readme = try String(
            contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        guard let section = readme.components(separatedBy: "### Behind OpenSSH instead").last,
            let block = section.components(separatedBy: "```").dropFirst().first
        else { throw E2EFailure("no sshd_config block in README") }
        let banner = try scratch.write("Make a key.\n", to: "banner.txt")
        let lines = block.split(separator: "\n").map(String.init).filter {
            keepPenalties || !$0.hasPrefix("PerSourcePenalties")
        }
        return (["HostKey \(scratch.file("host"))"] + lines).joined(separator: "\n")
            .replacingOccurrences(of: "/etc/aisle/banner.txt", with: banner) + "\n"
    }

    @Test("sshd accepts the README's sshd_config and applies its Match block to the shop")
    func sshdAccepts() throws {
        let scratch = try ScratchDirectory()
        let environment = ["PATH": AisleProgram.searchPath, "HOME": scratch.path]
        _ = try ProcessSpawner.run(
            ["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", scratch.file("host")],
            environment: environment, scratch: scratch)
        let version = try ProcessSpawner.run(
            [SystemSSHD.executable, "-V"], environment: environment, scratch: scratch)
        // "OpenSSH_9.2p1 …": PerSourcePenalties came with 9.8.
        let numbers = version.error.dropFirst("OpenSSH_".count).prefix { $0.isNumber || $0 == "." }
            .split(separator: ".").compactMap { Int($0) }
        let modern = numbers.count >= 2 && (numbers[0], numbers[1]) >= (9, 8)
        let config = try scratch.write(
            try Self.recipe(scratch: scratch, keepPenalties: modern), to: "sshd_config")
        let checked = try ProcessSpawner.run(
            [SystemSSHD.executable, "-t", "-f", config], environment: environment,
            scratch: scratch)
        #expect(checked.termination == .exited(0), "sshd -t: \(checked.error)")
        let applied = try ProcessSpawner.run(
            [SystemSSHD.executable, "-T", "-f", config, "-C", "user=shop,host=h,addr=192.0.2.1"],
            environment: environment, scratch: scratch)
        for line in [
            "maxstartups 10:30:100", "logingracetime 30", "maxsessions 4",
            "channeltimeout session=30m", "setenv LANG=C.UTF-8", "passwordauthentication no",
        ] {
            #expect(applied.output.contains(line + "\n"), "sshd -T lacks \(line)")
        }
    }
}
