#!/usr/bin/env bash
# `make test`: builds and runs every test, keeps the whole output in a log file and prints only
# what a reader needs: each failure with its details, each skipped or cancelled test with its
# reason, one line per test target (passed, failed, skipped) and the run's own last line.
# Exits non-zero when the build fails, a test fails, or a test ended as cancelled (a test
# that can give up without failing can stop testing without anyone noticing).
#
# Usage: scripts/run-tests.sh [swift] [build directory]
set -uo pipefail

swift=${1:-swift}
build=${2:-.build}
mkdir -p "$build"
log="$build/test.log"
xunit="$build/test-results.xml"
rm -f "$xunit"

# Every suite has a time limit, so a test that loops fails by name instead of hanging the run
# (scripts/time_limits.py --fix adds one where it is missing).
if ! python3 "$(dirname "$0")/time_limits.py" --check; then
    exit 1
fi

started=$SECONDS
if ! "$swift" build --scratch-path "$build" --build-tests >"$log" 2>&1; then
    grep -E "error:" "$log" | sort -u | head -n 40
    tail -n 20 "$log"
    echo "The build failed; its whole output: $log"
    exit 1
fi
echo "Built in $((SECONDS - started)) s; running the tests …"

# Every test is Swift Testing; without --disable-xctest an empty XCTest run reports first.
# A suite's time limit names a test that runs too long, but cannot stop one that loops without
# ever awaiting; the whole run is stopped after 45 minutes (CI allows 90), and the time-limit
# lines already in the log say which test it was.
timeout --kill-after=30 45m \
    "$swift" test --scratch-path "$build" --skip-build --disable-xctest --xunit-output "$xunit" \
    >>"$log" 2>&1
status=$?
if [ "$status" -eq 124 ] || [ "$status" -eq 137 ]; then
    echo "The test run was stopped after 45 minutes: a test does not end (see the lines above)."
fi

# Failures: the issue line and the lines that explain it (they start with ↳).
awk '
    /^✘ Test .* recorded an issue/ { showing = 1; print; next }
    showing && /^↳/ { print; next }
    { showing = 0 }
' "$log"
# Skipped (with the reason given) and cancelled tests, each named.
grep -E "^➜ Test .* (skipped|was cancelled)" "$log"
cancelled=$(grep -cE "^➜ Test .* was cancelled" "$log")

if [ -s "$xunit" ]; then
    # One line per test target: the module is the part of the class name before the dot.
    awk '
        /<testcase / {
            match($0, /classname="[^".]*/)
            group = substr($0, RSTART + 11, RLENGTH - 11)
            tests[group]++; counted = 0
        }
        /<failure/ && !counted { failed[group]++; counted = 1 }
        /<skipped/ { skipped[group]++ }
        END {
            for (g in tests) {
                passed = tests[g] - failed[g] - skipped[g]
                line = sprintf("%-22s %4d passed", g, passed)
                if (failed[g]) line = line sprintf(", %d FAILED", failed[g])
                if (skipped[g]) line = line sprintf(", %d skipped", skipped[g])
                print line
            }
        }
    ' "$xunit" | sort
else
    # No results file: the test process itself died (a crash, a trap). Its last words say why.
    echo "No test results were written; the end of the output:"
    tail -n 40 "$log"
fi
grep -E "^. Test run with " "$log" | tail -n 1
if [ "$cancelled" -gt 0 ]; then
    echo "$cancelled test(s) ended as cancelled: a test must pass, fail, or be skipped by a trait"
    [ "$status" -eq 0 ] && status=1
fi
echo "Full log: $log"
exit "$status"
