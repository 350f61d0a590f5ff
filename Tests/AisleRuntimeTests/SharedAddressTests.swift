import AisleApp
import AisleRuntime
import Storefront
import TerminalUI
import TestSupport
import Testing
import UserData

/// The address kept for the next order, saved in one window, reaches another like cart
/// changes do (on its next screen), but never over what is being typed or checked out with.
/// Two `UserDatabase` handles on one file, through the real run loop.
@Suite(.timeLimit(.minutes(10))) struct SharedAddressTests {
    static let ada = ShippingAddress(
        name: "Ada Lovelace", email: "ada@example.com", street: "12 Analytical Row",
        city: "London", postalCode: "SW1A 1AA", countryCode: "GB")
    static let grace = ShippingAddress(
        name: "Grace Hopper", email: "grace@example.org", street: "Hauptstraße 5", city: "Köln",
        postalCode: "50667", countryCode: "DE")

    /// Another window's connection to the same database saving `address`.
    static func savedElsewhere(_ address: ShippingAddress, _ scratch: RuntimeScratch)
        -> TestTerminal.Step
    {
        .inspect {
            let window = try? UserDatabase.open(path: scratch.database, inspecting: false)
            try? window?.commit(UserDataBatch(catalog: scratch.catalogKey, profile: address))
        }
    }

    static func told(_ terminal: TestTerminal) -> Bool {
        terminal.frames.contains {
            $0.contains { $0.contains("Your address was changed in another Aisle window") }
        }
    }

    @Test func anAddressSavedInAnotherWindowFillsTheFormOnTheNextScreen() throws {
        let scratch = try RuntimeScratch()
        let a = try scratch.startup()
        let (_, loop, terminal) = scratch.run(
            a,
            [
                .pause(.milliseconds(1)), SharedUserDataTests.settle(a),
                Self.savedElsewhere(Self.ada, scratch), .key(.character("c")),
                SharedUserDataTests.settle(a), .pause(.milliseconds(1)), .pause(.seconds(2)),
                .quit,
            ])
        #expect(loop.state.draft.shipping.typed == Self.ada)
        #expect(Self.told(terminal))
        #expect(try scratch.savedData().profile == Self.ada, "nothing written back over it")
    }

    @Test func aCheckoutOnDisplayKeepsItsAddressUntilItIsLeft() throws {
        let scratch = try RuntimeScratch()
        try scratch.fillCart(["t-1": 1])
        let a = try scratch.startup(.link([.cart]))
        let (_, loop, terminal) = scratch.run(
            a,
            [
                .pause(.milliseconds(1)), SharedUserDataTests.settle(a),
                Self.savedElsewhere(Self.ada, scratch), .key(.enter),
                SharedUserDataTests.settle(a), .pause(.milliseconds(1)), .pause(.seconds(2)),
                .key(.escape), SharedUserDataTests.settle(a), .pause(.milliseconds(1)),
                .pause(.milliseconds(1)), .quit,
            ])
        // On Shipping the form stayed empty (the frames drawn there show no name) …
        let onShipping = terminal.frames.filter { $0.contains { $0.contains("Shipping ›") } }
        #expect(!onShipping.isEmpty)
        #expect(!onShipping.contains { $0.contains { $0.contains("Ada Lovelace") } })
        // … and back on the cart it was taken in.
        #expect(loop.state.path.routes == [.cart])
        #expect(loop.state.draft.shipping.typed == Self.ada)
        #expect(Self.told(terminal))
    }

    @Test func whatIsTypedHereWinsOverAnotherWindowsAddress() throws {
        let scratch = try RuntimeScratch()
        try scratch.fillCart(["t-1": 1])
        let a = try scratch.startup(.link([.cart]))
        let (_, loop, terminal) = scratch.run(
            a,
            [
                .pause(.milliseconds(1)), .key(.enter), SharedUserDataTests.settle(a),
                Self.savedElsewhere(Self.grace, scratch), .key(.character("B")),
                .key(.character("o")), .key(.escape), SharedUserDataTests.settle(a),
                .pause(.milliseconds(1)), .pause(.seconds(2)), SharedUserDataTests.settle(a),
                .pause(.milliseconds(1)), .quit,
            ])
        #expect(loop.state.draft.shipping.name.text == "Bo")
        #expect(!Self.told(terminal))
        #expect(try scratch.savedData().profile?.name == "Bo", "the later change, typed here")
    }
}
