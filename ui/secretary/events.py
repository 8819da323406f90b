"""Correcting a recorded event in the correction dialog: pick the event (a foul, a vote, a
best move …), change its values or remove it.  The change is an
``app.tournament.decisions`` correction of the field ``event``; the dialog shows the
readable diff it makes before it is journalled.
"""
from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.kernel.findings import phase_label
from app.tournament.decisions import event_text
from app.tournament.texts import known, message, number

from .texts import translate, winner_text

if TYPE_CHECKING:
    from app.tournament.games import TournamentGame


def current_value(game: TournamentGame, key: str, seat: int, lang: str) -> str:
    """What the protocol (with the corrections so far) says now, as the dialog shows it."""
    awards = game.doc.get("awards") or {}
    if key in ("extra", "penalty"):
        value = (awards.get("extra_points" if key == "extra" else "penalty_points") or {}).get(str(seat))
        return translate("Secretary", "no figure") if value is None else number(float(value), lang)
    if key == "result":
        winner = game.declared_winner or game.state.winner
        return winner_text(winner, lang) if winner is not None else "—"     # a game not over has none
    if key == "name":
        player: dict[str, Any] = next((p for p in game.doc.get("players", []) if p.get("seat") == seat), {})
        return player.get("name") or "—"
    return translate("Secretary", "the event chosen below")


def _shown(value: Any, lang: str) -> str:
    if isinstance(value, bool):
        return translate("Secretary", "yes") if value else translate("Secretary", "no")
    if isinstance(value, list):
        return ", ".join(str(v) for v in value)
    if isinstance(value, dict):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, float):
        return number(value, lang)
    return "" if value is None else str(value)


def _parsed(text: str, like: Any) -> Any:
    """The value typed, read as the kind of value it replaces (a seat stays a number)."""
    text = text.strip()
    if isinstance(like, bool):
        # the interface's own word for yes (as _shown writes it), and the neutral spellings
        return text.lower() in (translate("Secretary", "yes").lower(), "yes", "true", "1")
    if isinstance(like, list):
        return [int(part) for part in text.replace(";", ",").split(",") if part.strip()]
    if isinstance(like, dict):
        value = json.loads(text)
        if not isinstance(value, dict):
            raise ValueError
        return value
    if isinstance(like, int):
        return int(text)
    if isinstance(like, float):
        return float(text.replace(",", "."))
    return text


class EventEditor(QWidget):
    """The events of the game, one chosen; its values in a table; change or remove."""

    changed = Signal()

    def __init__(self, game: TournamentGame | None, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game, self.lang = game, lang
        self.events = QComboBox()
        self.events.setMinimumContentsLength(40)
        self.action = QComboBox()
        self.action.addItem(translate("Secretary", "Change its values"), "change")
        self.action.addItem(translate("Secretary", "Remove the event"), "remove")
        self.values = QTableWidget(0, 2)
        self.values.setHorizontalHeaderLabels([translate("Secretary", "Field"), translate("Secretary", "Value")])
        self.values.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.values.verticalHeader().hide()
        self.values.setMinimumHeight(110)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.events)
        layout.addWidget(self.action)
        layout.addWidget(self.values)
        self.places: list[tuple[str, int, dict[str, Any]]] = []   # (phase, index, the event)
        for phase in (game.doc.get("phases") or []) if game is not None else []:
            for index, event in enumerate(phase.get("events") or []):
                self.places.append((phase.get("phase", ""), index, event))
                self.events.addItem(f"{phase_label(phase.get('phase'), lang)} #{index + 1}: {event_text(event, lang)}")
        self.events.currentIndexChanged.connect(self._chosen)
        self.action.currentIndexChanged.connect(self._action)
        self.values.itemChanged.connect(lambda _: self.changed.emit())
        self._chosen()

    def choose(self, phase: str, index: int) -> None:
        for n, (p, i, _) in enumerate(self.places):
            if (p, i) == (phase, index):
                self.events.setCurrentIndex(n)
                return

    def _chosen(self, *_: object) -> None:
        self.values.blockSignals(True)
        self.values.setRowCount(0)
        if self.places:
            event = self.places[self.events.currentIndex()][2]
            for key, value in event.items():
                if key == "type":
                    continue
                row = self.values.rowCount()
                self.values.insertRow(row)
                name = QTableWidgetItem(message(f"event.{key}", self.lang) if known(f"event.{key}") else key)
                name.setData(Qt.ItemDataRole.UserRole, key)
                name.setFlags(name.flags() & ~Qt.ItemFlag.ItemIsEditable)
                self.values.setItem(row, 0, name)
                self.values.setItem(row, 1, QTableWidgetItem(_shown(value, self.lang)))
        self.values.blockSignals(False)
        self._action()

    def _action(self, *_: object) -> None:
        self.values.setEnabled(self.action.currentData() == "change")
        self.changed.emit()

    def change(self) -> dict[str, Any]:
        """The correction's value: ``{"phase", "index", "event"}`` (``event`` None: removed).
        A value that cannot be read raises ValueError with a line for the user."""
        if not self.places:
            raise ValueError(translate("Secretary", "The protocol has no events."))
        phase, index, event = self.places[self.events.currentIndex()]
        if self.action.currentData() == "remove":
            return {"phase": phase, "index": index, "event": None}
        new: dict[str, Any] = {"type": event["type"]}
        for row in range(self.values.rowCount()):
            name, value = self.values.item(row, 0), self.values.item(row, 1)
            if name is None:
                continue                      # every row has its name (_chosen): never so
            key: str = name.data(Qt.ItemDataRole.UserRole)
            text = value.text() if value is not None else ""
            if not text.strip():
                continue                      # an emptied value leaves the field out
            try:
                new[key] = _parsed(text, event.get(key))
            except ValueError:
                raise ValueError(translate("Secretary", "{field}: cannot read \"{value}\"").format(
                    field=name.text(), value=text)) from None
        return {"phase": phase, "index": index, "event": new}
