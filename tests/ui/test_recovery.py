"""Autosave: a judge's laptop dies mid-game; the next start restores every recorded event.

The child process records the quick-entry lines as the judge's program does and is killed
at a random point; the next start must offer that very game, by name, and bring back every
line it acknowledged.  Each flow: a new standalone game, a tournament table, a game opened
from a file exported from the archive, and a game won but not confirmed yet.
"""
import os
import random
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from recording_child import FILE_FROM, digest, lines_of, standalone
from test_main_window import LINES, blank_from, corpus_game

from app import recovery, session

CHILD = Path(__file__).with_name("recording_child.py")


@pytest.fixture(autouse=True)
def offer_through_question(monkeypatch):
    """The restore offer is a message box of its own (its third button is worded "Throw
    away…"); the tests answer it as they answer every other question."""
    from ui import restore
    monkeypatch.setattr(restore, "ask", lambda text: QMessageBox.question(
        None, "Mafia Protocol", text, QMessageBox.Yes | QMessageBox.No | QMessageBox.Discard, QMessageBox.Yes))


def reference(qtbot, monkeypatch, home, flow=None, path=None):
    """The document's digest after each line, recorded here the way the child records them."""
    from ui.main_window import MainWindow
    monkeypatch.setenv("MAFIA_PROTOCOL_HOME", str(home))
    window = MainWindow(standalone() if flow == "new" else blank_from(corpus_game()), None, "en")
    qtbot.addWidget(window)
    if path is not None:
        window.open_path(path)
    out = []
    for line in lines_of(flow):
        window.quick.line.setText(line)
        window.quick.enter()
        out.append(digest(window.doc.to_json()))
    window.undo.setClean()
    window.autosave.closed()
    return out


def kill_after(home, stop_after, *args):
    child = subprocess.Popen([sys.executable, str(CHILD), *args], stdout=subprocess.PIPE, text=True,
                             env={**os.environ, "MAFIA_PROTOCOL_HOME": str(home)})
    digests = [child.stdout.readline().strip() for _ in range(stop_after)]
    child.send_signal(signal.SIGKILL)
    child.wait(timeout=30)
    child.stdout.close()
    return digests


def test_killed_at_random_points_loses_nothing_and_the_next_start_restores(qtbot, tmp_path, monkeypatch):
    from ui.main import create_window
    every = reference(qtbot, monkeypatch, tmp_path / "reference")
    rng = random.Random(20261129)
    for attempt in range(3):
        home = tmp_path / f"home{attempt}"
        monkeypatch.setenv("MAFIA_PROTOCOL_HOME", str(home))
        stop_after = rng.randint(1, len(LINES))
        assert kill_after(home, stop_after) == every[:stop_after]
        doc, source = recovery.read()
        # every acknowledged line is there; the child may have recorded one more before it died
        assert digest(doc) in every[stop_after - 1:], f"killed after line {stop_after}"

        monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.Yes)
        window = create_window("en")
        qtbot.addWidget(window)
        assert digest(window.doc.to_json()) == digest(doc)
        assert not window.undo.isClean()
        assert window.windowTitle().startswith("Осенний кубок · round 1 · table 1 · game 1 *")
        window.undo.setClean()
        window.autosave.closed()


def exported_file(tmp_path, qtbot, monkeypatch, home):
    """A game played up to LINES[:FILE_FROM], stored in the archive and exported from it."""
    from app.storage import open_archive
    from app.storage.transfer import export_games
    from ui.main_window import MainWindow
    monkeypatch.setenv("MAFIA_PROTOCOL_HOME", str(home))
    w = MainWindow(blank_from(corpus_game()), None, "en")
    qtbot.addWidget(w)
    for line in LINES[:FILE_FROM]:
        w.quick.line.setText(line)
        w.quick.enter()
    doc = w.doc.snapshot()
    w.undo.setClean()
    w.autosave.closed()
    with open_archive() as archive:
        stored = archive.open_game(doc)
        [path] = export_games(archive, tmp_path / f"export-{home.name}")
    assert '"id"' in path.read_text(encoding="utf-8")      # the archive's annotation
    return str(path), stored.id


@pytest.mark.parametrize("flow", ["new", "table", "file", "won"])
def test_each_flow_killed_at_random_points_comes_back_named_and_in_its_archived_game(
        qtbot, tmp_path, monkeypatch, flow):
    from app.storage import open_archive
    from ui.main import create_window
    rng = random.Random(f"recovery-{flow}")
    lines = lines_of(flow)
    for attempt in range(2):
        home = tmp_path / f"{flow}{attempt}"
        path, known = exported_file(tmp_path, qtbot, monkeypatch, home) if flow == "file" else (None, None)
        every = reference(qtbot, monkeypatch, tmp_path / f"ref-{flow}{attempt}", flow, path)
        monkeypatch.setenv("MAFIA_PROTOCOL_HOME", str(home))
        stop_after = len(lines) if flow == "won" else rng.randint(1, len(lines))
        args = [flow] + ([path] if path else [])
        assert kill_after(home, stop_after, *args) == every[:stop_after]

        asked = []
        monkeypatch.setattr(QMessageBox, "question",
                            lambda parent, title, text, *a: asked.append(text) or QMessageBox.Yes)
        with open_archive() as archive:
            window = create_window("en", archive=archive)
            qtbot.addWidget(window)
            assert len(asked) == 1
            name = "Осенний кубок" if flow != "new" else "Бармалей"
            assert name in asked[0] or flow == "new", asked[0]
            assert digest(window.doc.to_json()) in every[stop_after - 1:], f"{flow}: killed after line {stop_after}"
            if flow == "won":
                assert window.doc.state.outcome is not None and "result" not in window.doc.to_json()
            if flow == "file":
                assert window.autosave.game_id == known       # the same game, not "another game"
            window.record({"type": "warning", "seat": 2} if flow != "won" else {"type": "foul", "seat": 2})
            window.autosave.flush()
            assert not window.autosave.failed, window.inline.text()
            assert archive.game(window.autosave.game_id).document == window.doc.to_json()
            window.undo.setClean()
            window.close()


def test_no_keeps_the_game_and_the_recent_games_bring_it_back(qtbot, tmp_path, monkeypatch):
    from app.storage import open_archive
    from ui.main import create_window
    home = tmp_path / "home"
    kill_after(home, 8, "table")
    monkeypatch.setenv("MAFIA_PROTOCOL_HOME", str(home))
    left = session.pending()
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda parent, title, text, *a: asked.append(text) or QMessageBox.No)
    with open_archive() as archive:
        window = create_window("en", archive=archive)
        qtbot.addWidget(window)
        assert window.pages.currentWidget() is window.start       # the start page, nothing lost
        stored = archive.game(left.game)
        assert not stored.discarded and stored.document == left.document
        assert window.start.recent.count() == 1 and "Осенний кубок" in window.start.recent.item(0).text()
        again = create_window("en", archive=archive)              # no second offer
        qtbot.addWidget(again)
        assert len(asked) == 1
        window.start.recent.itemActivated.emit(window.start.recent.item(0))
        assert window.doc.to_json() == left.document and window.autosave.game_id == left.game
        window.close()
        again.close()


def test_no_without_the_archive_sets_the_game_aside(qtbot, monkeypatch):
    from app.sport import sample_game
    from ui.main import create_window
    recovery.write(sample_game(), None)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.No)
    window = create_window("en")
    qtbot.addWidget(window)
    assert recovery.read() is None
    [entry] = session.recent()
    window.files.open_recent(entry)
    assert window.doc.to_json()["phases"] == sample_game()["phases"]
    window.undo.setClean()


def test_discard_throws_the_game_away_only_when_confirmed_for_that_game(qtbot, tmp_path, monkeypatch):
    from app.storage import open_archive
    from ui.main import create_window
    home = tmp_path / "home"
    kill_after(home, 5, "table")
    monkeypatch.setenv("MAFIA_PROTOCOL_HOME", str(home))
    left = session.pending()
    answers = [QMessageBox.Discard, QMessageBox.No]            # discard? then "no, keep it"
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda parent, title, text, *a: asked.append(text) or answers.pop(0))
    with open_archive() as archive:
        qtbot.addWidget(create_window("en", archive=archive))
        assert "Осенний кубок" in asked[1] and not archive.game(left.game).discarded
    kill_after(home, 5, "table")
    answers[:] = [QMessageBox.Discard, QMessageBox.Yes]
    with open_archive() as archive:
        qtbot.addWidget(create_window("en", archive=archive))
        assert session.pending() is None


def test_a_clean_quit_leaves_no_offer_and_a_blank_sheet_is_not_a_game(qtbot, monkeypatch):
    from app.storage import open_archive
    from ui.main import create_window
    from ui.main_window import MainWindow
    monkeypatch.setattr(MainWindow, "may_discard", lambda self: True)
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: asked.append(a) or QMessageBox.Yes)
    with open_archive() as archive:
        blank = create_window("en", archive=archive)             # the start page; nothing stored
        qtbot.addWidget(blank)
        w = MainWindow(blank_from(corpus_game()), None, "en", archive)
        qtbot.addWidget(w)
        w.close()                                                # never edited
        assert archive.search_games() == [] and session.pending() is None
        w = MainWindow(blank_from(corpus_game()), None, "en", archive)
        qtbot.addWidget(w)
        w.quick.line.setText("n")
        w.quick.enter()
        assert session.pending() is not None
        w.close()
        assert session.pending() is None and len(archive.search_games()) == 1
        again = create_window("en", archive=archive)
        qtbot.addWidget(again)
        assert asked == [] and again.pages.currentWidget() is again.start


def test_opening_another_game_puts_the_first_away_and_an_untouched_window_deletes_nothing(
        qtbot, tmp_path, monkeypatch):
    from app.format import save_game
    from app.sport import sample_game
    from ui.main_window import MainWindow
    monkeypatch.setattr(MainWindow, "may_discard", lambda self: True)
    w = MainWindow(blank_from(corpus_game()), None, "en")
    qtbot.addWidget(w)
    w.quick.line.setText("n")
    w.quick.enter()
    path = tmp_path / "other.json"
    save_game(sample_game(), path)
    w.open_path(str(path))
    assert session.pending() is None                       # the first game was put away…
    assert [e.get("file") for e in session.recent()] == [str(path)]
    recovery.write(sample_game(), None)                    # …a crash of another run is left alone
    untouched = MainWindow(blank_from(corpus_game()), None, "en")
    qtbot.addWidget(untouched)
    untouched.close()
    w.close()
    assert recovery.read() is not None
