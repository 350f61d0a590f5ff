import AisleApp
import StateFiles
import UserData

/// The saved screens kept in the shop's database (a store that `keepsSavedPaths`: PostgreSQL,
/// whose hosts share no state directory), so a customer who comes back through another host
/// lands on the same screen. The bytes are `navigation.json`'s, judged by the same code
/// (`StateFileVerdict.judging`, `SessionDocument.read`); a damaged row is set aside in the
/// database (`savedPathSetAside`), never deleted, and the session starts at Home with one
/// notice, as for the file.
struct StoredSession: SessionKeeper {
    /// The customer's store.
    let store: any ShopStore
    private(set) var verdict: StateFileVerdict<SessionDocument>?
    let sizeLimit = StateFile<SessionDocument>.sizeLimit
    private static let title = "saved screens"

    /// Where they are, for notices.
    var location: String { "the saved screens in \(store.path)" }

    var notice: String? { verdict?.notice(path: location, title: Self.title) }

    var tooLargeNotice: String {
        "Saved screens not saved: they would be larger than the \(sizeLimit >> 20) MiB Aisle "
            + "reads back; \(store.path) keeps the last save"
    }

    /// Reads the customer's row; a store that does not answer leaves the screens neither
    /// restored nor saved this session (a good row elsewhere is never overwritten blind).
    mutating func read(writer: AtomicFileWriter, damaged: DamagedFile) {
        let found: StoredSavedPath?
        do throws(UserDataError) {
            found = try store.savedPath(limit: sizeLimit)
        } catch {
            verdict = .unanswered(message: error.message)
            return
        }
        let read: Result<[UInt8]?, FileReadError> =
            switch found {
            case nil: .success(nil)
            case .bytes(let bytes): .success(bytes)
            case .tooLarge: .failure(.tooLarge(path: location, limit: sizeLimit))
            }
        verdict = .judging(read, using: SessionDocument.read) { reason in
            guard let found else { return .damaged(reason: reason, moveFailure: nil) }
            return setAside(found, reason: reason, damaged)
        }
    }

    /// Moves the damaged row aside, unless only inspecting; one that another session replaced
    /// meanwhile is left to it, and not saved over this session.
    private func setAside(_ found: StoredSavedPath, reason: FileDamage, _ damaged: DamagedFile)
        -> StateFileVerdict<SessionDocument>
    {
        guard case .setAside(let stamp) = damaged else {
            return .damaged(reason: reason, moveFailure: nil)
        }
        do throws(UserDataError) {
            guard
                let row = try store.setSavedPathAside(
                    found, reason: reason.description, at: stamp)
            else {
                return .damaged(
                    reason: reason, moveFailure: "another session saved over them meanwhile")
            }
            return .setAside(
                reason: reason, keptAs: "row \(row) of savedPathSetAside in \(store.path)")
        } catch {
            return .damaged(reason: reason, moveFailure: error.message)
        }
    }

    /// Queues the row's upsert on the saver's queue.
    func save(on saver: Saver, merge: @escaping @Sendable ([UInt8]?) -> [UInt8]?) {
        saver.save(in: store, limit: sizeLimit, merge: merge)
    }
}
