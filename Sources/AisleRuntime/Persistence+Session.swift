import AisleApp
import StateFiles

extension Persistence {
    /// Queues `document` as this catalog's session. The file is merged when it is written, not
    /// now: other instances (on other catalogs) save it too, so this instance's session
    /// replaces its own entry in the file as it is on disk then, and every other catalog's
    /// entry is kept from there (`SessionDocument.saved(asCatalog:beside:)`). Whether the
    /// file may be saved at all is still the verdict read at start.
    func saveSession(_ document: SessionDocument) {
        guard let file = session, file.allowsSave else { return }
        let (key, owner, fallback) = (catalogKey, untaggedOwner, readSession)
        let (limit, saver, tooLarge) = (file.sizeLimit, saver, file.tooLargeNotice)
        saver.save(to: file.path, limit: limit) { current in
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
