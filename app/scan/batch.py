"""A pile of scans: every page of every file judged, and the files that gave no page."""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable

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
            for page in read_pages(item):
                verdict = judge_page(page, catalogue, lang, anchors)
                batch.verdicts.append(verdict)
                if progress is not None and progress(verdict) is False:
                    batch.stopped = True
                    return batch
        except ScanFileError as error:
            batch.failures.append(error)
    return batch


def judge_page(page: Any, catalogue: Any, lang: str, anchors: Any) -> Verdict:
    reading = read_page(page.image, page.rerender)
    if reading.mark is None:
        verdict = unreadable(reading.problem or "no_code", reading.detail)
    else:
        verdict = judge(reading.mark, catalogue, lang, anchors)
    verdict.source, verdict.page, verdict.pages = page.source, page.number, page.count
    return verdict


__all__ = ["Batch", "MATCHES", "UNREADABLE", "judge_page", "scan_paths"]
