import Storefront

extension FuzzChecks {
    /// The JSON catalog reader: a catalog within every rule, or an error whose problems are
    /// located (a line for each, at most `CatalogProblemLog.limit` listed), never a crash.
    static func catalog(_ bytes: [UInt8]) {
        do throws(CatalogError) {
            let contents = try CatalogContents.decode(bytes)
            let ids =
                contents.categories.map(\.id.rawValue) + contents.sellers.map(\.id.rawValue)
                + contents.products.map(\.id.rawValue)
            if let bad = ids.first(where: { !Catalog.isValidID($0) }) {
                fatalError("a record with an invalid id was read: \(bad)")
            }
            if let bad = contents.products.first(where: { Catalog.rangeProblem(of: $0) != nil }) {
                fatalError("a product outside the maxima was read: \(bad.id)")
            }
        } catch .unreadable {
            fatalError("bytes in memory cannot be unreadable")
        } catch .invalid(let problem, let place) {
            guard place.line != nil || problem == .empty else {
                fatalError("a catalog problem without a line: \(problem)")
            }
        } catch .several(let issues, let more) {
            guard issues.count >= 2, issues.count <= CatalogProblemLog.limit, more >= 0,
                issues.allSatisfy({ $0.place.line != nil })
            else { fatalError("a report of several problems out of shape: \(issues.count)") }
        } catch {
            // Every case is above; the module is compiled on its own, so the compiler asks.
            fatalError("an error of no known kind: \(error)")
        }
    }

    /// Link parsing: what parses prints as a link that parses back to the same screens, and
    /// printing that again gives the same text (parse → print → parse is stable).
    static func link(_ text: String) {
        for shortForm in [false, true] {
            guard let routes = try? DeepLink.parse(text, allowShortForm: shortForm) else {
                continue
            }
            let printed = DeepLink.format(routes)
            guard let again = try? DeepLink.parse(printed), again == routes,
                DeepLink.format(again) == printed
            else {
                fatalError("a link does not survive print and parse: \(printed)")
            }
        }
    }
}
