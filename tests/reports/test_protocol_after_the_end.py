"""A phase opened after the game ended prints nothing: no empty vote block after a win."""
import json
from pathlib import Path

import pytest
from pdftools import flat

from app import editions
from reports.protocol import ProtocolRenderer

CLUB = Path(__file__).resolve().parents[1] / "app" / "boulevard" / "games"


@pytest.mark.parametrize("lang, open_vote", [("ru", "Голосование не завершено"), ("en", "Vote not completed")])
def test_a_maniac_win_prints_no_empty_day_after_it(lang, open_vote):
    doc = json.loads((CLUB / "bv-33-maniac-wins-last-two.json").read_text(encoding="utf-8"))
    doc["phases"] += [{"phase": "N2", "events": []}, {"phase": "D3", "events": []}]
    state = editions.replay(doc)
    assert state.outcome is not None and state.outcome.phase == "D2"
    text = flat(ProtocolRenderer(doc, state, lang).render())
    assert open_vote not in text and ("Д3" if lang == "ru" else "D3") not in text
    assert ("Д2" if lang == "ru" else "D2") in text


def test_a_day_with_a_vote_after_the_end_is_still_printed():
    """Only an empty one is dropped: what was recorded after the end stays visible."""
    doc = json.loads((CLUB / "bv-33-maniac-wins-last-two.json").read_text(encoding="utf-8"))
    doc["phases"] += [{"phase": "N2", "events": []},
                      {"phase": "D3", "events": [{"type": "nominate", "by": 4, "target": 6}]}]
    assert "Д3" in flat(ProtocolRenderer(doc, editions.replay(doc), "ru").render())
