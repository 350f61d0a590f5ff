#!/usr/bin/env python3
"""Fault injection, end to end: strace kills Aisle at each step of saving navigation.json, or
makes that step fail, and the file must always be the complete old or the complete new document.

Each case runs the real binary in tmux with throw-away XDG directories. Aisle starts (writing
its three files), opens Coffee & Tea (the change is saved at most once a second, so it is still
pending), strace attaches with -f, and `q` makes Aisle save it. The save's steps, on the saver's
thread: openat(temp) write fsync close, openat(lock; twice when it exists) flock, rename,
openat(dir) fsync close.
strace counts calls per thread from the attach, so the first openat/write/fsync/close/flock/
rename of that thread is the temporary file's (or the lock's, or the rename), and its second
fsync is the directory's. Which call was hit is checked in strace's log (-y shows paths).

Kills (SIGKILL on entry, so the call never runs): the file is the old document up to and
including the rename, the new one at the directory fsync. Errors (ENOSPC, EIO, EACCES, EROFS):
the same, plus status 0, one warning naming the file printed after the alternate screen was
left ("could not save", or at the directory fsync, after which the save has happened, "may not
survive a crash"), and no temporary file left behind.

Usage: run.py --binary PATH --catalog PATH. Prints a line per case and then exactly
`N passed, M failed`; exits 1 if anything failed.
"""

import argparse
import os
import re
import shutil
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

sys.dont_write_bytecode = True  # no __pycache__ in the checkout
sys.path.insert(0, str(Path(__file__).resolve().parent))
from harness import (  # noqa: E402
    SEARCH_PATH, TERM_ENV, HarnessError, Strace, Tmux, output_after_alternate_screen, wait_for)


@dataclass(frozen=True)
class Step:
    """One step of the save: its system calls, which call of the saver's thread it is, what the
    call touches (for checking the log) and which document must be on disk if it never runs."""
    name: str
    syscalls: str
    when: int
    touches: str  # temp, lock, rename or dir
    leaves: str  # old or new
    errors: bool = True


STEPS = [
    # The lock is taken first and navigation.json read under it (openat 1–3, close 1),
    # so the save merges over the file as it is on disk; then the temporary file.
    Step("open the temporary file", "openat", 4, "temp", "old"),
    Step("write it", "write", 1, "temp", "old"),
    Step("fsync it", "fsync", 1, "temp", "old"),
    Step("close it", "close", 2, "temp", "old"),
    # A failing flock only means saving without the lock; only a kill is a fault there.
    Step("take the lock", "flock", 1, "lock", "old", errors=False),
    Step("rename it over navigation.json", "rename,renameat,renameat2", 1, "rename", "old"),
    Step("fsync the directory", "fsync", 2, "dir", "new"),
]
ERRORS = ["ENOSPC", "EIO", "EACCES", "EROFS"]
ERRNO = {"ENOSPC": 28, "EIO": 5, "EACCES": 13, "EROFS": 30}


class Case:
    """One run of Aisle in its own directories."""

    def __init__(self, root: Path, tmux: Tmux, binary: str, catalog: str):
        self.root = root
        self.tmux = tmux
        for name in ("home", "state", "data"):
            (root / name).mkdir(parents=True)
        self.state = root / "state" / "aisle"
        self.navigation = self.state / "navigation.json"
        # The session file, and the user's database (SQLite's to write; created at start).
        self.files = [self.navigation, root / "data/aisle/aisle.sqlite"]
        environment = {"PATH": SEARCH_PATH, "HOME": str(root / "home"),
                       "XDG_STATE_HOME": str(root / "state"),
                       "XDG_DATA_HOME": str(root / "data"), **TERM_ENV}
        self.command = (["env", "-i"] + [f"{k}={v}" for k, v in sorted(environment.items())]
                        + [binary, "--catalog", catalog])
        self.pane_log = root / "pane.log"

    def start_and_open_category(self) -> bytes:
        """Starts Aisle, lets its first saves finish, opens Coffee & Tea; returns the bytes of
        navigation.json then (the old document)."""
        self.tmux.start(self.command, self.pane_log, self.root)
        wait_for("the first saves", lambda: all(f.exists() for f in self.files)
                 and not self.temporaries())
        time.sleep(0.1)  # the last save's directory fsync and unlock
        self.tmux.keys("Enter")
        wait_for("Coffee & Tea", lambda: "Coffee & Tea" in self.tmux.screen().splitlines()[2])
        return self.navigation.read_bytes()

    def temporaries(self) -> list[str]:
        if not self.state.exists():
            return []
        return [n for n in os.listdir(self.state) if n.startswith(".navigation.json.tmp-")]


def call(line: str) -> tuple[int, str] | None:
    """The thread and system call of a strace -f line (`1234  fsync(5</x>) = 0`), or None."""
    match = re.match(r"(\d+)\s+(\w+)\(", line)
    return (int(match[1]), match[2]) if match else None


def touches(line: str, kind: str, state: Path) -> bool:
    """Whether a strace line is a call on the file `kind` names."""
    return {
        "temp": f"{state}/.navigation.json.tmp-" in line,
        "lock": f"{state}/.navigation.json.lock>" in line,
        "rename": (call(line) or (0, ""))[1].startswith("rename")
        and f'"{state}/navigation.json"' in line,
        "dir": f"<{state}>)" in line,
    }[kind]


def run_case(case: Case, step: Step, fault: str, new: bytes) -> list[str]:
    """Runs one case; returns what went wrong (empty when it passed)."""
    old = case.start_and_open_category()
    pid = int(case.tmux.value("#{pane_pid}"))
    action = "signal=SIGKILL" if fault == "kill" else f"error={fault}"
    strace = Strace(pid, f"{step.syscalls}:{action}:when={step.when}", case.root / "strace.log")
    try:
        ending = save_under(case, strace, pid, step, fault)
    finally:
        strace.finish()
    lines = strace.lines()
    if fault == "kill":
        hit = [line for line in lines if line.endswith(" = ?")]
    else:
        hit = [line for line in lines if "(INJECTED)" in line and (call(line) or (pid,))[0] != pid]
    if not hit:
        raise HarnessError("the injection never fired (the save happened before strace attached?)")

    problems = []
    if len(hit) != 1 or not touches(hit[0], step.touches, case.state):
        problems.append(f"injected into the wrong call: {hit}")
    content = case.navigation.read_bytes() if case.navigation.exists() else None
    expected = old if step.leaves == "old" else new
    if content != expected:
        which = "old" if content == old else "new" if content == new else "neither old nor new"
        problems.append(f"navigation.json is the {which} document, expected the {step.leaves}")
    if fault == "kill":
        if ending != ("signal", 9):
            problems.append(f"ended by {ending}, not by the SIGKILL")
        return problems
    if ending != ("status", 0):
        problems.append(f"ended with {ending}, expected status 0")
    after = output_after_alternate_screen(case.pane_log)
    if after is None:
        problems.append("the alternate screen was not left")
    else:
        # After the rename the save has happened: only its durability is in doubt.
        saved = step.leaves == "new"
        marker = "may not survive a crash" if saved else "could not save"
        warnings = [
            line
            for line in after.splitlines()
            if "could not save" in line or "may not survive a crash" in line
        ]
        reason = os.strerror(ERRNO[fault]).lower()
        if len(warnings) != 1:
            problems.append(f"{len(warnings)} warnings after the screen was restored: {after!r}")
        elif marker not in warnings[0]:
            problems.append(f"the warning does not say '{marker}': {warnings[0]!r}")
        elif str(case.navigation) not in warnings[0] or reason not in warnings[0].lower():
            problems.append(f"the warning does not name the file and '{reason}': {warnings[0]!r}")
    if case.temporaries():
        problems.append(f"temporary files left: {case.temporaries()}")
    return problems


def save_under(case: Case, strace: Strace, pid: int, step: Step, fault: str) -> tuple[str, int]:
    """Quits, so that Aisle saves with strace attached; returns how it ended."""
    if fault != "kill" and "write" in step.syscalls:
        # The main thread's first write would be hit too (counts are per thread): spend it on
        # a redraw (help on, help off) before the save, so the terminal's reset stays intact.
        case.tmux.keys("?")
        wait_for("the redraw's write", lambda: any(
            call(line) == (pid, "write") and "INJECTED" in line for line in strace.lines()))
        case.tmux.keys("?")
    case.tmux.keys("q")
    return case.tmux.ending()


def control(root: Path, tmux: Tmux, binary: str, catalog: str) -> bytes:
    """The new document: the same keys with no fault."""
    case = Case(root / "control", tmux, binary, catalog)
    case.start_and_open_category()
    case.tmux.keys("q")
    if case.tmux.ending() != ("status", 0):
        raise HarnessError("the run without faults did not exit with status 0")
    return case.navigation.read_bytes()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", required=True)
    parser.add_argument("--catalog", required=True)
    arguments = parser.parse_args()
    binary = str(Path(arguments.binary).resolve())
    catalog = str(Path(arguments.catalog).resolve())
    cases = [(step, "kill") for step in STEPS]
    cases += [(step, error) for step in STEPS if step.errors for error in ERRORS]

    root = Path(tempfile.mkdtemp(prefix="aisle-faults-")).resolve()
    tmux = Tmux(root)
    passed = failed = 0
    started = time.monotonic()
    try:
        new = control(root, tmux, binary, catalog)
        for index, (step, fault) in enumerate(cases):
            label = f"{'kill' if fault == 'kill' else fault} at: {step.name}"
            for attempt in (1, 2):
                case = Case(root / f"case-{index:02d}-{attempt}", tmux, binary, catalog)
                try:
                    problems = run_case(case, step, fault, new)
                    break
                except HarnessError as error:
                    problems = [f"harness: {error}"]
            if problems:
                failed += 1
                print(f"FAIL {label}: " + "; ".join(problems), flush=True)
            else:
                passed += 1
                print(f"ok   {label}: {step.leaves} document", flush=True)
    except HarnessError as error:
        print(f"FAIL setting up: {error}", flush=True)
        failed += 1
    finally:
        tmux.close()
    if failed == 0:
        shutil.rmtree(root, ignore_errors=True)
    else:
        print(f"logs kept in {root}", flush=True)
    print(f"({time.monotonic() - started:.1f} s)", flush=True)
    print(f"{passed} passed, {failed} failed", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
