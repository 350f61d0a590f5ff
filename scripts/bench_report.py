"""The benchmark's report: machine facts, then one table of Aisle and C figures with ratios.

Python 3.11 standard library only.
"""

import datetime
import math
import os
import platform
import statistics
import subprocess
from pathlib import Path

import bench_targets

REPO = Path(__file__).resolve().parent.parent

KINDS = ("Down", "PgDn", "Enter", "Back")


def median(values):
    return statistics.median(values) if values else None


def percentile(values, share: float):
    """Nearest rank: the smallest sample that at least `share` of the samples do not exceed."""
    if not values:
        return None
    ordered = sorted(values)
    return ordered[max(0, math.ceil(share * len(ordered)) - 1)]


def ms(ns) -> str:
    if ns is None:
        return "—"
    value = ns / 1e6
    if value >= 1000:
        return f"{value / 1000:.2f} s"
    if value < 10:
        return f"{value:.2f} ms"
    return f"{value:.1f} ms" if value < 100 else f"{value:.0f} ms"


def size_text(count) -> str:
    if count is None:
        return "—"
    units = ["B", "KB", "MB", "GB"]
    value, unit = float(count), 0
    while value >= 1000 and unit < len(units) - 1:
        value, unit = value / 1000, unit + 1
    return f"{int(count)} B" if unit == 0 else f"{value:.1f} {units[unit]}"


def count_text(value) -> str:
    return "—" if value is None else f"{value:,.0f} B"


def label(size: str) -> str:
    return "bundled" if size == "bundled" else f"{int(size):,}"


def machine_facts(binaries: dict[str, Path], work: Path) -> dict:
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
        "binaries": {name: {"path": str(path), "bytes": path.stat().st_size}
                     for name, path in binaries.items()},
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




def pair(aisle, c, show) -> str:
    """"Aisle / C (ratio×)", or what there is of it."""
    if isinstance(aisle, str):  # a refusal
        return f"{aisle}; C {show(c)}" if c is not None else aisle
    if aisle is None and c is None:
        return "—"
    if c is None:
        return show(aisle)
    if aisle is None:
        return f"— / {show(c)}"
    ratio = f" ({aisle / c:.1f}×)" if c else ""
    return f"{show(aisle)} / {show(c)}{ratio}"


def figures(result: dict) -> dict:
    """Medians and percentiles of one program at one size, or the refusal message."""
    if result.get("refused"):
        return {"refused": result["refused"]}
    launches, sessions = result["launches"], result["sessions"]
    keys = {kind: [ns for s in sessions for ns in s["keys"][kind]["ns"]] for kind in KINDS}
    key_bytes = {kind: [b for s in sessions for b in s["keys"][kind]["bytes"]] for kind in KINDS}
    per_key = [s["keys_cpu_ns"] / s["keys_sent"] for s in sessions if s["keys_sent"]]
    out = {
        "first_frame": median([launch["first_frame_ns"] for launch in launches]),
        "cpu_per_key": median(per_key),
        "startup_cpu": median([launch["cpu_ns"] for launch in launches]),
        "rss": median([s["rss_bytes"] for s in sessions]),
        "samples": {kind: len(values) for kind, values in keys.items()},
    }
    for kind in KINDS:
        out[f"p50 {kind}"] = median(keys[kind])
        out[f"p99 {kind}"] = percentile(keys[kind], 0.99)
        out[f"bytes {kind}"] = median(key_bytes[kind])
    return out


def refusal_mark(message: str, refusals: list[str]) -> str:
    """"refused¹": the message itself is printed once, under the table."""
    if message not in refusals:
        refusals.append(message)
    return "refused" + "¹²³⁴⁵⁶⁷⁸⁹"[min(refusals.index(message), 8)]


def cell(aisle: dict, c: dict | None, key: str, show, refusals: list[str]) -> str:
    if "refused" in aisle:
        refused = refusal_mark(aisle["refused"], refusals)
        return refused if c is None or c.get(key) is None else f"{refused}; C {show(c[key])}"
    return pair(aisle.get(key), None if c is None else c.get(key), show)


def report(command: str, facts: dict, results: dict, options: dict) -> str:
    sizes = list(results)
    binaries = facts["binaries"]
    lines = [
        "# Aisle and the C reference",
        "",
        f"Command: `{command}`  ",
        f"Date: {facts['date']}  ",
        f"Machine: {facts['cpu']}, nproc {facts['nproc']}, {facts['kernel']}, "
        f"load average {' / '.join(map(str, facts['load_average']))} at start, "
        f"{' / '.join(map(str, facts['load_average_end']))} at end"
        + (f"; tasks waiting for a CPU (PSI some, 60 s): {facts['cpu_pressure']} at start, "
           f"{facts['cpu_pressure_end']} at end" if facts["cpu_pressure"] else "") + "  ",
        f"Toolchain: {facts['swift']}; {facts.get('cc', 'cc')}; Python {facts['python']}  ",
        "Binaries: " + ", ".join(f"`{b['path']}` ({size_text(b['bytes'])})"
                                 for b in binaries.values())
        + f"; commit {facts['commit']}  ",
        f"Runs: {options['runs']} per program and size, Aisle and C alternating; "
        f"{options['presses']} presses per key kind per run; medians; p99 over all runs' "
        "presses (nearest rank)  ",
        f"Terminal: pty 80×24, TERM=xterm-256color, LANG=C.UTF-8; both start on the first "
        "category's product list  ",
        f"Temporary files: {facts['temp_filesystem']}",
        "",
        "| Catalog | " + " | ".join(label(s) for s in sizes) + " |",
        "|---|" + "---|" * len(sizes),
        "| products in the category shown | "
        + " | ".join(f"{results[s]['catalog']['first_category_products']:,} of "
                     f"{results[s]['catalog']['products']:,} "
                     f"({size_text(results[s]['catalog']['file_bytes'])} JSON)" for s in sizes)
        + " |",
    ]
    table = {s: (figures(results[s]["aisle"]),
                 figures(results[s]["c"]) if results[s].get("c") else None) for s in sizes}

    refusals: list[str] = []

    def row(title: str, key: str, show) -> None:
        lines.append(f"| {title} | "
                     + " | ".join(cell(*table[s], key, show, refusals) for s in sizes) + " |")

    row("first frame, Aisle / C", "first_frame", ms)
    for kind in KINDS:
        row(f"key p50 {kind}, Aisle / C", f"p50 {kind}", ms)
    for kind in KINDS:
        row(f"key p99 {kind}, Aisle / C", f"p99 {kind}", ms)
    row("CPU per key, Aisle / C", "cpu_per_key", ms)
    row("bytes per Down, Aisle / C", "bytes Down", count_text)
    row("bytes per PgDn, Aisle / C", "bytes PgDn", count_text)
    row("peak RSS, Aisle / C", "rss", size_text)

    def aisle_only(title: str, value) -> None:
        lines.append(f"| {title} | " + " | ".join(value(results[s]) for s in sizes) + " |")

    def cold(result: dict, key: str, show) -> str:
        first = result["aisle"].get("first_start") or {}
        if first.get("refused"):
            return refusal_mark(first["refused"], refusals)
        return show(first.get(key))

    aisle_only("Aisle: first start after the catalog changed (empty cache)",
               lambda r: cold(r, "first_frame_ns", ms))
    aisle_only("Aisle: peak RSS during that first start",
               lambda r: cold(r, "rss_bytes", size_text))

    def timed(name: str, key: str | None = None):
        """A column of Aisle's `name` session: the median of `key`'s times, or of its own."""
        def show(result: dict) -> str:
            found = result["aisle"].get(name)
            if found is None:
                return "—"
            if isinstance(found, str):
                return refusal_mark(found, refusals)
            values = found[key or "ns"]
            return f"{ms(median(values))} (p99 {ms(percentile(values, 0.99))}, n={len(values)})"
        return show

    aisle_only(f"Aisle: search “{options['query']}”, Enter → next frame, p50", timed("search"))
    broad = ", ".join(f"“{query}”" for query in options.get("broad") or [])
    if broad:
        aisle_only(f"Aisle: a broad first search ({broad}), Enter → next frame, p50",
                   timed("broad"))
        aisle_only(f"Aisle: a broad first search ({broad}), Enter → results listed, p50",
                   timed("broad", "results_ns"))
        aisle_only(f"Aisle: a broad first search ({broad}), Enter → the whole list, p50",
                   timed("broad", "whole_ns"))
    aisle_only("Aisle: sort (`s`, each order), key → next frame, p50", timed("list", "sort_ns"))
    aisle_only(f"Aisle: filter as you type (`/` then “{options['query']}”), per character, p50",
               timed("list", "filter_ns"))
    aisle_only("Aisle: Esc clearing the filter, p50", timed("list", "clear_ns"))
    lines += ["", "**Against issue 16's targets** (computed from the table above):", ""]
    lines += bench_targets.rows(
        table, results, facts.get("stripped_bytes"), bool(options.get("kitty_keyboard")), ms,
        size_text)
    lines.append("")
    for index, message in enumerate(refusals):
        mark = "¹²³⁴⁵⁶⁷⁸⁹"[min(index, 8)]
        lines.append(f"{mark} Aisle exited before its first frame: {message}  ")
    lines += [
        "",
        "First frame: spawn → the first `frame` timestamp (both open on the first category's "
        "list). Keys: writing the key to the pty → the next `frame` timestamp; Enter opens the "
        "highlighted product's detail, Back (Left) returns to the list, Down and PgDn run in "
        "bursts inside the list (presses at the end of the list, which draw nothing, are left "
        "out). CPU per key: the key session's CPU from just after its first frame to just "
        "before `q` (the sum of every thread's run time, /proc/PID/task/*/schedstat), over "
        "the keys sent in between (the untimed `g` presses included). Bytes: read from the "
        "pty master until output is quiet for 3 ms. Peak RSS: VmHWM (/proc/PID/status) of "
        "the key session just before `q`. First start after the catalog changed: the first "
        "launch with an empty XDG_CACHE_HOME (the measured runs then reuse that cache "
        "directory). Search: `f`, the query typed, Enter; Enter → the frame after it (which "
        "may say “Searching…” in a large catalog), and for the broad queries also Enter → the "
        "first frame listing results (a broad query's first page) and Enter → the frame with "
        "the whole list. Sort: "
        "`s` on the category list, each of the five orders in turn. Filter: `/` on the list, "
        "each typed character → the frame showing the list it narrows to; Esc → the whole "
        "list again (Aisle only; the C reference has neither).",
    ]
    return "\n".join(lines) + "\n"


def versus_report(results: dict, binaries: dict[str, Path], runs: int) -> str:
    names = list(binaries)
    lines = [
        "",
        f"## First frame, {names[0]} vs {names[1]} ({runs} launches each, alternating, median)",
        "",
        "| Catalog | " + " | ".join(f"{name} ({size_text(binaries[name].stat().st_size)})"
                                    for name in names) + " | ratio |",
        "|---|---|---|---|",
    ]
    for size, by_name in results.items():
        a, b = (median(by_name[name]) for name in names)
        lines.append(f"| {label(size)} | {ms(a)} | {ms(b)} | {a / b:.2f}× |")
    return "\n".join(lines) + "\n"
