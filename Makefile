# The two set-up commands of the README. Both work on a fresh Debian machine with Python 3.11.
PYTHON ?= python3.11
VENV := .venv
BIN := $(VENV)/bin
STAMP_RUN := $(VENV)/.installed-run
STAMP_TEST := $(VENV)/.installed-test

QM := resources/translations/mafia_ru.qm

.PHONY: run test bench clean translations installer

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(STAMP_RUN): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(STAMP_TEST): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $@ $(STAMP_RUN)

# Qt translations: the .ts sources are committed, the .qm files are built.
$(QM): resources/translations/mafia_ru.ts $(STAMP_RUN)
	$(BIN)/pyside6-lrelease -silent $< -qm $@

# Refresh the .ts sources from the code (then translate the new strings in Qt Linguist).
translations: $(STAMP_RUN)
	$(BIN)/pyside6-lupdate ui/*.py ui/secretary/*.py -ts resources/translations/mafia_ru.ts -no-obsolete -source-language en -target-language ru

run: $(STAMP_RUN) $(QM)
	$(BIN)/mafia-protocol

# pytest exits 5 when it collects nothing; tests/run.sh turns that into a failure.
test: $(STAMP_TEST) $(QM)
	sh tests/setup-system.sh
	QT_QPA_PLATFORM=offscreen sh tests/run.sh $(BIN)/python

bench: $(STAMP_TEST) $(QM)
	for b in benchmarks/bench_*.py; do $(BIN)/python $$b || exit 1; done

installer: $(STAMP_RUN) $(QM)
	sh installer/build.sh

clean:
	rm -rf $(VENV) build dist *.egg-info
