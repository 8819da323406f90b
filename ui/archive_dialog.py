"""File → Open from the archive: find a game by tournament, table or player."""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from .dialogs import winner_text

if TYPE_CHECKING:
    from app.judge.archive import Archive, GameSummary

translate = QCoreApplication.translate
GAME_ROLE = Qt.ItemDataRole.UserRole + 30


class ArchiveDialog(QDialog):
    def __init__(self, archive: Archive, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.archive, self.lang = archive, lang
        self.chosen: int | None = None
        self.setWindowTitle(translate("ArchiveDialog", "Open from the archive"))
        self.tournament, self.table, self.player = QLineEdit(), QLineEdit(), QLineEdit()
        form = QFormLayout()
        form.addRow(translate("ArchiveDialog", "Tournament"), self.tournament)
        form.addRow(translate("ArchiveDialog", "Table"), self.table)
        form.addRow(translate("ArchiveDialog", "Player"), self.player)
        for edit in (self.tournament, self.table, self.player):
            edit.textChanged.connect(self.search)
        self.results = QListWidget()
        self.results.itemActivated.connect(lambda _: self.accept())
        self.message = QLabel()
        self.message.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Open | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.results, 1)
        layout.addWidget(self.message)
        layout.addWidget(buttons)
        self.resize(640, 480)
        self.search()

    def search(self) -> None:
        from app.judge.archive import ArchiveRefused, find_games
        try:
            games = find_games(self.archive, self.tournament.text(), self.table.text(), self.player.text())
        except ArchiveRefused as refused:
            self.message.setText(refused.message(self.lang))
            return
        self.results.clear()
        for game in games:
            item = QListWidgetItem(self._line(game))
            item.setData(GAME_ROLE, game.id)
            self.results.addItem(item)
        if games:
            self.results.setCurrentRow(0)
        self.message.setText(translate("ArchiveDialog", "Games found: %1").replace("%1", str(len(games))))

    def _line(self, game: GameSummary) -> str:
        parts = [game.tournament or translate("ArchiveDialog", "a game without a tournament")]
        for label, value in ((translate("MainWindow", "round"), game.round),
                             (translate("MainWindow", "table"), game.table),
                             (translate("MainWindow", "game"), game.game)):
            if value:
                parts.append(f"{label} {value}")
        if game.played_on:
            from .game_texts import local_date
            parts.append(local_date(game.played_on.isoformat()))
        parts.append(winner_text(game.winner) if game.winner else translate("ArchiveDialog", "in progress"))
        if game.revision:
            parts.append(translate("ArchiveDialog", "signed"))
        return " · ".join(parts)

    def accept(self) -> None:
        item = self.results.currentItem()
        if item is None:
            return
        self.chosen = item.data(GAME_ROLE)
        super().accept()
