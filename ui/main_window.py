"""The judge's main screen: the start page, or the sheet with the quick-entry line, the flow
assistant and the validator.

The window lays out and wires; the open game, where it is kept and its commands are a
controller without Qt (:class:`app.open_game.OpenGame`, ``window.game``); a gesture is one of
its commands, named here for the undo history; every view redraws from the change the
document reports (:meth:`MainWindow.refresh`).  Menus are built by :mod:`ui.menus`; files
and new games by :mod:`ui.game_files`, exports by :mod:`ui.export`, all through ``game``.
"""
from __future__ import annotations

from contextlib import suppress
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QModelIndex, QObject, QPoint, Qt, QThread, Signal
from PySide6.QtGui import QDragEnterEvent, QDropEvent, QUndoStack
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QStackedWidget,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app import operations as ops
from app.autosave import Autosave
from app.document import EVERY_VIEW, Change, GameDocument
from app.format.events import Event, Penalty, Speech
from app.kernel import Finding
from app.open_game import OpenGame

from . import club_host, game_texts, host_actions
from .acknowledge import may_confirm
from .commands import UndoOnQt
from .delegates import FoulDelegate
from .dialogs import AwardsDialog, ResultDialog
from .event_text import event_text
from .export import Exporter
from .findings_panel import FindingsPanel
from .flow_panel import FlowPanel
from .frozen_view import SheetTable
from .game_files import GameFiles, game_name
from .menus import build_menus
from .night_panel import NightPanel
from .quick_entry import QuickEntry
from .reveal_key import RevealKey
from .seat_actions import VotersDialog, fill_menu
from .sheet_model import SheetModel
from .sheet_view import SheetColumns, cell_of, refresh_sheet, restore_layout, save_layout
from .start_page import StartPage
from .typing_guard import TypingToLine

if TYPE_CHECKING:
    from app.judge.archive import Archive, StoredGame

    from .menus import MenuWindow
    from .sheet_view import LaidOutWindow

    class _Sheet(MenuWindow, LaidOutWindow):
        """Each helper's view of the sheet (ui/sheet_window.py): MainWindow is checked to be all."""
else:
    from .sheet_window import SheetWindow as _Sheet

translate = QCoreApplication.translate


class _Problems(QObject):
    """The archive's writer runs in its own thread: its messages reach the window queued."""

    message = Signal(str)


class MainWindow(_Sheet, QMainWindow):
    def __init__(self, doc: GameDocument, path: str | None = None, lang: str = "ru",
                 archive: Archive | None = None, stored: StoredGame | None = None) -> None:
        super().__init__()
        game_texts.set_locale(lang)
        self._problems = _Problems(self)
        self._problems.message.connect(self.show_inline)
        self.undo = QUndoStack(self)
        # the open game and its commands; the window draws it and words its undo steps
        self.game = OpenGame(doc, UndoOnQt(self.undo), Autosave(archive, on_problem=self._problem, lang=lang),
                             path=path, lang=lang, archive=archive)
        self.game.opened.append(self._show_game)
        self.game.changed.append(self.refresh)
        self.full_view = False
        self.scan_opening = None        # a scanned sheet being read (ui.scan_dialog)
        self.live = None      # the table of a live tournament (ui.join_tournament)
        self.scan_windows = []    # the games scans opened beside this one
        self.setAcceptDrops(True)
        self.exporter = Exporter(self, self.game)
        self.files = files = GameFiles(self)
        self.new_game, self.new_club_game, self.new_game_from_seating = \
            files.new_game, files.new_club_game, files.new_game_from_seating
        self.open_path, self.save, self.save_as, self.edit_table = \
            files.open_path, files.save, files.save_as, files.edit_table
        # the boulevard host's tools
        self.strike_event, self.host_error, self.export_journal = (
            partial(f, self) for f in (host_actions.strike_event, host_actions.host_error, host_actions.export_journal))
        self._build()
        self.menus, self.menu_actions = build_menus(self)
        self.game.start(doc, path, stored)
        restore_layout(self)
        self.reveal_key = RevealKey(self, self.quick.line)     # F9 is held in the line too

    # -- layout ------------------------------------------------------------------------
    def _build(self) -> None:
        self.header = QLabel()
        self.header.setTextFormat(Qt.TextFormat.RichText)
        self.header.setWordWrap(True)
        # a long header wraps; it never widens the window and cuts the panels off
        self.header.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        edit_table = QPushButton(translate("MainWindow", "Table and rule book…"))
        edit_table.clicked.connect(self.edit_table)
        top = QHBoxLayout()
        top.addWidget(self.header, 1)
        top.addWidget(edit_table)

        self.view = SheetTable()      # role, fouls and left stay frozen beside the seats
        self.view.frozen.customContextMenuRequested.connect(lambda pos: self._context_menu(pos, self.view.frozen))
        self.view.frozen.clicked.connect(self._cell_clicked)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.view.customContextMenuRequested.connect(self._context_menu)
        self.view.setWordWrap(False)
        self.view.clicked.connect(self._cell_clicked)
        self.columns = SheetColumns(self.view, self._row_menu)
        self.quick = QuickEntry(lambda: self.doc.state, self.submit, lambda: self.lang)
        self.typing_guard = TypingToLine(self.view, self.quick.line)
        self.inline = QLabel()
        self.inline.setWordWrap(True)
        self.inline.setStyleSheet("color:#b71c1c")
        self.inline.hide()

        self.banner = QLabel()
        self.banner.setWordWrap(True)
        self.banner.setStyleSheet("background:#fff3cd;border:1px solid #e0c060;padding:6px")
        self.banner.hide()
        self.result_label = QLabel()
        self.result_label.setWordWrap(True)
        self.result_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.confirm = QPushButton(translate("MainWindow", "Confirm result (Ctrl+Return)"))
        self.confirm.clicked.connect(self.confirm_result)
        self.declare = QPushButton(translate("MainWindow", "Another result…"))
        self.declare.clicked.connect(self.declare_result)
        awards = self.awards_button = QPushButton(translate("MainWindow", "Best move, points, cards…"))
        awards.clicked.connect(self.edit_awards)
        footer = QHBoxLayout()
        footer.addWidget(self.result_label, 1)
        for button in (self.confirm, self.declare, awards):
            footer.addWidget(button)

        left = QWidget()
        lv = QVBoxLayout(left)
        lv.setContentsMargins(0, 0, 0, 0)
        lv.addLayout(top)
        lv.addWidget(self.view, 1)
        lv.addWidget(self.inline)
        lv.addWidget(self.quick)
        lv.addLayout(footer)

        self.flow_panel = FlowPanel()
        self.flow_panel.speech_requested.connect(lambda s: self.record(Speech(s)))
        self.findings = FindingsPanel()
        self.findings.finding_activated.connect(self.select_finding)
        right = QWidget()
        rv = QVBoxLayout(right)
        rv.setContentsMargins(0, 0, 0, 0)
        rv.addWidget(self.banner)
        rv.addWidget(self.flow_panel)
        self.night_panel = NightPanel(self.submit)
        self.night_panel.hide()
        rv.addWidget(self.night_panel)
        self.readings = club_host.ReadingsFold()
        rv.addWidget(self.readings)
        rv.addWidget(self.findings, 1)

        self.split = QSplitter()
        self.split.setObjectName("sheet-splitter")
        self.split.addWidget(left)
        self.split.addWidget(right)
        self.split.setStretchFactor(0, 3)
        self.split.setStretchFactor(1, 1)
        self.split.setSizes([1000, 366])
        self.start = StartPage(self)
        self.pages = QStackedWidget()
        self.pages.addWidget(self.split)
        self.pages.addWidget(self.start)
        self.setCentralWidget(self.pages)
        self.undo.cleanChanged.connect(self.update_title)

    # the open game's doc, lang, archive, autosave and path are read through it (ui/sheet_window.py)
    def beside(self, doc: GameDocument, archive: Archive, stored: StoredGame) -> MainWindow:
        """Another sheet, for a game a scan opened beside this one (ui.scan_dialog)."""
        return type(self)(doc, None, self.lang, archive, stored)

    def _show_game(self) -> None:
        """Another game is open: every view starts over from it."""
        doc = self.doc
        self.full_view = False
        self.model = SheetModel(doc, self, self.lang)
        self.model.edit_requested.connect(self._cell_edit)
        self.model.rejected.connect(self.show_inline)
        self.view.setModel(self.model)
        # the foul boxes, where the edition has a fouls column (a boulevard game has a
        # violation ladder instead)
        for column, kind in enumerate(self.model.edition.sheet_columns):
            # None clears the delegate of the game before; PySide6's stub wants a delegate, Qt takes nullptr
            self.view.setItemDelegateForColumn(column, FoulDelegate(self.view) if kind == "fouls" else None)  # type: ignore[arg-type]
        self.view.frozen.refit()
        self.flow_panel.reset()
        self.show_inline("")                  # a message about the game before is not this one's
        club_host.club_menus(self)            # the club game has its own items
        if self.live is not None:
            self.live.switched(doc)
        self.pages.setCurrentWidget(self.split)
        self.refresh()

    def show_start(self) -> None:
        self.game.close()
        self.start.refresh()
        self.pages.setCurrentWidget(self.start)
        self.update_title()

    def refresh(self, change: Change | None = None) -> None:
        """The document changed: each view redraws what the change can alter (everything,
        for another game), from the state replayed once."""
        views = EVERY_VIEW if change is None else change.views
        state, reveal = self.doc.state, self.full_view or self.model.reveal
        if "sheet" in views:
            refresh_sheet(self.view, self.model, self.columns, change, reveal)
        if "findings" in views:
            self.findings.show_state(state, self.lang, reveal)
        if "flow" in views:
            self.night_panel.show_state(state, self.lang, reveal)
            self.readings.show_state(state, self.lang)
            self.quick.refresh(self.flow_panel.show_state(state))
        if "header" in views or self.doc.signature:     # a signed game's note says if it changed since
            self.header.setText(game_texts.header_html(self.doc, state, self.lang))
        if "result" in views:
            self.result_label.setText(game_texts.result_text(self.doc, state, reveal, self.lang))
            self.confirm.setEnabled(state.outcome is not None and self.doc.declared_winner != state.outcome.winner)
        if views & {"findings", "result"}:
            self._banner()
        self.update_title()
        self.audience.refresh()

    def _banner(self) -> None:
        text = game_texts.banner_html(self.doc, self.doc.state, self.lang, self.model.reveal)
        self.banner.setText(text)
        self.banner.setVisible(bool(text))

    def update_title(self, *_: object) -> None:
        if self.pages.currentWidget() is self.start:
            self.setWindowTitle("Mafia Protocol")
            return
        name = Path(self.path).name if self.path else game_name(self.doc.meta)
        self.setWindowTitle(f"{name}{' *' if not self.undo.isClean() else ''} — Mafia Protocol")

    def _problem(self, text: str) -> None:
        if QThread.currentThread() is self.thread():
            self.show_inline(text)
        else:
            with suppress(RuntimeError):     # the window is gone; the recovery file has the game
                self._problems.message.emit(text)

    # -- recording ------------------------------------------------------------------------
    # Each gesture is the open game's command (app.open_game), named here for the undo history.
    def push(self, edit: ops.Edit | None, text: str) -> None:
        self.game.push(edit, text)

    def submit(self, commands: list[dict[str, Any]], line: str = "") -> None:
        """A quick-entry line: all its commands, or none of them (a dry run first)."""
        text = event_text(commands[0]) if len(commands) == 1 else translate("MainWindow", "quick entry: %1").replace(
            "%1", club_host.line_text(commands) if self.model.club else line)    # a club line names the night
        self.game.submit(commands, line, text)

    def record(self, event: Event | dict[str, Any]) -> None:
        """One event at the end of the current phase, through the undo stack."""
        self.game.record(event, event_text(event))

    def next_phase(self) -> None:
        self.game.next_phase(translate("MainWindow", "next phase"))

    def set_shot(self, shooter: int, target: int | None) -> None:
        self.game.set_shot(shooter, target, translate("Events", "a shot"))

    def delete_last(self) -> None:
        self.game.delete_last(translate("MainWindow", "deleting the last event"))

    def set_top(self, key: str, value: Any, text: str) -> None:
        self.game.set_top(key, value, text)

    def show_inline(self, text: str) -> None:
        self.inline.setText(text)
        self.inline.setVisible(bool(text))

    # -- the sheet's cells ----------------------------------------------------------------
    def selected_seat_event(self, kind: str) -> None:
        index = self.view.currentIndex()
        if not index.isValid():
            self.show_inline(translate("MainWindow", "Select a seat in the sheet first."))
            return
        self.record({"type": "violation", "seat": index.row() + 1, "kind": "light"} if kind == "violation"
                    else {"type": kind, "seat": index.row() + 1})

    def _row_menu(self, row: int) -> None:
        if row >= 0:
            self.view.setCurrentIndex(self.model.index(row, 2))
            self.selected_menu()

    def selected_menu(self) -> None:
        index = self.view.currentIndex()
        if index.isValid():
            self._context_menu(self.view.visualRect(index).center())

    def _context_menu(self, pos: QPoint, view: QTableView | None = None) -> None:
        view = view or self.view        # the frozen columns are a view of their own
        index = view.indexAt(pos)
        if not index.isValid():
            return
        menu = QMenu(self)
        fill_menu(menu, self.doc.state, index.row() + 1, self.record, self._ask_voters, self.set_shot)
        menu.addSeparator()
        seat = index.row() + 1
        menu.addAction(translate("MainWindow", "Protest…"), lambda: self.protest(seat))
        menu.exec(view.viewport().mapToGlobal(pos))

    def protest(self, seat: int | None = None) -> None:
        """The protest box: who, about what, the head judge's decision (no event of the game)."""
        from .protest_dialog import ProtestDialog
        dialog = ProtestDialog(sorted(self.doc.state.players), seat, self)
        if dialog.exec():
            self.game.add_protest(dialog.protest(), translate("MainWindow", "a protest"))

    def _ask_voters(self, seat: int, exactly: int) -> dict[str, Any] | None:
        if exactly:
            title = translate("MainWindow", "Best move of player %1").replace("%1", str(seat))
        elif seat:
            title = translate("MainWindow", "Hands against player %1").replace("%1", str(seat))
        else:
            title = translate("MainWindow", "Hands for lifting all")
        dialog = VotersDialog(self.doc.state, title, exactly, self)
        return dialog.result_fields() if dialog.exec() else None

    def _cell_clicked(self, index: QModelIndex) -> None:
        if self.model.columns[index.column()].kind == "fouls":
            self.record(Penalty("foul", index.row() + 1))

    def _cell_edit(self, seat: int, field: str, value: Any) -> None:
        self.game.set_player(seat, field, value, translate("MainWindow", "Edit player %1").replace("%1", str(seat)))

    def select_finding(self, finding: Finding) -> None:
        """Select the cell a finding is about: its seat's row in its phase's column."""
        cell = cell_of(self.model, finding)
        if cell is not None:
            self.view.setCurrentIndex(self.model.index(*cell))
            self.view.setFocus()

    # -- result and awards ---------------------------------------------------------------------
    def confirm_result(self) -> None:
        if self.doc.state.outcome is not None and may_confirm(self):
            self.game.confirm_result(translate("MainWindow", "Confirm result"))

    def declare_result(self) -> None:
        state = self.doc.state
        dialog = ResultDialog(state.outcome.winner if state.outcome else None,
                              self.model.edition.winners, self)
        if dialog.exec() and may_confirm(self):
            self.set_top("result", dialog.declared(), translate("MainWindow", "Declare result"))

    def apply_signature(self, signature: dict[str, Any]) -> None:
        self.game.apply_signature(signature, translate("MainWindow", "Signature"))
        if self.live is not None:
            self.live.recorder.signed(signature)

    def edit_awards(self) -> None:
        dialog = AwardsDialog(self.doc.state, self.doc.awards or {}, self)
        if dialog.exec():
            self.set_top("awards", dialog.awards() or None, translate("MainWindow", "Awards"))

    # -- privacy ------------------------------------------------------------------------------
    def toggle_full_view(self) -> None:
        ask = translate(
            "MainWindow", "The game is not over. Show roles, shots and checks to everyone who can see the screen?")
        if not self.full_view and not self.doc.state.is_game_over() and QMessageBox.question(
                self, translate("MainWindow", "Full view"), ask) != QMessageBox.StandardButton.Yes:
            self.menu_actions["full_view"].setChecked(False)
            return
        self.full_view = not self.full_view
        self.menu_actions["full_view"].setChecked(self.full_view)
        self.set_reveal(self.full_view)

    def set_reveal(self, reveal: bool) -> None:
        self.model.set_reveal(reveal)
        self.findings.show_state(self.doc.state, self.lang, reveal)
        self.night_panel.show_state(self.doc.state, self.lang, reveal)
        self.quick.set_reveal(reveal)
        # revealed roles and actions are wider than the dots: the current phase stays in view
        self.columns.fit(self.model, True)
        self.result_label.setText(game_texts.result_text(self.doc, self.doc.state, reveal, self.lang))
        self._banner()

    # -- files (ui.game_files) ------------------------------------------------------------------
    def may_discard(self) -> bool:
        """Whether the open game may give way to another (the judge is asked about changes)."""
        return self.files.may_discard()

    def closeEvent(self, event: QEvent) -> None:
        if self.may_discard():
            save_layout(self)
            self.audience.stop()
            if self.autosave is not None:   # the window always makes one; OpenGame may go without
                self.autosave.closed()
            if self.live is not None:
                self.live.close()             # what is not sent yet stays in the outbox file
            event.accept()
        else:
            event.ignore()

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if any(u.toLocalFile().endswith(".json") for u in event.mimeData().urls()):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        games = [u.toLocalFile() for u in event.mimeData().urls() if u.toLocalFile().endswith(".json")]
        if games:
            self.open_path(games[0])

