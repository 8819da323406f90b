"""The mouse path: a seat's context menu offers what can be recorded for it now.

Each action builds the same event the quick-entry line would, so both paths give one file.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, TypeVar

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QMenu,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.editions import club_state, edition_of
from app.format.event_shapes import GUESS_SEATS
from app.table_state import TableState

from .sheet_model import step_name


def t(text: str) -> str:
    """Translate a runtime string (literals go through ``translate`` so lupdate sees them)."""
    return QCoreApplication.translate("SeatActions", text)


translate = QCoreApplication.translate
Command = dict[str, Any]                            # an event as the quick-entry line gives it
Record = Callable[[Command], None]
AskVoters = Callable[[int, int], Command | None]    # (candidate or seat, seats to name exactly) -> the hands
# a seat-menu entry: (menu, state, seat, its legal choices, record, ask_voters)
Entry = Callable[[QMenu, TableState, int, tuple[Any, ...], Record, AskVoters], object]
Choice = TypeVar("Choice")
Made = TypeVar("Made")


def fill_menu(menu: QMenu, state: TableState, seat: int, record: Record, ask_voters: AskVoters,
              shoot: Callable[[int, int | None], None] | None = None) -> None:
    """Fill ``menu`` with what can be recorded for ``seat`` now: the entries of the edition's
    seat menu that the state's ``legal_actions`` allows, with the choices it gives (a clicked
    shot is ``shoot(shooter, target)``: it joins the night's shooting, it is no event of its
    own; without ``shoot`` no shot is offered)."""
    legal = dict(state.legal_actions(seat))
    if shoot is None:
        legal.pop("shoots_at", None)
    groups = [[action for action in group if action in legal] for group in edition_of(state).seat_menu]
    entries = _entries(shoot)
    for i, group in enumerate(g for g in groups if g):
        if i:
            menu.addSeparator()
        for action in group:
            entries[action](menu, state, seat, legal[action], record, ask_voters)


def _seat_menu(menu: QMenu, title: str, choices: Iterable[Choice], build: Callable[[Choice], Made],
               record: Callable[[Made], object], nobody: str = "") -> None:
    """A submenu of the seats (and kinds) ``choices`` offers; None reads ``nobody``."""
    sub = menu.addMenu(title)
    for choice in choices:
        sub.addAction(nobody if choice is None else str(choice), _then(record, build, choice))


def _then(record: Callable[[Made], object], build: Callable[[Choice], Made], choice: Choice) -> Callable[[], object]:
    """A menu item's slot: ``choice`` built into what ``record`` takes."""
    return lambda: record(build(choice))


def _plain(text: str, event: Callable[[int], Command]) -> Entry:
    return lambda menu, state, seat, choices, record, ask: menu.addAction(text, lambda: record(event(seat)))


def _violation(menu: QMenu, state: TableState, seat: int, kinds: tuple[Any, ...], record: Record,
               ask: AskVoters) -> None:
    """The ladder (Ф.5): the kind is the host's; the step is the ladder's, shown in advance."""
    names = {"light": translate("SeatActions", "Light violation"),
             "role_reveal": translate("SeatActions", "Intentional role reveal"),
             "disruption": translate("SeatActions", "Systematic disruption")}
    club = club_state(state)        # the ladder is the club book's; its seat menu alone has the entry
    step = club.next_step(seat) if club is not None else "none"
    ladder = menu.addMenu(translate("SeatActions", "Violation (next: %1)").replace("%1", step_name(step)))
    for kind in kinds:
        ladder.addAction(names[kind], _then(record, lambda k: {"type": "violation", "seat": seat, "kind": k}, kind))


def _entries(shoot: Callable[[int, int | None], None] | None) -> dict[str, Entry]:
    """Each seat-menu id of the editions (app/editions.py) as a widget (a shot only with ``shoot``)."""
    entries: dict[str, Entry] = {
        "speech": _plain(translate("SeatActions", "Speech starts"), lambda seat: {"type": "speech", "seat": seat}),
        "nominate": lambda menu, state, seat, choices, record, ask: _seat_menu(
            menu, translate("SeatActions", "Nominates"), choices,
            lambda x: {"type": "nominate", "by": seat, "target": x}, record),
        "withdraw": lambda menu, state, seat, choices, record, ask: menu.addAction(
            translate("SeatActions", "Withdraws %1").replace("%1", str(choices[0])),
            lambda: record({"type": "withdraw", "by": seat, "target": choices[0]})),
        "vote": lambda menu, state, seat, choices, record, ask: menu.addAction(
            translate("SeatActions", "Votes against this candidate…"), lambda: _vote(state, seat, record, ask)),
        "lift_vote": lambda menu, state, seat, choices, record, ask: menu.addAction(
            translate("SeatActions", "Lift-all vote…"), lambda: _lift(state, record, ask)),
        "best_move": lambda menu, state, seat, choices, record, ask: menu.addAction(
            translate("SeatActions", "Best move…"), lambda: _best_move(seat, record, ask)),
        "killed": _plain(translate("SeatActions", "Killed by the shooting"),
                         lambda seat: {"type": "shooting", "killed": seat}),
        "missed": _plain(translate("SeatActions", "The shooting missed"),
                         lambda seat: {"type": "shooting", "killed": None}),
        "don_check": _plain(translate("SeatActions", "The Don checks this player"),
                            lambda seat: {"type": "don_check", "target": seat}),
        "sheriff_check": _plain(translate("SeatActions", "The Sheriff checks this player"),
                                lambda seat: {"type": "sheriff_check", "target": seat}),
        "foul": _plain(translate("SeatActions", "Foul"), lambda seat: {"type": "foul", "seat": seat}),
        "warning": _plain(translate("SeatActions", "Warning"), lambda seat: {"type": "warning", "seat": seat}),
        "disqualify": _plain(translate("SeatActions", "Removal"), lambda seat: {"type": "disqualify", "seat": seat}),
        "team_defeat": _plain(translate("SeatActions", "Team defeat"),
                              lambda seat: {"type": "team_defeat", "seat": seat}),
        "violation": _violation,
        "removal": _plain(translate("SeatActions", "Removal by the host's decision"),
                          lambda seat: {"type": "disqualify", "seat": seat}),
    }
    if shoot is not None:
        def shoots_at(menu: QMenu, state: TableState, seat: int, choices: tuple[Any, ...], record: Record,
                      ask: AskVoters) -> None:
            _seat_menu(menu, translate("SeatActions", "Shoots at"), choices, lambda x: x, lambda x: shoot(seat, x),
                       nobody=translate("SeatActions", "does not shoot"))
        entries["shoots_at"] = shoots_at
    return entries


def _vote(state: TableState, candidate: int, record: Record, ask_voters: AskVoters) -> None:
    """The round is the state's: the one under way, or the re-vote its book holds after a tie."""
    chosen = ask_voters(candidate, 0)
    if chosen is not None:
        record({"type": "vote", "round": state.open_round(candidate), "candidate": candidate, **chosen})


def _lift(state: TableState, record: Record, ask_voters: AskVoters) -> None:
    chosen = ask_voters(0, 0)
    if chosen is not None:
        record({"type": "lift_vote", **chosen})


def _best_move(seat: int, record: Record, ask_voters: AskVoters) -> None:
    chosen = ask_voters(seat, GUESS_SEATS)
    if chosen is not None and len(chosen.get("voters", [])) == GUESS_SEATS:
        record({"type": "best_move", "seat": seat, "guess": chosen["voters"]})


class VotersDialog(QDialog):
    """Tick the hands (or give a count); for a best move, tick exactly the seats a guess names."""

    def __init__(self, state: TableState, title: str, exactly: int = 0, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.exactly = exactly
        layout = QVBoxLayout(self)
        grid = QGridLayout()
        self.boxes: dict[int, QCheckBox] = {}
        # a best move may name any seat, those who left included (9.1)
        seats = list(state.players) if exactly else state.at_table()
        for i, seat in enumerate(seats):
            box = QCheckBox(f"{seat} {state.players[seat].name}")
            self.boxes[seat] = box
            grid.addWidget(box, i // 5, i % 5)
        layout.addLayout(grid)
        self.by_count = QRadioButton(translate("SeatActions", "Only the count:"))
        self.count = QSpinBox()
        self.count.setRange(0, len(state.players))
        if not exactly:
            row = QGridLayout()
            row.addWidget(self.by_count, 0, 0)
            row.addWidget(self.count, 0, 1)
            layout.addLayout(row)
        self.message = QLabel()
        self.message.setStyleSheet("color:#b71c1c")
        layout.addWidget(self.message)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def result_fields(self) -> Command:
        if self.by_count.isChecked():
            return {"count": self.count.value()}
        return {"voters": [s for s, b in self.boxes.items() if b.isChecked()]}

    def accept(self) -> None:
        if self.exactly and len(self.result_fields()["voters"]) != self.exactly:
            self.message.setText(translate("SeatActions", "Tick exactly three seats."))
            return
        super().accept()
