"""The review of a read form: what a reviewer must see (each uncertain box, each box of a row
read with several marks or half a nomination, each engine finding and each foul whose day the
form does not say), the crop of the scan each box came from, and the game again from the
reviewer's decisions.

A decision is a correction event with its author and time, kept in the saved game's
``meta.source.review`` beside the scan's fingerprint (``meta.source.scan``), so the game
says what the machine read and who decided otherwise.

>>> item = Item("uncertain", "vote.1@2.1=3", "D2", read=True)
>>> item.box, item.read
('vote.1@2.1=3', True)
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from app.i18n import N_, gettext

from .boxes import boxes_game
from .ink import MARKED, SCALE
from .layout import Layout, pen_layout
from .read import FormReading
from .words import word

CROP_MARGIN = 5.0          # mm of the scan shown around a box


@dataclass(frozen=True)
class Item:
    """One thing to review: a box (``box``, read as marked or not) or, for an engine
    finding or a foul's day, the phase alone (``box`` empty)."""

    code: str
    box: str
    phase: str | None
    read: bool = False
    detail: str = ""


def items(found: FormReading) -> list[Item]:
    """What the reviewer goes through, in the order of the page."""
    state = {b.key: b for b in found.boxes}
    out: list[Item] = []
    seen: set[str] = set()
    for doubt in found.doubts:
        if not doubt.keys:
            out.append(Item(doubt.code, "", doubt.phase, detail=doubt.detail))
        for key in doubt.keys:
            if key in seen:
                continue
            seen.add(key)
            box = state[key]
            # an uncertain box is offered as marked when it holds a mark's ink (and was asked
            # for its shape or a strike), as empty when less
            guess = box.state == "marked" or (box.state == "uncertain" and box.ink >= MARKED)
            out.append(Item(doubt.code, key, doubt.phase, guess, doubt.detail))
    return out


def crop(found: FormReading, key: str, layout: Layout | None = None) -> Any:
    """The straightened scan around a box (a PIL image), the box in its middle."""
    layout = layout or pen_layout(found.form.version)
    box = next(b for b in layout.boxes if b.key == key)
    m = CROP_MARGIN
    return found.page_of(box.side).image.crop((round((box.x - m) * SCALE), round((box.y - m) * SCALE),
                                  round((box.x + box.w + m) * SCALE), round((box.y + box.h + m) * SCALE)))


def decided(found: FormReading, decisions: dict[str, bool], author: str, source: dict[str, Any],
            layout: Layout | None = None, now: datetime | None = None) -> dict[str, Any]:
    """The game with the reviewer's decisions (box -> marked), its source and the decisions
    that differ from what was read, each with its author and time."""
    layout = layout or pen_layout(found.form.version)
    marked = {b.key for b in found.boxes if b.state == "marked"}
    at = (now or datetime.now(UTC)).isoformat(timespec="seconds")
    review = []
    for key, mark in decisions.items():
        was = next(b for b in found.boxes if b.key == key)
        if mark != (key in marked) or was.state == "uncertain":
            review.append({"box": key, "read": was.state, "decided": "marked" if mark else "empty",
                           "by": author, "at": at})
        (marked.add if mark else marked.discard)(key)
    doc = boxes_game(marked, found.form, layout).doc
    doc["meta"]["source"] = dict(source) | ({"review": review} if review else {})
    return doc


_FIELD = {"nom.by": "nominated_by", "nom.target": "candidate", "vote.1": "votes_round1", "vote.2": "votes_round2",
          "lift": "lift", "shot": "shooter", "don": "don_check", "sheriff": "sheriff_check",
          "don.answer": "don_check", "sheriff.answer": "sheriff_check", "role": "roles", "foul": "fouls",
          "best.seat": "best_move", "best.guess": "best.guess", "result": "result",
          "vote.3": "votes_round3.short", "foul.late": "foul.late", "out": "removed_before",
          "out.late": "removed_after", "out.night": "removed_night"}
_WHY = {
    "uncertain": N_("a faint mark: is it one?"),
    "several": N_("several marks where one is meant"),
    "half": N_("a nomination with one seat only"),
    "foul_phase": N_("the form does not say when: placed in day 1"),
    "best_move_day": N_("the best move: no player killed at night to place it after"),
    "finding": N_("the engine: {message}"),
    "no_role": N_("a check by a role no seat is marked with: whose is it?"),
    "no_shooter": N_("a shot in a shooter's column no black seat is marked for: whose is it?"),
    "not_a_game": N_("the marks do not make a game the engine can replay ({message}): check the roles"),
}


def describe(found: FormReading, item: Item, lang: str) -> str:
    """The item in words: where, which box, why it is asked."""
    why = _why(found, item, lang)
    if not item.box:
        from app.kernel.findings import phase_label
        return f"{phase_label(item.phase, lang)}: {why}" if item.phase else why
    box = next(b for b in pen_layout(found.form.version).boxes if b.key == item.box)
    where = box.day and word("day" if not box.field.startswith(("shot", "don", "sheriff", "out.night")) else "night",
                             lang, n=box.day)
    what = word(_FIELD[box.field], lang, n=box.slot) if box.field != "role" else word(f"role.{box.value}", lang)
    seat = f"{word('seat', lang)} {box.seat}, " if box.seat else ""
    value = "" if box.field in ("role", "result") else f" {box.value}"
    if box.field in ("foul", "foul.late", "out", "out.late", "out.night") and box.seat is None:
        # a two-sided form's discipline rows: the box's value is the seat
        seat, value = f"{word('seat', lang)} {box.value}, ", ""
        what = word(box.field, lang, n=box.slot) if box.field.startswith("foul") else what
    return f"{where + ', ' if where else ''}{seat}{what}{value} — {why}"


def _why(found: FormReading, item: Item, lang: str) -> str:
    if item.code == "finding":
        for finding in found.findings:
            if finding.code == item.detail and finding.phase == item.phase:
                return gettext(lang, _WHY["finding"], message=finding.message(lang))
        return gettext(lang, _WHY["finding"], message=item.detail)
    if item.code == "not_a_game":
        return gettext(lang, _WHY["not_a_game"], message=item.detail)
    return gettext(lang, _WHY.get(item.code, _WHY["uncertain"]))
