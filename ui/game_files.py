"""Files and new games of the main window: open, save, recent games, the archive, the three
new-game flows, the table's correction and the language."""
from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMenu, QMessageBox

from app import operations as ops
from app import session
from app.document import GameDocument
from app.format import GameFileError, load_game, save_game
from app.i18n import LANGUAGE_CHANGES, gettext

from .club_game import ClubGameDialog
from .new_game import NewGameDialog

translate = QCoreApplication.translate


def game_title(entry: dict) -> str:
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


_UNSAFE = re.compile(r'[\x00-\x1f<>:"/\\|?*]+')


def file_stem(meta: dict, fallback: str = "game") -> str:
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


def suggested_path(window, suffix: str, fallback: str = "game") -> str:
    """Where an export is proposed: named after the game's header, beside the game's file."""
    name = file_stem(window.doc.meta, fallback) + suffix
    return str(Path(window.path).parent / name) if window.path else name


class GameFiles:
    def __init__(self, window) -> None:
        self.w = window

    # -- new games ----------------------------------------------------------------------
    def _start(self, doc: GameDocument, path: str | None = None, stored=None) -> None:
        self.w.path = path
        self.w._attach(doc, stored)
        self.w.undo.setClean()

    def new_game(self) -> None:
        if not self.w._may_discard():
            return
        dialog = NewGameDialog(self.w, lang=self.w.lang, names_for=self._names_for())
        if dialog.exec():
            self._start(GameDocument.new(dialog.names(), dialog.roles(), dialog.ruleset(), dialog.meta()))

    def new_club_game(self) -> None:
        if not self.w._may_discard():
            return
        dialog = ClubGameDialog(self.w, lang=self.w.lang)
        if dialog.exec():
            self._start(GameDocument.new(dialog.names(), dialog.roles(), dialog.ruleset(), dialog.meta()))

    def new_game_from_seating(self, path: str | None = None, round_number: int | None = None,
                              table: int | None = None) -> None:
        """A tournament table: the seating schedule names the players in seat order; the
        judge deals the roles and checks the rule book before the game starts."""
        from app.tournament import SeatingError, load_schedule
        w = self.w
        if not w._may_discard():
            return
        if path is None:
            path, _ = QFileDialog.getOpenFileName(w, translate("MainWindow", "Seating schedule"), "",
                                                  translate("MainWindow", "Schedules (*.json *.csv)"))
            if not path:
                return
        try:
            schedule = load_schedule(path)
        except (SeatingError, OSError, ValueError) as err:
            message = err.message(w.lang) if hasattr(err, "message") else str(err)
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
        dialog = NewGameDialog(w, doc=seeded, lang=w.lang, names_for=self._names_for(), dealing=True)
        dialog.setWindowTitle(translate("MainWindow", "New game from the seating"))
        dialog.draw_roles()
        if dialog.exec():
            self._start(GameDocument.new(dialog.names(), dialog.roles(), dialog.ruleset(), dialog.meta()))

    def edit_table(self) -> None:
        w = self.w
        if w.model.club:        # said once, in a box: no status line left behind for the next game
            QMessageBox.information(w, translate("MainWindow", "Table and rule book"), translate(
                "MainWindow", "A boulevard table is dealt in the new boulevard game dialog (Ctrl+Shift+N); "
                              "a nickname is edited by a double click on its seat."))
            return
        dialog = NewGameDialog(w, doc=w.doc.to_json(), lang=w.lang, names_for=self._names_for())
        if not dialog.exec():
            return
        meta = {**w.doc.meta, **dialog.meta()}
        w.push(ops.Batch([ops.SetTop("players", dialog.players()), ops.SetTop("ruleset", dialog.ruleset()),
                          ops.SetTop("meta", meta)]), translate("MainWindow", "Table and rule book"))

    def _names_for(self):
        """Nicknames from the archive's players, for completion while typing."""
        archive = self.w.archive
        if archive is None:
            return None
        from app.storage import ArchiveError

        def names(prefix: str) -> list[str]:
            try:
                return archive.player_names(prefix, limit=12)
            except ArchiveError:
                return []
        return names

    # -- opening ------------------------------------------------------------------------
    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self.w, translate("MainWindow", "Open game"), "",
                                              translate("MainWindow", "Games (*.json)"))
        if path:
            self.open_path(path)

    def open_path(self, path: str) -> bool:
        w = self.w
        if not w._may_discard():
            return False
        try:
            doc = load_game(path)
        except GameFileError as err:
            QMessageBox.warning(w, translate("MainWindow", "Cannot open"), err.message(w.lang))
            return False
        self._start(GameDocument(doc), path)
        session.remember({"game": None, "file": path, **session.describe(doc)})
        return True

    def open_stored(self, game_id: int) -> bool:
        """A game of the archive, going on in its own record."""
        from app.storage import ArchiveError
        w = self.w
        if w.archive is None or not w._may_discard():
            return False
        try:
            stored = w.archive.game(game_id)
        except ArchiveError as err:
            QMessageBox.warning(w, translate("MainWindow", "Cannot open"), err.message(w.lang))
            return False
        self._start(GameDocument(stored.document), None, stored)
        session.remember({"game": stored.id, "file": None, **session.describe(stored.document)})
        return True

    def open_recent(self, entry: dict) -> bool:
        if entry.get("game") is not None and self.w.archive is not None:
            return self.open_stored(entry["game"])
        if entry.get("file"):
            return self.open_path(entry["file"])
        return False

    def fill_recent(self, menu: QMenu) -> None:
        menu.clear()
        entries = session.recent()
        for entry in entries:
            menu.addAction(game_title(entry), lambda e=entry: self.open_recent(e))
        if not entries:
            menu.addAction(translate("MainWindow", "No recent games")).setEnabled(False)

    def open_from_archive(self) -> None:
        from .archive_dialog import ArchiveDialog
        w = self.w
        if w.archive is None:
            QMessageBox.information(w, translate("MainWindow", "Open from the archive"),
                                    translate("MainWindow", "The archive is not available."))
            return
        dialog = ArchiveDialog(w.archive, w.lang, w)
        if dialog.exec() and dialog.chosen is not None:
            self.open_stored(dialog.chosen)

    # -- saving -------------------------------------------------------------------------
    def save(self) -> bool:
        w = self.w
        if not w.path:
            return self.save_as()
        try:
            save_game(w.doc.to_json(), w.path)
        except GameFileError as err:
            QMessageBox.warning(w, translate("MainWindow", "Cannot save"), err.message(w.lang))
            return False
        w.undo.setClean()
        w.autosave.saved_to_file(w.path)
        return True

    def save_as(self) -> bool:
        w = self.w
        path, _ = QFileDialog.getSaveFileName(w, translate("MainWindow", "Save game"),
                                              w.path or suggested_path(w, ".json"),
                                              translate("MainWindow", "Games (*.json)"))
        if not path:
            return False
        w.path = path
        return self.save()

    def may_discard(self) -> bool:
        w = self.w
        if w.undo.isClean() or (w.path is None and w.autosave.in_archive):
            return True      # nothing to lose: a game kept in the archive is in the recent games
        answer = QMessageBox.question(w, translate("MainWindow", "Unsaved changes"),
                                      translate("MainWindow", "Save the changes of this game?"),
                                      QMessageBox.Save | QMessageBox.Discard | QMessageBox.Cancel)
        if answer == QMessageBox.Save:
            return self.save()
        return answer == QMessageBox.Discard

    # -- language -----------------------------------------------------------------------
    def set_language(self, lang: str) -> None:
        """Kept for the next start; said in the language chosen."""
        QSettings().setValue("language", lang)
        if lang == self.w.lang:
            return
        QMessageBox.information(self.w, "Mafia Protocol", gettext(lang, LANGUAGE_CHANGES))
