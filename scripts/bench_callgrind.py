#!/usr/bin/env python3
"""Instructions per key for Aisle and the C reference, counted by valgrind's callgrind.

Each program runs under `valgrind --tool=callgrind` in the benchmark's pty (scripts/bench_pty.py)
on a generated catalog, twice (after a launch that imports the catalog into Aisle's cache,
not counted): once started and quit (`q` after the first frame), once started,
given N presses of one key kind, and quit. The difference of the two totals over N is the
instruction count of one key, start-up and quit cancelled out. Instruction counts do not depend
on machine load, so unlike the timings they are repeatable on a busy machine. The profiles are
kept (--keep DIR) for `callgrind_annotate`, which shows where the instructions go; with
--keep a third run collects only from the first frame to just before `q` (callgrind_control),
a profile of the keys alone. "Enter+Back" presses Enter and Back in turn (each waits for its
frame) and counts the pair.

With --start, Aisle's start-up alone is counted instead: from exec to the end of its first
frame (callgrind dumps a profile when `BenchTrace.frameDrawn` first returns), for
`callgrind_annotate --inclusive=yes` to say where the instructions before the first frame go;
the C reference's figure is its whole start + quit (its frame hook is inlined). `--args`
replaces Aisle's usual `open aisle://category/<first> --catalog <json>` (say `--args
'--catalog {json}'` for the plain run).

Valgrind 3.19 (Debian 12) gives up on the DWARF 5 debug information in Swift 6 binaries, so
Aisle runs as a copy made with `objcopy --strip-debug`: the symbol table stays, so functions
are still named (without file and line).

  python3 scripts/bench_callgrind.py --size 100k --key Down --presses 40 --keep /tmp/cg

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
from bench import KEYS, REPO, aisle, parse_sizes, reference  # noqa: E402
from bench_pty import BenchError, Session  # noqa: E402


def run(command: list[str], home: Path, out: Path, keys: list[bytes], presses: int,
        timeout: float, keys_only: bool = False) -> int:
    """Total instructions (Ir) of one run under callgrind."""
    drive(command, home, out, keys, presses, timeout, keys_only)
    return total(out)


def drive(command: list[str], home: Path, out: Path, keys: list[bytes], presses: int,
          timeout: float, keys_only: bool = False, extra: tuple[str, ...] = ()) -> None:
    """One run under callgrind, its profile written to `out` (`extra`: more options)."""
    valgrind = shutil.which("valgrind")
    if not valgrind:
        raise BenchError("valgrind is not installed")
    wrapped = [valgrind, "--tool=callgrind", f"--callgrind-out-file={out}", *extra]
    if keys_only:  # collect from the first frame to just before `q`, for callgrind_annotate
        wrapped.append("--instr-atstart=no")
    session = Session(wrapped + command, home, timeout,
                      {"XDG_CACHE_HOME": str(home / "cache")})
    try:
        session.first_frame()
        session.settle()
        if keys_only:
            control(session.process.pid, "on")
        for _ in range(presses):
            for key in keys:
                session.press(key, "a key under valgrind")
        if keys_only:
            control(session.process.pid, "off")
        session.quit()
    finally:
        session.close()


def total(out: Path) -> int:
    """The instruction total of a callgrind profile."""
    match = re.search(r"^(?:summary|totals): (\d+)", out.read_text(), re.MULTILINE)
    if not match:
        raise BenchError(f"no instruction total in {out}")
    return int(match.group(1))


FIRST_FRAME = "$s12AisleRuntime10BenchTraceV10frameDrawnyyF"


def start_only(command: list[str], home: Path, out: Path, timeout: float,
               main_thread: bool = False) -> int:
    """Instructions (Ir) from exec to the end of the first frame: callgrind dumps a profile
    (`out`.1) when BenchTrace.frameDrawn first returns. All threads together, or with
    `main_thread` the main thread's alone (`out`.1-01): the instructions the first frame waits
    for when start-up's other thread runs on another core."""
    extra = (f"--dump-after={FIRST_FRAME}",) + (("--separate-threads=yes",) if main_thread else ())
    drive(command, home, out, [], 0, timeout, extra=extra)
    first = Path(f"{out}.1-01" if main_thread else f"{out}.1")
    if not first.exists():
        raise BenchError(f"callgrind wrote no first-frame profile ({first})")
    return total(first)


def strip_debug(binary: Path, directory: Path) -> Path:
    """A copy of `binary` without its debug information (valgrind cannot read Swift 6's)."""
    stripped = directory / "bin" / "aisle"
    stripped.parent.mkdir()
    result = subprocess.run(["objcopy", "--strip-debug", str(binary), str(stripped)],
                            capture_output=True, text=True)
    if result.returncode != 0:
        raise BenchError(f"objcopy --strip-debug failed: {result.stderr.strip()}")
    return stripped


def control(pid: int, state: str) -> None:
    """Switches callgrind's collection on or off in the running process."""
    result = subprocess.run(["callgrind_control", "-i", state, str(pid)], capture_output=True,
                            text=True, timeout=120)
    if result.returncode != 0:
        raise BenchError(f"callgrind_control -i {state} failed: {result.stderr.strip()}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", type=Path, default=REPO / ".build" / "release" / "aisle")
    parser.add_argument("--reference", type=Path,
                        default=REPO / ".build" / "bench" / "aisle-ref")
    parser.add_argument("--size", default="100k", help="product count (default: 100k)")
    parser.add_argument("--key", choices=list(KEYS) + ["Enter+Back"], default="Down")
    parser.add_argument("--presses", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--timeout", type=float, default=600.0)
    parser.add_argument("--keep", type=Path, help="directory for the callgrind.out files")
    parser.add_argument("--start", action="store_true",
                        help="count Aisle's start-up to the end of its first frame only")
    parser.add_argument("--args", help="Aisle's arguments with --start, {json} and {category} "
                        "filled in (default: open aisle://category/{category} --catalog {json})")
    parser.add_argument("--runs", type=int, default=1, help="with --start: runs (warm cache)")
    options = parser.parse_args()
    count = int(parse_sizes(options.size)[0])
    catalog = bench_catalogs.prepare(count, options.seed)
    keys = [KEYS["Enter"], KEYS["Back"]] if options.key == "Enter+Back" else [KEYS[options.key]]
    keep = options.keep or Path(tempfile.mkdtemp(prefix="aisle-callgrind-"))
    keep.mkdir(parents=True, exist_ok=True)
    if options.start:
        return start_table(options, catalog, keep)
    print(f"| program | Ir, start + quit | Ir, start + {options.presses} × {options.key} + quit"
          f" | Ir per {options.key} |")
    print("|---|---:|---:|---:|")
    with tempfile.TemporaryDirectory(prefix="aisle-callgrind-home-") as temporary:
        stripped = strip_debug(options.binary, Path(temporary))
        for program in (aisle(stripped), reference(options.reference)):
            command = program.command(catalog)
            home = Path(temporary) / program.name
            if program.name == "aisle":  # the catalog imported into the cache, not counted
                run(command, home, keep / "aisle-warm.out", [], 0, options.timeout)
            base = run(command, home, keep / f"{program.name}-start.out", [], 0,
                       options.timeout)
            total = run(command, home, keep / f"{program.name}-keys.out", keys,
                        options.presses, options.timeout)
            print(f"| {program.name} | {base:,} | {total:,} | "
                  f"{(total - base) / options.presses:,.0f} |", flush=True)
            if options.keep:  # a profile of the keys alone, for callgrind_annotate
                run(command, home, keep / f"{program.name}-keys-only.out", keys,
                    options.presses, options.timeout, keys_only=True)
    print(f"\nprofiles in {keep}; for example: callgrind_annotate --inclusive=yes "
          f"{keep}/aisle-keys-only.out | head -60", file=sys.stderr)
    return 0


def start_table(options, catalog: dict, keep: Path) -> int:
    """Aisle's start-up to its first frame, and the C reference's start + quit."""
    print("| program | Ir, exec → end of the first frame (all threads) | the main thread's |"
          " C: Ir, start + quit |")
    print("|---|---:|---:|---:|")
    with tempfile.TemporaryDirectory(prefix="aisle-callgrind-home-") as temporary:
        stripped = strip_debug(options.binary, Path(temporary))
        command = aisle(stripped).command(catalog)
        if options.args is not None:
            fields = {"json": str(catalog["json"]), "category": catalog["meta"]["first_category"]}
            command = [str(stripped)] + [a.format(**fields) for a in options.args.split()]
        home = Path(temporary) / "aisle"
        # The first launch imports the catalog into the cache; the counted ones reuse it.
        run(command, home, keep / "aisle-warm.out", [], 0, options.timeout)
        counts = [start_only(command, home, keep / f"aisle-start-{n}.out", options.timeout)
                  for n in range(options.runs)]
        main = [start_only(command, home, keep / f"aisle-main-{n}.out", options.timeout, True)
                for n in range(options.runs)]
        c = run(reference(options.reference).command(catalog), Path(temporary) / "c",
                keep / "c-start.out", [], 0, options.timeout)
        print(f"| aisle {' '.join(command[1:])} | {', '.join(f'{n:,}' for n in counts)} "
              f"| {', '.join(f'{n:,}' for n in main)} | {c:,} |", flush=True)
    print(f"\nprofiles in {keep}; for example: callgrind_annotate --inclusive=yes "
          f"{keep}/aisle-start-0.out.1 | head -60", file=sys.stderr)
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except BenchError as error:
        print(f"bench_callgrind: {error}", file=sys.stderr)
        sys.exit(1)
