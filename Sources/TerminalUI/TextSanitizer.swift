/// Keeps data strings from steering the terminal: control characters, C1 controls and bidi
/// overrides never reach the screen.
///
/// PLACEHOLDER: to be completed with tests.
public enum TextSanitizer {
    /// Whether `scalar` may be drawn.
    public static func isDrawable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: return false
        default: return true
        }
    }
}
