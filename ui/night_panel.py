"""The boulevard night: one line per role in play, in the text's order, with its actor and
target(s).  What the engine accepts is shown as recorded; the private results wait for F9."""
from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QGridLayout, QGroupBox, QLabel, QPushButton

translate = QCoreApplication.translate


class NightPanel(QGroupBox):
    def __init__(self, record: Callable[[dict], None], parent=None) -> None:
        super().__init__(translate("NightPanel", "Night actions"), parent)
        self.record = record
        self.grid = QGridLayout(self)
        self.rows: dict[str, tuple[QComboBox, list[QComboBox], QPushButton]] = {}

    def show_state(self, state, lang: str, reveal: bool) -> None:
        """Rebuild for the current night of a boulevard state (hidden otherwise)."""
        phase = state.phase
        club = hasattr(state, "night_roles")
        if not club or phase is None or phase.name[0] != "N" or phase.number == 0 or state.outcome:
            self.hide()
            return
        while self.grid.count():
            item = self.grid.takeAt(0)
            if item.widget():
                item.widget().deleteLater()
        self.rows.clear()
        for row, night_role in enumerate(state.night_roles()):
            actors = state.actors(night_role)
            if not actors:
                continue
            self.grid.addWidget(QLabel(f"{night_role.step}. {night_role.name(lang)}"), row, 0)
            done = phase.actions.get(night_role.action)
            if done is not None:
                who = f"{done.by} → {', '.join(map(str, done.targets)) or '—'}" if reveal else "✔"
                self.grid.addWidget(QLabel(translate("NightPanel", "recorded: %1").replace("%1", who)), row, 1, 1, 3)
                continue
            by = QComboBox()
            for seat in actors:
                by.addItem(str(seat) if reveal else "•", seat)
            targets = []
            for _ in range(night_role.targets):
                box = QComboBox()
                for seat in state.legal_targets(night_role.action, actors[0]):
                    box.addItem(str(seat), seat)
                targets.append(box)
            button = QPushButton(translate("NightPanel", "Record"))
            button.clicked.connect(lambda _=False, r=night_role, b=by, t=targets: self._record(r, b, t))
            self.grid.addWidget(by, row, 1)
            for k, box in enumerate(targets):
                self.grid.addWidget(box, row, 2 + k)
            self.grid.addWidget(button, row, 4)
            self.rows[night_role.action] = (by, targets, button)
        self.show()

    def _record(self, night_role, by: QComboBox, targets: list[QComboBox]) -> None:
        chosen = [box.currentData() for box in targets]
        event = {"type": night_role.action, "by": by.currentData()}
        if night_role.targets == 1:
            event["target"] = chosen[0]
        else:
            event["targets"] = chosen
        self.record(event)
