"""Generated catalogs for the benchmark, kept between runs under .build/bench-catalogs/.

Each size is generated once per (product count, seed, generator script): the file names carry
the first 12 hex digits of the SHA-256 of scripts/generate-catalog.py, so editing the generator
makes new files and the old ones for that size and seed are removed. Next to each JSON catalog
(what Aisle reads, byte for byte what `generate-catalog.py --products N --seed S` writes) lie

  <name>.tsv   the same products for the C reference, one a line in catalog order:
               id, name, price in cents, stock, category id, seller name, description
               (tabs and line breaks inside a field become spaces; the generator makes none)
  <name>.meta  a small JSON summary (product and category counts, file size, the first
               category and its product count) so the report need not parse 336 MB again

Files are written to a temporary name and renamed, so an interrupted run leaves nothing that
a later run would trust. Python 3.11 standard library only.
"""

import argparse
import hashlib
import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
GENERATOR = REPO / "scripts" / "generate-catalog.py"
CACHE = REPO / ".build" / "bench-catalogs"


class CatalogError(Exception):
    """A catalog could not be generated; the message has the generator's stderr."""


def generator_hash() -> str:
    return hashlib.sha256(GENERATOR.read_bytes()).hexdigest()[:12]


def _generator_module():
    spec = importlib.util.spec_from_file_location("generate_catalog", GENERATOR)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _field(value) -> str:
    return str(value).replace("\t", " ").replace("\n", " ").replace("\r", " ")


def tsv_lines(catalog: dict):
    sellers = {seller["id"]: seller["name"] for seller in catalog.get("sellers", [])}
    for product in catalog.get("products", []):
        yield "\t".join(_field(value) for value in (
            product["id"], product["name"], product["price"], product["stock"],
            product["category"], sellers.get(product["seller"], product["seller"]),
            product.get("description", ""))) + "\n"


def summary(catalog: dict, json_bytes: int) -> dict:
    categories = catalog.get("categories", [])
    first = categories[0]["id"] if categories else None
    products = catalog.get("products", [])
    return {
        "file_bytes": json_bytes,
        "products": len(products),
        "categories": len(categories),
        "first_category": first,
        "first_category_products": sum(1 for p in products if p.get("category") == first),
    }


def _write(path: Path, chunks) -> None:
    temporary = path.with_name(f".{path.name}.tmp-{os.getpid()}")
    with open(temporary, "w", encoding="utf-8") as file:
        for chunk in chunks:
            file.write(chunk)
    os.replace(temporary, path)


def _paths(stem: str) -> dict[str, Path]:
    return {kind: CACHE / f"{stem}.{kind}" for kind in ("json", "tsv", "meta")}


def prepare_bundled(bundled: Path) -> dict:
    """The bundled catalog with a TSV made for it (under the cache, keyed by its hash)."""
    data = bundled.read_bytes()
    paths = _paths(f"bundled-{hashlib.sha256(data).hexdigest()[:12]}")
    CACHE.mkdir(parents=True, exist_ok=True)
    if not (paths["tsv"].is_file() and paths["meta"].is_file()):
        catalog = json.loads(data)
        _write(paths["tsv"], tsv_lines(catalog))
        _write(paths["meta"], [json.dumps(summary(catalog, len(data))) + "\n"])
    return {"json": bundled, "tsv": paths["tsv"],
            "meta": json.loads(paths["meta"].read_text()), "generated": False}


def prepare(count: int, seed: int, progress=lambda message: None) -> dict:
    """{'json', 'tsv', 'meta', 'generated'} for `count` products, generating them if needed."""
    digest = generator_hash()
    stem = f"catalog-{count}-seed{seed}-gen{digest}"
    paths = _paths(stem)
    if all(path.is_file() for path in paths.values()):
        return {"json": paths["json"], "tsv": paths["tsv"],
                "meta": json.loads(paths["meta"].read_text()), "generated": False}
    CACHE.mkdir(parents=True, exist_ok=True)
    for old in CACHE.glob(f"catalog-{count}-seed{seed}-gen*"):
        if not old.name.startswith(stem):
            old.unlink(missing_ok=True)
    progress(f"generating {count:,} products into {CACHE.relative_to(REPO)}/ (kept for "
             "later runs)…")
    # In a child process: a million products take a few GB of Python objects, which the
    # harness must not keep (every program it starts is forked from it).
    command = [sys.executable, __file__, "--products", str(count), "--seed", str(seed)]
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0 or not all(path.is_file() for path in paths.values()):
        raise CatalogError(f"{' '.join(command)} failed:\n{result.stderr.strip()}")
    return {"json": paths["json"], "tsv": paths["tsv"],
            "meta": json.loads(paths["meta"].read_text()), "generated": True}


def generate(count: int, seed: int) -> None:
    """Writes the three files for `count` products (what `prepare` runs in a child)."""
    paths = _paths(f"catalog-{count}-seed{seed}-gen{generator_hash()}")
    generator = _generator_module()
    catalog = generator.synthetic_catalog(count, seed)
    text = generator.render(catalog)
    data = text.encode("utf-8")
    del text
    temporary = paths["json"].with_name(f".{paths['json'].name}.tmp-{os.getpid()}")
    temporary.write_bytes(data)
    os.replace(temporary, paths["json"])
    _write(paths["tsv"], tsv_lines(catalog))
    # The summary last: its presence says the other two are complete.
    _write(paths["meta"], [json.dumps(summary(catalog, len(data))) + "\n"])


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="Generate one benchmark catalog into "
                                                 ".build/bench-catalogs/ (JSON, TSV, summary).")
    parser.add_argument("--products", type=int, required=True)
    parser.add_argument("--seed", type=int, default=1)
    arguments = parser.parse_args()
    generate(arguments.products, arguments.seed)
