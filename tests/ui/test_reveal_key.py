"""F9 held shows the secrets whatever the key's events look like (issue 36 §4): under X a
second quick tap may arrive flagged as a repeat, a held key repeats, a release may go elsewhere
when the focus leaves; every view follows the one state."""
import pytest
from boulevard_games import table
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from app.document import GameDocument
from app.sport import sample_game


def key(widget, pressed, repeat=False):
    kind = QEvent.KeyPress if pressed else QEvent.KeyRelease
    QApplication.sendEvent(widget, QKeyEvent(kind, Qt.Key_F9, Qt.NoModifier, "", repeat))


def shown(w):
    """What each view shows: the sheet's roles, the findings, the result line."""
    return (w.model.reveal, w.findings.reveal, "•••" not in w.findings.list.item(w.findings.list.count() - 1).text())


@pytest.fixture(params=["sport end", "boulevard day 4"])
def sheet(request, window):
    if request.param == "sport end":
        return window(GameDocument(sample_game()), lang="ru")
    phases = [{"phase": p, "events": []} for p in ("N0", "D1", "N1", "D2", "N2", "D3", "N3", "D4")]
    return window(table(phases=phases), lang="ru")


@pytest.mark.parametrize("focus", ["line", "sheet", "findings"])
def test_a_second_tap_flagged_as_a_repeat_still_shows(sheet, focus):
    w = sheet
    target = {"line": w.quick.line, "sheet": w.view, "findings": w.findings.list}[focus]
    target.setFocus()
    for tap in range(2):
        key(target, True, repeat=tap == 1)          # X flags the second quick tap a repeat
        assert shown(w) == (True, True, True), tap
        key(target, True, repeat=True)              # the key held repeats
        key(target, False, repeat=True)
        assert shown(w) == (True, True, True), tap
        key(target, False)
        assert shown(w) == (False, False, False), tap
    w.grab().save(f"/tmp/judge-f9-{focus}.png")


def test_the_focus_leaving_with_the_key_down_hides(sheet):
    w = sheet
    key(w.view, True)
    assert w.model.reveal
    QApplication.sendEvent(w, QEvent(QEvent.WindowDeactivate))
    assert shown(w) == (False, False, False)
    key(w.view, True)                               # back: the next press shows again
    assert w.model.reveal
    key(w.view, False)
    assert not w.model.reveal


def test_the_full_view_stays_after_a_tap(sheet):
    w = sheet
    w.full_view = True
    w.set_reveal(True)
    key(w.view, True)
    key(w.view, False)
    assert w.model.reveal and w.findings.reveal
