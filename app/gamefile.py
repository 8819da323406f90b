"""A game file read and replayed, or the one line that says why it cannot be.

Shared by the commands and the windows: both show an unreadable file as one line in the
user's language, never a traceback.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from app import editions

from .format import GameFileError, load_game
from .i18n import N_, gettext
from .table_state import TableState
from .textsafe import printable

_INTERNAL = N_("{path}: internal error while replaying the game ({error}); please report it")


def replay_file(path: Path, lang: str) -> tuple[dict[str, Any] | None, TableState | None, str | None]:
    """(document, state, None), or (None, None, the one-line reason it cannot be read)."""
    try:
        doc = load_game(path)
    except GameFileError as err:
        return None, None, err.message(lang)
    try:
        return doc, editions.replay(doc), None
    except Exception as err:  # a bug must not turn into a traceback for the judge
        # a file name is data: a newline or an ESC in it must not reach the terminal raw
        error = f"{type(err).__name__}: {err}"
        text = gettext(lang, _INTERNAL, path=printable(str(path)), error=error)
        return None, None, text
