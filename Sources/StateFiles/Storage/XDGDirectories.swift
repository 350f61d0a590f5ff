/// Where Aisle keeps its files, by the XDG Base Directory rules: `$XDG_STATE_HOME` for the
/// navigation session, `$XDG_DATA_HOME` for cart and orders. The environment is injected so
/// that nothing here reads the process's own.
public struct XDGDirectories: Sendable, Equatable {
    /// The base for state (`$XDG_STATE_HOME`, else `$HOME/.local/state`), no trailing `/`.
    public let stateHome: String
    /// The base for user data (`$XDG_DATA_HOME`, else `$HOME/.local/share`), no trailing `/`.
    public let dataHome: String

    /// Resolves both bases from `environment`. An unset, empty or relative XDG value is ignored
    /// (the spec calls relative values invalid) and `$HOME` supplies the default; throws when
    /// that default is needed and `HOME` is unset, empty or relative.
    public init(environment: [String: String]) throws(XDGError) {
        stateHome = try Self.resolve(
            "XDG_STATE_HOME", default: ".local/state", in: environment)
        dataHome = try Self.resolve(
            "XDG_DATA_HOME", default: ".local/share", in: environment)
    }

    /// `<stateHome>/aisle`: the directory of `navigation.json`.
    public func aisleStateDirectory() -> String { StoragePath.join(stateHome, "aisle") }

    /// `<dataHome>/aisle`: the directory of `cart.json` and `orders.json`.
    public func aisleDataDirectory() -> String { StoragePath.join(dataHome, "aisle") }

    private static func resolve(
        _ variable: String, default relative: String, in environment: [String: String]
    ) throws(XDGError) -> String {
        if let value = environment[variable], value.hasPrefix("/") {
            return StoragePath.trimmingTrailingSlashes(value)
        }
        guard let home = environment["HOME"], !home.isEmpty else {
            throw .homeNotSet(needing: variable)
        }
        guard home.hasPrefix("/") else { throw .homeNotAbsolute(home) }
        return StoragePath.join(StoragePath.trimmingTrailingSlashes(home), relative)
    }
}
