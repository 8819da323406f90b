"""The Ukrainian widgets as a judge sees them: mafia_uk.ts compiled by Qt's lrelease and loaded
as the application loads a catalogue (the Ukrainian .ts itself is checked in
tests/test_catalogue_uk.py)."""
import re
import subprocess
from pathlib import Path

import PySide6
import pytest
from PySide6.QtCore import Qt, QTranslator
from PySide6.QtWidgets import QApplication

from ui.main import TRANSLATIONS


def _accelerator(text: str) -> list[str]:
    return re.findall(r"&(\w)", text)


@pytest.fixture
def ukrainian(tmp_path):
    """mafia_uk.ts compiled with Qt's lrelease and installed as the application installs it."""
    qm = tmp_path / "mafia_uk.qm"
    folder = Path(PySide6.__file__).parent      # where setup.py finds Qt's compiler
    lrelease = next(folder / name for name in ("lrelease", "lrelease.exe", "Qt/libexec/lrelease")
                    if (folder / name).exists())
    subprocess.run([str(lrelease), "-silent", str(TRANSLATIONS / "mafia_uk.ts"), "-qm", str(qm)], check=True)
    translator = QTranslator()
    assert translator.load(str(qm))
    app = QApplication.instance()
    app.installTranslator(translator)
    yield
    app.removeTranslator(translator)


def test_the_ukrainian_sheet_menus_have_unique_accelerators(qtbot, window, ukrainian):
    """Compiled with Qt's lrelease and loaded as the application loads it, the sheet's menus
    are Ukrainian and no two entries of a menu share an Alt key."""
    w = window(lang="uk")
    bar = [action.text() for action in w.menuBar().actions()]
    assert bar[:5] == ["&Файл", "&Редагування", "&Гра", "&Місце", "&Вигляд"]
    assert w.model.headerData(1, Qt.Horizontal) == "Гравець"
    menus = [("menu bar", w.menuBar().actions())] + [
        (action.text(), action.menu().actions()) for action in w.menuBar().actions()]
    for title, actions in menus:
        keys = [key.lower() for action in actions for key in _accelerator(action.text())[:1]]
        assert len(keys) == len(set(keys)), f"{title}: {sorted(keys)}"


def test_a_correction_reads_the_ukrainian_yes(qapp, ukrainian):
    """The correction dialog shows a yes/no fact in the interface's words, and reads back
    what it shows: "так" is yes in Ukrainian, "ні" is not."""
    from ui.secretary.events import _parsed, _shown

    assert _shown(True, "uk") == "так"
    assert _parsed("Так", like=False) is True
    assert _parsed("ні", like=True) is False
    assert _parsed("yes", like=False) is True
