"""A pen form's picture read into a game: the page found and straightened, its code read,
its boxes measured, the game file made from the marked ones and checked by the engine, and
every doubt listed for review (app.paper.boxes.Doubt)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .boxes import Doubt, Reading, boxes_game
from .layout import Layout, pen_layout
from .payload import FormMark, parse_form
from .reader import BoxReading, FormNotFound, measure, oriented, read_qr


@dataclass
class FormReading:
    form: FormMark
    boxes: list[BoxReading]
    reading: Reading
    page: Any                                       # reader.Page, for the review's crops
    findings: list[Any] = field(default_factory=list)
    pages: dict[int, Any] = field(default_factory=dict)   # a two-sided form's pages by side

    def page_of(self, side: int | None) -> Any:
        """The straightened page a box of ``side`` was measured on."""
        return self.pages.get(side or 1, self.page)

    @property
    def doc(self) -> dict[str, Any]:
        return self.reading.doc

    @property
    def doubts(self) -> list[Doubt]:
        return self.reading.doubts


def read_form(grey: Any, layout: Layout | None = None, page: Any = None) -> FormReading:
    """Raises FormNotFound (``no_corners``, ``no_code``) when the picture is not a readable
    form.  A side of a two-sided form is read alone: ``combine`` joins the two."""
    placed = layout or pen_layout()
    if page is None:
        page, text = oriented(grey, placed)
    else:
        text = read_qr(page, grey, placed)
    form = parse_form(text) if text else None
    if form is None:
        raise FormNotFound("no_code")
    if layout is None:
        try:
            layout = pen_layout(form.version)
        except KeyError:
            raise FormNotFound("no_code") from None
    found = reading_of(measure(page, layout.side(form.side)), form, layout, page)
    found.pages = {form.side or 1: page}
    return found


def combine(front: FormReading, back: FormReading, layout: Layout | None = None) -> FormReading:
    """The game both sides of a two-sided form make, with every doubt of the two."""
    layout = layout or pen_layout(front.form.version)
    found = reading_of(front.boxes + back.boxes, front.form, layout, front.page)
    found.pages = front.pages | back.pages
    return found


def is_back_of(back: FormReading, front: FormReading | None) -> bool:
    """Whether ``back`` is side 2 of the sheet whose side 1 is ``front``."""
    return (front is not None and back.form.side == 2 and front.form.side == 1
            and back.form.sheet == front.form.sheet)


def reading_of(boxes: list[BoxReading], form: FormMark, layout: Layout, page: Any = None) -> FormReading:
    """The game the boxes' readings make, with every doubt: whatever the marks, a reading
    (a form that cannot become a game says what is missing, for review), never an error."""
    marked = [b.key for b in boxes if b.state == "marked"]
    reading = boxes_game(marked, form, layout)
    seen = {b.key: b for b in boxes}
    for n, doubt in enumerate(reading.doubts):
        if doubt.code in ("no_role", "no_shooter"):
            reading.doubts[n] = _narrowed(doubt, seen)
    reading.doubts[:0] = [Doubt("uncertain", (b.key,), None, f"{b.ink:.2f}") for b in boxes if b.state == "uncertain"]
    result = FormReading(form, boxes, reading, page)
    result.findings = _findings(reading)
    return result


def _narrowed(doubt: Doubt, seen: dict[str, BoxReading]) -> Doubt:
    """A missing role's boxes to ask about: those holding any trace of ink (a mark the pen
    made too lightly, or struck), else all of them — the reviewer must find the seat."""
    roles = [k for k in doubt.keys if k.startswith("role@")]
    traced = [k for k in roles if k in seen and seen[k].state not in ("empty", "marked")]
    rest = tuple(k for k in doubt.keys if not k.startswith("role@"))
    return Doubt(doubt.code, rest + tuple(traced or roles), doubt.phase, doubt.detail)


def _findings(reading: Reading) -> list[Any]:
    """The engine's findings on the game read; each error is a doubt as well."""
    from app import editions
    try:
        state = editions.replay(reading.doc)
    except Exception as error:     # noqa: BLE001 (marks on paper may make any game: said, never raised)
        reading.doubts.append(Doubt("not_a_game", (), None, f"{type(error).__name__}: {error}".rstrip(": ")))
        return []
    findings = list(state.findings)
    for finding in findings:
        if finding.severity == "error":
            reading.doubts.append(Doubt("finding", (), finding.phase, finding.code))
    return findings
