"""Driving Aisle in tmux with strace attached: the pieces scripts/faults/run.py is made of.

One private tmux server (its own socket, no user configuration, panes kept after their program
ends so the exit status can be read) runs one Aisle at a time in a throw-away XDG directory.
strace attaches to the running program with -f, so it counts system calls per thread: the
save runs on the saver's thread, whose first fsync after the attach is the temporary file's.

Python 3.11 standard library only.
"""

import os
import re
import shutil
import signal
import subprocess
import tempfile
import time
from pathlib import Path

TERM_ENV = {"TERM": "xterm-256color", "LANG": "C.UTF-8"}
SEARCH_PATH = "/usr/local/bin:/usr/bin:/bin"
ENTER_ALTERNATE = b"\x1b[?1049h"
LEAVE_ALTERNATE = b"\x1b[?1049l"


class HarnessError(Exception):
    """The harness could not set a case up (not a verdict on Aisle)."""


def wait_for(what: str, condition, timeout: float = 5.0, interval: float = 0.01):
    """Polls `condition()` until it returns something truthy; returns that or raises."""
    deadline = time.monotonic() + timeout
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() >= deadline:
            raise HarnessError(f"timed out after {timeout:g} s waiting for {what}")
        time.sleep(interval)


class Tmux:
    """A private tmux server with one session, `aisle`, whose pane is reused by every case."""

    target = "aisle"

    def __init__(self, root: Path):
        self.root = root
        self.socket = root / "tmux.sock"
        self.env = {"PATH": SEARCH_PATH, "HOME": str(root), "TMUX_TMPDIR": str(root), **TERM_ENV}
        self.started = False

    def run(self, *arguments: str) -> str:
        """One tmux client command; its standard output."""
        result = subprocess.run(
            ["tmux", "-S", str(self.socket), "-f", "/dev/null", *arguments],
            env=self.env, stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=10)
        if result.returncode != 0:
            raise HarnessError(f"tmux {arguments[0]} failed: {result.stderr.strip()}")
        return result.stdout

    def start(self, command: list[str], log: Path, cwd: Path) -> None:
        """Runs `command` in the pane (replacing what ran there), its output copied to `log`."""
        pipe = ["pipe-pane", "-O", "-t", self.target, f"exec cat >> '{log}'"]
        if self.started:
            self.run("respawn-pane", "-k", "-c", str(cwd), "-t", self.target, *command, ";", *pipe)
            return
        self.run("start-server", ";", "set-option", "-g", "remain-on-exit", "on", ";",
                 "new-session", "-d", "-s", self.target, "-x", "80", "-y", "24", "-c", str(cwd),
                 *command, ";", *pipe)
        self.started = True

    def keys(self, *keys: str) -> None:
        self.run("send-keys", "-t", self.target, *keys)

    def screen(self) -> str:
        return self.run("capture-pane", "-p", "-t", self.target)

    def value(self, form: str) -> str:
        return self.run("display-message", "-p", "-t", self.target, form).strip()

    def ending(self, timeout: float = 5.0) -> tuple[str, int]:
        """Waits for the pane's program to end: ("status", n) or ("signal", n)."""
        polls = 0

        def ended():
            nonlocal polls
            dead, status, signo = self.value(
                "#{pane_dead}:#{pane_dead_status}:#{pane_dead_signal}").split(":")
            if dead != "1":
                return None
            if signo not in ("", "0"):
                return ("signal", int(signo))
            if status != "":
                return ("status", int(status))
            # tmux 3.3a can lose the SIGCHLD of a program ending as its pty closes; another
            # SIGCHLD makes the server reap it (see the Swift harness's waitForExit).
            polls += 1
            if polls % 5 == 0:
                os.kill(int(self.value("#{pid}")), signal.SIGCHLD)
            return None

        return wait_for("the program to end", ended, timeout)

    def close(self) -> None:
        if self.started:
            try:
                pid = int(self.value("#{pane_pid}"))
                if self.value("#{pane_dead}") == "0":
                    os.killpg(pid, signal.SIGKILL)
            except (HarnessError, ValueError, ProcessLookupError, PermissionError):
                pass
            try:
                self.run("kill-server")
            except HarnessError:
                pass


class Strace:
    """strace attached to a running process, following all its threads, logging with fd
    paths decoded (-y) so the log shows which file each injected call touched."""

    traced = "openat,write,fsync,close,rename,renameat,renameat2,flock,unlink,fchmod"

    def __init__(self, pid: int, inject: str, log: Path, paths: tuple[Path, ...] = ()):
        """`paths`: trace (and so inject into) only the calls on these files (`-P`)."""
        self.log = log
        self.errors = log.with_suffix(".err")
        only = [argument for path in paths for argument in ("-P", str(path))]
        with open(self.errors, "wb") as errors:
            self.process = subprocess.Popen(
                ["strace", "-f", "-y", "-p", str(pid), "-o", str(log), *only, "-e",
                 f"trace={self.traced}", "-e", f"inject={inject}"],
                stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=errors)
        wait_for("strace to attach", lambda: b"attached" in self.errors.read_bytes()
                 or self.process.poll() is not None, timeout=5)
        if self.process.poll() is not None:
            raise HarnessError(f"strace failed: {self.errors.read_text(errors='replace')}")

    def lines(self) -> list[str]:
        """The log, one line per call: a call another thread interrupted, which strace logs
        as `1234  openat(… <unfinished ...>` and later `1234  <... openat resumed>) = ?`, is
        joined back into one line, so that the call's file and result stand together."""
        try:
            raw = self.log.read_text(errors="replace").splitlines()
        except FileNotFoundError:
            return []
        joined: list[str] = []
        open_calls: dict[str, int] = {}  # thread -> index of its unfinished line in `joined`
        for line in raw:
            match = re.match(r"(\d+)\s+<\.\.\. \w+ resumed>(.*)", line)
            if match and match[1] in open_calls:
                index = open_calls.pop(match[1])
                joined[index] = joined[index].replace(" <unfinished ...>", "") + match[2]
                continue
            unfinished = re.match(r"(\d+)\s+.*<unfinished \.\.\.>$", line)
            if unfinished:
                open_calls[unfinished[1]] = len(joined)
            joined.append(line)
        return joined

    def detach(self) -> None:
        """Lets the tracee go on untraced (strace detaches on SIGINT)."""
        self.process.send_signal(signal.SIGINT)
        self.process.wait(timeout=5)

    def finish(self, timeout: float = 5.0) -> None:
        """Waits for strace to end with its tracee; kills it if it does not."""
        try:
            self.process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


def output_after_alternate_screen(log: Path) -> str | None:
    """What the pane printed after the program last left the alternate screen; None when the
    output never entered it, or did not leave it after last entering it."""
    data = log.read_bytes() if log.exists() else b""
    entered = data.rfind(ENTER_ALTERNATE)
    left = data.rfind(LEAVE_ALTERNATE)
    if entered < 0 or left < entered:
        return None
    return data[left + len(LEAVE_ALTERNATE):].decode("utf-8", errors="replace")


def run_transaction_cases(prefix: str, what: str, leaves: str, cases, make_case, run_case) -> int:
    """Runs strace cases against one transaction (`cases`: (syscall, when, fault) tuples), each
    made by `make_case(directory, tmux)` and judged by `run_case(case, syscall, when, fault)`,
    which returns the problems, or None when the transaction makes fewer calls than `when`
    (later pwrite64 kills are skipped then). A case the harness could not set up is tried once
    more. Prints a line per case and `N passed, M failed`; returns the exit status."""
    root = Path(tempfile.mkdtemp(prefix=prefix)).resolve()
    tmux = Tmux(root)
    passed = failed = 0
    started = time.monotonic()
    try:
        shortest = None  # the first pwrite64 number the transaction does not reach
        for index, (syscall, when, fault) in enumerate(cases):
            label = f"{fault} at: {syscall.split(',')[0]} #{when} of {what}"
            if syscall == "pwrite64" and fault == "kill" and shortest and when > shortest:
                continue
            for attempt in (1, 2):
                case = make_case(root / f"case-{index:02d}-{attempt}", tmux)
                try:
                    problems = run_case(case, syscall, when, fault)
                    break
                except HarnessError as error:
                    problems = [f"harness: {error}"]
            if problems is None:
                shortest = shortest or when
                print(f"--   {label}: the transaction makes fewer calls", flush=True)
            elif problems:
                failed += 1
                print(f"FAIL {label}: " + "; ".join(problems), flush=True)
            else:
                passed += 1
                print(f"ok   {label}: {leaves}", flush=True)
    finally:
        tmux.close()
    if passed == 0:
        print("FAIL no case ran: the injection never fired", flush=True)
        failed += 1
    if failed == 0:
        shutil.rmtree(root, ignore_errors=True)
    else:
        print(f"logs kept in {root}", flush=True)
    print(f"({time.monotonic() - started:.1f} s)", flush=True)
    print(f"{passed} passed, {failed} failed", flush=True)
    return 1 if failed else 0


def transaction_main(description: str, prefix: str, what: str, leaves: str, case_class,
                     run_case, most_writes: int, errors: list[str]) -> int:
    """The command line of a transaction's fault script (`--binary`, `--catalog`): kills at
    pwrite64 1…`most_writes` and at the first sync, then each of `errors` on the first write,
    every case a `case_class(directory, tmux, binary, catalog)` judged by `run_case`."""
    import argparse
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--binary", required=True)
    parser.add_argument("--catalog", required=True)
    arguments = parser.parse_args()
    binary = str(Path(arguments.binary).resolve())
    catalog = str(Path(arguments.catalog).resolve())
    cases = [("pwrite64", when, "kill") for when in range(1, most_writes + 1)]
    cases += [("fdatasync,fsync", 1, "kill")]
    cases += [("pwrite64", 1, error) for error in errors]
    return run_transaction_cases(
        prefix, what, leaves, cases,
        lambda directory, tmux: case_class(directory, tmux, binary, catalog), run_case)
