# Croupier: every target sets up what it needs on a fresh Debian machine.
#   make run    start the trainer
#   make test   install everything and pass the tests
#   make mutants  mutation testing of the modules whose every change a test must catch
#   make lint   ruff (lint and format) + mypy --strict
#   make bench  side-by-side benchmarks
#   make native compile the engine's hot modules with mypyc (the others do it when needed)

SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

# Debian packages: speech (eSpeak NG), audio output for QtMultimedia, fonts so text is not boxes,
# the libraries Qt's offscreen and xcb platforms load, Xvfb for real windows, and poppler-utils
# (pdftotext, pdftoppm) for the tests that read the PDFs back.
DEB_PACKAGES := libespeak-ng1 espeak-ng-data espeak-ng libpulse0 fonts-dejavu-core \
	libegl1 libgl1 libopengl0 libxkbcommon0 libxkbcommon-x11-0 libfontconfig1 libdbus-1-3 \
	libglib2.0-0 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 \
	libxcb-render-util0 libxcb-shape0 libxcb-xkb1 xvfb xauth gcc libc6-dev poppler-utils

TS_FILES := $(wildcard translations/*.ts)
QM_FILES := $(TS_FILES:.ts=.qm)

# The engine modules mypyc compiles (croupier/engine/compiled.py lists them). The build is used only
# while its digest matches every module under croupier/engine/, the interpreter and the compiler's
# version, and `make native` rebuilds exactly when it does not (tools/build_native.py --if-stale);
# a failed build (no compiler) leaves pure Python running.

.PHONY: run test lint bench deb-packages venv translations clean native mutants

run: $(STAMP) translations native
	$(VENV)/bin/croupier

# The whole suite on the engine as built, on TEST_WORKERS processes (pytest-xdist; each test file
# stays on one worker, so a module's fixtures are made once), then the engine's tests again on pure
# Python (what the wheel ships). One fixed hash seed, so a failure can be run again as it was;
# tests/test_determinism.py runs the question paths under three others and compares (issue 29).
# TEST_WORKERS=0 runs in one process.
# The school network's window tests still run in a process of their own: in the whole suite's
# process they have crashed Qt's event loop (exit 139) after hundreds of other tests; alone they
# never have. The cause is not found yet (issue 30).
SEPARATE_TESTS := tests/gui/test_school_network.py
export PYTHONHASHSEED := 1
TEST_WORKERS ?= 2
XDIST = $(if $(filter 0,$(TEST_WORKERS)),-p no:xdist,-n $(TEST_WORKERS) --dist loadfile)
test: $(STAMP) translations native
	@QT_QPA_PLATFORM=offscreen $(PY) -m pytest $(XDIST) $(addprefix --ignore=,$(SEPARATE_TESTS)); rc=$$?; \
	if [ $$rc -eq 5 ]; then echo "make test: pytest collected no tests" >&2; exit 1; fi; \
	if [ $$rc -ne 0 ]; then exit $$rc; fi; \
	echo "make test: $(SEPARATE_TESTS) in a process of its own"; \
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q -p no:xdist $(SEPARATE_TESTS); rc=$$?; \
	if [ $$rc -eq 5 ]; then echo "make test: pytest collected no tests" >&2; exit 1; fi; \
	if [ $$rc -ne 0 ]; then exit $$rc; fi; \
	echo "make test: tests/engine again on pure Python (CROUPIER_PURE_PYTHON=1)"; \
	CROUPIER_PURE_PYTHON=1 QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q $(XDIST) tests/engine; rc=$$?; \
	if [ $$rc -eq 5 ]; then echo "make test: pytest collected no tests" >&2; exit 1; fi; exit $$rc

# make mutants: mutation testing (mutmut) of the modules [tool.mutmut] in pyproject.toml lists, on
# the pure-Python engine; tools/mutants.py then prints each module's share of mutants killed and
# the survivors, and fails when a module kills fewer than 90 %. Long: it runs the covering tests
# once per mutant (mutmut's log in mutants.log).
mutants: $(STAMP) translations
	rm -rf mutants
	CROUPIER_PURE_PYTHON=1 QT_QPA_PLATFORM=offscreen $(VENV)/bin/mutmut run --max-children 2 \
		> mutants.log 2>&1 || { tail -c 2000 mutants.log; exit 1; }
	$(PY) tools/mutants.py

lint: $(STAMP)
	$(VENV)/bin/ruff check croupier tests benchmarks tools conftest.py
	$(VENV)/bin/ruff format --check croupier tests benchmarks tools conftest.py
	$(VENV)/bin/mypy

bench: $(STAMP) translations native
	$(PY) benchmarks/evaluate.py
	@for b in benchmarks/engine.py benchmarks/replay.py benchmarks/speech.py benchmarks/voice.py benchmarks/procedure.py benchmarks/startup.py; do \
		if [ -f $$b ]; then $(PY) $$b || exit 1; fi; done
	$(PY) benchmarks/store.py --start-postgres
	$(PY) benchmarks/crosscheck.py --count 2000

deb-packages:
	@missing=""; for p in $(DEB_PACKAGES); do \
		dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
		if [ "$$(id -u)" = 0 ]; then \
			echo "Installing Debian packages:$$missing"; \
			apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing; \
		else \
			echo "Croupier needs these Debian packages. Install them, then run make again:" >&2; \
			echo "  sudo apt-get update && sudo apt-get install -y$$missing" >&2; \
			exit 1; \
		fi; \
	fi

$(STAMP): pyproject.toml | deb-packages
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	touch $(STAMP)

venv: $(STAMP)

native: $(STAMP)
	-@$(PY) tools/build_native.py --if-stale

translations: $(QM_FILES)

translations/%.qm: translations/%.ts $(STAMP)
	$(VENV)/bin/pyside6-lrelease -silent $< -qm $@

clean:
	rm -rf $(VENV) translations/*.qm build dist

# make ts: refresh the translation sources from the code, keeping the translations already made.
# German lists every string; English only the %n plural forms (the source texts are English).
# No line numbers, so the catalogues change only when a string does.
LUPDATE_FLAGS := -extensions py -locations none -no-obsolete -source-language en
.PHONY: ts
ts: $(STAMP)
	$(VENV)/bin/pyside6-lupdate $(LUPDATE_FLAGS) croupier -ts translations/croupier_de.ts
	$(VENV)/bin/pyside6-lupdate $(LUPDATE_FLAGS) -pluralonly croupier -ts translations/croupier_en.ts
