"""The mouse path: a seat's context menu offers what can be recorded for it now.

Each action builds the same event the quick-entry line would, so both paths give one file.
"""
from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (QCheckBox, QDialog, QDialogButtonBox, QGridLayout, QLabel, QMenu,
                               QRadioButton, QSpinBox, QVBoxLayout, QWidget)

from app.engine import State
from app.engine.model import Day, Night
from app.quickentry import open_round

from .sheet_model import step_name


def t(text: str) -> str:
    """Translate a runtime string (literals go through ``translate`` so lupdate sees them)."""
    return QCoreApplication.translate("SeatActions", text)


translate = QCoreApplication.translate


def fill_menu(menu: QMenu, state: State, seat: int, record: Callable[[dict], None],
              ask_voters: Callable[[int, int], dict | None],
              shoot: Callable[[int, int | None], None] | None = None) -> None:
    """Fill ``menu`` with the actions for ``seat`` in the current phase (a clicked shot is
    ``shoot(shooter, target)``: it joins the night's shooting, it is no event of its own)."""
    phase = state.phase
    present = state.at_table()
    if hasattr(state, "night_roles"):
        _club_menu(menu, state, seat, record, ask_voters)
        return
    if isinstance(phase, Day):
        menu.addAction(translate("SeatActions", "Speech starts"), lambda: record({"type": "speech", "seat": seat}))
        nominate = menu.addMenu(translate("SeatActions", "Nominates"))
        for target in present:
            nominate.addAction(str(target), lambda x=target: record({"type": "nominate", "by": seat, "target": x}))
        own = phase.nominator.get(seat)
        if own is not None:
            menu.addAction(translate("SeatActions", "Withdraws %1").replace("%1", str(own)),
                           lambda: record({"type": "withdraw", "by": seat, "target": own}))
        if seat in phase.ballot:
            menu.addAction(translate("SeatActions", "Votes against this candidate…"), lambda: _vote(state, phase, seat, record, ask_voters))
        if phase.awaiting in ("lift", "lift_all_table"):
            menu.addAction(translate("SeatActions", "Lift-all vote…"), lambda: _lift(state, record, ask_voters))
        night = state.nights.get("N1")
        if night is not None and night.victim == seat and phase.number == 2:
            menu.addAction(translate("SeatActions", "Best move…"), lambda: _best_move(seat, record, ask_voters))
    elif isinstance(phase, Night) and phase.number > 0:
        menu.addAction(translate("SeatActions", "Killed by the shooting"), lambda: record({"type": "shooting", "killed": seat}))
        menu.addAction(translate("SeatActions", "The shooting missed"), lambda: record({"type": "shooting", "killed": None}))
        if seat in state.shooters() and shoot is not None:
            shot = menu.addMenu(translate("SeatActions", "Shoots at"))
            for target in present:
                shot.addAction(str(target), lambda x=target: shoot(seat, x))
            shot.addAction(translate("SeatActions", "does not shoot"), lambda: shoot(seat, None))
        menu.addAction(translate("SeatActions", "The Don checks this player"), lambda: record({"type": "don_check", "target": seat}))
        menu.addAction(translate("SeatActions", "The Sheriff checks this player"), lambda: record({"type": "sheriff_check", "target": seat}))
    menu.addSeparator()
    menu.addAction(translate("SeatActions", "Foul"), lambda: record({"type": "foul", "seat": seat}))
    menu.addAction(translate("SeatActions", "Warning"), lambda: record({"type": "warning", "seat": seat}))
    menu.addAction(translate("SeatActions", "Removal"), lambda: record({"type": "disqualify", "seat": seat}))
    menu.addAction(translate("SeatActions", "Team defeat"), lambda: record({"type": "team_defeat", "seat": seat}))


def _club_menu(menu: QMenu, state, seat: int, record, ask_voters) -> None:
    """A boulevard seat: the day's speech, nomination and votes; the violation ladder (Ф.5).
    Night actions are recorded in the night panel, one line per role."""
    phase = state.phase
    if phase is not None and phase.name[0] == "D":
        menu.addAction(translate("SeatActions", "Speech starts"), lambda: record({"type": "speech", "seat": seat}))
        nominate = menu.addMenu(translate("SeatActions", "Nominates"))
        for target in state.at_table():
            nominate.addAction(str(target), lambda x=target: record({"type": "nominate", "by": seat, "target": x}))
        if seat in phase.ballot:
            menu.addAction(translate("SeatActions", "Votes against this candidate…"),
                           lambda: _club_vote(state, seat, record, ask_voters))
    menu.addSeparator()
    step = state.next_step(seat)
    ladder = menu.addMenu(translate("SeatActions", "Violation (next: %1)").replace("%1", step_name(step)))
    ladder.addAction(translate("SeatActions", "Light violation"),
                     lambda: record({"type": "violation", "seat": seat, "kind": "light"}))
    ladder.addAction(translate("SeatActions", "Intentional role reveal"),
                     lambda: record({"type": "violation", "seat": seat, "kind": "role_reveal"}))
    ladder.addAction(translate("SeatActions", "Systematic disruption"),
                     lambda: record({"type": "violation", "seat": seat, "kind": "disruption"}))
    menu.addAction(translate("SeatActions", "Removal by the host's decision"),
                   lambda: record({"type": "disqualify", "seat": seat}))


def _vote(state: State, day: Day, candidate: int, record, ask_voters) -> None:
    chosen = ask_voters(candidate, 0)
    if chosen is not None:
        record({"type": "vote", "round": open_round(day), "candidate": candidate, **chosen})


def _club_vote(state, candidate: int, record, ask_voters) -> None:
    """The round is the book's reading's: the re-vote after a tie, when the reading has one."""
    chosen = ask_voters(candidate, 0)
    if chosen is not None:
        record({"type": "vote", "round": state.open_round(), "candidate": candidate, **chosen})


def _lift(state: State, record, ask_voters) -> None:
    chosen = ask_voters(0, 0)
    if chosen is not None:
        record({"type": "lift_vote", **chosen})


def _best_move(seat: int, record, ask_voters) -> None:
    chosen = ask_voters(seat, 3)
    if chosen is not None and len(chosen.get("voters", [])) == 3:
        record({"type": "best_move", "seat": seat, "guess": chosen["voters"]})


class VotersDialog(QDialog):
    """Tick the hands (or give a count); for a best move, tick exactly three seats."""

    def __init__(self, state: State, title: str, exactly: int = 0, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.exactly = exactly
        layout = QVBoxLayout(self)
        grid = QGridLayout()
        self.boxes: dict[int, QCheckBox] = {}
        seats = list(range(1, 11)) if exactly else state.at_table()
        for i, seat in enumerate(seats):
            box = QCheckBox(f"{seat} {state.players[seat].name}")
            self.boxes[seat] = box
            grid.addWidget(box, i // 5, i % 5)
        layout.addLayout(grid)
        self.by_count = QRadioButton(translate("SeatActions", "Only the count:"))
        self.count = QSpinBox()
        self.count.setRange(0, 10)
        if not exactly:
            row = QGridLayout()
            row.addWidget(self.by_count, 0, 0)
            row.addWidget(self.count, 0, 1)
            layout.addLayout(row)
        self.message = QLabel()
        self.message.setStyleSheet("color:#b71c1c")
        layout.addWidget(self.message)
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def result_fields(self) -> dict:
        if self.by_count.isChecked():
            return {"count": self.count.value()}
        return {"voters": [s for s, b in self.boxes.items() if b.isChecked()]}

    def accept(self) -> None:
        if self.exactly and len(self.result_fields()["voters"]) != self.exactly:
            self.message.setText(translate("SeatActions", "Tick exactly three seats."))
            return
        super().accept()
