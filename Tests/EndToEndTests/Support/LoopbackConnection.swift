import Glibc

/// A bare TCP connection to a port on loopback, for what a client that says nothing sees.
final class LoopbackConnection {
    private let socket: Int32

    /// Connects to `port` on 127.0.0.1 from `source` (any address of 127.0.0.0/8), so one
    /// test can play clients at several addresses.
    init(port: Int, from source: String? = nil) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw E2EFailure("socket: errno \(errno)") }
        if let source {
            var local = sockaddr_in()
            local.sin_family = sa_family_t(AF_INET)
            local.sin_addr.s_addr = inet_addr(source)
            let bound = withUnsafePointer(to: &local) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
                }
            }
            guard bound else {
                close(socket)
                throw E2EFailure("bind to \(source): errno \(errno)")
            }
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
        guard connected else {
            close(socket)
            throw E2EFailure("connect to port \(port): errno \(errno)")
        }
    }

    deinit { close(socket) }

    /// Sends `text`; false when the other end has closed.
    @discardableResult
    func send(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        return Glibc.send(socket, bytes, bytes.count, Int32(MSG_NOSIGNAL)) == bytes.count
    }

    /// Everything the other end sends until it closes; fails if it is still open at `timeout`.
    func readUntilClosed(timeout: Duration) throws -> String {
        let deadline = ContinuousClock.now + timeout
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while ContinuousClock.now < deadline {
            var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 100) > 0 else { continue }
            let count = read(socket, &buffer, buffer.count)
            if count <= 0 { return String(decoding: received, as: UTF8.self) }
            received += buffer[0..<count]
        }
        throw E2EFailure("the connection was still open after \(timeout)")
    }
}
