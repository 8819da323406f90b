"""A reviewed pen form filed into a tournament's archive: the scan's reading is imported as
the original (with the scan's fingerprint as its source), and the reviewer's decisions are a
correction over it like any secretary's correction — a journalled replacement of the game in
the archive, with the reviewer as author and a reason, and a decision in the tournament's
journal (``app.tournament.decisions``, field ``form_review``) — so that the standings name
both: the reading and who decided otherwise.

The game read from paper carries no signature, so the archive keeps it unsigned: its
correction is a journalled replacement (the archive numbers revisions of signed games only),
and the tournament counts it as its trust rule counts any unsigned game.
"""
from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any

from app.i18n import N_, gettext

from .read import FormReading

_TEXT = {
    "reason": N_("review of the pen form's scan"),
    "filed": N_("The game read from the pen form is in the archive as #{game}"),
    "corrected": N_("; the review's {n} decisions are its correction by {author}"),
}


@dataclass(frozen=True)
class Filed:
    game_id: int
    decision: Any = None          # the correction journalled, None when the review decided nothing

    def text(self, lang: str = "ru") -> str:
        out = gettext(lang, _TEXT["filed"], game=self.game_id)
        if self.decision is not None:
            out += gettext(lang, _TEXT["corrected"], n=len(self.decision.new["boxes"]), author=self.decision.author)
        return out


def reading_doc(found: FormReading, source: dict[str, Any]) -> dict[str, Any]:
    """The game as the scan was read, before any review, with its source."""
    doc = copy.deepcopy(found.doc)
    doc["meta"] = dict(doc["meta"]) | {"source": {k: v for k, v in source.items() if k != "review"}}
    return doc


def file_reviewed(archive: Any, found: FormReading, reviewed: dict[str, Any], source: dict[str, Any],
                  author: str, lang: str = "ru") -> Filed:
    """Import the scan's reading of ``found`` and correct it to ``reviewed`` (the game
    ``app.paper.review.decided`` made) in ``archive``.  Raises ``ImportRefused`` (with the
    archive's reason) when the reading cannot be imported, and ``DecisionError`` for a
    reviewer without a name."""
    from app.storage.transfer import import_documents
    from app.tournament.archived import journal_decision
    from app.tournament.decisions import Decision, DecisionError
    boxes = (reviewed.get("meta", {}).get("source") or {}).get("review") or []
    if boxes and not author.strip():
        raise DecisionError("decision.no_author")      # before anything is filed
    original = reading_doc(found, source)
    label = f"scan:{source.get('scan', '')[:12]}#{source.get('page', 1)}"
    result = import_documents(archive, [(label, original)], author=author or None)
    game_id = (result.imported or result.present)[0][1]
    if not boxes:
        return Filed(game_id)
    reason = gettext(lang, _TEXT["reason"])
    decision = Decision("correct", f"#{game_id}", author, reason, field="form_review", new={
        "boxes": boxes, "players": reviewed["players"], "phases": reviewed["phases"],
        "result": reviewed.get("result"), "source": reviewed["meta"]["source"]})
    stored = archive.game(game_id)
    archive.replace_document(game_id, reviewed, stored.version, author=author, reason=reason)
    journal_decision(archive, str(reviewed["meta"].get("tournament") or ""), decision)
    return Filed(game_id, decision)
