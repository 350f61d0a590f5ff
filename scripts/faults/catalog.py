#!/usr/bin/env python3
"""Fault injection into a catalog import: strace kills `aisle link --catalog FILE` while it
builds the catalog cache (at a write of the new database, at its sync, at the rename that puts
it in place) or makes a write fail. Afterwards a normal run must start, find or rebuild a whole
cache (PRAGMA integrity_check, every product there), and leave no temporary file behind.

`aisle link` imports the catalog before printing anything and writes no other file with
pwrite64, fsync or rename, so every such call in the run is the import's. No terminal is
needed: the command runs directly under strace.

Usage: catalog.py --binary PATH. Prints a line per case and then exactly `N passed, M failed`;
exits 1 if anything failed.
"""

import argparse
import json
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
from pathlib import Path

PRODUCTS = 3000
# An import of PRODUCTS products makes about 72 pwrite64 calls (pages written at the commit).
CASES = [("pwrite64", "signal=KILL", 1), ("pwrite64", "signal=KILL", 40),
         ("pwrite64", "signal=KILL", 70), ("fsync", "signal=KILL", 1),
         ("rename", "signal=KILL", 1), ("pwrite64", "error=ENOSPC", 40),
         ("pwrite64", "error=EIO", 1)]


def write_catalog(path: Path) -> None:
    products = [{"id": f"p-{i}", "name": f"Thing {i}", "category": "c", "seller": "s",
                 "price": 100 + i, "stock": i % 7, "description": f"Number {i} of many."}
                for i in range(PRODUCTS)]
    path.write_text(json.dumps({
        "currency": "USD", "categories": [{"id": "c", "name": "Things"}],
        "sellers": [{"id": "s", "name": "Seller", "about": "Sells."}], "products": products}))


def run(binary: str, root: Path, catalog: Path, inject: str | None) -> subprocess.CompletedProcess:
    environment = {"PATH": "/usr/bin:/bin", "HOME": str(root / "home"),
                   "XDG_STATE_HOME": str(root / "state"), "XDG_DATA_HOME": str(root / "data"),
                   "XDG_CACHE_HOME": str(root / "cache"), "LANG": "C.UTF-8"}
    command = [binary, "link", "--catalog", str(catalog)]
    if inject:
        syscall = inject.split(":")[0]
        command = ["strace", "-f", "-qq", "-o", str(root / "strace.log"), "-e",
                   f"trace={syscall}", "-e", f"inject={inject}"] + command
    return subprocess.run(command, env=environment, stdin=subprocess.DEVNULL,
                          capture_output=True, timeout=300)


def check_cache(root: Path) -> str | None:
    folder = root / "cache" / "aisle"
    caches = sorted(folder.glob("catalog-*.sqlite"))
    leftovers = sorted(p.name for p in folder.glob(".catalog-*.tmp-*"))
    if leftovers:
        return f"temporary files left: {leftovers}"
    if len(caches) != 1:
        return f"expected one cache, found {[p.name for p in caches]}"
    database = sqlite3.connect(f"file:{caches[0]}?mode=ro", uri=True)
    try:
        if database.execute("PRAGMA integrity_check").fetchone()[0] != "ok":
            return "the cache fails integrity_check"
        count = database.execute("SELECT count(*) FROM product").fetchone()[0]
        if count != PRODUCTS:
            return f"the cache holds {count} products, not {PRODUCTS}"
        found = database.execute(
            "SELECT count(*) FROM productSearch WHERE productSearch MATCH 'thing'").fetchone()[0]
        if found != PRODUCTS:
            return f"the search index finds {found} products, not {PRODUCTS}"
    finally:
        database.close()
    return None


def run_case(binary: str, syscall: str, action: str, when: int) -> str | None:
    root = Path(tempfile.mkdtemp(prefix="aisle-catalog-fault-"))
    try:
        catalog = root / "shop.json"
        write_catalog(catalog)
        faulted = run(binary, root, catalog, f"{syscall}:{action}:when={when}")
        log = (root / "strace.log").read_text(errors="replace")
        if action == "signal=KILL" and "killed by SIGKILL" not in log:
            return f"the run was not killed at {syscall} #{when} (status {faulted.returncode})"
        if action.startswith("error") and "INJECTED" not in log:
            return f"no {syscall} #{when} happened, so nothing was injected"
        if action.startswith("error") and faulted.returncode != 0:
            return f"a failed write ended the run: {faulted.stderr.decode(errors='replace')}"
        after = run(binary, root, catalog, None)
        if after.returncode != 0:
            return f"the next run failed ({after.returncode}): {after.stderr.decode(errors='replace')}"
        if not after.stdout.startswith(b"aisle://"):
            return "the next run printed no link"
        return check_cache(root)
    finally:
        shutil.rmtree(root, ignore_errors=True)


def check_sync_order(binary: str) -> str | None:
    """The import's file is flushed before it is renamed into place, and the rename itself
    flushed after: a kill between them leaves the old cache or a whole new one, never pages the
    disk had not written yet (which no kill can show, hence this check of the calls' order)."""
    root = Path(tempfile.mkdtemp(prefix="aisle-catalog-sync-"))
    try:
        catalog = root / "shop.json"
        write_catalog(catalog)
        (root / "home").mkdir()
        environment = {"PATH": "/usr/bin:/bin", "HOME": str(root / "home"),
                       "XDG_STATE_HOME": str(root / "state"), "XDG_DATA_HOME": str(root / "data"),
                       "XDG_CACHE_HOME": str(root / "cache"), "LANG": "C.UTF-8"}
        log = root / "strace.log"
        command = ["strace", "-f", "-qq", "-y", "-o", str(log), "-e",
                   "trace=fsync,fdatasync,rename,renameat,renameat2",
                   binary, "link", "--catalog", str(catalog)]
        ran = subprocess.run(command, env=environment, stdin=subprocess.DEVNULL,
                             capture_output=True, timeout=300)
        if ran.returncode != 0:
            return f"the import failed ({ran.returncode}): {ran.stderr.decode(errors='replace')}"
        events = []
        for line in log.read_text(errors="replace").splitlines():
            if "sync(" in line and ".tmp-" in line and line.rstrip().endswith("= 0"):
                events.append("sync temporary")
            elif "rename" in line and ".tmp-" in line and line.rstrip().endswith("= 0"):
                events.append("rename")
            elif "sync(" in line and line.rstrip().endswith("/cache/aisle>) = 0"):
                events.append("sync directory")
        if events != ["sync temporary", "rename", "sync directory"]:
            return f"expected the temporary synced, renamed, the directory synced; saw {events}"
        return None
    finally:
        shutil.rmtree(root, ignore_errors=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", required=True)
    arguments = parser.parse_args()
    passed = failed = 0
    for syscall, action, when in CASES:
        problem = run_case(os.path.abspath(arguments.binary), syscall, action, when)
        label = f"catalog import: {action} at {syscall} #{when}"
        if problem:
            failed += 1
            print(f"FAIL {label}: {problem}")
        else:
            passed += 1
            print(f"ok   {label}")
    problem = check_sync_order(os.path.abspath(arguments.binary))
    label = "catalog import: fsync of the new cache, rename, fsync of the directory, in order"
    if problem:
        failed += 1
        print(f"FAIL {label}: {problem}")
    else:
        passed += 1
        print(f"ok   {label}")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
