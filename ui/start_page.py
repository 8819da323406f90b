"""The first screen: new game, a tournament table, open a file or a game of the archive,
and the recent games — all by keyboard (the first letters, Tab, Enter)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QGridLayout, QLabel, QListWidget, QListWidgetItem, QPushButton, QVBoxLayout, QWidget

from app import session

from .game_files import game_title
from .game_texts import local_time

if TYPE_CHECKING:
    from .menus import MenuWindow

translate = QCoreApplication.translate
ENTRY_ROLE = Qt.ItemDataRole.UserRole + 20


class StartPage(QWidget):
    def __init__(self, window: MenuWindow) -> None:
        super().__init__(window)
        self.w = window
        title = QLabel(translate("StartPage", "Mafia Protocol"))
        font = title.font()
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        title.setFont(font)
        self.buttons: dict[str, QPushButton] = {}
        grid = QGridLayout()
        grid.setColumnStretch(1, 1)
        for row, (key, text, slot) in enumerate((
                ("new", translate("StartPage", "&New game (Ctrl+N)"), window.new_game),
                ("seating", translate("StartPage", "New game at a &tournament table…"), window.new_game_from_seating),
                ("club", translate("StartPage", "New &boulevard game…"), window.new_club_game),
                ("open", translate("StartPage", "&Open a file… (Ctrl+O)"), window.files.open_dialog),
                ("archive", translate("StartPage", "Open from the &archive… (Ctrl+Shift+O)"),
                 window.files.open_from_archive))):
            button = QPushButton(text)
            button.setAutoDefault(True)
            button.clicked.connect(lambda _=False, slot=slot: slot())
            button.setMinimumWidth(420)
            grid.addWidget(button, row, 0)
            self.buttons[key] = button
        self.recent = QListWidget()
        self.recent.itemActivated.connect(self._open)
        recent_title = QLabel(translate("StartPage", "&Recent games"))
        recent_title.setBuddy(self.recent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(40, 30, 40, 30)
        layout.addWidget(title)
        layout.addLayout(grid)
        layout.addSpacing(12)
        layout.addWidget(recent_title)
        layout.addWidget(self.recent, 1)
        self.refresh()

    def refresh(self) -> None:
        self.recent.clear()
        entries = session.recent()
        if not entries:
            empty = QListWidgetItem(translate("StartPage", "No recent games yet"))
            empty.setFlags(Qt.ItemFlag.NoItemFlags)
            self.recent.addItem(empty)
        for entry in entries:
            when = local_time(entry.get("at", "")) if entry.get("at") else ""
            item = QListWidgetItem(f"{game_title(entry)}   {when}".rstrip())
            item.setData(ENTRY_ROLE, entry)
            self.recent.addItem(item)
        if entries:
            self.recent.setCurrentRow(0)
        self.buttons["archive"].setEnabled(self.w.archive is not None)

    def _open(self, item: QListWidgetItem) -> None:
        if item.data(ENTRY_ROLE):
            self.w.files.open_recent(item.data(ENTRY_ROLE))

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.buttons["new"].setFocus()
