"""Files and new games of the main window: open, save, recent games, the archive, the three
new-game flows, the table's correction and the language.

The dialogs are here; what they do is the open game's (``window.game``, app.open_game)."""
from __future__ import annotations

import re
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMenu, QMessageBox

from app import session
from app.format import GameFileError
from app.i18n import LANGUAGE_CHANGES, gettext

from .club_game import ClubGameDialog
from .new_game import NewGameDialog

if TYPE_CHECKING:
    from app.open_game import OpenGame

    from .sheet_window import SheetWindow

translate = QCoreApplication.translate


def game_title(entry: dict[str, Any]) -> str:
    """A game named as a judge names it: tournament, round, table, game, phase."""
    parts = [entry.get("tournament") or ""]
    for key, label in (("round", translate("MainWindow", "round")), ("table", translate("MainWindow", "table")),
                       ("number", translate("MainWindow", "game"))):
        if entry.get(key) not in (None, ""):
            parts.append(f"{label} {entry[key]}")
    if not entry.get("tournament") and entry.get("players"):
        parts.append(", ".join(p for p in entry["players"] if p) + "…")
    if entry.get("phase"):
        from .sheet_model import phase_label
        parts.append(phase_label(entry["phase"]))
    return " · ".join(str(p) for p in parts if p) or translate("MainWindow", "A game without a header")


def game_name(meta: dict[str, Any]) -> str:
    """A game not saved to a file yet is named by its header (a tournament table), else
    it is a new game."""
    if not (meta.get("tournament") or meta.get("table") not in (None, "")):
        return translate("MainWindow", "New game")
    return game_title({"tournament": meta.get("tournament"), "round": meta.get("round"),
                       "table": meta.get("table"), "number": meta.get("game")})


_UNSAFE = re.compile(r'[\x00-\x1f<>:"/\\|?*]+')


def file_stem(meta: dict[str, Any], fallback: str = "game") -> str:
    """A file name for a game's exports, from its header: tournament, round, table, game and
    date ("Осенний кубок, тур 3, стол 5, игра 1, 2026-11-29"), so that the next game's export
    does not overwrite this one.  Characters a file system refuses become "-"."""
    parts = [str(meta.get("tournament") or "").strip()]
    for key, label in (("round", translate("MainWindow", "round")), ("table", translate("MainWindow", "table")),
                       ("game", translate("MainWindow", "game"))):
        if meta.get(key) not in (None, ""):
            parts.append(f"{label} {meta[key]}")
    if meta.get("date"):
        parts.append(str(meta["date"]))
    stem = _UNSAFE.sub("-", ", ".join(p for p in parts if p))
    stem = " ".join(stem.split()).strip(" .-")[:120].rstrip(" .-")
    return stem or fallback


def suggested_path(game: OpenGame, suffix: str, fallback: str = "game") -> str:
    """Where an export is proposed: named after the game's header, beside the game's file."""
    name = file_stem(game.doc.meta, fallback) + suffix
    return str(Path(game.path).parent / name) if game.path else name


class GameFiles:
    """``window``: the main window, the dialogs' parent; its ``game`` is the open game."""

    def __init__(self, window: SheetWindow) -> None:
        self.w = window
        self.game: OpenGame = window.game

    # -- new games ----------------------------------------------------------------------
    def _new(self, dialog: NewGameDialog | ClubGameDialog) -> None:
        self.game.new_game(dialog.names(), dialog.roles(), dialog.ruleset(), dialog.meta())

    def new_game(self) -> None:
        if not self.w.may_discard():
            return
        dialog = NewGameDialog(self.w, lang=self.game.lang, names_for=self.game.player_names())
        if dialog.exec():
            self._new(dialog)

    def new_club_game(self) -> None:
        if not self.w.may_discard():
            return
        dialog = ClubGameDialog(self.w, lang=self.game.lang)
        if dialog.exec():
            self._new(dialog)

    def new_game_from_seating(self, path: str | None = None, round_number: int | None = None,
                              table: int | None = None) -> None:
        """A tournament table: the seating schedule names the players in seat order; the
        judge deals the roles and checks the rule book before the game starts."""
        from app.tournament import SeatingError, load_schedule
        w, lang = self.w, self.game.lang
        if not self.w.may_discard():
            return
        if path is None:
            path, _ = QFileDialog.getOpenFileName(w, translate("MainWindow", "Seating schedule"), "",
                                                  translate("MainWindow", "Schedules (*.json *.csv)"))
            if not path:
                return
        try:
            schedule = load_schedule(path)
        except (SeatingError, OSError, ValueError) as err:
            message = err.message(lang) if hasattr(err, "message") else str(err)
            QMessageBox.warning(w, translate("MainWindow", "Cannot open"), message)
            return
        if round_number is None or table is None:
            places = [(r + 1, t + 1) for r, round_ in enumerate(schedule.rounds) for t in range(len(round_))]
            template = translate("MainWindow", "round %1, table %2")
            choices = [template.replace("%1", str(r)).replace("%2", str(t)) for r, t in places]
            chosen, ok = QInputDialog.getItem(w, translate("MainWindow", "Which table?"),
                                              translate("MainWindow", "Table of the schedule:"), choices, 0, False)
            if not ok:
                return
            round_number, table = places[choices.index(chosen)]
        names = schedule.grid()[round_number - 1][table - 1]
        from .new_game import ROLE_SET
        seeded = {"players": [{"seat": i + 1, "name": n, "role": r} for i, (n, r) in enumerate(zip(names, ROLE_SET))],
                  "ruleset": "league", "meta": {"round": round_number, "table": table}}
        dialog = NewGameDialog(w, doc=seeded, lang=lang, names_for=self.game.player_names(), dealing=True)
        dialog.setWindowTitle(translate("MainWindow", "New game from the seating"))
        dialog.draw_roles()
        if dialog.exec():
            self._new(dialog)

    def edit_table(self) -> None:
        w = self.w
        if w.model.club:        # said once, in a box: no status line left behind for the next game
            QMessageBox.information(w, translate("MainWindow", "Table and rule book"), translate(
                "MainWindow", "A boulevard table is dealt in the new boulevard game dialog (Ctrl+Shift+N); "
                              "a nickname is edited by a double click on its seat."))
            return
        game = self.game
        dialog = NewGameDialog(w, doc=game.doc.to_json(), lang=game.lang, names_for=game.player_names())
        if dialog.exec():
            game.edit_table(dialog.players(), dialog.ruleset(), dialog.meta(),
                            translate("MainWindow", "Table and rule book"))

    # -- opening ------------------------------------------------------------------------
    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self.w, translate("MainWindow", "Open game"), "",
                                              translate("MainWindow", "Games (*.json)"))
        if path:
            self.open_path(path)

    def open_path(self, path: str) -> bool:
        if not self.w.may_discard():
            return False
        try:
            self.game.open_file(path)
        except GameFileError as err:
            QMessageBox.warning(self.w, translate("MainWindow", "Cannot open"), err.message(self.game.lang))
            return False
        return True

    def open_stored(self, game_id: int) -> bool:
        """A game of the archive, going on in its own record."""
        from app.judge.archive import ArchiveRefused
        if self.game.archive is None or not self.w.may_discard():
            return False
        try:
            self.game.open_stored(game_id)
        except ArchiveRefused as err:
            QMessageBox.warning(self.w, translate("MainWindow", "Cannot open"), err.message(self.game.lang))
            return False
        return True

    def open_recent(self, entry: dict[str, Any]) -> bool:
        if entry.get("game") is not None and self.game.archive is not None:
            return self.open_stored(entry["game"])
        if entry.get("file"):
            return self.open_path(entry["file"])
        return False

    def fill_recent(self, menu: QMenu) -> None:
        menu.clear()
        entries = session.recent()
        for entry in entries:
            menu.addAction(game_title(entry), partial(self.open_recent, entry))
        if not entries:
            menu.addAction(translate("MainWindow", "No recent games")).setEnabled(False)

    def open_from_archive(self) -> None:
        from .archive_dialog import ArchiveDialog
        w, game = self.w, self.game
        if game.archive is None:
            QMessageBox.information(w, translate("MainWindow", "Open from the archive"),
                                    translate("MainWindow", "The archive is not available."))
            return
        dialog = ArchiveDialog(game.archive, game.lang, w)
        if dialog.exec() and dialog.chosen is not None:
            self.open_stored(dialog.chosen)

    # -- saving -------------------------------------------------------------------------
    def save(self) -> bool:
        game = self.game
        if not game.path:
            return self.save_as()
        try:
            game.save()
        except GameFileError as err:
            QMessageBox.warning(self.w, translate("MainWindow", "Cannot save"), err.message(game.lang))
            return False
        return True

    def save_as(self) -> bool:
        game = self.game
        path, _ = QFileDialog.getSaveFileName(self.w, translate("MainWindow", "Save game"),
                                              game.path or suggested_path(game, ".json"),
                                              translate("MainWindow", "Games (*.json)"))
        if not path:
            return False
        game.path = path
        return self.save()

    def may_discard(self) -> bool:
        w = self.w
        if self.game.may_close_silently():
            return True      # nothing to lose: a game kept in the archive is in the recent games
        button = QMessageBox.StandardButton
        answer = QMessageBox.question(w, translate("MainWindow", "Unsaved changes"),
                                      translate("MainWindow", "Save the changes of this game?"),
                                      button.Save | button.Discard | button.Cancel)
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    # -- language -----------------------------------------------------------------------
    def set_language(self, lang: str) -> None:
        """Kept for the next start; said in the language chosen."""
        QSettings().setValue("language", lang)
        if lang == self.game.lang:
            return
        QMessageBox.information(self.w, "Mafia Protocol", gettext(lang, LANGUAGE_CHANGES))
