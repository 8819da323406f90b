"""Reading a page: a code that is not a protocol's, a page with no code, and a sheet from
before the place was coded, each told apart (no archive needed)."""
from __future__ import annotations

import zxingcpp
from PIL import Image, ImageDraw
from scan_fixtures import pdftoppm

from app import editions
from app.scan.reader import read_page
from app.signing import fingerprint
from app.sport import sample_game
from reports.protocol import ProtocolRenderer


def a4_page() -> Image.Image:
    """A sheet of text and rules at 150 dpi, without any code."""
    page = Image.new("L", (1240, 1754), 250)
    draw = ImageDraw.Draw(page)
    for y in range(150, 1600, 40):
        draw.line([(100, y), (1140, y)], fill=20, width=2)
        draw.text((110, y + 8), "Протокол заседания · " * 4, fill=0)
    return page


def test_a_page_with_someone_else_s_qr_code_is_told_apart():
    page = a4_page()
    code = zxingcpp.create_barcode("https://example.org/menu", zxingcpp.BarcodeFormat.QRCode).to_image(scale=6)
    page.paste(Image.frombuffer("L", (code.shape[1], code.shape[0]), bytes(code), "raw", "L", 0, 1), (900, 60))
    reading = read_page(page)
    assert (reading.mark, reading.problem) == (None, "foreign_code")


def test_a_sharp_page_without_a_code_is_no_code_not_blurred():
    reading = read_page(a4_page())
    assert (reading.mark, reading.problem) == (None, "no_code")


def test_a_protocol_upside_down_reads():
    doc = sample_game()
    page = pdftoppm(ProtocolRenderer(doc, editions.replay(doc)).render(), 150).rotate(180)
    assert read_page(page).mark.fingerprint == fingerprint(doc)
