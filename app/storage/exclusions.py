"""The secretary's exclusions as the ratings see them: a game its tournament's journal
excludes counts for no rating and no card, until the journal includes it again (the last
exclude or include of a game stands, as in the tournament's standings: app.tournament.games).

The journal names a game by ``#<id>`` (a game of the archive) or by its protocol's
fingerprint; both are resolved to the archive's games and kept in ``rating_exclusions``
(migration 0007), which the ratings' stream leaves out by its key.  Each rating scope keeps
the newest journal row it has seen, so that a decision re-rates from the game it names.
"""
from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any

from sqlalchemy import delete, func, insert, select, tuple_

from .errors import ArchiveError
from .models import GameRecord
from .persons import RatingExclusion
from .secretary import SecretaryDecision

if TYPE_CHECKING:
    from sqlalchemy.orm import Session

SETTLING = ("exclude", "include")
Excluded = dict[int, tuple[int, int]]       # game id -> (tournament id, the decision that stands)


def journal_mark(session: Session) -> int:
    """The newest row of the secretaries' journals (0: none)."""
    return int(session.scalar(select(func.max(SecretaryDecision.id))) or 0)


def not_excluded() -> Any:
    """A condition on ``games``: the game is not excluded by its tournament's secretary."""
    return ~select(RatingExclusion.game_id).where(RatingExclusion.game_id == GameRecord.id).exists()


def _resolve(session: Session, refs: dict[tuple[int, str], int]) -> Excluded:
    """The archive's games the journal's references name: (tournament, ``#id`` or fingerprint)
    with their decision -> game id with (tournament, decision)."""
    out: Excluded = {}
    ids = {int(ref[1:]): (tid, d) for (tid, ref), d in refs.items() if ref.startswith("#") and ref[1:].isdigit()}
    found = list(ids)
    for i in range(0, len(found), 1000):
        for (game_id,) in session.execute(select(GameRecord.id).where(GameRecord.id.in_(found[i:i + 1000]))):
            out[game_id] = ids[game_id]
    prints = [(tid, ref) for (tid, ref) in refs if not ref.startswith("#")]
    for i in range(0, len(prints), 500):
        chunk = prints[i:i + 500]
        for game_id, tid, fingerprint in session.execute(
                select(GameRecord.id, GameRecord.tournament_id, GameRecord.fingerprint)
                .where(tuple_(GameRecord.tournament_id, GameRecord.fingerprint).in_(chunk))):
            if tid is not None:
                out[game_id] = (tid, refs[(tid, fingerprint)])
    return out


def standing(session: Session) -> Excluded:
    """Every game whose last exclude or include in its tournament's journal is an exclude."""
    latest: dict[tuple[int, str], tuple[int, str]] = {}
    for row_id, tid, kind, game in session.execute(
            select(SecretaryDecision.id, SecretaryDecision.tournament_id, SecretaryDecision.kind,
                   SecretaryDecision.game).where(SecretaryDecision.kind.in_(SETTLING))
            .order_by(SecretaryDecision.tournament_id, SecretaryDecision.number)):
        latest[(tid, game)] = (row_id, kind)
    return _resolve(session, {key: row_id for key, (row_id, kind) in latest.items() if kind == "exclude"})


def kept(session: Session) -> Excluded:
    return {g: (t, d) for g, t, d in session.execute(
        select(RatingExclusion.game_id, RatingExclusion.tournament_id, RatingExclusion.decision_id))}


def sync_exclusions(session: Session) -> None:
    """Bring ``rating_exclusions`` to what the journals say now."""
    wanted, now = standing(session), kept(session)
    gone = sorted(g for g in now if wanted.get(g) != now[g])
    for i in range(0, len(gone), 1000):
        session.execute(delete(RatingExclusion).where(RatingExclusion.game_id.in_(gone[i:i + 1000])))
    new = [{"game_id": g, "tournament_id": t, "decision_id": d} for g, (t, d) in sorted(wanted.items())
           if now.get(g) != (t, d)]
    if new:
        session.execute(insert(RatingExclusion), new)


def check_exclusions(session: Session) -> Iterator[ArchiveError]:
    """``db check``'s part for migration 0007: the excluded games are those the journals exclude."""
    wanted, excluded = standing(session), kept(session)
    if wanted != excluded:
        yield ArchiveError("check.exclusions", count=len(set(wanted.items()) ^ set(excluded.items())))


def decided_since(session: Session, seen: int) -> Iterable[int]:
    """The games an exclude or include after journal row ``seen`` names."""
    refs = {(tid, game): row_id for row_id, tid, game in session.execute(
        select(SecretaryDecision.id, SecretaryDecision.tournament_id, SecretaryDecision.game)
        .where(SecretaryDecision.id > seen, SecretaryDecision.kind.in_(SETTLING)))}
    return _resolve(session, refs).keys()


__all__ = ["check_exclusions", "decided_since", "journal_mark", "kept", "not_excluded", "standing", "sync_exclusions"]
