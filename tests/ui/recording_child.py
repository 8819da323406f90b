"""Run by test_recovery: records quick-entry lines one by one, printing a digest of the
document after each, then waits to be killed."""
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


def digest(doc):
    return hashlib.sha256(json.dumps(doc, sort_keys=True).encode()).hexdigest()


def main():
    app = make_app()  # noqa: F841 (kept alive for the window)
    window = MainWindow(blank_from(corpus_game()), None, "en")
    for line in LINES:
        window.quick.line.setText(line)
        window.quick.enter()
        print(digest(window.doc.doc), flush=True)
    time.sleep(600)


if __name__ == "__main__":
    main()
