import AisleRuntime
import ArgumentParser
import Storefront
import UserData

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#endif

/// `aisle orders ship NUMBER`.
struct ShipOrder: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ship", abstract: "Mark a placed order as shipped.")

    @OptionGroup var shop: ShopDataOptions
    @OptionGroup var change: StatusChangeOptions

    func validate() throws { _ = try OrderNumberArgument.parse(change.number) }

    func run() throws {
        StatusChangeRun.set(
            .shipped, of: try OrderNumberArgument.parse(change.number),
            by: change.who, in: shop.database())
    }
}

/// `aisle orders cancel NUMBER`.
struct CancelOrder: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cancel",
        abstract: "Cancel a placed order; its units go back to stock.")

    @OptionGroup var shop: ShopDataOptions
    @OptionGroup var change: StatusChangeOptions

    func validate() throws { _ = try OrderNumberArgument.parse(change.number) }

    func run() throws {
        StatusChangeRun.set(
            .cancelled, of: try OrderNumberArgument.parse(change.number),
            by: change.who, in: shop.database())
    }
}

/// The order and who changes it.
struct StatusChangeOptions: ParsableArguments {
    @Argument(help: "The order's number, such as A-261126-7KQ2.")
    var number: String

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Who makes the change, kept in the order's history (default: your login name).",
            valueName: "name"))
    var by: String?

    /// `--by`, else the login name, else "local".
    var who: String {
        if let by, !OrderNumberArgument.trimmed(by).isEmpty {
            return OrderNumberArgument.trimmed(by)
        }
        return Self.loginName()
    }

    /// The login name, else `$USER`, else "local": who changes an order by default (also at
    /// `aisle desk`).
    static func loginName() -> String {
        if let entry = getpwuid(geteuid()), let name = entry.pointee.pw_name {
            return String(cString: name)
        }
        return ProcessInfo.processInfo.environment["USER"] ?? "local"
    }
}

/// Ship and cancel: one change of status, said in one line.
enum StatusChangeRun {
    static func set(
        _ status: OrderStatus, of number: OrderID, by who: String, in database: any ShopStore
    ) {
        let outcome: Result<StatusChanged, StatusChangeRefusal>
        do throws(UserDataError) {
            outcome = try database.setStatus(
                status, of: number, at: Timestamp.iso8601(Date()), by: who)
        } catch {
            Console.printError("aisle: \(error.message)")
            Exit.exit(status: Exit.failure)
        }
        switch outcome {
        case .success(let changed):
            var line = "Order \(number.rawValue) is \(status.rawValue)."
            if status == .cancelled {
                line +=
                    changed.restocked
                    ? " Its units are back in stock."
                    : " Its units were not put back: it was placed by an older Aisle."
            }
            Console.print(line)
        case .failure(.noSuchOrder):
            Exit.fail(
                "aisle: no order \(number.rawValue) in \(database.path) (aisle orders lists them)")
        case .failure(.already(_, let now, let change)):
            let when =
                change.map {
                    " since \(ShopOrderListing.localTime($0.at)) (by \($0.by.isEmpty ? "local" : $0.by))"
                } ?? ""
            Exit.fail(
                "aisle: order \(number.rawValue) is already \(now.rawValue)\(when); it stays so")
        }
    }
}
