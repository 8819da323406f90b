"""The snapshot of a boulevard ("Fortuna") game.

The public protocol prints what the table saw; :func:`is_secret` marks the findings whose
wording would give away what the host alone knows (a night action, a private result).

>>> from app.boulevard import replay, sample_boulevard_game
>>> snap = build(replay(sample_boulevard_game()), sample_boulevard_game())
>>> snap.seat(7).left, snap.outcome.winner_words.pick("en"), snap.clause("ladder")
(Leave(phase='D2', how='voted', also_removed=False), 'the town wins', 'Ф.5')
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, cast

from app.boulevard import ACTIONS, ROLE_NAMES
from app.boulevard.journal import night_summary
from app.boulevard.model import Day as EngineDay
from app.boulevard.model import Night as EngineNight
from app.boulevard.roles import WINNER_TEXT
from app.i18n import NP_, Message, Phrase, catalogue_phrase

from .common import after_the_end, cited, code, findings, leave, meta_fields, outcome
from .model import (
    Appeal,
    Candidate,
    Day,
    Grave,
    Header,
    Ladder,
    Night,
    Outcome,
    ProtocolSnapshot,
    Reading,
    Round,
    Seat,
)

_TOPICS = ("ladder", "host_error", "appeal")
_SECRET_GROUPS = ("action.", "check.", "night.")
# The host's errors the table was told of: a decision after the reveal, a replayed round,
# and a correction of a day's record (a night's correction rewrites a secret action).
_PUBLIC_HOST = ("host.neutral", "host.replay_declared", "host.replayed")


def _words(text: Any) -> Message:
    return cast(Message, text)


def _at_night(name: str | None) -> bool:
    return name is not None and name[:1] == "N"


def is_secret(finding: Any) -> bool:
    """Does the finding's wording give away a secret night action or a private result?

    Its clause can too (Ф.2 says a block happened, `doctor_self` who acted), so a secret
    finding is printed without either."""
    if finding.code.startswith(_SECRET_GROUPS):
        return True
    if finding.code == "host.corrected" and _at_night(finding.phase):
        return True
    kind = dict(finding.params).get("type") if finding.code.startswith("game.") else None
    return kind in ACTIONS


def build(state: Any, doc: Mapping[str, Any] | None = None, regulation: Any = None) -> ProtocolSnapshot:
    """The protocol of ``state`` (the replay of ``doc``); boulevard games carry no points."""
    doc = doc or {}
    rules = state.rules
    least = 2 if rules.choice("vote") == "plurality_revote" else 1
    return ProtocolSnapshot(
        header=_header(state, doc), seats=_seats(state), days=_days(state), nights=_nights(state),
        outcome=_outcome(state), phases=tuple(p.name for p in state.phases),
        findings=findings(state, is_secret, doc), clauses=cited(rules, _TOPICS),
        vote_columns=max([least] + [len(d.rounds) for d in state.days.values()]),
        roles_public=state.is_game_over(), readings=_readings(state),
        host_errors=tuple(f for f in state.findings
                          if f.code in _PUBLIC_HOST or (f.code == "host.corrected" and not _at_night(f.phase))),
        appeals=tuple(Appeal(a.get("by"), a.get("text", ""), a.get("decision") or "—") for a in state.appeals))


def _header(state: Any, doc: Mapping[str, Any]) -> Header:
    rules = state.rules
    return Header(edition="boulevard", preset=rules.preset, rules_name=Phrase(NP_("rules", "boulevard")),
                  rules_title=catalogue_phrase(rules.catalogue.title),
                  options=tuple((str(k), str(v)) for k, v in sorted(dict(rules.explicit).items())),
                  **meta_fields(doc.get("meta") or {}))


def _seats(state: Any) -> tuple[Seat, ...]:
    out = []
    winner = state.winner if state.is_game_over() else None
    for seat in sorted(state.players):
        p = state.players[seat]
        ladder = state.ladder(seat)
        grave = tuple(Grave(kind, where, ladder.pending is not None and ladder.pending[:2] == (kind, where))
                      for kind, where, _ in ladder.grave)
        left = leave(state, seat)
        out.append(Seat(
            seat=seat, name=p.name or "", role=p.role, role_name=_words(ROLE_NAMES[p.role]), team=p.team,
            left=left, removed=ladder.removed,
            ladder=Ladder(ladder.light, tuple(ladder.lost_days), grave, ladder.removed),
            won=winner is not None and winner == p.team))
    return tuple(out)


def _days(state: Any) -> tuple[Day, ...]:
    out = []
    for day in (p for p in state.phases if isinstance(p, EngineDay)):
        by_target = {target: by for by, target in day.nominator.items()}
        rounds = tuple(Round(r.number, tuple(r.candidates), tuple((c, r.tallies.get(c, 0)) for c in r.candidates))
                       for r in day.rounds)
        out.append(Day(
            name=day.name, number=day.number, opener=day.opener, speaking_order=tuple(day.speaking_order()),
            ballot=tuple(Candidate(t, by_target.get(t)) for t in day.ballot), voted_on=tuple(day.ballot),
            rounds=rounds, result=code(day.result), leaving=tuple(day.leaving),
            silenced=tuple(sorted(day.silenced)),
            on_protocol=not after_the_end(state, day.name, bool(day.ballot or day.rounds or day.left_here))))
    return tuple(out)


def _nights(state: Any) -> tuple[Night, ...]:
    out = []
    for night in (p for p in state.phases if isinstance(p, EngineNight)):
        here = [e for e in state.eliminated if e.phase == night.name]
        died = tuple(sorted(e.seat for e in here if code(e.how) == "killed"))
        removed = tuple(e.seat for e in here if code(e.how) == "disqualified")
        result = night.result
        out.append(Night(
            name=night.name, number=night.number,
            on_protocol=night.number >= 1 and not after_the_end(state, night.name, bool(here)),
            resolved=result is not None, died=died, removed=removed,
            private_summary=None if result is None else _words(night_summary(result))))
    return tuple(out)


def _outcome(state: Any) -> Outcome | None:
    return outcome(state, WINNER_TEXT)


def _readings(state: Any) -> tuple[Reading, ...]:
    book = state.rules.catalogue
    return tuple(Reading(key, value, catalogue_phrase(book.options[key]["title"]),
                         catalogue_phrase(book.options[key]["choices"][value]))
                 for key, value in state.readings().items())
