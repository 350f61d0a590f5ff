#!/usr/bin/env python3
"""Makes docs/screenshot.png, the README's picture of Aisle, from a real run in tmux.

Runs the given aisle binary on the bundled catalog in a private tmux server (own socket,
scratch XDG directories), presses the keys a new user would, waits for each screen by polling
its text, captures the pane with its colours (`tmux capture-pane -e -p`) and draws the cells
with DejaVu Sans Mono into a small palette PNG. Needs tmux, Pillow (`pip install pillow`) and
the fonts (`apt-get install fonts-dejavu-core fonts-droid-fallback`).

    python3 scripts/screenshot.py [--binary .build/debug/aisle] [--output docs/screenshot.png]
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import unicodedata

from PIL import Image, ImageDraw, ImageFont

COLUMNS, ROWS = 80, 24
FONT_DIR = "/usr/share/fonts/truetype/dejavu"
FONT_SIZE = 13
# DejaVu has no CJK: wide characters come from Droid Sans Fallback (fonts-droid-fallback) when
# it is installed, else they show as boxes.
WIDE_FONT = "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf"
# A dark theme: xterm's 16 colours, softened a little.
BACKGROUND = (30, 30, 30)
FOREGROUND = (215, 215, 215)
PALETTE = [
    (0, 0, 0), (205, 49, 49), (13, 188, 121), (229, 229, 16),
    (36, 114, 200), (188, 63, 188), (17, 168, 205), (229, 229, 229),
    (102, 102, 102), (241, 76, 76), (35, 209, 139), (245, 245, 67),
    (59, 142, 234), (214, 112, 214), (41, 184, 219), (255, 255, 255),
]


def colour_256(n):
    """The RGB of xterm colour n."""
    if n < 16:
        return PALETTE[n]
    if n < 232:
        n -= 16
        steps = [0, 95, 135, 175, 215, 255]
        return (steps[n // 36], steps[(n // 6) % 6], steps[n % 6])
    grey = 8 + (n - 232) * 10
    return (grey, grey, grey)


class Tmux:
    """A private tmux server with one session running aisle."""

    def __init__(self, binary, catalog, scratch):
        self.socket = os.path.join(scratch, "tmux.sock")
        env = {
            "PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": scratch, "LANG": "C.UTF-8",
            "TERM": "xterm-256color",
        }
        for name in ("XDG_STATE_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_CONFIG_HOME"):
            env[name] = os.path.join(scratch, name.lower())
            os.makedirs(env[name])
        self.env = env
        command = ["env", "-i"] + [f"{k}={v}" for k, v in sorted(env.items())]
        command += [binary, "--catalog", catalog]
        self.run(["new-session", "-d", "-s", "shot", "-x", str(COLUMNS), "-y", str(ROWS)] + command)

    def run(self, arguments):
        return subprocess.run(
            ["tmux", "-S", self.socket, "-f", "/dev/null"] + arguments, env=self.env,
            check=True, capture_output=True, text=True).stdout

    def keys(self, *keys):
        self.run(["send-keys", "-t", "shot"] + list(keys))

    def capture(self, colours=False):
        return self.run(["capture-pane", "-p", "-t", "shot"] + (["-e"] if colours else []))

    def wait_for(self, text, timeout=30):
        """Polls the pane until `text` is on it (never a fixed sleep)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            screen = self.capture()
            if text in screen:
                return screen
            time.sleep(0.05)
        sys.exit(f"screenshot: “{text}” never showed; the screen was:\n{self.capture()}")

    def close(self):
        subprocess.run(["tmux", "-S", self.socket, "kill-server"], env=self.env,
                       capture_output=True)


def cells(ansi):
    """The pane as rows of (text, fg, bg, bold) cells, from capture-pane -e output."""
    rows = []
    fg, bg, bold, dim, reverse = None, None, False, False, False
    for line in ansi.split("\n")[:ROWS]:
        row = []
        for token in re.split(r"(\x1b\[[0-9;]*m)", line):
            if token.startswith("\x1b["):
                codes = [int(c) if c else 0 for c in token[2:-1].split(";")]
                i = 0
                while i < len(codes):
                    c = codes[i]
                    if c == 0:
                        fg, bg, bold, dim, reverse = None, None, False, False, False
                    elif c == 1: bold = True
                    elif c == 2: dim = True
                    elif c == 22: bold = dim = False
                    elif c == 7: reverse = True
                    elif c == 27: reverse = False
                    elif 30 <= c <= 37: fg = PALETTE[c - 30]
                    elif 90 <= c <= 97: fg = PALETTE[c - 90 + 8]
                    elif 40 <= c <= 47: bg = PALETTE[c - 40]
                    elif 100 <= c <= 107: bg = PALETTE[c - 100 + 8]
                    elif c == 39: fg = None
                    elif c == 49: bg = None
                    elif c in (38, 48) and i + 2 < len(codes) and codes[i + 1] == 5:
                        if c == 38: fg = colour_256(codes[i + 2])
                        else: bg = colour_256(codes[i + 2])
                        i += 2
                    elif c in (38, 48) and i + 4 < len(codes) and codes[i + 1] == 2:
                        rgb = tuple(codes[i + 2:i + 5])
                        if c == 38: fg = rgb
                        else: bg = rgb
                        i += 4
                    i += 1
                continue
            for ch in token:
                f, b = fg or FOREGROUND, bg or BACKGROUND
                if dim:
                    f = tuple((x + y) // 2 for x, y in zip(f, b))
                if reverse:
                    f, b = b, f
                wide = unicodedata.east_asian_width(ch) in "WF"
                row.append((ch, f, b, bold))
                if wide:
                    row.append(("", f, b, bold))
        rows.append(row)
    return rows


def render(rows, output):
    regular = ImageFont.truetype(os.path.join(FONT_DIR, "DejaVuSansMono.ttf"), FONT_SIZE)
    heavy = ImageFont.truetype(os.path.join(FONT_DIR, "DejaVuSansMono-Bold.ttf"), FONT_SIZE)
    wide = ImageFont.truetype(WIDE_FONT, FONT_SIZE) if os.path.exists(WIDE_FONT) else regular
    width = round(regular.getlength("M"))
    ascent, descent = regular.getmetrics()
    height = ascent + descent + 1
    margin = 8
    image = Image.new(
        "RGB", (COLUMNS * width + 2 * margin, ROWS * height + 2 * margin), BACKGROUND)
    draw = ImageDraw.Draw(image)
    for y, row in enumerate(rows):
        for x, (ch, fg, bg, bold) in enumerate(row[:COLUMNS]):
            left, top = margin + x * width, margin + y * height
            span = 2 if x + 1 < len(row) and row[x + 1][0] == "" else 1
            if bg != BACKGROUND:
                draw.rectangle([left, top, left + span * width - 1, top + height - 1], fill=bg)
            if ch.strip():
                font = wide if span == 2 else heavy if bold else regular
                draw.text((left, top), ch, font=font, fill=fg)
    # A palette of 32 colours keeps the file small and the text crisp enough.
    image.convert("P", palette=Image.Palette.ADAPTIVE, colors=32).save(output, optimize=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", default=".build/debug/aisle")
    parser.add_argument("--catalog", default="Resources/catalog.json")
    parser.add_argument("--output", default="docs/screenshot.png")
    args = parser.parse_args()
    if not shutil.which("tmux"):
        sys.exit("screenshot: tmux is not installed")
    scratch = tempfile.mkdtemp(prefix="aisle-shot-")
    tmux = Tmux(os.path.abspath(args.binary), os.path.abspath(args.catalog), scratch)
    try:
        # Home, then Coffee & Tea; two products in the cart; the list with its hints.
        tmux.wait_for("q quit")
        tmux.keys("Enter")
        tmux.wait_for("2 Coffee & Tea")
        tmux.keys("a")
        tmux.wait_for("Cart 1")
        tmux.keys("Down", "Down", "a")
        tmux.wait_for("Cart 2")
        tmux.keys("Down")
        tmux.wait_for("4/22")
        # The notice of the last add goes at the next key; wait for the hints again.
        tmux.wait_for("q quit")
        render(cells(tmux.capture(colours=True)), args.output)
    finally:
        tmux.close()
        shutil.rmtree(scratch, ignore_errors=True)
    print(f"{args.output}: {os.path.getsize(args.output)} bytes")


if __name__ == "__main__":
    main()
