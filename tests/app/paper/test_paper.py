"""The pen form (issue 30): its layout, each kind of mark and degradation read back, and the
round trip of a long corpus game through print, pen, scan and photograph."""
from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from paper_pen import faint, fill, paper_game, photographed, printed, scanned

from app import editions
from app.paper.boxes import boxes_game, game_boxes
from app.paper.layout import pen_layout
from app.paper.payload import FormMark, parse_form
from app.paper.read import read_form
from app.paper.reader import FormNotFound

LONG = Path(__file__).parents[2] / "games" / "league-lift-all-majority-boundaries.json"
LAYOUT = pen_layout()


@pytest.fixture(scope="module")
def game():
    return json.loads(LONG.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def filled(game):
    image = printed(game, 300)
    struck = fill(image, game_boxes(game, LAYOUT), 300, random.Random(7))
    return image, struck


def test_the_layout_has_one_box_per_meaning_inside_the_page():
    keys = [b.key for b in LAYOUT.boxes]
    assert len(keys) == len(set(keys))
    for b in LAYOUT.boxes:
        assert 15 < b.x and b.x + b.w < 200 and 14 < b.y and b.y + b.h < 284, b
    data = LAYOUT.to_dict()
    assert data["unit"] == "mm" and len(data["boxes"]) == len(keys) and len(data["fiducials"]["centres"]) == 4


def test_a_game_and_its_boxes_round_trip_without_a_scan(game):
    keys = [b.key for b in game_boxes(game, LAYOUT)]
    form = FormMark(1, paper_game(game)["meta"], game["ruleset"], tuple(p["name"] for p in game["players"]))
    reading = boxes_game(keys, form, LAYOUT)
    assert reading.doc == paper_game(game) and reading.doubts == []
    # nothing the outcome depends on is lost on paper
    assert editions.replay(reading.doc).outcome == editions.replay(game).outcome


@pytest.mark.parametrize("how", ["scan150", "photo"])
def test_a_long_corpus_game_reads_back_exactly(game, filled, how):
    image, struck = filled
    rng = random.Random(3)
    picture = scanned(image, 150, rng, angle=4.0, quality=50) if how == "scan150" else photographed(image, rng)
    found = read_form(picture.convert("L"))
    assert found.doc == paper_game(game)
    assert found.doubts == []
    states = {b.key: b.state for b in found.boxes}
    assert struck and all(states[k] == "withdrawn" for k in struck)


@pytest.mark.parametrize("how", ["fed upside down", "photographed sideways", "photographed the other way"])
def test_a_turned_page_is_read_the_right_way_up(game, filled, how):
    """The four corner marks are alike: the code's place says which way up the page is."""
    image, struck = filled
    rng = random.Random(12)
    if how == "fed upside down":
        picture = scanned(image.rotate(180), 200, rng, angle=3.0, quality=70)
    else:
        picture = photographed(image, rng).rotate(90 if how == "photographed sideways" else -90, expand=True)
        assert picture.width > picture.height
    found = read_form(picture.convert("L"))
    assert found.doc == paper_game(game)
    assert found.doubts == []
    states = {b.key: b.state for b in found.boxes}
    assert all(states[k] == "withdrawn" for k in struck)


@pytest.mark.parametrize("kind", ["tick", "cross", "fill"])
def test_each_kind_of_mark_is_read(game, kind):
    image = printed(game, 200)
    boxes = game_boxes(game, LAYOUT)
    fill(image, boxes, 200, random.Random(1), kinds=(kind,), withdrawn=0)
    found = read_form(scanned(image, 200, random.Random(2), angle=-2.0, quality=80, source_dpi=200).convert("L"))
    assert {b.key for b in found.boxes if b.state == "marked"} == {b.key for b in boxes}


def test_two_marks_in_a_one_choice_row_go_to_review(game):
    image = printed(game, 200)
    boxes = game_boxes(game, LAYOUT) + [LAYOUT.find("nom.by", 9, day=2, slot=1)]
    fill(image, boxes, 200, random.Random(4), withdrawn=0)
    found = read_form(scanned(image, 200, random.Random(5), angle=1.0, quality=85, source_dpi=200).convert("L"))
    assert any(d.code == "several" and "nom.by@2.1=9" in d.keys for d in found.doubts)
    # the nomination is not decided: the engine's findings follow, and are listed too
    assert any(d.code in ("half", "finding") for d in found.doubts)


def test_a_faint_mark_is_uncertain_not_decided(game):
    from PIL import ImageDraw
    image = printed(game, 200)
    box = LAYOUT.find("lift", 7, day=4)
    px = 200 / 25.4
    ImageDraw.Draw(image).line([((box.x + 1.0) * px, (box.y + 1.4) * px), ((box.x + 1.8) * px, (box.y + 1.4) * px)],
                               fill=(40, 40, 160), width=1)
    found = read_form(image.convert("L"))
    reading = {b.key: b for b in found.boxes}[box.key]
    assert reading.state == "uncertain" and reading.confidence == 0
    assert any(d.code == "uncertain" and d.keys == (box.key,) for d in found.doubts)


def test_a_page_without_corner_marks_is_refused():
    from PIL import Image
    with pytest.raises(FormNotFound) as caught:
        read_form(Image.new("L", (1240, 1754), 255))
    assert caught.value.code == "no_corners"


def test_the_code_carries_the_place_the_rules_and_the_names():
    from app.paper.payload import form_segments
    head, tail = form_segments({"tournament": "Кубок", "round": 1, "table": 2, "date": "2026-11-29"},
                               {"preset": "league", "options": {"7.5": "7.5.2"}}, ["Кот"] * 10)
    form = parse_form(head + tail)
    assert form.ruleset == {"preset": "league", "options": {"7.5": "7.5.2"}} and form.meta["date"] == "2026-11-29"
    assert parse_form("MPF1:1\nshort") is None


def test_scan_reads_a_form_into_a_game_file_with_its_source(game, filled, tmp_path, capsys):
    from app.cli import main
    picture = scanned(filled[0], 150, random.Random(9), angle=-3.0, quality=70)
    scan = tmp_path / "form.jpg"
    picture.save(scan)
    out = tmp_path / "games"
    code = main(["scan", str(scan), "--games", str(LONG), "--forms", str(out)])
    [written] = list(out.iterdir())
    said = capsys.readouterr().out
    # a form read with nothing to review is no failure: its own verdict, exit status 0
    assert said.startswith(f"{scan}: бланк прочитан — «{game['meta']['tournament']}», тур ")
    assert f"; записан в {written}, проверять нечего" in said and "не прочитан" not in said
    assert code == 0
    doc = json.loads(written.read_text(encoding="utf-8"))
    source = doc["meta"].pop("source")
    assert source["page"] == 1 and len(source["scan"]) == 64
    assert doc == paper_game(game)



def test_a_second_scan_of_the_same_table_keeps_the_first_game_file(game, filled, tmp_path, capsys):
    from app.cli import main
    out = tmp_path / "games"
    for n, angle in ((1, -3.0), (2, 2.0)):
        scanned(filled[0], 150, random.Random(n), angle=angle, quality=70).save(tmp_path / f"form{n}.jpg")
        assert main(["scan", str(tmp_path / f"form{n}.jpg"), "--games", str(LONG), "--forms", str(out)]) == 0
    first, second = sorted(out.iterdir(), key=lambda p: len(p.name))
    assert second.name == first.stem + "-2.json"
    sources = [json.loads(p.read_text(encoding="utf-8"))["meta"]["source"]["scan"] for p in (first, second)]
    assert sources[0] != sources[1]
    # the same scan read again writes its own file over, not a third one
    assert main(["scan", str(tmp_path / "form1.jpg"), "--games", str(LONG), "--forms", str(out)]) == 0
    assert len(list(out.iterdir())) == 2
    capsys.readouterr()

def _faint(game):
    """The game's form, filled, with a faint stroke in a box the pen left empty."""
    image = printed(game, 200)
    fill(image, game_boxes(game, LAYOUT), 200, random.Random(11), withdrawn=0)
    faint(image, LAYOUT.find("lift", 7, day=4), 200)
    return image


def test_a_form_with_marks_to_review_is_a_warning_counted_in_the_summary(game, filled, tmp_path, capsys):
    from app.cli import main
    scans = tmp_path / "scans"
    scans.mkdir()
    scanned(filled[0], 150, random.Random(9), angle=-3.0, quality=70).save(scans / "a.jpg")
    _faint(game).save(scans / "b.png")
    code = main(["scan", str(scans), "--games", str(LONG), "--lang", "en", "--json"])
    data = json.loads(capsys.readouterr().out)
    assert code == 1
    verdicts = {Path(p["file"]).name: p for p in data["pages"]}
    assert [verdicts[n]["verdict"] for n in ("a.jpg", "b.png")] == ["form_read", "form_read"]
    assert verdicts["a.jpg"]["form"]["to_review"] == 0 and verdicts["b.png"]["form"]["to_review"] == 1
    assert verdicts["b.png"]["form"]["file"] is None and verdicts["b.png"]["text"].endswith(", 1 mark to review")
    assert data["summary"]["form_read"] == 2 and data["summary"]["unreadable"] == 0
    assert data["summary"]["text"] == ("Pages: 2; matching: 0; other revision: 0; unknown: 0; unreadable: 0; "
                                       "pen forms read: 2 (with marks to review: 1)")


def test_a_form_whose_corner_marks_are_gone_stays_unreadable(game, tmp_path, capsys):
    from PIL import ImageDraw

    from app.cli import main
    image = printed(game, 150)
    px = 150 / 25.4
    draw = ImageDraw.Draw(image)
    for x, y in LAYOUT.fiducials:      # the corners cut off: the code alone is left
        draw.rectangle([(x - 6) * px, (y - 6) * px, (x + 6) * px, (y + 6) * px], fill="white")
    image.save(tmp_path / "cut.png")
    code = main(["scan", str(tmp_path / "cut.png"), "--games", str(LONG), "--forms", str(tmp_path / "out")])
    said = capsys.readouterr().out.strip()
    assert said == (f"{tmp_path / 'cut.png'}: не прочитана — бланк, заполненный ручкой, но угловые метки не "
                    "найдены: отсканируйте лист целиком")
    assert code == 1 and not (tmp_path / "out").exists()


def test_print_protocols_as_pen_forms_with_the_layout(tmp_path):
    from pypdf import PdfReader

    from app.cli import main
    from app.tournament import SeatingRequest, dumps_schedule, generate_seating
    names = [f"Игрок {n}" for n in range(1, 21)]
    schedule = generate_seating(SeatingRequest(players=names, tables=2, games=2, seed=1, effort=0.05))
    plan, pdf, layout = tmp_path / "seating.json", tmp_path / "forms.pdf", tmp_path / "layout.json"
    plan.write_text(dumps_schedule(schedule), encoding="utf-8")
    assert main(["tournament", "print", "protocols", "--schedule", str(plan), "--tournament", "Кубок",
                 "--form", "pen", "--layout", str(layout), "-o", str(pdf)]) == 0
    pages = PdfReader(str(pdf)).pages
    assert len(pages) == len(schedule.rounds) * schedule.tables
    text = pages[0].extract_text()
    assert "Турнир: Кубок" in text and "бланк для заполнения ручкой" in text
    assert json.loads(layout.read_text(encoding="utf-8")) == LAYOUT.to_dict()
