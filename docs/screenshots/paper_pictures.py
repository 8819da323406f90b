"""The pictures of docs/archive.md, "Protocols filled by pen": the pen form as printed, filled
by the tests' pen simulator and scanned at 150 dpi, photographed, and the review window.
``python docs/screenshots/paper_pictures.py [--dir DIR]``.  A tool, not part of the program.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
for _path in (ROOT, ROOT / "tests"):
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))

LONG = ROOT / "tests" / "games" / "league-lift-all-majority-boundaries.json"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--dir", default=str(HERE))
    out = Path(parser.parse_args().dir)
    from paper_pen import fill, photographed, printed, scanned
    from PIL import ImageDraw

    from app.paper.boxes import game_boxes
    from app.paper.layout import pen_layout
    from app.paper.read import read_form
    game = json.loads(LONG.read_text(encoding="utf-8"))
    layout = pen_layout()
    printed(game, 100).save(out / "pen-form-ru.png")
    image = printed(game, 300)
    fill(image, game_boxes(game, layout), 300, random.Random(7))
    box, px = layout.find("lift", 7, day=4), 300 / 25.4       # a faint stroke for the review to ask about
    ImageDraw.Draw(image).line([((box.x + 1.0) * px, (box.y + 1.4) * px), ((box.x + 1.8) * px, (box.y + 1.4) * px)],
                               fill=(40, 40, 160), width=3)
    scan = scanned(image, 150, random.Random(3), angle=3.0, quality=60)
    scan.convert("RGB").save(out / "pen-form-scan150-ru.jpg", quality=80)
    photo = photographed(image, random.Random(5), width=1200)
    photo.convert("RGB").save(out / "pen-form-photo-ru.jpg", quality=80)
    _review(read_form(scan.convert("L")), out)


def _review(found, out: Path) -> None:
    from PySide6.QtWidgets import QApplication

    from ui.main import install_translators
    from ui.paper_review import FormReview
    app = QApplication.instance() or QApplication([])
    translators = install_translators(app, "ru")  # noqa: F841 (kept alive while the window is drawn)
    dialog = FormReview(found, "ru", author="Ким")
    dialog.resize(560, 520)
    dialog.show()
    app.processEvents()
    dialog.grab().save(str(out / "pen-form-review-ru.png"))


if __name__ == "__main__":
    main()
