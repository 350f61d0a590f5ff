#!/usr/bin/env python3
"""`aisle serve` over SSH on loopback: connect -> first frame, and memory per session.

Starts `aisle serve --port 0` (throw-away HOME and XDG directories) and, with the real OpenSSH
client on a pseudo-terminal of 80x24 per customer (each its own ed25519 key):

  connect -> first frame  from spawning `ssh -tt` to Home's text arriving on its terminal
  exec round trip          `ssh host true` to its refusal (exit 2): TCP, key exchange, key
                           authentication and one channel, no aisle started - so
                           first frame - exec round trip ~ first frame after the key exchange
  CPU and bytes per key    200 presses of Down and Up by turns, each waited for until the output goes quiet:
                           the session's aisle plus the server over SSH (both run on the
                           shop's machine), against the same keys to aisle run locally on a
                           pty; bytes are what reaches the terminal
  memory per session       with N customers on their first frame: PSS (shared pages split
                           between the processes that map them) and private memory (pages no
                           other process maps) of every `aisle --customer` child, from
                           /proc/PID/smaps_rollup, averaged; and the server's own PSS

Nothing here is a pass/fail test. Python 3.11 standard library only; Linux.
"""

import argparse
import fcntl
import os
import pty
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
SSH_OPTIONS = ["-F", "/dev/null", "-o", "StrictHostKeyChecking=no", "-o",
               "UserKnownHostsFile=/dev/null", "-o", "IdentitiesOnly=yes", "-o", "LogLevel=ERROR"]


class Customer:
    """One `ssh -tt` on a pty of its own (or, with `command`, anything else)."""

    def __init__(self, key: Path, port: int, env: dict, command: list | None = None):
        self.master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        self.started = time.monotonic()
        command = command or (["ssh", "-tt", "-i", str(key), "-p", str(port)] + SSH_OPTIONS
                              + ["x@127.0.0.1"])
        self.process = subprocess.Popen(
            command, stdin=slave, stdout=slave, stderr=slave, env=env, start_new_session=True)
        os.close(slave)
        os.set_blocking(self.master, False)
        self.output = b""

    def poll(self) -> bool:
        """Reads what arrived; true once Home is on screen."""
        try:
            while chunk := os.read(self.master, 65536):
                self.output += chunk
        except (BlockingIOError, OSError):
            pass
        return b"Welcome to Aisle" in self.output

    def quit(self):
        os.write(self.master, b"q")
        try:
            self.process.wait(timeout=60)
        finally:
            os.close(self.master)


def wait_all(customers: list, timeout: float) -> list:
    """Seconds from spawn to first frame, per customer."""
    times = {}
    deadline = time.monotonic() + timeout
    while len(times) < len(customers):
        for index, customer in enumerate(customers):
            if index not in times and customer.poll():
                times[index] = time.monotonic() - customer.started
        if time.monotonic() > deadline:
            raise SystemExit(f"only {len(times)} of {len(customers)} reached a first frame")
        time.sleep(0.002)
    return [times[index] for index in range(len(customers))]


def cpu_seconds(pid: int) -> float:
    """Run time of every thread of a process so far (schedstat: nanoseconds, not ticks)."""
    total = 0
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            total += int((task / "schedstat").read_text().split()[0])
        except (OSError, ValueError, IndexError):
            pass
    return total / 1e9


def presses(customer: Customer, count: int) -> int:
    """Sends Down and Up by turns (so every press moves the highlight on Home) `count` times,
    each waited for until the output is quiet; returns the bytes received."""
    before = len(customer.output)
    for index in range(count):
        os.write(customer.master, b"\x1bOA" if index % 2 else b"\x1bOB")
        seen = len(customer.output)
        deadline = time.monotonic() + 5
        while len(customer.output) == seen and time.monotonic() < deadline:
            customer.poll()
            time.sleep(0.001)
        quiet = time.monotonic()
        while time.monotonic() - quiet < 0.03:
            size = len(customer.output)
            customer.poll()
            if len(customer.output) != size:
                quiet = time.monotonic()
            time.sleep(0.002)
    return len(customer.output) - before


def per_key(customer: Customer, pids: list, count: int) -> tuple[float, float]:
    """(CPU ms per key over `pids`, bytes per key)."""
    start = sum(cpu_seconds(pid) for pid in pids)
    received = presses(customer, count)
    return (sum(cpu_seconds(pid) for pid in pids) - start) * 1000 / count, received / count


def memory(pid: int) -> tuple[int, int]:
    """(PSS, private) in KiB."""
    fields = {}
    for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines()[1:]:
        name, value = line.split(":", 1)
        fields[name] = int(value.split()[0])
    return fields["Pss"], fields["Private_Clean"] + fields["Private_Dirty"]


def children(pid: int) -> list[int]:
    found = []
    for task in Path("/proc").iterdir():
        if task.name.isdigit():
            try:
                stat = (task / "stat").read_text()
                if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                    found.append(int(task.name))
            except (OSError, ValueError, IndexError):
                pass
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", type=Path, required=True)
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--crowds", default="10,50")
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="aisle-bench-serve-"))
    env = {"PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": str(work), "LANG": "C.UTF-8",
           "XDG_STATE_HOME": str(work / "state"), "XDG_DATA_HOME": str(work / "data"),
           "XDG_CACHE_HOME": str(work / "cache"), "TERM": "xterm-256color"}
    crowds = [int(size) for size in args.crowds.split(",") if size]
    largest = max(crowds + [1])
    server = subprocess.Popen(
        [str(args.binary), "serve", "--port", "0", "--max-sessions", str(largest + 1),
         # Every bench customer comes from 127.0.0.1, a crowd at once: lift the per-address
         # limits and MaxStartups' random early drop.
         "--max-sessions-per-address", str(largest + 1),
         "--max-connections-per-address", str(largest + 10),
         "--connections-per-minute", "6000", "--max-startups", str(largest + 10),
         "--catalog", str(REPO / "Resources" / "catalog.json")],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env, text=True)
    try:
        line = server.stdout.readline()
        port = int(line.split(" -p ")[1].split()[0])
        keys = []
        for index in range(largest):
            key = work / f"key{index}"
            subprocess.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", str(key)],
                           check=True, env=env)
            keys.append(key)
        # One untimed session: the catalog cache is built and the binary paged in.
        warm = Customer(keys[0], port, env)
        wait_all([warm], 120)
        warm.quit()

        firsts, execs = [], []
        for run in range(args.runs):
            started = time.monotonic()
            subprocess.run(["ssh", "-i", str(keys[0]), "-p", str(port)] + SSH_OPTIONS
                           + ["x@127.0.0.1", "true"], env=env, capture_output=True)
            execs.append(time.monotonic() - started)
            customer = Customer(keys[0], port, env)
            firsts += wait_all([customer], 60)
            customer.quit()
        ms = lambda values: f"median {statistics.median(values) * 1000:.0f} ms, " \
            f"min {min(values) * 1000:.0f} ms"
        print(f"connect -> first frame over SSH ({args.runs} runs): {ms(firsts)}")
        print(f"exec round trip (kex + auth + channel, nothing run): {ms(execs)}")
        print("first frame after the key exchange (difference of medians): "
              f"{(statistics.median(firsts) - statistics.median(execs)) * 1000:.0f} ms")

        keys_pressed = 200
        local = Customer(keys[0], port, env, [str(args.binary), "--catalog",
                                              str(REPO / "Resources" / "catalog.json")])
        wait_all([local], 60)
        local_cpu, local_bytes = per_key(local, [local.process.pid], keys_pressed)
        local.quit()
        remote = Customer(keys[0], port, env)
        wait_all([remote], 60)
        child = children(server.pid)[0]
        remote_cpu, remote_bytes = per_key(remote, [child, server.pid], keys_pressed)
        child_cpu, _ = per_key(remote, [child], keys_pressed)
        remote.quit()
        print(f"per key ({keys_pressed} x Down/Up): local aisle {local_cpu:.2f} ms CPU, "
              f"{local_bytes:.0f} bytes; over SSH aisle + server {remote_cpu:.2f} ms CPU "
              f"({remote_cpu / local_cpu:.2f}x local; aisle alone {child_cpu:.2f} ms), "
              f"{remote_bytes:.0f} bytes to the terminal")

        for size in crowds:
            customers = [Customer(keys[index], port, env) for index in range(size)]
            times = wait_all(customers, 600)
            pids = children(server.pid)
            sizes = [memory(pid) for pid in pids]
            server_pss, _ = memory(server.pid)
            print(f"{size} customers at once: all on their first frame after "
                  f"{max(times) * 1000:.0f} ms (median {statistics.median(times) * 1000:.0f} ms); "
                  f"per session PSS {statistics.mean(s[0] for s in sizes) / 1024:.1f} MiB, "
                  f"private {statistics.mean(s[1] for s in sizes) / 1024:.1f} MiB; "
                  f"server PSS {server_pss / 1024:.1f} MiB")
            for customer in customers:
                customer.quit()
    finally:
        server.terminate()
        server.wait(timeout=60)
    return 0


if __name__ == "__main__":
    sys.exit(main())
