"""The offer to restore the game a stopped program left open: named, and never lost.

"Yes" brings it back; "No" keeps it (in the archive, or set aside) among the recent games;
only "Discard", confirmed for that named game, throws it away.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from app import autosave, session
from app.judge.archive import ArchiveRefused, keep_left, left_in_archive, throw_away

from .game_files import game_title
from .game_texts import local_time

if TYPE_CHECKING:
    from app.judge.archive import Archive, StoredGame
    from app.recovery import Damaged

translate = QCoreApplication.translate


def offer(archive: Archive | None, lang: str = "ru") -> tuple[dict[str, Any], str | None, StoredGame | None] | None:
    """Ask about the game left open; (document, its file, its archived record) to restore.
    A recovery file that could not be used has been set aside: say so, in one line."""
    autosave.flush_all()
    damaged: list[Damaged] = []
    left = session.pending(report=damaged.append)
    for problem in damaged:
        QMessageBox.warning(None, "Mafia Protocol", problem.message(lang))
    if left is None:
        return None
    name = game_title(left.describe())
    when = local_time(left.saved_at) if left.saved_at else "—"
    text = translate("MainWindow", "A game was left open when the program stopped:\n%1\nlast change %2.\n\n"
                                   "Restore it? Yes brings it back; No keeps it among the recent games; "
                                   "Throw away discards it once you confirm.").replace(
        "%1", name).replace("%2", when)
    answer = ask(text)
    stored = left_in_archive(archive, left.game)
    if answer == QMessageBox.StandardButton.Yes:
        return left.document, left.source, stored
    if (
        answer == QMessageBox.StandardButton.Discard
        and QMessageBox.question(
            None,
            "Mafia Protocol",
            translate("MainWindow", "Throw away the game %1? This cannot be undone.").replace("%1", name),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        == QMessageBox.StandardButton.Yes
    ):
        try:
            throw_away(archive, stored)
        except ArchiveRefused as refused:     # changed meanwhile: kept, and said why
            QMessageBox.warning(None, "Mafia Protocol", refused.message(lang))
            keep_left(archive, left, stored)
        return None
    keep_left(archive, left, stored)
    return None


def offer_box(text: str) -> QMessageBox:
    """Yes, No and a third button that says what it does: Qt's own "Discard" reads
    "Отклонить" (refuse) in Russian, which is not throwing a game away."""
    box = QMessageBox(
        QMessageBox.Icon.Question,
        "Mafia Protocol",
        text,
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No | QMessageBox.StandardButton.Discard,
    )
    box.setDefaultButton(QMessageBox.StandardButton.Yes)
    box.button(QMessageBox.StandardButton.Discard).setText(translate("MainWindow", "Throw away…"))
    return box


def ask(text: str) -> QMessageBox.StandardButton:
    return QMessageBox.StandardButton(offer_box(text).exec())
