import Storefront

/// The address typed at checkout is the user's profile, kept to fill the next checkout: an
/// action that changes it (typing, a paste, a country chosen, a click) returns
/// `Effect.saveAddress` with the new one, as a cart edit returns its `CartChange`. The address
/// another window saved (`savedAddressChanged`) is already kept, so taking it in writes nothing.
enum AddressKeeping {
    /// `.saveAddress` when `action` changed the address from `typedBefore`; none otherwise.
    static func effects(_ state: AppState, typedBefore: ShippingAddress, action: AppAction)
        -> [Effect]
    {
        let typed = state.draft.shipping.typed
        guard typed != typedBefore else { return [] }
        if case .system(.savedAddressChanged) = action { return [] }
        return [.saveAddress(typed)]
    }
}
