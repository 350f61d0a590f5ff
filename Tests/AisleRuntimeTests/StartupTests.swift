import AisleApp
import AisleRuntime
import StateFiles
import Storefront
import TestSupport
import Testing

/// Start-up returns typed errors for the executable to print, and reads the files it restores.
@Suite(.timeLimit(.minutes(10))) struct StartupTests {
    @Test func noCatalogAnywhereIsATypedError() throws {
        let scratch = try RuntimeScratch()
        scratch.environment["AISLE_CATALOG"] = nil
        #expect(throws: StartupError.catalogNotFound) {
            try Startup(
                options: StartupOptions(catalog: nil, session: .restore),
                environment: scratch.environment, bundledCatalog: { nil })
        }
    }

    @Test func theEnvironmentNamesTheCatalogWhenTheOptionDoesNot() throws {
        let scratch = try RuntimeScratch()
        var environment = scratch.environment
        environment["AISLE_CATALOG"] = scratch.catalog
        let startup = try Startup(
            options: StartupOptions(catalog: nil, session: .restore), environment: environment,
            bundledCatalog: { nil })
        #expect(startup.state.catalog.categories.count == 3)
    }

    @Test func aBrokenCatalogIsATypedErrorNamingTheFile() throws {
        let scratch = try RuntimeScratch()
        try scratch.put("{", at: scratch.catalog)
        let error = #expect(throws: StartupError.self) { try scratch.startup() }
        guard case .catalog(_, let file) = error else {
            throw TestFailure("\(String(describing: error))")
        }
        #expect(file == scratch.catalog)
    }

    @Test func theWallClockGivesThisMonthAndTheNameOfAKeptDamagedOrdersFile() throws {
        let scratch = try RuntimeScratch()
        try scratch.put("{broken", at: scratch.orders)
        let startup = try scratch.startup()
        #expect(startup.state.today == YearMonth(year: 2026, month: 11))
        #expect(Disk.exists(scratch.orders + ".corrupt-20261127T172416Z"))
        #expect(startup.notices.contains { $0.contains("orders.json.corrupt-20261127T172416Z") })
    }
}
