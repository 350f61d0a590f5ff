"""Issue 16's targets, each checked against the figures of one `make bench` run.

Python 3.11 standard library only. Every verdict is a ratio to the C reference in the same run
or an absolute figure the issue names; a size the run did not measure says so.
"""

import shutil
import subprocess
import tempfile
from pathlib import Path

KINDS = ("Down", "PgDn", "Enter", "Back")
ONE_K, ONE_M = "1000", "1000000"


def stripped_size(binary: Path) -> int | None:
    """The size `make install` gives the binary (`install -s` strips it)."""
    strip = shutil.which("strip")
    if strip is None:
        return None
    with tempfile.TemporaryDirectory(prefix="aisle-strip-") as directory:
        copy = Path(directory) / "aisle"
        result = subprocess.run([strip, "-o", str(copy), str(binary)], capture_output=True)
        return copy.stat().st_size if result.returncode == 0 else None


def verdict(met: bool | None) -> str:
    return "not measured" if met is None else ("met" if met else "**missed**")


def ratio_range(ratios: list[float]) -> str:
    low, high = min(ratios), max(ratios)
    return f"{low:.1f}×" if f"{low:.1f}" == f"{high:.1f}" else f"{low:.1f}–{high:.1f}×"


def rows(table: dict, results: dict, stripped: int | None, kitty: bool, ms,
         size_text) -> list[str]:
    """The table's lines: target, the run's figure, verdict. `table` is size → (Aisle, C)."""
    out = ["| target | this run | verdict |", "|---|---|---|"]

    def add(target: str, figure: str, met: bool | None) -> None:
        out.append(f"| {target} | {figure} | {verdict(met)} |")

    def pairs(key: str):
        return [(a[key], c[key]) for a, c in table.values()
                if c is not None and "refused" not in a and a.get(key) and c.get(key)]

    aisle_1k, c_1k = table.get(ONE_K, ({}, None))
    if c_1k and aisle_1k.get("first_frame") and c_1k.get("first_frame"):
        first = aisle_1k["first_frame"] / c_1k["first_frame"]
        add("first frame at 1,000 products ≤ 2× C",
            f"{ms(aisle_1k['first_frame'])} / {ms(c_1k['first_frame'])} ({first:.1f}×)",
            first <= 2.0)
    else:
        add("first frame at 1,000 products ≤ 2× C", "no 1,000-product run", None)
    p50 = [a / c for kind in KINDS for a, c in pairs(f"p50 {kind}")]
    add("key p50 (Down, PgDn, Enter, Back) ≤ 1.3× C, every size",
        ratio_range(p50) if p50 else "—", max(p50) <= 1.3 if p50 else None)
    cpu = [a / c for a, c in pairs("cpu_per_key")]
    add("CPU per key ≤ 1.5× C, every size", ratio_range(cpu) if cpu else "—",
        max(cpu) <= 1.5 if cpu else None)
    sent = [a / c for kind in ("Down", "PgDn") for a, c in pairs(f"bytes {kind}")]
    add("bytes per key ≤ 1.1× C, every size", ratio_range(sent) if sent else "—",
        max(sent) <= 1.1 if sent else None)
    rss = aisle_1k.get("rss")
    add("peak RSS at 1,000 products ≤ 12 MB", size_text(rss) if rss else "no 1,000-product run",
        rss <= 12e6 if rss else None)
    million = results.get(ONE_M, {}).get("aisle", {})
    first_start = (million.get("first_start") or {}).get("first_frame_ns")
    add("first start after a change at 1,000,000 ≤ 10 s",
        ms(first_start) if first_start else "no 1,000,000-product run",
        first_start <= 10e9 if first_start else None)
    for title, key in (("filter", "filter_ns"), ("sort", "sort_ns")):
        session = million.get("list")
        values = session.get(key) if isinstance(session, dict) else None
        if values:
            worst = sorted(values)[max(0, -(-len(values) * 99 // 100) - 1)]
            add(f"{title} at 1,000,000, p99 ≤ 16 ms", ms(worst), worst <= 16e6)
        else:
            add(f"{title} at 1,000,000, p99 ≤ 16 ms", "no 1,000,000-product run", None)
    escapes = []
    for result in results.values():
        session = result["aisle"].get("list")
        if isinstance(session, dict):
            escapes += session.get("clear_ns", [])
    title = "Esc without the wait where the terminal speaks the kitty keyboard protocol, p50"
    if not escapes:
        add(title, "no filter session in this run", None)
    elif kitty:
        # Within a frame: what is left is the frame itself, not curses' 25 ms wait.
        middle = sorted(escapes)[len(escapes) // 2]
        add(title, ms(middle), middle <= 16e6)
    else:
        add(title, "not measured: this run's pty did not answer (`--kitty-keyboard`)", None)
    add("installed (stripped) binary ≤ 30 MB",
        size_text(stripped) if stripped else "strip not found", stripped <= 30e6 if stripped else None)
    return out
