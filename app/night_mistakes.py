"""The judge told of his own night mistakes: a typed line that would give the night an error
of the validator (a second Sheriff check, a check by a Don who has left, a shot by a red
player…) is refused like a typo.  The decision is the validator's, not the line's: the game
is replayed with the edit applied, and an error finding of a night, about one of its events,
that the game did not have before refuses the line.

Where the screen faces the room (the boulevard host, ``Edition.faces_room``) the reason names
who acted at night, so it is a secret: the refusal says only that the line was not taken, and
why while the host holds F9.

>>> from app.document import GameDocument
>>> from app.sport import sample_game
>>> from app import operations as ops
>>> doc = GameDocument(sample_game())
>>> refusal(doc, ops.record(doc, {"type": "foul", "seat": 2})) is None
True
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .document import GameDocument
from .editions import edition_of
from .i18n import N_, gettext
from .kernel.entry import NEXT_PHASE, QuickEntryError
from .kernel.findings import Finding

if TYPE_CHECKING:
    from .operations import Edit


def _key(finding: Finding) -> tuple[Any, ...]:
    return finding.code, finding.phase, finding.event, repr(finding.params)    # a parameter may be a list


def new_night_errors(doc: GameDocument, edit: Edit) -> tuple[Finding, ...]:
    """The errors of a night, each about one of its events, that ``edit`` would add to the
    game (a finding at the close of a phase, with no event, is the next phase's business).
    The game with the edit is replayed once: the document is told its state to come."""
    before = {_key(f) for f in doc.state.findings}
    trial = GameDocument(doc.snapshot())
    edit.apply(trial)
    doc.foresee(trial.to_json(), trial.state)
    return tuple(f for f in trial.state.findings
                 if f.severity == "error" and (f.phase or "")[:1] == "N" and f.event is not None
                 and _key(f) not in before)


def may_touch_a_night(doc: GameDocument, commands: list[dict[str, Any]]) -> bool:
    """Whether a line can record anything in a night: typed at night, or moving to one."""
    phase = doc.state.phase
    return (phase is not None and phase.name[:1] == "N") or any(c.get("type") == NEXT_PHASE["type"] for c in commands)


class NightRefused(QuickEntryError):
    """A line refused because the validator would find an error in the night it records.
    ``secret``: the reason is shown only while F9 is held (the screen faces the room)."""

    messages = {
        "night": N_("not taken: {reason}"),
        "hidden": N_("not taken: the night would hold an error; hold F9 to see why"),
    }

    def __init__(self, findings: tuple[Finding, ...], secret: bool) -> None:
        self.findings, self.secret = findings, secret
        super().__init__("night", 0, reason="")

    def message(self, lang: str = "ru", reveal: bool = False) -> str:
        if self.secret and not reveal:
            return gettext(lang, self.messages["hidden"])
        reason = "; ".join(f"{f.message(lang)} ({f.clause})" if f.clause else f.message(lang)
                           for f in self.findings)
        return gettext(lang, self.messages["night"], reason=reason)


def refusal(doc: GameDocument, edit: Edit) -> NightRefused | None:
    """The refusal of ``edit``, when it would give a night of ``doc`` a new error."""
    found = new_night_errors(doc, edit)
    if not found:
        return None
    return NightRefused(found, secret=edition_of(doc.state).faces_room)
