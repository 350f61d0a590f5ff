import ArgumentParser
import Testing

@testable import aisle

/// The plain runs skip ArgumentParser (`PlainLaunch`): every argument vector the fast path takes
/// must mean to it exactly what it means to ArgumentParser, and everything else (help, version,
/// completions, mistakes) must be left to ArgumentParser, whose messages are checked in
/// `CommandLineTests`.
@Suite("Plain launch without ArgumentParser", .timeLimit(.minutes(20)))
struct PlainLaunchTests {
    /// An argument vector and whether the fast path should take it.
    struct Vector: CustomTestStringConvertible, Sendable {
        let arguments: [String]
        let fast: Bool
        var testDescription: String { "aisle " + arguments.joined(separator: " ") }
    }

    static let vectors: [Vector] = [
        // Taken.
        Vector(arguments: [], fast: true),
        Vector(arguments: ["run"], fast: true),
        Vector(arguments: ["--fresh"], fast: true),
        Vector(arguments: ["--no-color", "--no-mouse"], fast: true),
        Vector(arguments: ["--catalog", "shop.json"], fast: true),
        Vector(arguments: ["--catalog=shop.json"], fast: true),
        Vector(arguments: ["--catalog=a=b.json"], fast: true),
        Vector(arguments: ["run", "--catalog", "a shop.json", "--fresh"], fast: true),
        Vector(arguments: ["--customer", "SHA256:abc"], fast: true),
        Vector(arguments: ["--catalog", "shop.csv", "--currency", "vnd", "--strict"], fast: true),
        Vector(arguments: ["--currency=BRL"], fast: true),
        Vector(arguments: ["--currency", "XYZ"], fast: false),
        Vector(arguments: ["--customer=SHA256:abc", "--no-mouse"], fast: true),
        Vector(arguments: ["open", "aisle://cart"], fast: true),
        Vector(arguments: ["open", "--catalog", "c.json", "aisle://product/p-1"], fast: true),
        Vector(arguments: ["open", "aisle://cart", "--fresh", "--no-mouse"], fast: true),
        Vector(arguments: ["open", "not a link"], fast: true),
        // Left to ArgumentParser.
        Vector(arguments: ["--help"], fast: false),
        Vector(arguments: ["-h"], fast: false),
        Vector(arguments: ["help"], fast: false),
        Vector(arguments: ["help", "open"], fast: false),
        Vector(arguments: ["--version"], fast: false),
        Vector(arguments: ["run", "--help"], fast: false),
        Vector(arguments: ["open", "--help"], fast: false),
        Vector(arguments: ["open", "help"], fast: false),
        Vector(arguments: ["open"], fast: false),
        Vector(arguments: ["open", "aisle://cart", "aisle://orders"], fast: false),
        Vector(arguments: ["open", ""], fast: false),
        Vector(arguments: ["run", "extra"], fast: false),
        Vector(arguments: ["extra"], fast: false),
        Vector(arguments: ["link"], fast: false),
        Vector(arguments: ["session", "--json"], fast: false),
        Vector(arguments: ["reset", "--all"], fast: false),
        Vector(arguments: ["serve"], fast: false),
        Vector(arguments: ["--fresh", "open", "aisle://cart"], fast: false),
        Vector(arguments: ["--fresh", "--fresh"], fast: false),
        Vector(arguments: ["--catalog=a", "--catalog", "b"], fast: false),
        Vector(arguments: ["--catalog"], fast: false),
        Vector(arguments: ["--catalog", ""], fast: false),
        Vector(arguments: ["--catalog="], fast: false),
        Vector(arguments: ["--catalog", "--fresh"], fast: false),
        Vector(arguments: ["--catalog=-x"], fast: false),
        Vector(arguments: ["--catalog", "open"], fast: false),
        Vector(arguments: ["--customer"], fast: false),
        Vector(arguments: ["--fresh=1"], fast: false),
        Vector(arguments: ["-fresh"], fast: false),
        Vector(arguments: ["--no-colour"], fast: false),
        Vector(arguments: ["-x"], fast: false),
        Vector(arguments: ["--", "--fresh"], fast: false),
        Vector(arguments: ["--generate-completion-script", "bash"], fast: false),
        Vector(arguments: ["--experimental-dump-help"], fast: false),
    ]

    @Test("the fast path takes only what it should", arguments: vectors)
    func decides(_ vector: Vector) {
        #expect((PlainLaunch.parse(vector.arguments) != nil) == vector.fast)
    }

    @Test("what the fast path takes, ArgumentParser reads the same way", arguments: vectors)
    func agreesWithArgumentParser(_ vector: Vector) throws {
        guard let plain = PlainLaunch.parse(vector.arguments) else { return }
        let parsed = try AisleCommand.parseAsRoot(vector.arguments)
        if let run = parsed as? RunCommand {
            #expect(plain == PlainLaunch(command: .run, options: run.options.launch))
        } else if let open = parsed as? OpenCommand {
            #expect(
                plain == PlainLaunch(command: .open(link: open.link), options: open.options.launch))
        } else {
            Issue.record("ArgumentParser made \(type(of: parsed)) of it")
        }
    }
}
