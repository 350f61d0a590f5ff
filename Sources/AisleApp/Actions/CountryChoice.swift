import Storefront

/// Picking a country with ← →, Space and type-ahead.
enum CountryChoice {
    /// The country `delta` places from `code` in `Countries.all` (wrapping); the first (or
    /// last, going back) when none is chosen.
    static func step(from code: String?, by delta: Int) -> String? {
        let all = Countries.all
        guard !all.isEmpty else { return nil }
        guard let code, let index = all.firstIndex(where: { $0.id == code }) else {
            return delta < 0 ? all.last?.id : all.first?.id
        }
        return all[((index + delta) % all.count + all.count) % all.count].id
    }

    /// The next country after `code` whose name starts with `letter`, wrapping; `code` itself
    /// when none does.
    static func next(startingWith letter: Character, after code: String?) -> String? {
        let all = Countries.all
        let prefix = SearchFolding.fold(String(letter))
        let start = code.flatMap { code in all.firstIndex { $0.id == code } }.map { $0 + 1 } ?? 0
        for offset in 0..<all.count {
            let country = all[(start + offset) % all.count]
            if SearchFolding.fold(country.name).hasPrefix(prefix) { return country.id }
        }
        return code
    }
}
