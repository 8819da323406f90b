"""The sheet and the archive: every change is stored as applied; restore; names completion."""
import pytest
from PySide6.QtWidgets import QMessageBox
from test_main_window import LINES, blank_from, corpus_game, type_line

from app.storage import open_archive


@pytest.fixture(autouse=True)
def offer_through_question(monkeypatch):
    """The restore offer is a message box of its own (its third button is worded "Throw
    away…"); the tests answer it as they answer every other question."""
    from ui import restore
    monkeypatch.setattr(restore, "ask", lambda text: QMessageBox.question(
        None, "Mafia Protocol", text, QMessageBox.Yes | QMessageBox.No | QMessageBox.Discard, QMessageBox.Yes))


@pytest.fixture
def archive(monkeypatch):
    from ui.main_window import MainWindow
    monkeypatch.setattr(MainWindow, "may_discard", lambda self: True)   # no modal on close
    with open_archive() as opened:      # SQLite in the test's MAFIA_PROTOCOL_HOME
        yield opened


def test_every_change_is_in_the_archive_as_soon_as_it_is_made(qtbot, archive):
    from ui.main_window import MainWindow
    w = MainWindow(blank_from(corpus_game()), None, "en", archive)
    qtbot.addWidget(w)
    for line in LINES[:8]:
        type_line(qtbot, w, line)
        w.autosave.flush()                          # the background writer has it stored
        assert archive.game(w.autosave.game_id).document == w.doc.to_json(), line
    w.undo.undo()                                   # an undo is a correction: stored too
    w.autosave.flush()
    assert archive.game(w.autosave.game_id).document == w.doc.to_json()
    w.undo.setClean()


def test_the_next_start_offers_the_unfinished_game_from_the_archive(qtbot, archive, monkeypatch):
    from ui.main import create_window
    from ui.main_window import MainWindow
    first = MainWindow(blank_from(corpus_game()), None, "en", archive)
    qtbot.addWidget(first)
    for line in LINES[:5]:
        type_line(qtbot, first, line)
    recorded = first.doc.snapshot()
    first.undo.setClean()
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.Yes)
    second = create_window("en", archive=archive)
    qtbot.addWidget(second)
    assert second.doc.to_json() == recorded and second.autosave.game_id == first.autosave.game_id
    type_line(qtbot, second, LINES[5])               # recording goes on in the same stored game
    second.autosave.flush()
    assert archive.game(second.autosave.game_id).document == second.doc.to_json()
    second.undo.setClean()


def test_new_game_names_are_completed_from_the_archive(qtbot, archive):
    from ui.new_game import NewGameDialog
    archive.open_game(corpus_game())
    dialog = NewGameDialog(names_for=lambda prefix: archive.player_names(prefix, limit=10))
    qtbot.addWidget(dialog)
    dialog.name_edits[0].setText("")
    dialog.name_edits[0].textEdited.emit("Бар")
    assert dialog.known_names.stringList() == ["Бармалей"]


def test_without_the_archive_changes_go_to_the_recovery_file(qtbot, window):
    from app import recovery
    w = window()
    type_line(qtbot, w, "n")
    doc, _ = recovery.read()
    assert doc == w.doc.to_json()


def test_signing_freezes_the_archived_game_and_a_resigned_correction_is_a_revision(
        qtbot, archive, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog, QInputDialog

    from app.document import GameDocument
    from app.sport import sample_game
    from ui.main_window import MainWindow
    w = MainWindow(GameDocument(sample_game()), None, "en", archive)
    qtbot.addWidget(w)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(tmp_path / "p.pdf"), ""))
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("секрет", True))
    assert w.exporter.sign()
    gid = w.autosave.game_id
    assert [r.number for r in archive.revisions(gid)] == [1]
    w.record({"type": "warning", "seat": 2})          # after signing: kept aside, not rewritten
    assert "warning" not in str(archive.game(gid).document["phases"][-1]["events"])
    assert not w.inline.isHidden() and "signed" in w.inline.text()
    assert w.exporter.sign()                           # the correction, signed: revision 2
    assert [r.number for r in archive.revisions(gid)] == [1, 2]
    assert archive.game(gid).document["phases"][-1]["events"][-1] == {"type": "warning", "seat": 2}
    w.undo.setClean()


def test_quitting_a_game_kept_in_the_archive_asks_nothing(qtbot, monkeypatch):
    from app import session
    from ui.main_window import MainWindow
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: asked.append(a) or QMessageBox.Cancel)
    with open_archive() as archive:
        w = MainWindow(blank_from(corpus_game()), None, "en", archive)
        qtbot.addWidget(w)
        type_line(qtbot, w, "n")
        assert w.close() and asked == []
        assert session.recent()[0]["game"] == w.autosave.game_id is not None


def test_a_protest_is_carried_into_the_archive(qtbot, archive):
    from ui.main_window import MainWindow
    w = MainWindow(blank_from(corpus_game()), None, "en", archive)
    qtbot.addWidget(w)
    for line in LINES[:3] + ['pr4 "the nomination was not heard" "upheld"']:
        type_line(qtbot, w, line)
    w.autosave.flush()
    stored = archive.game(w.autosave.game_id).document
    assert stored["protests"] == [{"by": 4, "text": "the nomination was not heard", "decision": "upheld"}]
    w.undo.setClean()
