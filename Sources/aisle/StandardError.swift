import StateFiles

/// Writes to the process's standard error, unbuffered. Only ever used while curses is not
/// running: before it starts and after it stops.
enum StandardError {
    static func write(_ text: String) {
        // Nothing useful can be done when standard error itself fails.
        DescriptorWriter.writeAll(Array(text.utf8), to: 2)
    }
}
