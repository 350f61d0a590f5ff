# Aisle — `make run` builds and opens the storefront; `make test` builds and runs every test.
# Both install what is missing (libncurses-dev, tmux) when they can, or say what to install.

SWIFT    ?= swift
PREFIX   ?= /usr/local
BUILD    := .build
CONFIG   ?= debug
BIN      := $(BUILD)/$(CONFIG)/aisle

.PHONY: all run build test bench install uninstall deps clean help

all: build

help:
	@echo "make run      build and run Aisle on the bundled catalog"
	@echo "make test     build and run every test (unit, screen, end-to-end in tmux)"
	@echo "make bench    start-up and per-keypress timings at several catalog sizes"
	@echo "make install  install aisle and its catalog under PREFIX (default /usr/local)"

deps:
	@scripts/ensure-deps.sh

build: deps
	$(SWIFT) build -c $(CONFIG)

run: build
	$(BIN) $(ARGS)

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

bench: deps
	$(SWIFT) build -c release
	python3 scripts/bench.py --binary $(BUILD)/release/aisle

install:
	$(SWIFT) build -c release
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/aisle
	install -m 755 $(BUILD)/release/aisle $(DESTDIR)$(PREFIX)/bin/aisle
	install -m 644 Resources/catalog.json $(DESTDIR)$(PREFIX)/share/aisle/catalog.json

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/aisle $(DESTDIR)$(PREFIX)/share/aisle/catalog.json
	-rmdir $(DESTDIR)$(PREFIX)/share/aisle

clean:
	rm -rf $(BUILD)
