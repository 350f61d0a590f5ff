import CatalogDatabase
import Storefront

/// The common runs — `aisle`, `aisle run`, `aisle open <link>`, with `--catalog`,
/// `--customer`, `--currency`, `--strict`, `--fresh`, `--no-color` and `--no-mouse` (what a
/// served session is started with) — read without ArgumentParser, whose
/// parse (its reflection over every command's properties, and the help text it prepares) cost
/// about 19 M instructions of the 56 M before the first frame (`docs/benchmarks.md`).
///
/// Only argument vectors whose meaning is beyond doubt are taken: each option once, values that
/// are not empty, do not start with `-` and name no command; anything else (help, version,
/// completions, every mistake) is left to ArgumentParser, so what it prints stays its own.
/// `PlainLaunchTests` checks the decisions against ArgumentParser's parse.
struct PlainLaunch: Equatable {
    /// What to run.
    enum Command: Equatable {
        /// `aisle` or `aisle run`.
        case run
        /// `aisle open <link>`.
        case open(link: String)
    }

    /// What to run.
    var command: Command
    /// With these options.
    var options: LaunchOptions

    /// Whether ArgumentParser may read `word` as a command (or its `help`) wherever it stands.
    /// A `switch`, not a `Set`: building the set cost 0.5 M instructions (the runtime's
    /// conformance look-ups for its hashing).
    private static func isCommandName(_ word: String) -> Bool {
        switch word {
        case "run", "open", "link", "session", "reset", "orders", "desk", "serve", "serve-keys",
            "shop", "help":
            true
        default: false
        }
    }

    /// The run `arguments` (without the program name) ask for, or nil to leave them to
    /// ArgumentParser.
    static func parse(_ arguments: [String]) -> PlainLaunch? {
        var rest = arguments[...]
        var link: String?
        let opening = rest.first == "open"
        if rest.first == "run" || opening { rest = rest.dropFirst() }
        var options = LaunchOptions()
        var seen: [String] = []
        while let argument = rest.popFirst() {
            guard argument.hasPrefix("-") else {
                // The one positional argument there is: `open`'s link.
                guard opening, link == nil, usable(argument) else { return nil }
                link = argument
                continue
            }
            let (name, attached) = split(argument)
            guard !seen.contains(name) else { return nil }
            seen.append(name)
            switch name {
            case "--catalog", "--customer":
                let value: String
                if let attached {
                    value = attached
                } else {
                    guard let next = rest.popFirst() else { return nil }
                    value = next
                }
                guard usable(value) else { return nil }
                if name == "--catalog" { options.catalog = value } else { options.customer = value }
            case "--currency":
                // A code Aisle knows; anything else is ArgumentParser's to refuse.
                guard let value = attached ?? rest.popFirst(),
                    let currency = Currency.known[value.uppercased()]
                else { return nil }
                options.imports.currency = currency
            case "--strict" where attached == nil: options.imports.strict = true
            case "--fresh" where attached == nil: options.fresh = true
            case "--no-color" where attached == nil: options.noColor = true
            case "--no-mouse" where attached == nil: options.noMouse = true
            default: return nil
            }
        }
        if opening {
            guard let link else { return nil }
            return PlainLaunch(command: .open(link: link), options: options)
        }
        return PlainLaunch(command: .run, options: options)
    }

    /// Runs it.
    func launch() -> Never {
        // ArgumentParser's parse read the glyphs (for the help text), and with them set the
        // locale's character type: set before anything else, as it was.
        _ = TerminalCharset.glyphs
        switch command {
        case .run: Launcher.run(options.startup(options.restoring), options: options)
        case .open(let link): OpenCommand.open(link, options: options)
        }
    }

    /// A value read the same whatever ArgumentParser would make of it.
    private static func usable(_ value: String) -> Bool {
        !value.isEmpty && !value.hasPrefix("-") && !isCommandName(value)
    }

    /// `--name=value` as its name and value; any other argument as itself and nil.
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
            return (argument, nil)
        }
        return (
            String(argument[..<equals]), String(argument[argument.index(after: equals)...])
        )
    }
}
