#!/usr/bin/env python3
"""Every test suite has a time limit, so a test that loops names itself and fails instead of
hanging `make test` until CI kills the job (issue 30, item 6).

`time_limits.py --check` (run by scripts/run-tests.sh before the tests) lists every suite under
Tests/ without a `.timeLimit` trait and exits 1 if there is one. `time_limits.py --fix` adds
the trait: `@Suite` gains `.timeLimit(.minutes(N))`, and a type holding `@Test`s without an
`@Suite` attribute gets `@Suite(.timeLimit(.minutes(N)))`. N is END_TO_END_MINUTES for the
end-to-end tests (a real binary in tmux on a loaded machine) and MINUTES for the rest, and a
limit below those is reported too: Swift Testing's clock runs while a test waits for one of the
two cores behind hundreds of others, so on the loaded CI machine a one-minute limit failed tests
that take milliseconds. Long enough never to be reached by a test that ends, short enough that a
looping test is named well before CI's 90 minutes (scripts/run-tests.sh stops the whole run
after 45). Swift Testing applies a suite's limit to each of its tests, nested suites included.

Reads the files by their swift-format shape: top-level declarations start in column 0.
Python 3.11 standard library only.
"""

import re
import sys
from pathlib import Path

MINUTES = 10
END_TO_END_MINUTES = 20
ROOT = Path(__file__).resolve().parent.parent / "Tests"
TYPE = re.compile(r"^(?:(?:public|internal|final|private|fileprivate)\s+)*"
                  r"(?:struct|class|enum|actor)\s+(\w+)")


def minutes(path: Path) -> int:
    return END_TO_END_MINUTES if "EndToEndTests" in path.parts else MINUTES


def closing_paren(text: str, start: int) -> int:
    """The index of the `)` matching the `(` at `start`, skipping string literals."""
    depth = 0
    index = start
    while index < len(text):
        char = text[index]
        if char == '"':
            index += 1
            while index < len(text) and text[index] != '"':
                index += 2 if text[index] == "\\" else 1
        elif char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
            if depth == 0:
                return index
        index += 1
    raise ValueError("unbalanced parentheses")


def suite_attributes(text: str):
    """Each `@Suite` attribute: (start, end, arguments or None)."""
    for match in re.finditer(r"@Suite\b", text):
        after = match.end()
        if after < len(text) and text[after] == "(":
            end = closing_paren(text, after)
            yield match.start(), end + 1, text[after + 1:end]
        else:
            yield match.start(), after, None


def unmarked_types(lines: list[str]) -> list[tuple[int, str]]:
    """Top-level types that hold `@Test`s and have no `@Suite` attribute: (line, name)."""
    found = []
    for index, line in enumerate(lines):
        match = TYPE.match(line)
        if not match:
            continue
        # The attributes above it: lines from the last blank line or top-level `}`.
        above = index - 1
        attributes = []
        while above >= 0 and lines[above].strip() and not lines[above].startswith("}") \
                and not lines[above].startswith("///"):
            attributes.append(lines[above])
            above -= 1
        if "@Suite" in line or any("@Suite" in attribute for attribute in attributes):
            continue
        if "{" in line and line.count("{") == line.count("}"):
            continue  # a one-line type: no tests in it
        body = []
        for following in lines[index + 1:]:
            if following.startswith("}"):
                break
            body.append(following)
        if any("@Test" in part for part in body):
            found.append((index, match[1]))
    return found


def missing(path: Path) -> list[str]:
    text = path.read_text()
    problems = []
    for start, _, arguments in suite_attributes(text):
        if arguments is None or ".timeLimit" not in arguments:
            line = text.count("\n", 0, start) + 1
            problems.append(f"{path}:{line}: @Suite without .timeLimit")
        else:
            for found in re.finditer(r"\.timeLimit\(\.minutes\((\d+)\)\)", arguments):
                if int(found[1]) < minutes(path):
                    line = text.count("\n", 0, start) + 1
                    problems.append(
                        f"{path}:{line}: .timeLimit under {minutes(path)} minutes (busy machine)")
    for index, name in unmarked_types(text.splitlines()):
        problems.append(f"{path}:{index + 1}: {name} holds tests but has no @Suite(.timeLimit)")
    return problems


def fix(path: Path) -> bool:
    text = path.read_text()
    trait = f".timeLimit(.minutes({minutes(path)}))"
    # Limits under the minimum are raised to it.
    text = re.sub(r"\.timeLimit\(\.minutes\((\d+)\)\)",
                  lambda found: trait if int(found[1]) < minutes(path) else found[0], text)
    # From the end, so earlier offsets stay valid.
    for start, end, arguments in reversed(list(suite_attributes(text))):
        if arguments is None:
            text = text[:start] + f"@Suite({trait})" + text[end:]
        elif ".timeLimit" not in arguments:
            close = end - 1
            inner = text[start + len("@Suite("):close]
            separator = ", " if inner.strip() else ""
            stripped = inner.rstrip()
            text = (text[:start + len("@Suite(")] + stripped + separator + trait
                    + inner[len(stripped):] + text[close:])
    lines = text.splitlines(keepends=True)
    for index, _ in reversed(unmarked_types([line.rstrip("\n") for line in lines])):
        lines.insert(index, f"@Suite({trait})\n")
    new = "".join(lines)
    if new != path.read_text():
        path.write_text(new)
        return True
    return False


def main() -> int:
    mode = sys.argv[1] if len(sys.argv) > 1 else "--check"
    files = sorted(ROOT.rglob("*.swift"))
    if mode == "--fix":
        changed = [path for path in files if fix(path)]
        for path in changed:
            print(f"added time limits: {path}")
        return 0
    problems = [problem for path in files for problem in missing(path)]
    for problem in problems:
        print(problem)
    if problems:
        print(f"{len(problems)} suite(s) without a time limit: scripts/time_limits.py --fix adds "
              "them", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
