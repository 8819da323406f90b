"""The secretary's decisions about a tournament's games, each with who, when and why.

A decision corrects a game (an extra point, a penalty, the result, a nickname), chooses
which of two conflicting protocols counts, excludes a game or includes it again.  The
decisions are a journal: kept in order, never rewritten; the tournament is always the
judges' protocols with the journal applied (:meth:`Tournament.from_docs`).  A correction
sets a value (so applying it twice is applying it once) and records the value it found.

Games are referred to by a reference that outlives corrections: ``#<id>`` for a game of
the archive, the fingerprint of the judge's protocol for a file.

>>> from app.sport import sample_game
>>> doc = sample_game()
>>> d = Decision("correct", "x", "Секретарь", "ошибка в ДБ", field="extra", seat=3, new=0.5)
>>> fixed, old = apply_correction(doc, d)
>>> fixed["awards"]["extra_points"]["3"], old
(0.5, 0.4)
>>> d.line("en")
'x: extra points of seat 3 set to 0.5 (Секретарь: ошибка в ДБ)'
"""
from __future__ import annotations

import copy
import datetime as dt
import json
from collections.abc import Iterable
from dataclasses import asdict, dataclass
from dataclasses import field as _field
from pathlib import Path
from typing import Any

from app.editions import SPORT
from app.i18n import DEFAULT

KINDS = ("correct", "choose", "exclude", "include")
FIELDS = ("extra", "penalty", "result", "name", "event", "form_review")
WINNERS = ("red", "black", "draw")


class DecisionError(ValueError):
    """A decision that cannot be taken: what is wrong, in the user's language."""

    def __init__(self, code: str, **params: Any) -> None:
        self.code, self.params = code, params
        super().__init__(self.message(DEFAULT))

    def message(self, lang: str = "ru") -> str:
        from .texts import message
        # a parameter that is itself an error (a SigningError) speaks the same language
        return message(self.code, lang, **{k: v.message(lang) if hasattr(v, "message") else v
                                           for k, v in self.params.items()})


def now() -> str:
    return dt.datetime.now(dt.UTC).replace(microsecond=0).isoformat()


@dataclass(frozen=True)
class Decision:
    kind: str                      # correct | choose | exclude | include
    game: str                      # the game's reference (see the module's text)
    author: str
    reason: str
    field: str | None = None       # correct: extra | penalty | result | name | event
    seat: int | None = None
    new: Any = None
    old: Any = None                # what the correction found, filled in when it is taken
    at: str = _field(default_factory=now)
    place: str | None = None       # choose: "round/table" the choice settles, for the journal
    # correct: the secretary's JSON signature (docs/signing.md) of the corrected protocol, a
    # revision over the judge's signed one (its ``supersedes``); None when not signed
    signature: dict | None = None

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise DecisionError("decision.kind", kind=self.kind)
        if not str(self.author or "").strip():
            raise DecisionError("decision.no_author")
        if not str(self.reason or "").strip():
            raise DecisionError("decision.no_reason")
        if self.kind == "correct":
            if self.field not in FIELDS:
                raise DecisionError("decision.field", field=self.field, fields=", ".join(FIELDS))
            if self.field == "event":
                _check_event_change(self.new)
            elif self.field == "form_review":
                _check_form_review(self.new)
            elif self.field != "result" and (not isinstance(self.seat,
                                                            int) or self.seat not in SPORT.table.seat_numbers()):
                raise DecisionError("decision.seat", seat=self.seat)
            if self.field == "result" and self.new not in WINNERS:
                raise DecisionError("decision.winner", value=self.new, allowed=", ".join(WINNERS))
            if self.field in ("extra", "penalty") and self.new is not None and \
                    (isinstance(self.new, bool) or not isinstance(self.new, (int, float))):
                raise DecisionError("decision.number", value=self.new)
            if self.field == "name" and not str(self.new or "").strip():
                raise DecisionError("decision.name")

    def to_json(self) -> dict:
        return {k: v for k, v in asdict(self).items() if v is not None}

    @classmethod
    def from_json(cls, data: dict) -> Decision:
        known = {k: data[k] for k in ("kind", "game", "author", "reason", "field", "seat", "new", "old",
                                      "at", "place", "signature") if k in data}
        return cls(**known)

    def what(self, lang: str = "ru") -> str:
        from .texts import message, number
        if self.kind != "correct":
            return message(f"decision.{self.kind}", lang, place=self.place or "")
        if self.field == "event":
            return _event_what(self, lang)
        if self.field == "form_review":
            return message("decision.correct.form_review", lang, n=len(self.new["boxes"]))
        value, old = self.new, self.old
        if value is None and self.field in ("extra", "penalty"):
            text = message(f"decision.correct.{self.field}_none", lang, seat=self.seat)
        else:
            if self.field == "result":
                from .texts import winner_text
                value = winner_text(self.new, lang)
                old = None if old is None else winner_text(old, lang)
            text = message(f"decision.correct.{self.field}", lang, seat=self.seat,
                           value=number(value, lang) if isinstance(value, float) else value)
        if old is None or old == "":           # the value it replaced, where the correction found one
            return text
        return message("decision.correct.was", lang, what=text,
                       old=number(old, lang) if isinstance(old, (int, float)) and not isinstance(old, bool) else old)

    def line(self, lang: str = "ru") -> str:
        return f"{self.game}: {self.what(lang)} ({self.author}: {self.reason})"


def apply_correction(doc: dict, d: Decision) -> tuple[dict, Any]:
    """``doc`` with the correction made (a copy) and the value it replaced."""
    out = copy.deepcopy(doc)
    if d.field in ("extra", "penalty"):
        key = "extra_points" if d.field == "extra" else "penalty_points"
        awards = out.setdefault("awards", {})
        values = awards.setdefault(key, {})
        old = values.get(str(d.seat))
        if d.new is None:
            values.pop(str(d.seat), None)
        else:
            values[str(d.seat)] = float(d.new)
        return out, old
    if d.field == "event":
        return _apply_event(out, d.new)
    if d.field == "form_review":
        return _apply_form_review(out, d.new)
    if d.field == "result":
        old = (out.get("result") or {}).get("winner")
        out["result"] = {"winner": d.new, "reason": d.reason}
        return out, old
    for p in out.get("players", []):
        if p.get("seat") == d.seat:
            old = p.get("name")
            p["name"] = str(d.new).strip()
            return out, old
    raise DecisionError("decision.seat", seat=d.seat)


# -- the review of a pen form's scan (app.paper): the reviewer's decisions on its boxes --
def _check_form_review(new: Any) -> None:
    """``{"boxes": [{"box", "read", "decided", "by", "at"}, …], "players": […], "phases": […],
    "result": {…} | None, "source": {…}}``: the game as the reviewer decided it, over the
    scan's reading.  Setting the whole game made from the boxes (not one event) keeps the
    correction a value: applied twice, it is applied once."""
    if not isinstance(new, dict) or not isinstance(new.get("boxes"), list) or \
            not isinstance(new.get("players"), list) or not isinstance(new.get("phases"), list):
        raise DecisionError("decision.form_review")


def _apply_form_review(doc: dict, new: dict) -> tuple[dict, Any]:
    doc["players"], doc["phases"] = copy.deepcopy(new["players"]), copy.deepcopy(new["phases"])
    if new.get("result") is None:
        doc.pop("result", None)
    else:
        doc["result"] = copy.deepcopy(new["result"])
    if isinstance(new.get("source"), dict):
        doc["meta"] = dict(doc.get("meta") or {}) | {"source": copy.deepcopy(new["source"])}
    # what it found is the scan's reading, which the archive keeps as imported
    return doc, None


# -- corrections of a recorded event: a foul removed, a vote's count, a best move ---------
def _check_event_change(new: Any) -> None:
    """``{"phase": "D1", "index": 3, "event": {...} | None}``: the event at that place
    replaced (None: removed); ``"insert": true`` puts the event before that place instead."""
    if not isinstance(new, dict) or not isinstance(new.get("phase"), str) or \
            isinstance(new.get("index"), bool) or not isinstance(new.get("index"), int) or new["index"] < 0:
        raise DecisionError("decision.event_place")
    event = new.get("event")
    if event is not None and (not isinstance(event, dict) or not isinstance(event.get("type"), str)):
        raise DecisionError("decision.event_shape")
    if new.get("insert") and event is None:
        raise DecisionError("decision.event_shape")


def _apply_event(doc: dict, change: dict) -> tuple[dict, Any]:
    phase = next((p for p in doc.get("phases", []) if p.get("phase") == change["phase"]), None)
    events = phase.get("events", []) if phase is not None else None
    index, event = change["index"], change.get("event")
    limit = len(events) + 1 if events is not None and change.get("insert") else len(events or [])
    if events is None or index >= limit:
        raise DecisionError("decision.event_missing", phase=change["phase"], event=index + 1)
    if change.get("insert") and event is not None:
        events.insert(index, dict(event))
        return doc, None
    old = events[index]
    if event is None:
        del events[index]
    else:
        events[index] = dict(event)
    return doc, old


_FIELD_WORDS = ("seat", "by", "target", "round", "candidate", "voters", "count", "guess", "shots", "killed",
                "result", "clause", "during_shooting", "at_number")


def event_text(event: dict | None, lang: str = "ru") -> str:
    """An event in words: "фол: место 4, пункт 10.1"; "голосование: тур 1, кандидат 3, голосов 5"."""
    from app.kernel.model import event_name

    from .texts import message
    if not event:
        return "—"
    name = event_name(event.get("type"))
    parts = []
    for key, value in event.items():
        if key == "type":
            continue
        if isinstance(value, list):
            value = ", ".join(str(v) for v in value)
        elif isinstance(value, dict):
            value = ", ".join(f"{k} → {'—' if v is None else v}" for k, v in value.items())
        elif isinstance(value, bool):
            value = message("decision.yes" if value else "decision.no", lang)
        word = message(f"event.{key}", lang) if key in _FIELD_WORDS else key
        parts.append(f"{word} {value}")
    shown = name if isinstance(name, str) else name.pick(lang)
    return f"{shown}: {', '.join(parts)}" if parts else shown


def _event_what(d: Decision, lang: str) -> str:
    from app.kernel.findings import phase_label

    from .texts import message
    change = d.new
    where = {"phase": phase_label(change["phase"], lang), "event": change["index"] + 1}
    if change.get("insert"):
        return message("decision.correct.event_added", lang, new=event_text(change["event"], lang), **where)
    if change.get("event") is None:
        return message("decision.correct.event_removed", lang, old=event_text(d.old, lang), **where)
    return message("decision.correct.event", lang, old=event_text(d.old, lang),
                   new=event_text(change["event"], lang), **where)


# -- a journal in a file, for a tournament of judges' files ------------------------------
JOURNAL_FORMAT = "mafia-secretary-journal/1"


def read_journal(path: str | Path) -> list[Decision]:
    """The decisions kept in ``path`` (none when the file does not exist yet)."""
    path = Path(path)
    if not path.exists():
        return []
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if data.get("format") != JOURNAL_FORMAT:
            raise ValueError(f'expected "format": "{JOURNAL_FORMAT}"')
        return [Decision.from_json(d) for d in data.get("decisions", [])]
    except (OSError, ValueError, TypeError, AttributeError) as error:
        raise DecisionError("decision.journal", path=path, reason=getattr(error, "strerror", None) or error) \
            from error


def append_journal(path: str | Path, decisions: Iterable[Decision]) -> None:
    """Add ``decisions`` at the end of the journal file (written whole, atomically)."""
    from app.atomic import write_atomic
    kept = read_journal(path) + list(decisions)
    body = {"format": JOURNAL_FORMAT, "decisions": [d.to_json() for d in kept]}
    write_atomic(Path(path), (json.dumps(body, ensure_ascii=False, indent=1) + "\n").encode("utf-8"))
