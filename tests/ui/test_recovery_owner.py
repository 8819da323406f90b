"""Two sheets on one data folder (issue 36 §4): the first owns the recovery folder; the second
neither offers the first one's live game for restoring nor writes over it or clears it when
it closes, and says so."""
import subprocess
import sys
import textwrap

import pytest
from PySide6.QtWidgets import QLabel

from app import recovery, session
from app.document import GameDocument
from app.sport import sample_game

HOLDER = textwrap.dedent("""
    import sys
    from app import recovery
    print("owner" if recovery.claim() else "refused", flush=True)
    sys.stdin.read()            # holds the folder until the test closes the pipe
""")


@pytest.fixture
def first_sheet(tmp_path):
    """Another process owning the recovery folder of this test's data folder, with a game
    under way in its recovery file."""
    recovery.write(sample_game(), "/games/first.json")
    before = recovery.recovery_file().read_bytes()
    child = subprocess.Popen([sys.executable, "-c", HOLDER], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             text=True, cwd=str(__import__("pathlib").Path(__file__).resolve().parents[2]))
    assert child.stdout.readline().strip() == "owner"
    yield before
    child.stdin.close()
    child.wait(timeout=30)
    recovery.release()


def test_the_second_sheet_leaves_the_first_ones_recovery_alone(qtbot, first_sheet, monkeypatch):
    from ui import restore
    from ui.main import create_window
    from ui.main_window import MainWindow
    monkeypatch.setattr(MainWindow, "may_discard", lambda self: True)     # closing asks nothing
    monkeypatch.setattr(restore, "ask", lambda text: pytest.fail("offered another sheet's live game"))
    window = create_window("ru")
    qtbot.addWidget(window)
    assert recovery.owned_elsewhere() is not None
    assert "другой лист протокола" in window.inline.text()
    window.game.start(GameDocument(sample_game()))
    kept = [w for w in window.statusBar().findChildren(QLabel) if "другой лист протокола" in w.toolTip()]
    assert len(kept) == 1 and kept[0].isVisibleTo(window)           # said for as long as the sheet runs
    window.record({"type": "foul", "seat": 2})
    window.flow_panel.timer.reset(60)
    assert recovery.recovery_file().read_bytes() == first_sheet     # not written over
    session.unmark()                                                 # the close of the second sheet
    recovery.clear()
    assert recovery.recovery_file().read_bytes() == first_sheet     # nor cleared
    window.grab().save("/tmp/judge-recovery-owner.png")
    window.close()


def test_the_folder_is_free_again_once_its_owner_has_gone(first_sheet):
    assert not recovery.claim()
    assert recovery.load() is None and session.pending() is None    # another sheet's game is not "left open"


def test_the_owner_keeps_writing(tmp_path):
    assert recovery.claim() and recovery.owned_elsewhere() is None
    recovery.write(sample_game(), "/games/mine.json")
    assert recovery.read()[1] == "/games/mine.json"
    recovery.release()


def test_a_folder_that_cannot_be_made_does_not_stop_the_sheet(tmp_path, monkeypatch):
    blocked = tmp_path / "a-file"
    blocked.write_text("not a folder")
    monkeypatch.setenv("MAFIA_PROTOCOL_HOME", str(blocked))
    assert recovery.claim() and recovery.owned_elsewhere() is None
    recovery.release()
