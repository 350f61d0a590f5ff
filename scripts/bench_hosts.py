#!/usr/bin/env python3
"""Orders through real `aisle serve` hosts: 1, 2 and 3 hosts on one PostgreSQL against one
host on SQLite, same machine, same run (`make bench-shop`; issue 29, "Tests and figures").

For each configuration: a fresh shop (a new database on one throwaway cluster, fsync on, or a
new SQLite file), the hosts started on loopback ports with the same catalog, then:

  sessions at first frame  --crowd customers per host connecting at once (real `ssh -tt`, a
                           pty each, a key each): how many reach Home's text and how long the
                           slowest took
  orders                   --sessions customers spread evenly over the hosts, each placing
                           --orders orders of one Tea Kettle (the first with the address typed
                           in, then the kept one): orders per second over the whole run, and
                           the placing's latency, from Enter on Review to "Thank you!" on the
                           customer's terminal (p50, p99)

Keys are typed ahead in bursts and the script waits only on text the screens draw; nothing
here is a pass/fail test. Python 3.11 standard library; Linux; PostgreSQL's initdb/pg_ctl
(Debian's /usr/lib/postgresql/N/bin), run as the postgres user when we are root.
"""

import argparse
import fcntl
import json
import os
import pty
import pwd
import shutil
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import threading
import time
from pathlib import Path

SSH_OPTIONS = ["-F", "/dev/null", "-o", "StrictHostKeyChecking=no", "-o",
               "UserKnownHostsFile=/dev/null", "-o", "IdentitiesOnly=yes", "-o", "LogLevel=ERROR"]
DOWN, ENTER, TAB = b"\x1bOB", b"\r", b"\t"


def catalog() -> str:
    """Two categories; the Tea Kettle (the only tool) never runs out."""
    return json.dumps({
        "currency": "USD",
        "categories": [{"id": "tea", "name": "Tea Room"}, {"id": "tools", "name": "Tools"}],
        "sellers": [{"id": "s-1", "name": "Leaf & Iron", "about": "A small shop."}],
        "products": [
            {"id": "t-1", "name": "Sencha Green", "category": "tea", "seller": "s-1",
             "price": 1200, "stock": 10, "description": "A tea."},
            {"id": "k-1", "name": "Tea Kettle", "category": "tools", "seller": "s-1",
             "price": 4500, "stock": 1000000, "description": "A kettle."},
        ]})


class Cluster:
    """initdb + pg_ctl in a temporary directory, a Unix socket only, fsync on."""

    def __init__(self, work: Path):
        versions = sorted((int(p.name) for p in Path("/usr/lib/postgresql").glob("*")
                           if p.name.isdigit()), reverse=True)
        found = [f"/usr/lib/postgresql/{v}/bin" for v in versions] + \
            [str(Path(p).parent) for p in [shutil.which("initdb")] if p]
        self.bin = next(b for b in found if os.access(f"{b}/initdb", os.X_OK))
        self.dir = work / "pg"
        self.dir.mkdir()
        if os.geteuid() == 0:
            user = pwd.getpwnam("postgres")
            os.chown(work, user.pw_uid, user.pw_gid)
            os.chown(self.dir, user.pw_uid, user.pw_gid)
        self.server("initdb", "-D", f"{self.dir}/data", "-A", "trust", "-U", "aisle", "--no-sync")
        self.server("pg_ctl", "-D", f"{self.dir}/data", "-l", f"{self.dir}/log", "-w", "-o",
                    f"-k {self.dir} -p 5432 -c listen_addresses= -c max_connections=300", "start")

    def server(self, program: str, *arguments: str):
        command = [f"{self.bin}/{program}", *arguments]
        if os.geteuid() == 0:
            command = ["runuser", "-u", "postgres", "--"] + command
        subprocess.run(command, check=True, capture_output=True, cwd="/")

    def url(self, database: str) -> str:
        return f"postgres://aisle@{str(self.dir).replace('/', '%2F')}:5432/{database}"

    def psql(self, database: str, sql: str) -> str:
        return subprocess.run(
            [f"{self.bin}/psql", "-h", str(self.dir), "-U", "aisle", "-d", database, "-qAt",
             "-c", sql], check=True, capture_output=True, text=True).stdout.strip()

    def stop(self):
        try:
            self.server("pg_ctl", "-D", f"{self.dir}/data", "-m", "immediate", "stop")
        except subprocess.CalledProcessError:
            pass


class Host:
    """`aisle serve --port 0` with directories of its own (another machine's)."""

    def __init__(self, binary: Path, work: Path, url: str | None, crowd: int):
        work.mkdir(parents=True)
        (work / "catalog.json").write_text(catalog())
        self.env = {"PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": str(work), "LANG": "C.UTF-8",
                    "XDG_STATE_HOME": str(work / "state"), "XDG_DATA_HOME": str(work / "data"),
                    "XDG_CACHE_HOME": str(work / "cache")}
        if url:
            self.env["AISLE_DATABASE_URL"] = url
        self.process = subprocess.Popen(
            [str(binary), "serve", "--port", "0", "--catalog", str(work / "catalog.json"),
             "--max-sessions", "500", "--max-sessions-per-address", "500",
             "--max-connections-per-address", "500", "--connections-per-minute", "60000",
             "--max-startups", "500"],
            stdout=subprocess.PIPE, stderr=open(work / "serve.err", "w"), env=self.env, text=True)
        line = self.process.stdout.readline()
        if " -p " not in line:
            raise SystemExit(f"the host did not open: {line!r}; see {work}/serve.err")
        self.port = int(line.split(" -p ")[1].split()[0])

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(timeout=60)
        except subprocess.TimeoutExpired:
            self.process.kill()


class Shopper:
    """One `ssh -tt` on an 80x24 pty of its own, with its own key."""

    def __init__(self, key: Path, port: int, env: dict):
        self.master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        self.started = time.monotonic()
        self.process = subprocess.Popen(
            ["ssh", "-tt", "-i", str(key), "-p", str(port)] + SSH_OPTIONS + ["x@127.0.0.1"],
            stdin=slave, stdout=slave, stderr=slave, env=env, start_new_session=True)
        os.close(slave)
        os.set_blocking(self.master, False)
        self.output = b""
        self.mark = 0

    def read(self):
        try:
            while chunk := os.read(self.master, 65536):
                self.output += chunk
        except (BlockingIOError, OSError):
            pass

    def send(self, data: bytes):
        """Sends `data`; later waits look only at what arrives after it."""
        self.read()
        self.mark = len(self.output)
        os.write(self.master, data)

    def wait_for(self, text: bytes, timeout: float = 60) -> bool:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            self.read()
            if text in self.output[self.mark:]:
                return True
            time.sleep(0.002)
        return False

    def wait_for_any(self, texts: list, timeout: float = 60):
        """The index of the first of `texts` that arrived since the last send, or None."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            self.read()
            arrived = self.output[self.mark:]
            for index, text in enumerate(texts):
                if text in arrived:
                    return index
            time.sleep(0.002)
        return None

    def quit(self):
        try:
            os.write(self.master, b"q")
            self.process.wait(timeout=30)
        except (OSError, subprocess.TimeoutExpired):
            self.process.kill()
        os.close(self.master)


def first_frames(hosts: list, keys: list, crowd: int, env: dict) -> tuple[int, int, float]:
    """`crowd` customers a host connecting at once: (reached, started, slowest seconds)."""
    shoppers = [Shopper(keys[i * crowd + j], host.port, env)
                for i, host in enumerate(hosts) for j in range(crowd)]
    reached, slowest = 0, 0.0
    for shopper in shoppers:
        if shopper.wait_for(b"Welcome to Aisle", 120):
            reached += 1
            slowest = max(slowest, time.monotonic() - shopper.started)
    for shopper in shoppers:
        shopper.quit()
    return reached, len(shoppers), slowest


REVIEW_PAYMENT_SHIPPING = [b"place order", b"Pay by", b"Full name"]


def shop(shopper: Shopper, orders: int, latencies: list, failures: list):
    """Places `orders` orders of one Tea Kettle, timing each placing."""
    if not shopper.wait_for(b"Welcome to Aisle", 120):
        failures.append("no first frame")
        return
    # Home: Tools (the second category), the kettle, add, cart, checkout.
    address = b"Ada Lovelace" + TAB + b"ada@example.com" + TAB + b"10 Downing St" + TAB + \
        b"London" + TAB + b"12345" + TAB + b"uu"
    to_review = DOWN + ENTER + b"a" + b"c" + ENTER + address + ENTER + ENTER
    for index in range(orders):
        shopper.send(to_review)
        # Enter through Shipping and Payment until Review's hint shows, never one past it
        # (that would place the order untimed). Each step is known by text its screen draws
        # afresh (the terminal is sent only what changed): Review's hint, Payment's first
        # field, Shipping's first field; checked in that order, so the furthest step wins.
        for _ in range(4):
            step = shopper.wait_for_any(REVIEW_PAYMENT_SHIPPING, 30)
            if step == 0:
                break
            if step is None:
                failures.append(f"order {index}: no checkout step showed")
                return
            shopper.send(ENTER)
        else:
            failures.append(f"order {index}: Review never showed")
            return
        shopper.send(ENTER)
        started = time.monotonic()
        if not shopper.wait_for(b"Thank you!", 60):
            failures.append(f"order {index}: no confirmation")
            return
        latencies.append(time.monotonic() - started)
        # Back to Home (breadcrumb 1), which keeps Tools highlighted; the kept address is
        # complete, so Shipping takes one Enter from now on.
        shopper.send(b"1")
        if not shopper.wait_for(b"Welcome to Aisle", 30):
            failures.append(f"order {index}: Home never showed again")
            return
        to_review = ENTER + b"a" + b"c" + ENTER


def orders_run(hosts: list, keys: list, sessions: int, orders: int, env: dict) -> dict:
    shoppers = [Shopper(keys[i], hosts[i % len(hosts)].port, env) for i in range(sessions)]
    latencies, failures = [], []
    started = time.monotonic()
    threads = [threading.Thread(target=shop, args=(s, orders, latencies, failures))
               for s in shoppers]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    seconds = time.monotonic() - started
    for shopper in shoppers:
        shopper.quit()
    latencies.sort()
    pick = lambda p: latencies[min(len(latencies) - 1, int(len(latencies) * p))] * 1000
    return {"orders": len(latencies), "seconds": seconds, "failures": failures,
            "rate": len(latencies) / seconds if seconds else 0,
            "p50": pick(0.5) if latencies else 0, "p99": pick(0.99) if latencies else 0}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", type=Path, required=True)
    parser.add_argument("--sessions", type=int, default=6, help="customers ordering at once")
    parser.add_argument("--orders", type=int, default=8, help="orders per customer")
    parser.add_argument("--crowd", type=int, default=10, help="sessions per host at once")
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="aisle-bench-hosts-"))
    os.chmod(work, 0o755)
    env = {"PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": str(work), "LANG": "C.UTF-8",
           "TERM": "xterm-256color"}
    needed = max(args.sessions, 3 * args.crowd)
    keys = []
    (work / "keys").mkdir()
    for index in range(needed):
        key = work / "keys" / f"k{index}"
        subprocess.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", str(key)],
                       check=True, env=env)
        keys.append(key)
    cluster = Cluster(work)
    rows = []
    try:
        configurations = [("SQLite", 1), ("PostgreSQL", 1), ("PostgreSQL", 2), ("PostgreSQL", 3)]
        for number, (engine, count) in enumerate(configurations):
            url = None
            if engine == "PostgreSQL":
                cluster.psql("postgres", f"CREATE DATABASE shop{number}")
                url = cluster.url(f"shop{number}")
            hosts = [Host(args.binary, work / f"c{number}" / f"host{i}", url, args.crowd)
                     for i in range(count)]
            try:
                reached, started, slowest = first_frames(hosts, keys, args.crowd, env)
                result = orders_run(hosts, keys, args.sessions, args.orders, env)
            finally:
                for host in hosts:
                    host.stop()
            stored = ""
            if url:
                stored = cluster.psql(f"shop{number}", "SELECT count(*) FROM placedOrder")
            rows.append((engine, count, result, reached, started, slowest, stored))
            print(f"bench-hosts: {engine}, {count} host(s): {result['orders']} orders in "
                  f"{result['seconds']:.1f} s ({result['rate']:.1f}/s), placing p50 "
                  f"{result['p50']:.0f} ms, p99 {result['p99']:.0f} ms; first frame "
                  f"{reached}/{started} (slowest {slowest:.1f} s)"
                  + (f"; {stored} orders in the database" if stored else "")
                  + (f"; failures: {result['failures']}" if result["failures"] else ""),
                  flush=True)
    finally:
        cluster.stop()
        shutil.rmtree(work, ignore_errors=True)
    print()
    print("| engine | hosts | customers | orders/s | placing p50 | placing p99 "
          "| sessions at first frame |")
    print("|---|---|---|---|---|---|---|")
    for engine, count, result, reached, started, slowest, _ in rows:
        print(f"| {engine} | {count} | {args.sessions} | {result['rate']:.1f} | "
              f"{result['p50']:.0f} ms | {result['p99']:.0f} ms | "
              f"{reached}/{started} ({args.crowd} a host; slowest {slowest:.1f} s) |")
    return 1 if any(row[2]["failures"] for row in rows) else 0


if __name__ == "__main__":
    sys.exit(main())
