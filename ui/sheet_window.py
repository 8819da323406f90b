"""The judge's sheet as its helpers see it: the open game (``game``, with its document,
language, file and archive read through it), the sheet's model and panels, and the few
commands of the window that its dialogs, menus and exports call.

The helpers (ui/game_files.py, ui/export.py, ui/menus.py, …) are typed against this class,
never against ui/main_window.py's ``MainWindow``, which imports them: no import, not even a
type's, runs back up from a helper to the window (tests/test_import_cycles.py).  A helper that
needs more of the window than this (a thing of its own the window keeps: the live link, the
scan being read) declares it in a class of its own built on this one, for the checker only
(``join_tournament.LiveWindow``, ``scan_dialog.ScanWindow``, ``menus.MenuWindow``, …), so that
a dialog loaded when first chosen stays so; for mypy ``MainWindow`` is all of them.

Only the open game's fields are code here; the rest is declared for the checker (under
``TYPE_CHECKING``, abstract there, so mypy refuses a window that lacks one of them), and the
window's own definitions are the ones that run."""
from __future__ import annotations

from abc import abstractmethod
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QMainWindow as _Window
    from PySide6.QtWidgets import QPushButton

    from app.autosave import Autosave
    from app.document import GameDocument
    from app.format.events import Event
    from app.judge.archive import Archive
    from app.open_game import OpenGame

    from .flow_panel import FlowPanel
    from .sheet_model import SheetModel
else:
    _Window = object        # at run time MainWindow brings QMainWindow in


class SheetWindow(_Window):
    """The sheet's window, as much of it as every helper may use."""

    game: OpenGame
    model: SheetModel
    flow_panel: FlowPanel
    awards_button: QPushButton
    menu_actions: dict[str, QAction]     # menu items by key (ui/menus.py)
    full_view: bool
    # File → New…, which the menus and the start page offer (ui/game_files.py's commands)
    new_game: Callable[[], object]
    new_club_game: Callable[[], object]
    new_game_from_seating: Callable[..., object]

    @property
    def doc(self) -> GameDocument:
        return self.game.doc

    @property
    def lang(self) -> str:
        return self.game.lang

    @property
    def archive(self) -> Archive | None:
        return self.game.archive

    @property
    def autosave(self) -> Autosave | None:
        return self.game.autosave

    @property
    def path(self) -> str | None:
        return self.game.path

    @path.setter
    def path(self, path: str | None) -> None:
        self.game.path = path

    if TYPE_CHECKING:
        @abstractmethod
        def show_inline(self, text: str) -> None: ...

        @abstractmethod
        def record(self, event: Event | dict[str, Any]) -> None: ...

        @abstractmethod
        def set_top(self, key: str, value: Any, text: str) -> None: ...

        @abstractmethod
        def may_discard(self) -> bool: ...

        @abstractmethod
        def apply_signature(self, signature: dict[str, Any]) -> None: ...

        @abstractmethod
        def set_reveal(self, reveal: bool) -> None: ...
