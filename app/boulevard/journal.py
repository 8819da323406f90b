"""The host's private journal (Ф.7): warnings, vote outcomes and night actions, in order.

It is derived from the game file, so it is kept with the game; it is exported on its own
(``mafia-protocol journal``) and never printed on the public protocol.

>>> from app.boulevard import replay, sample_boulevard_game
>>> state = replay(sample_boulevard_game())
>>> for line in export_text(state, "en").splitlines()[3:5]:
...     print(line)
D1      The vote (—): no nominees: no vote
N1 #1   Putana (4) blocks 7
>>> [e["kind"] for e in export_json(state)["entries"][:3]]
['vote', 'action', 'action']
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, cast

from app.i18n import Phrase, catalogue_text, game_date, gettext
from app.kernel.findings import event_number, render, template_phrase

from .findings import journal_templates
from .model import phase_name
from .roles import ROLE_NAMES

# what a host's error leads to (Ф.6), as the journal and the findings say it
REMEDIES = {"neutral": Phrase("a neutral decision"),
            "replay": Phrase("a replay of the round")}

if TYPE_CHECKING:
    from .resolution import Action, NightResult
    from .state import BoulevardState

FORMAT = "mafia-journal/1"
KINDS = ("action", "night", "vote", "violation", "removal", "correction", "host_error", "note", "appeal")
_RESULTS = {"mafia": Phrase("mafia"), "not_mafia": Phrase("not mafia"),
            "same": Phrase("the same side"), "different": Phrase("different sides")}


@dataclass(frozen=True)
class JournalEntry:
    """One line of the journal.  ``data`` is the machine-readable part of the line."""

    phase: str | None
    event: int | None
    kind: str
    code: str
    params: tuple[tuple[str, Any], ...] = ()
    data: dict[str, Any] = field(default_factory=dict[str, Any])
    corrected: bool = False       # the event replaced another before the reveal
    voided: bool = False          # part of a round replayed after the host's error

    def text(self, lang: str = "ru") -> str:
        line = catalogue_text(journal_templates()[self.code], lang).format(**render(self.params, lang))
        if self.corrected:
            line += gettext(lang, " (corrected)")
        if self.voided:
            line = gettext(lang, "[replayed] ") + line
        return line

    def to_json(self, lang: str = "ru") -> dict[str, Any]:
        out = {"phase": self.phase, "event": self.event, "kind": self.kind, "code": self.code,
               **self.data, "text": self.text(lang)}
        if self.corrected:
            out["corrected"] = True
        if self.voided:
            out["voided"] = True
        return out

    def void(self) -> JournalEntry:
        return JournalEntry(self.phase, self.event, self.kind, self.code, self.params, self.data,
                            self.corrected, True)


def action_text(action: Action) -> Phrase:
    """``Putana (4) blocks 7``: an action as the journal writes it."""
    from .roles import ACTIONS
    role = ROLE_NAMES[ACTIONS[action.action].role]
    code = f"verb.{action.action}" if action.targets else "verb.no_shot"
    params = {"role": role, "by": action.by}
    if len(action.targets) == 2:
        params.update(a=action.targets[0], b=action.targets[1])
    elif action.targets:
        params["target"] = action.targets[0]
    line = _text(code, **params)
    if action.shown is None:
        return line
    shown = _text("part.shown", result=_RESULTS[action.shown])
    return Phrase.join("; ", (line, shown))


def event_text(event: dict[str, Any]) -> Phrase:
    """Any recorded event in words, for the trace of a correction."""
    from .resolution import Action
    from .roles import ACTIONS
    kind = event.get("type") if isinstance(event, dict) else None
    if kind in ACTIONS:
        targets = tuple(event.get("targets") or ([] if event.get("target") is None else [event["target"]]))
        return action_text(Action(kind, cast(int, event.get("by")), targets))   # a recorded action names its actor
    if kind in ("vote", "violation", "host_error", "correction"):
        return public_event_text(event)       # their fields need words, not raw values
    code = f"event.{kind}"
    if kind is not None and code in journal_templates():
        return _text(code, **{k: v for k, v in event.items() if k != "type"})
    shown = json.dumps(event, ensure_ascii=False)
    return Phrase.verbatim(shown)


def public_event_text(event: dict[str, Any]) -> Phrase:
    """An event as the table may see it: a night action names only its role (there is one
    action per role a night, so the host still knows which it is); the rest in words."""
    from .model import VIOLATION_NAMES
    from .roles import ACTIONS
    kind = event.get("type") if isinstance(event, dict) else None
    if kind in ACTIONS:
        return _text("event.masked", role=ROLE_NAMES[ACTIONS[kind].role])
    if kind == "vote":
        hands = event.get("voters")
        hands = ", ".join(map(str, hands)) if hands is not None else f"={event.get('count')}"
        return _text("event.vote", candidate=event.get("candidate"), round=event.get("round"), hands=hands or "—")
    if kind == "violation":
        violation: Any = event.get("kind")
        return _text("event.violation", seat=event.get("seat"),
                     kind=VIOLATION_NAMES.get(violation, Phrase.verbatim("?")))
    if kind == "host_error":
        remedy: Any = event.get("remedy")
        return _text("event.host_error", round=phase_name(event.get("round")),
                     remedy=REMEDIES.get(remedy, Phrase.verbatim("?")))
    if kind == "correction":
        return _text("part.corrected", event=event_number(event.get("event")))
    return event_text(event)


def night_summary(result: NightResult) -> Phrase:
    """The resolution of one night in one line, in the text's order."""
    parts: list[Phrase] = []
    from .roles import ABILITIES
    for b in result.blocked:
        parts.append(_text("part.blocked", seat=b.seat, role=ROLE_NAMES[b.role]))
        # what the block took away (the Maniac's attack, a heal, a check); the shot has its own words
        lost = [ABILITIES[kind] for kind in b.lost if kind != "mafia_shot"]
        if lost:
            parts.append(_text("part.lost", what=Phrase.join(", ", lost)))
    if result.shot is not None and result.shot.status == "carried":
        parts.append(_text("part.carried", seat=result.shot.carrier))
    if result.shot is not None and result.shot.status == "cancelled":
        parts.append(_text("part.cancelled"))
    if result.defence is not None:
        parts.append(_text("part.lawyer", seat=result.defence.client))
    if result.swap is not None:
        parts.append(_text("part.swap", a=result.swap.pair[0], b=result.swap.pair[1],
                           moved=len(result.swap.moved)))
    for p in result.protections:
        parts.append(_text("part.protection", role=ROLE_NAMES[p.role], target=p.target, absorbed=p.absorbed))
    for c in result.checks:
        parts.append(_text("part.check", target=c.targets[0], result=_RESULTS[c.result]))
    for c in result.compares:
        parts.append(_text("part.compare", a=c.targets[0], b=c.targets[1], result=_RESULTS[c.result]))
    deaths = ", ".join(str(d.seat) for d in result.deaths)
    parts.append(_text("part.deaths", seats=deaths) if deaths else _text("part.no_deaths"))
    return Phrase.join("; ", parts)


def result_text(value: str) -> Phrase:
    return _RESULTS[value]


def _text(code: str, **params: Any) -> Phrase:
    return template_phrase(journal_templates()[code], **params)


# -- export ---------------------------------------------------------------------------------
def export_json(state: BoulevardState, lang: str = "ru") -> dict[str, Any]:
    """The journal as a document of its own: private, for the host and the appeal."""
    return {
        "format": FORMAT,
        "private": True,
        "ruleset": state.rules.to_json(),
        "meta": state.meta,
        "readings": state.readings(),
        "status": state.status,
        "winner": state.winner,
        "entries": [entry.to_json(lang) for entry in state.journal()],
    }


def reading_lines(state: BoulevardState, lang: str = "ru") -> list[str]:
    """The readings that matter at this table, in words: «title — choice»."""
    book = state.rules.catalogue
    return [f"{catalogue_text(book.options[name]['title'], lang)} — {book.choice_text(name, value, lang)}"
            for name, value in state.readings_here().items()]


def export_text(state: BoulevardState, lang: str = "ru") -> str:
    """The journal as plain text: a heading, the readings in force, then one line per entry."""
    meta = state.meta
    day = game_date(meta["date"], lang) if meta.get("date") else None
    where = ", ".join(str(x) for x in (meta.get("tournament"), day, meta.get("judge")) if x)
    lines = [gettext(lang, "Private journal of the host") + (f" — {where}" if where else ""),
             gettext(lang, "Readings: ") + "; ".join(reading_lines(state, lang)),
             ""]
    for entry in state.journal():
        place = phase_name(entry.phase).pick(lang) if entry.phase else gettext(lang, "after the game")
        mark = f"#{event_number(entry.event)}" if entry.event is not None else ""
        lines.append(f"{place} {mark:<4} {entry.text(lang)}".rstrip())
    return "\n".join(lines) + "\n"
