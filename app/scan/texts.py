"""The words of a scan's verdicts (through the message catalogue): one line per page, which the
command line prints, the windows show and the report PDF and CSV repeat."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from app.i18n import N_, gettext, ngettext

from .match import DISAGREES, FORM_READ, MATCHES, OTHER_REVISION, UNKNOWN, UNREADABLE, Verdict
from .payload import printed_revision

if TYPE_CHECKING:
    import datetime as dt

    from .catalogue import Entry
    from .payload import Mark

_TEXT: dict[str, str] = {
    MATCHES: N_("matches"),
    OTHER_REVISION: N_("other revision"),
    DISAGREES: N_("disagrees"),
    UNKNOWN: N_("unknown"),
    UNREADABLE: N_("unreadable"),
    FORM_READ: N_("form read"),
    "place": N_("“{tournament}”, round {round}, table {table}"),
    "place_game": N_(", game {game}"),
    "game_id": N_("game {key}"),
    "revision": N_("revision {n}"),
    "unsigned_version": N_("the unsigned version"),
    "earlier_version": N_("an unsigned version, replaced on {at}{by}"),
    "by": N_(" ({who})"),
    "sig.valid": N_("signature valid: {signer}, {at}"),
    "sig.unknown_signer": N_("signature intact, but the signer is not trusted: {signer}"),
    "sig.tampered": N_("SIGNATURE DOES NOT MATCH ({signer})"),
    "sig.archived": N_("signed in the archive: {signer}, {at}"),
    "sig.unsigned": N_("not signed"),
    "line.matches": N_("{where}: matches — {place}{revision}; {signature}"),
    "line.older": N_("{where}: other revision — {place}: printed from {printed}, the archive has "
                     "{current}{corrections}. Changes: {changes}"),
    "corrections": N_(" (corrections: {list})"),
    "correction": N_("rev. {n} — {who}, {at}: {reason}"),
    "line.newer": N_("{where}: other revision — {place}: the sheet is revision {printed}, the archive only "
                     "has {current}; the corrected file is not in the archive — import it"),
    "line.unknown": N_("{where}: unknown — fingerprint {short} is not in the archive{printed}"),
    "printed": N_(" (the sheet says: {place}, revision {revision})"),
    "printed_place": N_(" (the sheet says: {place})"),
    "names_archived": N_("; the archive holds this game ({revision}) with other content — check the sheet"),
    "names_older": N_("; the archive holds this game only at {revision}: if the sheet is a later correction, "
                      "import the corrected game file"),
    "line.disagrees.place": N_("{where}: disagrees — fingerprint {short} is the archive's {place}, but the code "
                               "says {said}: the code was altered or made up — compare the sheet with the archive"),
    "line.disagrees.revision": N_("{where}: disagrees — fingerprint {short} is the archive's {place}, whose sheet "
                                  "bears revision {expected}, but the code says revision {said}: the code was "
                                  "altered or made up — compare the sheet with the archive"),
    "line.disagrees.pdf_signature": N_("{where}: disagrees — the PDF's own signature: {status}{names}; check the "
                                       "file with “mafia-protocol verify”"),
    "pdf_names": N_("; its code names {short}"),
    "line.continued": N_("{where}: {verdict} — page {n} of {total} of the protocol begun on page {first} of "
                         "this file (only the first page has the QR code)"),
    "line.unreadable": N_("{where}: unreadable — {why}"),
    "why.blank": N_("blank page"),
    "why.too_small": N_("the QR code is too small (module ≈ {detail} px): scan at 150 dpi or more, or "
                        "photograph closer"),
    "why.too_blurred": N_("the page is blurred: scan or photograph it in focus"),
    "why.foreign_code": N_("a QR code on the page, but not a protocol's"),
    "why.pen_form": N_("a form filled by pen{detail}"),
    "line.form_read": N_("{where}: form read — {place}{written}{review}"),
    "form_written": N_("; written to {path}"),
    "form_nothing": N_(", nothing to review"),
    "why.no_code": N_("no protocol QR code found (torn off, covered, or not a protocol)"),
    "file.missing": N_("{path}: no such file or folder"),
    "file.not_scan": N_("{path}: neither a PDF nor an image (PNG, JPEG, TIFF)"),
    "file.damaged": N_("{path}: the file is damaged ({detail})"),
    "file.empty_dir": N_("{path}: no scans in the folder (PDF, PNG, JPEG, TIFF)"),
    "file.too_large": N_("{path}: the image is too large (over {limit} million pixels): scan at 150–300 dpi"),
    "file.too_much_drawing": N_("{path}: the page draws too much (over {limit} MB of drawing operators): it is "
                                "no scanned protocol"),
    "file.too_many_pages": N_("{path}: only the first {read} of {count} pages were read (at most {read} a file): "
                              "split the file"),
    "file.too_slow": N_("{path}: reading stopped after {read} of {count} pages (at most {seconds} s a file): "
                        "split the file"),
    "summary": N_("Pages: {pages}; matching: {matches}; other revision: {other_revision}; unknown: "
                  "{unknown}; unreadable: {unreadable}{files}"),
    "summary_files": N_("; files not read: {n}"),
    "summary_disagrees": N_("; disagreeing: {n}"),
    "summary_forms": N_("; pen forms read: {n}"),
    "summary_forms_review": N_(" (with marks to review: {n})"),
    "typed_bad": N_("“{text}”: not a game fingerprint (12 hex digits, e.g. BD27-50E7-406F)"),
    "typed": N_("{short} (typed)"),
    "no_input": N_("name the scans (files or folders) or --fingerprint"),
    "written": N_("Written: {path}"),
    "write_failed": N_("{path}: cannot be written ({reason})"),
}


def tr(key: str, lang: str, /, **kw: Any) -> str:      # a message may have a {key} of its own
    return gettext(lang, _TEXT[key], **kw)


def verdict_name(verdict: str, lang: str) -> str:
    return tr(verdict, lang)


def place_text(tournament: str | None, round_: Any, table: Any, game: Any, lang: str, key: str | None = None) -> str:
    if not tournament and key:
        return tr("game_id", lang, key=key)
    text = tr("place", lang, tournament=tournament or "—", round=round_ or "—", table=table or "—")
    return text + (tr("place_game", lang, game=game) if game else "")


def revision_text(number: int | None, lang: str) -> str:
    return tr("revision", lang, n=number) if number else tr("unsigned_version", lang)


def signature_text(v: Verdict, lang: str) -> str:
    sig = v.signature
    if sig is None:
        return ""
    return tr(f"sig.{sig.status}", lang, signer=sig.signer or "?", at=_iso(sig.at))


def _iso(value: str | None) -> str:
    """``2026-12-01T11:20:11Z`` -> ``2026-12-01 11:20 UTC``; a time without a zone as it is."""
    if not value:
        return "?"
    text = value.replace("T", " ")
    if text.endswith("Z"):
        return text[:16] + " UTC"
    return text[:16]


def line(v: Verdict, lang: str = "ru") -> str:
    """The page's verdict in one line."""
    where = v.where or tr("typed", lang, short=v.mark.short if v.mark else "?")
    if v.verdict == UNREADABLE:
        return tr("line.unreadable", lang, where=where, why=tr(f"why.{v.problem}", lang, detail=v.problem_detail))
    if v.verdict == FORM_READ and v.form is not None:
        return _form_line(v, where, lang)
    if v.continued_from:
        return tr("line.continued", lang, where=where, verdict=verdict_name(v.verdict, lang), n=v.sheet_page,
                  total=v.sheet_pages, first=v.continued_from.rsplit(" #", 1)[-1])
    e, m = v.entry, v.mark
    if v.verdict == DISAGREES:
        return _disagrees_line(v, where, lang)
    if v.verdict in (MATCHES, OTHER_REVISION):
        # judge() found the archived game by the sheet's mark
        assert e is not None and m is not None
        return _found_line(v, e, m, where, lang)
    printed = ""
    if m is not None and m.tournament:
        place = place_text(m.tournament, m.round, m.table, m.game, lang)
        printed = (tr("printed", lang, place=place, revision=m.revision) if m.revision
                   else tr("printed_place", lang, place=place))
    text = tr("line.unknown", lang, where=where, short=m.short if m else "?", printed=printed)
    if v.names_archived and e is not None:
        text += tr("names_older" if v.newer else "names_archived", lang, revision=revision_text(e.revision, lang))
    return text


def _form_line(v: Verdict, where: str, lang: str) -> str:
    """A pen form read: the place its code names, the game file written, the marks to review."""
    f = v.form
    assert f is not None
    review = (ngettext(lang, ", {n} mark to review", ", {n} marks to review", f.doubts) if f.doubts
              else tr("form_nothing", lang))
    return tr("line.form_read", lang, where=where, place=place_text(f.tournament, f.round, f.table, f.game, lang),
              written=tr("form_written", lang, path=f.path) if f.path else "", review=review)


def _disagrees_line(v: Verdict, where: str, lang: str) -> str:
    m, e = v.mark, v.entry
    if v.problem == "pdf_signature" or e is None or m is None:
        from app.signing.verdict import Verdict as SignatureVerdict
        status = SignatureVerdict(v.pdf_signature.status if v.pdf_signature else "tampered").text(lang)
        names = tr("pdf_names", lang, short=m.short) if m is not None else ""
        return tr("line.disagrees.pdf_signature", lang, where=where, status=status, names=names)
    place = _entry_place(v, lang)
    if v.problem == "revision":
        printed = v.printed
        expected = printed_revision(printed.doc) if printed is not None else e.revision
        return tr("line.disagrees.revision", lang, where=where, short=m.short, place=place, expected=expected,
                  said=m.revision)
    said = place_text(m.tournament, m.round, m.table, m.game, lang)
    return tr("line.disagrees.place", lang, where=where, short=m.short, place=place, said=said)


def _found_line(v: Verdict, e: Entry, m: Mark, where: str, lang: str) -> str:
    if v.verdict == MATCHES:
        # an unsigned game has no revision yet: the signature part says "not signed"
        revision = f", {revision_text(e.revision, lang)}" if e.revision else ""
        return tr("line.matches", lang, where=where, place=_entry_place(v, lang), revision=revision,
                  signature=signature_text(v, lang))
    if v.newer:
        return tr("line.newer", lang, where=where, place=_entry_place(v, lang), printed=m.revision,
                  current=revision_text(e.revision, lang))
    p = v.printed
    assert p is not None                          # an older revision is known by what was printed
    printed = (revision_text(p.revision, lang) if p.revision is not None else
               tr("earlier_version", lang, at=_at(p.at), by=tr("by", lang, who=p.author) if p.author else ""))
    corrections = "; ".join(tr("correction", lang, n=c.revision, who=c.author or "?", at=_at(c.at),
                               reason=c.reason or "—") for c in v.corrections)
    return tr("line.older", lang, where=where, place=_entry_place(v, lang), printed=printed,
              current=revision_text(e.revision, lang),
              corrections=tr("corrections", lang, list=corrections) if corrections else "",
              changes="; ".join(v.changes))


def _entry_place(v: Verdict, lang: str) -> str:
    e = v.entry
    assert e is not None
    return place_text(e.tournament, e.round, e.table, e.game, lang, key=e.key)


def _at(at: dt.datetime | None) -> str:
    return at.strftime("%Y-%m-%d %H:%M") if at else "?"


def file_line(error: Any, lang: str) -> str:
    return tr(f"file.{error.code}", lang, path=error.path, detail=error.detail, **getattr(error, "params", {}))


def summary(batch: Any, lang: str) -> str:
    counts = batch.counts()
    files = tr("summary_disagrees", lang, n=counts["disagrees"]) if counts["disagrees"] else ""
    if counts[FORM_READ]:
        review = sum(1 for v in batch.verdicts if v.verdict == FORM_READ and v.form is not None and v.form.doubts)
        files += tr("summary_forms", lang, n=counts[FORM_READ])
        files += tr("summary_forms_review", lang, n=review) if review else ""
    files += tr("summary_files", lang, n=len(batch.failures)) if batch.failures else ""
    return tr("summary", lang, pages=len(batch.verdicts), files=files, **counts)
