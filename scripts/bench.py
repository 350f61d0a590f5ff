#!/usr/bin/env python3
"""Time Aisle from the outside: start-up, keypresses, bytes drawn and saves, per catalog size.

The release binary runs in a pseudo-terminal (80x24, TERM=xterm-256color, LANG=C.UTF-8, --fresh,
throw-away HOME and XDG directories). With AISLE_BENCH_TRACE set, the program appends
`frame <ns>` after every frame it draws, <ns> being CLOCK_MONOTONIC right after the terminal
was updated; this script reads the same clock (time.monotonic_ns), so

  start-up  = first frame's timestamp - the time just before spawning the process
  keypress  = next frame's timestamp  - the time just before writing the key to the pty
  bytes     = bytes read from the pty master between writing the key and the output going
              quiet after the frame (what a terminal emulator would have to parse)
  quit      = time from writing `q` until the process has exited (includes the final save)
  save      = a save's temporary file created -> renamed over navigation.json, as seen by
              inotify on the state directory (write + fsync of the file; the directory fsync
              after the rename is not visible from outside)

The trace file is a FIFO, so frames are noticed without polling; the program's timestamps,
not the moment this script reads them, are what is measured. Nothing here is a pass/fail test.

Catalog sizes: `bundled` (Resources/catalog.json) and product counts, which are generated with
scripts/generate-catalog.py into a temporary directory. Start-up differences between sizes are
catalog loading: the first screen (Home) is the same size whatever the catalog.

Python 3.11 standard library only; Linux (pty, inotify).
"""

import argparse
import ctypes
import ctypes.util
import datetime
import fcntl
import json
import math
import os
import platform
import select
import shlex
import signal
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
BUNDLED = REPO / "Resources" / "catalog.json"
GENERATOR = REPO / "scripts" / "generate-catalog.py"

ROWS, COLUMNS = 24, 80
# What xterm sends once the program has switched on keypad mode (terminfo kcud1, knp, kcub1).
KEYS = {
    "Down": b"\x1bOB",
    "PgDn": b"\x1b[6~",
    "Enter": b"\r",
    "Back": b"\x1bOD",
}
TOP, QUIT = b"g", b"q"
DOWN_BURST, PAGE_BURST = 25, 20   # presses before `g` takes the highlight back to the top
QUIET_NS = 3_000_000             # output counts as finished after this long without bytes


class BenchError(Exception):
    """Something went wrong that makes the numbers meaningless; the message says what."""


# ---------------------------------------------------------------------------------------------
# inotify (through ctypes: the standard library has no binding)

IN_MOVED_FROM, IN_MOVED_TO, IN_CREATE = 0x40, 0x80, 0x100
IN_NONBLOCK, IN_CLOEXEC = 0o4000, 0o2000000


class SaveWatcher:
    """Watches the state directory and pairs each temporary file's creation with its rename
    over navigation.json. Inactive (and says so) where inotify is unavailable."""

    def __init__(self, directory: Path):
        self.fd = -1
        self.created: dict[str, int] = {}
        self.cookies: dict[int, str] = {}
        self.durations: list[int] = []
        # Saves whose creation and rename came in one read: the script was busy, so their
        # duration is unknown (not zero).
        self.unresolved = 0
        try:
            libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6", use_errno=True)
            fd = libc.inotify_init1(IN_NONBLOCK | IN_CLOEXEC)
            if fd < 0:
                return
            mask = IN_CREATE | IN_MOVED_FROM | IN_MOVED_TO
            if libc.inotify_add_watch(fd, os.fsencode(directory), mask) < 0:
                os.close(fd)
                return
            self.fd = fd
        except (OSError, AttributeError):
            self.fd = -1

    def read(self, now: int) -> None:
        try:
            data = os.read(self.fd, 65536)
        except BlockingIOError:
            return
        offset = 0
        while offset + 16 <= len(data):
            _, mask, cookie, length = struct.unpack_from("iIII", data, offset)
            name = data[offset + 16:offset + 16 + length].rstrip(b"\0").decode(errors="replace")
            offset += 16 + length
            if mask & IN_CREATE and name.startswith(".navigation.json.tmp"):
                self.created[name] = now
            elif mask & IN_MOVED_FROM:
                self.cookies[cookie] = name
            elif mask & IN_MOVED_TO and name == "navigation.json":
                start = self.created.pop(self.cookies.pop(cookie, ""), None)
                if start is not None and now > start:
                    self.durations.append(now - start)
                elif start is not None:
                    self.unresolved += 1

    def close(self) -> None:
        if self.fd >= 0:
            os.close(self.fd)
            self.fd = -1


# ---------------------------------------------------------------------------------------------
# One run of the program in a pty


class Session:
    """The program running in a pseudo-terminal, its output drained continuously."""

    def __init__(self, binary: Path, catalog: Path, home: Path, timeout: float):
        self.timeout = timeout
        self.frames: list[int] = []
        self.bytes_read = 0
        self.last_output = 0
        self.tail = bytearray()
        self.exited = False
        state = home / "state"
        (state / "aisle").mkdir(parents=True, exist_ok=True, mode=0o700)
        (home / "data").mkdir(exist_ok=True, mode=0o700)
        trace = home / "trace.fifo"
        if not trace.exists():
            os.mkfifo(trace, 0o600)
        # Read-write, so the FIFO never reports end-of-file between writers.
        self.trace_fd = os.open(trace, os.O_RDWR | os.O_NONBLOCK | os.O_CLOEXEC)
        self.trace_buffer = b""
        self.saves = SaveWatcher(state / "aisle")
        self.stderr_path = home / "stderr.txt"
        self.master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLUMNS, 0, 0))
        os.set_blocking(self.master, False)
        env = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "TERM": "xterm-256color",
            "LANG": "C.UTF-8",
            "HOME": str(home),
            "XDG_STATE_HOME": str(state),
            "XDG_DATA_HOME": str(home / "data"),
            "AISLE_BENCH_TRACE": str(trace),
        }
        # An absolute path: a bare name would be looked up in PATH instead.
        command = [os.path.abspath(binary), "--fresh", "--catalog", str(catalog)]
        self.process = None
        with open(self.stderr_path, "wb") as stderr:
            self.spawned = time.monotonic_ns()
            try:
                self.process = subprocess.Popen(
                    command, stdin=slave, stdout=slave, stderr=stderr, env=env,
                    start_new_session=True, close_fds=True)
            except OSError as error:
                os.close(slave)
                self.close()
                raise BenchError(f"cannot start {binary}: {error}") from error
        # Only the child holds the slave now: its exit shows up as EIO on the master.
        os.close(slave)

    def pump(self, until_ns: int) -> None:
        """Reads whatever arrives (output, frames, file events) until `until_ns` or exit."""
        watched = [self.master, self.trace_fd] + ([self.saves.fd] if self.saves.fd >= 0 else [])
        while not self.exited:
            remaining = until_ns - time.monotonic_ns()
            if remaining <= 0:
                return
            ready, _, _ = select.select(watched, [], [], remaining / 1e9)
            now = time.monotonic_ns()
            if self.trace_fd in ready:
                self._read_trace()
            if self.saves.fd in ready:
                self.saves.read(now)
            if self.master in ready:
                self._read_output(now)
            if ready:
                return

    def _read_output(self, now: int) -> None:
        try:
            chunk = os.read(self.master, 65536)
        except BlockingIOError:
            return
        except OSError:  # EIO: every slave descriptor is closed, the program has gone
            chunk = b""
        if not chunk:
            self.exited = True
            try:  # normally immediate; a program that closed its terminal but lives on is not
                self.process.wait(timeout=self.timeout)
            except subprocess.TimeoutExpired:
                pass
            self._read_trace()
            return
        self.bytes_read += len(chunk)
        self.last_output = now
        self.tail = (self.tail + chunk)[-4096:]

    def _read_trace(self) -> None:
        try:
            self.trace_buffer += os.read(self.trace_fd, 65536)
        except BlockingIOError:
            return
        *lines, self.trace_buffer = self.trace_buffer.split(b"\n")
        for line in lines:
            word, _, value = line.partition(b" ")
            if word == b"frame" and value.isdigit():
                self.frames.append(int(value))

    def wait_frame(self, index: int, what: str) -> int:
        """The timestamp of frame number `index` (0-based), waiting for it if needed."""
        deadline = time.monotonic_ns() + int(self.timeout * 1e9)
        while len(self.frames) <= index:
            if self.exited:
                gone = "exited" if self.process.poll() is not None else "closed the terminal"
                self.fail(f"the program {gone} while waiting for {what}")
            if time.monotonic_ns() >= deadline:
                self.fail(f"no frame within {self.timeout:g} s of {what}")
            self.pump(deadline)
        return self.frames[index]

    def settle(self) -> None:
        """Waits until the output has been quiet for QUIET_NS (the frame is fully read)."""
        deadline = time.monotonic_ns() + int(self.timeout * 1e9)
        while not self.exited:
            quiet_until = max(self.last_output, self.frames[-1] if self.frames else 0) + QUIET_NS
            now = time.monotonic_ns()
            if now >= quiet_until:
                return
            if now >= deadline:
                self.fail("the output never went quiet")
            self.pump(quiet_until)

    def press(self, key: bytes, what: str) -> tuple[int, int]:
        """Sends `key`; returns (ns until the next frame, bytes written to the terminal)."""
        self.settle()
        index, before = len(self.frames), self.bytes_read
        start = time.monotonic_ns()
        os.write(self.master, key)
        frame = self.wait_frame(index, what)
        self.settle()
        return frame - start, self.bytes_read - before

    def quit(self) -> int:
        """Sends `q`; returns ns until the process has exited (the final save included)."""
        self.settle()
        start = time.monotonic_ns()
        os.write(self.master, QUIT)
        deadline = start + int(self.timeout * 1e9)
        while not self.exited:
            if time.monotonic_ns() >= deadline:
                self.fail(f"still running {self.timeout:g} s after `q`")
            self.pump(deadline)
        elapsed = time.monotonic_ns() - start
        if self.process.returncode != 0:
            self.fail(f"exited with status {self.process.returncode} after `q`")
        return elapsed

    def fail(self, message: str) -> None:
        status = self.process.poll()
        self.close()
        stderr = self.stderr_path.read_text(errors="replace").strip()
        if status is None:
            details = [message, "the program was still running; the bench killed it"]
        elif status < 0:
            details = [message, f"killed by signal {-status}"]
        else:
            details = [message, f"exit status: {status}"]
        if stderr:
            details.append("stderr:\n  " + "\n  ".join(stderr.splitlines()[-20:]))
        screen = readable(bytes(self.tail))
        if screen:
            details.append("last terminal output (escape codes removed):\n  " + screen)
        raise BenchError("\n".join(details))

    def close(self) -> None:
        if self.process is not None and self.process.poll() is None:
            # Its own session and process group (start_new_session): take any children too.
            try:
                os.killpg(self.process.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            self.process.wait()
        for fd in (self.master, self.trace_fd):
            try:
                os.close(fd)
            except OSError:
                pass
        self.saves.close()


def readable(output: bytes) -> str:
    """Terminal output with escape sequences and control bytes dropped, for error messages."""
    text, result, index = output.decode(errors="replace"), [], 0
    while index < len(text):
        character = text[index]
        if character == "\x1b":
            index += 1
            if index < len(text) and text[index] == "[":
                index += 1
                while index < len(text) and not ("@" <= text[index] <= "~"):
                    index += 1
            index += 1
            result.append(" ")
            continue
        if character.isprintable():
            result.append(character)
        elif character in "\r\n":
            result.append(" ")
        index += 1
    return " ".join("".join(result).split())[-600:]


# ---------------------------------------------------------------------------------------------
# Measurements


def startup(binary: Path, catalog: Path, work: Path, timeout: float) -> tuple[int, int, int]:
    """One launch: (ns to the first frame, bytes up to it, ns from `q` to exit)."""
    session = Session(binary, catalog, work, timeout)
    try:
        elapsed = session.wait_frame(0, "the first frame") - session.spawned
        session.settle()
        first_bytes = session.bytes_read
        return elapsed, first_bytes, session.quit()
    finally:
        session.close()


def startups(binary: Path, catalogs: dict[str, Path], work: Path, runs: int,
             timeout: float) -> dict[str, dict]:
    """`runs` launches per catalog, taking the catalogs in turn so that a change in machine
    load during the run affects every size alike; one untimed launch each first warms the
    page cache (binary, libraries, catalog file)."""
    results = {size: {"startup_ns": [], "first_frame_bytes": [], "quit_ns": []}
               for size in catalogs}
    for size, catalog in catalogs.items():
        startup(binary, catalog, work / f"startup-{size}", timeout)
    for _ in range(runs):
        for size, catalog in catalogs.items():
            elapsed, first_bytes, quit_ns = startup(binary, catalog, work / f"startup-{size}",
                                                    timeout)
            results[size]["startup_ns"].append(elapsed)
            results[size]["first_frame_bytes"].append(first_bytes)
            results[size]["quit_ns"].append(quit_ns)
    return results


def keypresses(binary: Path, catalog: Path, work: Path, presses: int, timeout: float) -> dict:
    """One session: Enter/Back on Home's first category, then Down and PgDn inside it."""
    results = {key: {"ns": [], "bytes": [], "unchanged": 0} for key in KEYS}
    session = Session(binary, catalog, work, timeout)

    def record(key: str) -> int:
        elapsed, written = session.press(KEYS[key], key)
        if written == 0 and key in ("Down", "PgDn"):
            # The end of the list: nothing moved, nothing drawn. Not what is being timed.
            results[key]["unchanged"] += 1
        else:
            results[key]["ns"].append(elapsed)
            results[key]["bytes"].append(written)
        return written

    def move(key: str, burst: int) -> None:
        session.press(TOP, "g")
        since_top = 0  # presses that moved the highlight since it was last at the top
        while len(results[key]["ns"]) < presses:
            if record(key) > 0:
                since_top += 1
            elif since_top == 0:
                return  # even from the top nothing moves: the list fits on one screen
            else:
                since_top = burst
            if since_top >= burst:
                session.press(TOP, "g")
                since_top = 0

    try:
        session.wait_frame(0, "the first frame")
        for _ in range(presses):
            record("Enter")  # Home -> the first category
            record("Back")   # and back to Home
        session.press(KEYS["Enter"], "Enter")
        move("Down", DOWN_BURST)
        move("PgDn", PAGE_BURST)
        quit_ns = session.quit()
        saves = list(session.saves.durations)
        unresolved = session.saves.unresolved
        watched = session.saves.fd >= 0
    finally:
        session.close()
    navigation = work / "state" / "aisle" / "navigation.json"
    return {
        "keys": results,
        "quit_ns": quit_ns,
        "save_ns": saves if watched else None,
        "saves_untimed": unresolved,
        "navigation_json_bytes": navigation.stat().st_size if navigation.exists() else None,
    }


def describe_catalog(path: Path) -> dict:
    with open(path, encoding="utf-8") as file:
        catalog = json.load(file)
    categories = catalog.get("categories", [])
    first = categories[0]["id"] if categories else None
    products = catalog.get("products", [])
    return {
        "file_bytes": path.stat().st_size,
        "products": len(products),
        "categories": len(categories),
        "first_category": first,
        "first_category_products": sum(1 for p in products if p.get("category") == first),
    }


def prepare_catalog(size: str, seed: int, directory: Path) -> Path:
    if size == "bundled":
        if not BUNDLED.is_file():
            raise BenchError(f"bundled catalog not found at {BUNDLED}")
        return BUNDLED
    out = directory / f"catalog-{size}-seed{seed}.json"
    command = [sys.executable, str(GENERATOR), "--products", size, "--seed", str(seed),
               "--out", str(out)]
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        raise BenchError(f"{shlex.join(command)} failed:\n{result.stderr.strip()}")
    return out


def parse_sizes(text: str) -> list[str]:
    sizes = []
    for item in filter(None, (part.strip().lower() for part in text.split(","))):
        if item == "bundled":
            sizes.append(item)
            continue
        multiplier = {"k": 1_000, "m": 1_000_000}.get(item[-1], 1)
        digits = item[:-1] if multiplier > 1 else item
        if not digits.isdigit() or int(digits) * multiplier < 1:
            raise argparse.ArgumentTypeError(f"not a size: {item!r} (use bundled, 1000, 100k)")
        sizes.append(str(int(digits) * multiplier))
    if not sizes:
        raise argparse.ArgumentTypeError("no sizes given")
    return sizes


# ---------------------------------------------------------------------------------------------
# Reporting


def median(values: list[int]) -> float:
    return statistics.median(values)


def p90(values: list[int]) -> int:
    """Nearest-rank 90th percentile: the smallest value at least 90% of samples do not exceed."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(0.9 * len(ordered)) - 1)]


def ms(ns: float) -> str:
    value = ns / 1e6
    return f"{value:.2f}" if value < 100 else f"{value:.0f}"


def size_text(count: int) -> str:
    units = ["B", "KB", "MB", "GB"]
    value, unit = float(count), 0
    while value >= 1000 and unit < len(units) - 1:
        value, unit = value / 1000, unit + 1
    return f"{count} B" if unit == 0 else f"{value:.1f} {units[unit]}"


def machine_facts(binary: Path, work: Path) -> dict:
    model = "unknown"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    try:
        swift = subprocess.run(["swift", "--version"], capture_output=True, text=True, timeout=60)
        swift_version = next((l for l in (swift.stdout + swift.stderr).splitlines()
                              if "Swift version" in l), "unknown").strip()
    except (OSError, subprocess.TimeoutExpired):
        swift_version = "unknown (swift not found)"
    commit = git(["rev-parse", "--short", "HEAD"])
    if commit and git(["status", "--porcelain", "--untracked-files=no"]):
        commit += " (with uncommitted changes)"
    return {
        "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        "nproc": len(os.sched_getaffinity(0)),
        "cpu": model,
        "kernel": f"{platform.system()} {platform.release()}",
        "swift": swift_version,
        "python": platform.python_version(),
        "binary": str(binary),
        "binary_bytes": binary.stat().st_size,
        "commit": commit or "unknown",
        "temp_filesystem": filesystem_of(work),
        # Other work on the machine (parallel builds) shows up in the timings: say how much.
        "load_average": [round(value, 2) for value in os.getloadavg()],
        "cpu_pressure": cpu_pressure(),
    }


def cpu_pressure() -> str:
    """The share of the last 60 s in which some task waited for a CPU (Linux PSI), or ''."""
    try:
        for line in Path("/proc/pressure/cpu").read_text().splitlines():
            if line.startswith("some"):
                fields = dict(field.split("=") for field in line.split()[1:])
                return f"{float(fields['avg60']):.0f}%"
    except (OSError, ValueError, KeyError):
        pass
    return ""


def git(arguments: list[str]) -> str:
    try:
        result = subprocess.run(["git", "-C", str(REPO)] + arguments, capture_output=True,
                                text=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired):
        return ""
    return result.stdout.strip() if result.returncode == 0 else ""


def filesystem_of(path: Path) -> str:
    """Where saves land matters for fsync: the type of the filesystem holding `path`."""
    best, kind = "", "unknown"
    try:
        resolved = str(path.resolve())
        for line in Path("/proc/mounts").read_text().splitlines():
            fields = line.split()
            if len(fields) < 3:
                continue
            mount = fields[1]
            inside = resolved == mount or resolved.startswith(mount.rstrip("/") + "/")
            if inside and len(mount) >= len(best):
                best, kind = mount, fields[2]
    except OSError:
        pass
    return f"{path} ({kind})"


def label(size: str) -> str:
    return "bundled" if size == "bundled" else f"{int(size):,}"


def report(command: str, facts: dict, results: dict, runs: int, presses: int) -> str:
    lines = [
        "# Aisle benchmark",
        "",
        f"Command: `{command}`  ",
        f"Date: {facts['date']}  ",
        f"Machine: {facts['cpu']}, nproc {facts['nproc']}, {facts['kernel']}, "
        f"load average {' / '.join(map(str, facts['load_average']))} at start, "
        f"{' / '.join(map(str, facts['load_average_end']))} at end"
        + (f"; tasks waiting for a CPU (PSI some, 60 s): {facts['cpu_pressure']} at start, "
           f"{facts['cpu_pressure_end']} at end" if facts["cpu_pressure"] else "") + "  ",
        f"Toolchain: {facts['swift']}; Python {facts['python']}  ",
        f"Binary: `{facts['binary']}` ({size_text(facts['binary_bytes'])}), "
        f"commit {facts['commit']}  ",
        f"Temporary files and saves: {facts['temp_filesystem']}  ",
        f"Terminal: pty {COLUMNS}×{ROWS}, TERM=xterm-256color, LANG=C.UTF-8, `--fresh`",
        "",
        "## Catalogs",
        "",
        "| Catalog | Products | Categories | File size | Category opened (products) |",
        "|---|---:|---:|---:|---|",
    ]
    for size, result in results.items():
        c = result["catalog"]
        lines.append(f"| {label(size)} | {c['products']:,} | {c['categories']} | "
                     f"{size_text(c['file_bytes'])} | {c['first_category']} "
                     f"({c['first_category_products']:,}) |")
    base = results.get("bundled", {}).get("startup", {}).get("startup_ns")
    lines += [
        "",
        f"## Start-up to first frame ({runs} launches each, ms)",
        "",
        "| Catalog | median | p90 | min | median − bundled (≈ catalog load) "
        "| first frame bytes | quit incl. save, median |",
        "|---|---:|---:|---:|---:|---:|---:|",
    ]
    for size, result in results.items():
        s = result["startup"]
        times = s["startup_ns"]
        extra = ms(median(times) - median(base)) if base and size != "bundled" else "—"
        lines.append(f"| {label(size)} | {ms(median(times))} | {ms(p90(times))} | "
                     f"{ms(min(times))} | {extra} | {int(median(s['first_frame_bytes'])):,} | "
                     f"{ms(median(s['quit_ns']))} |")
    lines += [
        "",
        f"## Keypress to next frame ({presses} presses per key, ms; bytes written to the terminal)",
        "",
        "| Catalog | Key | n | median | p90 | max | bytes, median | at end of list (not timed) |",
        "|---|---|---:|---:|---:|---:|---:|---:|",
    ]
    for size, result in results.items():
        for key in KEYS:
            k = result["session"]["keys"][key]
            end = str(k["unchanged"]) if key in ("Down", "PgDn") else "—"
            if not k["ns"]:
                lines.append(f"| {label(size)} | {key} | 0 | — | — | — | — | {end} |")
                continue
            lines.append(f"| {label(size)} | {key} | {len(k['ns'])} | {ms(median(k['ns']))} "
                         f"| {ms(p90(k['ns']))} | {ms(max(k['ns']))} "
                         f"| {int(median(k['bytes'])):,} | {end} |")
    lines += [
        "",
        "## Saves during the keypress session",
        "",
        "| Catalog | saves seen (timed) | temp created → renamed, median ms | max ms "
        "| navigation.json after quit |",
        "|---|---:|---:|---:|---:|",
    ]
    for size, result in results.items():
        session = result["session"]
        saves = session["save_ns"]
        nav = session["navigation_json_bytes"]
        nav_text = size_text(nav) if nav is not None else "missing"
        if saves is None:
            lines.append(f"| {label(size)} | n/a (no inotify) | — | — | {nav_text} |")
            continue
        seen = f"{len(saves) + session['saves_untimed']} ({len(saves)})"
        if not saves:
            lines.append(f"| {label(size)} | {seen} | — | — | {nav_text} |")
        else:
            lines.append(f"| {label(size)} | {seen} | {ms(median(saves))} | "
                         f"{ms(max(saves))} | {nav_text} |")
    lines += [
        "",
        "Start-up: from just before spawning to the first frame's timestamp. Keypress: from just "
        "before writing the key to the pty to the next frame's timestamp (the terminal has been "
        "updated; a terminal emulator's own drawing is not included). Enter opens the first "
        "category from Home and Back returns to Home; Down and PgDn run inside that category "
        f"in bursts of {DOWN_BURST} and {PAGE_BURST}, each followed by `g` (not timed); a press "
        "that drew nothing because the highlight was already on the last row is counted under "
        "'at end of list' and left out of the timings, and `g` starts the next burst. "
        "Bytes: read from the pty master between writing the key and the output going quiet "
        f"for {QUIET_NS // 1_000_000} ms. Saves: inotify on the state directory, temporary "
        "file created → renamed (write + fsync; the directory fsync after the rename is not "
        "visible); a save whose two events reached the script together is counted but not "
        "timed; the saver runs off the keypress path, at most once a second. p90 is the "
        "nearest-rank 90th percentile.",
    ]
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------------------------------


def progress(message: str) -> None:
    print(f"bench: {message}", file=sys.stderr, flush=True)


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0],
        epilog="example: python3 scripts/bench.py --binary .build/release/aisle --sizes bundled,1k")
    parser.add_argument("--binary", type=Path, default=REPO / ".build" / "release" / "aisle",
                        help="the aisle executable to time (default: .build/release/aisle)")
    parser.add_argument("--sizes", type=parse_sizes, default=parse_sizes("bundled,1000,100000"),
                        help="comma-separated catalogs: 'bundled' and/or product counts such "
                             "as 1000 or 100k (default: bundled,1000,100000)")
    parser.add_argument("--runs", type=int, default=15,
                        help="launches per catalog for start-up (default: 15)")
    parser.add_argument("--presses", type=int, default=50,
                        help="presses per key type per catalog (default: 50)")
    parser.add_argument("--seed", type=int, default=1,
                        help="seed for generated catalogs (default: 1)")
    parser.add_argument("--timeout", type=float, default=20.0,
                        help="seconds to wait for any one frame or exit (default: 20)")
    parser.add_argument("--json", type=Path, metavar="FILE", help="also write raw numbers here")
    arguments = parser.parse_args()
    if arguments.runs < 1 or arguments.presses < 1:
        parser.error("--runs and --presses must be at least 1")
    binary = arguments.binary
    if not (binary.is_file() and os.access(binary, os.X_OK)):
        print(f"bench: {binary} is not an executable; build it with `swift build -c release`",
              file=sys.stderr)
        return 2
    command = shlex.join(["python3"] + sys.argv)
    started = time.monotonic()
    try:
        with tempfile.TemporaryDirectory(prefix="aisle-bench-") as temporary:
            work = Path(temporary)
            facts = machine_facts(binary, work)
            catalogs = {}
            for size in arguments.sizes:
                if size != "bundled":
                    progress(f"generating {label(size)} products…")
                catalogs[size] = prepare_catalog(size, arguments.seed, work)
            progress(f"start-up: {arguments.runs} launches per catalog…")
            launches = startups(binary, catalogs, work, arguments.runs, arguments.timeout)
            results = {}
            for size, catalog in catalogs.items():
                progress(f"keypresses: catalog {label(size)}…")
                results[size] = {
                    "catalog": describe_catalog(catalog),
                    "startup": launches[size],
                    "session": keypresses(binary, catalog, work / f"keys-{size}",
                                          arguments.presses, arguments.timeout),
                }
    except BenchError as error:
        print(f"bench: {error}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("bench: interrupted", file=sys.stderr)
        return 130
    facts["load_average_end"] = [round(value, 2) for value in os.getloadavg()]
    facts["cpu_pressure_end"] = cpu_pressure()
    print(report(command, facts, results, arguments.runs, arguments.presses), end="")
    progress(f"done in {time.monotonic() - started:.0f} s")
    if arguments.json:
        raw = {"command": command, "machine": facts, "runs": arguments.runs,
               "presses": arguments.presses, "quiet_ns": QUIET_NS, "results": results}
        arguments.json.write_text(json.dumps(raw, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
