import Navigation

extension RoutePath {
    /// Back to the root (the app replaces the path instead).
    mutating func popToRoot() { replace(with: []) }
}
