"""New game (or the table's correction): header, seats, names, roles, the rule book with
every option visible, and a random draw of seats and roles."""
from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QDate, QEvent, QObject, QStringListModel, Qt
from PySide6.QtGui import QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QCompleter,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.editions import SPORT, get_ruleset
from app.i18n import catalogue_text
from app.rules import catalogue, presets
from app.rules.ruleset import Ruleset

from .enter_moves_on import EnterMovesOn
from .game_texts import date_edit_format
from .sheet_model import NAME_MAX, role_letter, role_name

TABLE = SPORT.table
ROLE_SET = TABLE.deal()          # the sport deal, seat by seat before the draw


def t(text: str) -> str:
    """Translate a runtime string (literals go through ``translate`` so lupdate sees them)."""
    return QCoreApplication.translate("NewGameDialog", text)


translate = QCoreApplication.translate


class RoleBox(QComboBox):
    """A role chosen by its letter (К, Ш, М, Д / C, S, M, D): typing "м" picks the mafia,
    it does not cycle between the roles whose names start alike."""

    def keyPressEvent(self, event: QKeyEvent) -> None:
        typed = event.text().upper()
        if typed.isalpha() and not event.modifiers() & (
            Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
        ):
            for i in range(self.count()):
                if role_letter(self.itemData(i)).upper() == typed:
                    self.setCurrentIndex(i)
                    return
            return  # another letter: nothing, rather than the next role by its name
        super().keyPressEvent(event)


class _TabLeaves(QObject):
    """Tab leaves a date field at once instead of walking its year, month and day."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(event, QKeyEvent) and isinstance(watched, QWidget) and event.type() == QEvent.Type.KeyPress \
                and event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            watched.window().focusNextPrevChild(event.key() == Qt.Key.Key_Tab)
            return True
        return False


class NewGameDialog(QDialog):
    def __init__(
        self, parent: QWidget | None = None, doc: dict[str, Any] | None = None, lang: str = "ru",
        names_for: Callable[[str], list[str]] | None = None, dealing: bool = False,
    ) -> None:
        super().__init__(parent)
        self.lang = lang
        self.setWindowTitle(
            translate("NewGameDialog", "New game") if doc is None else translate("NewGameDialog", "Table and rule book")
        )
        self.editing = doc is not None
        # a game under way: a new draw rewrites who is who in what is already recorded
        self.started = (
            any(p.get("events") for p in (doc or {}).get("phases", [])) or len((doc or {}).get("phases", [])) > 1
        )
        meta = (doc or {}).get("meta", {})
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        layout.addLayout(top, 1)

        header = QGroupBox(translate("NewGameDialog", "Header"))
        form = QFormLayout(header)
        self.meta_edits: dict[str, QLineEdit] = {}
        for key, label in (
            ("tournament", translate("NewGameDialog", "Tournament")),
            ("round", translate("NewGameDialog", "Round")),
            ("table", translate("NewGameDialog", "Table")),
            ("game", translate("NewGameDialog", "Game")),
            ("judge", translate("NewGameDialog", "Judge")),
        ):
            edit = QLineEdit(str(meta.get(key, "")))
            edit.setMaxLength(120)
            form.addRow(label, edit)
            self.meta_edits[key] = edit
        self.date = QDateEdit(QDate.fromString(meta["date"], "yyyy-MM-dd") if meta.get("date") else QDate.currentDate())
        self.date.setCalendarPopup(True)
        self.date.setDisplayFormat(date_edit_format(lang))  # the language's one way (app.i18n.date_pattern)
        form.addRow(translate("NewGameDialog", "Date"), self.date)
        top.addWidget(header)

        seats = QGroupBox(translate("NewGameDialog", "Seats"))
        grid = QVBoxLayout(seats)
        self.table = QTableWidget(TABLE.default, 2)
        self.table.setHorizontalHeaderLabels(
            [translate("NewGameDialog", "Nickname"), translate("NewGameDialog", "Role")]
        )
        self.table.setVerticalHeaderLabels([str(i) for i in TABLE.seat_numbers()])
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        players = (doc or {}).get("players") or [{"name": "", "role": r} for r in ROLE_SET]
        self.name_edits: list[QLineEdit] = []
        self.role_boxes: list[QComboBox] = []
        self.names_for = names_for
        self.known_names = QStringListModel(self)
        completer = QCompleter(self.known_names, self)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        for row, player in enumerate(players):
            name = QLineEdit(player.get("name", ""))
            name.setMaxLength(NAME_MAX)
            name.setCompleter(completer)
            name.textEdited.connect(self._complete)
            self.table.setCellWidget(row, 0, name)
            box = RoleBox()
            for role in TABLE.roles:
                box.addItem(f"{role_letter(role)} · {role_name(role)}", role)
            box.setCurrentIndex(box.findData(player.get("role", "citizen")))
            box.currentIndexChanged.connect(self._validate)
            self.table.setCellWidget(row, 1, box)
            self.name_edits.append(name)
            self.role_boxes.append(box)
        grid.addWidget(self.table)
        draw = QHBoxLayout()
        seats_btn = QPushButton(translate("NewGameDialog", "Draw seats"))
        seats_btn.clicked.connect(self.draw_seats)
        roles_btn = QPushButton(translate("NewGameDialog", "Draw roles"))
        roles_btn.clicked.connect(self.draw_roles)
        # once dealt, the roles are not on the screen the table may see
        self.show_roles = QPushButton(translate("NewGameDialog", "Show the roles"))
        self.show_roles.setCheckable(True)
        self.show_roles.toggled.connect(self._show_roles)
        self.hidden_note = QLabel(translate("NewGameDialog", "The roles are dealt and hidden."))
        draw.addWidget(seats_btn)
        draw.addWidget(roles_btn)
        draw.addWidget(self.show_roles)
        grid.addLayout(draw)
        grid.addWidget(self.hidden_note)
        top.addWidget(seats, 1)

        rules = QGroupBox(translate("NewGameDialog", "Rule book"))
        rules_layout = QVBoxLayout(rules)
        self.preset = QComboBox()
        for preset in presets():
            book = catalogue().books[catalogue().presets[preset]["book"]]
            self.preset.addItem(catalogue_text(book["title"], lang), preset)
        spec = (doc or {}).get("ruleset", "league")
        current = get_ruleset(spec)
        self.preset.setCurrentIndex(self.preset.findData(current.preset))
        self.preset.currentIndexChanged.connect(self._preset_changed)
        rules_layout.addWidget(self.preset)
        self.options = QTableWidget(len(catalogue().options), 2)
        self.options.setHorizontalHeaderLabels(
            [translate("NewGameDialog", "Clause"), translate("NewGameDialog", "Choice")]
        )
        self.options.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.options.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.options.verticalHeader().hide()
        self.option_boxes: dict[str, QComboBox] = {}
        for row, (key, option) in enumerate(catalogue().options.items()):
            title = catalogue().clause("league", key).title(lang)
            item = QTableWidgetItem(f"{key} {title}")
            if "conduct" in option:  # the protocol cannot record it: say so, and why on hover
                item.setText(f"{key} {title} · {catalogue_text(option['conduct'], lang)}")
                item.setToolTip(catalogue_text(option["note"], lang))
            item.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.options.setItem(row, 0, item)
            choices = QComboBox()
            for choice in option["choices"]:
                wording = catalogue().choice_words("league", choice, lang)
                short = wording if len(wording) <= 60 else wording[:59].rstrip() + "…"
                choices.addItem(f"{choice} · {short}", choice)
                choices.setItemData(choices.count() - 1, wording[:600], Qt.ItemDataRole.ToolTipRole)
            choices.setMinimumContentsLength(24)
            choices.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            self.options.setCellWidget(row, 1, choices)
            self.option_boxes[key] = choices
        rules_layout.addWidget(self.options)
        top.addWidget(rules, 2)
        self._show_options(current)

        self.message = QLabel()
        self.message.setStyleSheet("color:#b71c1c")
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self._tab_leaves = _TabLeaves(self)
        self._enter_moves_on = EnterMovesOn(self, self.name_edits)
        self.date.installEventFilter(self._tab_leaves)
        self.table.setTabKeyNavigation(False)  # Tab goes to the next name, not the next cell
        chain = (
            list(self.meta_edits.values())
            + [self.date]
            + self.name_edits
            + self.role_boxes
            + [seats_btn, roles_btn, self.show_roles, self.preset, self.options, self.buttons]
        )
        for first, second in zip(chain, chain[1:]):
            QWidget.setTabOrder(first, second)
        self.resize(1340, 640)
        self._hide_roles(self.editing or dealing)
        self._validate()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.meta_edits["tournament"].setFocus()  # the keyboard starts at the top

    def _hide_roles(self, hidden: bool) -> None:
        self.show_roles.setChecked(not hidden)
        self._show_roles(not hidden)

    def _show_roles(self, shown: bool) -> None:
        self.table.setColumnHidden(1, not shown)
        self.hidden_note.setVisible(not shown)
        self.show_roles.setText(
            translate("NewGameDialog", "Hide the roles") if shown else translate("NewGameDialog", "Show the roles")
        )

    def _complete(self, text: str) -> None:
        """Offer the archive's players whose nickname starts like the one being typed."""
        if self.names_for and text.strip():
            self.known_names.setStringList(self.names_for(text.strip()))

    # -- rule book ---------------------------------------------------------------------
    def _preset_changed(self) -> None:
        self._show_options(get_ruleset(self.preset.currentData()))

    def _show_options(self, rules: Ruleset) -> None:
        switchable = catalogue().presets[rules.preset].get("switchable", False)
        for key, box in self.option_boxes.items():
            box.setCurrentIndex(box.findData(rules.option(key)))
            box.setEnabled(switchable)

    def ruleset(self) -> str | dict[str, Any]:
        name: str = self.preset.currentData()
        if not catalogue().presets[name].get("switchable"):
            return name
        defaults = get_ruleset(name)
        chosen = {k: b.currentData() for k, b in self.option_boxes.items() if b.currentData() != defaults.option(k)}
        return {"preset": name, "options": chosen} if chosen else name

    # -- seats -------------------------------------------------------------------------
    def _may_draw(self, what: str) -> bool:
        """Mid-game, a draw is asked for twice: it changes the game already recorded."""
        if not self.started:
            return True
        return (
            QMessageBox.question(
                self,
                self.windowTitle(),
                what
                + "\n\n"
                + translate(
                    "NewGameDialog", "The game is under way: its recorded events keep their seats. Draw anyway?"
                ),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.No,
            )
            == QMessageBox.StandardButton.Yes
        )

    def draw_seats(self) -> None:
        if not self._may_draw(
            translate("NewGameDialog", "Draw the seats again: every nickname moves to another seat.")
        ):
            return
        names = [e.text() for e in self.name_edits]
        random.SystemRandom().shuffle(names)
        for edit, name in zip(self.name_edits, names):
            edit.setText(name)

    def draw_roles(self) -> None:
        if not self._may_draw(translate("NewGameDialog", "Deal the roles again: every player may get another role.")):
            return
        roles = list(ROLE_SET)
        random.SystemRandom().shuffle(roles)
        for box, role in zip(self.role_boxes, roles):
            box.setCurrentIndex(box.findData(role))
        self._hide_roles(True)

    def roles(self) -> list[str]:
        return [b.currentData() for b in self.role_boxes]

    def names(self) -> list[str]:
        return [e.text().strip() for e in self.name_edits]

    def meta(self) -> dict[str, str | int]:
        meta: dict[str, str | int] = {}
        for key, edit in self.meta_edits.items():
            text = edit.text().strip()
            if text:
                meta[key] = int(text) if key in ("round", "table", "game") and text.isdigit() else text
        meta["date"] = self.date.date().toString("yyyy-MM-dd")
        return meta

    def players(self) -> list[dict[str, Any]]:
        return [{"seat": i + 1, "name": n, "role": r} for i, (n, r) in enumerate(zip(self.names(), self.roles()))]

    def _validate(self) -> bool:
        counts = {r: self.roles().count(r) for r in TABLE.roles}
        ok = counts == {r: TABLE.deal().count(r) for r in TABLE.roles}
        self.message.setText(
            ""
            if ok
            else translate(
                "NewGameDialog",
                "Roles must be 6 citizens, 1 sheriff, 2 mafia and 1 don; now: "
                "%1 citizens, %2 sheriffs, %3 mafia, %4 dons",
            )
            .replace("%1", str(counts["citizen"]))
            .replace("%2", str(counts["sheriff"]))
            .replace("%3", str(counts["mafia"]))
            .replace("%4", str(counts["don"]))
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ok) if hasattr(self, "buttons") else None
        return ok

    def accept(self) -> None:
        if self._validate():
            super().accept()
