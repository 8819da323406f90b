"""The join codes' cards (issue 29): every card's QR code, printed and read back from the page
as a phone's photograph would be (pdftoppm at 150 dpi, zxing-cpp), is its table's code."""
from __future__ import annotations

import subprocess

import zxingcpp
from PIL import Image

from app.storage.joincode import JoinCode, code_from_image, parse
from reports.join_codes import join_codes_pdf


def test_every_card_reads_back_as_its_tables_code(tmp_path):
    cards = [JoinCode("192.168.1.20", 55432, "Кубок осени", t, bytes([t] * 6), bytes(range(10))) for t in range(1, 8)]
    pdf = tmp_path / "codes.pdf"
    pdf.write_bytes(join_codes_pdf(cards, "Кубок осени", "ru"))
    subprocess.run(["pdftoppm", "-png", "-r", "150", "-gray", str(pdf), str(tmp_path / "page")], check=True)
    pages = sorted(tmp_path.glob("page-*.png"))
    assert len(pages) == 2                                   # six cards on a page
    read = set()
    for page in pages:
        found = zxingcpp.read_barcodes(Image.open(page), formats=zxingcpp.BarcodeFormats(zxingcpp.BarcodeFormat.QRCode))
        read |= {parse(r.text) for r in found}
    assert read == {c.parsed() for c in cards}
    assert parse(code_from_image(str(pages[1]))) == cards[6].parsed()
