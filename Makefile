# Build, test, install and benchmark the strings tools. `swift build` and `swift test` always work
# without this file; it only bundles the common commands.
PREFIX   ?= /usr/local
BINDIR   ?= $(PREFIX)/bin
SWIFT    ?= swift
CONFIG   ?= release
TOOLS     = strings-gen strings-lint strings-merge
BIN_PATH  = $(shell $(SWIFT) build -c $(CONFIG) --show-bin-path)
# On Linux the tools carry the Swift runtime and Foundation inside them: they start in a third of
# the time (no dozen shared libraries to load and bind) and run where no toolchain is installed.
# STATIC= builds against the shared libraries instead.
STATIC   ?= $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib)
FORMAT_PATHS = Package.swift Sources Tests Fuzz/Targets

.PHONY: all build test check golden install uninstall demo format lint bench fuzz differential clean

all: build

build:
	$(SWIFT) build -c $(CONFIG) $(STATIC)

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

# libFuzzer targets (see Fuzz/README.md): each runs FUZZ_SECONDS, one after another.
FUZZ_SECONDS ?= 300
FUZZ_TARGETS  = strings-parser swift-lexer extractor catalog-reader
fuzz:
	for t in $(FUZZ_TARGETS); do Fuzz/run.sh "$$t" $(FUZZ_SECONDS) || exit 1; done

# The parser against plutil on 100,000 damaged corpus files (see Fuzz/DIFFERENTIAL.md).
differential:
	STRINGS_DIFFERENTIAL_MUTANTS=100000 $(SWIFT) test --filter MutationDifferentialTests

clean:
	$(SWIFT) package clean
