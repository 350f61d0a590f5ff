#!/usr/bin/env python3
"""Time Aisle against a plain C ncursesw program doing the same job, side by side, in one run.

Both programs run in the same pseudo-terminal harness (scripts/bench_pty.py: 80x24,
TERM=xterm-256color, LANG=C.UTF-8, throw-away HOME and XDG directories) on the same generated
products: Aisle reads the JSON catalog (`aisle open aisle://category/<first> --catalog FILE`),
the C reference (Benchmarks/reference/) a TSV written from that same catalog
(`aisle-ref FILE.tsv <first>`). Both open on the first category's product list.

With AISLE_BENCH_TRACE set, each program appends `frame <ns>` after every frame it draws,
<ns> being CLOCK_MONOTONIC right after the terminal was updated; this script reads the same
clock (time.monotonic_ns), so

  first frame = first frame's timestamp - the time just before spawning the process
  keypress    = next frame's timestamp  - the time just before writing the key to the pty
  bytes       = bytes read from the pty master between writing the key and the output going
                quiet after the frame (what a terminal emulator would have to parse)
  CPU per key = the process's CPU from just after its first frame to just before `q`, over
                the keys sent in between (every thread's run time, /proc/PID/task/*/schedstat)
  peak RSS    = VmHWM of the key session's process just before `q`

Per size, in order: Aisle's first start with an empty XDG_CACHE_HOME (the measured runs then
reuse that directory, so they see whatever cache the first start built), one untimed launch of
each program (page cache), then --runs rounds, each a start-only launch and a key session of
each program, Aisle first in even rounds and C first in odd ones; then Aisle's search session.
A program that exits before its first frame with a non-zero status has "refused" the catalog:
the table says so with its message, and the other program is still measured.

Generated catalogs are kept under .build/bench-catalogs/ (scripts/bench_catalogs.py), so a
second run does not regenerate them. Nothing here is a pass/fail test.

Python 3.11 standard library only; Linux (pty, inotify, wait4).
"""

import argparse
import json
import os
import shlex
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import bench_catalogs  # noqa: E402
import bench_report  # noqa: E402
import bench_targets  # noqa: E402
from bench_pty import BenchError, Refused, Session  # noqa: E402
import bench_pty  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
BUNDLED = REPO / "Resources" / "catalog.json"

# What xterm sends once the program has switched on keypad mode (terminfo kcud1, knp, kcub1).
KEYS = {
    "Down": b"\x1bOB",
    "PgDn": b"\x1b[6~",
    "Enter": b"\r",
    "Back": b"\x1bOD",
}
TOP = b"g"
DOWN_BURST, PAGE_BURST = 25, 20  # presses before `g` takes the highlight back to the top
COLD_TIMEOUT = 300.0  # seconds for a first start that may import a large catalog


def progress(message: str) -> None:
    print(f"bench: {message}", file=sys.stderr, flush=True)


class Program:
    """How to start one of the two programs on a prepared catalog."""

    def __init__(self, name: str, binary: Path, command):
        self.name, self.binary, self.command = name, binary, command


def aisle(binary: Path) -> Program:
    return Program("aisle", binary, lambda catalog: [
        str(binary), "open", f"aisle://category/{catalog['meta']['first_category']}",
        "--catalog", str(catalog["json"])])


def reference(binary: Path) -> Program:
    return Program("c", binary, lambda catalog: [
        str(binary), str(catalog["tsv"]), catalog["meta"]["first_category"]])


def launch(command: list[str], home: Path, env: dict, timeout: float) -> dict:
    """Start, first frame, `q`: the first frame's time, CPU and peak RSS of the whole life."""
    session = Session(command, home, timeout, env)
    try:
        first = session.first_frame() - session.spawned
        session.settle()
        rss = session.peak_rss_bytes()
        quit_ns = session.quit()
        return {"first_frame_ns": first, "quit_ns": quit_ns, "cpu_ns": session.cpu_ns(),
                "rss_bytes": rss}
    finally:
        session.close()


def key_session(command: list[str], home: Path, env: dict, presses: int,
                timeout: float) -> dict:
    """Enter/Back on the list's first row, then Down and PgDn bursts inside the list."""
    results = {key: {"ns": [], "bytes": [], "unchanged": 0} for key in KEYS}
    session = Session(command, home, timeout, env)
    sent = 0

    def press(key: bytes, what: str) -> tuple[int, int]:
        nonlocal sent
        sent += 1
        return session.press(key, what)

    def record(key: str) -> int:
        elapsed, written = press(KEYS[key], key)
        if written == 0 and key in ("Down", "PgDn"):
            # The end of the list: nothing moved, nothing drawn. Not what is being timed.
            results[key]["unchanged"] += 1
        else:
            results[key]["ns"].append(elapsed)
            results[key]["bytes"].append(written)
        return written

    def move(key: str, burst: int) -> None:
        press(TOP, "g")
        since_top = 0  # presses that moved the highlight since it was last at the top
        while len(results[key]["ns"]) < presses:
            if record(key) > 0:
                since_top += 1
            elif since_top == 0:
                return  # even from the top nothing moves: the list fits on one screen
            else:
                since_top = burst
            if since_top >= burst:
                press(TOP, "g")
                since_top = 0

    try:
        session.first_frame()
        session.settle()
        cpu_start, threads_start = session.cpu_sample()
        sent = 0
        for _ in range(presses):
            record("Enter")  # the highlighted product's detail
            record("Back")   # and back to the list
        move("Down", DOWN_BURST)
        move("PgDn", PAGE_BURST)
        session.settle()
        cpu_end, threads_end = session.cpu_sample()
        rss = session.peak_rss_bytes()
        session.quit()
    finally:
        session.close()
    return {"keys": results, "keys_sent": sent, "keys_cpu_ns": cpu_end - cpu_start,
            "save_ns": list(session.saves.durations),
            "threads": [threads_start, threads_end], "cpu_ns": session.cpu_ns(),
            "rss_bytes": rss}


def search_session(command: list[str], home: Path, env: dict, query: str, searches: int,
                   timeout: float) -> dict:
    """`f`, the query typed, Enter (timed: Enter → the next frame), Back; `searches` times."""
    session = Session(command, home, timeout, env)
    times = []
    try:
        session.first_frame()
        for _ in range(searches):
            session.press(b"f", "f")
            for character in query:
                session.press(character.encode(), f"typing {character!r}")
            elapsed, _ = session.press(KEYS["Enter"], "Enter after a search")
            times.append(elapsed)
            session.press(KEYS["Back"], "Back from the results")
        session.quit()
    finally:
        session.close()
    return {"ns": times}


def broad_sessions(command: list[str], home: Path, env: dict, queries: list[str], rounds: int,
                   timeout: float) -> dict:
    """Each broad query (`co`, `de`, `lib`: most of a generated catalog) searched first thing
    in a session of its own, `rounds` times: `f`, the query, Enter (timed: Enter → the next
    frame, which may say "Searching…"; Enter → the first frame listing results, perhaps the
    first page; Enter → the frame with the whole list). A new session each
    time, since a store keeps the answers of the last searches."""
    times = {query: [] for query in queries}
    results = {query: [] for query in queries}
    wholes = {query: [] for query in queries}
    for _ in range(rounds):
        for query in queries:
            session = Session(command, home, timeout, env)
            try:
                session.first_frame()
                session.press(b"f", "f")
                for character in query:
                    session.press(character.encode(), f"typing {character!r}")
                elapsed, _ = session.press(KEYS["Enter"], f"Enter after searching {query!r}")
                times[query].append(elapsed)
                results[query].append(session.until_results(f"the results of {query!r}"))
                wholes[query].append(
                    session.until_results(f"all the results of {query!r}", whole=True))
                session.quit()
            finally:
                session.close()
    return {"ns": [t for query in queries for t in times[query]], "by_query": times,
            "results_ns": [t for query in queries for t in results[query]],
            "results_by_query": results,
            "whole_ns": [t for query in queries for t in wholes[query]],
            "whole_by_query": wholes}


def list_session(command: list[str], home: Path, env: dict, query: str, rounds: int,
                 timeout: float) -> dict:
    """On the category list: `s` five times (every order, back to catalog order), each timed
    (`s` → the next frame); then `/`, the query typed with each character timed (the list
    filtered as it is typed), and Esc timed (the whole list again); `rounds` times."""
    session = Session(command, home, timeout, env)
    sort, filter_keys, clear = [], [], []
    try:
        session.first_frame()
        for _ in range(rounds):
            for _ in range(5):
                elapsed, _ = session.press(b"s", "s (sort)")
                sort.append(elapsed)
            session.press(b"/", "/ (filter)")
            for character in query:
                elapsed, _ = session.press(character.encode(), f"filter {character!r}")
                filter_keys.append(elapsed)
            elapsed, _ = session.press(b"\x1b", "Esc (filter cleared)")
            clear.append(elapsed)
        session.quit()
    finally:
        session.close()
    return {"sort_ns": sort, "filter_ns": filter_keys, "clear_ns": clear}


def measure_size(size: str, catalog: dict, programs: list[Program], work: Path,
                 options: argparse.Namespace) -> dict:
    if options.keep_cache:
        # A cache kept between runs: the "first start" is then a start on that cache.
        cache = options.keep_cache / f"cache-{size}"
        cache.mkdir(mode=0o700, parents=True, exist_ok=True)
    else:
        cache = work / f"cache-{size}"
        cache.mkdir(mode=0o700)
    envs = {"aisle": {"XDG_CACHE_HOME": str(cache)}, "c": {}}
    commands = {p.name: p.command(catalog) for p in programs}
    homes = {p.name: work / f"{p.name}-{size}" for p in programs}
    out = {"catalog": catalog["meta"]}
    out.update({p.name: {"launches": [], "sessions": []} for p in programs})
    aisle_result = out["aisle"]
    progress(f"{bench_report.label(size)}: Aisle's first start with an empty cache…")
    try:
        aisle_result["first_start"] = launch(commands["aisle"], homes["aisle"], envs["aisle"],
                                             max(options.timeout, COLD_TIMEOUT))
    except Refused as refusal:
        aisle_result["first_start"] = {"refused": str(refusal)}
        aisle_result["refused"] = str(refusal)
        progress(f"{bench_report.label(size)}: Aisle refused the catalog: {refusal}")
    active = [p for p in programs if not out[p.name].get("refused")]
    for program in active:  # untimed: warms the page cache (binary, libraries, catalog)
        launch(commands[program.name], homes[program.name], envs[program.name], options.timeout)
    for run in range(options.runs):
        progress(f"{bench_report.label(size)}: round {run + 1} of {options.runs}…")
        for program in (active if run % 2 == 0 else list(reversed(active))):
            name = program.name
            out[name]["launches"].append(
                launch(commands[name], homes[name], envs[name], options.timeout))
            out[name]["sessions"].append(
                key_session(commands[name], homes[name], envs[name], options.presses,
                            options.timeout))
    if aisle_result.get("refused"):
        aisle_result["search"] = aisle_result["refused"]
        aisle_result["list"] = aisle_result["refused"]
    elif options.searches > 0:
        progress(f"{bench_report.label(size)}: Aisle search…")
        aisle_result["search"] = search_session(
            commands["aisle"], homes["aisle"], envs["aisle"], options.query, options.searches,
            options.timeout)
        if options.broad:
            progress(f"{bench_report.label(size)}: Aisle broad searches…")
            aisle_result["broad"] = broad_sessions(
                commands["aisle"], homes["aisle"], envs["aisle"], options.broad,
                options.searches, options.timeout)
        progress(f"{bench_report.label(size)}: Aisle sort and filter…")
        aisle_result["list"] = list_session(
            commands["aisle"], homes["aisle"], envs["aisle"], options.query, options.searches,
            options.timeout)
    return out


def versus(binaries: dict[str, Path], catalogs: dict[str, dict], work: Path, runs: int,
           timeout: float) -> dict:
    """First frame of two Aisle binaries, alternating, at each size: {size: {name: [ns]}}."""
    results = {}
    for size, catalog in catalogs.items():
        commands = {name: aisle(path).command(catalog) for name, path in binaries.items()}
        env = {"XDG_CACHE_HOME": str(work / f"versus-cache-{size}")}
        results[size] = {name: [] for name in binaries}
        try:
            for name, command in commands.items():  # untimed, and builds any cache
                launch(command, work / f"versus-{name}-{size}", env, COLD_TIMEOUT)
        except Refused as refusal:
            progress(f"versus, {bench_report.label(size)}: refused: {refusal}")
            del results[size]
            continue
        for run in range(runs):
            order = list(commands.items())
            for name, command in (order if run % 2 == 0 else list(reversed(order))):
                first = launch(command, work / f"versus-{name}-{size}", env, timeout)
                results[size][name].append(first["first_frame_ns"])
    return results


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


def executable(path: Path) -> bool:
    return path.is_file() and os.access(path, os.X_OK)


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0],
        epilog="example: python3 scripts/bench.py --binary .build/release/aisle "
               "--reference .build/bench/aisle-ref --quick")
    parser.add_argument("--binary", type=Path, default=REPO / ".build" / "release" / "aisle",
                        help="the aisle executable (default: .build/release/aisle)")
    parser.add_argument("--reference", type=Path,
                        default=REPO / ".build" / "bench" / "aisle-ref",
                        help="the C reference executable (default: .build/bench/aisle-ref)")
    parser.add_argument("--sizes", type=parse_sizes,
                        help="comma-separated catalogs: 'bundled' and/or product counts such "
                             "as 1000, 100k, 1m (default: bundled,1k,100k,1m; --quick: 1k,20k)")
    parser.add_argument("--runs", type=int,
                        help="rounds per size, each one launch and one key session of each "
                             "program (default: 5; --quick: 3)")
    parser.add_argument("--presses", type=int,
                        help="timed presses per key kind per session (default: 50; --quick: 20)")
    parser.add_argument("--quick", action="store_true",
                        help="a short run for trying it out: smaller sizes, fewer runs")
    parser.add_argument("--query", default="kettle",
                        help="the word Aisle searches for (default: kettle, in generated names)")
    parser.add_argument("--broad", type=lambda text: [q for q in text.split(",") if q],
                        default=["co", "de", "lib"],
                        help="comma-separated broad queries, each timed as the first search of "
                             "a session (default: co,de,lib; '' skips them)")
    parser.add_argument("--keep-cache", type=Path, metavar="DIR",
                        help="Aisle's catalog caches under DIR, kept between runs (a million "
                             "products are imported once; the first-start row is then not one)")
    parser.add_argument("--searches", type=int, default=5,
                        help="timed searches per size (default: 5; 0 skips search)")
    parser.add_argument("--versus", type=Path, metavar="AISLE",
                        help="instead of the table: first frame of --binary against this other "
                             "aisle build (for example one linked with the static Swift "
                             "runtime), alternating, --runs launches each")
    parser.add_argument("--seed", type=int, default=1,
                        help="seed for generated catalogs (default: 1)")
    parser.add_argument("--timeout", type=float, default=30.0,
                        help="seconds to wait for any one frame or exit (default: 30)")
    parser.add_argument("--json", type=Path, metavar="FILE", help="also write raw numbers here")
    parser.add_argument("--kitty-keyboard", action="store_true",
                        help="the pty answers the kitty keyboard query and sends Esc as CSI 27 u "
                             "once Aisle turns the protocol on (Esc without curses' wait)")
    options = parser.parse_args()
    bench_pty.KITTY_KEYBOARD = options.kitty_keyboard
    quick = options.quick
    options.sizes = options.sizes or parse_sizes("1k,20k" if quick else "bundled,1k,100k,1m")
    options.runs = options.runs or (3 if quick else 5)
    options.presses = options.presses or (20 if quick else 50)
    if options.runs < 1 or options.presses < 1:
        parser.error("--runs and --presses must be at least 1")
    wanted = [options.binary] + ([options.versus] if options.versus else [options.reference])
    for binary in wanted:
        if not executable(binary):
            print(f"bench: {binary} is not an executable; `make bench` builds both programs",
                  file=sys.stderr)
            return 2
    command = shlex.join(["python3"] + sys.argv)
    started = time.monotonic()
    try:
        with tempfile.TemporaryDirectory(prefix="aisle-bench-") as temporary:
            work = Path(temporary)
            catalogs = {}
            for size in options.sizes:
                catalogs[size] = (bench_catalogs.prepare_bundled(BUNDLED) if size == "bundled"
                                  else bench_catalogs.prepare(int(size), options.seed, progress))
            if options.versus:
                binaries = {"first": options.binary, "second": options.versus}
                binaries = {str(path): path for path in binaries.values()}
                if len(binaries) != 2:
                    parser.error("--versus names the same file as --binary")
                results = versus(binaries, catalogs, work, options.runs, options.timeout)
                print(bench_report.versus_report(results, binaries, options.runs), end="")
                return 0
            programs = [aisle(options.binary), reference(options.reference)]
            facts = bench_report.machine_facts(
                {p.name: p.binary for p in programs}, work)
            facts["cc"] = compiler_version()
            facts["stripped_bytes"] = bench_targets.stripped_size(options.binary)
            results = {size: measure_size(size, catalog, programs, work, options)
                       for size, catalog in catalogs.items()}
    except (BenchError, bench_catalogs.CatalogError) as error:
        print(f"bench: {error}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("bench: interrupted", file=sys.stderr)
        return 130
    facts["load_average_end"] = [round(value, 2) for value in os.getloadavg()]
    facts["cpu_pressure_end"] = bench_report.cpu_pressure()
    print(bench_report.report(command, facts, results, vars(options)), end="")
    progress(f"done in {time.monotonic() - started:.0f} s")
    if options.json:
        raw = {"command": command, "machine": facts, "options": {
            key: str(value) if isinstance(value, Path) else value
            for key, value in vars(options).items()}, "results": results}
        options.json.write_text(json.dumps(raw, indent=2) + "\n")
    return 0


def compiler_version() -> str:
    try:
        result = subprocess.run(["cc", "--version"], capture_output=True, text=True, timeout=30)
        return result.stdout.splitlines()[0].strip() if result.stdout else "cc"
    except (OSError, subprocess.TimeoutExpired):
        return "cc"


if __name__ == "__main__":
    sys.exit(main())
