"""Scanned protocols in the secretary's window: drop scans on it, or Games → Match scanned
protocols…; every page is judged (``app.scan``) in a worker thread, the grid marks each
place whose printed protocol was matched, and the Scans tab lists the pages, those that
match nothing first.  The reading is an ``Operation`` of ui/background.py: each page's verdict
shows as it is read, a new reading cancels the one under way, and a failure is said in the tab.

The window needs three lines for it: ``self.scans = ScanMatching(self)``, the menu's
``self.scans.action``, and ``paths = self.scans.take(paths)`` in its drop handler.  The
scans are matched with the archive the window reads, or with the judges' files it shows.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QPoint,
    QRect,
    QSize,
    Qt,
    QTimer,
)
from PySide6.QtGui import QAction, QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.scan.pages import SUFFIXES, is_scan_name

from ..background import Operation, Progress
from .models import CELL_ROLE
from .texts import translate

if TYPE_CHECKING:
    from app.scan import Batch
    from app.scan.match import Verdict

_COLORS = {"matches": QColor("#c9ecc9"), "other_revision": QColor("#fff1a8"), "unknown": QColor("#f3a3a3"),
           "disagrees": QColor("#e57373"), "unreadable": QColor("#e0e0e0"), "form_read": QColor("#cfe3f7")}
MARK = QColor("#1b5e20")


def match_scans(paths: list[str], catalogue: Any, lang: str, progress: Progress) -> Batch:
    """Reads and judges the pages (on the operation's thread), handing each page's verdict over
    as it is read; a cancel stops after the page being read."""
    from app.paper.scan import FormPile
    from app.scan import scan_paths
    from reports.protocol import printed_pages

    def seen(verdict: Verdict) -> bool:
        progress.hand(verdict)
        return not progress.cancelled
    # a pen form is read here too (its verdict says what is left for review); the review itself
    # reads it again when the secretary opens it
    return scan_paths(paths, catalogue, lang, pages=printed_pages, forms=FormPile(None, lang), progress=seen)


class ScansModel(QAbstractTableModel):
    HEADERS = (QT_TRANSLATE_NOOP("Scans", "File, page"), QT_TRANSLATE_NOOP("Scans", "Verdict"),
               QT_TRANSLATE_NOOP("Scans", "Game"), QT_TRANSLATE_NOOP("Scans", "Details"))

    def __init__(self, lang: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.lang = lang
        self.verdicts: list[Verdict] = []
        self.unmatched_only = False

    def rows(self) -> list[Verdict]:
        shown = [v for v in self.verdicts if not (self.unmatched_only and v.verdict == "matches")]
        # the pages that match nothing first, each group in the order read
        return sorted(shown, key=lambda v: v.verdict == "matches")

    def set_verdicts(self, verdicts: list[Verdict]) -> None:
        self.beginResetModel()
        self.verdicts = list(verdicts)
        self.endResetModel()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: N802 (Qt's name)
        return 0 if parent.isValid() else len(self.rows())

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: N802
        return len(self.HEADERS)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        from app.scan.texts import line, place_text, verdict_name
        if not index.isValid():
            return None
        v = self.rows()[index.row()]
        if role == Qt.ItemDataRole.BackgroundRole:
            return _COLORS[v.verdict]
        if role == Qt.ItemDataRole.ForegroundRole:
            return QColor("black")
        if role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return None
        column = index.column()
        if column == 0:
            # the file's name; the whole path in the tooltip
            if role == Qt.ItemDataRole.ToolTipRole:
                return v.where
            return Path(v.source).name + (f" #{v.page}" if v.pages > 1 else "")
        if column == 1:
            return verdict_name(v.verdict, self.lang)
        if column == 2:
            e, m = v.entry, v.mark
            if e is not None:
                return place_text(e.tournament, e.round, e.table, e.game, self.lang, key=e.key)
            if v.form is not None:
                f = v.form
                return place_text(f.tournament, f.round, f.table, f.game, self.lang)
            return place_text(m.tournament, m.round, m.table, m.game, self.lang) if m and m.tournament else ""
        text = line(v, self.lang).split(" — ", 1)[-1]
        place = self.data(self.index(index.row(), 2), Qt.ItemDataRole.DisplayRole)
        # the game has its own column: the details begin after it
        if role == Qt.ItemDataRole.DisplayRole and place and text.startswith(place):
            text = text[len(place):].lstrip(",:; ")
        return text

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:  # noqa: N802
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return translate("Scans", str(self.HEADERS[section]))
        return None


class PrintedMarkDelegate(QStyledItemDelegate):
    """Wraps the grid's own delegate and adds a green check in the lower right corner of
    each place whose printed protocol was matched."""

    SIZE = 16

    def __init__(self, inner: QStyledItemDelegate, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.inner = inner
        self.places: set[tuple[str, str]] = set()

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        self.inner.paint(painter, option, index)
        cell = index.data(CELL_ROLE)
        if cell is None or (str(cell.round), str(cell.table)) not in self.places:
            return
        painter.save()
        painter.setRenderHint(painter.RenderHint.Antialiasing)
        r, s = option.rect, self.SIZE
        box = QRect(r.right() - s - 4, r.bottom() - s - 4, s, s)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(MARK)
        painter.drawRoundedRect(box, 3, 3)
        painter.setPen(QPen(QColor("white"), 2))
        painter.drawPolyline([box.topLeft() + p for p in (_p(4, 8), _p(7, 11), _p(12, 5))])
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:  # noqa: N802
        return self.inner.sizeHint(option, index)


def _p(x: int, y: int) -> QPoint:
    return QPoint(x, y)


class ScansTab(QWidget):
    def __init__(self, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = ScansModel(lang, self)
        self.view = QTableView()
        self.view.setModel(self.model)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setWordWrap(True)
        header = self.view.horizontalHeader()
        for column, mode in enumerate((QHeaderView.ResizeMode.ResizeToContents, QHeaderView.ResizeMode.ResizeToContents,
                                       QHeaderView.ResizeMode.ResizeToContents, QHeaderView.ResizeMode.Stretch)):
            header.setSectionResizeMode(column, mode)
        self.view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.summary = QLabel(translate("Scans", "Drop scanned protocols (PDF, PNG, JPEG, TIFF) on the window, "
                                                 "or choose Games → Match scanned protocols…"))
        self.summary.setWordWrap(True)
        self.match_button = QPushButton(translate("Scans", "Match scanned protocols…"))
        self.pdf_button = QPushButton(translate("Scans", "Report PDF…"))
        self.csv_button = QPushButton(translate("Scans", "CSV…"))
        self.unmatched = QCheckBox(translate("Scans", "Only the pages that match nothing"))
        self.unmatched.toggled.connect(self._filter)
        legend = QLabel(translate("Scans", "In the grid, a green check marks a place whose printed protocol "
                                           "was matched."))
        legend.setStyleSheet(f"color: {MARK.name()};")
        buttons = QHBoxLayout()
        for widget in (self.match_button, self.pdf_button, self.csv_button, self.unmatched):
            buttons.addWidget(widget)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addLayout(buttons)
        layout.addWidget(self.view, 1)
        layout.addWidget(legend)

    def _filter(self, on: bool) -> None:
        self.model.beginResetModel()
        self.model.unmatched_only = on
        self.model.endResetModel()


class ScanMatching:
    """The scans' part of the secretary's window."""

    def __init__(self, window: Any) -> None:
        self.window, self.lang = window, window.lang
        self.batch: Batch | None = None
        self.operation: Operation[Batch] | None = None
        self.tab = ScansTab(self.lang)
        self.tab.match_button.clicked.connect(self.choose)
        self.tab.pdf_button.clicked.connect(self.save_pdf)
        self.tab.csv_button.clicked.connect(self.save_csv)
        self._outputs(False)
        window.tabs.addTab(self.tab, translate("Scans", "Scans"))
        view = window.grid_tab.view
        self.delegate = PrintedMarkDelegate(view.itemDelegate(), view)
        view.setItemDelegate(self.delegate)
        self.action = QAction(translate("Scans", "Match scanned protocols…"), window)
        self.action.triggered.connect(self.choose)
        self.tab.view.doubleClicked.connect(self.review)

    def review(self, index: QModelIndex) -> None:
        """A pen form's page, double-clicked: read, reviewed and saved as a game file."""
        verdict = self.tab.model.rows()[index.row()]
        if verdict.verdict != "form_read":
            return
        from app.paper.reader import FormNotFound
        from app.paper.review import decided
        from app.paper.scan import game_name, read_page_form, scan_fingerprint

        from ..paper_review import FormReview
        title = translate("PaperReview", "Review of the pen form")
        try:
            found = read_page_form(verdict.source, verdict.page)
        except (FormNotFound, OSError, ValueError) as error:
            QMessageBox.warning(self.window, title, f"{verdict.where}: {error}")
            return
        dialog = FormReview(found, self.lang, self.window)
        if dialog.exec() != FormReview.DialogCode.Accepted:
            return
        source = {"scan": scan_fingerprint(verdict.source), "page": verdict.page}
        author = dialog.author.text().strip()
        doc = decided(found, dialog.decisions, author, source)
        if self.window.controller.place.files_reviews:
            self._file(title, found, doc, source, author)
            return
        from app.format import dumps_game
        self._save(title, game_name(found, verdict.source, verdict.page), "JSON (*.json)",
                   lambda: dumps_game(doc).encode("utf-8"), always=True)

    def _file(self, title: str, found: Any, doc: dict[str, Any], source: dict[str, Any], author: str) -> None:
        """Into the tournament's archive: the scan's reading as the original, the review's
        decisions as the reviewer's correction over it (app.paper.archive)."""
        from app.secretary import PlaceError
        try:
            filed = self.window.controller.file_review(found, doc, source, author)
        except PlaceError as error:
            QMessageBox.warning(self.window, title, error.message(self.lang))
            return
        self.window.statusBar().showMessage(filed.text(self.lang), 8000)
        self.window.refresh()

    # -- what the window hands over ---------------------------------------------------------
    def take(self, paths: Iterable[str]) -> list[str]:
        """Match the scans among dropped ``paths``; the rest (game files) go back.  The
        matching starts once the window has imported those, so it sees them."""
        scans: list[str] = []
        rest: list[str] = []
        for path in paths:
            (scans if _is_scan(path) else rest).append(path)
        if scans:
            QTimer.singleShot(0, lambda: self.match(scans))
        return rest

    def choose(self) -> None:
        patterns = " ".join(f"*{s}" for s in SUFFIXES)
        paths, _ = QFileDialog.getOpenFileNames(self.window, translate("Scans", "Scanned protocols"), "",
                                                translate("Scans", "Scans ({patterns})").format(patterns=patterns))
        if paths:
            self.match(paths)

    def match(self, paths: list[str]) -> None:
        """Read and judge ``paths`` off the window's thread (ui/background.py); a reading
        still under way is cancelled first."""
        self.cancel()
        self.tab.model.set_verdicts([])
        self._outputs(False)
        self.tab.summary.setText(translate("Scans", "Reading the scans…"))
        self.window.tabs.setCurrentWidget(self.tab)
        paths, catalogue, lang = list(paths), self._catalogue(), self.lang
        operation: Operation[Batch] = Operation(
            self.window, lambda progress: match_scans(paths, catalogue, lang, progress), name="scans")
        operation.on_piece(self._page).on_done(self._done).on_failed(self._failed) \
            .on_ended(lambda: self._ended(operation))
        self.operation = operation.run()

    def cancel(self) -> None:
        """Stop the reading after the page being read; what it read is not shown."""
        if self.operation is not None:
            self.operation.cancel()
            self.operation.wait()
            self.operation = None

    def _catalogue(self) -> Any:
        return self.window.controller.scan_catalogue()

    def _ended(self, operation: Operation[Batch]) -> None:
        if self.operation is operation:        # not one cancelled for a newer reading
            self.operation = None

    def _page(self, verdict: Verdict) -> None:
        self.tab.model.set_verdicts(self.tab.model.verdicts + [verdict])
        self.tab.summary.setText(translate("Scans", "Reading the scans… {pages} pages").format(
            pages=len(self.tab.model.verdicts)))

    def _failed(self, error: BaseException) -> None:
        """The archive's refusal in words; a damaged file or a lost network must not end
        quietly either: said in the tab, no box waits for the secretary."""
        message = getattr(error, "message", None)
        reason = str(message(self.lang)) if callable(message) else f"{type(error).__name__}: {error}"
        self.tab.summary.setText(translate("Scans", "The scans were not matched: {reason}").format(reason=reason))

    def _done(self, batch: Batch) -> None:
        from app.scan.texts import file_line, summary
        self.batch = batch
        self.tab.model.set_verdicts(batch.verdicts)
        lines = [summary(batch, self.lang)] + [file_line(f, self.lang) for f in batch.failures]
        self.tab.summary.setText("\n".join(lines))
        self._outputs(bool(batch.verdicts))
        name = self.window.tournament.name if self.window.tournament is not None else None
        self.delegate.places = {(e.round, e.table) for e in (v.entry for v in batch.verdicts if v.verdict == "matches")
                                if e is not None and e.round and e.table and (not name or e.tournament == name)}
        self.window.grid_tab.view.viewport().update()
        unmatched = sum(1 for v in batch.verdicts if v.verdict not in ("matches", "form_read"))
        index = self.window.tabs.indexOf(self.tab)
        self.window.tabs.setTabText(index, translate("Scans", "Scans ({count} unmatched)").format(count=unmatched)
                                    if unmatched else translate("Scans", "Scans"))

    def _outputs(self, on: bool) -> None:
        self.tab.pdf_button.setEnabled(on)
        self.tab.csv_button.setEnabled(on)

    def save_pdf(self) -> None:
        from reports.scan_report import ScanReport
        batch, where = self.batch, self.window.controller.archive_location
        if batch is None:       # the button is enabled only once a pile was read
            return
        self._save(translate("Scans", "Report PDF"), "scans.pdf", "PDF (*.pdf)",
                   lambda: ScanReport(batch, self.lang, where).render())

    def save_csv(self) -> None:
        from app.scan.report import csv_text
        self._save(translate("Scans", "CSV"), "scans.csv", "CSV (*.csv)",
                   lambda: csv_text(self.batch, self.lang).encode("utf-8"))

    def _save(self, title: str, name: str, pattern: str, data: Callable[[], bytes], always: bool = False) -> None:
        from app.atomic import write_atomic
        if self.batch is None and not always:
            return
        path, _ = QFileDialog.getSaveFileName(self.window, title, name, pattern)
        if not path:
            return
        try:
            write_atomic(path, data())
        except OSError as error:
            QMessageBox.warning(self.window, title, f"{path}: {error.strerror or error}")
            return
        self.window.statusBar().showMessage(translate("Scans", "Written: {path}").format(path=path), 8000)

    def close(self) -> None:
        self.cancel()


def _is_scan(path: str) -> bool:
    """A scan file, or a folder holding scans and no game files."""
    p = Path(path)
    if p.is_dir():
        files = [f for f in p.rglob("*") if f.is_file()]
        return any(is_scan_name(str(f)) for f in files) and not any(f.suffix.lower() == ".json" for f in files)
    return is_scan_name(path)
