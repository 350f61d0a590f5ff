/// Where Aisle keeps its files, by the XDG Base Directory rules: `$XDG_STATE_HOME` for the
/// navigation session, `$XDG_DATA_HOME` for cart and orders. The environment is injected so
/// that nothing here reads the process's own.
public struct XDGDirectories: Sendable, Equatable {
    /// The base for state (`$XDG_STATE_HOME`, else `$HOME/.local/state`), no trailing `/`.
    public let stateHome: String
    /// The base for user data (`$XDG_DATA_HOME`, else `$HOME/.local/share`), no trailing `/`.
    public let dataHome: String

    /// The home directory the defaults lie under, when either base needed one: Aisle never
    /// creates it (`DirectoryTrust` is told about it).
    public let home: String?

    /// Resolves both bases from `environment`. An unset, empty or relative XDG value is ignored
    /// (the spec calls relative values invalid) and the home supplies the default: `$HOME`, or
    /// when that is unset, empty or relative, `accountHome` (the password database's entry).
    /// Throws when a default is needed and neither gives an absolute path.
    public init(
        environment: [String: String], accountHome: () -> String? = AccountHome.current
    ) throws(XDGError) {
        let state = Self.explicit("XDG_STATE_HOME", in: environment)
        let data = Self.explicit("XDG_DATA_HOME", in: environment)
        if let state, let data {
            stateHome = state
            dataHome = data
            home = nil
            return
        }
        let needing = state == nil ? "XDG_STATE_HOME" : "XDG_DATA_HOME"
        let home = try Self.home(needing: needing, in: environment, accountHome: accountHome)
        stateHome = state ?? StoragePath.join(home, ".local/state")
        dataHome = data ?? StoragePath.join(home, ".local/share")
        self.home = home
    }

    /// `$XDG_CACHE_HOME/aisle`, else `$HOME/.cache/aisle` (the same rules as the other two),
    /// with the home it lies under when that was needed (never to be created): where catalogs
    /// are kept imported. Only a cache: deleting it costs only time.
    public static func aisleCacheDirectory(
        environment: [String: String], accountHome: () -> String? = AccountHome.current
    ) throws(XDGError) -> (directory: String, home: String?) {
        if let base = explicit("XDG_CACHE_HOME", in: environment) {
            return (StoragePath.join(base, "aisle"), nil)
        }
        let home = try home(needing: "XDG_CACHE_HOME", in: environment, accountHome: accountHome)
        return (StoragePath.join(home, ".cache/aisle"), home)
    }

    /// `<stateHome>/aisle`: the directory of `navigation.json`.
    public func aisleStateDirectory() -> String { StoragePath.join(stateHome, "aisle") }

    /// `<dataHome>/aisle`: the directory of `cart.json` and `orders.json`.
    public func aisleDataDirectory() -> String { StoragePath.join(dataHome, "aisle") }

    /// The absolute value of `variable`, trailing slashes trimmed, or nil.
    private static func explicit(_ variable: String, in environment: [String: String]) -> String? {
        guard let value = environment[variable], value.hasPrefix("/") else { return nil }
        return StoragePath.trimmingTrailingSlashes(value)
    }

    private static func home(
        needing variable: String, in environment: [String: String], accountHome: () -> String?
    ) throws(XDGError) -> String {
        let variableHome = environment["HOME"] ?? ""
        if variableHome.hasPrefix("/") { return StoragePath.trimmingTrailingSlashes(variableHome) }
        if let account = accountHome(), account.hasPrefix("/") {
            return StoragePath.trimmingTrailingSlashes(account)
        }
        guard variableHome.isEmpty else { throw .homeNotAbsolute(variableHome) }
        throw .homeNotSet(needing: variable)
    }
}
