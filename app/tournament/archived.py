"""A tournament's games as the shared archive holds them: each game's current document,
the labels it holds as signed, the revisions, and the judge's signed original of a game
corrected since (so that a correction is judged by the signature it corrects)."""
from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from .decisions import Decision
from .trust import TournamentSetup, judge_from_certificate


def archive_items(archive: Any, tournament: str) -> tuple[list[tuple[str, dict[str, Any]]], set[str]]:
    """``(label, document)`` for every game of ``tournament`` in an ``app.storage``
    archive, and the labels of those it holds as signed."""
    items, signed, _ = archive_reading(archive, tournament)
    return items, signed


def archive_reading(archive: Any, tournament: str) -> tuple[list[tuple[str, dict[str, Any]]], set[str], dict[str, int]]:
    """:func:`archive_items` and each label's revision (2, 3 … once corrected there)."""
    items, signed, revisions = [], set(), {}
    for summary in archive.search_games(tournament=tournament, limit=None):
        stored = archive.game(summary.id)
        if stored.discarded:
            continue
        label = f"#{stored.id}"
        items.append((label, _as_recorded(stored.document, stored.revision)))
        revisions[label] = stored.revision
        if stored.signed:
            signed.add(label)
    return items, signed, revisions


def _as_recorded(doc: dict[str, Any], revision: int) -> dict[str, Any]:
    """A correction the archive recorded (with who and why) over a signed protocol keeps the
    judge's signature of an earlier revision; that signature no longer covers the content,
    and the archive's trail, not the signature, vouches for it: read it as unsigned."""
    signature = doc.get("signature")
    signed_revision = signature.get("revision") if isinstance(signature, dict) else None
    if isinstance(signed_revision, int) and signed_revision < revision:
        return {key: value for key, value in doc.items() if key != "signature"}
    return doc


def archive_originals(archive: Any, signed: Iterable[str],
                      items: Iterable[tuple[str, dict[str, Any]]] = ()) -> dict[str, dict[str, Any]]:
    """label -> the judge's signed original of each game the archive holds as signed: its
    revision 1 with the judge's signature (kept in the document, or beside it when the
    sheet signed into the archive).  A correction is judged by the signature under the
    original it corrects, so that no correction gets round the trust rule.  ``items``:
    the documents read (a document still carrying its signature is its own original)."""
    own = {label for label, doc in items if isinstance(doc.get("signature"), dict)}
    out: dict[str, dict[str, Any]] = {}
    for label in signed:
        if not label.startswith("#") or label in own:
            continue
        revisions = archive.revisions(int(label[1:]))
        if not revisions:
            continue
        first = revisions[0]
        doc = dict(first.document)
        if not isinstance(doc.get("signature"), dict) and first.signature:
            try:
                signature = json.loads(first.signature)
            except ValueError:
                continue
            if isinstance(signature, dict):
                doc["signature"] = signature
        if isinstance(doc.get("signature"), dict):
            out[label] = doc
    return out


# -- the secretary's rows of the archive, made the tournament's objects ----------------------
def archive_decisions(archive: Any, tournament: str) -> list[Decision]:
    """The tournament's journal in the archive, as decisions in the order taken."""
    return [Decision(r.kind, r.game, r.author, r.reason, r.field, r.seat, r.new, r.old, r.at, r.place, r.signature)
            for r in archive.secretary.journal(tournament)]


def archive_setup(archive: Any, tournament: str) -> TournamentSetup | None:
    """The tournament's register and choice of unsigned games in the archive (None: none made)."""
    row = archive.secretary.register(tournament)
    if row is None:
        return None
    return TournamentSetup(row.unsigned, tuple(judge_from_certificate(j.pem.encode("ascii"), j.name, j.added_at)
                                               for j in row.judges))


def journal_decision(archive: Any, tournament: str, decision: Decision) -> int:
    """Keep ``decision`` in the tournament's journal in the archive; its number there (the
    store takes it as a row: a decision has every field of one)."""
    return int(archive.secretary.record(tournament, decision))
