#!/usr/bin/env bash
# Fault injection end to end (make test-faults): strace kills Aisle at each step of saving
# navigation.json, or makes that step fail with ENOSPC, EIO, EACCES or EROFS; the file must
# always be the complete old or the complete new document (scripts/faults/run.py). Then the
# same for the user's database: a kill at each WAL write and at the sync of a cart change, or
# a failed write, leaves a whole database with the old or the new cart
# (scripts/faults/database.py). Then a catalog import killed or failed at each step leaves no
# half-built cache trusted (scripts/faults/catalog.py).
#
# Usage: scripts/test-faults.sh [path/to/aisle]   (default: $AISLE_BINARY, else .build/debug/aisle)
# Needs tmux, python3 and strace (installed with apt-get when running as root, else skipped
# with a line saying so). Prints a line per case, then `N passed, M failed`.
set -euo pipefail
cd "$(dirname "$0")/.."

binary="${1:-${AISLE_BINARY:-.build/debug/aisle}}"
skip() {
    echo "SKIP fault injection: $*"
    exit 0
}

if ! command -v strace >/dev/null 2>&1; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
        echo "Installing strace …" >&2
        export DEBIAN_FRONTEND=noninteractive
        apt-get install -y -q strace >/dev/null 2>&1 || {
            apt-get update -q >/dev/null 2>&1
            apt-get install -y -q strace >/dev/null 2>&1
        } || true
    fi
    command -v strace >/dev/null 2>&1 ||
        skip "strace is not installed (sudo apt-get install strace)"
fi
command -v tmux >/dev/null 2>&1 || skip "tmux is not installed (sudo apt-get install tmux)"
command -v python3 >/dev/null 2>&1 || skip "python3 is not installed"
# Containers without CAP_SYS_PTRACE, or Yama's ptrace_scope, may forbid attaching to a process
# that is not our child (Aisle is the tmux server's): try it on one. 124 = still attached at 1 s.
sleep 10 &
probe=$!
status=0
timeout -s INT 1 strace -p "$probe" -o /dev/null -e trace=none 2>/dev/null || status=$?
kill "$probe" 2>/dev/null || true
wait "$probe" 2>/dev/null || true
[ "$status" = 124 ] || skip "strace cannot attach to a running process here (ptrace not permitted)"

if [ ! -x "$binary" ]; then
    echo "test-faults: no aisle binary at $binary; build it first (swift build)" >&2
    exit 2
fi
status=0
python3 scripts/faults/run.py --binary "$binary" --catalog Resources/catalog.json || status=1
# The user's database: a kill at each write of a cart change leaves the old or the new cart.
python3 scripts/faults/database.py --binary "$binary" --catalog Resources/catalog.json || status=1
# Placing an order: a kill inside its transaction leaves no order and the cart, or the order
# and no cart, and a confirmation only in the second case; a failed write refuses it.
python3 scripts/faults/order.py --binary "$binary" --catalog Resources/catalog.json || status=1
# The catalog cache: a kill or a failed write during an import never leaves a cache trusted
# half-built.
python3 scripts/faults/catalog.py --binary "$binary" || status=1
exit "$status"
