import Dispatch
import Storefront
import Synchronization

/// Writes the cart, the kept address and orders off the keypress path, on one serial queue,
/// in the order they were asked for, and looks for what other instances changed after each.
/// A batch of cart changes that fails (the disk is full, another program held the database past
/// the busy timeout) waits and is tried again before anything later, so a change is late
/// rather than lost; an order is never queued to try again: it is placed or refused at once,
/// and refused while earlier changes wait. Every job's outcome comes back as a value
/// (`UserDataResult`), tagged with the sequence it was submitted with.
public final class UserDataStore: Sendable {
    /// The open database: SQLite's file or a PostgreSQL server.
    public let database: any ShopStore
    /// The open catalog's key: the cart this instance shows.
    public let catalog: String
    /// The import of the open catalog whose stock orders count against.
    public let stock: StockEdition
    private let queue = DispatchQueue(label: "aisle.userdata")
    private let shared: Mutex<Shared>
    /// Run on the queue each time a result is ready: the run loop's wake-up.
    private let wake = Mutex<(@Sendable () -> Void)?>(nil)

    private struct Shared {
        var cursor: SyncCursor
        /// Batches that failed, oldest first, to be tried again before anything else.
        var waiting: [UserDataBatch] = []
        /// The last failure of a waiting batch and when it came: jobs queued behind it within
        /// a second do not wait on a busy database again (a quit stays bounded).
        var lastFailure: (error: UserDataError, at: DispatchTime)?
        var results: [UserDataResult] = []
        /// An order whose commit could not be confirmed, looked up before every later job
        /// until the database can say what became of it.
        var unresolved: OrderKey?
        /// The sequence of the last job queued: a look the database asked for reports as of
        /// it (every job queued before has run by then).
        var lastSequence = 0
        /// Whether a look the database asked for is queued and not started: one is enough,
        /// however many changes are told meanwhile.
        var toldLookQueued = false
    }

    /// A job for the queue.
    private enum Job: Sendable {
        case write(UserDataBatch)
        case place(OrderRequest, placedAt: String, number: @Sendable () -> OrderID)
        case look
    }

    /// A store for `catalog`'s session over `database`, which was read up to `cursor`; orders
    /// count against `edition` of the catalog's stock.
    public convenience init(
        database: any ShopStore, catalog: String, cursor: SyncCursor, edition: String = ""
    ) {
        self.init(
            database: database, catalog: catalog, cursor: cursor,
            stock: StockEdition(catalog: catalog, edition: edition))
    }

    /// A store for `catalog`'s session over `database`, which was read up to `cursor`; orders
    /// count against `stock`.
    public init(database: any ShopStore, catalog: String, cursor: SyncCursor, stock: StockEdition) {
        self.database = database
        self.catalog = catalog
        self.stock = stock
        shared = Mutex(Shared(cursor: cursor))
    }

    /// Queues `batch`; with an empty one, only other instances' changes are looked for.
    public func submit(_ batch: UserDataBatch, sequence: Int) {
        enqueue(batch.isEmpty ? .look : .write(batch), sequence: sequence)
    }

    /// Queues placing `request` (after every batch queued before it), timed `placedAt` and
    /// numbered by `number`.
    public func place(
        _ request: OrderRequest, placedAt: String, number: @escaping @Sendable () -> OrderID,
        sequence: Int
    ) {
        enqueue(.place(request, placedAt: placedAt, number: number), sequence: sequence)
    }

    private func enqueue(_ job: Job, sequence: Int) {
        // Queued under the lock, so a look the database asks for takes a sequence no job
        // queued after it has.
        shared.withLock { state in
            state.lastSequence = max(state.lastSequence, sequence)
            queue.async { [self] in report(run(job, sequence: sequence)) }
        }
    }

    private func report(_ result: UserDataResult) {
        shared.withLock { $0.results.append(result) }
        wake.withLock { $0 }?()
    }

    /// Looks for other instances' changes whenever the database tells of one
    /// (`ShopStore.watchChanges`: PostgreSQL's `NOTIFY`, from another host or session), each
    /// look's result posting the wake-up as any result does: another host's order shows
    /// without a key pressed. Nothing on SQLite, whose sessions look on each new screen.
    public func lookWhenTold() {
        database.watchChanges { [weak self] in self?.lookAsTold() }
    }

    private func lookAsTold() {
        shared.withLock { state in
            guard !state.toldLookQueued else { return }
            state.toldLookQueued = true
            let sequence = state.lastSequence
            queue.async { [self] in
                shared.withLock { $0.toldLookQueued = false }
                report(run(.look, sequence: sequence))
            }
        }
    }

    /// Has `post` run (on the store's queue, after the result is taken in) each time a result
    /// is ready, so the run loop wakes for it instead of looking on a timer.
    public func wakeOnResult(_ post: @escaping @Sendable () -> Void) {
        wake.withLock { $0 = post }
    }

    /// Asks for the order placed with `key`, whose commit could not be confirmed (start-up
    /// could not look it up), to be looked up before the next job.
    public func resolveLater(_ key: OrderKey) {
        queue.async { [self] in shared.withLock { $0.unresolved = key } }
    }

    /// Waits until every queued job is done.
    public func drain() { queue.sync {} }

    /// Results since the last call, oldest first.
    public func takeResults() -> [UserDataResult] {
        shared.withLock { shared in
            defer { shared.results.removeAll() }
            return shared.results
        }
    }

    /// The last try, at quit: after every job queued before it, one more attempt at the
    /// waiting batches, a busy database waited for only until `deadline`; then the WAL is
    /// checkpointed if nothing is left. `done` runs on the queue when it is over, with the
    /// batches that could not be written and why.
    public func finish(
        by deadline: DispatchTime,
        done: @escaping @Sendable (_ unsaved: [UserDataBatch], _ error: UserDataError?) -> Void
    ) {
        queue.async { [self] in
            let now = DispatchTime.now().uptimeNanoseconds
            let left = deadline.uptimeNanoseconds > now ? deadline.uptimeNanoseconds - now : 0
            database.setBusyTimeout(milliseconds: Int(left / 1_000_000))
            shared.withLock { $0.lastFailure = nil }
            var result = UserDataResult(sequence: Int.max)
            resolve(&result)
            if result.resolution != nil {
                shared.withLock { $0.results.append(result) }
                wake.withLock { $0 }?()
            }
            let error = retryWaiting()
            let unsaved = shared.withLock { $0.waiting }
            if unsaved.isEmpty { database.checkpoint() }
            done(unsaved, error)
        }
    }

    private func run(_ job: Job, sequence: Int) -> UserDataResult {
        var result = UserDataResult(sequence: sequence)
        resolve(&result)
        let earlier = retryWaiting()
        switch job {
        case .look:
            result.failure = earlier
        case .write(let batch):
            if let earlier {
                shared.withLock { $0.waiting.append(batch) }
                result.failure = earlier
            } else {
                do throws(UserDataError) {
                    try database.commit(batch)
                } catch {
                    shared.withLock { shared in
                        shared.waiting.append(batch)
                        shared.lastFailure = (error, .now())
                    }
                    result.failure = error
                }
            }
        case .place(let request, let placedAt, let number):
            if let earlier {
                result.placement = .failure(earlier)
            } else {
                do throws(UserDataError) {
                    let placed = try database.place(
                        request, catalog: catalog, placedAt: placedAt, stock: stock,
                        number: number)
                    result.placement = .success(placed.placement)
                    result.cart = placed.cart
                    if case .placed = placed.placement {
                        // The order is placed whatever this read says; a failed read is told
                        // as a failure, and the stock shown catches up at the next look.
                        do throws(UserDataError) {
                            result.ordered = try database.unitsOrdered(stock)
                        } catch {
                            result.failure = error
                        }
                    }
                } catch {
                    result.placement = .failure(error)
                    if case .unconfirmed = error {
                        shared.withLock { $0.unresolved = request.key }
                    }
                }
            }
        }
        result.change = lookAround(&result)
        return result
    }

    /// Looks up the order whose commit could not be confirmed, if there is one: what became
    /// of it goes in `result` once the database can tell.
    private func resolve(_ result: inout UserDataResult) {
        guard let key = shared.withLock({ $0.unresolved }) else { return }
        do throws(UserDataError) {
            let order = try database.resolve(key, catalog: catalog)
            shared.withLock { $0.unresolved = nil }
            result.resolution = OrderResolution(key: key, order: order)
        } catch {
            // Still unknown: asked again before the next job.
        }
    }

    /// Tries the waiting batches again, in order, stopping at the first that fails; returns
    /// its error.
    private func retryWaiting(now: DispatchTime = .now()) -> UserDataError? {
        if let recent = shared.withLock({ $0.lastFailure }),
            !shared.withLock({ $0.waiting.isEmpty }),
            now.uptimeNanoseconds < recent.at.uptimeNanoseconds + 1_000_000_000
        {
            return recent.error
        }
        while let next = shared.withLock({ $0.waiting.first }) {
            do throws(UserDataError) {
                try database.commit(next)
            } catch {
                shared.withLock { $0.lastFailure = (error, .now()) }
                return error
            }
            shared.withLock { _ = $0.waiting.removeFirst() }
        }
        return nil
    }

    /// What other instances changed since the last look, with the waiting batches on top of
    /// the cart and the address (as the database will hold them once they are written).
    private func lookAround(_ result: inout UserDataResult) -> ExternalChange? {
        let cursor = shared.withLock { $0.cursor }
        do throws(UserDataError) {
            let (found, next) = try database.changes(since: cursor, catalog: catalog, stock: stock)
            let waiting = shared.withLock { shared in
                shared.cursor = next
                return shared.waiting
            }
            guard var change = found else { return nil }
            change.cart = change.cart.applying(waiting.flatMap(\.cartChanges))
            change.profile = waiting.last { $0.profile != nil }?.profile ?? change.profile
            return change
        } catch {
            result.failure = result.failure ?? error
            return nil
        }
    }
}

/// What one submitted job did: its failure or its order's placement, and what other
/// instances had changed by then.
public struct UserDataResult: Sendable, Equatable {
    /// The sequence the job was submitted with.
    public let sequence: Int
    /// The order's placement, for a `place` job: what the database holds, or why the order
    /// was not placed (nothing was ordered then).
    public var placement: Result<Placement, UserDataError>?
    /// The cart on disk after a `place` job that answered.
    public var cart: Cart?
    /// Why a write (this job's, or an earlier one tried again) failed, if one did.
    public var failure: UserDataError?
    /// What other instances changed, seen after this job.
    public var change: ExternalChange?
    /// Units ordered of each product after a `place` job that placed its order.
    public var ordered: [ProductID: Int]?
    /// What became of an order whose commit could not be confirmed, once it could be told.
    public var resolution: OrderResolution?

    /// A result with nothing to report yet.
    public init(sequence: Int) { self.sequence = sequence }
}

/// What became of an order whose commit could not be confirmed (`UserDataError.unconfirmed`).
public struct OrderResolution: Sendable, Equatable {
    /// The checkout's key.
    public var key: OrderKey
    /// The order, when it is kept; nil when it is not (and never will be).
    public var order: Order?

    /// The answer for `key`.
    public init(key: OrderKey, order: Order?) {
        self.key = key
        self.order = order
    }
}
