"""A pile of scans: every page of every file judged, and the files that gave no page.

Only a protocol's first page carries the QR code; a long game's second page has the short
fingerprint in its footer alone.  So a page without a code that follows, in the same file,
a protocol whose printed version runs to more pages (rendered again to count them; blank
backs of a duplex scan in between are skipped) is that protocol's next page, and gets its
verdict, saying so.
"""
from __future__ import annotations

import copy
import io
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from .match import MATCHES, UNREADABLE, VERDICTS, Verdict, judge, unreadable
from .pages import ScanFileError, read_pages, scan_files
from .reader import read_page


@dataclass
class Batch:
    verdicts: list[Verdict] = field(default_factory=list)
    failures: list[ScanFileError] = field(default_factory=list)   # files that gave no page
    stopped: bool = False

    def counts(self) -> dict[str, int]:
        found = Counter(v.verdict for v in self.verdicts)
        return {verdict: found.get(verdict, 0) for verdict in VERDICTS}

    @property
    def all_match(self) -> bool:
        return bool(self.verdicts) and all(v.verdict == MATCHES for v in self.verdicts)


def scan_paths(paths: Iterable[str], catalogue: Any, lang: str = "ru", anchors: Any = None,
               progress: Callable[[Verdict], bool | None] | None = None) -> Batch:
    """Judge every page of the scans among ``paths`` against ``catalogue``.  ``progress``
    is called after each page; returning False stops the batch (a window's Cancel)."""
    batch = Batch()
    if anchors is None:
        from app.signing import trust_anchors
        anchors = trust_anchors()
    for item in scan_files(paths):
        if isinstance(item, ScanFileError):
            batch.failures.append(item)
            continue
        try:
            sheet: list = []          # [first page's verdict, its pages, pages seen]
            for page in read_pages(item):
                verdict = judge_page(page, catalogue, lang, anchors)
                if verdict.mark is not None:
                    sheet = [verdict, _sheet_pages(verdict), 1]
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


_PAGES: dict[str, int] = {}


def _sheet_pages(verdict: Verdict) -> int:
    """How many pages the printed version fills (in the longer of the two languages)."""
    printed, mark = verdict.printed, verdict.mark
    if printed is None or mark is None:
        return 1
    key = mark.fingerprint
    if key not in _PAGES:
        _PAGES[key] = _count_pages(printed.doc)
    return _PAGES[key]


def _count_pages(doc: dict) -> int:
    try:
        from app.engine import Game
        from reports.protocol import ProtocolRenderer
        state = Game.replay(doc)
        from pypdf import PdfReader
        # the renderer takes a club state too (its __new__ picks the club layout)
        return max(len(PdfReader(io.BytesIO(ProtocolRenderer(doc, state, lang).render())).pages)  # type: ignore[arg-type]
                   for lang in ("ru", "en"))
    except Exception:       # a document the renderer cannot print was not printed either
        return 1


def _continued(first: Verdict, page: Verdict, number: int, total: int) -> Verdict:
    verdict = copy.copy(first)
    verdict.source, verdict.page, verdict.pages = page.source, page.page, page.pages
    verdict.continued_from, verdict.sheet_page, verdict.sheet_pages = first.where, number, total
    return verdict


def judge_page(page: Any, catalogue: Any, lang: str, anchors: Any) -> Verdict:
    reading = read_page(page.image, page.rerender)
    if reading.mark is None:
        verdict = unreadable(reading.problem or "no_code", reading.detail)
    else:
        verdict = judge(reading.mark, catalogue, lang, anchors)
    verdict.source, verdict.page, verdict.pages = page.source, page.number, page.count
    return verdict


__all__ = ["Batch", "MATCHES", "UNREADABLE", "judge_page", "scan_paths"]
