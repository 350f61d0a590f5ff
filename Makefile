# Aisle — `make run` builds and opens the storefront; `make test` builds and runs every test.
# Both install what is missing (libncurses-dev, tmux) when they can, or say what to install.

SWIFT    ?= swift
PREFIX   ?= /usr/local
BUILD    := .build
CONFIG   ?= debug
SECONDS  ?= 60
BIN      := $(BUILD)/$(CONFIG)/aisle
# Release builds (bench, install) link the Swift runtime and Foundation statically: the first
# frame comes about 6 ms sooner (no dynamic loading and relocation of the Swift libraries),
# and the binary runs without a Swift toolchain installed. docs/benchmarks.md has the figures.
# They link with the toolchain's lld: gold, the default, warns at every static link that
# FoundationEssentials refers to glibc's mktemp (through a .gnu.warning section; Aisle never
# calls it), and a warning printed at every install would teach people to ignore warnings.
# `-z pack-relative-relocs` stores the 109,000 relative relocations of the PIE as RELR: a table
# of 41 KB instead of 2.2 MB, which the loader read through at every start and which then stayed
# resident (peak RSS at 1,000 products 4 MB lower with the ICU fix; docs/benchmarks.md, "What
# holds the memory"). The binary then needs glibc 2.36 or later (DECISIONS.md).
# `--no-export-dynamic` undoes the `-export-dynamic` of the toolchain's static-stdlib-args.lnk:
# nothing loads Aisle's symbols at run time, yet every function of Aisle and its packages was
# exported (2.2 MB of .dynsym/.dynstr/.gnu.hash, which the loader kept resident) and so kept by
# --gc-sections. 2.8 MB smaller stripped and 3.8 MB less peak RSS (docs/benchmarks.md, "What
# makes the binary big").
# `--symbol-ordering-file` puts the functions a start and the list keys run (scripts/link-order.txt,
# made by scripts/link_order.py under callgrind) together at the front of .text: the kernel maps
# 16 pages around each code page faulted in, so scattered code stayed resident by the 64 KB.
# Peak RSS at 1,000 products about 5 MB lower. A stale name is skipped without a warning.
# Each function in a section of its own (`-function-sections` for Swift, `-ffunction-sections`
# for C): lld can then order single functions, not whole files, and --gc-sections drops the
# unused ones; 1.3 MB smaller.
RELEASE  := -c release --static-swift-stdlib -Xswiftc -use-ld=lld \
            -Xswiftc -Xfrontend -Xswiftc -function-sections \
            -Xcc -ffunction-sections -Xcc -fdata-sections \
            -Xlinker -z -Xlinker pack-relative-relocs -Xlinker --no-export-dynamic \
            -Xlinker --symbol-ordering-file=$(CURDIR)/scripts/link-order.txt \
            -Xlinker --no-warn-symbol-ordering

.PHONY: all run build test test-faults bench bench-serve bench-shop fuzz lint install uninstall deps clean help

all: build

help:
	@echo "make run      build and run Aisle on the bundled catalog"
	@echo "make test     build and run every test (unit, screen, end-to-end in tmux)"
	@echo "make test-faults  kill or fail each step of a save under strace (CI runs it too)"
	@echo "make fuzz     run the libFuzzer target for SECONDS (default 60)"
	@echo "make bench    Aisle against a C reference: start-up, keys, CPU, bytes, memory"
	@echo "make bench-serve  aisle serve over SSH: connect to first frame, memory per session"
	@echo "make bench-shop   orders per second and order latency, SQLite against PostgreSQL"
	@echo "make lint     swift format lint --strict over Sources and Tests"
	@echo "make install  install aisle and its catalog under PREFIX (default /usr/local)"

deps:
	@scripts/ensure-deps.sh

build: deps
	$(SWIFT) build --scratch-path $(BUILD) -c $(CONFIG)

run: build
	$(BIN) $(ARGS)

# Prints the failures, skipped tests and one line per test target; the whole output is kept
# in $(BUILD)/test.log. Fails when a test fails or ends as cancelled (scripts/run-tests.sh).
test: deps
	@scripts/run-tests.sh $(SWIFT) $(BUILD)

# strace kills or fails each step of a save; the file must stay the old or the new document.
test-faults: deps
	$(SWIFT) build --scratch-path $(BUILD)
	scripts/test-faults.sh $(BUILD)/debug/aisle

fuzz: deps
	scripts/fuzz.sh $(SECONDS)

# Aisle (release) against the C reference in Benchmarks/reference, one table of ratios.
# BENCH_ARGS=--quick for a short run; see docs/benchmarks.md. The pty answers the kitty keyboard
# query, as kitty does, so the Esc row is a terminal's that says Esc unambiguously; without the
# flag it is curses' 25 ms wait (docs/benchmarks.md, "Esc without the wait").
REFERENCE := $(BUILD)/bench/aisle-ref
CC       ?= cc

bench: deps
	$(SWIFT) build --scratch-path $(BUILD) $(RELEASE)
	mkdir -p $(BUILD)/bench
	$(CC) -std=c99 -O2 -Wall -Wextra -o $(REFERENCE) Benchmarks/reference/*.c -lncursesw
	python3 scripts/bench.py --binary $(BUILD)/release/aisle --reference $(REFERENCE) \
	    --kitty-keyboard $(BENCH_ARGS)
	python3 scripts/bench_serve.py --binary $(BUILD)/release/aisle

# Only the served shop: connect -> first frame over SSH, memory per session.
bench-serve: deps
	$(SWIFT) build --scratch-path $(BUILD) $(RELEASE)
	python3 scripts/bench_serve.py --binary $(BUILD)/release/aisle $(SERVE_BENCH_ARGS)

# The shop store on one host: SQLite against a throwaway PostgreSQL cluster (fsync on), same
# run; BENCH_ORDERS (400) orders from BENCH_SESSIONS (8) customers at once. A debug build (the
# test targets use @testable): the figures are the engines' commits and round trips.
# Then the same through real hosts (scripts/bench_hosts.py): 1, 2 and 3 `aisle serve` on one
# PostgreSQL against one on SQLite, customers over ssh; HOSTS_BENCH_ARGS (--sessions, --orders,
# --crowd) size it.
bench-shop: deps
	$(SWIFT) build --scratch-path $(BUILD) --build-tests
	AISLE_BENCH_SHOP=1 $(SWIFT) test --scratch-path $(BUILD) --skip-build \
	    --disable-xctest --filter ShopStoreBench
	python3 scripts/bench_hosts.py --binary $(BUILD)/debug/aisle $(HOSTS_BENCH_ARGS)

# The man page and completions come from the same ArgumentParser definitions as --help, made
# by the release binary itself: one build of Aisle, plus ArgumentParser's small generate-manual
# tool in the same configuration (its package plugin built the whole package a second time).
# The binary is installed stripped (`install -s`); the one in $(BUILD)/release keeps its
# symbols for `make bench` and scripts/bench_callgrind.py.
SHARE := $(DESTDIR)$(PREFIX)/share
# The service unit for `aisle serve` (packaging/aisle-serve.service, README "Running a shop on
# the internet"), with its paths made this PREFIX's; systemd reads /usr/local/lib/systemd/system.
UNIT := $(DESTDIR)$(PREFIX)/lib/systemd/system/aisle-serve.service
MANUAL := $(BUILD)/manual

install: deps
	$(SWIFT) build --scratch-path $(BUILD) $(RELEASE)
	$(SWIFT) build --scratch-path $(BUILD) $(RELEASE) --product generate-manual
	scripts/man-page.sh $(BUILD)/release/aisle $(MANUAL) $(BUILD)/release/generate-manual
	install -d $(DESTDIR)$(PREFIX)/bin $(SHARE)/aisle $(SHARE)/man/man1 \
		$(SHARE)/bash-completion/completions $(SHARE)/zsh/site-functions \
		$(SHARE)/fish/vendor_completions.d
	install -s -m 755 $(BUILD)/release/aisle $(DESTDIR)$(PREFIX)/bin/aisle
	install -m 644 Resources/catalog.json $(SHARE)/aisle/catalog.json
	install -m 644 Resources/shopify-example.csv $(SHARE)/aisle/shopify-example.csv
	install -m 644 $(MANUAL)/aisle.1 $(SHARE)/man/man1/aisle.1
	$(BUILD)/release/aisle --generate-completion-script bash > $(SHARE)/bash-completion/completions/aisle
	$(BUILD)/release/aisle --generate-completion-script zsh > $(SHARE)/zsh/site-functions/_aisle
	$(BUILD)/release/aisle --generate-completion-script fish > $(SHARE)/fish/vendor_completions.d/aisle.fish
	install -d $(DESTDIR)$(PREFIX)/lib/systemd/system
	sed 's|@PREFIX@|$(PREFIX)|g' packaging/aisle-serve.service > $(UNIT)
	chmod 644 $(UNIT)

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/aisle $(SHARE)/aisle/catalog.json \
		$(SHARE)/aisle/shopify-example.csv $(SHARE)/man/man1/aisle.1 \
		$(SHARE)/bash-completion/completions/aisle $(SHARE)/zsh/site-functions/_aisle \
		$(SHARE)/fish/vendor_completions.d/aisle.fish $(UNIT)
	-rmdir $(SHARE)/aisle

lint:
	$(SWIFT) format lint --strict -r Sources Tests

clean:
	rm -rf $(BUILD)
