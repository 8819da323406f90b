"""What both editions' builders share: the header fields, how a player left, the findings."""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from app.acknowledgement import is_acknowledged
from app.kernel.findings import event_number
from app.rules.ruleset import FoulLimits

from .model import Finding, Leave, Outcome


def code(value: Any) -> Any:
    """An engine code as a plain string (an enum's value, or the string itself)."""
    return getattr(value, "value", value)


def shown(value: Any) -> str:
    """A header field as printed: empty when absent."""
    return "" if value in (None, "") else str(value)


def meta_fields(meta: Mapping[str, Any]) -> dict[str, Any]:
    return {"tournament": shown(meta.get("tournament")), "round": shown(meta.get("round")),
            "table": shown(meta.get("table")), "game": shown(meta.get("game")),
            "date": shown(meta.get("date")), "judge": shown(meta.get("judge")),
            "side_judges": tuple(str(j) for j in meta.get("side_judges") or ())}


def leave(state: Any, seat: int) -> Leave | None:
    """How ``seat`` left the table, in the snapshot's vocabulary.  A player lifted by the vote
    to lift everyone on the ballot is recorded by the engine as voted out; the protocol
    says lifted."""
    record = state.players[seat].left
    if record is None:
        return None
    how = code(record.how)
    day = state.days.get(record.phase)
    if how == "voted" and day is not None and code(day.result) == "lifted":
        how = "lifted"
    return Leave(record.phase, how, bool(getattr(record, "disqualified", False)))


def foul_limits(state: Any) -> FoulLimits:
    """The foul limits of the ruleset ``state`` is played under: the views count and colour
    the foul boxes by them (a ruleset without fouls has the default ones)."""
    limits = getattr(state.rules, "fouls", None)
    return limits if isinstance(limits, FoulLimits) else FoulLimits()


def findings(state: Any, secret: Any = None, doc: Mapping[str, Any] | None = None) -> tuple[Finding, ...]:
    """The validator's errors and warnings still standing (info records what was decided,
    which the protocol shows elsewhere), their events numbered as people count them; an
    error the judge acknowledged (``doc``'s list, app/acknowledgement.py) says so."""
    return tuple(Finding(f.severity, f.code, f.clause, f.phase, f.event,
                         f, bool(secret and secret(f)),
                         "" if f.event is None else event_number(f.event),
                         f.severity == "error" and doc is not None and is_acknowledged(f, doc))
                 for f in state.findings if f.severity in ("error", "warning"))


def after_the_end(state: Any, name: str, eventful: bool) -> bool:
    """A night written after the game ended, with nothing in it, is not printed."""
    out = state.outcome
    if out is None or eventful:
        return False
    names = [p.name for p in state.phases]
    return names.index(name) > names.index(out.phase)


def cited(rules: Any, topics: Iterable[str]) -> tuple[tuple[str, str], ...]:
    return tuple((topic, rules.cite(topic).number) for topic in topics)


def outcome(state: Any, winner_text: Mapping[str, Any]) -> Outcome | None:
    """The result in the edition's own words (``winner_text``: the winner's code -> its text)."""
    out = state.outcome
    if out is None:
        return None
    winner = code(out.winner)
    text = winner_text[winner]
    return Outcome(winner, text, code(out.reason), out.phase)
