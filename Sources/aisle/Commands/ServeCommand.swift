import AisleRuntime
import ArgumentParser
import ShopServer
import ShopStorePostgres
import StateFiles
import Storefront

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `aisle serve`: the shop over SSH. Only this command (and `serve-keys`) touches ShopServer,
/// so a plain `aisle` never starts NIO.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Open the shop to anyone with ssh: an SSH server in the foreground.",
        discussion: """
            Every SSH key is a customer, known by its SHA256 fingerprint; each session runs \
            `aisle --customer FINGERPRINT` on its own terminal, and a customer who comes back \
            with the same key lands on the screen they left. Only keys are offered, \
            never a password prompt: ed25519 and ECDSA keys work, RSA keys do not (the OpenSSH \
            deployment of `aisle serve-keys` takes them). Commands (ssh host CMD), port \
            forwarding, agent and X11 forwarding are refused; of the client's environment only \
            TERM and the locale (LANG, LC_CTYPE, LC_ALL) are used: a UTF-8 one the server lacks \
            becomes C.UTF-8, any other gets the ASCII screens, and a terminal type the server \
            has no terminfo for runs as a close relative (xterm-256color for xterm-ghostty, \
            wezterm, foot, …).

            Prints one line when it accepts connections, e.g.
              Aisle is open: ssh -p 2222 127.0.0.1 (host key SHA256:…)
            and one structured line on standard error per event (connect, session, refused, \
            exit, disconnect, …; logfmt, or JSON with --log-format json). SIGINT, SIGTERM or \
            SIGHUP close the shop: every session is hung up (and saves), then it exits 0 — but \
            with --deny or --owners, SIGHUP re-reads those files instead.

            OWNERS
              --owners FILE names the owners' keys, one authorized_keys line each (such as \
            ~/.ssh/id_ed25519.pub). A connection authenticated with one of them gets the owner's \
            desk (aisle desk: orders as they come in, packing slips, ship and cancel) instead of \
            the storefront; every other key is a customer. The server decides from the key the \
            client proved it holds, never from anything else the client sends.

            The host key must be readable by the server's user alone and its directory \
            writable by that user alone, as sshd's StrictModes ask; a host key that is gone \
            while host_ed25519.key.pub is still there is refused unless --new-host-key is given. \
            Several hosts behind one address share one key with --host-key FILE (the same \
            checks, its directory root's or the server user's and writable by no one else): a \
            missing or unreadable FILE stops the server; no key is ever made there.

            LIMITS (README "Limits"): a window at most 500x200; each session's aisle maps at \
            most --session-memory MiB; a client's input waits at most 2 MiB per session \
            before the server stops reading it; connections not logged in are capped as \
            sshd's MaxStartups; per address: connections, sessions and a rate of new \
            connections; logged-in connections without a session are dropped; open \
            descriptors are raised to the hard limit and new connections refused before \
            they run out.

            FILES
              $XDG_STATE_HOME/aisle/host_ed25519.key   host key (OpenSSH format, 0600), made on
                                                       the first start; .pub beside it
              $XDG_STATE_HOME/aisle/customers/SHA256-…/navigation.json
                                                       a customer's saved screens
              $XDG_STATE_HOME/aisle/owners/SHA256-…/desk.json
                                                       an owner's saved desk screens
              $XDG_DATA_HOME/aisle/aisle.sqlite        the shop's database (aisle orders reads it
                                                       in this environment, or with --data DIR)

            ORDERS
              --on-order COMMAND runs COMMAND with /bin/sh -c once per new order, after its \
            commit, with the order as JSON on standard input (nothing of the customer's in its \
            arguments or environment); at most four at once, stopped after \
            --on-order-time-limit seconds; its exit status and standard error go to the log. An \
            order is noted after its run, so it is announced once (again only if the server dies \
            while the command runs).

            DATABASE
              --database postgres://USER@HOST:PORT/DB (or $AISLE_DATABASE_URL) keeps the \
            shop's data in PostgreSQL instead of aisle.sqlite: reached and brought up to date \
            once before the shop opens, then passed to every session, desk and --on-order run \
            in its environment (never on a command line), each opening at most two connections.

            EXAMPLES
              aisle serve                          listen on 127.0.0.1 port 2222
              aisle serve --listen 0.0.0.0 --port 22022 --catalog shop.json
              aisle serve --on-order 'mail -s "New order" owner@example.com'
              ssh -p 2222 127.0.0.1                (elsewhere) visit the shop

            EXIT STATUS
              0    closed by a signal
              1    the host key could not be read, kept or trusted, the address is taken, or
                   the shop's database could not be reached
              2    bad command line
            """)

    @Option(name: .long, help: ArgumentHelp("The address to listen on.", valueName: "address"))
    var listen = "127.0.0.1"

    @Option(
        name: .long, help: ArgumentHelp("The port (0: any free one, printed).", valueName: "port"))
    var port = 2222

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The catalog every session reads (default: $AISLE_CATALOG, else the bundled one).",
            valueName: "file"),
        completion: .file())
    var catalog: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The currency of a Shopify product CSV catalog without a Currency column (ISO 4217; default USD), given to every session.",
            valueName: "code"))
    var currency: String?

    @Option(
        name: .long,
        help: ArgumentHelp("Sessions open at once, all customers together.", valueName: "n"))
    var maxSessions = 200

    @Option(name: .long, help: ArgumentHelp("Sessions open at once with one key.", valueName: "n"))
    var maxSessionsPerKey = 4

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Close a session after this many seconds without a key pressed (saved first; warned a minute before).",
            valueName: "seconds"))
    var idleTimeout = 1800

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Drop a connection that has not logged in after this many seconds.",
            valueName: "seconds"))
    var loginGraceTime = 30

    @Option(
        name: .long,
        help: ArgumentHelp("Sessions open at once from one IP address.", valueName: "n"))
    var maxSessionsPerAddress = 10

    @Option(
        name: .long,
        help: ArgumentHelp("Connections open at once from one IP address.", valueName: "n"))
    var maxConnectionsPerAddress = 10

    @Option(
        name: .long,
        help: ArgumentHelp(
            "New connections one IP address may open a minute (in bursts of a third of it).",
            valueName: "n"))
    var connectionsPerMinute = 30

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Connections not yet logged in: past start, drop rate % of new ones, rising to all at full (as sshd's MaxStartups).",
            valueName: "start:rate:full"))
    var maxStartups = "10:30:100"

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Drop a logged-in connection that has had no session open for this many seconds.",
            valueName: "seconds"))
    var noSessionTimeout = 60

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Memory each session's aisle may map, in MiB (its address space; 0: no limit).",
            valueName: "MiB"))
    var sessionMemory = 1024

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Turn away the SHA256 key fingerprints, addresses and networks (CIDR) listed in this file, one a line; re-read on SIGHUP.",
            valueName: "file"),
        completion: .file())
    var deny: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The owners' public keys (authorized_keys lines): their sessions get the owner's desk instead of the storefront; re-read on SIGHUP.",
            valueName: "file"),
        completion: .file())
    var owners: String?

    @Option(
        name: .long,
        help: ArgumentHelp("The shape of the log's lines: logfmt or json.", valueName: "format"))
    var logFormat = ServerLogLine.Format.logfmt

    @Flag(
        name: .long,
        help:
            "Make a new host key when the old one is missing (customers will be warned that it changed)."
    )
    var newHostKey = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The host key file (OpenSSH ed25519, 0600) every host of the shop shares, instead of the state directory's; never made.",
            valueName: "file"),
        completion: .file())
    var hostKey: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Run this shell command once for each new order, the order as JSON on its standard input.",
            valueName: "command"))
    var onOrder: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Stop an --on-order command after this many seconds.", valueName: "seconds"))
    var onOrderTimeLimit = 30

    @Option(
        name: .customLong("database"),
        help: ArgumentHelp(
            "Keep the shop's data in this PostgreSQL database (default: $AISLE_DATABASE_URL, else the SQLite file); passed to the sessions in their environment.",
            valueName: "postgres://user@host:port/db"))
    var databaseURL: String?

    func validate() throws {
        if hostKey != nil, newHostKey {
            throw ValidationError(
                "--new-host-key makes a key in the state directory; --host-key uses the file given")
        }
        if let databaseURL {
            do throws(PostgresLocationError) {
                _ = try PostgresLocation(url: databaseURL, environment: [:])
            } catch {
                throw ValidationError(error.message)
            }
        }
        if let onOrder, onOrder.allSatisfy(\.isWhitespace) {
            throw ValidationError(
                "--on-order takes a command, such as 'mail -s Order me@example.com'")
        }
        guard (0...65535).contains(port) else { throw ValidationError("--port takes 0 to 65535") }
        for (name, value) in [
            ("--max-sessions", maxSessions), ("--max-sessions-per-key", maxSessionsPerKey),
            ("--idle-timeout", idleTimeout), ("--login-grace-time", loginGraceTime),
            ("--max-sessions-per-address", maxSessionsPerAddress),
            ("--max-connections-per-address", maxConnectionsPerAddress),
            ("--connections-per-minute", connectionsPerMinute),
            ("--no-session-timeout", noSessionTimeout),
            ("--on-order-time-limit", onOrderTimeLimit),
        ] where value < 1 {
            throw ValidationError("\(name) takes a whole number of at least 1")
        }
        guard ServerConfiguration.isValidMaxStartups(maxStartups) else {
            throw ValidationError(
                "--max-startups takes start:rate:full (e.g. 10:30:100, rate 1 to 100, full at least start) or one number"
            )
        }
        guard (0...(1 << 20)).contains(sessionMemory) else {
            throw ValidationError("--session-memory takes 0 (no limit) to 1048576 MiB")
        }
        if let currency, Currency.known[currency.uppercased()] == nil {
            throw ValidationError(
                "--currency takes an ISO 4217 code such as USD, EUR, BRL or VND, not "
                    + "\"\(currency.prefix(20))\"")
        }
    }

    func run() throws {
        var environment = ProcessInfo.processInfo.environment
        guard let executable = Executable.path() else { Exit.fail(ServerError.noExecutable) }
        var server: ShopStoreOpener?
        if let url = ShopStoreChoice.url(option: databaseURL, environment: environment) {
            // Reached and brought up to date once, before the shop opens; the sessions find
            // the URL in their environment, never on a command line (it may hold a password).
            ShopStoreChoice.openPostgres(url, environment: environment).close()
            environment["AISLE_DATABASE_URL"] = url
            server = ShopStoreChoice.opener(url, environment: environment)
        }
        let state: String
        do throws(XDGError) {
            state = try XDGDirectories(environment: environment).aisleStateDirectory()
        } catch {
            Exit.fail(ServerError.noStateDirectory(reason: error.message))
        }
        var configuration = ServerConfiguration(
            host: listen, port: port, executable: executable,
            childArguments: (catalog.map { ["--catalog", Executable.absolute($0)] } ?? [])
                + (currency.map { ["--currency", $0] } ?? []),
            environment: environment, stateDirectory: state, maxSessions: maxSessions,
            maxSessionsPerKey: maxSessionsPerKey, idleTimeout: idleTimeout,
            loginGraceTime: loginGraceTime)
        configuration.logFormat = logFormat
        configuration.newHostKey = newHostKey
        configuration.hostKeyFile = hostKey.map(Executable.absolute)
        configuration.databasePath =
            server == nil
            ? try? ShopDatabase.path(dataDirectory: nil, environment: environment) : nil
        configuration.databaseServer = server?.location
        if let onOrder {
            configuration.onOrder = OrderHook(
                command: onOrder, timeLimit: onOrderTimeLimit,
                feed: OnOrderFeed(environment: environment, server: server))
        }
        configuration.maxSessionsPerAddress = maxSessionsPerAddress
        configuration.maxConnectionsPerAddress = maxConnectionsPerAddress
        configuration.connectionsPerMinute = connectionsPerMinute
        configuration.maxStartups = maxStartups
        configuration.noSessionTimeout = noSessionTimeout
        configuration.sessionMemoryLimit = UInt64(sessionMemory) << 20
        configuration.denyFile = deny.map(Executable.absolute)
        configuration.ownersFile = owners.map(Executable.absolute)
        do throws(ServerError) {
            try ShopServer.run(configuration)
        } catch {
            Exit.fail(error)
        }
        Exit.exit(status: Exit.success)
    }
}

extension ServerLogLine.Format: ExpressibleByArgument {}
