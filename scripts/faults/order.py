#!/usr/bin/env python3
"""Fault injection into placing an order, end to end: strace kills Aisle at each write and at
the sync of the order's transaction, or makes its first write fail. After a kill the database
must be whole and hold either no order and the cart as it was, or the order and no cart line —
and the confirmation must have been drawn only in the second case. After a failed write the
order is refused with its reason, nothing claims it was placed, and the cart is kept.

Each case: Aisle adds the first product of the first category to the cart and quits; the
address is put in the database (as a returning customer's); `aisle open aisle://checkout/review`
shows Review; strace attaches with -f; Enter places the order on the store's thread.

Usage: order.py --binary PATH --catalog PATH. Prints a line per case and then exactly
`N passed, M failed`; exits 1 if anything failed.
"""

import sqlite3
import sys
from pathlib import Path

sys.dont_write_bytecode = True  # no __pycache__ in the checkout
sys.path.insert(0, str(Path(__file__).resolve().parent))
from database import Case, DatabaseStrace, database_calls  # noqa: E402
from harness import HarnessError, transaction_main, wait_for  # noqa: E402

MOST_WRITES = 24  # more pwrite64 calls than one order's transaction makes (16 with its stock count)
ERRORS = ["ENOSPC", "EIO"]
ADDRESS = ("", "Ada Lovelace", "ada@example.org", "12 Analytical Row", "London", "N1 9GU", "GB")


class OrderCase(Case):
    """A run stopped on Review with one unit in the cart."""

    def start_on_review(self) -> None:
        self.start_on_product()
        self.tmux.keys("a")
        wait_for("the unit in the cart", lambda: "Cart 1" in self.tmux.screen())
        self.tmux.keys("q")
        self.tmux.ending()
        with sqlite3.connect(self.database) as connection:
            connection.execute("INSERT OR REPLACE INTO profile VALUES (?, ?, ?, ?, ?, ?, ?)",
                               ADDRESS)
        # `open` before the options: `aisle --catalog F open …` would read `open` as a stray word.
        binary_and_options = self.command[-3:]
        opening = (self.command[:-3] + binary_and_options[:1] + ["open", "aisle://checkout/review"]
                   + binary_and_options[1:])
        self.tmux.start(opening, self.pane_log, self.root)
        wait_for("Review", lambda: "place order" in self.tmux.screen(), timeout=10)
        # The session's save of this screen (within a second) must not be the call hit.
        session = self.root / "state" / "aisle" / "navigation.json"
        wait_for("the session's save", lambda: session.exists()
                 and b'"review"' in session.read_bytes(), timeout=10)

    def outcome(self) -> tuple[str, int, int]:
        """The integrity check, the orders kept and the units left in the cart."""
        with sqlite3.connect(self.database) as connection:
            check = connection.execute("PRAGMA integrity_check").fetchone()[0]
            orders = connection.execute("SELECT count(*) FROM placedOrder").fetchone()[0]
            units = connection.execute("SELECT coalesce(sum(quantity), 0) FROM cartLine")
            return check, orders, units.fetchone()[0]

    def refusal(self) -> str | None:
        """The screen, once it says the order was not placed."""
        screen = self.tmux.screen()
        return screen if "not placed" in screen else None

    def drawn(self, text: str) -> bool:
        return text.encode() in (self.pane_log.read_bytes() if self.pane_log.exists() else b"")


def run_case(case: OrderCase, syscall: str, when: int, fault: str) -> list[str] | None:
    """Runs one case; returns what went wrong, or None when the transaction made fewer calls
    than `when` (the case does not exist)."""
    refusal = ""
    case.start_on_review()
    pid = int(case.tmux.value("#{pane_pid}"))
    action = "signal=SIGKILL" if fault == "kill" else f"error={fault}"
    strace = DatabaseStrace(pid, f"{syscall}:{action}:when={when}", case.root / "strace.log")
    try:
        case.tmux.keys("Enter")
        if fault == "kill":
            try:
                ending = case.tmux.ending(timeout=10)
            except HarnessError:
                # Never killed: the transaction was shorter than `when` calls.
                case.tmux.keys("q")
                case.tmux.ending()
                return None
        else:
            refusal = wait_for("the refusal", case.refusal, timeout=10)
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
    check, orders, units = case.outcome()
    if check != "ok":
        problems.append(f"integrity_check says {check!r}")
    confirmed = case.drawn("Thank you")
    if fault == "kill":
        if ending != ("signal", 9):
            problems.append(f"ended by {ending}, not by the SIGKILL")
        if (orders, units) not in ((0, 1), (1, 0)):
            problems.append(f"{orders} order(s) and {units} unit(s) in the cart: neither the "
                            "old state nor the new")
        if confirmed and orders == 0:
            problems.append("the confirmation was drawn, and there is no order")
        return problems
    if ending != ("status", 0):
        problems.append(f"ended with {ending}, expected status 0")
    if (orders, units) != (0, 1):
        problems.append(f"{orders} order(s) and {units} unit(s): expected the cart kept")
    if confirmed:
        problems.append("the confirmation was drawn for an order that failed")
    # The notice wraps over rows at word breaks: read it with the rows joined.
    if "Nothing was ordered; your cart is kept" not in " ".join(refusal.split()):
        problems.append(f"the refusal did not say the cart is kept: {refusal!r}")
    return problems


def main() -> int:
    return transaction_main(
        __doc__.splitlines()[0], "aisle-order-faults-", "placing an order",
        "no order and the cart, or the order and no cart", OrderCase, run_case, MOST_WRITES, ERRORS)


if __name__ == "__main__":
    sys.exit(main())
