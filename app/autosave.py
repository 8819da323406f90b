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

import json
from typing import Callable

from . import recovery
from .document import Change, GameDocument


_SIGNED = ("Игра подписана: изменения хранятся отдельно, пока вы не подпишете новую редакцию",
           "The game is signed: changes are kept aside until you sign the new revision")


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
        self.locked = False        # signed in the archive: changes wait for the next signature

    def attach(self, doc: GameDocument, source: str | None = None, author: str | None = None,
               stored=None) -> None:
        """Follow ``doc`` from now on; ``stored`` is the archive's game it was restored from."""
        self.doc, self.source, self.author = doc, source, author
        self.game_id = self.version = None
        self.locked = False
        if self.archive is not None:
            if stored is not None:
                self.game_id, self.version = stored.id, stored.version
            else:
                self._archive(lambda: self.archive.open_game(doc.doc, author=author), opening=True)
        doc.listeners.append(self.changed)

    def changed(self, change: Change) -> None:
        if self.game_id is None or self.locked:
            recovery.write(self.doc.doc, self.source)
            if self.locked:
                self.on_problem(_SIGNED[self.lang == "en"])
            return
        archive, gid, v = self.archive, self.game_id, self.version
        if change.kind == "event_added":
            self._archive(lambda: archive.append_event(gid, change.phase, change.event, expected_version=v))
        elif change.kind == "phase_added":
            self._archive(lambda: archive.begin_phase(gid, change.phase, expected_version=v))
        else:
            self._archive(lambda: archive.replace_document(gid, self.doc.doc, expected_version=v,
                                                           author=self.author, reason="edit"))

    def signed(self, signature: dict) -> None:
        """The judge signed: the archive freezes the game, or stores the signed correction
        as the next revision (a signed game is never rewritten)."""
        if self.game_id is None:
            return
        archive, gid, v = self.archive, self.game_id, self.version
        signer = signature.get("signer") or self.author or "—"
        detached = json.dumps(signature, ensure_ascii=False, sort_keys=True).encode("utf-8")
        if not self.locked:
            self._archive(lambda: archive.sign_game(gid, signer, expected_version=v, signature=detached))
        else:
            revision = signature.get("revision")
            self._archive(lambda: archive.correct_game(gid, self.doc.doc, expected_version=v, author=signer,
                                                       reason=f"signed revision {revision}"))
        if self.game_id is not None:
            self.version = archive.game(gid).version
            self.locked = True
            recovery.clear()

    def saved_to_file(self, path: str) -> None:
        self.source = path
        if self.game_id is None:
            recovery.clear()

    def closed(self) -> None:
        recovery.clear()

    def _archive(self, call, opening: bool = False) -> None:
        from .storage import ArchiveError, GameLocked
        try:
            result = call()
        except GameLocked as err:
            self.locked = True      # keep the game; its next revision comes with a signature
            recovery.write(self.doc.doc, self.source)
            self.on_problem(err.message(self.lang))
            return
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
