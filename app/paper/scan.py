"""``mafia-protocol scan --forms DIR``: a page that is a form filled by pen is read into a
game file written to DIR (named by its tournament, round and table, or by the scan), with
the scan's fingerprint as its source (``meta.source``: the SHA-256 of the scanned file and
the page), and its verdict says what is left for review."""
from __future__ import annotations

import hashlib
import re
from pathlib import Path
from typing import Any

from app.i18n import N_, gettext

from .read import FormReading, read_form
from .reader import FormNotFound

_TEXT = {
    "not_found": N_(", but its corner marks were not found: scan the whole sheet"),
    "no_code": N_(", but its QR code could not be read"),
    "failed": N_(", but the reader failed on it ({error}): review the page by hand"),
}


def scan_fingerprint(path: str) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def game_name(form_reading: FormReading, source: str, page: int) -> str:
    meta = form_reading.doc["meta"]
    if meta.get("round") is not None and meta.get("table") is not None:
        base = f"{meta.get('tournament', '')}-R{meta['round']}-T{meta['table']}"
        if meta.get("game") is not None:
            base += f"-G{meta['game']}"
    else:
        base = f"{Path(source).stem}-{page}"
    return re.sub(r"[^\w.-]+", "_", base).strip("_") + ".json"


def free_target(path: Path, data: bytes) -> Path:
    """Where a form's game goes: its own name, or, when that file holds another game (a second
    scan of the same table, a form filled twice), the name with -2, -3… — a reading never
    replaces another; the same scan read again writes its own file over."""
    candidate, n = path, 1
    while candidate.exists() and candidate.read_bytes() != data:
        n += 1
        candidate = path.with_name(f"{path.stem}-{n}{path.suffix}")
    return candidate


def read_page_form(path: str, number: int) -> FormReading:
    """Page ``number`` (1-based) of a scanned file, read as a pen form (for the review)."""
    from app.scan.pages import read_pages
    for page in read_pages(path):
        if page.number == number:
            return read_form(page.image)
    raise FormNotFound("no_corners")


def form_verdict(page: Any, out_dir: str | None, lang: str) -> Any:
    """The verdict of a pen form's page (app.scan's ``forms`` hook): *form read*, with the
    game file written to ``out_dir`` when one is given; *unreadable* when the form's corner
    marks or code cannot be found."""
    from app.scan.match import FORM_READ, FormRead, Verdict, unreadable
    try:
        found = read_form(page.image)
    except FormNotFound as error:
        return unreadable("pen_form", gettext(lang, _TEXT["not_found" if error.code == "no_corners" else "no_code"]))
    except (ValueError, ArithmeticError, IndexError, KeyError):
        # corner marks in a line (a singular homography), a page smaller than its marks: not
        # a page the reader can straighten; said as such, never a traceback
        return unreadable("pen_form", gettext(lang, _TEXT["not_found"]))
    except Exception as error:     # noqa: BLE001 (one page never stops the pile: said, and the batch goes on)
        return unreadable("pen_form", gettext(lang, _TEXT["failed"], error=type(error).__name__))
    target = None
    if out_dir is not None:
        from app.atomic import write_atomic
        from app.format import dumps_game
        doc = dict(found.doc)
        doc["meta"] = dict(doc["meta"]) | {"source": {"scan": scan_fingerprint(page.source), "page": page.number}}
        data = dumps_game(doc).encode("utf-8")
        target = free_target(Path(out_dir) / game_name(found, page.source, page.number), data)
        target.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(str(target), data)
    meta = found.doc["meta"]
    form = FormRead(str(meta.get("tournament") or ""), meta.get("round"), meta.get("table"), meta.get("game"),
                    None if target is None else str(target), len(found.doubts))
    return Verdict(FORM_READ, form=form)
