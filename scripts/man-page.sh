#!/bin/sh
# Writes the man page of the aisle binary $1 to the directory $2, from the same ArgumentParser
# definitions as --help, with ArgumentParser's generate-manual tool $3.
#
# The generator drops non-ASCII text, so aisle's --experimental-dump-help writes each such
# character as groff's \[uXXXX]; the generator escapes that backslash (\e[uXXXX]), which is
# turned back here, so the page keeps its arrows, ⏎, ⌫ and dashes in any locale.
set -eu
binary=$1 directory=$2 generator=$3
mkdir -p "$directory"
"$generator" "$binary" --output-directory "$directory"
sed -i 's/\\e\[u\([0-9A-F]\{4,6\}\)\]/\\[u\1]/g' "$directory/aisle.1"
# The help text's paragraphs, headings, tables and recipes as mdoc (see the awk script).
awk -f "$(dirname "$0")/man-page-tidy.awk" "$directory/aisle.1" > "$directory/aisle.1.tidy"
mv "$directory/aisle.1.tidy" "$directory/aisle.1"
