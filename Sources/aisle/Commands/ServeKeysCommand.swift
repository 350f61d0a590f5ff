import ArgumentParser
import ShopServer

/// `aisle serve-keys %t %k`: OpenSSH's AuthorizedKeysCommand for a shop behind the system's
/// sshd. Every key is admitted (sshd checks the signature), restricted to a terminal and forced
/// to run `aisle --customer <its fingerprint>`.
struct ServeKeysCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve-keys",
        abstract: "Print an authorized_keys line for OpenSSH's AuthorizedKeysCommand.",
        discussion: """
            For a shop behind the system's OpenSSH instead of `aisle serve`. In sshd_config, \
            for the shop's own account:
              AuthorizedKeysCommand /usr/local/bin/aisle serve-keys %t %k
              AuthorizedKeysCommandUser nobody
            prints, for any key offered,
              restrict,pty,command="/usr/local/bin/aisle --customer SHA256:…" TYPE KEY
            so the customer is the key's fingerprint, the session gets a terminal and \
            nothing else (no forwarding, no agent, no X11) and runs only Aisle. The \
            program's path and every directory above it must belong to root and be \
            writable by no one else. README "Serving a shop" shows the whole set-up.

            EXIT STATUS
              0    the line was printed
              2    TYPE or KEY is not a key sshd would pass
            """)

    @Argument(help: ArgumentHelp("The key type, sshd's %t (e.g. ssh-ed25519).", valueName: "type"))
    var type: String

    @Argument(help: ArgumentHelp("The base64 public key, sshd's %k.", valueName: "key"))
    var key: String

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The catalog each session reads (passed on as --catalog).", valueName: "file"),
        completion: .file())
    var catalog: String?

    func run() throws {
        let program = Executable.path() ?? "aisle"
        let arguments = catalog.map { ["--catalog", Executable.absolute($0)] } ?? []
        guard
            let line = AuthorizedKeyLine.line(
                type: type, key: key, command: program, arguments: arguments)
        else {
            Exit.fail("aisle: serve-keys: not a public key sshd would pass: \(type.prefix(40))")
        }
        Console.print(line)
    }
}
