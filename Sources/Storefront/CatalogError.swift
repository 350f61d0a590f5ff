/// Why a catalog cannot be used, as data: what is wrong and where. The executable turns it into
/// the one line the user sees (`description(file:)` gives the located part of that line).
public enum CatalogError: Error, Equatable, Sendable {
    /// The file could not be read (missing, unreadable, not a regular file, too large).
    case unreadable(reason: String)
    /// The content breaks a rule of the format, at `place`.
    case invalid(CatalogProblem, at: CatalogPlace)
    /// The content breaks rules in several places: the first `CatalogProblemLog.limit`
    /// problems in the order a reader meets them, and how many more there are.
    case several([CatalogIssue], more: Int)
}

/// One problem of a catalog and where it is.
public struct CatalogIssue: Equatable, Sendable {
    /// What is wrong.
    public var problem: CatalogProblem
    /// Where.
    public var place: CatalogPlace

    /// An issue from its parts.
    public init(_ problem: CatalogProblem, at place: CatalogPlace) {
        self.problem = problem
        self.place = place
    }
}

/// Where in a catalog a problem is: the line (and, for a syntax error, the column) of the file,
/// and the record, when the problem is inside one. A catalog built in memory has no lines.
public struct CatalogPlace: Equatable, Sendable {
    /// 1-based line of the file, nil when there is no file.
    public var line: Int?
    /// 1-based column in characters, given for syntax errors, where the exact spot matters.
    public var column: Int?
    /// The record the problem is in, nil for the file or its top level.
    public var record: CatalogRecord?

    /// A place from its parts.
    public init(line: Int? = nil, column: Int? = nil, record: CatalogRecord? = nil) {
        self.line = line
        self.column = column
        self.record = record
    }
}

/// One entry of a catalog's lists, as a message names it: `products[41] (id "p-042")`.
public struct CatalogRecord: Equatable, Sendable {
    /// The catalog's lists of records.
    public enum List: String, Sendable {
        case categories, sellers, products
    }

    /// The list the record is in.
    public var list: List
    /// Its 0-based position in the list.
    public var index: Int
    /// Its `"id"`, when it has one that is a string.
    public var id: String?

    /// A record from its parts.
    public init(_ list: List, _ index: Int, id: String? = nil) {
        self.list = list
        self.index = index
        self.id = id
    }
}
