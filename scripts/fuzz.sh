#!/usr/bin/env bash
# Builds the libFuzzer target in Fuzz/ and runs it for a bounded time (see Fuzz/README.md).
#
#   scripts/fuzz.sh [seconds]      default 60
#
# Environment: SWIFTC (default swiftc), FUZZ_BUILD (default .build-fuzz), FUZZ_ARGS (extra
# libFuzzer flags). Exits 0 when the run ended without a finding, non-zero on a crash, a
# broken invariant, a leak, a timeout or a build failure.
set -euo pipefail

seconds="${1:-60}"
case "$seconds" in '' | *[!0-9]*) echo "usage: scripts/fuzz.sh [seconds]" >&2; exit 2 ;; esac

root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
swiftc="${SWIFTC:-swiftc}"
build="${FUZZ_BUILD:-.build-fuzz}"
binary="$build/aisle-fuzz"
artifacts="$build/artifacts"
# Dependency order: each module is compiled against the ones before it. CSV is CSV.swift's
# (the Shopify CSV reader's parser), from the checkout SwiftPM resolves, in Swift 5 mode.
modules=(Navigation StateFiles TerminalUI Storefront AisleApp CSV ShopifyCatalog)
csv_sources=".build/checkouts/CSV.swift/Sources/CSV"
if [[ ! -d "$csv_sources" ]]; then
    "${SWIFT:-swift}" package resolve --scratch-path .build >/dev/null
fi
# Where a module's sources are, and the language mode it is written for.
module_dir() { if [[ "$1" == CSV ]]; then echo "$csv_sources"; else echo "Sources/$1"; fi; }
module_flags() { if [[ "$1" == CSV ]]; then echo "-swift-version 5"; else echo "-swift-version 6"; fi; }
flags=(-parse-as-library -O -g -sanitize=fuzzer,address)
# lld links the sanitizer runtimes without gold's hundreds of "Cannot export local symbol" warnings.
link_flags=(-use-ld=lld)

mkdir -p "$build/modules" "$artifacts"

# Rebuild when any source or this script is newer than the binary.
needs_build() {
    [[ ! -x "$binary" ]] && return 0
    local dirs=()
    for module in "${modules[@]}"; do dirs+=("$(module_dir "$module")"); done
    [[ -n "$(find "${dirs[@]}" Fuzz scripts/fuzz.sh -newer "$binary" 2>/dev/null | head -1)" ]]
}

if needs_build; then
    echo "fuzz: building $binary"
    started=$SECONDS
    for module in "${modules[@]}"; do
        mapfile -t sources < <(find "$(module_dir "$module")" -name '*.swift' | sort)
        # shellcheck disable=SC2046  # the language mode is two words
        "$swiftc" "${flags[@]}" $(module_flags "$module") -wmo -module-name "$module" \
            -I "$build/modules" \
            -emit-module -emit-module-path "$build/modules/$module.swiftmodule" \
            -c "${sources[@]}" -o "$build/modules/$module.o"
    done
    objects=()
    for module in "${modules[@]}"; do objects+=("$build/modules/$module.o"); done
    "$swiftc" "${flags[@]}" -swift-version 6 "${link_flags[@]}" -module-name AisleFuzz \
        -I "$build/modules" \
        Fuzz/*.swift "${objects[@]}" -o "$binary"
    echo "fuzz: built in $((SECONDS - started)) s"
fi

scratch="$(mktemp -d "${TMPDIR:-/tmp}/aisle-fuzz.XXXXXX")"
trap 'rm -rf "$scratch"' EXIT
corpus="$scratch/corpus"
mkdir -p "$corpus"

# Seeds: valid files of each kind, in the form the encoders write, so mutations start from
# deep inside the decoders rather than from "not JSON".
cat >"$corpus/session-deep.json" <<'JSON'
{
  "checkout" : {
    "payment" : { "focus" : "method", "method" : "card" },
    "shipping" : {
      "city" : { "cursor" : 11, "maxLength" : 50, "text" : "Springfield" },
      "countryCode" : "US",
      "email" : { "cursor" : 15, "maxLength" : 80, "text" : "ada@example.com" },
      "focus" : "postalCode",
      "name" : { "cursor" : 3, "maxLength" : 60, "text" : "Ada" },
      "postalCode" : { "cursor" : 5, "maxLength" : 12, "text" : "12345" },
      "street" : { "cursor" : 9, "maxLength" : 80, "text" : "1 Main St" }
    }
  },
  "format" : "aisle.navigation",
  "path" : [
    { "category" : { "id" : "coffee" } },
    { "product" : { "id" : "p-01" } },
    { "seller" : { "id" : "s-roast" } },
    { "cart" : { } },
    { "checkout" : { "step" : "shipping" } },
    { "checkout" : { "step" : "payment" } }
  ],
  "screens" : [
    { "route" : null, "selected" : 1, "top" : 0 },
    { "route" : { "category" : { "id" : "coffee" } }, "selected" : 1, "top" : 0 },
    { "route" : { "seller" : { "id" : "s-roast" } }, "selected" : 0, "top" : 0 }
  ],
  "version" : 1
}
JSON
cat >"$corpus/session-search.json" <<'JSON'
{
  "format" : "aisle.navigation",
  "path" : [
    { "search" : { "query" : "crème \"brûlée\" / \u001b[31m \u202e" } },
    { "product" : { "id" : "p-02" } },
    { "orders" : { } },
    { "order" : { "id" : "A-1" } }
  ],
  "screens" : [ { "route" : { "search" : { "query" : "crème \"brûlée\" / \u001b[31m \u202e" } }, "selected" : 3, "top" : 2 } ],
  "version" : 1
}
JSON
printf '%s' '{"format":"aisle.navigation","version":1,"path":[{"books":{}},{"category":{"id":"books"}}],"extra":[1,2,{"a":null}]}' \
    >"$corpus/session-unknown.json"
printf '%s' '{"format":"aisle.navigation","version":1,"path":[]}' >"$corpus/session-home.json"
printf '%s' '{"format":"aisle.cart","version":1,"lines":[{"product":"p-01","quantity":2,"priceWhenAdded":1850}]}' \
    >"$corpus/cart.json"
cat >"$corpus/orders.json" <<'JSON'
{"format":"aisle.orders","version":1,"orders":[{"id":"A-1","placedAt":"2026-01-02T03:04:05Z",
"currency":"USD","lines":[{"product":"p-01","name":"House Blend Beans","unitPrice":1850,"quantity":1}],
"totals":{"subtotal":1850,"shipping":599,"tax":178,"total":2627},
"address":{"name":"Ada","email":"ada@example.com","street":"1 Main St","city":"Springfield",
"postalCode":"12345","countryCode":"US"},"payment":{"card":{"brand":"visa","lastFour":"4242"}}}]}
JSON
cat >"$corpus/catalog.json" <<'JSON'
{"currency": "USD",
"categories": [{"id": "T-Shirts / Tops", "name": "Tops"}, {"id": "coffee", "name": "Coffee"}],
"sellers": [{"id": "Größe & Co", "name": "Größe", "about": "Since 1998.\n  - indented"}],
"products": [
{"id": "g++", "name": "GNU C++ compiler", "category": "coffee", "seller": "Größe & Co", "price": 1850, "stock": 3, "description": "gtk3 and c# and .net"},
{"id": "AB-12/XL", "name": "Tee", "category": "T-Shirts / Tops", "seller": "Größe & Co", "price": 0, "stock": 0, "description": ""},
{"id": "p 3", "name": "Bad", "category": "nope", "seller": "Größe & Co", "price": -1, "stock": 1, "description": "x"}
]}
JSON
printf '%s' 'aisle://category/T-Shirts%20%2F%20Tops/product/AB-12%2FXL/seller/Gr%C3%B6%C3%9Fe%20%26%20Co/search/c%2B%2B%20%23' \
    >"$corpus/link.txt"
printf '%s' 'product/g%2B%2B' >"$corpus/link-short.txt"
cp Resources/shopify-example.csv "$corpus/shopify.csv"
printf 'Handle,Title,Option1 Name,Option1 Value,Variant SKU,Variant Price,Variant Inventory Qty,Published\r\ntee,"Tee, ""soft""",Size,M,T-M,18.50,-2,TRUE\r\ntee,,,L,,19,,\r\n' \
    >"$corpus/shopify-small.csv"
printf 'plain text \033[31mred\033[0m \xe2\x80\xae gpj.exe \xc2\x9b \xf0\x9f\x91\x8d\xf0\x9f\x8f\xbd e\xcc\x81' \
    >"$corpus/text.txt"

# A dictionary of the tokens the decoders look for.
dict="$scratch/aisle.dict"
for token in '{' '}' '[' ']' ':' ',' 'null' 'true' '-1' '9223372036854775807' '\\u0000' '\\u001b' \
    '\\u202e' '\\ud800' '"format"' '"aisle.navigation"' '"aisle.cart"' '"aisle.orders"' \
    '"version"' '"path"' '"screens"' '"route"' '"selected"' '"top"' '"checkout"' '"step"' \
    '"shipping"' '"payment"' '"review"' '"category"' '"product"' '"seller"' '"search"' '"query"' \
    '"cart"' '"orders"' '"order"' '"id"' '"text"' '"cursor"' '"maxLength"' '"countryCode"' \
    '"focus"' '"method"' '"card"' '"invoice"' '"lines"' '"quantity"' '"priceWhenAdded"' \
    '"currency"' '"categories"' '"sellers"' '"products"' '"name"' '"about"' '"price"' '"stock"' \
    '"description"' 'aisle://' '/product/' '/category/' '%2F' '%25' '%2B' 'Handle' 'Title' \
    'Body (HTML)' 'Vendor' 'Variant Price' 'Variant SKU' 'Option1 Name' 'Option1 Value' \
    'Default Title' 'Published' 'FALSE' '<li>' '<br>' '<script>' '&amp;' '&#x'; do
    printf '"%s"\n' "${token//\"/\\\"}"
done >"$dict"

log="$scratch/fuzz.log"
echo "fuzz: running $binary for ${seconds} s (seed corpus: $(ls "$corpus" | wc -l) files)"
started=$SECONDS
set +e
# Swift's own backtracer would run under ASan on a trap and report itself; libFuzzer's
# handler is enough to keep the input and print the crash message.
# shellcheck disable=SC2086  # FUZZ_ARGS is a list of flags
SWIFT_BACKTRACE=enable=no "$binary" -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
    -print_final_stats=1 -dict="$dict" -artifact_prefix="$artifacts/" ${FUZZ_ARGS:-} \
    "$corpus" >"$log" 2>&1
status=$?
set -e
elapsed=$((SECONDS - started))

executions="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)"
peak="$(sed -n 's/^stat::peak_rss_mb: *//p' "$log" | tail -1)"
coverage="$(grep -o 'cov: [0-9]*' "$log" | tail -1 || true)"
echo "fuzz: ran ${elapsed} s, ${executions:-?} executions, ${coverage:-cov: ?}, peak RSS ${peak:-?} MB"
if [[ $status -ne 0 ]]; then
    grep -E 'ERROR|SUMMARY|Fatal error|deadly signal|Test unit written' "$log" | head -20 >&2 || true
    finding="$(sed -n 's/.*Test unit written to \(.*\)$/\1/p' "$log" | tail -1)"
    kept="$artifacts/fuzz-$(date +%Y%m%dT%H%M%S).log"
    cp "$log" "$kept"
    echo "fuzz: FOUND a problem (exit $status); input: ${finding:-none written}; log: $kept" >&2
    [[ -n "$finding" && -f "$finding" ]] && xxd "$finding" | head -40 >&2
    exit 1
fi
echo "fuzz: no findings"
