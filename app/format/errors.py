"""The one exception a game file can raise, and how it names a place in the document."""
from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from ..i18n import SOURCE
from ..textsafe import printable
from .messages import render

Path = tuple[str | int, ...]

_PLAIN_KEY = re.compile(r"[A-Za-z0-9_.\-]+")


def pointer(path: Path) -> str:
    """``("phases", 2, "events", 5, "target")`` -> ``phases[2].events[5].target``.

    Keys are joined with dots as they are, so option "7.5" reads ``ruleset.options.7.5``;
    only a key that would be unreadable that way is quoted: ``shots[" 1"]``.
    """
    text = ""
    for part in path:
        if isinstance(part, int):
            text += f"[{part}]"
        elif _PLAIN_KEY.fullmatch(part):
            text += f".{part}" if text else part
        else:
            quoted = part.replace("\\", "\\\\").replace('"', '\\"')
            text += f'["{quoted}"]'
    return text


class GameFileError(ValueError):
    """A file that cannot be read as a ``mafia-game/1`` game.

    ``code`` is stable (for programs), ``message(lang)`` is one line for people.
    """

    def __init__(self, code: str, pointer: str = "", source: str = "<string>",
                 params: Mapping[str, Any] | None = None) -> None:
        self.code, self.pointer, self.source = code, pointer, source
        self.params = dict(params or {})
        super().__init__(self.message(SOURCE))

    def message(self, lang: str = "ru") -> str:
        where = f"{self.source}: {self.pointer}: " if self.pointer else f"{self.source}: "
        # One line whatever the file holds: a newline or an ESC in a file name or a value
        # must not split the line or reach the terminal raw.
        return printable(where + render(self.code, lang, self.params))

    def __str__(self) -> str:
        return self.message(SOURCE)

    def __reduce__(self) -> tuple[type[GameFileError], tuple[Any, ...]]:
        # The constructor's signature differs from ValueError's, so pickling needs help.
        return (type(self), (self.code, self.pointer, self.source, self.params))
