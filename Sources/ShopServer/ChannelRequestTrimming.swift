import NIOCore
import NIOSSH

/// Keeps a connection alive through channel requests swift-nio-ssh 0.15 does not know
/// (`x11-req` from `ssh -X`, `break` from `~B`, any vendor's `name@domain`): its parser reads
/// such a request's type and want-reply flag but not the payload after them, finds bytes left
/// in the packet and drops the whole connection ("invalid packet format").
///
/// The only place our code sees a packet's plaintext is the transport protection, which NIOSSH
/// lets a server choose: this one wraps each bundled cipher unchanged and, after decrypting and
/// verifying a packet, cuts an unknown channel request's payload off. NIOSSH then reads a
/// complete request of an unknown type and answers it with SSH_MSG_CHANNEL_FAILURE when the
/// client wants a reply ("X11 forwarding request failed"), as OpenSSH's sshd does.
enum ChannelRequestTrimming {
    /// The request types NIOSSH 0.15 parses with their payloads; every other one is trimmed.
    static let understood: Set<String> = [
        "env", "exec", "exit-status", "exit-signal", "pty-req", "shell", "subsystem",
        "window-change", "xon-xoff", "signal",
    ]

    /// SSH_MSG_CHANNEL_REQUEST.
    static let channelRequest: UInt8 = 98

    /// The schemes to offer: each bundled cipher, wrapped; the bundled ones unwrapped if a
    /// future NIOSSH renames them (the server then works as before, without the trimming).
    static var schemes: [NIOSSHTransportProtection.Type] {
        let wrapped: [(NIOSSHTransportProtection.Type, String)] = [
            (TrimmingAES256GCM.self, TrimmingAES256GCM.cipherName),
            (TrimmingAES128GCM.self, TrimmingAES128GCM.cipherName),
        ]
        let found = wrapped.filter { bundled(named: $0.1) != nil }.map(\.0)
        return found.isEmpty ? Constants.bundledTransportProtectionSchemes : found
    }

    /// A cipher NIOSSH bundles, as its list holds it.
    typealias Bundled = (NIOSSHTransportProtection & _NIOSSHSendableMetatype).Type

    static func bundled(named name: String) -> Bundled? {
        Constants.bundledTransportProtectionSchemes.first { $0.cipherName == name }
    }

    /// `message` (a decrypted packet's payload: type byte first) with an unknown channel
    /// request's type-specific data cut off; any other message as it was.
    static func trimmed(_ message: ByteBuffer) -> ByteBuffer {
        var reader = message
        guard reader.readInteger(as: UInt8.self) == channelRequest,
            reader.readInteger(as: UInt32.self) != nil,
            let length = reader.readInteger(as: UInt32.self), length <= 64,
            let type = reader.readString(length: Int(length)),
            reader.readInteger(as: UInt8.self) != nil,
            !understood.contains(type), reader.readableBytes > 0
        else { return message }
        let kept = reader.readerIndex - message.readerIndex
        return message.getSlice(at: message.readerIndex, length: kept) ?? message
    }
}

/// NIOSSH no longer bundles the cipher a wrapper was made for (never offered then).
struct CipherMissing: Error {}

/// A bundled cipher, unchanged but for `ChannelRequestTrimming.trimmed` on what it decrypts.
class TrimmingTransportProtection {
    private let inner: NIOSSHTransportProtection

    init(wrapping scheme: NIOSSHTransportProtection.Type, keys: NIOSSHSessionKeys) throws {
        inner = try scheme.init(initialKeys: keys)
    }

    var macBytes: Int { inner.macBytes }
    var lengthEncrypted: Bool { inner.lengthEncrypted }

    func updateKeys(_ newKeys: NIOSSHSessionKeys) throws { try inner.updateKeys(newKeys) }

    func decryptFirstBlock(_ source: inout ByteBuffer) throws {
        try inner.decryptFirstBlock(&source)
    }

    func decryptAndVerifyRemainingPacket(_ source: inout ByteBuffer, sequenceNumber: UInt32)
        throws -> ByteBuffer
    {
        ChannelRequestTrimming.trimmed(
            try inner.decryptAndVerifyRemainingPacket(&source, sequenceNumber: sequenceNumber))
    }

    func encryptPacket(_ destination: inout ByteBuffer, sequenceNumber: UInt32) throws {
        try inner.encryptPacket(&destination, sequenceNumber: sequenceNumber)
    }
}

/// `aes256-gcm@openssh.com`, trimming.
final class TrimmingAES256GCM: TrimmingTransportProtection, NIOSSHTransportProtection {
    static let cipherName = "aes256-gcm@openssh.com"
    private static let scheme = ChannelRequestTrimming.bundled(named: cipherName)
    static var macName: String? { scheme?.macName ?? nil }
    static var cipherBlockSize: Int { scheme?.cipherBlockSize ?? 16 }
    static var keySizes: ExpectedKeySizes {
        scheme?.keySizes ?? ExpectedKeySizes(ivSize: 12, encryptionKeySize: 32, macKeySize: 0)
    }

    init(initialKeys: NIOSSHSessionKeys) throws {
        guard let scheme = Self.scheme else { throw CipherMissing() }
        try super.init(wrapping: scheme, keys: initialKeys)
    }
}

/// `aes128-gcm@openssh.com`, trimming.
final class TrimmingAES128GCM: TrimmingTransportProtection, NIOSSHTransportProtection {
    static let cipherName = "aes128-gcm@openssh.com"
    private static let scheme = ChannelRequestTrimming.bundled(named: cipherName)
    static var macName: String? { scheme?.macName ?? nil }
    static var cipherBlockSize: Int { scheme?.cipherBlockSize ?? 16 }
    static var keySizes: ExpectedKeySizes {
        scheme?.keySizes ?? ExpectedKeySizes(ivSize: 12, encryptionKeySize: 16, macKeySize: 0)
    }

    init(initialKeys: NIOSSHSessionKeys) throws {
        guard let scheme = Self.scheme else { throw CipherMissing() }
        try super.init(wrapping: scheme, keys: initialKeys)
    }
}
