import Dispatch
import Synchronization

/// `--on-order`: looks at the shop's orders once a second (the feed answers from SQLite's
/// `data_version` when nothing changed) and runs the owner's command for each order not yet
/// announced, at most `OrderHook.runsAtOnce` at a time, off the sessions' path: a customer's
/// confirmation never waits for it. An order is noted as announced after its run, whatever
/// its exit status (a failing command is logged, not run again); so each order is announced
/// once, and again only if the server dies while its command runs (at least once).
final class OrderNotifier: Sendable {
    private let hook: OrderHook
    private let environment: [String]
    private let directory: String
    private let reaper: ChildReaper
    private let queue = DispatchQueue(label: "aisle.on-order")
    private let state = Mutex(State())

    private struct State {
        /// Rows waiting or run by this server: never run twice by it.
        var known: Set<Int64> = []
        var waiting: [OrderAnnouncement] = []
        var running = 0
        var closing = false
        /// The feed's last failure, logged once until it changes.
        var lastFailure: String?
    }

    /// A notifier for `hook`, running it with the server's `environment` (`NAME=value`), its
    /// documents kept (unlinked) in `directory`, its children reaped by `reaper`.
    init(hook: OrderHook, environment: [String], directory: String, reaper: ChildReaper) {
        self.hook = hook
        self.environment = environment
        self.directory = directory
        self.reaper = reaper
    }

    /// Starts looking.
    func start() { queue.async { self.look() } }

    /// Runs going now: the server waits for them when it closes.
    var running: Int { state.withLock { $0.running } }

    /// Starts nothing more (orders not run yet are run by the next start).
    func close() { state.withLock { $0.closing = true } }

    private func look() {
        guard !state.withLock({ $0.closing }) else { return }
        do throws(OrderFeedFailure) {
            let found = try hook.feed.pending()
            state.withLock { state in
                state.lastFailure = nil
                for order in found where state.known.insert(order.row).inserted {
                    state.waiting.append(order)
                }
            }
        } catch {
            let fresh = state.withLock { state in
                defer { state.lastFailure = error.message }
                return state.lastFailure != error.message
            }
            if fresh {
                ServerLog.event(
                    "on-order", ["outcome": "cannot read the orders", "error": error.message])
            }
        }
        launchWhatFits()
        queue.asyncAfter(deadline: .now() + 1) { self.look() }
    }

    private func launchWhatFits() {
        while let next = state.withLock({ state -> OrderAnnouncement? in
            guard !state.closing, state.running < OrderHook.runsAtOnce, !state.waiting.isEmpty
            else { return nil }
            state.running += 1
            return state.waiting.removeFirst()
        }) {
            DispatchQueue.global().async { self.announce(next) }
        }
    }

    private func announce(_ order: OrderAnnouncement) {
        let outcome: String
        if let document = order.document {
            let run = HookRun.run(
                hook.command, document: document, environment: environment,
                timeLimit: hook.timeLimit, directory: directory, reaper: reaper)
            outcome = run.outcome
            ServerLog.event(
                "on-order", run.logFields(number: order.number, timeLimit: hook.timeLimit))
        } else {
            outcome = "unreadable"
            ServerLog.event(
                "on-order",
                [("order", order.number), ("outcome", "not run: this build cannot read the order")])
        }
        queue.async {
            do throws(OrderFeedFailure) {
                try self.hook.feed.announced(row: order.row, outcome: outcome)
            } catch {
                ServerLog.event(
                    "on-order",
                    [
                        ("order", order.number),
                        ("outcome", "ran, but could not be noted (it runs again after a restart)"),
                        ("error", error.message),
                    ])
            }
            self.state.withLock { $0.running -= 1 }
            self.launchWhatFits()
        }
    }
}

extension HookRun {
    /// How it went, as the database notes it: "exit 0", "signal 9", "timed out", "not
    /// started: …".
    var outcome: String {
        switch ending {
        case .ended(.exited(let code)): "exit \(code)"
        case .ended(.signaled(let signal)): "signal \(signal)"
        case .timedOut: "timed out"
        case .notStarted(let reason): "not started: \(reason)"
        }
    }

    /// The fields of the server's `on-order` event: the order, how the run ended and how long
    /// it took, and the start of its standard error on one line (controls shown as spaces).
    func logFields(number: String, timeLimit: Int) -> [(String, String)] {
        var fields = [("order", number), ("outcome", outcome)]
        switch ending {
        case .timedOut: fields.append(("time_limit", "\(timeLimit)s"))
        case .notStarted: break
        case .ended: fields.append(("took", "\(milliseconds / 1000).\(milliseconds % 1000 / 100)s"))
        }
        let error = Self.oneLine(errorOutput)
        if !error.isEmpty { fields.append(("stderr", error)) }
        return fields
    }

    /// `text` on one line, at most 500 characters: line breaks as " | ", other controls,
    /// C1 and bidi controls as spaces, so the log's lines stay one event each.
    static func oneLine(_ text: String) -> String {
        var source = Substring(text)
        while let last = source.last, last.isWhitespace { source.removeLast() }
        var result = ""
        for scalar in source.unicodeScalars {
            if scalar == "\n" {
                result += " | "
            } else if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                || (0x202A...0x202E).contains(scalar.value)
                || (0x2066...0x2069).contains(scalar.value)
            {
                result += " "
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result.count > 500 ? String(result.prefix(500)) + "…" : result
    }
}
