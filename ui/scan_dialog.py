"""File → Open by scan: the sheet opens the archived game a scanned or photographed
protocol names (its QR code): the way the sheet opens a game of the archive when it has one
(``window.files.open_stored``, asking first about unsaved changes), else in a window of its
own beside the game being recorded.

The file is read off the window's thread (``app.scan.scan_paths``, with its limits and its
check of a signed PDF's own signature, run as an ``Operation`` of ui/background.py), page
after page until one carries a protocol's code, under a progress dialog whose Cancel stops it
after the page being read; the window stays responsive, closing it stops the reading first,
and a reading that finds nothing is said in the window's own line.

The sheet's menu needs one line for it; the scan itself is ``app.scan`` (Pillow, zxing-cpp
and pypdfium2 are loaded when the judge first uses it, not when the sheet starts).
"""
from __future__ import annotations

from abc import abstractmethod
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import QFileDialog, QMessageBox, QProgressDialog

from .background import Operation, Progress

if TYPE_CHECKING:
    from app.document import GameDocument
    from app.judge.archive import Archive, StoredGame
    from app.scan.match import Verdict

    from .game_files import GameFiles
    from .sheet_window import SheetWindow

    class ScanWindow(SheetWindow):
        """The sheet as File → Open by scan sees it: the reading under way, the sheets that
        scans opened beside this one, the sheet's files."""

        scan_opening: ScanOpening | None
        scan_windows: list[ScanWindow]
        files: GameFiles

        @abstractmethod
        def beside(self, doc: GameDocument, archive: Archive, stored: StoredGame) -> ScanWindow: ...

translate = QCoreApplication.translate


def open_by_scan(window: ScanWindow) -> ScanOpening | None:
    """Ask for a scan, then :func:`open_scan` it."""
    from app.scan.pages import SUFFIXES
    patterns = " ".join(f"*{s}" for s in SUFFIXES)
    path, _ = QFileDialog.getOpenFileName(window, translate("Scans", "Open by scan"), "",
                                          translate("Scans", "Scans ({patterns})").format(patterns=patterns))
    return open_scan(window, path) if path else None


def open_scan(window: ScanWindow, path: str) -> ScanOpening | None:
    """Start reading ``path``; the first page with a protocol's code is looked up in the
    window's archive (or the user's own) and the archived game opens as the archive holds
    it now.  Returns the reading under way (its ``finished`` signal carries the window
    shown, or None), or None when there is no archive to look in."""
    from app.judge.archive import ArchiveRefused, open_judge_archive
    running = window.scan_opening
    if running is not None and running.operation is not None:
        running.dialog.raise_()         # one reading at a time
        return running
    try:
        archive = window.archive if window.archive is not None else open_judge_archive()
    except ArchiveRefused as refused:
        QMessageBox.warning(window, translate("Scans", "Open by scan"), refused.message(window.lang))
        return None
    opening = ScanOpening(window, path, archive)
    window.scan_opening = opening
    opening.start()
    return opening


Found = tuple["Verdict | None", str]          # the verdict with a protocol's code (or None) and, without one, why not


def read_scan(path: str, archive: Archive, lang: str, progress: Progress) -> Found:
    """Reads the file's pages until one has a protocol's code and judges that one (on the
    operation's thread); each page read is reported, and a cancel stops after it."""
    from app.judge.archive import refused, scan_catalogue
    from app.scan import scan_paths
    from app.scan.texts import file_line, line
    from reports.protocol import printed_pages

    def seen(verdict: Verdict) -> bool:
        progress.report(verdict.page, verdict.pages)
        return verdict.mark is None and not progress.cancelled
    try:
        batch = scan_paths([path], scan_catalogue(archive), lang, progress=seen, pages=printed_pages)
    except Exception as error:
        refusal = refused(error)
        if refusal is None:
            raise                       # not the archive's: the program's handler shows it
        return None, refusal.message(lang)
    last = batch.verdicts[-1] if batch.verdicts else None
    if last is not None and last.mark is not None:
        return last, ""
    if batch.failures:
        return None, file_line(batch.failures[0], lang)
    return None, line(last, lang) if last is not None else ""


class ScanOpening(QObject):
    """One reading of a scan for the sheet: the operation (ui/background.py), its progress
    dialog, the outcome.  A reading that cannot be done is said in the window's own line: no
    box waits for the judge while the game goes on."""

    finished = Signal(object)        # the window showing the game, or None
    page = Signal(int, int)          # the page just read, the pages in the file

    def __init__(self, window: ScanWindow, path: str, archive: Archive) -> None:
        super().__init__(window)
        self.window, self.path, self.archive = window, path, archive
        self.result: ScanWindow | None = None
        self.operation: Operation[Found] | None = None
        self.dialog = QProgressDialog(translate("Scans", "Reading {name}…").format(name=Path(path).name),
                                      translate("Scans", "Cancel"), 0, 0, window)
        self.dialog.setWindowTitle(translate("Scans", "Open by scan"))
        self.dialog.setMinimumWidth(480)         # "page 120 of 200" must not push the dialog wider
        self.dialog.setWindowModality(Qt.WindowModality.WindowModal)
        self.dialog.setMinimumDuration(400)       # a quick scan opens without a flash of it
        self.dialog.setAutoClose(False)
        self.dialog.setAutoReset(False)
        self.dialog.canceled.connect(self.cancel)
        window.installEventFilter(self)
        self.watching = True

    def start(self) -> None:
        path, archive, lang = self.path, self.archive, self.window.lang
        self.operation = Operation(self.window, lambda progress: read_scan(path, archive, lang, progress),
                                   name="scan").on_progress(self._page).on_done(self._done) \
            .on_ended(self._ended).run()        # a failure not the archive's: the program's handler

    @property
    def cancelled(self) -> bool:
        return self.operation is not None and self.operation.cancelled

    def cancel(self) -> None:
        """Stop after the page being read (a page is bounded: see app.scan.pages.Limits);
        the dialog hides at once (Qt's Cancel), the window is the judge's again."""
        if self.operation is not None:
            self.operation.cancel()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if watched is self.window and event.type() == QEvent.Type.Close and self.operation is not None:
            # a thread must not outlive its window: stop it, and wait for the page being read
            self.cancel()
            self.operation.wait()
            self._ended()
        return False

    def _page(self, number: int, count: int, _text: str) -> None:
        self.dialog.setMaximum(count)
        self.dialog.setValue(number)
        self.dialog.setLabelText(translate("Scans", "Reading {name}: page {n} of {count}…").format(
            name=Path(self.path).name, n=number, count=count))
        self.page.emit(number, count)

    def _let_go(self) -> None:
        """The dialog closes and the window is watched no more (the reading has ended)."""
        if not self.watching:
            return
        self.watching = False
        self.window.removeEventFilter(self)
        self.dialog.canceled.disconnect(self.cancel)    # Qt's close of the dialog says "canceled" too
        self.dialog.close()

    def _done(self, found: Found) -> None:
        self._let_go()
        self.result = _act(self.window, self.archive, self.path, *found)

    def _ended(self) -> None:
        if self.operation is None:
            return           # ended already: the window closed while the page was read
        self._let_go()
        self.dialog.deleteLater()
        self.operation = None
        self.finished.emit(self.result)


def _act(window: ScanWindow, archive: Archive, path: str, verdict: Verdict | None, said: str) -> ScanWindow | None:
    """What the sheet does with the verdict: open the game, ask first, or only say why not."""
    from app.judge.archive import ArchiveRefused, stored_game
    from app.scan.match import MATCHES, OTHER_REVISION
    from app.scan.texts import line
    title = translate("Scans", "Open by scan")
    if verdict is None:
        if said:
            window.show_inline(said)
        return None
    text = line(verdict, window.lang)
    entry = verdict.entry
    if verdict.verdict not in (MATCHES, OTHER_REVISION) or entry is None or entry.game_id is None:
        QMessageBox.information(window, title, text)
        return None
    if verdict.verdict == OTHER_REVISION:
        buttons = QMessageBox.StandardButton.Open | QMessageBox.StandardButton.Cancel
        answer = QMessageBox.question(window, title, text + "\n\n" + translate(
            "Scans", "Open the game as the archive holds it now?"), buttons)
        if answer != QMessageBox.StandardButton.Open:
            return None
    for shown in [window] + [w for w in window.scan_windows if w.isVisible()]:
        # the same game in two windows would have two writers: show the one open already
        if shown.autosave is not None and shown.autosave.game_id == entry.game_id:
            shown.raise_()
            shown.statusBar().showMessage(translate("Scans", "This game is open in this window.") + " " + text)
            return shown
    if window.archive is archive:
        if not window.files.open_stored(entry.game_id):
            return None
        window.statusBar().showMessage(text)
        return window
    try:
        stored = stored_game(archive, entry.game_id)
    except ArchiveRefused as refused:
        window.show_inline(refused.message(window.lang))
        return None
    from app.document import GameDocument

    opened = window.beside(GameDocument(stored.document), archive, stored)
    # the new window lives while it is shown; a closed one is let go at the next opening
    window.scan_windows[:] = [w for w in window.scan_windows if w.isVisible()] + [opened]
    opened.show()
    opened.statusBar().showMessage(text)
    return opened
