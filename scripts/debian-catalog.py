#!/usr/bin/env python3
"""Turn a Debian Packages file into an Aisle catalog (JSON), for testing Aisle on real data.

Debian's package lists are a large catalog nobody on the project wrote: tens of thousands of
names such as `g++`, `libstdc++6` or `0ad`, maintainers' names in every script, and long
descriptions indented as their authors laid them out. Each package becomes a product:

    id, name     the package name (`libc6`); with --titles the name is the package name and
                 its synopsis (`libc6 — GNU C Library: Shared libraries`), as shops title products
    category     its Section (`libs`, `python`, `non-free/sound`)
    seller       its Maintainer (the name, without the address)
    description  the short description, a blank line, then the long one (from the Packages
                 file, or from a Translation-en file given with --translations)
    price        derived from Installed-Size (deterministic, in cents, within Aisle's maximum)
    stock        derived from the package name's length (deterministic)

Making one on a Debian machine (as root, once, to fetch the lists with their descriptions):

    apt-get update -o Acquire::Languages=en
    python3 scripts/debian-catalog.py --output /tmp/debian.json

With no --packages, the script reads the apt lists under /var/lib/apt/lists (any *_Packages
file of the main archive, compressed or not, through `apt-helper cat-file`); /var/lib/dpkg/status
works too (only the installed packages, with their long descriptions).
"""

import argparse
import glob
import json
import re
import subprocess
import sys

LISTS = "/var/lib/apt/lists"


def read_text(path):
    """The file's text, decompressed by apt's own helper when apt compressed it."""
    if path.endswith((".lz4", ".gz", ".xz", ".zst", ".bz2")):
        return subprocess.run(
            ["/usr/lib/apt/apt-helper", "cat-file", path],
            check=True, capture_output=True).stdout.decode("utf-8", "replace")
    with open(path, encoding="utf-8", errors="replace") as handle:
        return handle.read()


def stanzas(text):
    """Each paragraph of a deb822 file as a dict; continuation lines keep their leading space."""
    for block in text.split("\n\n"):
        fields = {}
        key = None
        for line in block.split("\n"):
            if not line:
                continue
            if line[0] in " \t" and key:
                fields[key] += "\n" + line
            elif ":" in line:
                key, _, value = line.partition(":")
                fields[key] = value.strip()
        if fields:
            yield fields


def long_description(value):
    """Debian's description format: the first line is the synopsis; each further line starts with
    a space, a line of ' .' is a blank line, and lines with two or more leading spaces are shown
    verbatim (indented), which Aisle keeps."""
    lines = value.split("\n")
    synopsis, body = lines[0].strip(), []
    for line in lines[1:]:
        line = line[1:] if line.startswith(" ") else line
        body.append("" if line.strip() == "." else line.rstrip())
    return synopsis, "\n".join(body).strip("\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--packages", nargs="*", help="Packages files (default: the apt lists)")
    parser.add_argument("--translations", nargs="*", help="Translation-en files (default: the apt lists)")
    parser.add_argument("--output", required=True)
    parser.add_argument(
        "--old-id-rule", action="store_true",
        help="leave out packages whose names Aisle before issue 21 refused as ids (anything but "
             "ASCII letters, digits and - _ . ~), to measure the old search on the rest")
    parser.add_argument(
        "--titles", action="store_true",
        help="name each product as a shop titles it, the package then its synopsis "
             "(`thunderbird — mail/news client with RSS…`), instead of the bare package name")
    args = parser.parse_args()

    packages = args.packages or sorted(
        glob.glob(f"{LISTS}/*_debian_dists_*_main_binary-*_Packages*"))
    translations = args.translations if args.translations is not None else sorted(
        glob.glob(f"{LISTS}/*_debian_dists_*_main_i18n_Translation-en*"))
    if not packages:
        sys.exit("no Packages file found: run `apt-get update -o Acquire::Languages=en` first")

    long_text = {}
    for path in translations:
        for fields in stanzas(read_text(path)):
            if "Description-en" in fields and "Description-md5" in fields:
                long_text[fields["Description-md5"]] = fields["Description-en"]

    categories, sellers, products, seen = {}, {}, [], set()
    for path in packages:
        for fields in stanzas(read_text(path)):
            name = fields.get("Package")
            if not name or name in seen or "Description" not in fields:
                continue
            if args.old_id_rule and not re.fullmatch(r"[A-Za-z0-9._~-]+", name):
                continue
            seen.add(name)
            section = fields.get("Section", "misc")
            maintainer = fields.get("Maintainer", "Unknown")
            seller_name = maintainer.split("<")[0].strip() or maintainer
            description = fields["Description"]
            if "\n" not in description:
                description = long_text.get(fields.get("Description-md5"), description)
            synopsis, body = long_description(description)
            categories.setdefault(section, {"id": section, "name": section})
            if maintainer not in sellers:
                sellers[maintainer] = {
                    "id": f"m-{len(sellers) + 1}", "name": seller_name, "about": maintainer}
            size = int(fields.get("Installed-Size", "0") or 0)
            products.append({
                "id": name, "name": f"{name} — {synopsis}"[:200] if args.titles else name,
                "category": section,
                "seller": sellers[maintainer]["id"],
                "price": min(99 + size * 7, 1_000_000_000),
                "stock": (len(name) * 37) % 250,
                "description": synopsis + ("\n\n" + body if body else ""),
            })

    catalog = {
        "currency": "USD",
        "categories": sorted(categories.values(), key=lambda c: c["id"]),
        "sellers": list(sellers.values()),
        "products": products,
    }
    with open(args.output, "w", encoding="utf-8") as handle:
        json.dump(catalog, handle, ensure_ascii=False, indent=1)
    print(f"{len(products)} products, {len(categories)} categories, {len(sellers)} sellers "
          f"→ {args.output}", file=sys.stderr)


if __name__ == "__main__":
    main()
