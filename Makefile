# Croupier: every target sets up what it needs on a fresh Debian machine.
#   make run              start the trainer (installs only what running needs)
#   make test             install everything and pass the tests
#   make mutants          mutation testing of the modules whose every change a test must catch
#   make lint             ruff (lint and format) + mypy --strict
#   make bench            side-by-side benchmarks
#   make native           compile the engine's hot modules with mypyc (test and bench do it when needed)
#   make wheel            dist/croupier-*.whl (catalogues and, on Linux, the compiled engine inside)
#   make bundle           dist/croupier/: a one-folder application made with PyInstaller
#   make install-desktop  the trainer in this user's desktop menu (icon, .desktop entry, metainfo)

SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
CONSTRAINTS := constraints.txt
PIP_INSTALL := $(PY) -m pip install --quiet -c $(CONSTRAINTS)
RUN_STAMP := $(VENV)/.installed-run
TEST_STAMP := $(VENV)/.installed-test
BUNDLE_STAMP := $(VENV)/.installed-bundle

# Debian packages to run the trainer: venv for Python, speech (eSpeak NG), audio for QtMultimedia
# (PulseAudio's client, which PipeWire serves too), fonts so text is not boxes, and the libraries
# Qt's xcb platform loads.
DEB_RUN := python3-venv libespeak-ng1 espeak-ng-data libpulse0 fonts-dejavu-core \
	libegl1 libgl1 libopengl0 libxkbcommon0 libxkbcommon-x11-0 libfontconfig1 libdbus-1-3 \
	libglib2.0-0 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 \
	libxcb-render-util0 libxcb-shape0 libxcb-xkb1
# And to test, compile and bundle it: eSpeak's command line (the benchmarks), Xvfb for real windows,
# a C compiler and Python's headers for mypyc, poppler-utils (pdftotext, pdftoppm) for the tests
# that read the PDFs back, desktop-file-utils and appstream to validate the desktop entry and the
# metainfo, binutils (objdump) for PyInstaller, strace to see which eSpeak data the bundle reads.
DEB_TEST := $(DEB_RUN) espeak-ng xvfb xauth gcc libc6-dev python3-dev poppler-utils \
	desktop-file-utils appstream binutils strace

TS_FILES := $(wildcard translations/*.ts)
QM_FILES := $(TS_FILES:.ts=.qm)

# The engine modules mypyc compiles (croupier/engine/compiled.py lists them). The build is used only
# while its digest matches every module under croupier/engine/, the interpreter and the compiler's
# version, and `make native` rebuilds exactly when it does not (tools/build_native.py --if-stale);
# a failed build (no compiler) leaves pure Python running. `make native` also writes the evaluator's
# tables once (tools/build_tables.py, croupier/engine/evaluate_tables.bin), so no process builds them.

.PHONY: run test lint bench deb-run deb-test python-check venv translations clean native wheel \
	bundle install-desktop constraints mutants tables

run: $(RUN_STAMP) translations
	$(VENV)/bin/croupier

# The whole suite on the engine as built, then the engine's tests again on pure Python (what the
# wheel ships). One fixed hash seed, so a failure can be run again as it was;
# tests/test_determinism.py runs the question paths under three others and compares (issue 29).
# The suite runs on pytest-xdist workers, one more than the machine has processors (TEST_WORKERS;
# each test file on one worker, so a module's fixtures are made once; TEST_WORKERS=0 runs it in one
# process): a worker spends about a quarter of its time waiting (for PostgreSQL, a subprocess, a
# timer), so on two cores two workers left 25 % of the processors idle and three leave 9 %
# (406 -> 349 s for the suite; four workers took 350 s). The segmentation faults
# in Qt's event loop that once kept it in one process, and the school network's window tests in a
# process of their own, had causes found and taken out (issue 30): a worker thread making the next
# quiz question from the session the window's thread was wording (mypyc-compiled objects used from
# two threads), station threads emitting on a Qt object already deleted (now a queue the window
# drains when an object of the application's own wakes it), stations a test left open
# (tests/gui/conftest.py fails such a test), and Python's cyclic collector run by whichever thread
# allocated, freeing an ended test's Qt objects there (the GUI collects on the window's thread only:
# croupier/gui/collector.py, and tests/gui/conftest.py does as the trainer does).
export PYTHONHASHSEED := 1
TEST_WORKERS ?= $(shell echo $$(( $$(nproc 2>/dev/null || echo 1) + 1 )))
XDIST = $(if $(filter 0,$(TEST_WORKERS)),-p no:xdist,-n $(TEST_WORKERS) --dist loadfile --no-loadscope-reorder)
# Files with a slow test go first (conftest.py), so that no long file is left for the end.
# The fifteen slowest tests are listed at the end (--durations): where the suite's time goes.
# The store's tests run against a real PostgreSQL too: without CROUPIER_TEST_POSTGRES_URL (.ci/run
# sets it), a throw-away cluster of .ci/postgres.sh is started for the run and removed after it.
test: $(TEST_STAMP) translations native
	@if [ -z "$${CROUPIER_TEST_POSTGRES_URL:-}" ]; then \
		pg_env=$$(bash .ci/postgres.sh) || { echo "make test: PostgreSQL could not start (.ci/postgres.sh)" >&2; exit 1; }; \
		eval "$$pg_env"; trap 'bash .ci/postgres.sh stop' EXIT; \
	fi; \
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest $(XDIST) --durations=15; rc=$$?; \
	if [ $$rc -eq 5 ]; then echo "make test: pytest collected no tests" >&2; exit 1; fi; \
	if [ $$rc -ne 0 ]; then exit $$rc; fi; \
	echo "make test: tests/engine again on pure Python (CROUPIER_PURE_PYTHON=1)"; \
	CROUPIER_PURE_PYTHON=1 QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q $(XDIST) tests/engine; rc=$$?; \
	if [ $$rc -eq 5 ]; then echo "make test: pytest collected no tests" >&2; exit 1; fi; exit $$rc

# make mutants: mutation testing (mutmut) of the modules [tool.mutmut] in pyproject.toml lists, on
# the pure-Python engine; tools/mutants.py then prints each module's share of mutants killed and
# the survivors, and fails when a module kills fewer than 90 %. Long: it runs the covering tests
# once per mutant (mutmut's log in mutants.log), MUTANT_CHILDREN at a time. The store's school
# branches (live answers, signed writes) are tested only against PostgreSQL, and their mutants
# would otherwise all survive; its logins belong to a cluster, not a database, so two mutants' tests
# setting them at once would fail each other's sign-ins and count a mutant killed that no test
# caught. So each child runs against a throw-away cluster of its own (.ci/postgres.sh, one per
# child, taken under a lock: tests/conftest.py); with CROUPIER_TEST_POSTGRES_URL naming a server,
# the mutants run one at a time against it.
MUTANT_CHILDREN ?= 2
mutants: $(TEST_STAMP) translations tables
	rm -rf mutants
	@children=$(MUTANT_CHILDREN); urls=$${CROUPIER_TEST_POSTGRES_URL:-}; clusters=""; \
	trap 'for data in $$clusters; do CROUPIER_TEST_PGDATA=$$data bash .ci/postgres.sh stop; done' EXIT; \
	if [ -n "$$urls" ]; then children=1; else \
		for _ in $$(seq $$children); do \
			pg_env=$$(bash .ci/postgres.sh) || { echo "make mutants: PostgreSQL could not start (.ci/postgres.sh)" >&2; exit 1; }; \
			eval "$$pg_env"; urls="$$urls $$CROUPIER_TEST_POSTGRES_URL"; clusters="$$clusters $$CROUPIER_TEST_PGDATA"; \
		done; \
	fi; \
	CROUPIER_TEST_POSTGRES_URLS="$$urls" CROUPIER_PURE_PYTHON=1 QT_QPA_PLATFORM=offscreen \
		$(VENV)/bin/mutmut run --max-children $$children > mutants.log 2>&1 || { tail -c 2000 mutants.log; exit 1; }
	$(PY) tools/mutants.py

lint: $(TEST_STAMP)
	$(VENV)/bin/ruff check croupier tests benchmarks tools conftest.py hatch_build.py packaging
	$(VENV)/bin/ruff format --check croupier tests benchmarks tools conftest.py hatch_build.py packaging
	$(VENV)/bin/mypy

bench: $(TEST_STAMP) translations native
	$(PY) benchmarks/evaluate.py
	@for b in benchmarks/engine.py benchmarks/replay.py benchmarks/speech.py benchmarks/voice.py benchmarks/procedure.py benchmarks/startup.py benchmarks/stalls.py; do \
		if [ -f $$b ]; then $(PY) $$b || exit 1; fi; done
	$(PY) benchmarks/store.py --start-postgres
	$(PY) benchmarks/reports.py
	$(PY) benchmarks/crosscheck.py --count 2000

# Installs the Debian packages named (as root; otherwise prints the apt-get line). On a system
# without Debian's package manager it prints what to install instead and the pipx route, and goes on.
APT_GET ?= apt-get
DPKG_QUERY ?= dpkg-query
define deb_install
	@if ! command -v $(DPKG_QUERY) >/dev/null || ! command -v $(APT_GET) >/dev/null; then \
		echo "This is not a Debian system. Croupier needs Python 3.11 or newer and, from your system's" >&2; \
		echo "packages, eSpeak NG (speech), PulseAudio's or PipeWire's client library (sound), and the" >&2; \
		echo "X11/xcb libraries Qt loads. Debian calls them:" >&2; \
		echo "  $(1)" >&2; \
		echo "Or install the trainer without this checkout: pipx install croupier-VERSION-*.whl (make wheel)," >&2; \
		echo "or copy the bundle (make bundle on a machine like the one it is for). Going on with pip." >&2; \
	else \
		missing=""; for p in $(1); do \
			$(DPKG_QUERY) -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
		done; \
		if [ -n "$$missing" ]; then \
			if [ "$$(id -u)" = 0 ]; then \
				echo "Installing Debian packages:$$missing"; \
				$(APT_GET) update -qq && DEBIAN_FRONTEND=noninteractive $(APT_GET) install -y -qq --no-install-recommends $$missing; \
			else \
				echo "Croupier needs these Debian packages. Install them, then run make again:" >&2; \
				echo "  sudo apt-get update && sudo apt-get install -y$$missing" >&2; \
				exit 1; \
			fi; \
		fi; \
	fi
endef

deb-run:
	$(call deb_install,$(DEB_RUN))

deb-test:
	$(call deb_install,$(DEB_TEST))

python-check:
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null || { \
		echo "Croupier needs Python 3.11 or newer; '$(PYTHON)' is $$($(PYTHON) --version 2>/dev/null || echo "not installed")." >&2; \
		echo "Install a newer Python (Debian 12 and Ubuntu 23.04 have 3.11; elsewhere e.g. pyenv or" >&2; \
		echo "python.org) and run: make PYTHON=python3.11 run -- or use the bundle, which carries its own." >&2; \
		exit 1; }

# The run venv holds the trainer and what it needs, nothing else; the test venv adds the test extra
# (pytest, mypy and its mypyc, the reference libraries), the bundle venv PyInstaller. All pinned
# by constraints.txt.
$(VENV)/.created: | python-check
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	touch $@

$(RUN_STAMP): pyproject.toml $(CONSTRAINTS) | deb-run $(VENV)/.created
	$(PIP_INSTALL) -e .
	touch $@

$(TEST_STAMP): pyproject.toml $(CONSTRAINTS) | deb-test $(VENV)/.created
	$(PIP_INSTALL) -e '.[test]'
	touch $@ $(RUN_STAMP)

$(BUNDLE_STAMP): pyproject.toml $(CONSTRAINTS) | deb-test $(VENV)/.created
	$(PIP_INSTALL) -e '.[test,bundle]'
	touch $@ $(TEST_STAMP) $(RUN_STAMP)

venv: $(TEST_STAMP)

native: $(TEST_STAMP)
	-@$(PY) tools/build_native.py --if-stale
	@$(PY) tools/build_tables.py --if-stale

# The evaluator's tables alone (what the pure-Python engine reads; native makes them too).
tables: $(TEST_STAMP)
	@$(PY) tools/build_tables.py --if-stale

translations: $(QM_FILES)

translations/%.qm: translations/%.ts | $(RUN_STAMP)
	$(VENV)/bin/pyside6-lrelease -silent $< -qm $@

# A wheel as CI and a user's pipx would get it, built with what the test venv holds (no download).
wheel: $(TEST_STAMP)
	rm -f dist/croupier-*.whl
	$(PY) -m pip wheel --quiet --no-deps --no-build-isolation --wheel-dir dist .
	@ls dist/croupier-*.whl

# The one-folder application (dist/croupier/croupier): see packaging/README.md.
bundle: $(BUNDLE_STAMP) translations native
	$(PY) -m PyInstaller --noconfirm --clean --log-level WARN --distpath dist --workpath build/pyinstaller \
		packaging/croupier.spec
	@echo "make bundle: dist/croupier/croupier"

install-desktop: $(RUN_STAMP) translations
	$(VENV)/bin/croupier install-desktop

# After changing the requirements: the exact releases the test venv now holds.
constraints: $(BUNDLE_STAMP)
	{ sed -n '/^#/p' $(CONSTRAINTS); $(PY) -m pip freeze --all --exclude-editable | grep -v '^pip=='; } > $(CONSTRAINTS).new
	mv $(CONSTRAINTS).new $(CONSTRAINTS)

clean:
	rm -rf $(VENV) translations/*.qm build dist

# make ts: refresh the translation sources from the code, keeping the translations already made.
# German lists every string; English only the %n plural forms (the source texts are English).
# No line numbers and apostrophes as typed, so the catalogues change only when a string does.
LUPDATE_FLAGS := -extensions py -locations none -no-obsolete -source-language en
.PHONY: ts
ts: $(RUN_STAMP)
	$(VENV)/bin/pyside6-lupdate $(LUPDATE_FLAGS) croupier -ts translations/croupier_de.ts
	$(VENV)/bin/pyside6-lupdate $(LUPDATE_FLAGS) -pluralonly croupier -ts translations/croupier_en.ts
	@# lupdate 6.11 writes each apostrophe as &apos;; the catalogues keep them as typed (the same XML)
	sed -i "s/&apos;/'/g" translations/croupier_de.ts translations/croupier_en.ts
