"""Whose signatures a tournament's games are judged by, and the verdicts: the judges'
(against the tournament's register, or the user's trusted certificates), and the
secretary's over a correction.  See app/tournament/trust.py for the register."""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any


def trusted_anchors(setup: Any) -> Any:
    """Whose signatures count: a tournament's register when it has one (or is a
    federation one, even with nobody in it yet), else None (the user's certificates)."""
    if setup is not None and (setup.judges or setup.kind == "federation"):
        return setup.anchors()
    return None


def verify_signatures(items: Iterable[tuple[str, Mapping[str, Any]]], anchors: Any = None, *,
                      originals: Mapping[str, dict] | None = None) -> dict[str, Any]:
    """label -> ``app.signing.Verdict`` for every game file that carries a signature,
    against ``anchors`` (default: the user's trusted certificates).  ``originals``: the
    judge's signed original of a label (:func:`archive_originals`), verified in its place."""
    originals = originals or {}
    signed = [(label, originals.get(label, doc)) for label, doc, *_ in items
              if isinstance(originals.get(label, doc).get("signature"), dict)]
    if not signed:
        return {}
    from app.signing import trust_anchors, verify_game
    if anchors is None:
        try:
            anchors = trust_anchors()
        except Exception:          # an unreadable trusted certificate: nobody is trusted,
            anchors = []           # forgeries are still caught
    return {label: verify_game(doc, anchors) for label, doc in signed}


def correction_anchors(setup: Any) -> list:
    """Whose signature of a correction holds: the register's and the user's trusted
    certificates (the secretary's own among them)."""
    from app.signing import trust_anchors
    try:
        own = trust_anchors()
    except Exception:          # an unreadable key store: the register alone
        own = []
    return (setup.anchors() if setup is not None else []) + own


def verify_correction(doc: dict, d: Any, anchors: list) -> tuple[Any, Any]:
    """(``d``, the verdict on its signature): the secretary signs the corrected game, so the
    signature is checked over ``doc`` as corrected, against ``anchors``."""
    from app.signing import verify_game
    body = {k: v for k, v in doc.items() if k != "signature"}
    return d, verify_game({**body, "signature": d.signature}, anchors)
