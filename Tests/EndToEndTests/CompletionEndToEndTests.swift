import Testing

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Issue 19, item 16: the completion scripts complete file names after `--catalog`, also on
/// plain `aisle` (whose options are `aisle run`'s), in bash and fish as a shell would run them;
/// and the man page's source keeps its symbols as groff escapes.
@Suite(.timeLimit(.minutes(20))) struct CompletionEndToEndTests {
    /// What the shell offers after each line, run in a directory holding `shop.json`,
    /// `shop.csv` and `notes.txt`.
    static func offers(_ shell: String, lines: [String], program: String) throws -> [String] {
        let scratch = try ScratchDirectory()
        let generated = try PlainRun.run(
            ["--generate-completion-script", shell], scratch: scratch)
        #expect(generated.termination == .exited(0), "stderr: \(generated.error)")
        let script = try scratch.write(generated.output, to: "aisle.\(shell)")
        let shop = try scratch.directory("shop")
        for name in ["shop.json", "shop.csv", "notes.txt"] {
            _ = FileManager.default.createFile(atPath: shop + "/" + name, contents: Data())
        }
        let driver = try scratch.write(
            program.replacingOccurrences(of: "SCRIPT", with: script)
                .replacingOccurrences(of: "DIR", with: shop), to: "driver")
        let result = try ProcessSpawner.run(
            [shell, driver] + lines,
            environment: ["PATH": AisleProgram.searchPath, "HOME": shop, "LANG": "C.UTF-8"],
            scratch: scratch)
        #expect(result.termination == .exited(0), "stderr: \(result.error)")
        return result.output.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0)
        }
    }

    /// Each line of the output: the line completed, `->`, the offers sorted.
    static let bashDriver = """
        source SCRIPT
        cd DIR
        for line in "$@"; do
          read -r -a COMP_WORDS <<< "$line"
          [[ "$line" == *" " ]] && COMP_WORDS+=("")
          COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); COMP_LINE="$line"; COMP_POINT=${#line}
          COMPREPLY=()
          _aisle aisle "${COMP_WORDS[-1]}" "${COMP_WORDS[-2]}"
          echo "$line -> $(printf '%s\\n' "${COMPREPLY[@]}" | sort | xargs)"
        done
        """

    @Test func bashCompletesCatalogFiles() throws {
        let lines = try Self.offers(
            "bash",
            lines: [
                "aisle --catalog sh", "aisle --fresh --catalog no", "aisle run --catalog sh",
                "aisle open --catalog sh", "aisle reset --catalog no", "aisle --cat",
                "aisle ru",
            ], program: Self.bashDriver)
        #expect(lines.contains("aisle --catalog sh -> shop.csv shop.json"), "\(lines)")
        #expect(lines.contains("aisle --fresh --catalog no -> notes.txt"), "\(lines)")
        #expect(lines.contains("aisle run --catalog sh -> shop.csv shop.json"), "\(lines)")
        #expect(lines.contains("aisle open --catalog sh -> shop.csv shop.json"), "\(lines)")
        #expect(lines.contains("aisle reset --catalog no -> notes.txt"), "\(lines)")
        #expect(lines.contains("aisle --cat -> --catalog"), "\(lines)")
        #expect(lines.contains("aisle ru -> run"), "\(lines)")
    }

    static let fishDriver = """
        source SCRIPT
        cd DIR
        for line in $argv
          echo "$line ->" (complete -C "$line" | string replace -r '\\t.*' '' | sort)
        end
        """

    @Test(
        .enabled(if: ProcessSpawner.resolve("fish", path: AisleProgram.searchPath).hasPrefix("/")))
    func fishCompletesCatalogFiles() throws {
        let lines = try Self.offers(
            "fish", lines: ["aisle --catalog sh", "aisle run --catalog no", "aisle --cat"],
            program: Self.fishDriver)
        #expect(lines.contains("aisle --catalog sh -> shop.csv shop.json"), "\(lines)")
        #expect(lines.contains("aisle run --catalog no -> notes.txt"), "\(lines)")
        #expect(lines.contains("aisle --cat -> --catalog"), "\(lines)")
    }

    /// ArgumentParser's man page generator drops non-ASCII text, so the JSON it reads names
    /// each such character as groff does (`scripts/man-page.sh` undoes the generator's escape).
    @Test func manualSourceKeepsSymbolsAsGroffEscapes() throws {
        let result = try PlainRun.run(
            ["--experimental-dump-help"], environment: ["LANG": "C"], scratch: ScratchDirectory())
        #expect(result.termination == .exited(0), "stderr: \(result.error)")
        #expect(result.standardOutput.allSatisfy { $0 < 0x80 })
        for escape in [#"\\[u2191]"#, #"\\[u23CE]"#, #"\\[u232B]"#, #"1\\[u2013]9"#] {
            #expect(result.output.contains(escape), "\(escape) in the help JSON")
        }
    }
}
