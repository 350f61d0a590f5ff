/// The card the checkout end-to-end tests type, shared by their suites.
extension TmuxSession {
    /// A Luhn-valid Visa number unlike anything else the app writes, and a CVC to go with it.
    enum TestCard {
        /// The number as typed: digits only.
        static let number = "4539148803436467"
        /// The number as the form shows it, in groups of four.
        static let grouped = "4539 1488 0343 6467"
        /// A three-digit CVC.
        static let cvc = "938"
    }
}
