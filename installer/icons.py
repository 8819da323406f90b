"""Renders the application icon from resources/icons/mafia-protocol.svg for every installer:
PNGs of the hicolor sizes (Linux), mafia-protocol.ico (Windows) and mafia-protocol.icns (macOS).

Run: python installer/icons.py [OUT]   (default build/icons; installer/build.py calls it)
Qt's own SVG renderer draws the pixels, so the icon looks as it does in the window; Pillow
(a build requirement, installer/build.py installs it) writes the .ico and .icns containers.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SVG = ROOT / "resources" / "icons" / "mafia-protocol.svg"
HICOLOR_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_SIZES = (16, 32, 64, 128, 256, 512, 1024)


def render(size: int, out: Path) -> Path:
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        raise SystemExit(f"{SVG}: not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    out.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(out), "PNG"):
        raise SystemExit(f"{out}: cannot write")
    return out


def build(out: Path) -> dict[str, Path]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PIL import Image
    from PySide6.QtGui import QGuiApplication
    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841  (QPainter needs one)
    pngs = {size: render(size, out / "png" / f"mafia-protocol-{size}.png")
            for size in sorted({*HICOLOR_SIZES, *ICO_SIZES, *ICNS_SIZES})}
    largest = Image.open(pngs[1024])
    ico = out / "mafia-protocol.ico"
    Image.open(pngs[256]).save(ico, format="ICO", sizes=[(s, s) for s in ICO_SIZES])
    icns = out / "mafia-protocol.icns"
    largest.save(icns, format="ICNS",
                 append_images=[Image.open(pngs[s]) for s in ICNS_SIZES if s != 1024])
    return {"ico": ico, "icns": icns, **{f"png{size}": pngs[size] for size in HICOLOR_SIZES}}


if __name__ == "__main__":
    made = build(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "build" / "icons")
    for kind, path in made.items():
        print(f"{kind}: {path}")
