import AisleRuntime
import ArgumentParser
import Storefront
import UserData

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `aisle orders`: the shop owner's view of every customer's orders, and shipping or
/// cancelling one.
struct OrdersCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "orders",
        abstract: "List every customer's orders (the shop owner's view); ship or cancel one.",
        discussion: """
            Reads the shop's database ($XDG_DATA_HOME/aisle/aisle.sqlite): run it as the \
            user, and with the environment, that aisle serve runs with. Newest first, times \
            in the local time zone (TZ). A customer sees a new status on their orders screen \
            the next time it is drawn.

            EXAMPLES
              aisle orders
              aisle orders --csv > orders.csv
              aisle orders ship A-261126-7KQ2
              aisle orders cancel A-261126-7KQ2
            """,
        subcommands: [ListOrders.self, ShipOrder.self, CancelOrder.self],
        defaultSubcommand: ListOrders.self)

    /// The shop's database, or the end of the program with one line saying why not.
    static func database() -> UserDatabase? {
        do throws(ShopDatabase.Problem) {
            return try ShopDatabase.open(environment: ProcessInfo.processInfo.environment)
        } catch {
            Exit.fail("aisle: \(error.message)")
        }
    }
}

/// `aisle orders [list]`.
struct ListOrders: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List every customer's orders, newest first.")

    @Flag(name: .long, help: "Print them as a JSON array (amounts in minor units, times UTC).")
    var json = false

    @Flag(name: .long, help: "Print them as CSV with a header row.")
    var csv = false

    func validate() throws {
        guard !(json && csv) else { throw ValidationError("--json and --csv exclude each other") }
    }

    func run() throws {
        var orders: [ShopOrder] = []
        if let database = OrdersCommand.database() {
            do throws(UserDataError) {
                let read = try database.shopOrders()
                orders = read.orders
                if read.unreadable > 0 {
                    Exit.warn("\(read.unreadable) order(s) could not be read by this build")
                }
            } catch {
                Exit.fail("aisle: \(error.message)")
            }
        }
        if json {
            Console.printJSON(ShopOrderListing.json(orders))
        } else if csv {
            ShopOrderListing.csv(orders).forEach(Console.print)
        } else {
            ShopOrderListing.table(orders).forEach(Console.print)
        }
    }
}

/// `aisle orders ship NUMBER`.
struct ShipOrder: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ship", abstract: "Mark a placed order as shipped.")

    @Argument(help: "The order's number, such as A-261126-7KQ2.")
    var number: String

    func run() throws { OrderStatusChange.set(.shipped, of: number) }
}

/// `aisle orders cancel NUMBER`.
struct CancelOrder: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cancel", abstract: "Cancel a placed order.")

    @Argument(help: "The order's number, such as A-261126-7KQ2.")
    var number: String

    func run() throws { OrderStatusChange.set(.cancelled, of: number) }
}

/// Ship and cancel: one change of status, said in one line.
enum OrderStatusChange {
    static func set(_ status: OrderStatus, of number: String) {
        guard let database = OrdersCommand.database() else {
            Exit.fail("aisle: no order \(number): no order was ever placed")
        }
        let refusal: StatusChangeRefusal?
        do throws(UserDataError) {
            refusal = try database.setStatus(status, of: OrderID(number))
        } catch {
            Console.printError("aisle: \(error.message)")
            Exit.exit(status: Exit.failure)
        }
        switch refusal {
        case nil:
            Console.print("Order \(number) is \(status.rawValue).")
        case .noSuchOrder:
            Exit.fail("aisle: no order \(number) (aisle orders lists them)")
        case .already(_, let now):
            Exit.fail("aisle: order \(number) is already \(now.rawValue); it stays so")
        }
    }
}
