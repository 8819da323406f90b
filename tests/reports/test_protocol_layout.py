"""The layout cannot drift unnoticed: pages against reference images, names that fit.

The references are grey PNGs at 40 dpi in tests/reports/reference/.  After an intended
change of the layout, look at the new pages, then regenerate them with

    MAFIA_UPDATE_REFERENCE=1 .venv/bin/python -m pytest tests/reports/test_protocol_layout.py -p no:cacheprovider

and commit the PNGs with the change (docs/pdf.md says the same).
"""
import os

import pytest
from pdftools import REFERENCE, mean_difference, pages_as_images
from protocol_games import long_doc, remarked_doc, short_doc  # noqa: F401 (fixtures)
from reportlab.lib.units import mm

from app import editions
from reports.protocol import PAGE_H, PAGE_W, ProtocolRenderer
from reports.styles import fit

TOLERANCE = 1.0   # mean grey levels of 255; moving one column by 1 mm gives several
UPDATE = os.environ.get("MAFIA_UPDATE_REFERENCE") == "1"


def _compare(name: str, pdf: bytes) -> None:
    pages = pages_as_images(pdf)
    for number, page in enumerate(pages, 1):
        path = REFERENCE / f"{name}-{number}.png"
        if UPDATE:
            REFERENCE.mkdir(exist_ok=True)
            page.save(path, optimize=True)
        assert path.exists(), f"no reference {path.name}: see this module's docstring"
        from PIL import Image
        with Image.open(path) as reference:
            diff = mean_difference(page, reference)
        assert diff <= TOLERANCE, f"{path.name}: mean difference {diff:.2f} > {TOLERANCE}"
    expected = sorted(REFERENCE.glob(f"{name}-*.png"))
    assert len(expected) == len(pages), f"{name}: {len(pages)} pages, {len(expected)} references"


@pytest.mark.parametrize("game, lang", [("short", "ru"), ("long", "ru"), ("long", "en")])
def test_pages_match_the_reference_images(game, lang, short_doc, remarked_doc):
    doc = short_doc if game == "short" else remarked_doc
    _compare(f"{game}-{lang}", ProtocolRenderer(doc, editions.replay(doc), lang).render())


def test_the_comparison_sees_a_column_move(short_doc, monkeypatch):
    from reports import blocks
    moved = dict(blocks.SEAT_COLS_MM, left=blocks.SEAT_COLS_MM["left"] + 3)
    monkeypatch.setattr(blocks, "SEAT_COLS_MM", moved)
    page = pages_as_images(ProtocolRenderer(short_doc, editions.replay(short_doc)).render())[0]
    from PIL import Image
    with Image.open(REFERENCE / "short-ru-1.png") as reference:
        assert mean_difference(page, reference) > TOLERANCE


def test_a_short_game_is_one_page_a_long_one_with_remarks_two(short_doc, long_doc, remarked_doc):
    import io

    from pypdf import PdfReader
    for doc, pages in ((short_doc, 1), (long_doc, 1), (remarked_doc, 2)):
        reader = PdfReader(io.BytesIO(ProtocolRenderer(doc, editions.replay(doc)).render()))
        assert len(reader.pages) == pages
        assert [float(v) for v in reader.pages[0].mediabox[2:]] == pytest.approx([PAGE_W, PAGE_H])


@pytest.mark.parametrize("name", [
    "Кот",
    "Александр Македонский-Задунайский",
    "ВеликийИНеповторимыйШерифВсехВремёнИНародовСоединённыхШтатовАмерикиИКанады",
    "Тень отца Гамлета, принца датского, который всё видел и всё знает, но никому ничего не скажет",
])
def test_a_nickname_never_runs_out_of_its_column(name):
    avail = 60 * mm
    para = fit(name, avail)
    para.wrap(avail, 10_000)
    assert max(para.getActualLineWidths0()) <= avail + 0.01
    assert para.style.fontSize >= 6.5
    kept = "".join("".join(words) for _, words in para.blPara.lines)
    assert kept == name.replace(" ", "")   # wrapped or split, never dropped


def test_the_stamp_box_is_on_the_last_page_inside_the_margins(short_doc, remarked_doc):
    for doc, page in ((short_doc, 0), (remarked_doc, 1)):
        renderer = ProtocolRenderer(doc, editions.replay(doc))
        renderer.render()
        box = renderer.stamp_box
        x1, y1, x2, y2 = box.box
        assert box.page == page
        assert 0 < x1 < x2 <= PAGE_W - 11 * mm and 14 * mm <= y1 < y2 < PAGE_H
