// swift-tools-version: 6.0
// Aisle: a terminal storefront. Module boundaries follow DESIGN.md; arrows point down only:
// aisle → AisleRuntime → AisleApp → (Storefront → Navigation, StateFiles; TerminalUI);
// aisle → NcursesBackend → TerminalUI. StateFiles (safe reads, atomic writes, strict JSON,
// file verdicts) depends on nothing of ours.
import PackageDescription

let package = Package(
    name: "Aisle",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "aisle", targets: ["aisle"]),
        .library(name: "Navigation", targets: ["Navigation"]),
    ],
    dependencies: [
        // The command line (subcommands, --help, man page and completions) is issue 5's; the
        // parser is the ecosystem's standard and costs ~11 s of clean build.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // The cart, orders and profile live in SQLite so instances never overwrite each other
        // (issue 8); GRDB gives WAL, busy timeouts, transactions and a schema migrator.
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        // `aisle serve` (issue 18): a maintained SSH server, never protocol code of our own.
        // Only ShopServer imports them; swift-crypto for the host key and fingerprints.
        .package(url: "https://github.com/apple/swift-nio-ssh", from: "0.15.1"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"5.0.0"),
        // Shopify product CSV catalogs (issue 21): a small streaming CSV reader with no
        // dependencies of its own (DECISIONS.md, "Shopify product CSV").
        .package(url: "https://github.com/yaslab/CSV.swift", exact: "2.5.2"),
        // A shop's data on a PostgreSQL server (issue 29): the maintained client with a
        // connection pool; only ShopStorePostgres imports it (DECISIONS.md, "One shop store,
        // two engines").
        .package(url: "https://github.com/vapor/postgres-nio", exact: "1.33.2"),
    ],
    targets: [
        .target(name: "Navigation"),
        .target(name: "StateFiles"),
        .target(name: "TerminalUI"),
        .target(name: "Storefront", dependencies: ["Navigation", "StateFiles"]),
        .target(
            name: "AisleApp",
            dependencies: ["Storefront", "TerminalUI", "Navigation", "StateFiles"]),
        // The run loop, persistence and the saver: everything between the pure app and the
        // process, driven in tests by a TestTerminal and a fake clock.
        // The user's database (cart, orders, profile).
        .target(
            name: "UserData",
            dependencies: [
                "Storefront", "StateFiles", .product(name: "GRDB", package: "GRDB.swift"),
            ]),
        // Catalogs imported into SQLite under $XDG_CACHE_HOME and read through indexed queries
        // (issue 9): the other module that imports GRDB.
        .target(
            name: "CatalogDatabase",
            dependencies: [
                "Storefront", "StateFiles", "ShopifyCatalog",
                .product(name: "GRDB", package: "GRDB.swift"),
                // sqlite3_limit, to bound a source catalog's fields before SQLite reads them.
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
                // SHA-256 of the catalog file's bytes: its edition (DECISIONS.md, "The catalog
                // edition is its content"); already built for ShopServer.
                .product(name: "Crypto", package: "swift-crypto"),
            ]),
        // A shop's Shopify product export read as a catalog, into the same sinks as JSON.
        .target(
            name: "ShopifyCatalog",
            dependencies: [
                "Storefront", "StateFiles", .product(name: "CSV", package: "CSV.swift"),
            ]),
        // The shop store's PostgreSQL engine (`--database postgres://…`): the only importer of
        // PostgresNIO; nothing starts its pool unless a database URL is given.
        .target(
            name: "ShopStorePostgres",
            dependencies: [
                "UserData", "Storefront", .product(name: "PostgresNIO", package: "postgres-nio"),
                // Its pool's errors (`ConnectionPoolError`): a pool ended under a call is the
                // server not answering, not an unexpected failure.
                .product(name: "_ConnectionPoolModule", package: "postgres-nio"),
            ]),
        .target(
            name: "AisleRuntime",
            dependencies: [
                "AisleApp", "Storefront", "Navigation", "StateFiles", "TerminalUI", "UserData",
                "CatalogDatabase",
            ]),
        // Linked through its module map, not pkg-config: SwiftPM would drop pkg-config's
        // -D_XOPEN_SOURCE=600 with a warning on every build, and the shim sets what it needs.
        // scripts/ensure-deps.sh names the package when the headers are missing.
        .systemLibrary(name: "CNcursesw", providers: [.apt(["libncurses-dev"])]),
        .target(name: "CAisleTerminal"),
        .target(
            name: "NcursesBackend", dependencies: ["CNcursesw", "CAisleTerminal", "TerminalUI"]),
        // A session's child on a pseudo-terminal: openpty, fork, setsid, TIOCSCTTY, exec — the
        // part between fork and exec must be C (async-signal-safe calls only).
        .target(name: "CAislePty", linkerSettings: [.linkedLibrary("util")]),
        // The SSH front door (issue 18): the only importer of NIO and NIOSSH. Its types are
        // touched only by `aisle serve` and `aisle serve-keys`, so a plain `aisle` never
        // initialises NIO.
        .target(
            name: "ShopServer",
            dependencies: [
                "CAislePty", "StateFiles",
                .product(name: "NIOSSH", package: "swift-nio-ssh"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]),
        .executableTarget(
            name: "aisle",
            dependencies: [
                "AisleRuntime", "AisleApp", "CatalogDatabase", "NcursesBackend", "Storefront",
                "Navigation", "StateFiles", "TerminalUI", "UserData", "ShopServer",
                "ShopStorePostgres",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Seeded randomness, the small fixture catalog (imported into SQLite), temporary
        // directories and a faulty file system, shared by the test targets.
        .target(
            name: "TestSupport", dependencies: ["Storefront", "StateFiles", "CatalogDatabase"],
            path: "Tests/TestSupport"),
        .testTarget(
            name: "NavigationTests", dependencies: ["Navigation", "StateFiles", "TestSupport"]),
        .testTarget(name: "StateFilesTests", dependencies: ["StateFiles", "TestSupport"]),
        .testTarget(
            name: "AisleRuntimeTests",
            dependencies: [
                "AisleRuntime", "AisleApp", "CatalogDatabase", "UserData", "TestSupport",
                // Saved screens kept in PostgreSQL (StoredSessionRuntimeTests), and a session
                // over a PostgreSQL store (another host's order shows unasked).
                "ShopStorePostgres", .product(name: "GRDB", package: "GRDB.swift"),
            ]),
        .testTarget(
            name: "UserDataTests",
            dependencies: [
                "UserData", "Storefront", "TestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]),
        // The shop store's promises, held against SQLite and a throwaway PostgreSQL cluster.
        .testTarget(
            name: "ShopStoreContractTests",
            dependencies: [
                "UserData", "ShopStorePostgres", "Storefront", "TestSupport",
                .product(name: "_ConnectionPoolModule", package: "postgres-nio"),
            ]),
        .testTarget(name: "StorefrontTests", dependencies: ["Storefront", "TestSupport"]),
        .testTarget(
            name: "CatalogDatabaseTests",
            dependencies: [
                "CatalogDatabase", "Storefront", "TestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]),
        .testTarget(
            name: "ShopifyCatalogTests",
            dependencies: ["ShopifyCatalog", "Storefront", "CatalogDatabase", "TestSupport"]),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "TestSupport"]),
        .testTarget(
            name: "AisleAppTests", dependencies: ["AisleApp", "TestSupport"],
            exclude: ["Screens/Golden"]),
        .testTarget(
            name: "ShopServerTests",
            dependencies: ["ShopServer", .product(name: "NIOEmbedded", package: "swift-nio")]),
        .testTarget(name: "NcursesBackendTests", dependencies: ["NcursesBackend", "TerminalUI"]),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["aisle", "UserData", "Storefront", "TestSupport", "ShopStorePostgres"]),
    ]
)
