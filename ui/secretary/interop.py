"""The secretary's doors to other systems: File → Import from mafiaratings / Polemica, and
Export for mafiaratings.

The conversions are ``app.interop``'s, as ``mafia-protocol convert`` runs them: imported
records become ``mafia-game/1`` files in a folder the secretary chooses, which the window
then counts like any judges' folder; the export writes one mafiaratings record per game
counted.  What could not be carried across is shown, one line per game.
"""
from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QFileDialog, QMessageBox

from .texts import translate

if TYPE_CHECKING:
    from app.interop import Converted

    from .base import WindowBase

_UNSAFE = re.compile(r'[\\/:*?"<>|\x00-\x1f]+')


def install(window: WindowBase) -> None:
    """The three actions, at the end of the window's first menu (before Close)."""
    menu = window.games_menu
    close = menu.actions()[-1]          # the window's Games menu ends with Close
    imports = (
        window.action(translate("SecretaryInterop", "Import from mafiaratings…"),
                       lambda: choose_import(window, "mafiaratings")),
        window.action(translate("SecretaryInterop", "Import from Polemica…"),
                       lambda: choose_import(window, "polemica")),
        window.action(translate("SecretaryInterop", "Export for mafiaratings…"), lambda: choose_export(window)))
    actions = menu.actions()
    if len(actions) < 2 or not actions[-2].isSeparator():
        menu.insertSeparator(close)
    for action in imports:
        menu.insertAction(close, action)
    menu.insertSeparator(close)


def choose_import(window: WindowBase, system: str) -> None:
    title = translate("SecretaryInterop", "Records of {system}").format(system=_SYSTEM[system])
    paths, _ = QFileDialog.getOpenFileNames(window, title, "", translate("SecretaryInterop", "Records (*.json)"))
    if not paths:
        return
    folder = QFileDialog.getExistingDirectory(window, translate("SecretaryInterop",
                                                                "Where to keep the converted games"))
    if folder:
        show_report(window, *import_records(window, system, paths, Path(folder)))


def import_records(window: WindowBase, system: str, paths: Iterable[str],
                   folder: Path) -> tuple[str, list[str], bool]:
    """Convert every record into ``folder`` and count that folder; nothing is written when
    a record cannot be read.  Returns (summary, lines, failed)."""
    from app.format import GameFileError, save_game
    from app.interop import ForeignFileError, read_games
    from app.interop.anomalies import finding_line

    games: list[Converted] = []
    lines: list[str] = []
    for item in read_games(list(paths), system):
        if isinstance(item, ForeignFileError):
            lines.append(item.message(window.lang))
        else:
            games.append(item)
    if lines:
        return translate("SecretaryInterop", "Nothing was imported: these records cannot be read."), lines, True
    taken: set[str] = set()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        for game in games:
            name = _free(game.name, taken)
            save_game(game.doc, folder / name)
            if game.notes:
                lines.append(game.notes.line(name, window.lang))
            # what the validator says of the converted game: an anomaly of the source is said
            lines += [f"{name}: {finding_line(f, window.lang)}" for f in game.findings]
    except (OSError, GameFileError) as error:
        text = error.message(window.lang) if isinstance(error,
                                                        GameFileError) else f"{folder}: {error.strerror or error}"
        return translate("SecretaryInterop", "Nothing was imported: these records cannot be read."), [text], True
    window.import_paths([str(folder)])
    summary = translate("SecretaryInterop", "Games converted from {system}: {count}, kept in {folder}.").format(
        system=_SYSTEM[system], count=len(games), folder=folder)
    return summary, lines, False


def choose_export(window: WindowBase) -> None:
    folder = QFileDialog.getExistingDirectory(window, translate("SecretaryInterop",
                                                                "Where to write the mafiaratings records"))
    if folder:
        show_report(window, *export_records(window, Path(folder)))


def export_records(window: WindowBase, folder: Path) -> tuple[str, list[str], bool]:
    """One mafiaratings record per game the window counts (files and archive alike)."""
    from app.format import save_game
    from app.interop import to_mafiaratings

    items = window.sources.read().items
    if not items:
        return translate("SecretaryInterop", "There are no games to export."), [], True
    lines: list[str] = []
    written, taken = 0, set[str]()     # the names given so far
    failed = False
    try:
        folder.mkdir(parents=True, exist_ok=True)
        for label, doc, _ in items:
            name = _free(_UNSAFE.sub("-", label.removesuffix(".json")).strip("-") + ".json", taken)
            record, notes = to_mafiaratings(doc)
            if record is None:
                failed = True
            else:
                save_game(record, folder / name)
                written += 1
            if notes:
                lines.append(notes.line(label, window.lang))
    except OSError as error:
        return translate("SecretaryInterop", "Cannot write"), [f"{folder}: {error.strerror or error}"], True
    summary = translate("SecretaryInterop",
                        "Records for mafiaratings written: {count} of {games}, in {folder}.").format(
        count=written, games=len(items), folder=folder)
    return summary, lines, failed


def show_report(window: WindowBase, summary: str, lines: list[str], failed: bool) -> None:
    """The summary, and the per-game lines in the details (they may be many)."""
    box = QMessageBox(QMessageBox.Icon.Warning if failed else QMessageBox.Icon.Information,
                      translate("SecretaryInterop", "Other systems"), summary, QMessageBox.StandardButton.Ok, window)
    if lines:
        box.setInformativeText(translate("SecretaryInterop", "Lines to read: {count}.").format(count=len(lines)))
        box.setDetailedText("\n".join(lines))
    window.statusBar().showMessage(summary, 8000)
    box.exec()


_SYSTEM = {"mafiaratings": "mafiaratings", "polemica": "Polemica"}


def _free(name: str, taken: set[str]) -> str:
    stem, count = name.removesuffix(".json"), 1
    while name in taken:
        count += 1
        name = f"{stem}-{count}.json"
    taken.add(name)
    return name
