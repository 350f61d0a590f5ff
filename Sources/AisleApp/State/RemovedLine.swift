import Storefront

/// The cart line `x` just removed and where it stood, so `u` can put it back. The reducer has
/// no clock, so "for a few seconds" is "until the cart or the screen changes": any other edit
/// of the cart, or another screen, forgets it. Never saved: it is an undo, not data.
public struct RemovedLine: Hashable, Sendable {
    /// The line as it was, quantity and remembered price included.
    public var line: CartLine
    /// Its index in the cart's lines.
    public var index: Int

    /// A removed line.
    public init(line: CartLine, index: Int) {
        self.line = line
        self.index = index
    }
}
