# The two set-up commands of the README, for a fresh Debian machine with make and a Python
# 3.11-3.14 (installer/find-python.sh picks one and says which; PYTHON=... chooses).
# Every target first asks for the Debian packages it needs (installer/setup-system.sh, as root it
# installs them, otherwise it prints the one apt-get line and stops), then builds: pip's build of
# the project runs Qt's lrelease, which needs GLib, so no target may build before that step.
VENV := .venv
BIN := $(VENV)/bin
# Written last when the venv is made: a .venv without it (a failed creation) is made again.
READY := $(VENV)/.ready
STAMP_RUN := $(VENV)/.installed-run
STAMP_TEST := $(VENV)/.installed-test

# Qt's translations: one mafia_<lang>.ts per language of app.i18n.languages() but English.
TS := $(wildcard resources/translations/mafia_*.ts)
QM := $(TS:.ts=.qm)
# The domain's gettext catalogue (app/i18n.py): the template and the names that mark a text.
POT := resources/locale/mafia.pot
BABEL_KEYWORDS := -k N_ -k NP_:1c,2 -k Phrase -k gettext:2 -k pgettext:2c,3 -k ngettext:2,3 -k npgettext:2c,3,4
# setup.py compiles each .po to a .mo on install: an edited .po installs again.
PO := $(wildcard resources/locale/*/LC_MESSAGES/mafia.po)

.PHONY: run test lint bench clean translations installer

$(READY):
	rm -rf $(VENV)
	python=$$(sh installer/find-python.sh) && $$python -m venv $(VENV) || { rm -rf $(VENV); exit 1; }
	$(BIN)/python -m pip install --quiet --upgrade pip || { rm -rf $(VENV); exit 1; }
	touch $@

# pip builds the project with setup.py, whose build step compiles the translations (.qm, .mo).
# setuptools tells every editable install of a flat layout that folders named like the packages
# take precedence; here they are the packages themselves, so that notice is not shown.
PIP_EDITABLE := PYTHONWARNINGS="ignore:Editable installation" $(BIN)/python -m pip install --quiet -e
# The window reads a join code from the camera too (the extra 'camera': Qt's multimedia add-on).
$(STAMP_RUN): pyproject.toml setup.py $(PO) | $(READY)
	$(PIP_EDITABLE) '.[camera]'
	touch $@

$(STAMP_TEST): pyproject.toml setup.py $(PO) | $(READY)
	$(PIP_EDITABLE) '.[test]'
	touch $@ $(STAMP_RUN)

# Qt translations: the .ts sources are committed, the .qm files are built (here after an edit
# of the .ts; setup.py builds them on every install).
resources/translations/mafia_%.qm: resources/translations/mafia_%.ts $(STAMP_RUN)
	$(BIN)/pyside6-lrelease -silent $< -qm $@

# Refresh the .ts sources from the code (then translate the new strings in Qt Linguist), and
# the domain's mafia.pot and every resources/locale/*/LC_MESSAGES/mafia.po from app/ and reports/ (then
# translate the new, empty entries; tests/app/test_i18n.py fails while one is missing).
translations:
	sh installer/setup-system.sh build
	$(MAKE) --no-print-directory $(STAMP_RUN)
	for ts in $(TS); do lang=$${ts##*/mafia_}; lang=$${lang%.ts}; \
		$(BIN)/pyside6-lupdate ui/*.py ui/secretary/*.py -ts $$ts -no-obsolete -source-language en -target-language $$lang || exit 1; done
	$(BIN)/pybabel -q extract -F babel.cfg --no-default-keywords $(BABEL_KEYWORDS) --sort-output --no-location --width=100 --project=mafia-protocol -o $(POT) app reports ui/preflight.py
	$(BIN)/pybabel -q update -i $(POT) -d resources/locale -D mafia --no-fuzzy-matching --ignore-obsolete --width=100

# The system's packages come first (the build needs GLib, the window Qt's libraries), then the
# venv and the project: each target runs its setup script and only then makes its stamps.
run:
	sh installer/setup-system.sh all
	$(MAKE) --no-print-directory $(STAMP_RUN) $(QM)
	$(BIN)/mafia-protocol

# pytest exits 5 when it collects nothing; tests/run.sh turns that into a failure.
test:
	sh tests/setup-system.sh
	$(MAKE) --no-print-directory $(STAMP_TEST) $(QM)
	QT_QPA_PLATFORM=offscreen sh tests/run.sh $(BIN)/python

# The rooms' habits: ruff over every package, mypy --strict over the domain, the windows and the
# PDFs, and the format's schemas and records as generated from its one description
# (docs/architecture.md).
lint:
	sh installer/setup-system.sh build
	$(MAKE) --no-print-directory $(STAMP_TEST)
	$(BIN)/ruff check app ui reports tests benchmarks installer docs
	$(BIN)/mypy app ui reports
	$(BIN)/python -m app.format.generate --check

# The benchmarks start the sheet offscreen and a throwaway PostgreSQL: the test suite's packages.
bench:
	sh tests/setup-system.sh
	$(MAKE) --no-print-directory $(STAMP_TEST) $(QM)
	for b in benchmarks/bench_*.py; do $(BIN)/python $$b || exit 1; done

# The bundle, its smoke test and, on Debian, the .deb (installer/build.py works on every OS).
installer:
	sh installer/setup-system.sh installer
	$(MAKE) --no-print-directory $(STAMP_RUN) $(QM)
	$(BIN)/python installer/build.py

clean:
	rm -rf $(VENV) build dist *.egg-info

# The Windows program under Wine, as root (installer/wine/windows_check.py): a Debian 13 root with
# Wine 10, the Windows CPython, the dependencies as pip resolves them on Windows, every module
# imported, the command line in cp1252 and cp866 consoles. Downloads and builds stay in
# MAFIA_WINDOWS_CACHE (default /var/cache/mafia-windows). The venv only builds the wheel.
.PHONY: windows-check
windows-check:
	sh installer/setup-system.sh build
	$(MAKE) --no-print-directory $(READY)
	$(BIN)/python installer/wine/windows_check.py
