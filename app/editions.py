"""The registry of editions: the sport game (the FIIM/league rule books) and the boulevard
club game.  Every question "which edition is this?" is answered here, the way python-chess
finds a variant by name (``VARIANTS`` / ``find_variant``); nobody else sniffs the state.

>>> find_edition("league").name, find_edition({"preset": "boulevard"}).name
('sport', 'boulevard')
>>> from app.engine.samples import sample_game
>>> edition_of(find_edition("fiim").replay(sample_game())).name
'sport'
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any, Callable, Mapping

from .rules.boulevard import BOULEVARD


def _snapshot_sport(state: Any, doc: Mapping[str, Any] | None = None, regulation: Any = None) -> Any:
    from .snapshot.sport import build
    return build(state, doc, regulation)


@dataclass(frozen=True)
class Edition:
    """One edition of the game and what it supplies to the rest of the program."""
    name: str
    # the rule-book names (``ruleset.preset``) played under this edition; None: every other one
    presets: frozenset[str] | None
    replay: Callable[..., Any]
    # the PDF protocol's renderer ("module:Class", imported when asked: reports/ is not app/)
    renderer: str = "reports.protocol:ProtocolRenderer"
    # builds the protocol snapshot every view reads: (state, doc, regulation) -> ProtocolSnapshot
    snapshot: Callable[..., Any] = _snapshot_sport
    # the ``show`` command's text: "module:function" taking (snapshot, lang)
    text_renderer: str = "app.commands.show_render:render_protocol"

    def owns(self, preset: str) -> bool:
        return self.presets is None or preset in self.presets


def _replay_sport(doc: Mapping[str, Any], until: tuple[int, int] | None = None) -> Any:
    from .engine.game import replay_sport
    return replay_sport(doc, until)


def _replay_boulevard(doc: Mapping[str, Any], until: tuple[int, int] | None = None) -> Any:
    from .boulevard import replay
    return replay(doc, until)


def _snapshot_boulevard(state: Any, doc: Mapping[str, Any] | None = None, regulation: Any = None) -> Any:
    from .snapshot.boulevard import build
    return build(state, doc, regulation)


SPORT = Edition("sport", None, _replay_sport)
CLUB = Edition("boulevard", frozenset({BOULEVARD}), _replay_boulevard,
               renderer="reports.boulevard:BoulevardProtocolRenderer", snapshot=_snapshot_boulevard,
               text_renderer="app.boulevard.render:render_text")

# the specific editions first: the sport one takes every preset the others do not claim
EDITIONS: dict[str, Edition] = {CLUB.name: CLUB, SPORT.name: SPORT}


def _preset(spec: Any) -> Any:
    return spec.get("preset") if isinstance(spec, Mapping) else spec


def find_edition(spec: Any) -> Edition:
    """The edition a game file's ``ruleset`` field (a name or ``{"preset": ...}``) belongs to.
    A malformed spec belongs to the sport edition, whose ruleset reader then says what is wrong."""
    preset = _preset(spec)
    for edition in EDITIONS.values():
        if isinstance(preset, str) and edition.owns(preset):
            return edition
    return SPORT


def edition_of(state: Any) -> Edition:
    """The edition of a replayed game (its ``rules.preset``)."""
    return find_edition(state.rules.preset)


def load(dotted: str) -> Any:
    """What an edition names as ``"module:attribute"`` (a renderer), imported when asked."""
    module, _, name = dotted.partition(":")
    return getattr(importlib.import_module(module), name)
