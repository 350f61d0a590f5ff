import Storefront

/// A cart line `x` just removed and where it stood, so `u` can put it back (several in turn,
/// the latest first). The reducer has
/// no clock, so "for a few seconds" is "until the cart or the screen changes": any other edit
/// of the cart, or another screen, forgets it. Never saved: it is an undo, not data.
public struct RemovedLine: Hashable, Sendable {
    /// How many removals `u` can take back: enough to tidy a cart line by line, small enough
    /// that an undo never reaches back past what the user remembers doing.
    public static let undoLimit = 20

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
