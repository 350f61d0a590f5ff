import ArgumentParser

/// `aisle shop`: the shop's data as a whole (moving it to another database).
struct ShopCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shop",
        abstract: "Move a one-host shop's data into PostgreSQL, for several hosts.",
        subcommands: [ShopMoveCommand.self])
}
