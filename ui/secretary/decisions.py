"""The secretary's decisions in the window: correct a game, count one of two conflicting
protocols, exclude a game or count it again — each with who decides and why.  The
window takes the decision (app.tournament.settle) and reads the tournament again."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QLocale, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from app.editions import SPORT
from app.i18n import window_locale
from app.tournament.board import GridCell
from app.tournament.games import TournamentGame

from .events import EventEditor, current_value
from .texts import translate, winner_text

# what "Count again" may count: a game the secretary excluded, one of another tournament,
# one held for breaking a rule (counted as recorded, by the secretary's decision)
INCLUDABLE = ("game.excluded", "game.other_tournament_set_aside", "game.held")


class ReasonDialog(QDialog):
    """Who decides and why; for a correction also what changes."""

    def __init__(self, title: str, lang: str, author: str = "", correction: bool = False,
                 game: TournamentGame | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.lang = lang
        form = QFormLayout()
        self.field = QComboBox()
        self.seat = QSpinBox()
        self.seat.setRange(1, SPORT.table.last_seat)      # tournaments play sport tables
        self.value = QStackedWidget()
        self.number = QDoubleSpinBox()
        self.number.setRange(-3.0, 3.0)
        self.number.setSingleStep(0.1)
        self.number.setDecimals(2)
        self.number.setLocale(QLocale(window_locale(lang)))   # 0,40 as Russian judges write it
        self.none = QCheckBox(translate("Secretary", "no figure"))
        self.none.setToolTip(translate("Secretary", "Remove the figure the protocol has for this seat"))
        # typing a figure means a figure: "no figure" goes off by itself
        self.number.valueChanged.connect(lambda _: self.none.setChecked(False))
        figure = QWidget()
        figure_row = QHBoxLayout(figure)
        figure_row.setContentsMargins(0, 0, 0, 0)
        figure_row.addWidget(self.number)
        figure_row.addWidget(self.none)
        figure_row.addStretch(1)
        self.winner = QComboBox()
        for w in ("red", "black", "draw"):
            self.winner.addItem(winner_text(w, lang), w)
        self.name = QLineEdit()
        self.game = game
        # not ``self.event``: that would hide QWidget.event(), which Qt calls for every event
        self.event_editor = EventEditor(game, lang)
        for widget in (figure, self.winner, self.name, self.event_editor):
            self.value.addWidget(widget)
        self.figure = figure
        self.current = QLabel()
        self.preview = QLabel()
        self.preview.setWordWrap(True)
        self.preview.setStyleSheet("color: #37474f;")
        if correction:
            for key, text in (("extra", translate("Secretary", "Extra points (ДБ)")),
                              ("penalty", translate("Secretary", "Penalty")),
                              ("result", translate("Secretary", "Result")),
                              ("name", translate("Secretary", "Nickname")),
                              ("event", translate("Secretary", "An event of the protocol"))):
                self.field.addItem(text, key)
            self.field.currentIndexChanged.connect(self._field_changed)
            self.seat.valueChanged.connect(self._field_changed)
            for signal in (self.number.valueChanged, self.none.toggled, self.winner.currentIndexChanged,
                           self.name.textChanged, self.event_editor.changed):
                signal.connect(self._preview)
            form.addRow(translate("Secretary", "What:"), self.field)
            form.addRow(translate("Secretary", "Seat:"), self.seat)
            form.addRow(translate("Secretary", "Now:"), self.current)
            form.addRow(translate("Secretary", "New value:"), self.value)
            form.addRow(translate("Secretary", "What changes:"), self.preview)
            self.sign = QCheckBox(translate("Secretary", "Sign the correction with my key"))
            self.sign.setToolTip(translate("Secretary", "The corrected protocol is signed as a revision over the "
                                                        "judge's signed one; both are kept"))
            form.addRow("", self.sign)
        self.author = QLineEdit(author)
        self.author.setPlaceholderText(translate("Secretary", "secretary or chief judge"))
        self.reason = QLineEdit()
        self.reason.setMinimumWidth(360)
        form.addRow(translate("Secretary", "Who decides:"), self.author)
        form.addRow(translate("Secretary", "Why:"), self.reason)
        self.problem = QLabel()
        self.problem.setStyleSheet("color: #b00020;")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(translate("Secretary", "Journal the decision"))
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(translate("Secretary", "Cancel"))
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)
        if correction:
            self._field_changed()

    def _field_changed(self, *_: object) -> None:
        key: str = self.field.currentData()
        self.seat.setEnabled(key not in ("result", "event"))
        pages: dict[str, QWidget] = {"extra": self.figure, "penalty": self.figure, "result": self.winner,
                                     "name": self.name, "event": self.event_editor}
        self.value.setCurrentWidget(pages[key])
        if self.game is None:
            return
        self.current.setText(current_value(self.game, key, self.seat.value(), self.lang))
        seat = str(self.seat.value())
        awards = self.game.doc.get("awards") or {}
        if key in ("extra", "penalty"):
            current = (awards.get("extra_points" if key == "extra" else "penalty_points") or {}).get(seat)
            self.number.setValue(float(current or 0.0))
            self.none.setChecked(current is None)
        elif key == "name":
            player: dict[str, Any] = next((p for p in self.game.doc["players"] if p["seat"] == self.seat.value()), {})
            self.name.setText(player.get("name") or "")
        elif key == "result":
            index = self.winner.findData(self.game.declared_winner or self.game.state.winner)
            if index >= 0:
                self.winner.setCurrentIndex(index)
        self._preview()

    def _preview(self, *_: object) -> None:
        """The correction's readable diff, before it is journalled (app.scan.changes' words)."""
        if self.game is None or not self.field.count():
            return
        from app.scan.changes import describe_changes
        from app.tournament.decisions import Decision, DecisionError, apply_correction
        try:
            fields = self.fields()
            decision = Decision("correct", "preview", "-", "-", fields["field"], fields.get("seat"), fields["new"])
            corrected, _ = apply_correction(self.game.doc, decision)
        except (DecisionError, ValueError) as error:
            self.preview.setText(error.message(self.lang) if isinstance(error, DecisionError) else str(error))
            return
        self.preview.setText("\n".join(describe_changes(self.game.doc, corrected, self.lang)))

    def _accept(self) -> None:
        if not self.author.text().strip():
            self.problem.setText(translate("Secretary", "Say who decides."))
            return
        if not self.reason.text().strip():
            self.problem.setText(translate("Secretary", "Say why: the journal keeps the reason."))
            return
        if self.field.count() and self.field.currentData() == "name" and not self.name.text().strip():
            self.problem.setText(translate("Secretary", "The nickname is empty."))
            return
        if self.field.count() and self.field.currentData() == "event":
            try:
                self.event_editor.change()
            except ValueError as error:
                self.problem.setText(str(error))
                return
        self.accept()

    def fields(self) -> dict[str, Any]:
        out: dict[str, Any] = {"author": self.author.text().strip(), "reason": self.reason.text().strip()}
        if self.field.count():
            key = self.field.currentData()
            out["field"] = key
            if key != "result":
                out["seat"] = self.seat.value()
            # zero is a value (a penalty cancelled is 0, not "no figure"): "none" is its own box
            new: dict[str, Callable[[], object]] = {
                "extra": lambda: None if self.none.isChecked() else round(self.number.value(), 2),
                "penalty": lambda: None if self.none.isChecked() else round(self.number.value(), 2),
                "result": self.winner.currentData, "name": lambda: self.name.text().strip(),
                "event": self.event_editor.change}
            out["new"] = new[key]()
            if key == "event":
                out.pop("seat", None)
            out["sign"] = self.sign.isChecked()
        return out


class DecisionPanel(QWidget):
    """Under the place's details: its protocols, and what the secretary may do with one."""

    decided = Signal(object, str, dict)      # the game, the kind, the dialog's fields

    def __init__(self, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lang = lang
        self.author = ""
        self.enabled_sources = False
        self.games = QComboBox()
        self.games.currentIndexChanged.connect(self._update)
        self.correct_button = QPushButton(translate("Secretary", "Correct…"))
        self.choose_button = QPushButton(translate("Secretary", "Count this protocol"))
        self.exclude_button = QPushButton(translate("Secretary", "Exclude"))
        self.include_button = QPushButton(translate("Secretary", "Count again"))
        self.correct_button.clicked.connect(lambda: self._ask("correct"))
        self.choose_button.clicked.connect(lambda: self._ask("choose"))
        self.exclude_button.clicked.connect(lambda: self._ask("exclude"))
        self.include_button.clicked.connect(lambda: self._ask("include"))
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 4, 0, 0)
        grid.addWidget(QLabel(translate("Secretary", "Protocol:")), 0, 0)
        grid.addWidget(self.games, 0, 1)
        grid.addWidget(self.correct_button, 1, 0)
        grid.addWidget(self.choose_button, 1, 1)
        grid.addWidget(self.exclude_button, 2, 0)
        grid.addWidget(self.include_button, 2, 1)
        self.set_cell(None)

    def set_cell(self, cell: GridCell | None) -> None:
        self.games.blockSignals(True)
        self.games.clear()
        if cell is not None:
            for game in cell.games + cell.rejected:
                self.games.addItem(game.label, game)
        self.games.blockSignals(False)
        self._update()

    def current(self) -> TournamentGame | None:
        game: TournamentGame | None = self.games.currentData()
        return game

    def _update(self, *_: object) -> None:
        game = self.current()
        live = game is not None and self.enabled_sources
        why = game.set_aside.code if game is not None and game.set_aside is not None else None
        self.correct_button.setEnabled(live and game is not None and not game.forged)
        self.choose_button.setEnabled(live and why == "game.conflict")
        self.exclude_button.setEnabled(live and why is None)
        self.include_button.setEnabled(live and why in INCLUDABLE)

    def _ask(self, kind: str) -> None:
        game = self.current()
        if game is None:
            return
        titles = {"correct": translate("Secretary", "Correct {game}"),
                  "choose": translate("Secretary", "Count {game} for its place"),
                  "exclude": translate("Secretary", "Exclude {game}"),
                  "include": translate("Secretary", "Count {game} again")}
        dialog = ReasonDialog(titles[kind].format(game=game.label), self.lang, self.author,
                              correction=kind == "correct", game=game, parent=self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            fields = dialog.fields()
            self.author = fields["author"]
            self.decided.emit(game, kind, fields)
