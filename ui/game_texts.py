"""The sheet's lines of text about the game: the header, the result line and the banner.

Everything here is read at the table: nothing secret (a role, a shot, a check answer, how
many mafia a best move guessed) is said unless ``reveal`` is on (F9 held, the full view).
Dates and times are the judge's local ones, written the one way the language writes them.
"""
from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, Qt

from app.document import GameDocument
from app.i18n import date_pattern, game_date, game_moment, window_locale
from app.kernel.findings import is_private, is_prompt

from .dialogs import winner_text

if TYPE_CHECKING:
    from app.document import Played

translate = QCoreApplication.translate

def set_locale(lang: str) -> None:
    """Numbers and dates the way the interface's language writes them (3,5 in Russian)."""
    global _lang
    _lang = lang
    QLocale.setDefault(QLocale(window_locale(lang)))


_lang = "ru"


def escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;")


def local_date(text: str) -> str:
    """``2026-11-29`` the one way the language writes a game's day (app.i18n.date_pattern)."""
    return game_date(text, _lang)


def local_time(text: str) -> str:
    """An ISO timestamp (UTC in the file) as the judge's local date and time."""
    moment = QDateTime.fromString(text, Qt.DateFormat.ISODate)
    if not moment.isValid():
        return text
    local = moment.toLocalTime().toPython()    # a datetime (PySide6's stub says object)
    return game_moment(local, _lang) if isinstance(local, dt.datetime) else text


def date_edit_format(lang: str) -> str:
    """The date fields of the dialogs in the same pattern, in Qt's letters (a year in full)."""
    return date_pattern(lang).replace("y", "yyyy")


def header_html(doc: GameDocument, state: Played, lang: str) -> str:
    meta = doc.meta
    parts = [meta.get("tournament", "")]
    for key, label in (("round", translate("MainWindow", "round")), ("table", translate("MainWindow", "table")),
                       ("game", translate("MainWindow", "game"))):
        if meta.get(key) not in (None, ""):
            parts.append(f"{label} {meta[key]}")
    parts += [local_date(str(meta.get("date", ""))) if meta.get("date") else "",
              (translate("MainWindow", "judge") + " " + meta["judge"]) if meta.get("judge") else ""]
    rules = state.rules
    title = " · ".join(escape(str(p)) for p in parts if p) or translate("MainWindow", "A game without a header")
    changed = ", ".join(f"{k}={v}" for k, v in rules.explicit.items())
    return (f"<b>{title}</b> — {escape(rules.title(lang))}{' (' + changed + ')' if changed else ''}"
            + signature_note(doc))


def signature_note(doc: GameDocument) -> str:
    signature = doc.signature
    if not signature:
        return ""
    from app.signing import fingerprint
    who = escape(f"{signature.get('signer', '')}, {local_time(str(signature.get('signed_at', '')))}")
    if signature.get("document_sha256") == fingerprint(doc.to_json()):
        return " — ✔ " + translate("MainWindow", "signed by %1").replace("%1", who)
    return " — <span style='color:#b71c1c'>✎ " + translate(
        "MainWindow", "changed since it was signed by %1: sign the new revision").replace("%1", who) + "</span>"


def _winner_words(state: Played, winner: str, lang: str) -> str:
    """The winner in the edition's own words, as its banner and protocol say them ("победа
    мафии" at the club table, "победа чёрных" in the sport game)."""
    words = state.wording.winners.get(winner)
    return words.pick(lang) if words is not None else winner_text(winner)


def result_text(doc: GameDocument, state: Played, reveal: bool, lang: str = "ru") -> str:
    declared = doc.declared_winner
    if state.outcome is None:
        text = translate("MainWindow", "The game goes on.")
    else:
        text = translate("MainWindow", "By the protocol: %1.").replace(
            "%1", _winner_words(state, state.outcome.winner, lang))
    if declared:
        text += " " + translate("MainWindow", "Declared: %1.").replace("%1", _winner_words(state, declared, lang))
    bm = state.best_move
    if bm:
        guess = ", ".join(map(str, bm.guess))
        if reveal:
            # how many it guessed names the mafia: only for the judge's eyes, or after the game
            text += " " + translate("MainWindow", "Best move of %1: %2 (%3 guessed).").replace(
                "%1", str(bm.seat)).replace("%2", guess).replace("%3", str(bm.hits))
        else:
            text += " " + (translate("MainWindow", "Best move of %1: %2.")
                           .replace("%1", str(bm.seat)).replace("%2", guess))
    return text


def banner_html(doc: GameDocument, state: Played, lang: str, reveal: bool) -> str:
    """Consequences of the last event the judge must act on, prompted, not buried."""
    last = doc.last_event()
    urgent = [f for f in state.findings if (f.severity in ("warning", "error") or is_prompt(f))
              and last is not None and (f.phase, f.event) == last and (reveal or not is_private(f))]
    awaiting = state.days.get(state.phase.name) if state.phase is not None else None
    if awaiting is not None and awaiting.awaiting:     # a re-vote or the lift-all question is still to come
        pending = [f for f in state.findings if f.phase == awaiting.name and is_prompt(f)]
        urgent += [f for f in pending[-1:] if f not in urgent]
    if state.outcome is not None and not doc.declared_winner:
        urgent += [f for f in state.findings if f.code in ("game.over", "result.missing")][:1]
    return "<br>".join(escape(f.message(lang)) for f in urgent)
