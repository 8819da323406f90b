"""Scanning benchmark: pages per second for a folder of 100 scanned protocols.

Run: .venv/bin/python benchmarks/bench_scan.py [--pages 100] [--repeat 3] [--keep DIR]
The folder is made first (not timed): ten archived games' protocols, scanned as an archivist's
box would be — grey PNG at 150 dpi, JPEG at 200 and 300 dpi, some turned 90° or skewed 3°
with noise, a few phone-like photographs, and one multi-page PDF of scans.  Then
``app.scan.scan_paths`` reads and judges every page against the archive; the median of the
runs is printed as pages per second beside the goal (10 pages/s on the project's 2-core
machine).  Not a test; it never fails a build.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE.parent / "tests" / "app" / "scan"))

GOAL_PAGES_PER_S = 10.0


def make_box(folder: Path, pages: int) -> str:
    """The archive and the folder of scans; returns the archive's address."""
    from PIL import Image
    from scan_fixtures import as_jpeg, noisy, pdftoppm, photographed, rotated

    from app import editions
    from app.sport import sample_game
    from app.storage import open_archive
    from reports.protocol import ProtocolRenderer
    db = str(folder / "archive.sqlite3")
    scans = folder / "scans"
    scans.mkdir(parents=True, exist_ok=True)
    pdfs = []
    with open_archive(db) as archive:
        for table in range(1, 11):
            doc = sample_game()
            doc["meta"]["table"] = table
            archive.open_game(doc, author="bench")
            pdfs.append(ProtocolRenderer(doc, editions.replay(doc)).render())
    rendered: dict[tuple[int, int], Image.Image] = {}

    def page(i: int, dpi: int) -> Image.Image:
        key = (i % len(pdfs), dpi)
        if key not in rendered:
            rendered[key] = pdftoppm(pdfs[key[0]], dpi)
        return rendered[key]

    multi = []
    for i in range(pages):
        kind = i % 10
        if kind < 4:
            page(i, 150).save(scans / f"{i:03d}-150.png")
        elif kind < 6:
            as_jpeg(page(i, 200), 70).save(scans / f"{i:03d}-200.jpg")
        elif kind == 6:
            as_jpeg(rotated(page(i, 300), 90), 70).save(scans / f"{i:03d}-300-turned.jpg")
        elif kind == 7:
            as_jpeg(noisy(rotated(page(i, 150), 3)), 50).save(scans / f"{i:03d}-150-skewed.jpg")
        elif kind == 8:
            photographed(page(i, 200)).save(scans / f"{i:03d}-phone.jpg")
        else:
            multi.append(page(i, 150).convert("RGB"))
    if multi:
        multi[0].save(scans / "box.pdf", save_all=True, resolution=150, append_images=multi[1:])
    return db


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pages", type=int, default=100)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--keep", metavar="DIR", help="make the box here (kept, and reused when present)")
    args = parser.parse_args()
    folder = Path(args.keep) if args.keep else Path(tempfile.mkdtemp(prefix="mafia-scan-bench-"))
    db = str(folder / "archive.sqlite3")
    if not (folder / "scans").is_dir():
        start = time.perf_counter()
        db = make_box(folder, args.pages)
        print(f"made {args.pages} scanned pages in {time.perf_counter() - start:.1f} s ({folder})")

    from app.scan import ArchiveCatalogue, scan_paths
    from app.storage import open_archive
    from reports.protocol import printed_pages
    rates, counts = [], None
    for _ in range(args.repeat):
        with open_archive(db) as archive:
            start = time.perf_counter()
            batch = scan_paths([str(folder / "scans")], ArchiveCatalogue(archive), "en", anchors=[],
                               pages=printed_pages)
            elapsed = time.perf_counter() - start
        rates.append(len(batch.verdicts) / elapsed)
        counts = batch.counts()
    rate = statistics.median(rates)
    print(f"verdicts: {counts}")
    print(f"scan of {sum(counts.values())} pages: median {rate:.1f} pages/s, {1000 / rate:.0f} ms a page "
          f"(goal {GOAL_PAGES_PER_S:.0f} pages/s, ratio {rate / GOAL_PAGES_PER_S:.2f})")


if __name__ == "__main__":
    main()
