"""The judge's main screen: the sheet, the quick-entry line, the validator and the flow."""
from __future__ import annotations

import copy
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QModelIndex, QSettings, Qt
from PySide6.QtGui import QAction, QKeySequence, QUndoStack
from PySide6.QtWidgets import (QAbstractItemView, QFileDialog, QHBoxLayout, QLabel,
                               QMainWindow, QMenu, QMessageBox, QPushButton, QSplitter, QTableView,
                               QVBoxLayout, QWidget)

from app.autosave import Autosave
from app.document import GameDocument
from app.engine import Finding
from app.engine.findings import is_private
from app.flow import flow
from app.format import GameFileError, load_game, save_game
from app.quickentry import NEXT_PHASE, resolve

from . import commands as cmd
from .delegates import FoulDelegate
from .export import Exporter
from .dialogs import AwardsDialog, ResultDialog, winner_text
from .findings_panel import FindingsPanel
from .flow_panel import FlowPanel
from .club_game import ClubGameDialog
from .new_game import NewGameDialog
from .night_panel import NightPanel
from .quick_entry import QuickEntry
from .seat_actions import VotersDialog, fill_menu
from .sheet_model import SheetModel

REVEAL_KEY = Qt.Key_F9


def t(text: str) -> str:
    """Translate a runtime string (literals go through ``translate`` so lupdate sees them)."""
    return QCoreApplication.translate("MainWindow", text)


translate = QCoreApplication.translate


class MainWindow(QMainWindow):
    def __init__(self, doc: GameDocument, path: str | None = None, lang: str = "ru",
                 archive=None, stored=None) -> None:
        super().__init__()
        self.lang = lang
        self.path = path
        self.doc = doc
        self.archive = archive
        self.autosave = Autosave(archive, on_problem=self.show_inline, lang=lang)
        self.undo = QUndoStack(self)
        self.full_view = False
        self.setAcceptDrops(True)
        self.exporter = Exporter(self)
        self._build()
        self._menus()
        self._attach(doc, stored)
        self.resize(1366, 740)

    # -- layout ------------------------------------------------------------------------
    def _build(self) -> None:
        self.header = QLabel()
        self.header.setTextFormat(Qt.RichText)
        edit_table = QPushButton(translate("MainWindow", "Table and rule book…"))
        edit_table.clicked.connect(self.edit_table)
        top = QHBoxLayout()
        top.addWidget(self.header, 1)
        top.addWidget(edit_table)

        self.view = QTableView()
        self.view.setSelectionBehavior(QAbstractItemView.SelectItems)
        self.view.setSelectionMode(QAbstractItemView.SingleSelection)
        self.view.setContextMenuPolicy(Qt.CustomContextMenu)
        self.view.customContextMenuRequested.connect(self._context_menu)
        self.view.verticalHeader().hide()
        self.view.setWordWrap(False)
        self.view.clicked.connect(self._cell_clicked)
        self.quick = QuickEntry(lambda: self.doc.state, self.submit, lambda: self.lang)
        self.inline = QLabel()
        self.inline.setStyleSheet("color:#b71c1c")
        self.inline.hide()

        self.banner = QLabel()
        self.banner.setWordWrap(True)
        self.banner.setStyleSheet("background:#fff3cd;border:1px solid #e0c060;padding:6px")
        self.banner.hide()
        self.result_label = QLabel()
        self.result_label.setWordWrap(True)
        self.confirm = QPushButton(translate("MainWindow", "Confirm result (Ctrl+Return)"))
        self.confirm.clicked.connect(self.confirm_result)
        self.declare = QPushButton(translate("MainWindow", "Another result…"))
        self.declare.clicked.connect(self.declare_result)
        awards = QPushButton(translate("MainWindow", "Best move, points, cards…"))
        awards.clicked.connect(self.edit_awards)
        footer = QHBoxLayout()
        footer.addWidget(self.result_label, 1)
        footer.addWidget(self.confirm)
        footer.addWidget(self.declare)
        footer.addWidget(awards)

        left = QWidget()
        lv = QVBoxLayout(left)
        lv.setContentsMargins(0, 0, 0, 0)
        lv.addLayout(top)
        lv.addWidget(self.view, 1)
        lv.addWidget(self.inline)
        lv.addWidget(self.quick)
        lv.addLayout(footer)

        self.flow_panel = FlowPanel()
        self.flow_panel.speech_requested.connect(lambda s: self.record({"type": "speech", "seat": s}))
        self.findings = FindingsPanel()
        self.findings.finding_activated.connect(self.select_finding)
        right = QWidget()
        rv = QVBoxLayout(right)
        rv.setContentsMargins(0, 0, 0, 0)
        rv.addWidget(self.banner)
        rv.addWidget(self.flow_panel)
        self.night_panel = NightPanel(self.record)
        self.night_panel.hide()
        rv.addWidget(self.night_panel)
        rv.addWidget(self.findings, 1)

        split = QSplitter()
        split.addWidget(left)
        split.addWidget(right)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)
        split.setSizes([930, 420])
        self.setCentralWidget(split)
        self.undo.cleanChanged.connect(self._title)

    def _menus(self) -> None:
        bar = self.menuBar()
        file = bar.addMenu(translate("MainWindow", "&File"))
        self._action(file, translate("MainWindow", "&New game…"), self.new_game, QKeySequence.New)
        self._action(file, translate("MainWindow", "New game from the &seating…"), self.new_game_from_seating)
        self._action(file, translate("MainWindow", "New &boulevard game…"), self.new_club_game,
                     QKeySequence("Ctrl+Shift+N"))
        self._action(file, translate("MainWindow", "&Open…"), self.open_dialog, QKeySequence.Open)
        from .scan_dialog import open_by_scan     # the archived game a scanned sheet names (issue 17)
        self._action(file, translate("Scans", "Open by s&can…"), lambda: open_by_scan(self))
        self._action(file, translate("MainWindow", "&Save"), self.save, QKeySequence.Save)
        self._action(file, translate("MainWindow", "Save &as…"), self.save_as, QKeySequence.SaveAs)
        file.addSeparator()
        self._action(file, translate("MainWindow", "&Export PDF…"), self.exporter.export_pdf, QKeySequence("Ctrl+E"))
        self._action(file, translate("MainWindow", "Print pre&view…"), self.exporter.preview, QKeySequence.Print)
        self._action(file, translate("MainWindow", "Si&gn and export PDF…"), self.exporter.sign,
                     QKeySequence("Ctrl+Shift+E"))
        self._action(file, translate("MainWindow", "Export the host's &journal…"), self.export_journal)
        file.addSeparator()
        self._action(file, translate("MainWindow", "&Quit"), self.close, QKeySequence.Quit)
        edit = bar.addMenu(translate("MainWindow", "&Edit"))
        undo = self.undo.createUndoAction(self, translate("MainWindow", "&Undo"))
        undo.setShortcut(QKeySequence.Undo)
        redo = self.undo.createRedoAction(self, translate("MainWindow", "&Redo"))
        redo.setShortcut(QKeySequence.Redo)
        edit.addAction(undo)
        edit.addAction(redo)
        self._action(edit, translate("MainWindow", "Delete the last event"), self.delete_last, QKeySequence("Ctrl+Backspace"))
        self._action(edit, translate("MainWindow", "Quick entry"), lambda: self.quick.line.setFocus(), QKeySequence("Ctrl+L"))
        game = bar.addMenu(translate("MainWindow", "&Game"))
        self._action(game, translate("MainWindow", "Next phase"), self.next_phase, QKeySequence("F8"))
        self._action(game, translate("MainWindow", "Next speaker"), self.flow_panel._next, QKeySequence("F2"))
        self._action(game, translate("MainWindow", "Confirm result"), self.confirm_result, QKeySequence("Ctrl+Return"))
        self._action(game, translate("MainWindow", "Declare another result…"), self.declare_result)
        self._action(game, translate("MainWindow", "Best move, points, cards…"), self.edit_awards)
        self._action(game, translate("MainWindow", "Host's error: strike an event before the reveal…"),
                     self.strike_event)
        self._action(game, translate("MainWindow", "Host's error after the reveal…"), self.host_error)
        self._action(game, translate("MainWindow", "Timer: start / pause"), self.flow_panel.timer.toggle, QKeySequence("F5"))
        self._action(game, translate("MainWindow", "Timer: 1:00"), lambda: self.flow_panel.timer.reset(60), QKeySequence("F6"))
        self._action(game, translate("MainWindow", "Timer: 0:30"), lambda: self.flow_panel.timer.reset(30), QKeySequence("F7"))
        seat = bar.addMenu(translate("MainWindow", "&Seat"))
        for label, kind, key in ((translate("MainWindow", "Foul"), "foul", "Alt+F"), (translate("MainWindow", "Warning"), "warning", "Alt+W"),
                                 (translate("MainWindow", "Speech starts"), "speech", "Alt+T"), (translate("MainWindow", "Removal"), "disqualify", "Alt+Q")):
            self._action(seat, label, lambda k=kind: self._selected_seat_event(k), QKeySequence(key))
        self._action(seat, translate("MainWindow", "Actions for the selected seat…"), self._selected_menu, QKeySequence("Alt+Return"))
        view = bar.addMenu(translate("MainWindow", "&View"))
        self.full_action = self._action(view, translate("MainWindow", "Full view: roles, shots and checks"), self.toggle_full_view,
                                        QKeySequence("Ctrl+F9"))
        self.full_action.setCheckable(True)
        view.addAction(translate("MainWindow", "Hold F9 to show roles for a moment")).setEnabled(False)
        lang = view.addMenu(translate("MainWindow", "Language"))
        for code, label in (("ru", "Русский"), ("en", "English")):
            act = lang.addAction(label, lambda c=code: self.set_language(c))
            act.setCheckable(True)
            act.setChecked(code == self.lang)

    def _action(self, menu: QMenu, text: str, slot, shortcut=None) -> QAction:
        action = menu.addAction(text, slot)
        if shortcut is not None:
            action.setShortcut(shortcut)
        return action

    # -- the document ---------------------------------------------------------------------
    def _attach(self, doc: GameDocument, stored=None) -> None:
        self.doc = doc
        self.undo.clear()
        self.model = SheetModel(doc, self, self.lang)
        self.model.edit_requested.connect(self._cell_edit)
        self.model.rejected.connect(self.show_inline)
        self.view.setModel(self.model)
        # the foul boxes; a boulevard game has a violation ladder there instead
        self.view.setItemDelegateForColumn(3, None if self.model.club else FoulDelegate(self.view))
        doc.listeners.append(self.refresh)
        self.autosave.attach(doc, self.path, (doc.doc.get("meta") or {}).get("judge"), stored)
        self.refresh()

    def refresh(self, change=None) -> None:
        """The document changed: every view is redrawn from the new state."""
        current = self.view.currentIndex()
        if self.model.refresh() and current.isValid():
            self.view.setCurrentIndex(self.model.index(current.row(), min(current.column(), self.model.columnCount() - 1)))
        self._resize_columns()
        state = self.doc.state
        self.model.set_reveal(self.full_view or self.model.reveal)
        self.findings.show_state(state, self.lang, self.model.reveal)
        self.flow_panel.show_flow(flow(state))
        self.night_panel.show_state(state, self.lang, self.model.reveal)
        self.quick.refresh()
        self._header()
        self._footer()
        self._banner()
        self._title()

    def _resize_columns(self) -> None:
        """Widen a column to its longest text, measured from the model's own strings: much
        cheaper than letting the view ask every cell on every change."""
        metrics = self.view.fontMetrics()
        header = self.view.horizontalHeader()
        pad = metrics.horizontalAdvance("MM")
        for column, col in enumerate(self.model.columns):
            if col.kind == "fouls":
                wanted = round(4.6 * metrics.height()) + pad
            else:
                texts = self.model.texts(column) + [str(self.model.headerData(column, Qt.Horizontal) or "")]
                wanted = max(metrics.horizontalAdvance(text) for text in texts) + pad
            if col.kind == "name":
                wanted = max(140, min(240, wanted))
            if header.sectionSize(column) != wanted:
                header.resizeSection(column, wanted)

    def _header(self) -> None:
        meta = self.doc.doc.get("meta", {})
        parts = [meta.get("tournament", "")]
        for key, label in (("round", translate("MainWindow", "round")), ("table", translate("MainWindow", "table")), ("game", translate("MainWindow", "game"))):
            if meta.get(key) not in (None, ""):
                parts.append(f"{label} {meta[key]}")
        parts += [str(meta.get("date", "")), (translate("MainWindow", "judge") + " " + meta["judge"]) if meta.get("judge") else ""]
        rules = self.doc.state.rules
        title = " · ".join(_escape(str(p)) for p in parts if p) or translate("MainWindow", "A game without a header")
        book = rules.title(self.lang)
        changed = ", ".join(f"{k}={v}" for k, v in rules.explicit.items())
        self.header.setText(f"<b>{title}</b> — {_escape(book)}{' (' + changed + ')' if changed else ''}"
                            + self._signature_note())

    def _signature_note(self) -> str:
        signature = self.doc.doc.get("signature")
        if not signature:
            return ""
        from app.signing import fingerprint
        who = _escape(f"{signature.get('signer', '')}, {signature.get('signed_at', '')}")
        if signature.get("document_sha256") == fingerprint(self.doc.doc):
            return " — ✔ " + translate("MainWindow", "signed by %1").replace("%1", who)
        return " — <span style='color:#b71c1c'>✎ " + translate(
            "MainWindow", "changed since it was signed by %1: sign the new revision").replace("%1", who) + "</span>"

    def _footer(self) -> None:
        state = self.doc.state
        declared = (self.doc.doc.get("result") or {}).get("winner")
        if state.outcome is None:
            text = translate("MainWindow", "The game goes on.")
        else:
            text = translate("MainWindow", "By the protocol: %1.").replace("%1", winner_text(state.outcome.winner))
        if declared:
            text += " " + translate("MainWindow", "Declared: %1.").replace("%1", winner_text(declared))
        if state.best_move:
            bm = state.best_move
            text += " " + translate("MainWindow", "Best move of %1: %2 (%3 guessed).").replace(
                "%1", str(bm.seat)).replace("%2", ", ".join(map(str, bm.guess))).replace("%3", str(bm.hits))
        self.result_label.setText(text)
        self.confirm.setEnabled(state.outcome is not None and declared != state.outcome.winner)

    def _banner(self) -> None:
        """Consequences of the last event the judge must act on, prompted, not buried."""
        state = self.doc.state
        last = self._last_position()
        urgent = [f for f in state.findings if f.severity in ("warning", "error")
                  and last is not None and (f.phase, f.event) == last
                  and (self.model.reveal or not is_private(f))]
        if state.outcome is not None and not (self.doc.doc.get("result") or {}).get("winner"):
            urgent.append(next(f for f in state.findings if f.code in ("game.over", "result.missing")))
        if urgent:
            self.banner.setText("<br>".join(_escape(f.message(self.lang)) for f in urgent))
            self.banner.show()
        else:
            self.banner.hide()

    def _last_position(self) -> tuple[str, int] | None:
        for phase in reversed(self.doc.phases):
            if phase["events"]:
                return phase["phase"], len(phase["events"]) - 1
        return None

    def _title(self, *_) -> None:
        name = Path(self.path).name if self.path else translate("MainWindow", "New game")
        self.setWindowTitle(f"{name}{' *' if not self.undo.isClean() else ''} — Mafia Protocol")

    # -- recording ------------------------------------------------------------------------
    def submit(self, commands: list[dict]) -> None:
        """A quick-entry line: all its commands, or none of them (a dry run first)."""
        if len(commands) == 1:   # nothing to roll back: resolve against the live state
            self.record(resolve(commands[0], self.doc.state))
            return
        trial = GameDocument(copy.deepcopy(self.doc.doc))
        planned = []
        for command in commands:
            event = resolve(command, trial.state)
            if event["type"] == "_next_phase":
                trial.append_phase()
            else:
                trial.append_event(event)
            planned.append(event)
        self.undo.beginMacro(translate("MainWindow", "Quick entry"))
        for event in planned:
            self.record(event)
        self.undo.endMacro()

    def record(self, event: dict) -> None:
        """One event at the end of the current phase, through the undo stack."""
        if event["type"] == NEXT_PHASE["type"]:
            self.next_phase()
            return
        if event["type"] == "_shot":
            self._record_shot(event["shooter"], event["target"])
            return
        phase = len(self.doc.phases) - 1
        index = len(self.doc.phases[phase]["events"])
        self.undo.push(cmd.AddEvent(self.doc, phase, index, event, _describe(event)))

    def _record_shot(self, shooter: int, target: int | None) -> None:
        """Clicked shots build one shooting event, as ``k 5:8 9:8`` would."""
        phase = len(self.doc.phases) - 1
        events = self.doc.phases[phase]["events"]
        for i, event in enumerate(events):
            if event["type"] == "shooting" and "shots" in event:
                new = copy.deepcopy(event)
                new["shots"][str(shooter)] = target
                self.undo.push(cmd.ReplaceEvent(self.doc, phase, i, new, translate("MainWindow", "Shot")))
                return
        self.record({"type": "shooting", "shots": {str(shooter): target}})

    def next_phase(self) -> None:
        self.undo.push(cmd.NextPhase(self.doc, translate("MainWindow", "Next phase")))

    def delete_last(self) -> None:
        last = self._last_position()
        if last is None:
            return
        phase = next(i for i, p in enumerate(self.doc.phases) if p["phase"] == last[0])
        self.undo.push(cmd.RemoveEvent(self.doc, phase, last[1], translate("MainWindow", "Delete event")))

    def _selected_seat(self) -> int | None:
        index = self.view.currentIndex()
        return index.row() + 1 if index.isValid() else None

    def _selected_seat_event(self, kind: str) -> None:
        seat = self._selected_seat()
        if seat is None:
            self.show_inline(translate("MainWindow", "Select a seat in the sheet first."))
            return
        self.record({"type": kind, "seat": seat})

    def _selected_menu(self) -> None:
        index = self.view.currentIndex()
        if index.isValid():
            self._context_menu(self.view.visualRect(index).center())

    def _context_menu(self, pos) -> None:
        index = self.view.indexAt(pos)
        if not index.isValid():
            return
        menu = QMenu(self)
        fill_menu(menu, self.doc.state, index.row() + 1, self.record, self._ask_voters)
        menu.exec(self.view.viewport().mapToGlobal(pos))

    def _ask_voters(self, seat: int, exactly: int) -> dict | None:
        title = translate("MainWindow", "Best move of player %1").replace("%1", str(seat)) if exactly else (
            translate("MainWindow", "Hands against player %1").replace("%1", str(seat)) if seat else translate("MainWindow", "Hands for lifting all"))
        dialog = VotersDialog(self.doc.state, title, exactly, self)
        return dialog.result_fields() if dialog.exec() else None

    def _cell_clicked(self, index: QModelIndex) -> None:
        if self.model.columns[index.column()].kind == "fouls":
            self.record({"type": "foul", "seat": index.row() + 1})

    def _cell_edit(self, seat: int, field: str, value) -> None:
        self.undo.push(cmd.SetPlayer(self.doc, seat, field, value, translate("MainWindow", "Edit player %1").replace("%1", str(seat))))

    def show_inline(self, text: str) -> None:
        self.inline.setText(text)
        self.inline.setVisible(bool(text))

    def select_finding(self, finding: Finding) -> None:
        """Select the cell a finding is about: its seat's row in its phase's column."""
        if finding.phase is None:
            return
        phase = next((i for i, p in enumerate(self.doc.phases) if p["phase"] == finding.phase), None)
        if phase is None:
            return
        seat, kind = 1, "night" if finding.phase.startswith("N") else "nom"
        if finding.event is not None and finding.event < len(self.doc.phases[phase]["events"]):
            event = self.doc.phases[phase]["events"][finding.event]
            seat = next((event[k] for k in ("seat", "by", "candidate", "target") if isinstance(event.get(k), int)), 1)
            if event["type"] in ("vote", "lift_vote"):
                kind = "vote"
        column = self.model.column_of(kind, finding.phase)
        if column < 0:
            column = 1
        self.view.setCurrentIndex(self.model.index(seat - 1, column))
        self.view.setFocus()

    # -- result and awards ---------------------------------------------------------------------
    def confirm_result(self) -> None:
        state = self.doc.state
        if state.outcome is None:
            return
        self.undo.push(cmd.SetTop(self.doc, "result", {"winner": state.outcome.winner}, translate("MainWindow", "Confirm result")))

    def declare_result(self) -> None:
        state = self.doc.state
        dialog = ResultDialog(state.outcome.winner if state.outcome else None, self)
        if dialog.exec():
            self.undo.push(cmd.SetTop(self.doc, "result", dialog.declared(), translate("MainWindow", "Declare result")))

    def apply_signature(self, signature: dict) -> None:
        self.undo.push(cmd.SetTop(self.doc, "signature", signature, translate("MainWindow", "Signature")))
        self.autosave.signed(signature)

    def edit_awards(self) -> None:
        dialog = AwardsDialog(self.doc.state, self.doc.doc.get("awards") or {}, self)
        if dialog.exec():
            self.undo.push(cmd.SetTop(self.doc, "awards", dialog.awards() or None, translate("MainWindow", "Awards")))

    # -- privacy ------------------------------------------------------------------------------
    def toggle_full_view(self) -> None:
        if not self.full_view and not self.doc.state.is_game_over():
            answer = QMessageBox.question(self, translate("MainWindow", "Full view"), t(
                "The game is not over. Show roles, shots and checks to everyone who can see the screen?"))
            if answer != QMessageBox.Yes:
                self.full_action.setChecked(False)
                return
        self.full_view = not self.full_view
        self.full_action.setChecked(self.full_view)
        self.set_reveal(self.full_view)

    def set_reveal(self, reveal: bool) -> None:
        self.model.set_reveal(reveal)
        self.findings.show_state(self.doc.state, self.lang, reveal)
        self.night_panel.show_state(self.doc.state, self.lang, reveal)
        self._banner()

    def keyPressEvent(self, event) -> None:
        if event.key() == REVEAL_KEY and not event.isAutoRepeat():
            self.set_reveal(True)
            return
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event) -> None:
        if event.key() == REVEAL_KEY and not event.isAutoRepeat():
            self.set_reveal(self.full_view)
            return
        super().keyReleaseEvent(event)

    # -- files --------------------------------------------------------------------------------
    def new_game(self) -> None:
        if not self._may_discard():
            return
        dialog = NewGameDialog(self, lang=self.lang, names_for=self._names_for())
        if dialog.exec():
            doc = GameDocument.new(dialog.names(), dialog.roles(), dialog.ruleset(), dialog.meta())
            self.path = None
            self._attach(doc)
            self.undo.setClean()

    def new_game_from_seating(self, path: str | None = None, round_number: int | None = None,
                              table: int | None = None) -> None:
        """A tournament table: the seating schedule names the players in seat order; the
        judge deals the roles and checks the rule book before the game starts."""
        from PySide6.QtWidgets import QInputDialog

        from app.tournament import SeatingError, load_schedule
        if not self._may_discard():
            return
        if path is None:
            path, _ = QFileDialog.getOpenFileName(self, translate("MainWindow", "Seating schedule"), "",
                                                  translate("MainWindow", "Schedules (*.json *.csv)"))
            if not path:
                return
        try:
            schedule = load_schedule(path)
        except (SeatingError, OSError, ValueError) as err:
            message = err.message(self.lang) if hasattr(err, "message") else str(err)
            QMessageBox.warning(self, translate("MainWindow", "Cannot open"), message)
            return
        if round_number is None or table is None:
            places = [(r + 1, t + 1) for r, round_ in enumerate(schedule.rounds) for t in range(len(round_))]
            template = translate("MainWindow", "round %1, table %2")
            choices = [template.replace("%1", str(r)).replace("%2", str(t)) for r, t in places]
            chosen, ok = QInputDialog.getItem(self, translate("MainWindow", "Which table?"),
                                              translate("MainWindow", "Table of the schedule:"), choices, 0, False)
            if not ok:
                return
            round_number, table = places[choices.index(chosen)]
        names = schedule.grid()[round_number - 1][table - 1]
        seeded = {"players": [{"seat": i + 1, "name": n, "role": r} for i, (n, r) in
                              enumerate(zip(names, ["citizen"] * 6 + ["sheriff", "mafia", "mafia", "don"]))],
                  "ruleset": "league", "meta": {"round": round_number, "table": table}}
        dialog = NewGameDialog(self, doc=seeded, lang=self.lang, names_for=self._names_for())
        dialog.setWindowTitle(translate("MainWindow", "New game from the seating"))
        dialog.draw_roles()
        if dialog.exec():
            doc = GameDocument.new(dialog.names(), dialog.roles(), dialog.ruleset(), dialog.meta())
            self.path = None
            self._attach(doc)
            self.undo.setClean()

    def strike_event(self, index: int | None = None) -> None:
        """Ф.6 before the public reveal: the wrong event of this phase is struck with a trace
        (a correction event); the judge then records the right one."""
        from PySide6.QtWidgets import QInputDialog
        if not self.model.club:
            self.show_inline(translate("MainWindow", "In the sport rule books an event is corrected by undo or by editing it."))
            return
        events = self.doc.phases[-1]["events"]
        if index is None:
            choices = [f"#{i + 1}: {_describe(e)}" for i, e in enumerate(events) if e.get("type") != "correction"]
            if not choices:
                return
            chosen, ok = QInputDialog.getItem(self, translate("MainWindow", "Strike an event"),
                                              translate("MainWindow", "The event recorded by mistake:"), choices, 0, False)
            if not ok:
                return
            index = int(chosen.split(":", 1)[0][1:]) - 1
        self.record({"type": "correction", "event": index, "replacement": None})

    def host_error(self, round_name: str | None = None, remedy: str | None = None) -> None:
        """Ф.6 after the reveal: secret decisions are never rewritten; a neutral decision is
        recorded, or the previous round is replayed."""
        from PySide6.QtWidgets import QInputDialog
        if not self.model.club:
            self.show_inline(translate("MainWindow", "Host's errors are recorded in boulevard games."))
            return
        if round_name is None or remedy is None:
            names = [p["phase"] for p in self.doc.phases[:-1]][::-1]
            if not names:
                return
            round_name, ok = QInputDialog.getItem(self, translate("MainWindow", "Host's error"),
                                                  translate("MainWindow", "The round it concerns:"), names, 0, False)
            if not ok:
                return
            remedies = {translate("MainWindow", "a neutral decision"): "neutral",
                        translate("MainWindow", "replay the round"): "replay"}
            label, ok = QInputDialog.getItem(self, translate("MainWindow", "Host's error"),
                                             translate("MainWindow", "Remedy:"), list(remedies), 0, False)
            if not ok:
                return
            remedy = remedies[label]
        self.record({"type": "host_error", "round": round_name, "remedy": remedy})

    def new_club_game(self) -> None:
        if not self._may_discard():
            return
        dialog = ClubGameDialog(self, lang=self.lang)
        if dialog.exec():
            doc = GameDocument.new(dialog.names(), dialog.roles(), dialog.ruleset(), dialog.meta())
            self.path = None
            self._attach(doc)
            self.undo.setClean()

    def export_journal(self) -> str | None:
        """The host's private journal (boulevard): warnings, votes and night actions in order,
        never printed on the public protocol."""
        state = self.doc.state
        if not hasattr(state, "journal"):
            self.show_inline(translate("MainWindow", "Only a boulevard game keeps a host's journal."))
            return None
        from app.boulevard import export_text
        suggested = str(Path(self.path).with_suffix(".journal.txt")) if self.path else "journal.txt"
        path, _ = QFileDialog.getSaveFileName(self, translate("MainWindow", "Host's journal"), suggested,
                                              translate("MainWindow", "Text (*.txt)"))
        if not path:
            return None
        from .export import write_atomically
        write_atomically(path, export_text(state, self.lang).encode("utf-8"))
        return path

    def edit_table(self) -> None:
        if self.model.club:
            self.show_inline(translate("MainWindow", "A boulevard table is dealt in the new game dialog; "
                                                     "nicknames can be edited in the sheet."))
            return
        dialog = NewGameDialog(self, doc=self.doc.doc, lang=self.lang, names_for=self._names_for())
        if not dialog.exec():
            return
        self.undo.beginMacro(translate("MainWindow", "Table and rule book"))
        self.undo.push(cmd.SetTop(self.doc, "players", dialog.players(), translate("MainWindow", "Players")))
        self.undo.push(cmd.SetTop(self.doc, "ruleset", dialog.ruleset(), translate("MainWindow", "Rule book")))
        self.undo.push(cmd.SetTop(self.doc, "meta", {**(self.doc.doc.get("meta") or {}), **dialog.meta()}, translate("MainWindow", "Header")))
        self.undo.endMacro()

    def _names_for(self):
        """Nicknames from the archive's players, for completion while typing."""
        if self.archive is None:
            return None
        from app.storage import ArchiveError

        def names(prefix: str) -> list[str]:
            try:
                return self.archive.player_names(prefix, limit=12)
            except ArchiveError:
                return []
        return names

    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, translate("MainWindow", "Open game"), "", translate("MainWindow", "Games (*.json)"))
        if path:
            self.open_path(path)

    def open_path(self, path: str) -> bool:
        if not self._may_discard():
            return False
        try:
            doc = load_game(path)
        except GameFileError as err:
            QMessageBox.warning(self, translate("MainWindow", "Cannot open"), err.message(self.lang))
            return False
        self.path = path
        self._attach(GameDocument(doc))
        self.undo.setClean()
        return True

    def save(self) -> bool:
        if not self.path:
            return self.save_as()
        try:
            save_game(self.doc.doc, self.path)
        except GameFileError as err:
            QMessageBox.warning(self, translate("MainWindow", "Cannot save"), err.message(self.lang))
            return False
        self.undo.setClean()
        self.autosave.saved_to_file(self.path)
        return True

    def save_as(self) -> bool:
        path, _ = QFileDialog.getSaveFileName(self, translate("MainWindow", "Save game"), self.path or "game.json", translate("MainWindow", "Games (*.json)"))
        if not path:
            return False
        self.path = path
        return self.save()

    def _may_discard(self) -> bool:
        if self.undo.isClean():
            return True
        answer = QMessageBox.question(self, translate("MainWindow", "Unsaved changes"), translate("MainWindow", "Save the changes of this game?"),
                                      QMessageBox.Save | QMessageBox.Discard | QMessageBox.Cancel)
        if answer == QMessageBox.Save:
            return self.save()
        return answer == QMessageBox.Discard

    def closeEvent(self, event: QEvent) -> None:
        if self._may_discard():
            self.autosave.closed()
            event.accept()
        else:
            event.ignore()

    def dragEnterEvent(self, event) -> None:
        if any(u.toLocalFile().endswith(".json") for u in event.mimeData().urls()):
            event.acceptProposedAction()

    def dropEvent(self, event) -> None:
        for url in event.mimeData().urls():
            if url.toLocalFile().endswith(".json"):
                self.open_path(url.toLocalFile())
                break

    def set_language(self, lang: str) -> None:
        QSettings().setValue("language", lang)
        QMessageBox.information(self, "Mafia Protocol", translate("MainWindow", "The language changes at the next start.")
                                if lang == self.lang else
                                ("Язык сменится при следующем запуске." if lang == "ru"
                                 else "The language changes at the next start."))


def _describe(event: dict) -> str:
    return " ".join(f"{k}={v}" for k, v in event.items())


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;")
