"""Issue 25 §1: nothing a scan says sizes the work.  Every hostile file is made here, a few
KB on disk; each ends in one line for its file, and the files after it are still judged.

The peak memory of reading each one (and of a genuine 48-megapixel phone photograph) is
measured in a process of its own and must stay under 1 GB.
"""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from hostile_files import pdf_bytes, pdf_picture, png_bomb, tiff_frames, write
from PIL import Image
from scan_fixtures import pdftoppm, pile  # noqa: F401 (fixture)

from app.cli import main
from app.scan import ArchiveCatalogue, DocsCatalogue, scan_paths
from app.scan.pages import LIMITS, Limits, read_pages
from app.scan.texts import file_line
from app.storage import open_archive
from reports.protocol import printed_pages

ROOT = Path(__file__).resolve().parents[3]
GB = 1024 ** 3


def hostile(folder: Path) -> dict[str, Path]:
    """The red team's files (issue 25), each generated small."""
    page = Image.new("L", (200, 280), 255)
    return {
        "wall": write(folder, "wall.pdf", pdf_bytes([(14400, 14400)])),
        "user_unit": write(folder, "user-unit.pdf", pdf_bytes([(1440, 1440)], user_unit=10)),
        "bomb": write(folder, "bomb.png", png_bomb(30000, 30000)),            # 900 megapixels
        "big": write(folder, "big.png", png_bomb(13000, 13000)),
        "broken_page": write(folder, "second-page-broken.pdf", pdf_bytes([(595, 842), (595, 842)], broken={1})),
        "tiff_bomb": write(folder, "second-frame-bomb.tif",
                           tiff_frames([page, Image.new("L", (20, 20), 255)], {1: (60000, 60000)})),
        "picture": write(folder, "picture-bomb.pdf", pdf_picture(30000, 30000)),
        "strokes": write(folder, "strokes.pdf", pdf_bytes([(595, 842)], strokes=2_000_000)),
        "strip": write(folder, "strip.png", png_bomb(1, 60000)),
        "eps": write(folder, "not-really.png", b"%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 10 10\n"),
    }


def batch_of(paths, catalogue=None, **kw):
    return scan_paths([str(p) for p in paths], catalogue or DocsCatalogue([]), "en", anchors=[], pages=printed_pages,
                      **kw)


def test_a_page_the_size_of_a_wall_is_rendered_within_the_pixel_cap(tmp_path):
    files = hostile(tmp_path)
    for key in ("wall", "user_unit"):
        for page in read_pages(str(files[key])):       # the file is open while its pages are read
            width, height = page.image.size
            assert width * height <= LIMITS.page_pixels and width >= 4000, (key, page.image.size)
            retried = page.rerender()
            assert retried.width * retried.height <= LIMITS.page_pixels
    batch = batch_of([files["wall"], files["user_unit"]])
    assert [(v.verdict, v.problem) for v in batch.verdicts] == [("unreadable", "blank")] * 2
    assert not batch.failures


def test_each_hostile_file_is_one_line_and_the_batch_goes_on(pile, tmp_path):
    files = hostile(tmp_path)
    genuine = pile.scans / "01-table1-150dpi.png"
    order = [files["bomb"], files["broken_page"], genuine, files["tiff_bomb"], files["big"], files["picture"],
             files["strokes"], files["strip"], files["eps"], genuine]
    with open_archive(pile.db) as archive:
        batch = batch_of(order, ArchiveCatalogue(archive))
    lines = [file_line(f, "en") for f in batch.failures]
    assert lines == [
        f"{files['bomb']}: the image is too large (over 64 million pixels): scan at 150–300 dpi",
        f"{files['broken_page']}: the file is damaged (Failed to load page.)",
        f"{files['tiff_bomb']} #2: the image is too large (over 64 million pixels): scan at 150–300 dpi",
        f"{files['big']}: the image is too large (over 64 million pixels): scan at 150–300 dpi",
        f"{files['picture']}: the image is too large (over 64 million pixels): scan at 150–300 dpi",
        f"{files['strokes']}: the page draws too much (over 16 MB of drawing operators): it is no scanned protocol",
        f"{files['eps']}: neither a PDF nor an image (PNG, JPEG, TIFF)",
    ]
    # the pages before a failure keep their verdicts; the genuine sheets after them match
    found = [(Path(v.source).name, v.page, v.verdict) for v in batch.verdicts]
    assert found == [("second-page-broken.pdf", 1, "unreadable"), (genuine.name, 1, "matches"),
                     ("second-frame-bomb.tif", 1, "unreadable"), ("strip.png", 1, "unreadable"),
                     (genuine.name, 1, "matches")]


def test_the_failures_are_said_in_russian_by_the_command_with_exit_2(pile, tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("MAFIA_PROTOCOL_HOME", str(pile.keys))
    files = hostile(tmp_path)
    code = main(["scan", str(files["bomb"]), str(files["broken_page"]), str(files["tiff_bomb"]),
                 str(pile.scans / "01-table1-150dpi.png"), "--db", pile.db])
    captured = capsys.readouterr()
    assert code == 2 and "Traceback" not in captured.err
    assert captured.err.splitlines() == [
        f"{files['bomb']}: изображение слишком велико (больше 64 млн пикселей): сканируйте с разрешением 150–300 dpi",
        f"{files['broken_page']}: файл повреждён (Failed to load page.)",
        f"{files['tiff_bomb']} #2: изображение слишком велико (больше 64 млн пикселей): сканируйте с разрешением "
        "150–300 dpi",
    ]
    assert "01-table1-150dpi.png: совпадает" in captured.out
    assert captured.out.splitlines()[-1].endswith("; файлов не прочитано: 3")


def test_pages_and_frames_beyond_the_limit_are_not_read(tmp_path):
    """The issue's 10,000-page PDF and 3,000-frame TIFF, read under a limit of 20 (the default
    is 500: the same code, in a fraction of the time)."""
    pdf = write(tmp_path, "ten-thousand.pdf", pdf_bytes([(72, 72)] * 10_000))
    tiff = write(tmp_path, "frames.tif", tiff_frames([Image.new("L", (8, 8), 255)] * 3000))
    batch = batch_of([pdf, tiff], limits=Limits(pages=20))
    assert [file_line(f, "en") for f in batch.failures] == [
        f"{pdf}: only the first 20 of 10000 pages were read (at most 20 a file): split the file",
        f"{tiff}: only the first 20 of 3000 pages were read (at most 20 a file): split the file",
    ]
    assert [v.page for v in batch.verdicts] == list(range(1, 21)) * 2
    assert LIMITS.pages == 500


def test_a_file_past_its_time_budget_stops_and_the_next_is_read(tmp_path):
    """The clock is the test's: each look at it is 200 s later (no real time is measured)."""
    ticks = iter(range(0, 10 ** 6, 200))
    pdf = write(tmp_path, "slow.pdf", pdf_bytes([(72, 72)] * 5))
    tiff = write(tmp_path, "next.tif", tiff_frames([Image.new("L", (8, 8), 255)] * 2))
    batch = batch_of([pdf, tiff], clock=lambda: next(ticks))
    assert [file_line(f, "en") for f in batch.failures] == [
        f"{pdf}: reading stopped after 2 of 5 pages (at most 300 s a file): split the file",
        f"{tiff}: reading stopped after 2 of 2 pages (at most 300 s a file): split the file",
    ][:1]
    assert [(Path(v.source).name, v.page) for v in batch.verdicts] == [("slow.pdf", 1), ("slow.pdf", 2),
                                                                      ("next.tif", 1), ("next.tif", 2)]


# the child's own high-water mark (VmHWM: a new program's memory, unlike ru_maxrss, which
# Linux carries over from the parent through fork and exec)
_PEAK = """
import json, re, sys, time
from app.scan import DocsCatalogue, scan_paths
from reports.protocol import printed_pages
start = time.perf_counter()
batch = scan_paths([sys.argv[1]], DocsCatalogue([]), "en", anchors=[], pages=printed_pages)
status = open("/proc/self/status").read()
print(json.dumps({"peak": int(re.search(r"VmHWM:\\s*(\\d+) kB", status).group(1)) * 1024,
                  "seconds": time.perf_counter() - start, "pages": len(batch.verdicts),
                  "failures": [f.code for f in batch.failures]}))
"""


def _peak(path: Path) -> dict:
    out = subprocess.run([sys.executable, "-c", _PEAK, str(path)], capture_output=True, text=True,
                         cwd=ROOT, timeout=600)
    assert out.returncode == 0, f"{path.name}: exit {out.returncode}\n{out.stderr[-3000:]}"
    return json.loads(out.stdout)


@pytest.fixture(scope="module")
def photograph(pile, tmp_path_factory) -> Path:
    """A genuine phone photograph of 48 megapixels (8000 × 6000, stored sideways with an EXIF
    note to turn it), of the sheet of table 1."""
    sheet = pdftoppm((pile.root / "scans" / "11-box.pdf").read_bytes(), 100).resize((6000, 8000))
    sideways = sheet.rotate(90, expand=True).convert("RGB")
    exif = Image.Exif()
    exif[0x0112] = 6
    path = tmp_path_factory.mktemp("photo") / "phone.jpg"
    sideways.save(path, "JPEG", quality=85, exif=exif)
    return path


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="the peak is read from Linux's /proc")
def test_peak_memory_of_every_hostile_file_and_a_big_photograph_is_under_1_gb(tmp_path, photograph, capsys):
    files = hostile(tmp_path)
    files["pages"] = write(tmp_path, "many.pdf", pdf_bytes([(595, 842)] * 5))
    files["photograph"] = photograph
    # the largest image accepted, in colour: 64 million pixels less a row
    edge = int(LIMITS.image_pixels ** 0.5)
    at_limit = Image.new("RGB", (edge, edge - 1), "white")
    at_limit.paste((0, 0, 0), (100, 100, 2000, 300))
    at_limit.save(tmp_path / "at-the-limit.png")
    files["at_limit"] = tmp_path / "at-the-limit.png"
    del at_limit
    seen = {key: _peak(path) for key, path in files.items()}
    with capsys.disabled():
        for key, found in seen.items():
            print(f"\n  scan {key}: peak {found['peak'] / 2 ** 20:.0f} MB, {found['seconds']:.1f} s, "
                  f"{found['pages']} page(s), {found['failures'] or 'read'}", end="")
    assert all(found["peak"] < GB for found in seen.values()), seen
    assert seen["photograph"]["pages"] == 1 and not seen["photograph"]["failures"]
    assert seen["at_limit"]["pages"] == 1 and not seen["at_limit"]["failures"]
    assert seen["bomb"]["failures"] == ["too_large"] and seen["wall"]["pages"] == 1


def test_a_big_genuine_photograph_still_matches(pile, photograph):
    with open_archive(pile.db) as archive:
        batch = batch_of([photograph], ArchiveCatalogue(archive))
    assert [(v.verdict, v.entry.table) for v in batch.verdicts] == [("matches", "1")]
