"""The pages of scanned files: every page of a PDF (rendered with pdfium), every frame of
a TIFF, a PNG or a JPEG.  Pillow and pypdfium2 are imported on first use.

A file that cannot be read at all raises :class:`ScanFileError` with a reason that the
command line words in the user's language; a page is always a grey ``PIL.Image``.

Nothing a file says is trusted to size the work (issue 25): a PDF page is rendered at a
resolution capped from its page box *before* pdfium allocates the bitmap (pypdfium2 sizes
it from the box, ``/UserUnit`` included or not), and not at all when a picture on it is
larger than an image file may be; an image's size is read from its header
and refused above ``Limits.image_pixels`` before it is decoded, every frame of a TIFF
again after seeking to it; a file yields at most ``Limits.pages`` pages and stops when it
has taken ``Limits.seconds``.  The pages read before a limit keep their verdicts.
"""
from __future__ import annotations

import contextlib
import math
import os
import time
import warnings
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

PDF_DPI = 200             # a scanned PDF's page is rendered at this resolution first
RETRY_DPI = 300           # and once more at this one when its code was not found
IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg", ".tif", ".tiff")
SUFFIXES = (".pdf",) + IMAGE_SUFFIXES
# Pillow opens only these (never, say, EPS, which it hands to Ghostscript); a phone's MPO
# (a JPEG with a second picture in it) is opened as JPEG
IMAGE_FORMATS = ("PNG", "JPEG", "TIFF")


@dataclass(frozen=True)
class Limits:
    """What one file may cost.  A4 is 8.7 million pixels at 300 dpi, A3 17.4; a phone's
    photograph at most 50 million; a scanner's batch a few hundred pages."""

    pages: int = 500                     # pages of a PDF or frames of a TIFF read per file
    page_pixels: int = 25_000_000        # a rendered PDF page (grey, one byte a pixel)
    image_pixels: int = 64_000_000       # an image or a frame, from its header
    seconds: float = 300.0               # reading and decoding one file's pages
    page_content: int = 16_000_000       # bytes of drawing operators a PDF page holds (a scan: 50)


LIMITS = Limits()


class ScanFileError(Exception):
    """A file (or the rest of it) that gives no page: ``code`` is missing | not_scan |
    damaged | empty_dir | too_large | too_much_drawing | too_many_pages | too_slow;
    ``params`` fill its line."""

    def __init__(self, path: str, code: str, detail: str = "", **params: Any) -> None:
        super().__init__(f"{path}: {code} {detail}".strip())
        self.path, self.code, self.detail, self.params = path, code, detail, params


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


@dataclass
class _Budget:
    """Pages and time left for one file."""

    path: str
    limits: Limits
    clock: Callable[[], float]
    start: float = field(default=0.0)

    def __post_init__(self) -> None:
        self.start = self.clock()

    def admit(self, number: int, count: int) -> None:
        """Before page ``number`` (1-based) of ``count``: raise when the file is over."""
        if number > self.limits.pages:
            raise ScanFileError(self.path, "too_many_pages", read=self.limits.pages, count=count)
        if number > 1 and self.clock() - self.start > self.limits.seconds:
            raise ScanFileError(self.path, "too_slow", read=number - 1, count=count,
                                seconds=round(self.limits.seconds))


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


def is_pdf(path: str) -> bool:
    try:
        with open(path, "rb") as handle:
            return handle.read(8).startswith(b"%PDF")
    except OSError:
        return False


def read_pages(path: str, limits: Limits = LIMITS,
               clock: Callable[[], float] = time.monotonic) -> Iterator[Page]:
    """Every page of one file, in order, within ``limits``.  Raises ScanFileError before
    the first page when the file is not a scan this program reads, and in place of the
    next page when a limit is reached."""
    try:
        with open(path, "rb") as handle:
            head = handle.read(8)
    except OSError as error:
        raise ScanFileError(path, "missing", error.strerror or str(error)) from None
    budget = _Budget(path, limits, clock)
    if head.startswith(b"%PDF"):
        yield from _pdf_pages(path, budget)
    else:
        yield from _image_pages(path, budget)


def render_scale(width: float, height: float, dpi: int, max_pixels: int) -> float:
    """pdfium's scale for a page of ``width`` × ``height`` points: ``dpi``, or less when
    the bitmap (each side rounded up, as pypdfium2 does) would exceed ``max_pixels``: a
    page the size of a wall renders as a sheet's worth of pixels, and a scan placed on an
    oversized box keeps about its own resolution.

    >>> round(render_scale(595, 842, 200, 25_000_000), 3)
    2.778
    >>> s = render_scale(14400, 14400, 200, 25_000_000)
    >>> math.ceil(14400 * s) ** 2 <= 25_000_000 < math.ceil(14400 * s * 1.02) ** 2
    True
    """
    if not (math.isfinite(width) and math.isfinite(height)) or width <= 0 or height <= 0:
        raise ValueError(f"the page box is {width} × {height} pt")
    scale = min(dpi / 72, math.sqrt(max_pixels / (width * height)))
    while math.ceil(width * scale) * math.ceil(height * scale) > max_pixels:
        scale *= 0.99
    return scale


def _pdf_pages(path: str, budget: _Budget) -> Iterator[Page]:
    import pypdfium2 as pdfium
    try:
        pdf = pdfium.PdfDocument(path)
    except (pdfium.PdfiumError, OSError) as error:
        raise ScanFileError(path, "damaged", str(error)) from None
    with contextlib.ExitStack() as stack:
        stack.callback(pdf.close)
        count = len(pdf)
        contents = _Contents(path, budget.limits)
        stack.callback(contents.close)
        for index in range(count):
            budget.admit(index + 1, count)
            where = path if count == 1 else f"{path} #{index + 1}"
            contents.check(index, where)
            page = pdf[index]
            _check_pictures(page, where, budget.limits)
            width, height = page.get_size()

            def render(dpi: int, page: Any = page, width: float = width, height: float = height) -> Any:
                scale = render_scale(width, height, dpi, budget.limits.page_pixels)
                return page.render(scale=scale, grayscale=True).to_pil().convert("L")

            yield Page(path, index + 1, count, render(PDF_DPI), lambda render=render: render(RETRY_DPI))


class _Contents:
    """The drawing a PDF page holds, measured before pdfium loads the page: pdfium parses a
    page's whole content into objects as it loads it (a 90 KB file of 2 million strokes
    took 570 MB and 7 s), so a page whose content streams, forms included, decode to more
    than ``Limits.page_content`` bytes is refused.  pypdf decodes each stream within its
    own output limits (75 MB) and says so when one is exceeded."""

    def __init__(self, path: str, limits: Limits) -> None:
        import logging

        from pypdf import PdfReader
        logger = logging.getLogger("pypdf")       # a damaged file's repairs are its own line's business
        if not logger.handlers:
            logger.addHandler(logging.NullHandler())
            logger.propagate = False
        # from an open file, which pypdf reads as it needs (given a path, it reads it whole)
        self.handle = open(path, "rb")  # noqa: SIM115 (closed with the PDF, by close())
        self.path, self.limits = path, limits
        try:
            self.reader = PdfReader(self.handle, strict=False)
        except BaseException:
            self.handle.close()
            raise

    def close(self) -> None:
        self.handle.close()

    def check(self, index: int, where: str) -> None:
        from pypdf.errors import LimitReachedError, PdfReadError
        try:
            page = self.reader.pages[index]
        except (IndexError, PdfReadError, ValueError, KeyError, TypeError, AttributeError, RecursionError):
            # a page the page tree does not lead to is not drawn by pdfium either
            raise ScanFileError(self.path, "damaged", "Failed to load page.") from None
        try:
            size = self._size(page.get("/Contents"), page.get("/Resources"), 8, set())
        except LimitReachedError:
            size = self.limits.page_content + 1
        except (PdfReadError, ValueError, KeyError, TypeError, AttributeError, RecursionError) as error:
            raise ScanFileError(where, "damaged", str(error) or type(error).__name__) from None
        if size > self.limits.page_content:
            raise ScanFileError(where, "too_much_drawing", limit=self.limits.page_content // 1_000_000)

    def _size(self, contents: Any, resources: Any, depth: int, seen: set[int]) -> int:
        """Bytes of the content streams, and of the forms the resources name, ``depth`` deep."""
        contents = _resolved(contents)
        streams: list[Any] = list(contents) if isinstance(contents, list) else [contents]
        size = 0
        for stream in map(_resolved, streams):
            size += len(stream.get_data()) if hasattr(stream, "get_data") else 0
            if size > self.limits.page_content:
                return size
        resources = _resolved(resources)
        forms: Any = _resolved(resources.get("/XObject")) if hasattr(resources, "get") else None
        if depth == 0 or not hasattr(forms, "values"):
            return size
        for reference in forms.values():
            key = getattr(reference, "idnum", None) or id(reference)
            form = _resolved(reference)
            if key in seen or not hasattr(form, "get") or form.get("/Subtype") != "/Form":
                continue
            seen.add(key)
            size += self._size(form, form.get("/Resources"), depth - 1, seen)
            if size > self.limits.page_content:
                break
        return size


def _resolved(value: Any) -> Any:
    return value.get_object() if hasattr(value, "get_object") else value


def _check_pictures(page: Any, where: str, limits: Limits) -> None:
    """Refuse a page holding a picture larger than an image file may be: pdfium decodes a
    picture whole to draw it, whatever the page's size (a 400 KB PDF can hold 900 million
    grey pixels).  The sizes are read from the pictures' dictionaries, nothing decoded."""
    import pypdfium2 as pdfium
    for picture in page.get_objects(filter=(pdfium.raw.FPDF_PAGEOBJ_IMAGE,), max_depth=8):
        width, height = picture.get_px_size()
        if width * height > limits.image_pixels:
            raise ScanFileError(where, "too_large", limit=limits.image_pixels // 1_000_000)


def _image_pages(path: str, budget: _Budget) -> Iterator[Page]:
    from PIL import Image, UnidentifiedImageError
    # Pillow's own guard, set deliberately: it raises at twice this (DecompressionBombError),
    # for any decoder this module does not check itself
    Image.MAX_IMAGE_PIXELS = budget.limits.image_pixels
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            image = Image.open(path, formats=IMAGE_FORMATS)
    except (Image.DecompressionBombWarning, Image.DecompressionBombError):
        raise ScanFileError(path, "too_large", limit=budget.limits.image_pixels // 1_000_000) from None
    except UnidentifiedImageError:
        raise ScanFileError(path, "not_scan") from None
    except (OSError, SyntaxError, ValueError) as error:
        raise ScanFileError(path, "damaged", str(error)) from None
    with image:
        count = getattr(image, "n_frames", 1)
        for index in range(count):
            budget.admit(index + 1, count)
            if index:
                image.seek(index)
            _check_size(image, path if count == 1 else f"{path} #{index + 1}", budget.limits)
            yield Page(path, index + 1, count, _upright(image, _grey(image)) if index == 0 else _grey(image))


def _check_size(image: Any, where: str, limits: Limits) -> None:
    width, height = image.size
    if width * height > limits.image_pixels:
        raise ScanFileError(where, "too_large", limit=limits.image_pixels // 1_000_000)


# EXIF orientation -> the turn that puts the picture upright (ImageOps.exif_transpose's)
_UPRIGHT = {2: "FLIP_LEFT_RIGHT", 3: "ROTATE_180", 4: "FLIP_TOP_BOTTOM", 5: "TRANSPOSE",
            6: "ROTATE_270", 7: "TRANSVERSE", 8: "ROTATE_90"}


def _upright(original: Any, grey: Any) -> Any:
    """A phone's photo is stored sideways with an EXIF note saying how to turn it: turned
    here on the grey copy, one byte a pixel rather than three."""
    from PIL import Image
    orientation = original.getexif().get(0x0112)
    method = _UPRIGHT.get(orientation) if isinstance(orientation, int) else None
    return grey.transpose(getattr(Image.Transpose, method)) if method else grey


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
