import Foundation
import Glibc
import Testing

/// What checkout leaves on disk: card details never reach a file; a placed order does, private
/// to the user, and is listed after a relaunch.
@Suite(
    "Checkout end to end: what is stored",
    .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"),
    .timeLimit(.minutes(20)))
struct CheckoutEndToEndStorageTests {
    typealias Card = TmuxSession.TestCard

    @Test("quit at payment after typing a card: card fields empty, a notice, no digits on disk")
    func cardNeverStored() throws {
        let session = try TmuxSession()
        let catalog = try session.launchStandard()
        try session.fillCart(with: ["Sencha Green"], total: "Cart 1 · $12.00")
        try session.checkOutToPayment()
        try session.payByCard(number: Card.number, shownNumber: Card.grouped, cvc: Card.cvc)
        // A save within a second of the last change: the file then holds the card form's state.
        try session.waitForFile(session.navigationFile, "hold the payment step with focus on CVC") {
            SavedNavigation.paymentFocus(in: $0) == "cvc"
        }
        try session.sendKeys("C-c")
        _ = try session.waitForExit()
        try expectNoCardData(session, "after quitting at payment")

        try session.launch(["--catalog", catalog])
        let rows = try session.waitForStep("Payment")
        #expect(ScreenRows.fieldValue("Pay by", in: rows) == "Card", "the method is kept")
        for label in ["Card number", "Expiry", "CVC"] {
            let value = ScreenRows.fieldValue(label, in: rows)
            #expect(value != nil && value?.contains(where: \.isNumber) == false, "\(label) empty")
        }
        #expect(ScreenRows.notice(rows).contains("Card details are never saved"))
        try session.sendKeys("C-c")
        _ = try session.waitForExit()
        try expectNoCardData(session, "after the relaunch")
    }

    @Test("a placed order survives relaunch: listed under Your orders, opens; orders.json 0600")
    func orderAfterRelaunch() throws {
        let session = try TmuxSession()
        let catalog = try session.launchStandard()
        try session.fillCart(with: ["Tea Kettle"], total: "Cart 1 · $45.00", category: "Tools")
        try session.sendKeys("Enter")
        try session.waitForStep("Shipping")
        var address = TmuxSession.Address()
        address.postalCode = "12345"
        address.countryKeys = ["u", "u"]
        address.country = "United States"
        try session.fillShipping(address)
        try session.sendKeys("Enter")
        try session.waitForStep("Payment")
        try session.waitUntil("Pay by Invoice") {
            ScreenRows.fieldValue("Pay by", in: $0) == "Invoice"
        }
        try session.sendKeys("Enter")
        var rows = try session.waitForStep("Review")
        // US: 45.00 is under the 50.00 threshold, so 5.99 shipping; 7.25 % of 50.99 = 3.6968.
        #expect(ScreenRows.amount("Total", in: rows) == "$54.69")
        try session.sendKeys("Enter")
        rows = try session.waitForTitle("Order A-")
        let id = try #require(ScreenRows.orderID(in: rows))
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))
        #expect(SavedNavigation.path(inFile: session.navigationFile) == ["order/\(id)"])

        var info = stat()
        #expect(stat(session.databaseFile, &info) == 0, "the database exists")
        #expect(info.st_mode & 0o777 == 0o600, "mode \(String(info.st_mode & 0o777, radix: 8))")
        let saved = SavedUserData.read(dataHome: session.dataHome, catalog: catalog)
        #expect(saved?.orders.map(\.id.rawValue) == [id])
        #expect(saved?.cart.isEmpty == true, "the order took the cart's units")

        try session.launch(["--catalog", catalog, "--fresh"])
        rows = try session.waitForHome(highlighting: "Tea Room")
        #expect(ScreenRows.amount("Your orders", in: rows) == "1 order")
        try session.sendKeys("O")
        rows = try session.waitForTitle("Your orders")
        #expect(ScreenRows.highlighted(rows)?.hasPrefix(id) == true, "the order, newest first")
        #expect(ScreenRows.highlighted(rows)?.hasSuffix("$54.69") == true)
        try session.sendKeys("Enter")
        rows = try session.waitForTitle("Order \(id)")
        #expect(ScreenRows.crumbs(rows) == "1 Home › 2 Orders › 3 Order \(id)")
        #expect(ScreenRows.amount("1 × Tea Kettle", in: rows) == "$45.00")
        #expect(ScreenRows.amount("Total", in: rows) == "$54.69")
    }

    /// No file under the app's home, state or data directory holds the card number (grouped,
    /// bare, or its first twelve digits) or the CVC, while the same search does find the street.
    private func expectNoCardData(_ session: TmuxSession, _ when: String) throws {
        let directories = [session.home, session.stateHome, session.dataHome]
        let files = directories.flatMap(ScratchDirectory.allFiles(under:))
        #expect(files.contains(session.navigationFile), "the search sees navigation.json \(when)")
        #expect(
            !ScratchDirectory.occurrences(of: ["10 Downing St"], under: directories).isEmpty,
            "the search finds what is saved (the street) \(when)")
        // The CVC as a value would be written whole (`"938"`, `: 938`); three digits inside
        // an order key or a time are chance (an order key held "938" once).
        let needles = [
            Card.number, Card.grouped, String(Card.number.prefix(12)), "\"\(Card.cvc)\"",
            ":\(Card.cvc)", ": \(Card.cvc)",
        ]
        // The catalog cache holds only the catalog, in binary pages where three digits such as
        // the CVC turn up by chance (they did: "938" at byte 938 of one build's cache).
        let cache = session.home + "/.cache"
        let found = ScratchDirectory.occurrences(of: needles, under: directories).filter {
            !$0.hasPrefix(cache + "/")
        }
        #expect(found.isEmpty, "card data on disk \(when): \(found)")
    }
}
