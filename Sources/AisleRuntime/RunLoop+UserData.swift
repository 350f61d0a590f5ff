import AisleApp
import Storefront
import TerminalUI

/// The run loop's side of the user's database: the answers it sends back, placing an order,
/// and the last try at quit.
extension RunLoop {

    /// Applies what the user's database answered (orders placed or refused, writes that
    /// failed, other instances' changes); returns whether an effect asked to quit.
    mutating func takeUserDataAnswers(size: Size) -> Bool {
        var quit = false
        for action in persistence.takeUserDataActions(state) {
            if case .system(.saveFailed(let message)) = action {
                // Each distinct failure is told once.
                guard !warnings.contains(message) else { continue }
                warnings.append(message)
            }
            quit = perform(reduce(&state, action, size: size), size: size) || quit
            answered = true
        }
        return quit
    }

    /// Hands cart `changes` to the database. Without one (it could not be opened or made,
    /// as start-up told once), each change says on the bottom line that it is not kept, and
    /// the quit says so and exits with status 1: a notice at start is covered by the next.
    mutating func writeCart(_ changes: [CartChange], size: Size) {
        guard !changes.isEmpty else { return }
        guard persistence.userData != nil else {
            unkeptCart = true
            let why =
                persistence.databaseName.map { "\($0) could not be used" } ?? "no data directory"
            _ = reduce(
                &state,
                .system(
                    .saveFailed(
                        "Not saved: your cart is kept only until you quit (\(why); see m)")),
                size: size)
            return
        }
        persistence.userData?.write(changes)
    }

    /// Hands `request` to the database; the answer comes back through
    /// `takeUserDataAnswers`. Without a database (it could not be opened, or its directory was
    /// refused, as start-up told) the order is refused at once: it cannot be kept.
    mutating func place(_ request: OrderRequest, size: Size) -> Bool {
        let now = dependencies.wallClock()
        let random = dependencies.random
        let number: @Sendable () -> OrderID = {
            OrderNumber.next(at: now, random: random)
        }
        guard persistence.userData != nil else {
            // Confirmed only once on disk: without a database it cannot be, so it is refused.
            let refused = CheckoutAction.orderRefused(
                .notWritten(reason: "there is nowhere to keep it this session"))
            return perform(reduce(&state, .checkout(refused), size: size), size: size)
        }
        persistence.userData?.place(request, placedAt: Timestamp.iso8601(now), number: number)
        return false
    }

    /// Everything saved before the loop ends: the database's last answers (an order being
    /// placed is placed or refused first, so the session is saved with the answer), one last
    /// try at failed cart writes within about five seconds ("Saving your cart…" on screen
    /// after half a second), the session file. What could not be written is named in
    /// `warnings`, and `lostChanges` is set.
    mutating func finish(_ ending: Ending, size: Size) -> Ending {
        persistence.handOverProfile()
        if let sync = persistence.userData {
            let placing = state.placingOrder != nil
            let unconfirmed = state.draft.unconfirmedOrder
            let leftover = sync.finish(limit: .seconds(5), patience: .milliseconds(500)) {
                state.notice = Notice("Saving your cart…")
                draw(size)
            }
            _ = takeUserDataAnswers(size: size)
            report(leftover, path: sync.store.database.path)
            if placing {
                reportOrderAtQuit()
            } else if state.draft.unconfirmedOrder != nil {
                lostChanges = true
                warnings.append(
                    "your last order could not be confirmed as saved; Aisle looks it up again "
                        + "at the next start and says what became of it")
            } else if unconfirmed != nil, let notice = state.notice {
                // Resolved by the last try: what became of it, on the way out.
                if notice.tone != .success { lostChanges = true }
                warnings.append(notice.text)
            }
        }
        if unkeptCart {
            lostChanges = true
            warnings.append(
                "your cart changes were not saved: there was no database this session ("
                    + (persistence.databaseName.map { "\($0) could not be used" }
                        ?? "no data directory") + ")")
        }
        persistence.flush(state)
        warnings += persistence.takeFailures().filter { !warnings.contains($0) }
        return ending
    }

    /// Quitting while an order was being placed: what became of it, in one line (a refused or
    /// unanswered order also makes the exit status 1).
    private mutating func reportOrderAtQuit() {
        if state.placingOrder != nil {
            lostChanges = true
            warnings.append(
                "your order may not have been placed (the database did not answer in time); "
                    + "it is under O, Your orders, if it was")
        } else if case .order(let id) = state.screen {
            warnings.append("order \(id) is placed")
        } else if let notice = state.notice {
            lostChanges = true
            warnings.append(notice.text)
        }
    }

    /// Names what the last try left unwritten, in one line, and notes the loss.
    private mutating func report(_ leftover: UserDataSync.Leftover, path: String) {
        // A failure told during the session said "will try again": after the last try it is
        // either saved (nothing more to say) or named below.
        warnings.removeAll { $0.hasSuffix("will try again") || $0 == UserDataSync.notAnswering }
        guard !leftover.isEmpty else { return }
        lostChanges = true
        let names = state.cart.names(of: leftover.products, in: state.catalog)
        let what = [
            names.isEmpty ? nil : "your cart changes (\(names.joined(separator: ", ")))",
            leftover.address ? "your address" : nil,
        ].compactMap { $0 }
        let why =
            leftover.error?.reason
            ?? (leftover.timedOut ? "it did not answer in time" : "unknown")
        let subject = what.isEmpty ? "your changes" : what.joined(separator: " and ")
        warnings.append("\(subject) were not saved in \(path) (\(why))")
    }

}
