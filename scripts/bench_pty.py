"""A program under test in an 80x24 pseudo-terminal, for scripts/bench.py.

The program is started with AISLE_BENCH_TRACE naming a FIFO; after every frame it appends
`frame <ns>` (CLOCK_MONOTONIC right after the terminal was updated), which this module reads
with the same clock (time.monotonic_ns). Aisle (Sources/AisleRuntime/BenchTrace.swift) and the
C reference (Benchmarks/reference/) both speak it, so one harness drives both. The output is
read all the time (the program never blocks on it) and counted. The process is reaped with
wait4, which gives its CPU time (user + system, all threads); peak RSS is VmHWM read from
/proc/PID/status while it runs.

Python 3.11 standard library only; Linux (pty, inotify).
"""

import ctypes
import ctypes.util
import fcntl
import os
import select
import signal
import struct
import subprocess
import termios
import time
from pathlib import Path

ROWS, COLUMNS = 24, 80
QUIT = b"q"
# With True, the pty acts as a terminal that speaks the kitty keyboard protocol: it answers the
# query `CSI ? u` and, once the program has pushed "disambiguate escape codes", sends Esc as
# `CSI 27 u`, as kitty does (bench.py --kitty-keyboard).
KITTY_KEYBOARD = False
QUIET_NS = 3_000_000  # output counts as finished after this long without bytes


class BenchError(Exception):
    """Something went wrong that makes the numbers meaningless; the message says what."""


class Refused(BenchError):
    """The program exited before its first frame with a non-zero status: it declined the
    catalog (today's Aisle refuses files over 256 MiB). The message is its last stderr line."""


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

    def __init__(self, command: list[str], home: Path, timeout: float,
                 extra_env: dict[str, str] | None = None):
        self.timeout = timeout
        self.rusage = None  # os.wait4's resource usage, once the process has been reaped
        self.frames: list[int] = []
        # Per frame: drawn while a search was worked out: b"searching" (nothing listed yet),
        # b"first-page" (its first page listed), b"" (none under way).
        self.marks: list[bytes] = []
        self.press_start = 0
        self.bytes_read = 0
        self.last_output = 0
        self.tail = bytearray()
        self.exited = False
        self.keyboard_pushed = False
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
        } | (extra_env or {})
        # An absolute path: a bare name would be looked up in PATH instead.
        command = [os.path.abspath(command[0])] + command[1:]
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
                raise BenchError(f"cannot start {command[0]}: {error}") from error
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
            # Normally immediate; a program that closed its terminal but lives on is not.
            self.reap(time.monotonic_ns() + int(self.timeout * 1e9))
            self._read_trace()
            return
        self.bytes_read += len(chunk)
        self.last_output = now
        seen = self.tail[-8:] + chunk
        self.tail = (self.tail + chunk)[-4096:]
        if KITTY_KEYBOARD:
            if b"\x1b[?u" in seen:
                os.write(self.master, b"\x1b[?0u")
            if b"\x1b[>1u" in seen:
                self.keyboard_pushed = True

    def _read_trace(self) -> None:
        try:
            self.trace_buffer += os.read(self.trace_fd, 65536)
        except BlockingIOError:
            return
        *lines, self.trace_buffer = self.trace_buffer.split(b"\n")
        for line in lines:
            word, _, value = line.partition(b" ")
            value, _, mark = value.partition(b" ")
            if word == b"frame" and value.isdigit():
                self.frames.append(int(value))
                self.marks.append(mark)

    def reap(self, deadline_ns: int) -> bool:
        """wait4 for the process until `deadline_ns`; keeps its status and rusage. Popen's own
        waitpid would lose the rusage, so its returncode is set here instead."""
        while self.process.returncode is None:
            try:
                pid, status, usage = os.wait4(self.process.pid, os.WNOHANG)
            except ChildProcessError:
                self.process.returncode = -1
                return True
            if pid == self.process.pid:
                self.rusage = usage
                self.process.returncode = os.waitstatus_to_exitcode(status)
                return True
            if time.monotonic_ns() >= deadline_ns:
                return False
            time.sleep(0.0005)
        return True

    def first_frame(self) -> int:
        """The first frame's timestamp; Refused if the program exited before drawing with a
        non-zero status (its message is what it printed last on stderr)."""
        deadline = time.monotonic_ns() + int(self.timeout * 1e9)
        while not self.frames:
            if self.exited:
                self.reap(time.monotonic_ns() + int(self.timeout * 1e9))
                status = self.process.returncode
                if status is not None and status > 0:
                    lines = [line.strip() for line in
                             self.stderr_path.read_text(errors="replace").splitlines()
                             if line.strip()]
                    raise Refused(lines[-1] if lines else f"exit status {status}")
            if time.monotonic_ns() >= deadline:
                break
            self.pump(deadline)
        return self.wait_frame(0, "the first frame")

    def wait_frame(self, index: int, what: str) -> int:
        """The timestamp of frame number `index` (0-based), waiting for it if needed."""
        deadline = time.monotonic_ns() + int(self.timeout * 1e9)
        while len(self.frames) <= index:
            if self.exited:
                gone = ("exited" if self.process.returncode is not None
                        else "closed the terminal")
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
        if key == b"\x1b" and self.keyboard_pushed:
            key = b"\x1b[27u"
        start = time.monotonic_ns()
        self.press_start = start
        os.write(self.master, key)
        frame = self.wait_frame(index, what)
        self.settle()
        return frame - start, self.bytes_read - before

    def until_results(self, what: str, whole: bool = False) -> int:
        """After `press`: ns from the key to the first frame since then that lists results (a
        search's first page, or with `whole` only the whole list), where the frames before
        said "Searching…"."""
        index = next(i for i, frame in enumerate(self.frames) if frame >= self.press_start)
        while True:
            frame = self.wait_frame(index, what)
            if self.marks[index] == b"" or (not whole and self.marks[index] != b"searching"):
                self.settle()
                return frame - self.press_start
            index += 1

    def cpu_ns(self) -> int:
        """User + system CPU of the whole process (all threads), once reaped."""
        usage = self.rusage
        return int((usage.ru_utime + usage.ru_stime) * 1e9) if usage else 0

    def cpu_sample(self) -> tuple[int, int]:
        """(CPU so far in ns, thread count) of the running process: the sum of every live
        thread's run time from /proc/PID/task/*/schedstat (nanoseconds, unlike the clock
        ticks of /proc/PID/stat). A thread that started and ended between two samples is
        missed; the thread counts let the caller see whether the set changed."""
        total, threads = 0, 0
        try:
            tasks = os.listdir(f"/proc/{self.process.pid}/task")
        except OSError:
            return 0, 0
        for task in tasks:
            try:
                text = Path(f"/proc/{self.process.pid}/task/{task}/schedstat").read_text()
                total += int(text.split()[0])
                threads += 1
            except (OSError, ValueError, IndexError):
                pass
        return total, threads

    def peak_rss_bytes(self) -> int:
        """VmHWM of the running process, in bytes (0 if it cannot be read). Not ru_maxrss:
        a child's ru_maxrss keeps the high-water mark of the forked Python process from
        before exec, which would count the harness's own memory."""
        try:
            for line in Path(f"/proc/{self.process.pid}/status").read_text().splitlines():
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) * 1024
        except (OSError, ValueError, IndexError):
            pass
        return 0

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
        status = self.process.returncode
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
        if self.process is not None and self.process.returncode is None:
            # Its own session and process group (start_new_session): take any children too.
            if not self.reap(time.monotonic_ns()):
                try:
                    os.killpg(self.process.pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
                self.reap(time.monotonic_ns() + int(self.timeout * 1e9))
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


