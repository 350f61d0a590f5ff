#!/usr/bin/env python3
"""Fault injection into the user's database, end to end: strace kills Aisle at each write and
at the sync of a cart change's transaction, or makes that write fail; the database must then be
whole and hold the old cart or the new one, never anything else.

Each case runs the real binary in tmux with throw-away XDG directories. Aisle starts (creating
`aisle.sqlite`), opens the first product, strace attaches with -f, and `a` adds it to the cart:
the store commits one transaction on its background thread, appending frames to the WAL with
pwrite64 and syncing it with fdatasync (synchronous = FULL). The n-th pwrite64 of that thread (n = 1, 2, … until a
transaction needs fewer) and its first fsync are the cases.

Kills (SIGKILL on entry): the database, opened afterwards by Python's sqlite3 (which replays
the WAL as any reader would), passes `PRAGMA integrity_check` and holds either no line (the
transaction never committed) or one unit of the product. Errors (ENOSPC, EIO on a pwrite64):
Aisle keeps the change, says on the bottom line that it could not save and will try again,
tries again at quit, and the database holds the unit afterwards; the program exits with status
0 and never says "will try again" after that last try.

Usage: database.py --binary PATH --catalog PATH. Prints a line per case and then exactly
`N passed, M failed`; exits 1 if anything failed.
"""

import sqlite3
import sys
from pathlib import Path

sys.dont_write_bytecode = True  # no __pycache__ in the checkout
sys.path.insert(0, str(Path(__file__).resolve().parent))
from harness import (  # noqa: E402
    SEARCH_PATH, TERM_ENV, HarnessError, Strace, Tmux, output_after_alternate_screen,
    transaction_main, wait_for)

MOST_WRITES = 12  # more pwrite64 calls than one small transaction makes
ERRORS = ["ENOSPC", "EIO"]


class DatabaseStrace(Strace):
    """strace watching the database's system calls."""

    traced = "openat,pwrite64,fsync,fdatasync,close"


class Case:
    """One run of Aisle in its own directories, stopped on a product page."""

    def __init__(self, root: Path, tmux: Tmux, binary: str, catalog: str):
        self.root = root
        self.tmux = tmux
        for name in ("home", "state", "data"):
            (root / name).mkdir(parents=True)
        self.database = root / "data" / "aisle" / "aisle.sqlite"
        environment = {"PATH": SEARCH_PATH, "HOME": str(root / "home"),
                       "XDG_STATE_HOME": str(root / "state"),
                       "XDG_DATA_HOME": str(root / "data"), **TERM_ENV}
        self.command = (["env", "-i"] + [f"{k}={v}" for k, v in sorted(environment.items())]
                        + [binary, "--catalog", catalog])
        self.pane_log = root / "pane.log"

    def start_on_product(self) -> None:
        self.tmux.start(self.command, self.pane_log, self.root)
        wait_for("the database", self.database.exists)
        wait_for("Home", lambda: "Cart empty" in self.tmux.screen())
        self.tmux.keys("Enter")
        wait_for("a category", lambda: "›" in self.tmux.screen().splitlines()[0])
        self.tmux.keys("Enter")
        wait_for("a product", lambda: "a add" in self.tmux.screen())
        # The session's save of this screen (within a second) must not be the call hit.
        session = self.root / "state" / "aisle" / "navigation.json"
        wait_for("the session's save", lambda: session.exists()
                 and b'"product"' in session.read_bytes())

    def units(self) -> tuple[str, int]:
        """The database's integrity check and how many units its cart holds."""
        with sqlite3.connect(self.database) as connection:
            check = connection.execute("PRAGMA integrity_check").fetchone()[0]
            units = connection.execute("SELECT coalesce(sum(quantity), 0) FROM cartLine")
            return check, units.fetchone()[0]


def database_calls(hit: list[str], lines: list[str], database: Path) -> list[str]:
    """Those of the `hit` lines that touched the database or its WAL. A call another thread
    interrupted is logged in two parts; the path is in the `<unfinished ...>` one."""
    def touches(line: str) -> bool:
        return f"{database}-wal>" in line or f"{database}>" in line

    found = []
    for line in hit:
        if "resumed>" in line:
            pid = line.split()[0]
            started = [earlier for earlier in lines[:lines.index(line)]
                       if earlier.startswith(pid + " ") and "unfinished" in earlier]
            line = started[-1] if started else line
        if touches(line):
            found.append(line)
    return found


def run_case(case: Case, syscall: str, when: int, fault: str) -> list[str] | None:
    """Runs one case; returns what went wrong, or None when the transaction made fewer calls
    than `when` (the case does not exist)."""
    case.start_on_product()
    pid = int(case.tmux.value("#{pane_pid}"))
    action = "signal=SIGKILL" if fault == "kill" else f"error={fault}"
    strace = DatabaseStrace(pid, f"{syscall}:{action}:when={when}", case.root / "strace.log")
    try:
        case.tmux.keys("a")
        if fault == "kill":
            try:
                ending = case.tmux.ending()
            except HarnessError:
                # Never killed: the transaction was shorter than `when` calls.
                case.tmux.keys("q")
                case.tmux.ending()
                return None
        else:
            wait_for("the failed write", lambda: any(
                "(INJECTED)" in line for line in strace.lines()))
            wait_for("the bottom line to tell the failed write", lambda: (
                "could not save your changes" in " ".join(case.tmux.screen().split())), timeout=10)
            # strace counts calls per thread: the retry at quit, on another thread, must not
            # be hit too. Detach first.
            strace.detach()
            case.tmux.keys("q")
            ending = case.tmux.ending()
    finally:
        strace.finish()
    lines = strace.lines()
    hit = [line for line in lines if line.endswith(" = ?") or "(INJECTED)" in line]
    if not hit:
        return None
    problems = []
    if not database_calls(hit, lines, case.database):
        problems.append(f"injected into a call on another file: {hit}")
    check, units = case.units()
    if check != "ok":
        problems.append(f"integrity_check says {check!r}")
    if fault == "kill":
        if ending != ("signal", 9):
            problems.append(f"ended by {ending}, not by the SIGKILL")
        if units not in (0, 1):
            problems.append(f"the cart holds {units} units, expected the old 0 or the new 1")
        return problems
    if ending != ("status", 0):
        problems.append(f"ended with {ending}, expected status 0")
    if units != 1:
        problems.append(f"the cart holds {units} units after the retry at quit, expected 1")
    after = output_after_alternate_screen(case.pane_log) or ""
    if "will try again" in after:
        problems.append(f"'will try again' after the last try: {after!r}")
    return problems


def main() -> int:
    return transaction_main(
        __doc__.splitlines()[0], "aisle-db-faults-", "adding to the cart",
        "the old or the new cart, whole", Case, run_case, MOST_WRITES, ERRORS)


if __name__ == "__main__":
    sys.exit(main())
