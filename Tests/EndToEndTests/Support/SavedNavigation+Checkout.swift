import Foundation

/// The checkout draft in `navigation.json`, read independently of the app's decoder, so tests
/// can wait for a save that holds what was just typed.
extension SavedNavigation {
    /// The focused payment field saved as `checkout.payment.focus` ("method", "cvc", …).
    static func paymentFocus(in bytes: [UInt8]) -> String? {
        (checkout(in: bytes)?["payment"] as? [String: Any])?["focus"] as? String
    }

    /// The text and cursor of a shipping field saved as `checkout.shipping.<field>`.
    static func shippingField(_ field: String, in bytes: [UInt8]) -> (String, Int)? {
        let shipping = checkout(in: bytes)?["shipping"] as? [String: Any]
        guard let saved = shipping?[field] as? [String: Any], let text = saved["text"] as? String,
            let cursor = saved["cursor"] as? Int
        else { return nil }
        return (text, cursor)
    }

    private static func checkout(in bytes: [UInt8]) -> [String: Any]? {
        let object = try? JSONSerialization.jsonObject(with: Data(bytes))
        return (object as? [String: Any])?["checkout"] as? [String: Any]
    }
}
