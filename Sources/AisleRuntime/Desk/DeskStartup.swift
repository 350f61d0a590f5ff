import StateFiles
import Storefront
import UserData

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What the desk starts from: the orders read once (so the first frame has them), and the
/// saved path read by the load protocol and checked against them.
public struct DeskStartup {
    /// The state the desk opens in.
    public var state: DeskState
    /// The store over the shop's database.
    public let store: DeskStore
    /// The saved path's file, unless there is no state directory.
    public var session: StateFile<DeskSession>?
    /// What to say on the bottom line first.
    public var notices: [String] = []
    /// The writer the path is saved through.
    public let saver: Saver

    /// Where the desk's path is saved: `desk.json` in `stateDirectory` (`$XDG_STATE_HOME/aisle`),
    /// or under `owners/<key>/` there for an owner served over SSH.
    public static func sessionPath(stateDirectory: String, owner: String?) -> String? {
        guard let owner else { return StoragePath.join(stateDirectory, DeskSession.fileName) }
        guard let name = CustomerDirectory.name(for: owner) else { return nil }
        return StoragePath.join(
            StoragePath.join(StoragePath.join(stateDirectory, "owners"), name),
            DeskSession.fileName)
    }

    /// The desk over `database`, its path saved at `sessionPath` (restored unless `fresh`);
    /// with `stock`, products running low are counted.
    public init(
        database: any ShopStore, sessionPath: String?, fresh: Bool = false,
        stock: DeskStockSource? = nil, writer: AtomicFileWriter = AtomicFileWriter()
    ) throws(UserDataError) {
        let read = try DeskStore.readNow(database)
        store = DeskStore(database: database, version: read.version, stock: stock)
        saver = Saver(writer: writer)
        state = DeskState()
        _ = DeskReducer.reduce(&state, .ordersRead(read.orders, unreadable: read.unreadable))
        if let stock { state.lowStock = try stock.low(in: database) }
        if let notice = state.notice?.text { notices.append(notice) }
        state.notice = nil
        guard let sessionPath else { return }
        var file = StateFile<DeskSession>(path: sessionPath, title: "saved desk screens")
        try? writer.prepareDirectory(StoragePath.directory(of: sessionPath))
        file.read(
            using: DeskSession.read, writer: writer,
            damaged: .setAside(stamp: Timestamp.compact(Date())))
        if let notice = file.notice { notices.append(notice) }
        session = file
        guard !fresh, let saved = file.verdict?.body else { return }
        let restored = saved.restored(over: read.orders, hasCatalog: state.lowStock != nil)
        state.filter = saved.filter
        state.path.replace(with: restored.routes)
        if let notice = restored.notice { notices.append(notice) }
    }
}
