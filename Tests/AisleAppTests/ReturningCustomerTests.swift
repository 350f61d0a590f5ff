import Navigation
import Storefront
import TerminalUI
import Testing

@testable import AisleApp

/// A returning customer's saved address: the shipping step opens on the last field, where
/// Enter continues, and says what it will use; Review is three keys from the cart.
@Suite("Returning customer", .timeLimit(.minutes(10)))
struct ReturningCustomerTests {
    typealias F = CheckoutFixture
    static let size = Size(columns: 80, rows: 24)

    /// The cart, with the address filled as start-up fills it from the profile (focus on the
    /// first field, as a placed order leaves it).
    static func returning(_ address: ShippingForm = F.shipping()) throws -> AppState {
        var state = try F.state()
        state.draft.shipping.fill(from: address.typed)
        return state
    }

    /// Presses Enter until Review is on screen; the number of presses, or nil after ten.
    static func entersToReview(_ state: inout AppState) -> Int? {
        for count in 1...10 {
            let action = KeyMap.action(for: .enter, in: state, size: size)
            _ = reduce(&state, action ?? .system(.unboundKeyPressed), size: size)
            if state.screen == .checkout(step: .review) { return count }
        }
        return nil
    }

    @Test func aSavedAddressReachesReviewInThreeKeysFromTheCart() throws {
        var state = try Self.returning()
        #expect(state.draft.shipping.focus == .name)
        #expect(Self.entersToReview(&state) == 3, "checkout, use the address, pay by invoice")
        let steps = [CheckoutStep.shipping, .payment, .review].map { Route.checkout(step: $0) }
        #expect(state.path.routes == [.cart] + steps)
    }

    @Test func theShippingStepSaysWhichAddressEnterUses() throws {
        var state = try Self.returning()
        let action = try #require(KeyMap.action(for: .enter, in: state, size: Self.size))
        _ = reduce(&state, action, size: Self.size)
        #expect(state.draft.shipping.focus == .country)
        let rows = AppView.render(state, size: Self.size).lines.joined(separator: "\n")
        #expect(
            rows.contains(
                "Ship to Grace Hopper, Hauptstraße 5, 50667 Köln — Enter to use, ↑ to edit"))
        // A narrow terminal keeps the keys and cuts the address.
        let narrow = AppView.render(state, size: Size(columns: 50, rows: 24)).lines
        #expect(narrow.contains { $0.hasSuffix("… — Enter to use, ↑ to edit") })
        // ↑ goes to the field above to change it: the line goes, the cursor is in a field.
        _ = reduce(&state, .form(.focusMoved(by: -1)), size: Self.size)
        let editing = AppView.render(state, size: Self.size).lines.joined(separator: "\n")
        #expect(!editing.contains("Enter to use"))
    }

    @Test func anIncompleteAddressOpensOnTheFirstFieldAsBefore() throws {
        var state = try Self.returning(F.shipping(postalCode: ""))
        let action = try #require(KeyMap.action(for: .enter, in: state, size: Self.size))
        _ = reduce(&state, action, size: Self.size)
        #expect(state.screen == .checkout(step: .shipping))
        #expect(state.draft.shipping.focus == .name)
        let rows = AppView.render(state, size: Self.size).lines.joined(separator: "\n")
        #expect(!rows.contains("Enter to use"))
    }
}
