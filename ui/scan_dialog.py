"""File → Open by scan: the sheet opens the archived game a scanned or photographed
protocol names (its QR code): the way the sheet opens a game of the archive when it has one
(``window.files.open_stored``, asking first about unsaved changes), else in a window of its
own beside the game being recorded.

The sheet's menu needs one line for it; the scan itself is ``app.scan`` (Pillow, zxing-cpp
and pypdfium2 are loaded when the judge first uses it, not when the sheet starts).
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox

translate = QCoreApplication.translate


def open_by_scan(window: Any) -> Any:
    """Ask for a scan, then :func:`open_scan` it.  Returns the new window, or None."""
    from app.scan.pages import SUFFIXES
    patterns = " ".join(f"*{s}" for s in SUFFIXES)
    path, _ = QFileDialog.getOpenFileName(window, translate("Scans", "Open by scan"), "",
                                          translate("Scans", "Scans ({patterns})").format(patterns=patterns))
    return open_scan(window, path) if path else None


def open_scan(window: Any, path: str) -> Any:
    """The first page of ``path`` with a protocol's code is looked up in the window's
    archive (or the user's own); the archived game opens as the archive holds it now."""
    from app.scan import ArchiveCatalogue, judge
    from app.scan.match import MATCHES, OTHER_REVISION
    from app.scan.texts import line
    from app.storage import ArchiveError, open_archive
    title = translate("Scans", "Open by scan")
    try:
        archive = window.archive if window.archive is not None else open_archive()
    except ArchiveError as error:
        QMessageBox.warning(window, title, error.message(window.lang))
        return None
    QGuiApplication.setOverrideCursor(Qt.WaitCursor)
    try:
        found, said = _first_mark(path, window.lang)
        verdict = judge(found, ArchiveCatalogue(archive), window.lang) if found is not None else None
    finally:
        QGuiApplication.restoreOverrideCursor()
    if verdict is None:
        QMessageBox.warning(window, title, said)
        return None
    verdict.source = path
    text = line(verdict, window.lang)
    entry = verdict.entry
    if verdict.verdict not in (MATCHES, OTHER_REVISION) or entry is None or entry.game_id is None:
        QMessageBox.information(window, title, text)
        return None
    if verdict.verdict == OTHER_REVISION:
        answer = QMessageBox.question(window, title, text + "\n\n" + translate(
            "Scans", "Open the game as the archive holds it now?"), QMessageBox.Open | QMessageBox.Cancel)
        if answer != QMessageBox.Open:
            return None
    for shown in [window] + [w for w in getattr(window, "scan_windows", []) if w.isVisible()]:
        # the same game in two windows would have two writers: show the one open already
        if getattr(getattr(shown, "autosave", None), "game_id", None) == entry.game_id:
            shown.raise_()
            shown.statusBar().showMessage(translate("Scans", "This game is open in this window.") + " " + text)
            return shown
    files = getattr(window, "files", None)
    if window.archive is archive and hasattr(files, "open_stored"):
        if not files.open_stored(entry.game_id):
            return None
        window.statusBar().showMessage(text)
        return window
    try:
        stored = archive.game(entry.game_id)
    except ArchiveError as error:
        QMessageBox.warning(window, title, error.message(window.lang))
        return None
    from app.document import GameDocument
    opened = type(window)(GameDocument(stored.document), None, window.lang, archive, stored)
    # the new window lives while it is shown; a closed one is let go at the next opening
    window.scan_windows = [w for w in getattr(window, "scan_windows", []) if w.isVisible()] + [opened]
    opened.show()
    opened.statusBar().showMessage(text)
    return opened


def _first_mark(path: str, lang: str):
    """(the first protocol mark in the file, or None and why not, in words)."""
    from app.scan.match import unreadable
    from app.scan.pages import ScanFileError, read_pages
    from app.scan.reader import read_page
    from app.scan.texts import file_line, line
    said = ""
    try:
        for page in read_pages(path):
            reading = read_page(page.image, page.rerender)
            if reading.mark is not None:
                return reading.mark, ""
            verdict = unreadable(reading.problem or "no_code", reading.detail)
            verdict.source, verdict.page, verdict.pages = page.source, page.number, page.count
            said = line(verdict, lang)
    except ScanFileError as error:
        return None, file_line(error, lang)
    return None, said
