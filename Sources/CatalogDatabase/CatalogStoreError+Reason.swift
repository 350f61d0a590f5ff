import GRDB
import Storefront

extension CatalogStoreError {
    /// What went wrong, in a few words ("database disk image is malformed"): the one place a
    /// catalog store's failure is put in words.
    public var reason: String {
        switch self {
        case .readFailed(_, let code): Self.describe(code: code)
        case .invalidValue(_, let field): "\"\(field)\" holds a value no catalog may have"
        }
    }

    /// SQLite's own text for result `code` (GRDB prints it as "11 (database disk image is
    /// malformed)").
    static func describe(code: Int32) -> String {
        let text = ResultCode(rawValue: code).description
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else {
            return "SQLite error \(code)"
        }
        return String(text[text.index(after: open)..<text.index(before: text.endIndex)])
    }
}

extension CatalogStoreError {
    /// What went wrong with a SQLite catalog being read, in a few words: SQLite's message for
    /// a `DatabaseError` (for the source catalog's `CatalogError.unreadable`).
    static func reason(_ error: any Error) -> String {
        if let error = error as? DatabaseError {
            return error.message ?? describe(code: error.extendedResultCode.rawValue)
        }
        return "\(error)"
    }
}
