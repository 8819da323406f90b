"""The public protocol of a boulevard ("Fortuna") game: the sport protocol's frame — header,
QR code, footer, signature lines and stamp box — around the boulevard's own sections.

It prints what the table saw and nothing the host alone knows: the night actions, blocks,
swaps, protections, checks and comparisons are in the host's private journal
(``reports/journal.py``), which is exported separately.  The registry (``app.editions``)
names this renderer for the boulevard edition, and ``ProtocolRenderer(doc, state)`` returns
it for a boulevard state, so callers need not choose::

    renderer = ProtocolRenderer(doc, state, "ru")     # a BoulevardProtocolRenderer
    pdf = renderer.render()
    renderer.stamp_box

>>> from app.boulevard import sample_boulevard_game
>>> from app import editions
>>> doc = sample_boulevard_game()
>>> renderer = ProtocolRenderer(doc, editions.replay(doc), "en")
>>> type(renderer).__name__, renderer.render()[:5], renderer.stamp_box is not None
('BoulevardProtocolRenderer', b'%PDF-', True)
"""
from __future__ import annotations

from reportlab.platypus import Flowable, KeepTogether, Paragraph

from app.editions import CLUB

from . import blocks
from . import boulevard_blocks as bv
from .labels import label
from .protocol import ProtocolRenderer, SignatureBlock, judges_lines
from .styles import text

__all__ = ["BoulevardProtocolRenderer", "ProtocolRenderer"]


class BoulevardProtocolRenderer(ProtocolRenderer, edition=CLUB.name):
    """``BoulevardProtocolRenderer(doc, state, lang).render() -> bytes`` and ``.stamp_box``."""

    def _story(self) -> list[Flowable]:
        s, lang, snap, w = self.styles, self.lang, self.snapshot, self.width
        findings = list(snap.findings)
        marks = blocks.footnote_marks(findings)
        legend = label("bv.legend", lang, clause=snap.clause("ladder"))
        if not snap.roles_public:
            legend = label("bv.roles_hidden", lang) + " " + legend
        story: list[Flowable] = [self._header(), blocks.spacer(3),
                                 bv.seats_table(snap, lang, s, w), Paragraph(text(legend), s.small)]
        days = bv.days_grid(snap, lang, s, w, marks)
        if days is not None:
            story += [Paragraph(label("votes", lang), s.heading), days]
        nights = bv.nights_table(snap, lang, s, w, marks)
        if nights is not None:
            story += [Paragraph(label("nights", lang), s.heading), nights]
        # The end, the findings and the signatures go to the next page together rather than
        # leave the signatures alone there.
        end: list[Flowable] = [Paragraph(label("end", lang), s.heading),
                               bv.end_table(snap, lang, s, w, marks.get(None, ""))]
        if findings:
            end += [Paragraph(label("findings", lang), s.heading), *bv.findings_list(findings, lang, s),
                    *blocks.acknowledged_note(snap, lang, s)]
        end += [blocks.spacer(4), SignatureBlock(self, w, judges_lines(snap, self.lang))]
        return story + [KeepTogether(end)]

    def _rules(self) -> str:
        """'бульвар — Бульварная мафия (Fortuna)', with the options the file chose; every
        reading in force is spelled out at the end of the protocol."""
        h = self.header
        title = h.rules_title.pick(self.lang) if h.rules_title else ""
        shown = f"{h.rules_name.pick(self.lang)} — {title}"
        if h.options:
            shown += " (" + ", ".join(f"{k}: {v}" for k, v in h.options) + ")"
        return shown
