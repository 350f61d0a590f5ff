#!/bin/sh
# Where the wanted product of each query in docs/relevance-queries.tsv stands in Aisle's search
# results over a real catalog (see scripts/debian-catalog.py), written as a Markdown table.
#   scripts/relevance.sh CATALOG.json REPORT.md [SCRATCH]
# SCRATCH is the build directory (default .build); the tests must be built.
set -eu
catalog=$(realpath "$1")
report=$(realpath -m "$2")
scratch=${3:-.build}
AISLE_RELEVANCE_CATALOG="$catalog" AISLE_RELEVANCE_QUERIES="$(pwd)/docs/relevance-queries.tsv" \
AISLE_RELEVANCE_TYPOS="$(pwd)/docs/relevance-typos.tsv" \
AISLE_RELEVANCE_REPORT="$report" \
    swift test --scratch-path "$scratch" --skip-build --disable-xctest --filter RelevanceReport
head -1 "$report"
