"""The pages of scanned files: every page of a PDF (rendered with pdfium), every frame of
a TIFF, a PNG or a JPEG.  Pillow and pypdfium2 are imported on first use.

A file that cannot be read at all raises :class:`ScanFileError` with a reason that the
command line words in the user's language; a page is always a grey ``PIL.Image``.
"""
from __future__ import annotations

import os
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

PDF_DPI = 200             # a scanned PDF's page is rendered at this resolution first
RETRY_DPI = 300           # and once more at this one when its code was not found
IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg", ".tif", ".tiff")
SUFFIXES = (".pdf",) + IMAGE_SUFFIXES


class ScanFileError(Exception):
    """A file that gives no page: ``code`` is missing | not_scan | damaged | empty_dir."""

    def __init__(self, path: str, code: str, detail: str = "") -> None:
        super().__init__(f"{path}: {code} {detail}".strip())
        self.path, self.code, self.detail = path, code, detail


@dataclass
class Page:
    source: str              # the file, as given or found in a folder
    number: int              # 1-based; 1 for a single image
    count: int               # pages in the file
    image: Any               # PIL.Image in mode "L"
    rerender: Any = None     # a callable giving the page again at RETRY_DPI (PDF pages)

    @property
    def where(self) -> str:
        return self.source if self.count == 1 else f"{self.source} #{self.number}"


def scan_files(paths: Iterable[str]) -> Iterator[str | ScanFileError]:
    """The scans among ``paths``: files as given, folders searched (sorted, recursively)
    for PDF, PNG, JPEG and TIFF files.  A missing path or a folder without scans comes
    back as a ScanFileError in its place, so the others are still read."""
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            found = sorted(str(p) for p in path.rglob("*")
                           if p.is_file() and p.suffix.lower() in SUFFIXES and not p.name.startswith("."))
            if not found:
                yield ScanFileError(str(path), "empty_dir")
            yield from found
        elif path.is_file():
            yield str(path)
        else:
            yield ScanFileError(str(path), "missing")


def read_pages(path: str) -> Iterator[Page]:
    """Every page of one file, in order.  Raises ScanFileError before the first page when
    the file is not a scan this program reads."""
    try:
        with open(path, "rb") as handle:
            head = handle.read(8)
    except OSError as error:
        raise ScanFileError(path, "missing", error.strerror or str(error)) from None
    if head.startswith(b"%PDF"):
        yield from _pdf_pages(path)
    else:
        yield from _image_pages(path)


def _pdf_pages(path: str) -> Iterator[Page]:
    import pypdfium2 as pdfium
    try:
        pdf = pdfium.PdfDocument(path)
    except (pdfium.PdfiumError, OSError) as error:
        raise ScanFileError(path, "damaged", str(error)) from None
    try:
        count = len(pdf)
        for index in range(count):
            page = pdf[index]

            def render(dpi: int, page=page) -> Any:
                return page.render(scale=dpi / 72, grayscale=True).to_pil().convert("L")

            yield Page(path, index + 1, count, render(PDF_DPI), lambda render=render: render(RETRY_DPI))
    finally:
        pdf.close()


def _image_pages(path: str) -> Iterator[Page]:
    from PIL import Image, ImageOps, UnidentifiedImageError
    try:
        image = Image.open(path)
        image.load()
    except (UnidentifiedImageError, OSError, SyntaxError, ValueError) as error:
        code = "not_scan" if isinstance(error, UnidentifiedImageError) else "damaged"
        raise ScanFileError(path, code, "" if code == "not_scan" else str(error)) from None
    with image:
        count = getattr(image, "n_frames", 1)
        for index in range(count):
            if index:
                image.seek(index)
            # a phone's photo is stored sideways with an EXIF note saying how to turn it
            frame = ImageOps.exif_transpose(image) if index == 0 else image
            yield Page(path, index + 1, count, _grey(frame))


def _grey(image: Any) -> Any:
    if image.mode in ("L", "1"):
        return image.convert("L") if image.mode == "1" else image.copy()
    if image.mode in ("RGBA", "LA", "P"):
        # a transparent background is paper, not black
        from PIL import Image
        rgba = image.convert("RGBA")
        paper = Image.new("RGBA", rgba.size, (255, 255, 255, 255))
        return Image.alpha_composite(paper, rgba).convert("L")
    if image.mode.startswith("I;16") or image.mode in ("I", "F"):
        return image.point(lambda v: v / 256).convert("L") if image.mode != "F" else image.convert("L")
    return image.convert("L")


def is_scan_name(path: str) -> bool:
    return os.path.splitext(path)[1].lower() in SUFFIXES
