"""Run by test_recovery: records quick-entry lines one by one, printing a digest of the
document after each, then waits to be killed.

``recording_child.py`` alone: a sheet without the archive.  With a flow name (new, table,
file, won) it works as the judge's program does, with the archive in MAFIA_PROTOCOL_HOME;
``file`` opens the game file given as the second argument first."""
import hashlib
import json
import os
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# the project first: tests/app must not shadow the package app
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [os.path.dirname(os.path.dirname(HERE)), HERE, os.path.dirname(HERE)]

from test_main_window import LINES, blank_from, corpus_game  # noqa: E402

from ui.main import make_app  # noqa: E402
from ui.main_window import MainWindow  # noqa: E402

FILE_FROM = 6     # the file flow: the file holds the game after LINES[:6]


def digest(doc):
    return hashlib.sha256(json.dumps(doc, sort_keys=True).encode()).hexdigest()


def standalone():
    """A game outside any tournament: no identity but its content."""
    doc = blank_from(corpus_game())
    doc.meta = {"date": "2026-11-29", "judge": "Иванов"}
    return doc


def lines_of(flow):
    return LINES[FILE_FROM:] if flow == "file" else LINES


def main():
    app = make_app()  # noqa: F841 (kept alive for the window)
    flow = sys.argv[1] if len(sys.argv) > 1 else None
    archive = None
    if flow is not None:
        from app.storage import open_archive
        archive = open_archive()
    doc = standalone() if flow == "new" else blank_from(corpus_game())
    window = MainWindow(doc, None, "en", archive)
    if flow == "file":
        window.open_path(sys.argv[2])
    for line in lines_of(flow):
        window.quick.line.setText(line)
        window.quick.enter()
        print(digest(window.doc.to_json()), flush=True)
    time.sleep(600)


if __name__ == "__main__":
    main()
