import ArgumentParser

/// The options every command that reads the catalog takes.
struct RunOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Read the catalog from <file> (default: $AISLE_CATALOG, else the bundled one).",
            valueName: "file"))
    var catalog: String?

    @Flag(name: .long, help: "Start at Home instead of the saved screens (saved again on quit).")
    var fresh = false

    @Flag(name: .long, help: "Draw without colour (as does a non-empty NO_COLOR).")
    var noColor = false
}
