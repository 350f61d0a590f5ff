import StateFiles

#if canImport(Glibc)
    import Glibc
#endif

/// The server's own limits at start: open descriptors raised to the hard limit (systemd's
/// default soft limit of 1024 would let a crowd of idle connections starve everyone), and the
/// deny list read from its file.
enum ServerLimits {
    /// Raises `RLIMIT_NOFILE`'s soft limit to the hard one; returns the limit now in force.
    static func raiseDescriptorLimit() -> Int {
        let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        var limit = rlimit()
        guard getrlimit(resource, &limit) == 0 else { return 1024 }
        if limit.rlim_cur < limit.rlim_max {
            var raised = limit
            raised.rlim_cur = limit.rlim_max
            if setrlimit(resource, &raised) == 0 { limit = raised }
        }
        // "Unlimited" (all ones) is not a number of descriptors; a million is more than enough.
        return limit.rlim_cur >= rlim_t(1 << 20) ? 1 << 20 : Int(limit.rlim_cur)
    }

    /// The owners' keys in `path` (`--owners`, at most 1 MiB), or why they cannot be used.
    static func ownerKeys(at path: String, reader: SafeFileReader = SafeFileReader())
        throws(ServerError) -> OwnerKeys
    {
        let bytes: [UInt8]?
        do throws(FileReadError) {
            bytes = try reader.read(path, limit: 1 << 20)
        } catch {
            throw .ownersUnreadable(path: path, reason: error.message)
        }
        guard let bytes else {
            throw .ownersUnreadable(path: path, reason: "there is no such file")
        }
        do throws(OwnerKeys.BadLine) {
            return try OwnerKeys(parsing: String(decoding: bytes, as: UTF8.self))
        } catch {
            throw .ownersUnreadable(
                path: path,
                reason: "line \(error.number) (\(error.text)) holds no public key "
                    + "(authorized_keys lines: TYPE BASE64 [comment])")
        }
    }

    /// The deny list in `path` (at most 1 MiB), or why it cannot be used.
    static func denyList(at path: String, reader: SafeFileReader = SafeFileReader())
        throws(ServerError) -> DenyList
    {
        let bytes: [UInt8]?
        do throws(FileReadError) {
            bytes = try reader.read(path, limit: 1 << 20)
        } catch {
            throw .denyListUnreadable(path: path, reason: error.message)
        }
        guard let bytes else {
            throw .denyListUnreadable(path: path, reason: "there is no such file")
        }
        do throws(DenyList.BadLine) {
            return try DenyList(parsing: String(decoding: bytes, as: UTF8.self))
        } catch {
            throw .denyListUnreadable(
                path: path,
                reason: "line \(error.number) (\(error.text)) is not a SHA256: fingerprint, "
                    + "an address or a network")
        }
    }
}
