"""One replay per change: the views share the state; the archive's write runs apart."""
import threading

from test_main_window import LINES, blank_from, corpus_game, type_line

from app import editions
from app.storage import open_archive


def test_each_keystroke_replays_the_game_once_on_the_window_s_thread(qtbot, window, monkeypatch):
    real = editions.replay
    calls = []

    def counted(*args, **kwargs):
        if threading.current_thread() is threading.main_thread():
            calls.append(1)
        return real(*args, **kwargs)
    with open_archive() as archive:
        from ui.main_window import MainWindow
        w = MainWindow(blank_from(corpus_game()), None, "en", archive)
        qtbot.addWidget(w)
        type_line(qtbot, w, LINES[0])          # the first change opens the game in the archive
        monkeypatch.setattr(editions, "replay", counted)
        for line in LINES[1:8]:
            calls.clear()
            type_line(qtbot, w, line)
            assert len(calls) == 1, line
        w.autosave.flush()
        w.undo.setClean()
        w.close()
