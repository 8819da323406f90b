"""The two-sided pen form (issue 38 §4): what the official paper protocol holds — fouls by
day, removals, a third round of votes, a fifth nomination, a sixth day — on both sides of a
sheet; a real game with a removal and six days round-trips through it exactly."""
from __future__ import annotations

import json
import random
from pathlib import Path

import pypdfium2 as pdfium
import pytest
from paper_hand import Hand, flatbed, write

from app import editions
from app.paper.boxes import boxes_game, game_boxes
from app.paper.layout import pen_layout
from app.paper.payload import FormMark, form_segments, parse_form
from app.paper.read import combine, read_form
from reports.pen_form import pen_form_of

GAME = Path(__file__).with_name("six-days-removal.json")
LAYOUT = pen_layout(2)


@pytest.fixture(scope="module")
def game():
    return json.loads(GAME.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def sides(game):
    """The game's two-sided form printed, filled by the independent hand and scanned at 200 dpi."""
    pdf = pdfium.PdfDocument(pen_form_of(game, version=2))
    keys = {b.key for b in game_boxes(game, LAYOUT)}
    rng = random.Random(6)
    out = []
    for number, side in enumerate(LAYOUT.sides):
        blank = pdf[number].render(scale=300 / 72).to_pil().convert("RGB")
        mine = sorted(k for k in keys if k in {b.key for b in side.boxes})
        picture, _ = write(blank, 300, side.to_dict(), mine, rng, Hand("blue", 0, 0.45), corrections=1, strays=2)
        out.append(flatbed(picture, 300, rng, dpi=200).convert("L"))
    return out


def test_the_game_needs_what_the_one_sided_form_lacks(game):
    with pytest.raises((KeyError, ValueError)):
        game_boxes(game, pen_layout(1))
    state = editions.replay(game)
    assert not state.errors() and state.winner == "red"
    assert [str(e.how) for e in state.eliminated].count("disqualified") == 1
    assert max(int(p["phase"][1:]) for p in game["phases"]) == 6


def test_the_two_sided_layout_has_one_box_per_meaning_inside_each_page():
    keys = [b.key for b in LAYOUT.boxes]
    assert len(keys) == len(set(keys)) and len(LAYOUT.sides) == 2
    for side, page in enumerate(LAYOUT.sides, start=1):
        assert {b.side for b in page.boxes} == {side}
        for b in page.boxes:
            assert 15 < b.x and b.x + b.w < 200 and 14 < b.y and b.y + b.h < 284, b
    assert LAYOUT.to_dict()["sides"] == 2 and len(LAYOUT.to_dict()["boxes"]) == len(keys)


def test_each_side_s_code_names_its_side():
    head, tail = form_segments({"round": 1}, "league", ["Кот"] * 10, 2, 2)
    assert head == "MPF1:2:2"
    form = parse_form(head + tail)
    assert (form.version, form.side) == (2, 2)
    assert parse_form("MPF1:2:x" + tail) is None


def test_a_real_game_with_a_removal_and_six_days_round_trips_through_the_boxes(game):
    form = FormMark(2, game["meta"], game["ruleset"], tuple(p["name"] for p in game["players"]), 1)
    reading = boxes_game([b.key for b in game_boxes(game, LAYOUT)], form, LAYOUT)
    assert reading.doc == game and reading.doubts == []


def test_a_real_game_with_a_removal_and_six_days_round_trips_through_paper(game, sides):
    front, back = (read_form(picture) for picture in sides)
    assert (front.form.side, back.form.side) == (1, 2)
    found = combine(front, back)
    assert found.doc == game
    # the only questions are boxes a struck-through correction ran into: asked, the game unchanged
    meant = {b.key for b in game_boxes(game, LAYOUT)}
    assert all(d.code == "uncertain" and not set(d.keys) & meant for d in found.doubts)
    states = {b.key: b.state for b in found.boxes}
    assert sum(s == "withdrawn" for s in states.values()) == 2


def test_scan_writes_the_whole_game_from_both_sides_and_a_lone_back_is_said(game, sides, tmp_path, capsys):
    from app.cli import main
    pdf = tmp_path / "sheet.pdf"
    sides[0].save(pdf, "PDF", resolution=200, save_all=True, append_images=[sides[1]])
    out = tmp_path / "games"
    code = main(["scan", str(pdf), "--games", str(GAME), "--forms", str(out), "--lang", "en"])
    said = capsys.readouterr().out
    [written] = list(out.iterdir())
    doc = json.loads(written.read_text(encoding="utf-8"))
    source = doc["meta"].pop("source")
    # one file, the whole game, written when the back was read (its front's own file)
    assert source["page"] == 2 and len(source["scan"]) == 64
    assert doc == game, said
    assert said.count(f"written to {written}") == 2 and code == 1     # the corrections' neighbours are asked
    back = tmp_path / "back.png"
    sides[1].save(back)
    assert main(["scan", str(back), "--games", str(GAME), "--lang", "en"]) == 1
    assert "the back of a two-sided form, but its front is not the page before it" in capsys.readouterr().out


def test_print_protocols_as_two_sided_pen_forms(tmp_path):
    from pypdf import PdfReader

    from app.cli import main
    from app.tournament import SeatingRequest, dumps_schedule, generate_seating
    schedule = generate_seating(SeatingRequest(players=[f"Игрок {n}" for n in range(1, 11)], tables=1, games=1,
                                               seed=1, effort=0.05))
    plan, pdf, layout = tmp_path / "seating.json", tmp_path / "forms.pdf", tmp_path / "layout.json"
    plan.write_text(dumps_schedule(schedule), encoding="utf-8")
    assert main(["tournament", "print", "protocols", "--schedule", str(plan), "--tournament", "Кубок",
                 "--form", "pen", "--sides", "2", "--layout", str(layout), "-o", str(pdf)]) == 0
    pages = PdfReader(str(pdf)).pages
    assert len(pages) == 2 * len(schedule.rounds)
    assert "Сторона 1 из 2" in pages[0].extract_text() and "Сторона 2 из 2" in pages[1].extract_text()
    assert "удалён до голосования" in pages[0].extract_text()
    assert json.loads(layout.read_text(encoding="utf-8")) == LAYOUT.to_dict()


def test_the_review_reads_either_side_with_the_other(game, sides, tmp_path):
    """A double click on the front or on the back of a scanned sheet opens the whole game."""
    from app.paper.review import crop, items
    from app.paper.scan import read_page_form
    pdf = tmp_path / "sheet.pdf"
    sides[0].save(pdf, "PDF", resolution=200, save_all=True, append_images=[sides[1]])
    for number in (1, 2):
        found = read_page_form(str(pdf), number)
        assert found.doc == game and set(found.pages) == {1, 2}
        # each box's crop comes from the side it is printed on
        for item in items(found):
            assert crop(found, item.box).size[0] > 0
        box = LAYOUT.find("vote.1", 2, day=5, slot=1)            # a mark on the back (6 got 2 votes)
        m, scale = 5.0, 6.0
        region = tuple(round(v * scale) for v in (box.x - m, box.y - m, box.x + box.w + m, box.y + box.h + m))
        assert crop(found, box.key).tobytes() == found.pages[2].image.crop(region).tobytes()
        assert crop(found, box.key).tobytes() != found.pages[1].image.crop(region).tobytes()
