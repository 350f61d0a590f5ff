import Storefront

/// A small catalog shaped like Debian's package lists (names as packages are named, ids as
/// shops write them, maintainers as sellers), and what each query must list first: every store
/// is held to the same ranking (`SearchRanking`).
public enum RankingExamples {
    static func package(
        _ id: String, _ description: String, seller: SellerID = "m-1", name: String? = nil
    ) -> Product {
        Product(
            id: ProductID(id), name: name ?? id, category: "libs", seller: seller, price: 100,
            stock: 1, description: description)
    }

    /// Packages listed so that catalog order alone would bury every wanted one.
    public static func catalog() throws -> Catalog {
        try Catalog(
            currency: .usd, categories: [Category(id: "libs", name: "Libraries")],
            sellers: [
                Seller(id: "m-1", name: "Debian Developers", about: ""),
                Seller(id: "m-2", name: "Debian PostgreSQL Maintainers", about: ""),
            ],
            products: [
                package("libc6-amd64-cross", "GNU C Library: shared libraries for libc6 (amd64)"),
                package("libc6-dev", "GNU C Library: development files for libc6"),
                package("libc6", "GNU C Library: Shared libraries"),
                package("akonadi-backend-sqlite", "SQLite storage backend for Akonadi"),
                package("sqlitebrowser", "GUI editor for SQLite databases, SQLite SQLite"),
                package("sqlite3", "Command line interface for SQLite 3"),
                package("postgrey", "Postfix greylisting policy server"),
                package("check-postgres", "script for monitoring PostgreSQL servers"),
                package(
                    "postgresql-15", "The World's Most Advanced Open Source Relational Database",
                    seller: "m-2"),
                package(
                    "postgresql", "object-relational SQL database (supported version)",
                    seller: "m-2"),
                package("libstdc++6", "GNU Standard C++ Library v3"),
                package("g++", "GNU C++ compiler"),
                package("c-sig", "signature file generator for C"),
                package("libgtk-3-0", "GTK graphical user interface library"),
                package("gtk-3-examples", "code examples for GTK 3"),
                package("mono-mcs", "Mono C# compiler"),
                package("dotnet-tools", "tools for .NET development"),
                package("python3", "interactive high-level object-oriented language"),
                package("python3-numpy", "fast array facility for the python 3 language"),
                package("python-is-python3", "symlinks /usr/bin/python to python3"),
                package("typo-notes", "notes on pyhton, as one description spells it"),
                // Titles rather than package names: the first word decides.
                package(
                    "thunderbird-l10n-de", "German language package for Thunderbird",
                    name: "thunderbird-l10n-de"),
                package(
                    "thunderbird", "mail client with RSS, chat and spam filter",
                    name: "Thunderbird mail and news client"),
                package("gnomine", "minesweeper game for GNOME", name: "gnomine"),
                package("gnome-shell", "the desktop's shell", name: "GNOME shell and desktop"),
                // `web` begins `webdav`, but `web server` wants a web server.
                package("webdav-fs", "WebDAV server and client for files"),
                package("apache2", "Apache HTTP Server: a web server"),
                package("sshfs", "filesystem client based on SFTP servers"),
                package("openssh-server", "secure shell (SSH) server, for secure access"),
                package("AB-12/XL", "A shop's SKU: a tee, extra large"),
            ])
    }

    /// Query, and the product that must come first.
    public static let first: [(String, ProductID)] = [
        ("libc6", "libc6"),  // exact name before names that start with it
        ("LIBC6", "libc6"),
        ("sqlite", "sqlite3"),  // the shortest name that starts with the query
        ("postgr", "postgrey"),
        ("postgresql", "postgresql"),
        ("g++", "g++"),  // symbols are part of the word
        ("c++", "g++"),  // found through the symbol token; the shorter text first
        ("c#", "mono-mcs"),
        (".net", "dotnet-tools"),
        ("gtk3", "gtk-3-examples"),  // letters and digits split: gtk3 is gtk 3
        ("python3", "python3"),
        ("AB-12/XL", "AB-12/XL"),  // an exact id
        ("greylisting", "postgrey"),  // the description
        ("thunderb", "thunderbird"),  // the shortest first word, not the shortest name
        ("gnome", "gnome-shell"),  // a first word that is the query, before a shorter name
        ("web server", "apache2"),  // `web` as a whole word before `webdav`
        ("ssh server", "openssh-server"),
    ]

    /// Queries whose best result does not hold them in its name, and the "did you mean" each
    /// gets (nil: none).
    public static let weak: [(String, String?)] = [
        ("pyhton", "python"),  // one description spells it so: still a typo
        ("web server", nil),  // the best result is a web server, named otherwise
        ("spam filter", nil),
    ]

    /// Queries that find nothing, and the "did you mean" each gets (nil: none).
    public static let suggestions: [(String, String?)] = [
        ("pythn", "python"),
        ("sqlitte", "sqlite"),
        ("thundrb", "thunderbird"),  // the beginning of a word, typed with a slip
        ("postgrsql", "postgresql"),
        ("libc6 greylistng", "libc6 greylisting"),
        ("zzzzzz", nil),
        ("xq", nil),
    ]
}
