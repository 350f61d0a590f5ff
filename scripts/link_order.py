#!/usr/bin/env python3
"""Write scripts/link-order.txt: the functions a start and the list keys run, for lld to put first.

The release link (the Makefile's RELEASE) passes this file to lld as `--symbol-ordering-file`, so
the code a start and the common keys touch sits together at the front of .text instead of spread
over 24 MB of it. The kernel maps up to 16 neighbouring pages at each fault of a file page
(fault-around), so scattered code cost up to 64 KB of resident memory per function touched; with
the hot code packed, peak RSS at 1,000 products falls by about 5 MB (docs/benchmarks.md,
"What makes the binary big").

The functions come from callgrind runs in the benchmark's pty (scripts/bench_pty.py), with names
left mangled: a start on a generated catalog (the first one imports it), then presses of Down,
of PgDn, and of Enter and Back in turn. Names the binary does not define (libc, ncurses, SQLite)
are left out.
A stale file costs only memory, never correctness: lld places the names it finds and ignores the
rest (`--no-warn-symbol-ordering`). Run again after large changes to what a start runs, then
relink: SwiftPM does not know the file is an input of the link, so remove the binary first.

  python3 scripts/link_order.py --binary .build/release/aisle
  rm .build/release/aisle && make bench

Python 3.11 standard library only; needs valgrind.
"""

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import bench_catalogs  # noqa: E402
from bench import KEYS, REPO, aisle, parse_sizes  # noqa: E402
from bench_pty import BenchError, Session  # noqa: E402

HEADER = """# Functions run by a start and the list keys, in first-run order, for lld's
# --symbol-ordering-file (the Makefile's RELEASE). Made by scripts/link_order.py; do not edit.
"""


def profile_run(command: list[str], home: Path, out: Path, keys: list[bytes], presses: int,
                timeout: float) -> None:
    """One start, the presses and `q`, under callgrind with mangled names."""
    valgrind = shutil.which("valgrind")
    if not valgrind:
        raise BenchError("valgrind is not installed")
    wrapped = [valgrind, "--tool=callgrind", "--demangle=no", f"--callgrind-out-file={out}"]
    session = Session(wrapped + command, home, timeout, {"XDG_CACHE_HOME": str(home / "cache")})
    try:
        session.first_frame()
        session.settle()
        for _ in range(presses):
            for key in keys:
                session.press(key, "a key under valgrind")
        session.quit()
    finally:
        session.close()


def functions(profile: Path) -> list[str]:
    """The function names in a callgrind profile, in the order they first appear."""
    names = []
    for line in profile.read_text(errors="replace").splitlines():
        match = re.match(r"^c?fn=\(\d+\) (.+)$", line)
        if match:
            names.append(match.group(1).strip())
    return names


def defined(binary: Path) -> set[str]:
    """The names of the functions the binary itself defines."""
    listing = subprocess.run(["nm", "--defined-only", str(binary)], capture_output=True,
                             text=True, check=True).stdout
    return {parts[2] for parts in (line.split(" ", 2) for line in listing.splitlines())
            if len(parts) == 3 and parts[1] in "tTwW"}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", type=Path, default=REPO / ".build" / "release" / "aisle")
    parser.add_argument("--size", default="1k", help="product count (default: 1k)")
    parser.add_argument("--presses", type=int, default=5)
    parser.add_argument("--timeout", type=float, default=600.0)
    parser.add_argument("--out", type=Path, default=REPO / "scripts" / "link-order.txt")
    options = parser.parse_args()
    catalog = bench_catalogs.prepare(int(parse_sizes(options.size)[0]), 1)
    order: list[str] = []
    with tempfile.TemporaryDirectory(prefix="aisle-link-order-") as temporary:
        work = Path(temporary)
        stripped = work / "bin" / "aisle"  # valgrind cannot read Swift 6's DWARF 5
        stripped.parent.mkdir()
        subprocess.run(["objcopy", "--strip-debug", str(options.binary), str(stripped)],
                       check=True)
        command = aisle(stripped).command(catalog)
        for name, keys in (("down", [KEYS["Down"]]), ("pgdn", [KEYS["PgDn"]]),
                           ("enter-back", [KEYS["Enter"], KEYS["Back"]])):
            profile = work / f"{name}.out"
            profile_run(command, work / "home", profile, keys, options.presses, options.timeout)
            order += functions(profile)
    known = defined(options.binary)
    kept = [name for name in dict.fromkeys(order) if name in known]
    options.out.write_text(HEADER + "\n".join(kept) + "\n")
    print(f"{options.out}: {len(kept)} functions", file=sys.stderr)
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except (BenchError, subprocess.CalledProcessError) as error:
        print(f"link_order: {error}", file=sys.stderr)
        sys.exit(1)
