"""The boulevard night: one row per role dealt, in the text's order, typed or clicked, and one
confirm for the whole night.

Nothing here may tell the table who holds a card.  Every target list offers every seat at
the table (a list without the actor's own seat would name the actor); the actor is not
shown at all — the card's holder acts, or, for the shot, the mafioso the host names.  An
illegal choice is refused when the night is confirmed, by the engine (app/boulevard), and
its reason waits for F9.  The rows are built once a night, so they do not move as actions
are recorded; each has a key (Alt+P, Alt+D, … anywhere; the letter alone inside the panel),
the same letters as the quick-entry commands.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypedDict

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QFocusEvent, QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from app.boulevard.entry import LETTERS
from app.editions import club_state, edition_of
from app.kernel.entry import QuickEntryError
from app.table_state import TableState

if TYPE_CHECKING:
    from app.boulevard.model import Night
    from app.boulevard.roles import NightRole
    from app.boulevard.state import BoulevardState

translate = QCoreApplication.translate
NO_SHOT = -1


class Row(TypedDict):
    """A role's row: its target(s), the mafioso who showed the shot or the answer shown, a mark."""
    role: NightRole
    first: QComboBox
    second: QComboBox | None
    shown: QComboBox | None
    status: QLabel


class SeatBox(QComboBox):
    """A seat list that Delete and Backspace empty (and Ctrl+A, then either), as a typed
    field would be: a host should not have to find Home to take a choice back."""

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if (
            event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace)
            and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        ):
            self.setCurrentIndex(0)
            event.accept()
            return
        if event.matches(QKeySequence.StandardKey.SelectAll):
            event.accept()  # the whole choice is the selection: Delete then clears it
            return
        super().keyPressEvent(event)


class NightPanel(QGroupBox):
    """``submit`` records a list of quick-entry commands, all or none (the sheet's own entry
    point): it fills in who acts and refuses, by raising, what the engine would not accept."""

    def __init__(self, submit: Callable[[list[dict[str, Any]]], None], parent: QWidget | None = None) -> None:
        super().__init__(translate("NightPanel", "Night actions"), parent)
        self.submit = submit
        self.lang = "ru"
        self.reveal = False
        self.state: TableState | None = None
        self._key: tuple[str, int, tuple[str, ...], tuple[int, ...]] | None = None
        self._refused: QuickEntryError | None = None
        self.rows: dict[str, Row] = {}
        outer = QVBoxLayout(self)
        outer.setContentsMargins(6, 4, 6, 4)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(6)
        self.grid.setVerticalSpacing(2)
        outer.addLayout(self.grid)
        bottom = QHBoxLayout()
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color:#b71c1c")
        self.message.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.confirm = QPushButton(translate("NightPanel", "Record the night (Enter)"))
        self.confirm.clicked.connect(self.record_night)
        bottom.addWidget(self.message, 1)
        bottom.addWidget(self.confirm)
        outer.addLayout(bottom)
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            shortcut = QShortcut(QKeySequence(key), self, self.record_night)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.shortcuts: dict[str, list[QShortcut]] = {}
        for action, letter in LETTERS.items():
            keys = []
            for sequence, context in (
                (f"Alt+{letter.upper()}", Qt.ShortcutContext.WindowShortcut),
                (letter.upper(), Qt.ShortcutContext.WidgetWithChildrenShortcut),
            ):
                shortcut = QShortcut(QKeySequence(sequence), self, lambda a=action: self.focus_row(a))
                shortcut.setContext(context)
                shortcut.setEnabled(False)
                keys.append(shortcut)
            self.shortcuts[action] = keys

    # -- building ------------------------------------------------------------------------
    def show_state(self, state: TableState, lang: str, reveal: bool) -> None:
        """Show the current night of an edition that records its nights role by role
        (hidden otherwise: the sport night is a shooting and two checks, on the sheet)."""
        self.state, self.lang, self.reveal = state, lang, reveal
        phase, club = state.phase, club_state(state)
        if (
            club is None
            or not edition_of(state).night_by_roles
            or phase is None
            or phase.name[0] != "N"
            or phase.number == 0
            or state.outcome
        ):
            self._key = None
            self._enable_keys(set())
            self.hide()
            return
        key = (
            phase.name,
            len(state.phases),
            tuple(r.action for r in club.night_roles()),
            tuple(club.at_table_tonight()),
        )
        if key != self._key:
            self._build(club)
            self._key = key
            self._refused = None
        self._update(club.nights[phase.name])
        self.show()

    def _build(self, state: BoulevardState) -> None:
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.rows.clear()
        seats = state.at_table_tonight()
        for row, night_role in enumerate(state.night_roles()):
            letter = LETTERS[night_role.action]
            name = translate("NightPanel", "Mafia") if night_role.action == "mafia_shot" else night_role.name(self.lang)
            label = QLabel(f"<b>{letter.upper()}</b>&nbsp;{name}")  # the shot is the mafia's, not one card's
            label.setTextFormat(Qt.TextFormat.RichText)
            first = self._seat_box(seats, shot=night_role.action == "mafia_shot")
            first.setToolTip(translate("NightPanel", "Target (Alt+%1)").replace("%1", letter.upper()))
            label.setBuddy(first)
            second = None
            if night_role.targets == 2:
                second = self._seat_box(seats)
                second.setToolTip(translate("NightPanel", "Second target"))
            elif night_role.action == "mafia_shot":
                second = self._seat_box(seats, blank=translate("NightPanel", "who showed"))
                second.setToolTip(
                    translate(
                        "NightPanel",
                        "The mafioso who showed the target (left blank: the Don, or the first mafioso at the table)",
                    )
                )
            shown = self._answer_box(night_role.action)
            status = QLabel()
            status.setMinimumWidth(56)
            status.setWordWrap(True)
            self.grid.addWidget(label, row, 0)
            self.grid.addWidget(first, row, 1)
            if second is not None:
                self.grid.addWidget(second, row, 2)
            if shown is not None:
                self.grid.addWidget(shown, row, 3)
            self.grid.addWidget(status, row, 4)
            self.rows[night_role.action] = {
                "role": night_role,
                "first": first,
                "second": second,
                "shown": shown,
                "status": status,
            }
            for box in (first, second, shown):
                if box is not None:
                    box.installEventFilter(self)
        self.grid.setColumnStretch(4, 1)
        self._enable_keys(set(self.rows))
        boxes = [box for row in self.rows.values() for box in _boxes(row)]
        for before, after in zip(boxes, boxes[1:]):
            self.setTabOrder(before, after)
        if boxes:
            self.setTabOrder(boxes[-1], self.confirm)

    def _seat_box(self, seats: list[int], shot: bool = False, blank: str = "") -> QComboBox:
        box = SeatBox()
        box.addItem(blank or "", None)
        if shot:
            box.addItem(translate("NightPanel", "no shot"), NO_SHOT)
        for seat in seats:
            box.addItem(str(seat), seat)
        box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        return box

    def _answer_box(self, action: str) -> QComboBox | None:
        """The answer the host showed the Commissar or the Journalist (Ф.3), as a typed
        ``c4+`` / ``j4:7=`` gives it; left blank, the journal says no answer was recorded."""
        answers = {
            "commissar_check": (
                (translate("NightPanel", "shown: mafia"), "mafia"),
                (translate("NightPanel", "shown: not mafia"), "not_mafia"),
            ),
            "journalist_compare": (
                (translate("NightPanel", "shown: the same side"), "same"),
                (translate("NightPanel", "shown: different sides"), "different"),
            ),
        }
        if action not in answers:
            return None
        box = SeatBox()
        box.addItem(translate("NightPanel", "answer shown"), None)
        for text, value in answers[action]:
            box.addItem(text, value)
        box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        box.setToolTip(translate("NightPanel", "The answer shown to the role"))
        return box

    def _enable_keys(self, actions: set[str]) -> None:
        for action, keys in self.shortcuts.items():
            for shortcut in keys:
                shortcut.setEnabled(action in actions)

    def _update(self, night: Night) -> None:
        """What is recorded: a mark, and who did what only while F9 is held."""
        for action, row in self.rows.items():
            done = night.actions.get(action)
            if done is not None and self.reveal:
                text = f"{done.by}→{','.join(map(str, done.targets)) or '—'}"
            elif done is not None:
                text = "✔"
            else:
                text = ""
            row["status"].setText(text)
            row["status"].setToolTip(text)  # whole, however narrow the panel
            for box in _boxes(row):
                box.setEnabled(done is None)
        self._show_refusal()

    def _show_refusal(self) -> None:
        err = self._refused
        if err is None:
            self.message.setText("")
            return
        self.message.setText(err.message(self.lang, bool(getattr(err, "secret", False)) and self.reveal))

    # -- keyboard and recording -----------------------------------------------------------
    def focus_row(self, action: str) -> None:
        row = self.rows.get(action)
        if row is not None and row["first"].isEnabled():
            row["first"].setFocus(Qt.FocusReason.ShortcutFocusReason)

    def commands(self) -> list[dict[str, Any]]:
        """The night as the host filled it in: one command per row with a target chosen."""
        return [event for event in (self._command(action) for action in self.rows) if event is not None]

    def _command(self, action: str) -> dict[str, Any] | None:
        row = self.rows[action]
        first = row["first"].currentData() if row["first"].isEnabled() else None
        if first is None:
            return None
        second, shown = row["second"], row["shown"]
        if row["role"].targets == 2:
            # a row of two targets has its second box
            event: dict[str, Any] = {"type": action, "by": None,
                                     "targets": [first, second.currentData() if second is not None else None]}
        else:
            event = {"type": action, "by": None, "target": None if first == NO_SHOT else first}
            if second is not None and second.currentData() is not None:
                event["by"] = second.currentData()
        if shown is not None and shown.currentData() is not None:
            event["result"] = shown.currentData()
        return event

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A row is recorded when the focus leaves it (a crash then loses nothing typed):
        the next row, the sheet, the line — anywhere but the row's own boxes."""
        if isinstance(event, QFocusEvent) and event.type() == QEvent.Type.FocusOut and \
                event.reason() != Qt.FocusReason.PopupFocusReason:
            for action, row in self.rows.items():
                if watched in _boxes(row):
                    QTimer.singleShot(0, lambda a=action: self._row_left(a))
        return super().eventFilter(watched, event)

    def _row_left(self, action: str) -> None:
        row = self.rows.get(action)
        # the window's own focus, which moves whether or not the window is the active one
        if row is None or self.window().focusWidget() in _boxes(row):  # still in the row
            return
        command = self._command(action)
        if command is None or ("targets" in command and None in command["targets"]):
            return
        try:
            self.submit([command])
        except QuickEntryError as err:
            self._refused = err
            self._show_refusal()
            return
        self._refused = None
        self._clear(row)
        self.message.setText("")

    def record_night(self) -> None:
        """One confirm for the whole night: every filled row, all or none."""
        commands = self.commands()
        if not commands:
            self._refused = None
            self.message.setText(translate("NightPanel", "Choose a target in a row first."))
            return
        for event in commands:
            if "targets" in event and None in event["targets"]:
                self.message.setText(translate("NightPanel", "Swaps and comparisons need two seats."))
                return
        try:
            self.submit(commands)
        except QuickEntryError as err:
            self._refused = err
            self._show_refusal()
            return
        self._refused = None
        for row in self.rows.values():
            self._clear(row)
        self.message.setText("")

    @staticmethod
    def _clear(row: Row) -> None:
        for box in _boxes(row):
            box.setCurrentIndex(0)


def _boxes(row: Row) -> list[QComboBox]:
    return [box for box in (row["first"], row["second"], row["shown"]) if box is not None]
