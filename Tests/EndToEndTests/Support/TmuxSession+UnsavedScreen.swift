import Glibc
import Testing

/// Reaching a screen the app has not saved yet, and holding it there, without racing its save
/// schedule.
extension TmuxSession {
    /// The least time between two of the app's scheduled saves (`Persistence.interval`).
    static let saveInterval: Duration = .seconds(1)

    /// Opens Coffee & Tea, waits until that is on disk, opens its second product and stops the
    /// app (`pid`, see `ProcessTable.stop`) before any scheduled save can have written the
    /// product; returns the product's name. The app stays stopped: the caller signals it and
    /// resumes it.
    ///
    /// Why that is certain: the save that wrote the category came after the Enter that opened
    /// it, and the next scheduled save comes at least `saveInterval` after that one (the run
    /// loop's rule: a change waits for the interval since the last save to pass). So when
    /// the app is seen stopped less than `saveInterval` after the Enter was sent, the product
    /// has not been handed to a save. When getting there took longer (a busy machine), this
    /// lets the app go on, goes back Home and tries again. After `unsavedProductAttempts` slow
    /// tries it fails: never cancels, so a machine that can never open the window shows as a
    /// failure instead of a test quietly not run.
    func stopOnUnsavedProduct(_ pid: pid_t) throws -> String {
        for _ in 1...Self.unsavedProductAttempts {
            try waitForHome(highlighting: "Coffee & Tea")
            try waitForFile(navigationFile, "hold Home") { SavedNavigation.path(in: $0) == [] }
            // Home's save is done. Once the interval after it has passed, the category's save
            // comes as soon as the Enter is taken, and the window below starts with it.
            let homeSaved = ContinuousClock.now
            while homeSaved.duration(to: .now) < Self.saveInterval { usleep(10_000) }
            let entered = ContinuousClock.now
            try sendKeys("Enter")
            let rows = try waitForTitle("Coffee & Tea")
            guard let product = ScreenRows.listNames(rows).dropFirst().first else {
                throw E2EFailure("Coffee & Tea lists fewer than two products", screen: rows)
            }
            try waitForFile(navigationFile, "hold the category") {
                SavedNavigation.path(in: $0) == ["category/coffee"]
            }
            try open(product)
            try ProcessTable.stop(pid)
            if entered.duration(to: .now) < Self.saveInterval { return product }
            try ProcessTable.resume(pid)
            try sendKeys("Left")
            try waitForTitle("Coffee & Tea")
            try sendKeys("Left")
        }
        throw E2EFailure(
            "in \(Self.unsavedProductAttempts) tries the machine never reached a product within "
                + "one save interval of opening its category")
    }

    private static let unsavedProductAttempts = 10
}
