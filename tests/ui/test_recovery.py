"""Autosave: a judge's laptop dies mid-game; the next start restores every recorded event."""
import os
import random
import signal
import subprocess
import sys
from pathlib import Path

from PySide6.QtWidgets import QMessageBox

from app import recovery
from recording_child import digest
from test_main_window import LINES

CHILD = Path(__file__).with_name("recording_child.py")


def digests_of_every_line(qtbot, home, monkeypatch):
    """The document's digest after each line, recorded here the way the child records them."""
    from test_main_window import blank_from, corpus_game
    from ui.main_window import MainWindow
    monkeypatch.setenv("MAFIA_PROTOCOL_HOME", str(home))
    window = MainWindow(blank_from(corpus_game()), None, "en")
    qtbot.addWidget(window)
    out = []
    for line in LINES:
        window.quick.line.setText(line)
        window.quick.enter()
        out.append(digest(window.doc.doc))
    window.undo.setClean()
    monkeypatch.setattr(window, "_may_discard", lambda: True)
    return out


def test_killed_at_random_points_loses_nothing_and_the_next_start_restores(qtbot, tmp_path, monkeypatch):
    from ui.main import create_window
    every = digests_of_every_line(qtbot, tmp_path / "reference", monkeypatch)
    rng = random.Random(20261129)
    for attempt in range(3):
        home = tmp_path / f"home{attempt}"
        monkeypatch.setenv("MAFIA_PROTOCOL_HOME", str(home))
        stop_after = rng.randint(1, len(LINES))
        child = subprocess.Popen([sys.executable, str(CHILD)], stdout=subprocess.PIPE, text=True,
                                 env={**os.environ, "MAFIA_PROTOCOL_HOME": str(home)})
        digests = [child.stdout.readline().strip() for _ in range(stop_after)]
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=30)
        child.stdout.close()
        assert digests == every[:stop_after]
        doc, source = recovery.read()
        # every acknowledged line is there; the child may have recorded one more before it died
        assert digest(doc) in every[stop_after - 1:], f"killed after line {stop_after}"

        monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.Yes)
        window = create_window("en")
        qtbot.addWidget(window)
        assert digest(window.doc.doc) == digest(doc)
        assert not window.undo.isClean() and window.windowTitle().startswith("New game *")
        window.undo.setClean()


def test_declining_the_restore_forgets_the_recovery_file(qtbot, monkeypatch):
    from app.engine import sample_game
    from ui.main import create_window
    recovery.write(sample_game(), None)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.No)
    window = create_window("en")
    qtbot.addWidget(window)
    assert recovery.read() is None
    assert window.doc.doc["phases"] == [{"phase": "N0", "events": []}]
