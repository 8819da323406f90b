"""The import's reading of its documents: each validated, replayed and derived, shared
between processes for a large import (app.storage.batch_import writes what comes out)."""
from __future__ import annotations

import os
from collections import deque
from collections.abc import Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from app.format import validate_game

from .derive import Facts, canonical, derive
from .game_rows import checked_document

# Reading, validating and replaying a game is most of an import's time once its rows are
# written in batches: a large import shares it between processes.
POOL_FROM = 2000        # documents
AHEAD = 4000            # documents prepared ahead of the one the importing process is at, at most
_PER_TASK = 250
_WORKERS = 2

# The stored text, the facts, and the players' ids the file gives by seat: what the import
# needs of a document, kept instead of the document itself (a tenth of its memory).
Prepared = tuple[str, Facts, dict[int, Any]]


def prepare(doc: dict[str, Any]) -> Prepared:
    """``doc`` validated: its stored text, its facts and its players' ids (raises ArchiveError)."""
    own, text = checked_document(doc)
    return _prepared(own, text)


def _prepared(own: dict[str, Any], text: str) -> Prepared:
    return text, derive(own), {p["seat"]: p["id"] for p in own["players"] if p.get("id") is not None}


def _prepare_many(docs: list[object]) -> list[Prepared | None]:
    """In a worker: None where the document is no dict or cannot be imported; the importing
    process then prepares it itself, to raise (and word) the error there.

    A worker's documents are its own (unpickled): validated as they are, not copied through
    their text first (an eighth of the work).  A document only that copy would make valid
    (a tuple for an array, a number for a key) fails here and is prepared again the usual
    way by the importing process."""
    out: list[Prepared | None] = []
    for doc in docs:
        try:
            if not isinstance(doc, dict):
                out.append(None)
                continue
            text = canonical(doc)
            validate_game(doc, "<archive>")
            out.append(_prepared(doc, text))
        except Exception:
            out.append(None)
    return out


def prepared(docs: Sequence[object]) -> Iterator[Prepared | None]:
    """:func:`prepare` of each document in order, shared between processes for a large
    import (None: prepare it here).  ``AHEAD`` documents ahead at most, so the documents
    in flight stay bounded, and the importing process writes one batch while the next ones
    are prepared.
    A pool that cannot start or breaks leaves the rest to the importing process."""
    given = 0
    if len(docs) >= POOL_FROM and (os.cpu_count() or 1) >= 2:
        try:
            for done in _pooled(docs):
                yield done
                given += 1
        except (OSError, BrokenProcessPool):
            pass
    yield from (None for _ in range(len(docs) - given))


def _pooled(docs: Sequence[object]) -> Iterator[Prepared | None]:
    import multiprocessing
    # Not fork: the secretary's window imports from a thread of a Qt program.
    method = "forkserver" if "forkserver" in multiprocessing.get_all_start_methods() else "spawn"
    context = multiprocessing.get_context(method)
    if method == "forkserver":
        context.set_forkserver_preload(["app.storage.preparing"])
    with ProcessPoolExecutor(max_workers=_WORKERS, mp_context=context) as pool:
        flight: deque[Future[list[Prepared | None]]] = deque()
        starts = iter(range(0, len(docs), _PER_TASK))
        for start in starts:
            flight.append(pool.submit(_prepare_many, list(docs[start:start + _PER_TASK])))
            if len(flight) * _PER_TASK >= AHEAD:
                break
        while flight:
            done = flight.popleft().result()
            following = next(starts, None)
            if following is not None:
                flight.append(pool.submit(_prepare_many, list(docs[following:following + _PER_TASK])))
            yield from done


__all__ = ["AHEAD", "POOL_FROM", "Prepared", "prepare", "prepared"]
