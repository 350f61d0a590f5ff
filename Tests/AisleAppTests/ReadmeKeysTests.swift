import Testing

@testable import AisleApp

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The README's Keys section is written for people, but checked against the binding table:
/// every key bound on the browsing screens, in the prompts and in the message log is named
/// there, so a new binding cannot go undocumented.
@Suite(.timeLimit(.minutes(10))) struct ReadmeKeysTests {
    /// The README's "## Keys" section.
    static func keysSection() throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(
            contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "## Keys\n"))
        let rest = readme[start.upperBound...]
        let end = rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex
        return String(rest[..<end])
    }

    /// How the README writes a key the help writes as `name`.
    static func spelled(_ name: String) -> String {
        switch name {
        case "⏎": "`Enter`"
        case "⌫": "`Backspace`"
        case "Space": "Space"
        case "1–9": "`1`…`9`"
        default: "`\(name)`"
        }
    }

    @Test func everyBrowsingPromptAndLogKeyIsInTheReadme() throws {
        let section = try Self.keysSection()
        let contexts: Set<KeyContext> = [
            .screens, .list, .productList, .product, .option, .cart, .review, .prompt, .messages,
        ]
        var missing: [String] = []
        for binding in KeyBindings.table where contexts.contains(binding.context) {
            guard case .keys(let keys) = binding.keys else {
                if binding.keyNames == "1–9", !section.contains(Self.spelled("1–9")) {
                    missing.append("1–9")
                }
                continue
            }
            for key in keys where !section.contains(Self.spelled(KeyName.of(key))) {
                missing.append("\(KeyName.of(key)) (\(binding.note))")
            }
        }
        #expect(missing.isEmpty, "keys the README's Keys section does not name: \(missing)")
    }
}
