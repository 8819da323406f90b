"""A batch for the federation's files: JSON (``--json``), CSV (``--csv``), one row a page."""
from __future__ import annotations

import io
from typing import Any

from app import csvsafe
from app.i18n import N_, gettext

from .match import Verdict
from .texts import file_line, line, signature_text, summary, verdict_name

CSV_COLUMNS = ("file", "page", "verdict", "fingerprint", "tournament", "round", "table", "game",
               "printed_revision", "archive_revision", "signature", "signer", "details")
_CSV_HEADINGS = (N_("File"), N_("Page"), N_("Verdict"), N_("Fingerprint"), N_("Tournament"), N_("Round"),
                 N_("Table"), N_("Game"), N_("Printed revision"), N_("Archive revision"), N_("Signature"),
                 N_("Signer"), N_("Details"))


def page_dict(v: Verdict, lang: str) -> dict[str, Any]:
    m, e = v.mark, v.entry
    out: dict[str, Any] = {
        "file": v.source or None, "page": v.page if v.source else None, "verdict": v.verdict,
        "fingerprint": m.fingerprint if m else None, "short_fingerprint": m.short if m else None,
        "sheet": None if m is None else {"tournament": m.tournament, "round": m.round, "table": m.table,
                                         "game": m.game, "revision": m.revision},
        "game": None if e is None else {"id": e.game_id, "key": e.key, "tournament": e.tournament,
                                        "round": e.round, "table": e.table, "game": e.game,
                                        "revision": e.revision},
        "printed_revision": None, "signature": None, "changes": v.changes,
        "corrections": [{"revision": c.revision, "author": c.author, "reason": c.reason,
                         "at": c.at.isoformat() if c.at else None} for c in v.corrections],
        "problem": v.problem, "continued_from": v.continued_from,
        "sheet_page": v.sheet_page, "sheet_pages": v.sheet_pages, "text": line(v, lang),
        "form": None if v.form is None else {"tournament": v.form.tournament, "round": v.form.round,
                                             "table": v.form.table, "game": v.form.game, "file": v.form.path,
                                             "to_review": v.form.doubts},
    }
    if v.printed is not None:
        out["printed_revision"] = v.printed.revision
    elif v.newer and m is not None:
        out["printed_revision"] = m.revision
    if v.signature is not None:
        out["signature"] = {"status": v.signature.status, "signer": v.signature.signer, "at": v.signature.at}
    if v.pdf_signature is not None:
        out["pdf_signature"] = {"status": v.pdf_signature.status, "signer": v.pdf_signature.signer,
                                "at": v.pdf_signature.at}
    return out


def batch_dict(batch: Any, lang: str) -> dict[str, Any]:
    return {"pages": [page_dict(v, lang) for v in batch.verdicts],
            "files_not_read": [{"file": f.path, "reason": f.code, "text": file_line(f, lang)} for f in batch.failures],
            "summary": {**batch.counts(), "pages": len(batch.verdicts), "files_not_read": len(batch.failures),
                        "text": summary(batch, lang)}}


def csv_text(batch: Any, lang: str) -> str:
    """UTF-8 with a byte-order mark, so that a spreadsheet opens Cyrillic as it is."""
    buffer = io.StringIO()
    writer = csvsafe.writer(buffer, lineterminator="\r\n")    # file names and places are never formulas
    writer.writerow([gettext(lang, heading) for heading in _CSV_HEADINGS])
    for v in batch.verdicts:
        m, e = v.mark, v.entry
        place = e if e is not None else m if m is not None else v.form
        printed = v.printed.revision if v.printed is not None else (m.revision if m else None)
        writer.writerow([v.source, v.page, verdict_name(v.verdict, lang), m.short if m else "",
                         getattr(place, "tournament", "") or "", getattr(place, "round", "") or "",
                         getattr(place, "table", "") or "", getattr(place, "game", "") or "",
                         "" if printed is None else printed, "" if e is None else e.revision,
                         signature_text(v, lang), (v.signature.signer or "") if v.signature else "",
                         line(v, lang)])
    for failure in batch.failures:
        writer.writerow([failure.path, "", verdict_name("unreadable", lang)] + [""] * 9 + [file_line(failure, lang)])
    return "\ufeff" + buffer.getvalue()
