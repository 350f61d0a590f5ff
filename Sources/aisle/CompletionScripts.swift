import ArgumentParser
import StateFiles

/// The shell completion scripts `--generate-completion-script` prints: ArgumentParser's, with
/// what it leaves out added. Plain `aisle` runs `aisle run` (the default subcommand), so
/// `aisle --catalog <Tab>` must complete files as `aisle run --catalog <Tab>` does; the
/// generator only offers the root's own flags there.
enum CompletionScripts {
    /// The shell named by `--generate-completion-script SHELL` (or `=SHELL`) in `arguments`.
    static func shell(in arguments: [String]) -> CompletionShell? {
        let option = "--generate-completion-script"
        for (index, argument) in arguments.enumerated() {
            if argument == option, index + 1 < arguments.count {
                return CompletionShell(rawValue: arguments[index + 1])
            }
            if argument.hasPrefix(option + "=") {
                return CompletionShell(rawValue: String(argument.dropFirst(option.count + 1)))
            }
        }
        return nil
    }

    /// The script for `shell`.
    static func script(for shell: CompletionShell) -> String {
        let generated = AisleCommand.completionScript(for: shell)
        switch shell {
        case .bash: return bash(generated)
        case .zsh: return zsh(generated)
        case .fish: return fish(generated)
        default: return generated
        }
    }

    /// The options of `aisle run` that plain `aisle` takes, with their help.
    static let runOptions: [(name: String, file: Bool, help: String)] = [
        ("catalog", true, "Read the catalog from <file>"),
        ("fresh", false, "Start at Home instead of the saved screens"),
        ("no-color", false, "Draw without colour"),
        ("no-mouse", false, "Leave the mouse to the terminal"),
    ]

    /// bash: a line whose first word is an option is completed as `aisle run`'s.
    static func bash(_ script: String) -> String {
        let words = "    local -a unparsed_words=(\"${COMP_WORDS[@]:1:${COMP_CWORD}}\")\n"
        guard let at = script.firstRange(of: words) else { return script }
        let run = """
                if [[ "${unparsed_words[0]}" == -* ]]; then
                    # Plain `aisle` takes the options of `aisle run`, its default subcommand.
                    local -a repeating_flags=() non_repeating_flags=()
                    local -a repeating_options=() non_repeating_options=()
                    _aisle_run
                    return
                fi

            """
        var patched = script
        patched.replaceSubrange(at, with: words + run)
        return joiningColons(patched)
    }

    /// bash splits words at `:` (`COMP_WORDBREAKS`), so a link `aisle://ca` reaches the
    /// completion as `aisle`, `:`, `//ca`, and `aisle open`'s one argument looks like three.
    /// The word before the cursor is joined back for the completion, and bash is handed only
    /// the part of each candidate after the word's last `:`, the part it replaces.
    static func joiningColons(_ script: String) -> String {
        let registration = "complete -o filenames -F _aisle aisle"
        guard let at = script.range(of: registration, options: .backwards) else { return script }
        let joining = #"""
            _aisle_joining_colons() {
                local line="${COMP_LINE:0:${COMP_POINT}}"
                local whole="${line##*[[:space:]]}"
                if [[ "${whole}" != *:* || "${whole}" == "${2}" ]]; then
                    _aisle "${@}"
                    return
                fi
                local joined="" first=${COMP_CWORD}
                while (( first > 0 )) && [[ "${joined}" != "${whole}" ]]; do
                    joined="${COMP_WORDS[first]}${joined}"
                    first=$(( first - 1 ))
                done
                [[ "${joined}" == "${whole}" ]] || { _aisle "${@}"; return; }
                local -a COMP_WORDS=("${COMP_WORDS[@]::first + 1}" "${whole}")
                local COMP_CWORD=$(( first + 1 ))
                _aisle "${1}" "${whole}" "${COMP_WORDS[first]}"
                local before="${whole%"${2}"}"
                COMPREPLY=("${COMPREPLY[@]#"${before}"}")
            }
            complete -o filenames -F _aisle_joining_colons aisle
            """#
        var patched = script
        patched.replaceSubrange(at, with: joining)
        return patched
    }

    /// zsh: the run options join the root's argument specifications.
    static func zsh(_ script: String) -> String {
        let root = "        '--version[Show the version.]'\n"
        guard let at = script.firstRange(of: root) else { return script }
        let specs = runOptions.map { option in
            "        '--\(option.name)[\(option.help).]'" + (option.file ? ":file:_files" : "")
                + "\n"
        }.joined()
        var patched = script
        patched.replaceSubrange(at, with: specs + root)
        return patched
    }

    /// fish: the run options, offered while no subcommand has been given.
    static func fish(_ script: String) -> String {
        let lines = runOptions.map { option in
            "complete -c 'aisle' -n '__fish_use_subcommand' -l '\(option.name)' -d '\(option.help)'"
                + (option.file ? " -rF" : "")
        }
        return script
            + "\n# Plain `aisle` takes the options of `aisle run`, its default subcommand.\n"
            + lines.joined(separator: "\n") + "\n"
    }
}
