"""Where the secretary's games come from: judges' files and folders, and the shared archive.

No Qt here.  Reading is cached so that the window can look again every few seconds:
a file is parsed and replayed again only when its size or time changes, a signature is
verified once per document, and an unchanged set of games gives an unchanged ``key``, so
the window recomputes nothing.  Files and archive games may be mixed: a table that lost
the network brings its file on a stick.

>>> import json, tempfile, pathlib
>>> from app.sport import sample_game
>>> folder = pathlib.Path(tempfile.mkdtemp()) / "round1"
>>> folder.mkdir()
>>> _ = (folder / "t1.json").write_text(json.dumps(sample_game()), encoding="utf-8")
>>> _ = (folder / "notes.json").write_text("{", encoding="utf-8")
>>> sources = GameSources(lang="en")
>>> _ = sources.add([folder])
>>> games = sources.read()
>>> [label for label, _, _ in games.items], [where for where, _ in games.problems]
(['round1/t1.json'], ['round1/notes.json'])
>>> games.key == sources.read().key
True
"""
from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from app import editions
from app.gamefile import replay_file
from app.table_state import TableState


@dataclass
class Games:
    """One reading: ``(label, doc, state)`` for every game, the signatures' verdicts by
    label, the labels the archive holds as signed, and the files that could not be read
    (label, one-line reason)."""

    items: list[tuple[str, dict[str, Any], TableState]] = field(default_factory=list)
    verdicts: dict[str, Any] = field(default_factory=dict[str, Any])
    signed: set[str] = field(default_factory=set)
    problems: list[tuple[str, str]] = field(default_factory=list)
    key: tuple[Any, ...] = ()


def doc_hash(doc: dict[str, Any]) -> str:
    """Identifies a document's exact content, signature included (a re-signed file must
    be verified again; the fingerprint leaves the signature out)."""
    text = json.dumps(doc, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def is_game_file(path: Path) -> bool:
    return path.suffix.lower() == ".json"


class GameSources:
    """The files and folders imported so far, and optionally an archive's tournament."""

    def __init__(self, lang: str = "ru", anchors: Any = None) -> None:
        self.lang = lang
        self.anchors = anchors                 # trusted certificates; None: the user's
        self.default_anchors = anchors         # whom to trust when the tournament has no register
        self.roots: list[Path] = []            # imported files and folders, in order
        self.archive_items: list[tuple[str, dict[str, Any]]] = []
        self.archive_signed: set[str] = set()
        self.archive_originals: dict[str, dict[str, Any]] = {}     # the judge's signed original of a corrected game
        self._files: dict[Path, tuple[tuple[int, int], str, dict[str, Any] | None, TableState | None, str | None]] = {}
        self._states: dict[str, TableState] = {}
        self._verdicts: dict[str, Any] = {}

    # -- what to read ------------------------------------------------------------------
    def add(self, paths: Iterable[str | Path]) -> list[Path]:
        """Import files and folders (a folder is searched again at every reading, so new
        files of the judges appear); returns those not imported before."""
        added = []
        for raw in paths:
            path = Path(raw).resolve()
            if path not in self.roots:
                self.roots.append(path)
                added.append(path)
        return added

    def clear_files(self) -> None:
        self.roots.clear()
        self._files.clear()

    def set_archive(self, items: list[tuple[str, dict[str, Any]]], signed: set[str],
                    originals: dict[str, dict[str, Any]] | None = None) -> None:
        """What :func:`app.tournament.archive_items` read (in a worker thread), and the
        judges' signed originals (:func:`app.tournament.games.archive_originals`)."""
        self.archive_items, self.archive_signed = items, set(signed)
        self.archive_originals = dict(originals or {})

    def set_anchors(self, anchors: Any) -> None:
        """Whose signatures are trusted: a tournament's register, or (None) those given
        when the sources were made; a change makes every verdict new."""
        anchors = self.default_anchors if anchors is None else anchors
        if anchors is self.anchors or anchors == self.anchors:
            return
        self.anchors = anchors
        self._verdicts = {}

    @property
    def empty(self) -> bool:
        return not self.roots and not self.archive_items

    # -- reading -----------------------------------------------------------------------
    def files(self) -> list[tuple[Path, str]]:
        """Every game file under the imported paths with its label (the path from the
        imported folder's parent, or the file's name), each once."""
        found: dict[Path, str] = {}
        for root in self.roots:
            if root.is_dir():
                for path in sorted(p for p in root.rglob("*") if p.is_file() and is_game_file(p)):
                    found.setdefault(path, path.relative_to(root.parent).as_posix())
            else:
                found.setdefault(root, root.name)
        labels: dict[str, int] = {}
        for label in found.values():
            labels[label] = labels.get(label, 0) + 1
        # two imports may give the same short label: those keep their full path
        return [(path, label if labels[label] == 1 else str(path)) for path, label in found.items()]

    def read(self) -> Games:
        games = Games()
        digests: list[str] = []
        seen = set()
        for path, label in self.files():
            doc, state, problem, digest = self._read_file(path)
            seen.add(path)
            if doc is None or state is None:
                games.problems.append((label, problem or ""))
                continue
            games.items.append((label, doc, state))
            digests.append(digest)
        for stale in set(self._files) - seen:
            del self._files[stale]
        states: dict[str, TableState] = {}
        for label, doc in self.archive_items:
            digest = doc_hash(doc)
            state = states[digest] = self._states.get(digest) or editions.replay(doc)
            games.items.append((label, doc, state))
            digests.append(digest)
        self._states = states              # forget the archive's older revisions
        verdicts = {}
        for (label, doc, _), digest in zip(games.items, digests):
            doc = self.archive_originals.get(label, doc)       # a correction: its judge's original
            if isinstance(doc.get("signature"), dict):
                digest = doc_hash(doc)
                verdicts[digest] = self._verdicts.get(digest) or self._verify(label, doc)
                games.verdicts[label] = verdicts[digest]
        self._verdicts = verdicts
        games.signed = set(self.archive_signed)
        games.key = (tuple((label, digest) for (label, _, _), digest in zip(games.items, digests)),
                     tuple(sorted(games.signed)), tuple(games.problems))
        return games

    def _read_file(self, path: Path) -> tuple[dict[str, Any] | None, TableState | None, str | None, str]:
        try:
            info = path.stat()
            stamp = (info.st_mtime_ns, info.st_size)
        except OSError:
            stamp = None
        cached = self._files.get(path)
        if cached is not None and stamp is not None and cached[0] == stamp:
            return cached[2], cached[3], cached[4], cached[1]
        doc, state, problem = replay_file(path, self.lang)
        digest = doc_hash(doc) if doc is not None else ""
        if stamp is not None:
            self._files[path] = (stamp, digest, doc, state, problem)
        return doc, state, problem, digest

    def _verify(self, label: str, doc: dict[str, Any]) -> Any:
        from .signatures import verify_signatures
        return verify_signatures([(label, doc)], self.anchors)[label]
