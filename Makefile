# Builds and installs the `phrasebook` command-line tool.
#
#   make                                   release build of phrasebook (Swift runtime linked in on Linux)
#   make install PREFIX=/usr/local         the binary, bash/zsh/fish completions and the man page
#   make uninstall PREFIX=/usr/local       removes what install wrote
#   make release                           Scripts/release: the archive, the plugin's artifact bundle, SHA256SUMS
#
# DESTDIR stages an install for packaging (`make install DESTDIR=/tmp/stage PREFIX=/usr`). SCRATCH_PATH is the
# build folder, shared with Scripts/release and Scripts/make-generate-artifactbundle so one release build serves
# them all. The version comes from git (Scripts/version): the tag on a release commit, else the commits since it.

PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
MANDIR ?= $(PREFIX)/share/man
BASH_COMPLETION_DIR ?= $(PREFIX)/share/bash-completion/completions
ZSH_COMPLETION_DIR ?= $(PREFIX)/share/zsh/site-functions
FISH_COMPLETION_DIR ?= $(PREFIX)/share/fish/vendor_completions.d

SWIFT ?= swift
SCRATCH_PATH ?= .build-artifacts/build
# On Linux the Swift runtime and Foundation are linked into the binary, so it runs without a Swift toolchain;
# Apple platforms have the runtime in the system.
# Foundation's URLSession (the translation engines' HTTP) is built on libcurl, which is not linked in: building
# needs libcurl's development files (Debian: libcurl4-openssl-dev), and the binary loads the system's libcurl.so.4.
ifeq ($(shell uname -s),Linux)
STATIC_FLAGS := --static-swift-stdlib
endif
BUILD_FLAGS = --configuration release $(STATIC_FLAGS) --scratch-path $(SCRATCH_PATH)

# Stamped into the binary by Package.swift (see Sources/PhrasebookBuildInfo); empty: the committed version.
PHRASEBOOK_VERSION ?= $(shell Scripts/version 2>/dev/null)
export PHRASEBOOK_VERSION
# The man page's date: the commit's, so that two builds of one commit write the same page.
MANUAL_DATE := $(shell git log -1 --format=%cs 2>/dev/null || date +%Y-%m-%d)

.PHONY: all build install uninstall release
all: build

build:
	$(SWIFT) build $(BUILD_FLAGS) --product phrasebook
	@# The man page generator of swift-argument-parser's GenerateManual plugin, built as a tool of its own: the
	@# plugin itself builds every product of the package (benchmarks included) before it writes the page.
	$(SWIFT) build $(BUILD_FLAGS) --product generate-manual

install: build
	$(eval BIN_PATH := $(shell $(SWIFT) build $(BUILD_FLAGS) --show-bin-path))
	install -d "$(DESTDIR)$(BINDIR)" "$(DESTDIR)$(MANDIR)/man1" "$(DESTDIR)$(BASH_COMPLETION_DIR)" \
		"$(DESTDIR)$(ZSH_COMPLETION_DIR)" "$(DESTDIR)$(FISH_COMPLETION_DIR)"
	install -m 755 "$(BIN_PATH)/phrasebook" "$(DESTDIR)$(BINDIR)/phrasebook"
	@# Symbols for debugging are not needed to run it (about a quarter of the binary).
	strip "$(DESTDIR)$(BINDIR)/phrasebook"
	"$(BIN_PATH)/phrasebook" --generate-completion-script bash > "$(DESTDIR)$(BASH_COMPLETION_DIR)/phrasebook"
	"$(BIN_PATH)/phrasebook" --generate-completion-script zsh > "$(DESTDIR)$(ZSH_COMPLETION_DIR)/_phrasebook"
	"$(BIN_PATH)/phrasebook" --generate-completion-script fish > "$(DESTDIR)$(FISH_COMPLETION_DIR)/phrasebook.fish"
	"$(BIN_PATH)/generate-manual" "$(BIN_PATH)/phrasebook" --date "$(MANUAL_DATE)" \
		--output-directory "$(DESTDIR)$(MANDIR)/man1"
	@echo "installed phrasebook $$("$(DESTDIR)$(BINDIR)/phrasebook" --version) in $(DESTDIR)$(PREFIX)"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/phrasebook" "$(DESTDIR)$(MANDIR)/man1/phrasebook.1" \
		"$(DESTDIR)$(BASH_COMPLETION_DIR)/phrasebook" "$(DESTDIR)$(ZSH_COMPLETION_DIR)/_phrasebook" \
		"$(DESTDIR)$(FISH_COMPLETION_DIR)/phrasebook.fish"

release:
	Scripts/release
