"""Helpers of the protocol tests: the text of a PDF, its fonts, and its pages as images."""
from __future__ import annotations

import io
import shutil
import subprocess
import tempfile
from pathlib import Path

from PIL import Image, ImageChops, ImageStat
from pypdf import PdfReader

REFERENCE = Path(__file__).resolve().parent / "reference"
DPI = 40   # small enough to keep the references tiny, fine enough to see a column move


def lines(pdf: bytes) -> list[str]:
    """The text, one stripped line per text run, in drawing order (cell by cell)."""
    reader = PdfReader(io.BytesIO(pdf))
    return [line.strip() for page in reader.pages for line in page.extract_text().splitlines()
            if line.strip()]


def flat(pdf: bytes) -> str:
    return " ".join(" ".join(lines(pdf)).split())


def contains_run(haystack: list[str], needle: list[str]) -> bool:
    n = len(needle)
    return any(haystack[i:i + n] == needle for i in range(len(haystack) - n + 1))


def fonts(pdf: bytes) -> list[tuple[str, bool]]:
    """(base font name, embedded?) for every font any page uses."""
    reader = PdfReader(io.BytesIO(pdf))
    out = []
    for page in reader.pages:
        for ref in page["/Resources"].get("/Font", {}).values():
            font = ref.get_object()
            for f in [font] + [d.get_object() for d in font.get("/DescendantFonts", [])]:
                descriptor = f.get("/FontDescriptor")
                if f.get("/Subtype") == "/Type0":
                    continue
                embedded = descriptor is not None and any(
                    k in descriptor.get_object() for k in ("/FontFile", "/FontFile2", "/FontFile3"))
                out.append((str(f["/BaseFont"]), embedded))
    return out


def tool(name: str) -> str:
    path = shutil.which(name)
    assert path, f"{name} is missing: run `sh tests/setup-system.sh` (poppler-utils)"
    return path


def pages_as_images(pdf: bytes, dpi: int = DPI) -> list[Image.Image]:
    with tempfile.TemporaryDirectory() as folder:
        source = Path(folder) / "in.pdf"
        source.write_bytes(pdf)
        subprocess.run([tool("pdftoppm"), "-gray", "-png", "-r", str(dpi), str(source),
                        str(Path(folder) / "page")], check=True)
        return [Image.open(p).copy() for p in sorted(Path(folder).glob("page-*.png"))]


def mean_difference(a: Image.Image, b: Image.Image) -> float:
    """Mean absolute grey-level difference, 0 (same) to 255 (inverted)."""
    if a.size != b.size:
        return 255.0
    return ImageStat.Stat(ImageChops.difference(a.convert("L"), b.convert("L"))).mean[0]
