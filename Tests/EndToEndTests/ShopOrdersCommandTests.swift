import Foundation
import Storefront
import TestSupport
import Testing
import UserData

/// `aisle orders` as the shop owner runs it on the server: a packing slip, exports that carry
/// every field (and no formula), filters, status changes that keep the books, and a clear
/// answer when it is run in the wrong environment.
@Suite("Shop orders command", .timeLimit(.minutes(20)))
struct ShopOrdersCommandTests {
    static let hyperlink = #"=HYPERLINK("http://x","y")"#

    /// A shop database in `scratch`'s data directory with Ada's order A-1 (2 beans, card) and
    /// Bob's A-2 (1 beans, invoice, named like a formula), counted against stock.
    static func shop(_ scratch: ScratchDirectory) throws -> String {
        let directory = try scratch.directory("data") + "/aisle"
        mkdir(directory, 0o700)
        let path = directory + "/" + UserDatabase.fileName
        let stock = StockEdition(catalog: "bundled", edition: "e-1")
        for (customer, number, units, name, city, payment) in [
            (
                "SHA256:ada", "A-1", 2, "Ada Lovelace", "London",
                PaymentSummary.card(number: "4242424242424242")
            ),
            ("SHA256:bob", "A-2", 1, hyperlink, "Berlin", PaymentSummary.invoice),
        ] {
            let database = try #require(
                try UserDatabase.open(path: path, inspecting: false, customer: customer))
            try database.commit(
                UserDataBatch(
                    catalog: "bundled",
                    cartChanges: [.adjust(Fixtures.beans, by: units, price: nil)]))
            let cart = try database.load(catalog: "bundled").0.cart
            var address = Fixtures.address
            address.name = name
            address.city = city
            address.countryCode = city == "Berlin" ? "DE" : "GB"
            address.postalCode = city == "Berlin" ? "10115" : "SW1A 1AA"
            let request = try #require(
                OrderRequest.make(
                    key: OrderKey("k-\(number)"), cart: cart, catalog: try Fixtures.catalog(),
                    address: address, payment: payment))
            var stocked = request
            stocked.stock = [Fixtures.beans: 5]
            _ = try database.place(
                stocked, catalog: "bundled", placedAt: "2026-05-0\(units)T08:00:00Z", stock: stock,
                number: { OrderID(number) })
        }
        return path
    }

    @Test("show prints the packing slip: address, email, payment without digits, lines, totals")
    func showPrintsThePackingSlip() throws {
        let scratch = try ScratchDirectory()
        _ = try Self.shop(scratch)
        let shown = try PlainRun.run(
            ["orders", "show", "A-1"], environment: ["TZ": "UTC"], scratch: scratch)
        #expect(shown.termination == .exited(0), "\(shown.error)")
        for part in [
            "Order A-1", "Placed     2026-05-02 08:00 UTC", "Status     placed",
            "Customer   SHA256:ada", "Ship to    Ada Lovelace", "SW1A 1AA London",
            "United Kingdom (GB)", "Email      ada@example.org", "Payment    Visa •••• 4242",
            "House Blend Beans", "Total",
        ] {
            #expect(shown.output.contains(part), "\(part) in\n\(shown.output)")
        }
        #expect(!shown.output.contains("424242424242"))
        let missing = try PlainRun.run(["orders", "show", "A-9"], scratch: scratch)
        #expect(missing.termination == .exited(2))
        #expect(missing.error.contains("no order A-9 in "), "\(missing.error)")
    }

    @Test("--json names both addresses; the list has a ship-to column; filters narrow it")
    func jsonAndListAndFilters() throws {
        let scratch = try ScratchDirectory()
        _ = try Self.shop(scratch)
        let json = try PlainRun.run(["orders", "--json"], scratch: scratch)
        #expect(json.termination == .exited(0))
        let orders = try #require(
            try JSONSerialization.jsonObject(with: Data(json.standardOutput)) as? [[String: Any]])
        #expect(orders.count == 2)
        let names = orders.compactMap { ($0["shipTo"] as? [String: Any])?["name"] as? String }
        #expect(names == [Self.hyperlink, "Ada Lovelace"])
        #expect(
            orders.last?["payment"] as? [String: String] == [
                "method": "card", "brand": "visa", "lastFour": "4242",
            ])
        let table = try PlainRun.run(["orders"], scratch: scratch)
        #expect(table.output.contains("Ada Lovelace, London, GB"), "\(table.output)")
        let placedOnly = try PlainRun.run(["orders", "--status", "shipped"], scratch: scratch)
        #expect(placedOnly.output.hasPrefix("No orders match in "), "\(placedOnly.output)")
        let since = try PlainRun.run(
            ["orders", "--since", "2026-05-02", "--csv"], environment: ["TZ": "UTC"],
            scratch: scratch)
        #expect(since.output.split(separator: "\n").count == 2, "header and A-1:\n\(since.output)")
    }

    @Test("--csv makes a formula customer text, as OWASP advises")
    func csvFormulaIsText() throws {
        let scratch = try ScratchDirectory()
        _ = try Self.shop(scratch)
        let csv = try PlainRun.run(["orders", "--csv"], scratch: scratch)
        #expect(csv.termination == .exited(0))
        let row = csv.output.split(separator: "\n").first { $0.hasPrefix("A-2,") } ?? ""
        #expect(row.contains(#","'=HYPERLINK(""http://x"",""y"")","#), "\(row)")
    }

    @Test(
        "cancel puts the units back; a second change is refused with the number; who and when are kept"
    )
    func cancelKeepsTheBooks() throws {
        let scratch = try ScratchDirectory()
        let path = try Self.shop(scratch)
        let stock = StockEdition(catalog: "bundled", edition: "e-1")
        let owner = try #require(try UserDatabase.open(path: path, inspecting: true))
        #expect(try owner.unitsOrdered(stock) == [Fixtures.beans: 3])
        let cancel = try PlainRun.run(["orders", "cancel", "A-1", "--by", "ann"], scratch: scratch)
        #expect(cancel.termination == .exited(0), "\(cancel.error)")
        #expect(cancel.output == "Order A-1 is cancelled. Its units are back in stock.\n")
        let after = try #require(try UserDatabase.open(path: path, inspecting: true))
        #expect(try after.unitsOrdered(stock) == [Fixtures.beans: 1])
        let again = try PlainRun.run(["orders", "ship", "A-1"], scratch: scratch)
        #expect(again.termination == .exited(2))
        #expect(again.error.contains("order A-1 is already cancelled"), "\(again.error)")
        #expect(again.error.contains("by ann"), "\(again.error)")
        let slip = try PlainRun.run(["orders", "show", "A-1"], scratch: scratch)
        #expect(
            slip.output.contains("cancelled") && slip.output.contains("by ann"), "\(slip.output)")
        let empty = try PlainRun.run(["orders", "ship", ""], scratch: scratch)
        #expect(empty.termination == .exited(2))
        #expect(empty.error.contains("an order number is needed"), "\(empty.error)")
    }

    @Test(
        "the wrong environment: exit 1 naming the file looked for, nothing created; --data finds it"
    )
    func wrongEnvironmentSaysWhere() throws {
        let scratch = try ScratchDirectory()
        let path = try Self.shop(scratch)
        let elsewhere = try scratch.directory("elsewhere")
        let wrong = try PlainRun.run(
            ["orders"], environment: ["XDG_DATA_HOME": elsewhere], scratch: scratch)
        #expect(wrong.termination == .exited(1))
        let looked = elsewhere + "/aisle/aisle.sqlite"
        #expect(wrong.error.contains("no shop database at \(looked)"), "\(wrong.error)")
        #expect(wrong.output.isEmpty)
        #expect(access(looked, F_OK) != 0, "nothing created")
        let named = try PlainRun.run(
            [
                "orders", "--verbose", "--data",
                String(path.dropLast(UserDatabase.fileName.count + 1)),
            ],
            environment: ["XDG_DATA_HOME": elsewhere], scratch: scratch)
        #expect(named.termination == .exited(0), "\(named.error)")
        #expect(named.error.contains("reading \(path)"))
        #expect(named.output.contains("A-1") && named.output.contains("A-2"))
    }
}
