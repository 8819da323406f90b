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

from .read import FormReading, combine, is_back_of, read_form
from .reader import FormNotFound

_TEXT = {
    "not_found": N_(", but its corner marks were not found: scan the whole sheet"),
    "no_code": N_(", but its QR code could not be read"),
    "failed": N_(", but the reader failed on it ({error}): review the page by hand"),
    "no_front": N_(", the back of a two-sided form, but its front is not the page before it: scan both sides "
                   "in order"),
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
    """Page ``number`` (1-based) of a scanned file, read as a pen form (for the review); a
    side of a two-sided form is read with the other side beside it in the file."""
    from app.scan.pages import read_pages
    before: FormReading | None = None
    found: FormReading | None = None
    for page in read_pages(path):
        if page.number < number - 1:
            continue
        if page.number == number - 1:
            before = _quietly(page.image)
        elif page.number == number:
            found = read_form(page.image)
            if found.form.side != 1:
                return combine(before, found) if before is not None and is_back_of(found, before) else found
        else:
            after = _quietly(page.image)
            return combine(found, after) if found is not None and after is not None and is_back_of(after, found) \
                else found  # type: ignore[return-value]
    if found is None:
        raise FormNotFound("no_corners")
    return found


def _quietly(image: Any) -> FormReading | None:
    """A neighbouring page read as a form, or None when it is none."""
    try:
        return read_form(image)
    except (FormNotFound, ValueError, ArithmeticError, IndexError, KeyError):
        return None


class FormPile:
    """``scan``'s forms hook (``form_verdict`` for each page), which keeps the front of a
    two-sided form: the back that follows it in the pile is read with it, and the whole
    game is written to the front's file."""

    def __init__(self, out_dir: str | None, lang: str) -> None:
        self.out_dir, self.lang = out_dir, lang
        self.front: tuple[FormReading, Path | None] | None = None

    def __call__(self, page: Any) -> Any:
        return form_verdict(page, self.out_dir, self.lang, self)


def form_verdict(page: Any, out_dir: str | None, lang: str, pile: FormPile | None = None) -> Any:
    """The verdict of a pen form's page (app.scan's ``forms`` hook): *form read*, with the
    game file written to ``out_dir`` when one is given; *unreadable* when the form's corner
    marks or code cannot be found, or when it is the back of a two-sided form whose front
    is not just before it (``pile`` keeps the front)."""
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
    target: Path | None = None
    if found.form.side == 2:
        front = pile.front if pile is not None else None
        if front is None or not is_back_of(found, front[0]):
            return unreadable("pen_form", gettext(lang, _TEXT["no_front"]))
        found, target = combine(front[0], found), front[1]
    if out_dir is not None:
        from app.atomic import write_atomic
        from app.format import dumps_game
        doc = dict(found.doc)
        doc["meta"] = dict(doc["meta"]) | {"source": {"scan": scan_fingerprint(page.source), "page": page.number}}
        data = dumps_game(doc).encode("utf-8")
        if target is None:        # the back's game goes over its front's own file
            target = free_target(Path(out_dir) / game_name(found, page.source, page.number), data)
        target.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(str(target), data)
    if pile is not None:
        pile.front = (found, target) if found.form.side == 1 else None
    meta = found.doc["meta"]
    form = FormRead(str(meta.get("tournament") or ""), meta.get("round"), meta.get("table"), meta.get("game"),
                    None if target is None else str(target), len(found.doubts))
    return Verdict(FORM_READ, form=form)
