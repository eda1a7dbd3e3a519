# Build, test, install and benchmark the strings tools. `swift build` and `swift test` always work
# without this file; it only bundles the common commands.
PREFIX   ?= /usr/local
BINDIR   ?= $(PREFIX)/bin
SWIFT    ?= swift
CONFIG   ?= release
TOOLS     = strings-gen strings-lint strings-merge
BIN_PATH  = $(shell $(SWIFT) build -c $(CONFIG) --show-bin-path)
FORMAT_PATHS = Package.swift Sources Tests

.PHONY: all build test check golden install uninstall demo format lint bench fuzz clean

all: build

build:
	$(SWIFT) build -c $(CONFIG)

test:
	$(SWIFT) test

check: test lint

# The first run rewrites the golden files and fails on purpose; the second must pass.
# Review the changes under Fixtures/ before committing them.
golden:
	-UPDATE_GOLDEN=1 $(SWIFT) test
	$(SWIFT) test

install: build
	install -d "$(DESTDIR)$(BINDIR)"
	for t in $(TOOLS); do install -m 755 "$(BIN_PATH)/$$t" "$(DESTDIR)$(BINDIR)/$$t"; done

uninstall:
	for t in $(TOOLS); do rm -f "$(DESTDIR)$(BINDIR)/$$t"; done

# Runs the tools on the bundled sample app.
demo: build
	BIN="$(BIN_PATH)" sh Fixtures/sample-app/demo.sh

format:
	$(SWIFT) format --in-place --recursive $(FORMAT_PATHS)

lint:
	$(SWIFT) format lint --strict --recursive $(FORMAT_PATHS)

# Speed and memory against rg, xgettext and plutil, in one run; prints ratios.
bench: build
	BIN="$(BIN_PATH)" sh Benchmarks/run.sh

clean:
	$(SWIFT) package clean
