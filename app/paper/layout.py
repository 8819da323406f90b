"""The pen form's layout: every box to be marked, with its meaning and its place in
millimetres, computed once here and read by both sides — ``reports.pen_form`` draws it, the
reader (``app.paper.reader``) measures it, and ``tournament print protocols --form pen
--layout FILE.json`` writes it for anyone else (docs/archive.md, "The pen form").

Coordinates are millimetres on an A4 page, from its top-left corner, ``y`` downwards (as a
scanned image is read).  A box's ``field`` names what a mark in it says, its ``value`` the
number it stands for:

- ``role`` (seat, value ``mafia`` / ``don`` / ``sheriff``), ``foul`` (seat, 1–4);
- ``nom.by`` / ``nom.target`` (day, slot, seat 1–10), ``vote.1`` / ``vote.2`` (day, slot,
  count 0–10: the votes the slot's candidate got in the first round and in the re-vote),
  ``lift`` (day, count 0–10);
- ``shot`` (night, shooter 1–3: the black seats in ascending order, seat 1–10 or 0 for a
  shot at nobody), ``don`` / ``sheriff`` (night, seat 1–10), ``don.answer``
  (``sheriff`` / ``not_sheriff``), ``sheriff.answer`` (``red`` / ``black``);
- ``best.seat`` and ``best.guess`` (seat 1–10), ``result`` (``red`` / ``black`` / ``draw``).

>>> layout = pen_layout()
>>> len(layout.boxes), layout.version
(1273, 1)
>>> box = layout.find("nom.target", day=2, slot=1, value=7)
>>> (box.x, box.y, box.w)
(80.6, 136.8, 2.8)
"""
from __future__ import annotations

from functools import lru_cache

from .form_parts import COUNTS as COUNTS
from .form_parts import SEATS as SEATS
from .form_parts import TARGETS as TARGETS

# the layout's names, where its readers look for them
from .geometry import BOX as BOX
from .geometry import DAY_TOP as DAY_TOP
from .geometry import DAYS as DAYS
from .geometry import FIDUCIAL as FIDUCIAL
from .geometry import FIDUCIAL_AT as FIDUCIAL_AT
from .geometry import NIGHTS as NIGHTS
from .geometry import PAGE_H as PAGE_H
from .geometry import PAGE_W as PAGE_W
from .geometry import PITCH as PITCH
from .geometry import QR_SIDE as QR_SIDE
from .geometry import QR_X as QR_X
from .geometry import QR_Y as QR_Y
from .geometry import ROW as ROW
from .geometry import SEAT_TOP as SEAT_TOP
from .geometry import SEAT_X as SEAT_X
from .geometry import SLOTS as SLOTS
from .geometry import VERSION as VERSION
from .geometry import X0 as X0
from .geometry import Box as Box
from .geometry import Layout as Layout
from .geometry import Text as Text


@lru_cache(maxsize=4)
def pen_layout(version: int = VERSION) -> Layout:
    """The form of ``version``: 1, one A4 page; 2, both sides of a sheet (``app.paper.sides``).
    Made once; a Layout is never changed."""
    if version == 2:
        from .sides import two_sided
        return two_sided()
    if version != 1:
        raise KeyError(f"no pen form of version {version}")
    from .form_parts import one_sided
    return one_sided()
