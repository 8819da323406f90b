"""No page stops the pile (issue 38 §1): whatever marks a form holds, its reading is a game
with its doubts — what is missing is sent to review —, the review makes a game of any
decisions, and a reader that fails on one page is that page's verdict while the batch goes on."""
from __future__ import annotations

import random
from datetime import UTC, datetime

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.paper.layout import pen_layout
from app.paper.payload import FormMark
from app.paper.read import reading_of
from app.paper.reader import BoxReading
from app.paper.review import decided, describe, items

LAYOUT = pen_layout()
KEYS = [b.key for b in LAYOUT.boxes]
FORM = FormMark(1, {"tournament": "Кубок", "round": 1, "table": 2}, "league", tuple(f"Игрок {n}" for n in range(1, 11)))
STATES = ("marked", "empty", "uncertain", "withdrawn")
# the rows that make a game: roles, checks and shots are where a page stopped the pile
LIKELY = [k for k in KEYS if k.startswith(("role@", "sheriff", "don", "shot@", "result", "best.", "nom.", "vote.1"))]


def _boxes(states: dict[str, str]) -> list[BoxReading]:
    return [BoxReading(k, states.get(k, "empty"), 0.5 if states.get(k) else 0.0, 0.5) for k in KEYS]


marks = st.dictionaries(st.sampled_from(LIKELY) | st.sampled_from(KEYS), st.sampled_from(STATES), max_size=80)


TWO = pen_layout(2)
TWO_KEYS = [b.key for b in TWO.boxes]
TWO_LIKELY = [k for k in TWO_KEYS if k.startswith(("role@", "sheriff", "don", "shot@", "result", "foul", "out",
                                                     "nom.", "vote.3"))]
two_marks = st.dictionaries(st.sampled_from(TWO_LIKELY) | st.sampled_from(TWO_KEYS), st.sampled_from(STATES),
                            max_size=80)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(two_marks, st.randoms(use_true_random=False))
def test_any_marks_on_a_two_sided_form_give_a_reading_and_a_review(states, rng):
    form = FormMark(2, FORM.meta, FORM.ruleset, FORM.names, 1)
    found = reading_of([BoxReading(k, states.get(k, "empty"), 0.5 if states.get(k) else 0.0, 0.5) for k in TWO_KEYS],
                       form, TWO)
    assert len(found.doc["players"]) == 10
    for item in items(found):
        assert describe(found, item, "uk")
    decisions = {item.box: rng.random() < 0.5 for item in items(found) if item.box}
    assert decided(found, decisions, "Ким", {"scan": "0" * 64, "page": 2}, TWO)["meta"]["source"]["page"] == 2


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(marks, st.randoms(use_true_random=False))
def test_any_marks_give_a_reading_and_a_review_never_an_error(states, rng):
    found = reading_of(_boxes(states), FORM, LAYOUT)
    assert found.doc["format"] == "mafia-game/1" and len(found.doc["players"]) == 10
    for item in items(found):
        assert describe(found, item, "ru")
    decisions = {item.box: rng.random() < 0.5 for item in items(found) if item.box}
    doc = decided(found, decisions, "Ким", {"scan": "0" * 64, "page": 1}, LAYOUT, datetime(2026, 12, 6, tzinfo=UTC))
    assert doc["meta"]["source"]["page"] == 1


def test_a_check_by_a_role_nobody_holds_is_asked_not_raised():
    """The page that stopped the pile: a Sheriff's check ticked, no Sheriff's box read."""
    marked = {"sheriff@1=3", "sheriff.answer@1=red", "nom.by@1.1=2", "nom.target@1.1=5", "role@4=mafia",
              "role@5=mafia", "role@6=don", "shot@1.1=7", "shot@1.2=7", "shot@1.3=7"}
    states = {k: "marked" for k in marked} | {"role@8=sheriff": "uncertain"}
    found = reading_of(_boxes(states), FORM, LAYOUT)
    [doubt] = [d for d in found.doubts if d.code == "no_role"]
    # the check itself and the one Sheriff's box with a trace of ink, not all ten
    assert doubt.keys == ("sheriff@1=3", "role@8=sheriff") and doubt.phase == "N1"
    assert not any(e["type"] == "sheriff_check" for p in found.doc["phases"] for e in p["events"])
    said = [describe(found, item, "ru") for item in items(found)]
    assert any("Ночь 1" in line and "чья она?" in line for line in said)
    # the reviewer marks the Sheriff: the check comes back into the game
    doc = decided(found, {"role@8=sheriff": True}, "Ким", {"scan": "0" * 64, "page": 1}, LAYOUT)
    assert {"type": "sheriff_check", "target": 3, "result": "red"} in doc["phases"][2]["events"]


def test_a_shot_in_a_column_without_a_shooter_is_asked():
    states = {"role@4=mafia": "marked", "shot@1.1=7": "marked", "shot@1.2=7": "marked"}
    found = reading_of(_boxes(states), FORM, LAYOUT)
    [doubt] = [d for d in found.doubts if d.code == "no_shooter"]
    assert doubt.keys[0] == "shot@1.2=7" and doubt.detail == "2"
    # with no trace of the missing black seat's box, every black box is offered
    assert len(doubt.keys) == 1 + 20


def test_a_reader_failing_on_one_page_does_not_stop_the_pile(tmp_path, monkeypatch):
    """Two forms in one pile; the reader raises on the first: it is that page's verdict
    (unreadable, saying so), and the second is read."""
    import json
    from pathlib import Path

    from paper_pen import fill, printed, scanned

    import app.paper.scan as paper_scan
    from app.paper.boxes import game_boxes
    from app.scan import scan_paths
    from app.scan.catalogue import DocsCatalogue
    game = json.loads((Path(__file__).parents[2] / "games" / "league-lift-all-majority-boundaries.json")
                      .read_text(encoding="utf-8"))
    image = printed(game, 200)
    fill(image, game_boxes(game, LAYOUT), 200, random.Random(3), withdrawn=0)
    for name in ("a.png", "b.png"):
        scanned(image, 150, random.Random(4), angle=1.0, quality=80, source_dpi=200).save(tmp_path / name)
    real = paper_scan.read_form
    calls = []

    def failing_once(grey, *args, **kwargs):
        calls.append(1)
        if len(calls) == 1:
            raise StopIteration
        return real(grey, *args, **kwargs)

    monkeypatch.setattr(paper_scan, "read_form", failing_once)
    batch = scan_paths([str(tmp_path)], DocsCatalogue([]), "en", anchors=[],
                       forms=lambda page: paper_scan.form_verdict(page, None, "en"))
    first, second = batch.verdicts
    assert first.verdict == "unreadable" and "the reader failed on it (StopIteration)" in first.problem_detail
    assert second.verdict == "form_read" and second.form.doubts == 0
