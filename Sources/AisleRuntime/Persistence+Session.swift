import AisleApp
import StateFiles
import UserData

extension Persistence {
    /// The session as read at start, what names no catalog named as its owner's.
    public var readSession: SessionDocument? {
        sessionKeeper?.verdict?.body?.adopting(untaggedAs: untaggedOwner)
    }

    /// Where the saved screens are kept this run: the shop's database, or the file.
    var sessionKeeper: (any SessionKeeper)? {
        if let storedSession { return storedSession }
        return session
    }

    /// Whether the saved screens were read as ones this run may save (`allowsSave`).
    public var sessionAllowsSave: Bool { sessionKeeper?.verdict?.allowsSave ?? false }

    /// Keeps the saved screens in `store` from now on instead of `navigation.json`, when its
    /// engine keeps customers' saved paths (`ShopStore.keepsSavedPaths`: the shop's hosts
    /// share no state directory); any other store leaves them in the file. For start-up,
    /// before the screens are read: whoever opens such a store hands it over here.
    public mutating func keepSessions(in store: any ShopStore) {
        guard store.keepsSavedPaths else { return }
        storedSession = StoredSession(store: store)
        session = nil
    }

    /// Reads and judges the saved screens, wherever they are kept.
    mutating func readSavedScreens(writer: AtomicFileWriter, damaged: DamagedFile) {
        if storedSession != nil {
            storedSession?.read(writer: writer, damaged: damaged)
        } else {
            session?.read(writer: writer, damaged: damaged)
        }
    }

    /// What to tell the user about the saved screens as read, if anything.
    var sessionNotice: String? { sessionKeeper?.notice }

    /// Queues `document` as this catalog's session (in the file, or the shop's database when it
    /// keeps the saved screens: the same merge). The file is merged when it is written, not
    /// now: other instances (on other catalogs) save it too, so this instance's session
    /// replaces its own entry in the file as it is on disk then, and every other catalog's
    /// entry is kept from there (`SessionDocument.saved(asCatalog:beside:)`). Whether the
    /// file may be saved at all is still the verdict read at start.
    func saveSession(_ document: SessionDocument) {
        guard let keeper = sessionKeeper, sessionAllowsSave else { return }
        let (key, owner, fallback) = (catalogKey, untaggedOwner, readSession)
        let (limit, saver, tooLarge) = (keeper.sizeLimit, saver, keeper.tooLargeNotice)
        keeper.save(on: saver) { current in
            var beside = fallback
            // A file that is not (or no longer) a session this build reads: merge over what was
            // read at start, as before merging.
            if let current, case .document(let now) = SessionDocument.read(current) { beside = now }
            let merged = document.saved(
                asCatalog: key, beside: beside?.adopting(untaggedAs: owner))
            guard let bytes = merged.encoded(limit: limit), bytes != current else { return nil }
            // Others give way to fit; only this catalog's own session can be too large. It is
            // never written (the file keeps its last good state) and the user is told once.
            guard bytes.count <= limit else {
                saver.refused(tooLarge)
                return nil
            }
            return bytes
        }
    }
}
