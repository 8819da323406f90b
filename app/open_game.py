"""The game open in the judge's window, without the window: its document, where it is kept
(a file, the archive's record), and every command that changes it, opens another or saves it.

The window holds one :class:`OpenGame` and draws it; the helpers of the window (files, menus,
exports) ask it, not the window's widgets.  What the judge reads stays in the window: each
command takes the undo text the window words, and the undo history is the window's (an
:class:`UndoHistory`, Qt's undo stack there).

>>> from app.sport import sample_game
>>> from app.format.events import Penalty
>>> class Stack:
...     def __init__(self): self.texts, self.clean = [], True
...     def push(self, doc, edit, text): edit.apply(doc); self.texts.append(text); self.clean = False
...     def clear(self): self.texts.clear()
...     def is_clean(self): return self.clean
...     def set_clean(self): self.clean = True
>>> game = OpenGame(GameDocument(sample_game()), Stack())
>>> game.record(Penalty("foul", 2), "before the game is on the sheet"); game.undo.texts
[]
>>> game.start(game.doc)
>>> game.record(Penalty("foul", 2), "a foul"); game.doc.state.players[2].fouls
1
>>> game.may_close_silently(), game.undo.texts
(False, ['a foul'])
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from . import operations as ops
from . import session
from .document import Change, GameDocument
from .entry import resolve
from .format import load_game, save_game
from .format.events import Event
from .night_mistakes import may_touch_a_night, refusal

if TYPE_CHECKING:
    from .autosave import Autosave
    from .protests import Protest
    from .storage import Archive
    from .storage.records import GameSummary


class UndoHistory(Protocol):
    """Where the commands go: each is undone and redone as one step named by its text."""

    def push(self, doc: GameDocument, edit: ops.Edit, text: str) -> None: ...

    def clear(self) -> None: ...

    def is_clean(self) -> bool: ...

    def set_clean(self) -> None: ...


class OpenGame:
    """The open game: ``doc``, the file it came from or goes to (``path``), the archive that
    keeps it (``archive``, None without one), the language of the window (``lang``)."""

    def __init__(self, doc: GameDocument, undo: UndoHistory, autosave: Autosave | None = None, *,
                 path: str | None = None, lang: str = "ru", archive: Archive | None = None) -> None:
        self.doc, self.undo, self.autosave = doc, undo, autosave
        self.path, self.lang, self.archive = path, lang, archive
        self.active = False            # a game is on the sheet (not the start page)
        self.opened: list[Callable[[], None]] = []           # another game is open: views start over
        self.changed: list[Callable[[Change], None]] = []    # the open game changed

    # -- which game is open -------------------------------------------------------------
    def start(self, doc: GameDocument, path: str | None = None, stored: Any = None) -> None:
        """Open ``doc`` (a new game, a file's, the archive's ``stored`` game): the undo history
        starts over, the views are told, the autosave follows the new game."""
        self.doc, self.path, self.active = doc, path, True
        self.undo.clear()
        for view in self.opened:
            view()
        doc.listeners.append(self._changed)
        if self.autosave is not None:
            self.autosave.attach(doc, path, doc.meta.get("judge"), stored)
        self.undo.set_clean()

    def _changed(self, change: Change) -> None:
        for view in self.changed:
            view(change)

    def new_game(self, names: list[str], roles: list[str], ruleset: Any, meta: dict[str, Any]) -> None:
        self.start(GameDocument.new(names, roles, ruleset, meta))

    def open_file(self, path: str) -> None:
        """The game of a file (GameFileError when it cannot be read), listed among the recent."""
        doc = load_game(path)
        self.start(GameDocument(doc), path)
        session.remember({"game": None, "file": path, **session.describe(doc)})

    def open_stored(self, game_id: int) -> None:
        """A game of the archive, going on in its own record (ArchiveRefused when it cannot)."""
        from .judge.archive import stored_game
        if self.archive is None:
            raise LookupError("no archive is open")
        stored = stored_game(self.archive, game_id)
        self.start(GameDocument(stored.document), None, stored)
        session.remember({"game": stored.id, "file": None, **session.describe(stored.document)})

    def close(self) -> None:
        """The start page is shown: nothing recorded reaches this game until one is open."""
        self.active = False

    # -- files --------------------------------------------------------------------------
    def may_close_silently(self) -> bool:
        """Nothing is lost by opening another game: no change since the last save, or every
        change kept in the archive (a game there is in the recent games)."""
        in_archive = self.autosave is not None and self.autosave.in_archive
        return self.undo.is_clean() or (self.path is None and in_archive)

    def write_file(self) -> None:
        """The game written to its file (GameFileError when it cannot be)."""
        if self.path is None:
            raise ValueError("the game has no file yet")
        save_game(self.doc.to_json(), self.path)
        self.undo.set_clean()

    def save(self, path: str | None = None) -> None:
        """The game saved to ``path`` (or its own file), which it is kept in from now on."""
        if path is not None:
            self.path = path
        self.write_file()
        if self.autosave is not None and self.path is not None:
            self.autosave.saved_to_file(self.path)

    def find_games(self, tournament: str = "", table: str = "", player: str = "") -> list[GameSummary]:
        """The archive's games File → Open from the archive lists (ArchiveRefused when it cannot
        be read; none without an archive)."""
        from .judge.archive import find_games
        return [] if self.archive is None else find_games(self.archive, tournament, table, player)

    def player_names(self) -> Callable[[str], list[str]] | None:
        """Nicknames from the archive's players, for completion while typing (None without)."""
        archive = self.archive
        if archive is None:
            return None
        from .storage import ArchiveError

        def names(prefix: str) -> list[str]:
            try:
                return archive.player_names(prefix, limit=12)
            except ArchiveError:
                return []
        return names

    # -- commands -----------------------------------------------------------------------
    def push(self, edit: ops.Edit | None, text: str) -> None:
        """One step of the undo history; none while the start page shows (no game there, a
        stray F8 must not make the blank sheet one) or for an edit that changes nothing."""
        if edit is not None and self.active:
            self.undo.push(self.doc, edit, text)

    def submit(self, commands: list[dict[str, Any]], line: str, text: str) -> None:
        """A quick-entry line: all its commands, or none of them (a dry run first); a line the
        validator would call a night error is refused like a typo (:mod:`app.night_mistakes`)."""
        edit = ops.line(self.doc, commands, lambda c, state: resolve(c, state, line))
        refused = refusal(self.doc, edit) if self.active and edit is not None and \
            may_touch_a_night(self.doc, commands) else None
        if refused is not None:
            raise refused
        self.push(edit, text)

    def record(self, event: Event | dict[str, Any], text: str) -> None:
        """One event at the end of the current phase."""
        self.push(ops.record(self.doc, event), text)

    def next_phase(self, text: str) -> None:
        self.push(ops.next_phase(self.doc), text)

    def set_shot(self, shooter: int, target: int | None, text: str) -> None:
        self.push(ops.set_shot(self.doc, shooter, target), text)

    def delete_last(self, text: str) -> None:
        self.push(ops.delete_last(self.doc), text)

    def set_top(self, key: str, value: Any, text: str) -> None:
        self.push(ops.SetTop(key, value), text)

    def set_player(self, seat: int, field: str, value: Any, text: str) -> None:
        self.push(ops.SetPlayer(seat, field, value), text)

    def add_protest(self, protest: Protest, text: str) -> None:
        self.push(ops.add_protest(self.doc, protest), text)

    def confirm_result(self, text: str) -> None:
        """The result the replay decides, written as the game's result."""
        outcome = self.doc.state.outcome
        if outcome is not None:
            self.set_top("result", {"winner": outcome.winner}, text)

    def apply_signature(self, signature: dict[str, Any], text: str) -> None:
        self.set_top("signature", signature, text)
        if self.autosave is not None:
            self.autosave.signed(signature)

    def edit_table(self, players: list[dict[str, Any]], ruleset: Any, meta: dict[str, Any], text: str) -> None:
        """The players, the rule book and the header, as one step."""
        self.push(ops.Batch([ops.SetTop("players", players), ops.SetTop("ruleset", ruleset),
                             ops.SetTop("meta", {**self.doc.meta, **meta})]), text)
