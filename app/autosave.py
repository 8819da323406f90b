"""Autosave of the open game: every change goes to the archive as it is applied, so a
killed program loses nothing; without an archive (or when it fails), to the recovery file.

>>> import os, tempfile; os.environ["MAFIA_PROTOCOL_HOME"] = tempfile.mkdtemp()
>>> from app.document import GameDocument
>>> from app.engine import sample_game
>>> from app.storage import open_archive
>>> archive = open_archive()
>>> doc = GameDocument(sample_game())
>>> saver = Autosave(archive); saver.attach(doc, author="Иванов")
>>> doc.append_event({"type": "foul", "seat": 2})
(5, 4)
>>> archive.game(saver.game_id).document["phases"][5]["events"][-1]
{'type': 'foul', 'seat': 2}
>>> archive.close(); del os.environ["MAFIA_PROTOCOL_HOME"]
"""
from __future__ import annotations

from typing import Callable

from . import recovery
from .document import Change, GameDocument


class Autosave:
    def __init__(self, archive=None, on_problem: Callable[[str], None] | None = None,
                 lang: str = "ru") -> None:
        self.archive = archive
        self.on_problem = on_problem or (lambda message: None)
        self.lang = lang
        self.doc: GameDocument | None = None
        self.source: str | None = None
        self.author: str | None = None
        self.game_id: int | None = None
        self.version: int | None = None

    def attach(self, doc: GameDocument, source: str | None = None, author: str | None = None,
               stored=None) -> None:
        """Follow ``doc`` from now on; ``stored`` is the archive's game it was restored from."""
        self.doc, self.source, self.author = doc, source, author
        self.game_id = self.version = None
        if self.archive is not None:
            if stored is not None:
                self.game_id, self.version = stored.id, stored.version
            else:
                self._archive(lambda: self.archive.open_game(doc.doc, author=author), opening=True)
        doc.listeners.append(self.changed)

    def changed(self, change: Change) -> None:
        if self.game_id is None:
            recovery.write(self.doc.doc, self.source)
            return
        archive, gid, v = self.archive, self.game_id, self.version
        if change.kind == "event_added":
            self._archive(lambda: archive.append_event(gid, change.phase, change.event, expected_version=v))
        elif change.kind == "phase_added":
            self._archive(lambda: archive.begin_phase(gid, change.phase, expected_version=v))
        else:
            self._archive(lambda: archive.replace_document(gid, self.doc.doc, expected_version=v,
                                                           author=self.author, reason="edit"))

    def saved_to_file(self, path: str) -> None:
        self.source = path
        if self.game_id is None:
            recovery.clear()

    def closed(self) -> None:
        recovery.clear()

    def _archive(self, call, opening: bool = False) -> None:
        from .storage import ArchiveError
        try:
            result = call()
        except ArchiveError as err:
            # never lose the game: fall back to the recovery file and say why
            self.game_id = self.version = None
            recovery.write(self.doc.doc, self.source)
            self.on_problem(err.message(self.lang))
            return
        if opening:
            self.game_id, self.version = result.id, result.version
        else:
            self.version = result
