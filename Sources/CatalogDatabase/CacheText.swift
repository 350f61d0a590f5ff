/// Catalog text as the cache stores it. SQLite's C strings end at a NUL (GRDB reads text with
/// `String(cString:)`), so a NUL in a name or description would cut off the rest of it on the
/// way back; it is stored as U+FFFD, the placeholder the terminal shows for what it cannot
/// name, and the text after it stays.
enum CacheText {
    /// `text` with each NUL replaced by U+FFFD; unchanged (and not copied) without one.
    static func stored(_ text: String) -> String {
        guard text.utf8.contains(0) else { return text }
        return String(
            String.UnicodeScalarView(text.unicodeScalars.map { $0 == "\0" ? "\u{FFFD}" : $0 }))
    }
}
