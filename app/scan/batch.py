"""A pile of scans: every page of every file judged, and the files that gave no page.

Only a protocol's first page carries the QR code; a long game's second page has the short
fingerprint in its footer alone.  So a page without a code that follows, in the same file,
a protocol whose printed version runs to more pages (counted by the caller's renderer; blank
backs of a duplex scan in between are skipped) is that protocol's next page, and gets its
verdict, saying so.

One file's trouble is that file's line: whatever reading it raises (pdfium, Pillow, a
decoder, a limit of ``pages.Limits``) ends that file with a :class:`ScanFileError`, the
pages read before it keep their verdicts, and the batch goes on with the next file.  A
PDF that carries a signature is the signed protocol itself, not a scan of it: its own
signature is verified first (``app.signing.verify_pdf``, as ``verify`` does), and when it
does not hold, none of its pages matches anything.
"""
from __future__ import annotations

import copy
import mmap
import os
import time
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from app.i18n import SOURCE

from .match import DISAGREES, MATCHES, UNREADABLE, VERDICTS, Signature, Verdict, judge, unreadable
from .pages import LIMITS, Limits, Page, ScanFileError, is_pdf, read_pages, scan_files
from .reader import Reading, read_page

MAX_SIGNED_PDF_BYTES = 64 * 1024 * 1024     # as ``verify``: a signed protocol is far smaller


@dataclass
class Batch:
    verdicts: list[Verdict] = field(default_factory=list)
    failures: list[ScanFileError] = field(default_factory=list)   # files that gave no page, or not all
    stopped: bool = False

    def counts(self) -> dict[str, int]:
        found = Counter(v.verdict for v in self.verdicts)
        return {verdict: found.get(verdict, 0) for verdict in VERDICTS}

    @property
    def all_match(self) -> bool:
        return bool(self.verdicts) and all(v.verdict == MATCHES for v in self.verdicts)

    @property
    def all_settled(self) -> bool:
        """Every page matches, or is a pen form read with nothing left for review."""
        return bool(self.verdicts) and all(v.settled for v in self.verdicts)


def readings(path: str, limits: Limits = LIMITS,
             clock: Callable[[], float] = time.monotonic) -> Iterator[tuple[Page, Reading]]:
    """Each page of one file with what its code says.  Any failure while reading ends
    the file with a ScanFileError (after the pages already given)."""
    pages = read_pages(path, limits, clock)
    while True:
        try:
            page = next(pages, None)
            if page is None:
                return
            reading = read_page(page.image, page.rerender)
        except ScanFileError:
            raise
        except Exception as error:     # pdfium, Pillow, TIFF frames, decoders: a hostile file may raise anything
            raise ScanFileError(path, "damaged", _detail(error)) from None
        yield page, reading


def _detail(error: BaseException) -> str:
    text = str(error).strip()
    return text if text else type(error).__name__


def own_signature(path: str, anchors: Any) -> Signature | None:
    """A signed PDF's own signature, verified; None for a file carrying none (a scan)."""
    if not is_pdf(path):
        return None
    try:
        with open(path, "rb") as handle:
            size = os.fstat(handle.fileno()).st_size
            with mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ) as view:
                signed = view.find(b"/ByteRange") >= 0    # what verify_pdf calls signed, too
                data = view[:] if signed and size <= MAX_SIGNED_PDF_BYTES else b""
    except (OSError, ValueError) as error:
        raise ScanFileError(path, "damaged", _detail(error)) from None
    if not signed:
        return None
    if not data:
        return Signature("tampered")        # a "signed protocol" of that size is no protocol
    from app.signing import SigningError, verify_pdf
    try:
        verdict = verify_pdf(data, anchors, path)
    except SigningError as error:
        raise ScanFileError(path, "damaged", error.message(SOURCE)) from None
    return Signature(verdict.status, verdict.signer, verdict.signed_at)


def scan_paths(paths: Iterable[str], catalogue: Any, lang: str = "ru", anchors: Any = None,
               progress: Callable[[Verdict], bool | None] | None = None,
               limits: Limits = LIMITS, clock: Callable[[], float] = time.monotonic,
               pages: Callable[[dict[str, Any]], int] | None = None,
               forms: Callable[[Page], Verdict] | None = None) -> Batch:
    """Judge every page of the scans among ``paths`` against ``catalogue``.  ``progress``
    is called after each page; returning False stops the batch (a window's Cancel).
    ``pages(doc)``: how many pages the printed protocol of ``doc`` fills (the caller's PDF
    renderer counts them, ``reports.protocol.printed_pages``; the domain draws no PDF), so
    that the pages after a code-marked first page are read as its continuation; None: every
    protocol is taken as one page.  A page that is a form filled by pen (app.paper) is given
    to ``forms``, which reads it."""
    batch = Batch()
    if anchors is None:
        from app.signing import trust_anchors
        anchors = trust_anchors()
    for item in scan_files(paths):
        if isinstance(item, ScanFileError):
            batch.failures.append(item)
            continue
        try:
            own = own_signature(item, anchors)
            sheet: list[Any] = []          # [first page's verdict, its pages, pages seen]
            for page, reading in readings(item, limits, clock):
                verdict = _judged(page, reading, catalogue, lang, anchors)
                if reading.problem == "pen_form" and forms is not None:
                    verdict = _form_verdict(forms, page)
                    verdict.source, verdict.page, verdict.pages = page.source, page.number, page.count
                if own is not None and own.status != "valid":
                    verdict = _not_held(verdict, own)
                elif verdict.mark is not None:
                    sheet = [verdict, _sheet_pages(verdict, pages), 1]
                elif verdict.problem == "no_code" and sheet and sheet[2] < sheet[1]:
                    sheet[2] += 1
                    verdict = _continued(sheet[0], verdict, sheet[2], sheet[1])
                elif verdict.problem != "blank":
                    sheet = []
                batch.verdicts.append(verdict)
                if progress is not None and progress(verdict) is False:
                    batch.stopped = True
                    return batch
        except ScanFileError as error:
            batch.failures.append(error)
    return batch


def _form_verdict(forms: Callable[[Page], Verdict], page: Page) -> Verdict:
    """A pen form's verdict; a reader's failure on one page is that page's verdict, never
    the end of the pile."""
    try:
        return forms(page)
    except Exception as error:     # noqa: BLE001 (the pages after it are still read)
        return unreadable("pen_form", f" ({_detail(error)})")


def _not_held(verdict: Verdict, own: Signature) -> Verdict:
    """A page of a signed PDF whose signature does not hold: what its code names is said,
    but nothing on the page is believed."""
    return Verdict(DISAGREES, verdict.source, verdict.page, verdict.pages, mark=verdict.mark,
                   entry=verdict.entry, problem="pdf_signature", pdf_signature=own)


_PAGES: dict[str, int] = {}


def _sheet_pages(verdict: Verdict, pages: Callable[[dict[str, Any]], int] | None) -> int:
    """How many pages the printed version fills (``pages`` counts them)."""
    printed, mark = verdict.printed, verdict.mark
    if printed is None or mark is None or pages is None:
        return 1
    key = mark.fingerprint
    if key not in _PAGES:
        _PAGES[key] = pages(printed.doc)
    return _PAGES[key]


def _continued(first: Verdict, page: Verdict, number: int, total: int) -> Verdict:
    verdict = copy.copy(first)
    verdict.source, verdict.page, verdict.pages = page.source, page.page, page.pages
    verdict.continued_from, verdict.sheet_page, verdict.sheet_pages = first.where, number, total
    return verdict


def _judged(page: Page, reading: Reading, catalogue: Any, lang: str, anchors: Any) -> Verdict:
    if reading.mark is None:
        verdict = unreadable(reading.problem or "no_code", reading.detail)
    else:
        verdict = judge(reading.mark, catalogue, lang, anchors)
    verdict.source, verdict.page, verdict.pages = page.source, page.number, page.count
    return verdict


__all__ = ["Batch", "MATCHES", "UNREADABLE", "own_signature", "readings", "scan_paths"]
