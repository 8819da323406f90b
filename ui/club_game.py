"""A new boulevard ("Fortuna") game: the table size the host chooses, the club roles, and the
named readings of what the text leaves open — each visible and changeable before the game.

The roles are dealt at random (the usual club set for the table's size) and hidden once dealt:
the dialog is filled in at the table, in front of the players.  *Show roles* opens them for
the host to check or change."""
from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QCoreApplication, QDate, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.boulevard import ROLE_NAMES, setup_problem
from app.editions import CLUB
from app.i18n import catalogue_text
from app.rules.boulevard import BOULEVARD, book

from .enter_moves_on import EnterMovesOn
from .game_texts import date_edit_format
from .sheet_model import NAME_MAX

translate = QCoreApplication.translate


class ClubGameDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, lang: str = "ru") -> None:
        super().__init__(parent)
        self.lang = lang
        self.setWindowTitle(translate("ClubGameDialog", "New boulevard game"))
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        layout.addLayout(top, 1)

        header = QGroupBox(translate("ClubGameDialog", "Header"))
        form = QFormLayout(header)
        self.meta_edits: dict[str, QLineEdit] = {}
        for key, label in (("tournament", translate("ClubGameDialog", "Evening")),
                           ("judge", translate("ClubGameDialog", "Host"))):
            edit = QLineEdit()
            edit.setMaxLength(120)
            form.addRow(label, edit)
            self.meta_edits[key] = edit
        self.date = QDateEdit(QDate.currentDate())
        self.date.setDisplayFormat(date_edit_format(lang))   # the language's one way (app.i18n.date_pattern)
        form.addRow(translate("ClubGameDialog", "Date"), self.date)
        table = CLUB.table
        self.table_size = QSpinBox()
        self.table_size.setRange(table.seats.start, table.last_seat)
        self.table_size.setValue(table.default)
        self.table_size.valueChanged.connect(self._resize)
        form.addRow(translate("ClubGameDialog", "Players"), self.table_size)
        top.addWidget(header)

        seats = QGroupBox(translate("ClubGameDialog", "Seats"))
        seats_layout = QVBoxLayout(seats)
        self.table = QTableWidget(0, 2)
        self.table.setHorizontalHeaderLabels([translate("ClubGameDialog", "Nickname"),
                                              translate("ClubGameDialog", "Role")])
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        seats_layout.addWidget(self.table)
        buttons = QHBoxLayout()
        for text, slot in ((translate("ClubGameDialog", "Deal at random"), self.deal),
                           (translate("ClubGameDialog", "Shuffle these roles"), self.draw_roles)):
            button = QPushButton(text)
            button.clicked.connect(slot)
            buttons.addWidget(button)
        seats_layout.addLayout(buttons)
        shown = QHBoxLayout()
        self.show_roles = QPushButton(translate("ClubGameDialog", "Show roles"))
        self.show_roles.setCheckable(True)
        self.show_roles.toggled.connect(self._show_roles)
        self.hidden_note = QLabel(translate("ClubGameDialog", "The roles are dealt and hidden."))
        shown.addWidget(self.show_roles)
        shown.addWidget(self.hidden_note, 1)
        seats_layout.addLayout(shown)
        seats.setMaximumWidth(400)      # a nickname is short; the readings need the room
        top.addWidget(seats, 1)

        readings = QGroupBox(translate("ClubGameDialog", "Readings where the text is silent"))
        readings_layout = QVBoxLayout(readings)
        options = book().options
        self.options = QTableWidget(len(options), 2)
        self.options.setHorizontalHeaderLabels([translate("ClubGameDialog", "Question"),
                                                translate("ClubGameDialog", "Reading")])
        self.options.verticalHeader().hide()
        self.options.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.options.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.option_boxes: dict[str, QComboBox] = {}
        for row, (key, option) in enumerate(options.items()):
            item = QTableWidgetItem(catalogue_text(option["title"], lang))
            item.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.options.setItem(row, 0, item)
            box = QComboBox()
            for value in option["choices"]:
                text = book().choice_text(key, value, lang)
                box.addItem(text if len(text) <= 52 else text[:51].rstrip() + "…", value)
                box.setItemData(box.count() - 1, text, Qt.ItemDataRole.ToolTipRole)
            box.setCurrentIndex(box.findData(option["default"]))
            self.options.setCellWidget(row, 1, box)
            self.option_boxes[key] = box
        readings_layout.addWidget(self.options)
        top.addWidget(readings, 2)

        self.message = QLabel()
        self.message.setStyleSheet("color:#b71c1c")
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.name_edits: list[QLineEdit] = []
        self.role_boxes: list[QComboBox] = []
        self._enter_moves_on = EnterMovesOn(self, [])
        self._resize(self.table_size.value())
        self.deal()
        self.resize(1300, 640)

    def _resize(self, count: int) -> None:
        names = [e.text() for e in self.name_edits]
        roles = self.roles()
        if len(roles) != count and self.role_boxes:     # another size: the usual set changes
            roles = self._random_deal(count)
        self.table.setRowCount(count)
        self.name_edits, self.role_boxes = [], []
        for row in range(count):
            edit = QLineEdit(names[row] if row < len(names) else "")
            edit.setMaxLength(NAME_MAX)
            box = QComboBox()
            for role in CLUB.table.roles:
                box.addItem(ROLE_NAMES[role].pick(self.lang), role)
            box.setCurrentIndex(box.findData(roles[row] if row < len(roles) else "citizen"))
            box.currentIndexChanged.connect(self._validate)
            self.table.setCellWidget(row, 0, edit)
            self.table.setCellWidget(row, 1, box)
            self.name_edits.append(edit)
            self.role_boxes.append(box)
        self._enter_moves_on.watch(self.name_edits)
        if hasattr(self, "show_roles"):
            self._show_roles(self.show_roles.isChecked())
        self._validate()

    @staticmethod
    def _random_deal(count: int) -> list[str]:
        roles = CLUB.table.deal(count)
        random.SystemRandom().shuffle(roles)
        return roles

    def deal(self) -> None:
        """The usual club set for this table, dealt at random, and hidden."""
        self._set_roles(self._random_deal(self.table_size.value()))

    def draw_roles(self) -> None:
        """The roles as they stand (the host may have changed the set), shuffled, and hidden."""
        roles = self.roles()
        random.SystemRandom().shuffle(roles)
        self._set_roles(roles)

    def _set_roles(self, roles: list[str]) -> None:
        for box, role in zip(self.role_boxes, roles):
            box.setCurrentIndex(box.findData(role))
        self.show_roles.setChecked(False)
        self._show_roles(False)
        self._validate()

    def _show_roles(self, shown: bool) -> None:
        self.table.setColumnHidden(1, not shown)
        for box in self.role_boxes:      # a cell widget added to a hidden column still shows
            box.setVisible(shown)
        self.hidden_note.setVisible(not shown)
        self.show_roles.setText(translate("ClubGameDialog", "Hide roles") if shown
                                else translate("ClubGameDialog", "Show roles"))

    def roles(self) -> list[str]:
        return [b.currentData() for b in self.role_boxes]

    def names(self) -> list[str]:
        return [e.text().strip() for e in self.name_edits]

    def meta(self) -> dict[str, str]:
        meta = {k: e.text().strip() for k, e in self.meta_edits.items() if e.text().strip()}
        meta["date"] = self.date.date().toString("yyyy-MM-dd")
        return meta

    def ruleset(self) -> str | dict[str, Any]:
        chosen = {k: b.currentData() for k, b in self.option_boxes.items()
                  if b.currentData() != book().options[k]["default"]}
        return {"preset": BOULEVARD, "options": chosen} if chosen else BOULEVARD

    def _validate(self) -> bool:
        problem = setup_problem(self.roles()) if self.role_boxes else None
        self.message.setText(problem.message(self.lang) if problem else "")
        if hasattr(self, "buttons"):
            self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(problem is None)
        return problem is None

    def accept(self) -> None:
        if self._validate():
            super().accept()
