import Foundation
import Storefront
import Testing

/// Catalog files in, catalogs or named errors out: every class of bad file gives the right
/// `CatalogError` and a one-line message that says where the problem is.
@Suite struct CatalogLoaderTests {
    /// A small valid catalog assembled from parts, so each bad case changes exactly one part.
    enum Sample {
        /// A product as JSON: `set` replaces fields with raw JSON values, `omit` drops one.
        static func product(
            _ id: String, _ set: KeyValuePairs<String, String> = [:], omit: String? = nil
        ) -> String {
            var fields: [(String, String)] = [
                ("id", "\"\(id)\""), ("name", "\"Thing \(id)\""), ("category", #""coffee""#),
                ("seller", #""s-one""#), ("price", "1850"), ("stock", "3"),
                ("description", #""Nice.""#),
            ]
            for (key, value) in set {
                if let index = fields.firstIndex(where: { $0.0 == key }) {
                    fields[index].1 = value
                } else {
                    fields.append((key, value))
                }
            }
            let members = fields.filter { $0.0 != omit }.map { "\"\($0.0)\": \($0.1)" }
            return "{" + members.joined(separator: ", ") + "}"
        }

        /// Categories with these ids, as a JSON array.
        static func categories(_ ids: String...) -> String {
            "[" + ids.map { #"{"id": "\#($0)", "name": "Shelf \#($0)"}"# }.joined(separator: ", ")
                + "]"
        }

        /// Sellers with these ids, as a JSON array.
        static func sellers(_ ids: String...) -> String {
            let records = ids.map {
                #"{"id": "\#($0)", "name": "Café \#($0)", "about": "Sells."}"#
            }
            return "[" + records.joined(separator: ", ") + "]"
        }

        /// Products p-001 and p-002, then `third` (p-003 unless replaced).
        static func json(
            currency: String = #""USD""#, categories: String = categories("coffee", "books"),
            sellers: String = sellers("s-one", "s-two"), third: String = product("p-003")
        ) -> String {
            let products = [product("p-001"), product("p-002", ["seller": #""s-two""#]), third]
            return #"{"currency": \#(currency), "categories": \#(categories), "#
                + #""sellers": \#(sellers), "products": ["# + products.joined(separator: ", ")
                + "]}"
        }
    }

    struct BadCase: CustomTestStringConvertible, Sendable {
        var label: String
        var json: String
        var error: CatalogError
        var testDescription: String { label }
    }

    static let p3 = #"products[2] (id "p-003")"#
    static let empty = CatalogError.malformed(
        record: "the file",
        problem: "empty, expected a JSON object with currency, categories, sellers and products")

    static let badCases: [BadCase] = [
        BadCase(
            label: "not JSON", json: "hello",
            error: .malformed(
                record: "line 1, column 1",
                problem: #"not valid JSON (expected a value, found "h")"#)),
        BadCase(label: "empty file", json: "", error: empty),
        BadCase(label: "only white space", json: " \n\t ", error: empty),
        BadCase(
            label: "cut off", json: String(Sample.json().dropLast(3)),
            error: .malformed(
                record: "line 1, column \(Sample.json().count - 2)",
                problem: "not valid JSON (the file ends inside an object)")),
        BadCase(
            label: "text after the catalog", json: Sample.json() + " x",
            error: .malformed(
                record: "line 1, column \(Sample.json().count + 2)",
                problem: #"not valid JSON (unexpected "x" after the end of the catalog)"#)),
        BadCase(
            label: "missing field",
            json: Sample.json(third: Sample.product("p-003", omit: "price")),
            error: .malformed(record: p3, problem: #"missing field "price""#)),
        BadCase(
            label: "missing id", json: Sample.json(third: Sample.product("p-003", omit: "id")),
            error: .malformed(record: "products[2]", problem: #"missing field "id""#)),
        BadCase(
            label: "number as a string",
            json: Sample.json(third: Sample.product("p-003", ["stock": #""12""#])),
            error: .malformed(
                record: p3, problem: #""stock" must be a whole number, found a string ("12")"#)),
        BadCase(
            label: "fractional price",
            json: Sample.json(third: Sample.product("p-003", ["price": "18.5"])),
            error: .malformed(record: p3, problem: #""price" must be a whole number, found 18.5"#)),
        BadCase(
            label: "price out of range",
            json: Sample.json(third: Sample.product("p-003", ["price": "99999999999999999999"])),
            error: .malformed(
                record: p3, problem: #""price" is out of range (99999999999999999999)"#)),
        BadCase(
            label: "null name", json: Sample.json(third: Sample.product("p-003", ["name": "null"])),
            error: .malformed(record: p3, problem: #""name" must be a string, found null"#)),
        BadCase(
            label: "entry not an object", json: Sample.json(third: #""p-003""#),
            error: .malformed(
                record: "products[2]",
                problem: #"the entry must be an object, found a string ("p-003")"#)),
        BadCase(
            label: "products not an array",
            json: Sample.json().replacingOccurrences(
                of: #""products": ["#, with: #""products": {"x": ["#) + "}",
            error: .malformed(
                record: "the top-level object",
                problem: #""products" must be an array, found an object"#)),
        BadCase(
            label: "missing currency",
            json: Sample.json().replacingOccurrences(of: #""currency": "USD", "#, with: ""),
            error: .malformed(record: "the top-level object", problem: #"missing field "currency""#)
        ),
        BadCase(
            label: "top level not an object", json: "[1, 2]",
            error: .malformed(
                record: "the file", problem: "the catalog must be a JSON object, found an array")),
        BadCase(
            label: "negative price",
            json: Sample.json(third: Sample.product("p-003", ["price": "-1"])),
            error: .negativePrice("p-003")),
        BadCase(
            label: "negative stock",
            json: Sample.json(third: Sample.product("p-003", ["stock": "-2"])),
            error: .negativeStock("p-003")),
        BadCase(
            label: "duplicate product id", json: Sample.json(third: Sample.product("p-001")),
            error: .duplicateProduct("p-001")),
        BadCase(
            label: "duplicate category id",
            json: Sample.json(categories: Sample.categories("coffee", "books", "coffee")),
            error: .duplicateCategory("coffee")),
        BadCase(
            label: "duplicate seller id",
            json: Sample.json(sellers: Sample.sellers("s-one", "s-two", "s-two")),
            error: .duplicateSeller("s-two")),
        BadCase(
            label: "unknown category",
            json: Sample.json(third: Sample.product("p-003", ["category": #""tea""#])),
            error: .unknownCategory(product: "p-003", category: "tea")),
        BadCase(
            label: "unknown seller",
            json: Sample.json(third: Sample.product("p-003", ["seller": #""s-nobody""#])),
            error: .unknownSeller(product: "p-003", seller: "s-nobody")),
        BadCase(
            label: "unknown currency", json: Sample.json(currency: #""XYZ""#),
            error: .unsupportedCurrency("XYZ")),
        BadCase(
            label: "id with a space", json: Sample.json(third: Sample.product("p 3")),
            error: .malformed(
                record: #"products[2] (id "p 3")"#,
                problem: #""id" may use only ASCII letters, digits, "-", "_", "." and "~""#)),
        BadCase(
            label: "empty category id",
            json: Sample.json(categories: Sample.categories("coffee", "books", "")),
            error: .malformed(
                record: #"categories[2] (id "")"#, problem: #""id" must not be empty"#)),
        BadCase(
            label: "nested too deeply",
            json: #"{"currency": "USD", "x": "# + String(repeating: "[", count: 40)
                + String(repeating: "]", count: 40) + "}",
            error: .malformed(
                record: "line 1, column 57",
                problem: "not valid JSON (nested more than 32 levels deep)")),
    ]

    @Test(arguments: badCases)
    func badCatalogIsRefusedWithANamedError(_ bad: BadCase) {
        #expect(throws: bad.error) { try Catalog.decode(Array(bad.json.utf8)) }
    }

    @Test(arguments: badCases)
    func messageIsOneLineNamingFileRecordAndRemedy(_ bad: BadCase) throws {
        let message = bad.error.message(file: "shop.json")
        #expect(message.hasPrefix(#"aisle: catalog "shop.json": "#))
        let remedy = " — fix the file or run without --catalog to use the bundled catalog"
        #expect(message.hasSuffix(remedy))
        #expect(!message.contains("\n"))
        switch bad.error {
        case .malformed(let record, let problem):
            #expect(message.contains("\(record): \(problem)"))
        case .unknownCategory:
            #expect(message.contains(#"product "p-003" is in category "tea""#))
        case .unknownSeller:
            #expect(message.contains(#"product "p-003" is sold by seller "s-nobody""#))
        case .duplicateProduct(let id):
            #expect(message.contains(#"more than one product has the id "\#(id)""#))
        case .duplicateCategory(let id):
            #expect(message.contains(#"more than one category has the id "\#(id)""#))
        case .duplicateSeller(let id):
            #expect(message.contains(#"more than one seller has the id "\#(id)""#))
        case .negativePrice(let id):
            #expect(message.contains(#"product "\#(id)": "price" must not be negative"#))
        case .negativeStock(let id):
            #expect(message.contains(#"product "\#(id)": "stock" must not be negative"#))
        case .unsupportedCurrency(let code):
            #expect(
                message.contains(#"currency "\#(code)" is not supported (use one of AUD, CAD, CHF"#)
            )
        case .unreadable:
            Issue.record("not a content error")
        }
    }

    @Test func syntaxErrorIsLocatedByLineAndColumnInCharacters() {
        let json = """
            {
              "currency": "USD",
              "categories": [],
              "sellers": [{"id": "s-é" "name": "x"}],
            }
            """
        #expect(
            throws: CatalogError.malformed(
                record: "line 4, column 28",
                problem: #"not valid JSON (expected "," or "}" after a field, found "\"")"#)
        ) { try Catalog.decode(Array(json.utf8)) }
    }

    @Test func textFromTheFileIsEscapedInMessages() {
        let json = Sample.json(third: Sample.product("p-003", ["category": #""\u001b[31mred""#]))
        let error = #expect(throws: CatalogError.self) { try Catalog.decode(Array(json.utf8)) }
        let message = error?.message(file: "bad\nname.json") ?? ""
        #expect(message.contains(#"category "\u{1B}[31mred""#))
        #expect(message.contains(#"catalog "bad\nname.json""#))
        #expect(!message.unicodeScalars.contains { $0.value < 0x20 })
    }

    @Test func unknownFieldsAreIgnoredAndAByteOrderMarkIsAccepted() throws {
        let json = Sample.json(third: Sample.product("p-003", ["colour": #""red""#]))
        let catalog = try Catalog.decode([0xEF, 0xBB, 0xBF] + Array(json.utf8))
        #expect(catalog.products.map(\.id) == ["p-001", "p-002", "p-003"])
        #expect(catalog.product("p-001")?.price == 1850)
        #expect(catalog.seller("s-one")?.name == "Café s-one")
        #expect(catalog.currency == .usd)
    }

    /// Whenever the decoder rejects a file's syntax, the scanner must find where: a mutation the
    /// two disagree on falls back to the unlocated "the file: not valid JSON".
    @Test func everySyntaxErrorIsLocated() {
        let valid = Array(Sample.json().utf8)
        var unlocated: [String] = []
        for offset in valid.indices {
            for replacement: UInt8? in [
                nil, UInt8(ascii: ","), UInt8(ascii: "\""), UInt8(ascii: "}"), 0x01,
            ] {
                var bytes = valid
                if let replacement { bytes[offset] = replacement } else { bytes.remove(at: offset) }
                do {
                    _ = try Catalog.decode(bytes)
                } catch .malformed(record: "the file", problem: "not valid JSON") {
                    unlocated.append(String(decoding: bytes, as: UTF8.self))
                } catch {}
            }
        }
        #expect(unlocated == [])
    }

    // MARK: Files

    /// A fresh directory for one test, removed afterwards.
    final class Scratch {
        let path: String

        init() throws {
            path =
                FileManager.default.temporaryDirectory.path + "/aisle-catalog-" + UUID().uuidString
            try FileManager.default.createDirectory(
                atPath: path, withIntermediateDirectories: false)
        }

        deinit { try? FileManager.default.removeItem(atPath: path) }

        func file(_ name: String, _ contents: String, mode: Int = 0o644) throws -> String {
            let file = path + "/" + name
            try Data(contents.utf8).write(to: URL(fileURLWithPath: file))
            try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: file)
            return file
        }
    }

    @Test func loadsAFileAndFollowsASymbolicLink() throws {
        let scratch = try Scratch()
        let file = try scratch.file("shop.json", Sample.json())
        let link = scratch.path + "/link.json"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: file)
        let expected = try Catalog.decode(Array(Sample.json().utf8))
        #expect(try Catalog.load(contentsOf: file) == expected)
        #expect(try Catalog.load(contentsOf: link) == expected)
    }

    struct FileCase: CustomTestStringConvertible, Sendable {
        var label: String
        /// Makes the path to load inside a scratch directory.
        var make: @Sendable (Scratch) throws -> String
        var error: CatalogError
        var testDescription: String { label }
    }

    static let fileCases: [FileCase] = [
        FileCase(
            label: "missing file", make: { $0.path + "/nothing.json" },
            error: .unreadable(reason: "no such file")),
        FileCase(
            label: "directory", make: { $0.path },
            error: .unreadable(reason: "is a directory")),
        FileCase(
            label: "named pipe",
            make: { scratch in
                let fifo = scratch.path + "/pipe.json"
                guard mkfifo(fifo, 0o600) == 0 else { throw CocoaError(.fileWriteUnknown) }
                return fifo
            },
            error: .unreadable(reason: "is a named pipe, not a regular file")),
        FileCase(
            label: "path through a file", make: { try $0.file("plain", "x") + "/catalog.json" },
            error: .unreadable(reason: "a folder in its path is not a directory")),
        FileCase(
            label: "empty path", make: { _ in "" },
            error: .unreadable(reason: "no file name given")),
        FileCase(
            label: "empty file", make: { try $0.file("empty.json", "") },
            error: .malformed(
                record: "the file",
                problem:
                    "empty, expected a JSON object with currency, categories, sellers and products")
        ),
    ]

    @Test(arguments: fileCases)
    func unreadableFileIsRefused(_ bad: FileCase) throws {
        let scratch = try Scratch()
        let path = try bad.make(scratch)
        #expect(throws: bad.error) { try Catalog.load(contentsOf: path) }
    }

    @Test(.enabled(if: getuid() != 0, "root reads any file"))
    func fileWithoutReadPermissionIsRefused() throws {
        let scratch = try Scratch()
        let file = try scratch.file("secret.json", Sample.json(), mode: 0o200)
        #expect(throws: CatalogError.unreadable(reason: "permission denied")) {
            try Catalog.load(contentsOf: file)
        }
    }

    @Test func unreadableMessageSaysToCheckThePath() {
        let message = CatalogError.unreadable(reason: "no such file").message(file: "/x/shop.json")
        #expect(
            message == #"aisle: cannot read catalog "/x/shop.json": no such file"#
                + " — check the path, or run without --catalog to use the bundled catalog")
    }

    @Test func fileOverTheSizeLimitIsRefusedBeforeReading() throws {
        let scratch = try Scratch()
        let file = try scratch.file("huge.json", "{}")
        // A sparse file: the size is checked before a byte is read.
        #expect(truncate(file, off_t(Catalog.maximumFileSize + 1)) == 0)
        #expect(
            throws: CatalogError.unreadable(reason: "is too large (257 MiB; the limit is 256 MiB)")
        ) {
            try Catalog.load(contentsOf: file)
        }
    }
}
