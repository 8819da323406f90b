"""The window's words that depend on a value: roles, results, severities, the statuses'
colours.  Literals go through ``translate("Secretary", …)`` so that lupdate finds them;
the tournament code's own messages come in the chosen language from ``app.tournament``.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from app.tournament import Standings, status_text
from app.tournament.regulation import LOTS
from app.tournament.texts import number

translate = QCoreApplication.translate

# Light enough for black text; ordered as the game goes from empty to verified, errors apart.
STATUS_COLORS = {
    "not_started": QColor("#eeeeee"),
    "in_progress": QColor("#fff1a8"),
    "finished": QColor("#cfe2ff"),
    "signed": QColor("#c9ecc9"),
    "verified": QColor("#7fcf86"),
    "corrected": QColor("#d9c8f0"),
    "has_errors": QColor("#f3a3a3"),
}
WINNER_COLORS = {"red": QColor("#d32f2f"), "black": QColor("#111111"), "draw": QColor("#8c8c8c")}
SEVERITY_COLORS = {"error": QColor("#b00020"), "warning": QColor("#8a5a00"), "info": QColor("#404040")}


def winner_text(winner: str, lang: str) -> str:
    """"победа красных" — the engine's words for a result."""
    from app.kernel.model import WINNER_TEXT
    return WINNER_TEXT[winner].pick(lang)


def role_name(role: str) -> str:
    return {
        "citizen": translate("Secretary", "Citizen"),
        "sheriff": translate("Secretary", "Sheriff"),
        "mafia": translate("Secretary", "Mafia"),
        "don": translate("Secretary", "Don"),
    }.get(role, role)


def result_name(result: str | None) -> str:
    return {
        "win": translate("Secretary", "win"),
        "loss": translate("Secretary", "loss"),
        "draw": translate("Secretary", "draw"),
    }.get(result or "", "—")


def severity_name(severity: str) -> str:
    return {
        "error": translate("Secretary", "error"),
        "warning": translate("Secretary", "warning"),
        "info": translate("Secretary", "info"),
    }.get(severity, severity)


def status_name(status: str, lang: str) -> str:
    """The grid's word for a status, as the tournament code gives it."""
    return status_text(status, lang)


def figure(value: float | None, lang: str) -> str:
    """A figure as a judge writes it (``0,7`` in Russian); a dash for nothing."""
    return "—" if value is None else number(value, lang)


def criterion(standings: Standings, key: str | None, lang: str) -> str:
    """The tie-breaker that placed a row below the one above it; the first criterion (the
    total) decides almost every row and goes without saying, as on the summary."""
    first = standings.regulation.tie_breakers[0].key if standings.regulation.tie_breakers else None
    if key is None or key == first:
        return ""
    if key == LOTS:
        return translate("Secretary", "lots")
    return next((t.label(lang) for t in standings.regulation.tie_breakers if t.key == key), key)
