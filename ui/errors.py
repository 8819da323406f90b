"""An exception in a GUI handler never loses the game and never passes in silence: it is
logged (with its traceback) to a file in the data folder, and the judge sees what failed,
where, and where the log is.  The game itself is safe: every change was already stored."""
from __future__ import annotations

import datetime as dt
import sys
import traceback
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from app.paths import data_home

translate = QCoreApplication.translate


def log_file() -> Path:
    return data_home() / "logs" / "errors.log"


def log(kind: type[BaseException], error: BaseException, tb: TracebackType | None) -> Path:
    path = log_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    stamp = dt.datetime.now().astimezone().isoformat(timespec="seconds")
    with path.open("a", encoding="utf-8") as out:
        out.write(f"--- {stamp}\n{''.join(traceback.format_exception(kind, error, tb))}\n")
    return path


def where(tb: TracebackType | None) -> str:
    """The innermost frame of our own code: file and line."""
    frames = [f for f in traceback.extract_tb(tb) if "site-packages" not in f.filename] or traceback.extract_tb(tb)
    if not frames:
        return "?"
    frame = frames[-1]
    return f"{Path(frame.filename).name}:{frame.lineno} ({frame.name})"


def report(kind: type[BaseException], error: BaseException, tb: TracebackType | None,
           parent: QWidget | None = None) -> Path:
    """Log the exception and tell the judge."""
    path = log(kind, error, tb)
    text = translate("Errors", "Something failed: %1\nWhere: %2\n\nThe game is safe: every change was stored. "
                               "The details are in %3").replace("%1", f"{kind.__name__}: {error}").replace(
        "%2", where(tb)).replace("%3", str(path))
    if QApplication.instance() is not None:
        QMessageBox.critical(parent or QApplication.activeWindow(), translate("Errors", "An error"), text)
    return path


def install() -> None:
    """From now on an exception escaping a Qt handler is reported, not lost."""
    previous = sys.excepthook

    def hook(kind: type[BaseException], error: BaseException, tb: TracebackType | None) -> None:
        if issubclass(kind, (KeyboardInterrupt, SystemExit)):
            previous(kind, error, tb)
            return
        try:
            report(kind, error, tb)
        except Exception:   # the report itself failed: at least the default output
            previous(kind, error, tb)
    sys.excepthook = hook
