"""The snapshot of a sport game (the FIIM and league rule books).

>>> from app.sport import sample_game
>>> from app import editions
>>> snap = build(editions.replay(sample_game()), sample_game())
>>> snap.seat(7).left, snap.outcome.winner, snap.clause("penalty.removal")
(Leave(phase='D1', how='voted', also_removed=False), 'red', '9.3.3')
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.i18n import NP_, Phrase
from app.kernel.model import TEAM, WINNER_TEXT
from app.protests import protests_of
from app.sport.model import Day as EngineDay
from app.sport.model import Night as EngineNight
from app.tournament import game_points

from .common import after_the_end, cited, code, findings, foul_limits, leave, meta_fields, outcome
from .model import (
    Appeal,
    Awards,
    BestMove,
    Candidate,
    Check,
    Day,
    Header,
    Night,
    Outcome,
    Points,
    ProtocolSnapshot,
    Round,
    Sanction,
    Seat,
)

RULES_NAMES = {"official": Phrase(NP_("rules", "official")), "league": Phrase(NP_("rules", "league"))}
_ROLE_NAMES = {"citizen": Phrase("citizen"), "sheriff": Phrase("sheriff"), "mafia": Phrase("mafia"),
               "don": Phrase("don")}
# the clauses the protocol's legend and result cite
TOPICS = ("penalty.removal", "penalty.team_defeat")


def build(state: Any, doc: Mapping[str, Any] | None = None,
          regulation: Any = None) -> ProtocolSnapshot:
    """The protocol of ``state`` (the replay of ``doc``), its points under ``regulation``
    (the default preset when None)."""
    doc = doc or {}
    return ProtocolSnapshot(
        header=_header(state, doc), seats=_seats(state, regulation), days=_days(state),
        nights=_nights(state), outcome=_outcome(state), phases=tuple(p.name for p in state.phases),
        best_move=_best_move(state),
        awards=_awards(state), findings=findings(state, doc=doc), clauses=cited(state.rules, TOPICS),
        vote_columns=max([2] + [len(d.rounds) for d in state.days.values()]), fouls=foul_limits(state))


def _header(state: Any, doc: Mapping[str, Any]) -> Header:
    preset = state.rules.preset
    spec = doc.get("ruleset")
    options = spec.get("options") if isinstance(spec, Mapping) else None
    return Header(
        edition="sport", preset=preset, rules_name=RULES_NAMES.get(preset, Phrase.verbatim(preset)),
        rules_title=None, options=tuple((str(k), str(v)) for k, v in sorted((options or {}).items())),
        protests=tuple(Appeal(p.by, p.text, p.decision) for p in protests_of(dict(doc))),
        **meta_fields(doc.get("meta") or {}))


def _seats(state: Any, regulation: Any) -> tuple[Seat, ...]:
    points = game_points(state, state.awards or {}, regulation)
    out = []
    for seat in sorted(state.players):
        p = state.players[seat]
        left = leave(state, seat)
        pts = points[seat]
        out.append(Seat(
            seat=seat, name=p.name or "", role=p.role, role_name=_ROLE_NAMES[p.role], team=TEAM[p.role],
            fouls=p.fouls, warnings=p.warnings, left=left,
            removed=left is not None and (left.how == "disqualified" or left.also_removed),
            points=Points(pts.win, pts.best_move, pts.extra, pts.penalty, pts.total),
            won=state.outcome is not None and state.outcome.winner == TEAM[p.role]))
    return tuple(out)


def _round(rnd: Any) -> Round:
    inferred = tuple(s for s in rnd.inferred() if s not in rnd.recorded)
    counts = tuple((c, rnd.tallies.get(c) if rnd.complete else rnd.recorded.get(c)) for c in rnd.candidates)
    return Round(rnd.number, tuple(rnd.candidates), counts, rnd.complete, inferred)


def _days(state: Any) -> tuple[Day, ...]:
    out = []
    for day in (p for p in state.phases if isinstance(p, EngineDay)):
        by_target = {target: by for by, target in day.nominator.items()}
        voted_on = list(day.ballot) or ([] if not day.rounds else list(day.rounds[0].candidates))
        out.append(Day(
            name=day.name, number=day.number, opener=day.opener,
            speaking_order=tuple(day.speaking_order()),
            ballot=tuple(Candidate(t, by_target.get(t)) for t in day.ballot),
            voted_on=tuple(voted_on), rounds=tuple(_round(r) for r in day.rounds),
            result=code(day.result), leaving=tuple(day.leaving),
            lift=None if day.lift is None else day.lift[0], silenced=tuple(sorted(day.silenced)),
            on_protocol=not after_the_end(state, day.name, bool(day.ballot or day.rounds or day.left_here))))
    return tuple(out)


def _check(check: tuple[int, str] | None) -> Check | None:
    return None if check is None else Check(check[0], check[1])


def _nights(state: Any) -> tuple[Night, ...]:
    out = []
    for night in (p for p in state.phases if isinstance(p, EngineNight)):
        rec = night.shooting
        eventful = bool(rec or night.don_check or night.sheriff_check or night.count_removals)
        out.append(Night(
            name=night.name, number=night.number,
            on_protocol=night.number >= 1 and not after_the_end(state, night.name, eventful),
            shooting=rec is not None,
            shots=None if rec is None or rec.shots is None else tuple(sorted(rec.shots.items())),
            victim=night.victim, count_removals=tuple(sorted(night.count_removals)),
            don_check=_check(night.don_check), sheriff_check=_check(night.sheriff_check),
            resolved=night.settled))
    return tuple(out)


def _outcome(state: Any) -> Outcome | None:
    return outcome(state, WINNER_TEXT)


def _best_move(state: Any) -> BestMove | None:
    bm = state.best_move
    return None if bm is None else BestMove(bm.seat, tuple(bm.guess), bm.hits)


def _awards(state: Any) -> Awards:
    """The judges' titles, then per seat its cards, penalty points and warnings."""
    awards = state.awards or {}
    by_seat: dict[int, list[Sanction]] = {}
    for seat, card in sorted((awards.get("cards") or {}).items(), key=lambda kv: int(kv[0])):
        by_seat.setdefault(int(seat), []).append(Sanction(int(seat), "card." + card))
    for seat, points in (awards.get("penalty_points") or {}).items():
        by_seat.setdefault(int(seat), []).append(Sanction(int(seat), "penalty_points", points))
    for seat, p in state.players.items():
        if p.warnings:
            by_seat.setdefault(seat, []).append(Sanction(seat, "warnings", p.warnings))
    return Awards(best_player=awards.get("best_player"),
                  best_move_title=tuple(awards.get("best_move_title") or ()),
                  sanctions=tuple(s for _, items in sorted(by_seat.items()) for s in items))
