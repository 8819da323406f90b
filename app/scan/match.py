"""One verdict per scanned page: matches, other revision, disagrees, unknown, or unreadable.

A sheet is placed by its fingerprint alone; what the code says besides (the place and the
revision) must then be what that game's sheet prints, or the sheet is not believed:

- **matches**: the sheet was printed from the game's document as the archive holds it now;
- **other revision**: from an earlier state of an archived game: which one, and what
  changed between the two;
- **disagrees**: the fingerprint is an archived game's, but the code names another place
  or a revision that game's sheet never bore (a code made up or altered); or a signed PDF
  whose own signature does not hold (changed after signing, or signed by no one trusted);
- **unknown**: no archived game has this fingerprint (when the code names a game of the
  archive, the verdict says so, and whether the sheet claims a later revision than the
  archive has: the corrected file may not have been imported);
- **unreadable**: no protocol code on the page, and why;
- **form read**: a form filled by pen (app.paper), read into a game: where it was written
  and how many marks are left for review (:class:`FormRead`).  A pen form whose corner
  marks or code cannot be found stays unreadable.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from .catalogue import Entry, Version
from .payload import Mark, printed_place, printed_revision

MATCHES, OTHER_REVISION, DISAGREES = "matches", "other_revision", "disagrees"
UNKNOWN, UNREADABLE, FORM_READ = "unknown", "unreadable", "form_read"
VERDICTS = (MATCHES, OTHER_REVISION, DISAGREES, UNKNOWN, UNREADABLE, FORM_READ)


@dataclass(frozen=True)
class Signature:
    status: str                  # valid | unknown_signer | tampered | archived | unsigned
    signer: str | None = None
    at: str | None = None


@dataclass(frozen=True)
class FormRead:
    """What a pen form's page gave: the place its code names, the game file written (None
    when none was asked for) and the marks left for review."""

    tournament: str = ""
    round: Any = None
    table: Any = None
    game: Any = None
    path: str | None = None
    doubts: int = 0


@dataclass
class Verdict:
    verdict: str
    source: str = ""
    page: int = 1
    pages: int = 1
    mark: Mark | None = None
    entry: Entry | None = None
    printed: Version | None = None      # the version the sheet was printed from, when known
    signature: Signature | None = None
    problem: str | None = None          # unreadable: blank | too_small | too_blurred | …;
    #                                     disagrees: place | revision | pdf_signature
    problem_detail: str = ""
    newer: bool = False                 # unknown: the sheet claims a later revision than the archive's
    changes: list[str] = field(default_factory=list)
    corrections: list[Version] = field(default_factory=list)   # between printed and current
    names_archived: bool = False        # unknown: the code names an archived game
    continued_from: str | None = None   # a protocol's later page: where its first page is
    sheet_page: int = 1
    sheet_pages: int = 1
    pdf_signature: Signature | None = None   # a signed PDF's own signature, when it does not hold
    form: FormRead | None = None        # form read: what the pen form gave

    @property
    def settled(self) -> bool:
        """Nothing left to do about the page: it matches the archive as it is now, or it is
        a pen form read with no mark left for review."""
        if self.verdict == FORM_READ:
            return self.form is not None and not self.form.doubts
        return self.verdict == MATCHES

    @property
    def where(self) -> str:
        return self.source if self.pages == 1 else f"{self.source} #{self.page}"


def judge(mark: Mark, catalogue: Any, lang: str = "ru", anchors: Any = None) -> Verdict:
    """The verdict on a sheet carrying ``mark`` (decoded, or typed by hand)."""
    from .changes import describe_changes
    entries = catalogue.candidates(mark)
    hit = _found(mark, entries)
    if hit is not None:
        entry, version = hit
        signature = signature_of(entry, version, anchors)
        conflict = disagreement(mark, version)
        if conflict is not None:
            return Verdict(DISAGREES, mark=mark, entry=entry, printed=version, signature=signature, problem=conflict)
        if version.current:
            return Verdict(MATCHES, mark=mark, entry=entry, printed=version, signature=signature)
        later = [v for v in entry.versions if v.revision and (version.revision or 0) < v.revision
                 and v.revision <= entry.revision]
        return Verdict(OTHER_REVISION, mark=mark, entry=entry, printed=version, signature=signature,
                       changes=describe_changes(version.doc, entry.current.doc, lang), corrections=later)
    named = next((e for e in entries if _names(mark, e)), None)
    newer = named is not None and mark.revision is not None and mark.revision > max(named.revision, 1)
    return Verdict(UNKNOWN, mark=mark, entry=named, names_archived=named is not None, newer=newer)


def disagreement(mark: Mark, version: Version) -> str | None:
    """Why the code does not belong to the version with its fingerprint: ``place`` (the
    tournament, round, table or game differ from what that document prints), ``revision``
    (a number its sheet never bore), or None.  A typed fingerprint or an old-style code
    says nothing besides the fingerprint."""
    if mark.revision is None:
        return None
    if mark.place != printed_place(version.doc.get("meta")):
        return "place"
    # the sheet of this content says the revision its signature gave it when printed (the
    # file's), or the one the archive numbered it (a game the archive froze unsigned)
    if mark.revision not in {printed_revision(version.doc), version.revision or 1}:
        return "revision"
    return None


def _found(mark: Mark, entries: list[Entry]) -> tuple[Entry, Version] | None:
    """The game and version with the mark's fingerprint: the current documents and the
    revisions first; then the journal's earlier states, of the game the code names (or, for
    a code that names none, of every candidate)."""
    for deep, among in ((False, entries),
                        (True, [e for e in entries if _names(mark, e)] if mark.tournament else entries)):
        for entry in among:
            version = entry.find(mark.fingerprint, deep)
            if version is not None:
                return entry, version
    return None


def _names(mark: Mark, entry: Entry) -> bool:
    """Whether the code's place is the archived game's (a label cut short in the code is
    compared as the code cuts it, so ``…`` alone names nothing)."""
    if not (mark.tournament and entry.tournament):
        return False
    stored = {"tournament": entry.tournament, "round": entry.round, "table": entry.table, "game": entry.game}
    return printed_place(stored) == mark.place


def signature_of(entry: Entry, version: Version, anchors: Any = None) -> Signature:
    """The signature status of the printed version: a signature carried in the document
    (or stored by the archive beside the revision) is verified; a revision the archive
    froze without one is ``archived``; an unsigned game is ``unsigned``."""
    import json

    from app.signing import verify_game
    doc = version.doc
    if not isinstance(doc.get("signature"), dict) and version.signature:
        try:
            detached = json.loads(version.signature.decode("utf-8"))
        except (UnicodeDecodeError, ValueError):
            detached = None
        if isinstance(detached, dict) and "value" in detached:
            doc = {**doc, "signature": detached}
    sig = doc.get("signature")
    if isinstance(sig, dict) and version.revision and _superseded(doc, sig, version.revision):
        # a correction the archive recorded over a signed file: the file still carries the
        # signature of the revision it corrects, which is not this one's
        return Signature("archived", version.author, _time(version.at))
    if isinstance(sig, dict):
        if anchors is None:
            from app.signing import trust_anchors
            anchors = trust_anchors()
        verdict = verify_game(doc, anchors)
        return Signature(verdict.status, verdict.signer, verdict.signed_at)
    if version.revision:
        return Signature("archived", version.author, _time(version.at))
    return Signature("unsigned")


def _superseded(doc: dict[str, Any], sig: dict[str, Any], revision: int) -> bool:
    from app.signing import fingerprint
    try:
        signed_revision = int(sig.get("revision", 1))
    except (TypeError, ValueError):
        return False
    return signed_revision < revision and sig.get("document_sha256") != fingerprint(doc)


def _time(at: datetime | None) -> str | None:
    return at.strftime("%Y-%m-%d %H:%M") if at else None


def unreadable(problem: str, detail: str = "") -> Verdict:
    return Verdict(UNREADABLE, problem=problem, problem_detail=detail)
