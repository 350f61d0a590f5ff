import Storefront
import Testing

@testable import AisleApp

/// The address typed at checkout is kept through an effect the reducer returns, as cart edits
/// are: no one finds it later by comparing the form with the database.
@Suite("Address keeping", .timeLimit(.minutes(10)))
struct AddressKeepingTests {
    typealias F = CheckoutFixture

    @Test func typingInTheShippingFormReturnsTheAddressToKeep() throws {
        var state = try F.state([.cart, .checkout(step: .shipping)])
        var effects = reduce(&state, .form(.fieldEdited(.character("G"))))
        var expected = ShippingAddress()
        expected.name = "G"
        #expect(effects == [.saveAddress(expected)])
        effects = reduce(&state, .form(.focusMoved(by: 1)))
        #expect(effects.isEmpty, "moving the cursor changes no address")
        effects = reduce(&state, .form(.fieldEdited(.character("g"))))
        expected.email = "g"
        #expect(effects == [.saveAddress(expected)])
    }

    @Test func theAddressIsKeptAsTypedWithItsSpaces() throws {
        var state = try F.state([.cart, .checkout(step: .shipping)])
        _ = reduce(&state, .form(.fieldEdited(.character("A"))))
        let effects = reduce(&state, .form(.fieldEdited(.character(" "))))
        var expected = ShippingAddress()
        expected.name = "A "
        #expect(effects == [.saveAddress(expected)], "the profile fills the form as typed")
    }

    @Test func anAddressAnotherWindowSavedIsTakenInWithoutWritingItBack() throws {
        var state = try F.state([.cart])
        let other = ShippingAddress(
            name: "Ada", email: "ada@example.org", street: "1 Main St", city: "London",
            postalCode: "N1 9GU", countryCode: "GB")
        let effects = reduce(&state, .system(.savedAddressChanged(other)))
        #expect(state.draft.shipping.typed == other)
        #expect(effects.isEmpty, "\(effects)")
    }

    @Test func actionsOutsideTheFormKeepNothing() throws {
        var state = try F.state([.cart], shipping: F.shipping())
        #expect(reduce(&state, .list(.moved(.down))).isEmpty)
        #expect(reduce(&state, .cart(.checkoutRequested)).isEmpty)
    }
}
