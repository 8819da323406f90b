"""The import's reading of its documents: each signed one verified, each validated, replayed
and derived, shared between processes for a large import (app.storage.batch_import writes
what comes out).  The import command's files are read by the workers themselves."""
from __future__ import annotations

import os
from collections import deque
from collections.abc import Iterable, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import TYPE_CHECKING, Any, NamedTuple

from app.format import load_game, validate_game

from .derive import Facts, canonical, derive
from .game_rows import checked_document

if TYPE_CHECKING:
    from cryptography.x509 import Certificate

    from app.signing.verdict import Verdict

# Reading, validating and replaying a game is most of an import's time once its rows are
# written in batches: a large import shares it between processes.
POOL_FROM = 2000        # documents
AHEAD = 4000            # documents prepared ahead of the one the importing process is at, at most
_PER_TASK = 250
_WORKERS = 2
SIGNATURE_KEY = "signature"      # app.signing.canonical's, without importing the signing here


class Prepared(NamedTuple):
    """What the import needs of a document, kept instead of the document itself (a tenth of
    its memory)."""

    text: str                   # the stored text
    facts: Facts
    ids: dict[int, Any]         # players[].id by seat, where the file gives one
    verdict: Verdict | None     # a signed document's (None: unsigned)


class Trust:
    """The certificates signed documents are verified against: those given, or the key
    store's (as ``verify`` has them), read when first needed."""

    def __init__(self, anchors: Iterable[Certificate] | None = None) -> None:
        self._anchors = None if anchors is None else list(anchors)

    def anchors(self) -> list[Certificate]:
        if self._anchors is None:
            from app.signing import trust_anchors
            self._anchors = list(trust_anchors())      # unreadable files of the key store are skipped
        return self._anchors

    def verdict(self, doc: dict[str, Any]) -> Verdict | None:
        """``doc``'s signature checked (None: unsigned, ``"signature": null`` too)."""
        if SIGNATURE_KEY not in doc:
            return None
        from app.signing import UNSIGNED, verify_game
        verdict = verify_game(doc, self.anchors())
        return None if verdict.status == UNSIGNED else verdict


def prepare(doc: dict[str, Any], verdict: Verdict | None) -> Prepared:
    """``doc`` validated (raises ArchiveError) and derived; ``verdict``: its signature's."""
    own, text = checked_document(doc)
    return _prepared(own, text, verdict)


def _prepared(own: dict[str, Any], text: str, verdict: Verdict | None) -> Prepared:
    ids = {p["seat"]: p["id"] for p in own["players"] if p.get("id") is not None}
    return Prepared(text, derive(own), ids, verdict)


# -- in a worker ---------------------------------------------------------------------------------
_trust = Trust(())


def _start_worker(anchors: list[bytes]) -> None:
    global _trust
    if anchors:
        from cryptography.x509 import load_der_x509_certificate
        _trust = Trust([load_der_x509_certificate(der) for der in anchors])


def _prepare_many(docs: list[object], read: bool = False) -> list[Prepared | None]:
    """In a worker: None where the document is no dict, cannot be imported, or (``read``:
    ``docs`` are paths) its file cannot be read as a game; the importing process then reads
    and prepares it itself, to raise (and word) the error there.

    A worker's documents are its own (unpickled or read here): validated as they are, not
    copied through their text first (an eighth of the work).  A document only that copy
    would make valid (a tuple for an array, a number for a key) fails here and is prepared
    again the usual way by the importing process."""
    out: list[Prepared | None] = []
    for item in docs:
        try:
            if read:
                # The strict reader, as the importing process reads the file (validated there).
                doc = load_game(item) if isinstance(item, str) else None
            else:
                doc = item if isinstance(item, dict) else None
                if doc is not None:
                    validate_game(doc, "<archive>")
            out.append(None if doc is None else _prepared(doc, canonical(doc), _trust.verdict(doc)))
        except Exception:
            out.append(None)
    return out


# -- in the importing process --------------------------------------------------------------------
def prepared(docs: Sequence[object], trust: Trust | None = None) -> Iterator[Prepared | None]:
    """:func:`prepare` of each document in order, shared between processes for a large
    import (None: prepare it here).  ``AHEAD`` documents ahead at most, so the documents
    in flight stay bounded, and the importing process writes one batch while the next ones
    are prepared.  Where ``docs`` has ``paths(start, stop)`` (the import command's files:
    a path, or None for one the importing process must read), the workers read the files.
    A pool that cannot start or breaks leaves the rest to the importing process."""
    given = 0
    if len(docs) >= POOL_FROM and (os.cpu_count() or 1) >= 2:
        try:
            for done in _pooled(docs, trust or Trust()):
                yield done
                given += 1
        except (OSError, BrokenProcessPool):
            pass
    yield from (None for _ in range(len(docs) - given))


def _pooled(docs: Sequence[object], trust: Trust) -> Iterator[Prepared | None]:
    import multiprocessing

    from cryptography.hazmat.primitives.serialization import Encoding
    # Not fork: the secretary's window imports from a thread of a Qt program.
    method = "forkserver" if "forkserver" in multiprocessing.get_all_start_methods() else "spawn"
    context = multiprocessing.get_context(method)
    if method == "forkserver":
        # The program's own main module too: a worker started from the fork server finds it
        # there instead of running it again (a tenth of a second an import call).
        context.set_forkserver_preload(["__main__", "app.storage.preparing"])
    paths = getattr(docs, "paths", None)

    def task(start: int) -> tuple[list[Any], bool]:
        stop = min(start + _PER_TASK, len(docs))
        return (paths(start, stop), True) if paths is not None else (list(docs[start:stop]), False)

    anchors = [certificate.public_bytes(Encoding.DER) for certificate in trust.anchors()]
    with ProcessPoolExecutor(max_workers=_WORKERS, mp_context=context, initializer=_start_worker,
                             initargs=(anchors,)) as pool:
        flight: deque[Future[list[Prepared | None]]] = deque()
        starts = iter(range(0, len(docs), _PER_TASK))
        for start in starts:
            flight.append(pool.submit(_prepare_many, *task(start)))
            if len(flight) * _PER_TASK >= AHEAD:
                break
        while flight:
            done = flight.popleft().result()
            following = next(starts, None)
            if following is not None:
                flight.append(pool.submit(_prepare_many, *task(following)))
            yield from done


__all__ = ["AHEAD", "POOL_FROM", "SIGNATURE_KEY", "Prepared", "Trust", "prepare", "prepared"]
