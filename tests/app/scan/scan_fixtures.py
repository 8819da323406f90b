"""A box of scanned protocols made in the test itself, and the archive they are matched with.

Imported by name from the test modules (no conftest.py: it would shadow the suite's own).

The archive holds four games of «Осенний кубок», round 1:
- table 1, signed by the judge (a JSON signature in the file, and frozen by the archive);
- table 2, signed, printed, then corrected by the chief judge (revision 2: seat 3's extra
  points 0.4 -> 0.5), so its printed sheet is the other revision;
- table 4, never signed;
- table 5, a long game whose protocol takes two pages (the code is on the first only);
and table 3 is printed but never archived (unknown).  The protocols are rendered, signed
(PAdES) and turned into scans with pdftoppm and Pillow: grey at 150, 200 and 300 dpi, turned
90° and 3°, with noise and JPEG, a phone-like photograph, a two-page PDF of scans, a
two-frame TIFF, a blank page, a page too small and a page too blurred to read, and the
long game scanned duplex (its first page, a blank back, its second page, and that second
page once more, which belongs to no protocol any longer).
"""
from __future__ import annotations

import copy
import io
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest
from PIL import Image, ImageChops, ImageFilter

from app import editions
from app.signing import create_identity, sign_game, sign_pdf
from app.sport import sample_game
from app.storage import open_archive
from reports.protocol import ProtocolRenderer

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "reports"))
from protocol_games import long_game_with_remarks_doc  # noqa: E402

PASSPHRASE = "секрет"


def pdftoppm(pdf: bytes, dpi: int, page: int = 1) -> Image.Image:
    tool = shutil.which("pdftoppm")
    assert tool, "pdftoppm is missing: run tests/setup-system.sh (poppler-utils)"
    out = subprocess.run([tool, "-gray", "-r", str(dpi), "-f", str(page), "-l", str(page), "-png", "-"],
                         input=pdf, capture_output=True, check=True).stdout
    return Image.open(io.BytesIO(out)).convert("L")


def noisy(image: Image.Image, amount: float = 0.25) -> Image.Image:
    return Image.blend(image, Image.effect_noise(image.size, 40), amount)


def as_jpeg(image: Image.Image, quality: int) -> Image.Image:
    buffer = io.BytesIO()
    image.save(buffer, "JPEG", quality=quality)
    return Image.open(io.BytesIO(buffer.getvalue()))


def rotated(image: Image.Image, degrees: float) -> Image.Image:
    return image.rotate(degrees, resample=Image.BICUBIC, expand=True, fillcolor=255)


def photographed(image: Image.Image) -> Image.Image:
    """A phone's photograph in good light: the sheet seen a little from below and aside, on
    a dark desk, warmer and darker towards one corner, in colour, JPEG."""
    w, h = image.size
    d = 0.06 * w
    sheet = image.transform((w, h), Image.QUAD, (-d, -d * 0.5, -d * 0.2, h + d * 0.3, w + d * 0.3, h + d * 0.2,
                                                 w + d, -d * 0.2), Image.BICUBIC, fillcolor=80)
    light = Image.linear_gradient("L").resize((w, h)).point(lambda v: 255 - v // 4)
    sheet = ImageChops.multiply(sheet, light).filter(ImageFilter.GaussianBlur(0.7))
    colour = Image.merge("RGB", (sheet, sheet.point(lambda v: int(v * 0.95)), sheet.point(lambda v: int(v * 0.85))))
    return as_jpeg(colour, 75)


@dataclass
class Pile:
    root: Path
    scans: Path              # the folder of scans
    db: str
    keys: Path
    identity: object
    games: dict              # table -> the document printed
    ids: dict                # table -> archive id


def _protocol(doc: dict, identity) -> bytes:
    renderer = ProtocolRenderer(doc, editions.replay(doc))
    return sign_pdf(renderer.render(), identity, stamp=renderer.stamp_box)


def _long() -> dict:
    doc = long_game_with_remarks_doc()   # two pages: a scan of the second is read too
    doc["meta"].update(tournament="Осенний кубок", round=1, table=5, game=1)
    for player in doc["players"]:   # the archive's reader takes names of at most 100 characters
        player["name"] = player["name"][:100]
    return doc


def _game(table: int) -> dict:
    doc = sample_game()
    doc["meta"]["table"] = table
    return doc


@pytest.fixture(scope="session")
def pile(tmp_path_factory) -> Pile:
    return make_pile(tmp_path_factory.mktemp("archive-box"))


def make_pile(root: Path) -> Pile:
    keys = root / "keys"
    identity = create_identity("Иванов", PASSPHRASE, keys)
    db = str(root / "archive.sqlite3")
    archive = open_archive(db)
    games, ids = {}, {}
    for table in (1, 2, 4, 5):
        doc = _game(table) if table != 5 else _long()
        if table < 4:
            doc = sign_game(doc, identity)
        stored = archive.open_game(doc, author="Иванов")
        if table < 4:
            archive.sign_game(stored.id, "Иванов", expected_version=stored.version)
        games[table], ids[table] = doc, stored.id
    games[3] = sign_game(_game(3), identity)
    pdfs = {table: _protocol(doc, identity) for table, doc in games.items()}
    # table 2 is corrected after its sheet was printed
    corrected = copy.deepcopy(games[2])
    corrected["awards"]["extra_points"]["3"] = 0.5
    archive.correct_game(ids[2], corrected, archive.game(ids[2]).version, author="ГСК", reason="протест №1")
    games["2-corrected"] = corrected
    archive.close()

    scans = root / "scans"
    scans.mkdir()
    a150, a300 = pdftoppm(pdfs[1], 150), pdftoppm(pdfs[1], 300)
    a150.save(scans / "01-table1-150dpi.png")
    rotated(a300, 90).save(scans / "02-table1-300dpi-turned.png")
    as_jpeg(noisy(rotated(a150, 3)), 40).save(scans / "03-table1-skewed-noisy.jpg")
    photographed(pdftoppm(pdfs[1], 200)).save(scans / "04-table1-phone.jpg")
    as_jpeg(pdftoppm(pdfs[2], 200), 60).save(scans / "05-table2-printed-before-correction.jpg")
    pdftoppm(pdfs[3], 150).save(scans / "06-table3-not-archived.png")
    d150 = pdftoppm(pdfs[4], 150)
    d150.save(scans / "07-table4-unsigned.tif", save_all=True, append_images=[rotated(a150, -90)])
    Image.new("L", a150.size, 246).save(scans / "08-blank.png")
    a150.resize((a150.width // 5, a150.height // 5), Image.BOX).save(scans / "09-too-small.png")
    a150.filter(ImageFilter.GaussianBlur(4)).save(scans / "10-too-blurred.png")
    a150.convert("RGB").save(scans / "11-box.pdf", save_all=True, resolution=150,
                             append_images=[as_jpeg(noisy(d150), 50).convert("RGB")])
    long1, long2 = (pdftoppm(pdfs[5], 150, page) for page in (1, 2))
    long1.convert("RGB").save(scans / "12-table5-long-duplex.pdf", save_all=True, resolution=150,
                              append_images=[Image.new("RGB", long1.size, "white"), long2.convert("RGB"),
                                             long2.convert("RGB")])
    return Pile(root, scans, db, keys, identity, games, ids)
