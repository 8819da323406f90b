"""What the pen form's QR code says: the form and its version in an alphanumeric head, then,
as UTF-8 lines, everything the finished game file needs that no box holds — the place, the
date, the judge, the rule book and the ten names — so a scan is read without the archive.

    MPF1:<version>
    <tournament>\\n<round>\\n<table>\\n<game>\\n<date>\\n<judge>\\n<ruleset>\\n<name 1>…\\n<name 10>

The rule book is its preset, or ``preset;7.5=7.5.2,9.10=9.10.1`` with options.  Each text is
cut to ``TEXT_BYTES`` UTF-8 bytes (the tournament's name to ``NAME_BYTES``) so that the code
stays resolvable at 150 dpi.

>>> head, tail = form_segments({"tournament": "Кубок", "round": 2, "table": 3}, "league",
...                            [f"Игрок {n}" for n in range(1, 11)])
>>> head
'MPF1:1'
>>> form = parse_form(head + tail)
>>> form.meta["round"], form.meta["table"], form.names[9], form.ruleset
(2, 3, 'Игрок 10', 'league')
>>> parse_form("MP1:ABC") is None
True
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .layout import VERSION

PREFIX = "MPF1"
TEXT_BYTES = 32
NAME_BYTES = 48           # the tournament's name, as on a printed protocol's code
_META = ("tournament", "round", "table", "game", "date", "judge")


@dataclass(frozen=True)
class FormMark:
    """A pen form's code, read back: a two-sided form's code names its ``side`` too."""

    version: int
    meta: dict[str, Any]
    ruleset: Any
    names: tuple[str, ...]
    side: int | None = None

    @property
    def sheet(self) -> tuple[Any, ...]:
        """What both sides of one sheet share: everything but the side."""
        return self.version, tuple(sorted(self.meta.items())), str(self.ruleset), self.names


def _cut(text: str, limit: int = TEXT_BYTES) -> str:
    data = text.replace("\n", " ").encode("utf-8")[:limit]
    return data.decode("utf-8", "ignore")


def _ruleset_text(ruleset: Any) -> str:
    if isinstance(ruleset, str):
        return ruleset
    options = ",".join(f"{k}={v}" for k, v in sorted(ruleset.get("options", {}).items()))
    return f"{ruleset['preset']};{options}" if options else ruleset["preset"]


def _ruleset(text: str) -> Any:
    if ";" not in text:
        return text
    preset, options = text.split(";", 1)
    return {"preset": preset, "options": dict(item.split("=", 1) for item in options.split(","))}


def form_segments(meta: Mapping[str, Any], ruleset: Any, names: Sequence[str], version: int = VERSION,
                  side: int | None = None) -> tuple[str, str]:
    """The code's alphanumeric head (``MPF1:<version>``, and ``:<side>`` on a two-sided
    form) and its UTF-8 tail."""
    lines = [_cut(str(meta.get(key) if meta.get(key) is not None else ""),
                  NAME_BYTES if key == "tournament" else TEXT_BYTES) for key in _META]
    lines.append(_ruleset_text(ruleset))
    lines += [_cut(name) for name in names]
    head = f"{PREFIX}:{version}" + (f":{side}" if side else "")
    return head, "\n" + "\n".join(lines)


def _value(text: str) -> Any:
    return int(text) if text.isdigit() else text


def parse_form(text: str) -> FormMark | None:
    """The form a code names, or None when the code is not a pen form's."""
    head, _, rest = text.partition("\n")
    version, _, side = head[len(PREFIX) + 1:].partition(":")
    if not head.startswith(PREFIX + ":") or not version.isdigit() or not (side.isdigit() or side == ""):
        return None
    lines = rest.split("\n")
    if len(lines) != len(_META) + 11:
        return None
    meta: dict[str, Any] = {}
    for key, value in zip(_META, lines):
        if value:
            meta[key] = _value(value) if key in ("round", "table", "game") else value
    return FormMark(int(version), meta, _ruleset(lines[len(_META)]), tuple(lines[len(_META) + 1:]),
                    int(side) if side else None)
