"""Protests: the box of the official form ("ПРОТЕСТ": who protested, about what, the head
judge's decision), kept in the game file's top-level list (docs/format.md, "protests").

A protest is no event of the game: it changes nothing at the table, so the engine never
sees it.  The sheet records it from a seat's menu or the quick-entry line (a line of its own:
``pr5 "не дали последнее слово" "отклонён"``), and the protocol prints it.  The club edition
keeps its protests where its book does, among the appeals of Ф.7 (``Edition.protests``).

>>> protest_command('pr5 "не дали последнее слово" "отклонён"')
{'type': '_protest', 'by': 5, 'text': 'не дали последнее слово', 'decision': 'отклонён'}
>>> protest_command('pr "шум в зале"')
{'type': '_protest', 'by': None, 'text': 'шум в зале', 'decision': ''}
>>> protest_command("f5") is None
True
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from .i18n import N_, gettext
from .kernel.entry import PROTEST_WORD, QuickEntryError

TEXT_MAX = 500

_HEAD = re.compile(r"^\s*pr(\d{1,2})?(?=\s|\"|$)", re.IGNORECASE)
_QUOTED = re.compile(r'\s*"([^"]*)"')
_MESSAGES = {
    "text": N_('a protest is written pr5 "about what" "the decision"'),
    "open": N_("the quote is not closed"),
    "long": N_("a protest's text is at most {limit} characters"),
}


class ProtestError(QuickEntryError):
    """A typed protest that cannot be recorded; ``position`` is the column where."""

    def message(self, lang: str = "ru", reveal: bool = False) -> str:
        return gettext(lang, _MESSAGES[self.kind], **self.params)


@dataclass(frozen=True)
class Protest:
    by: int | None          # the seat that protested; None: a captain, the audience, …
    text: str               # about what
    decision: str = ""      # the head judge's decision; empty while it is pending

    def to_json(self) -> dict[str, Any]:
        """As the file writes it: no seat for a protest of nobody at the table, no decision
        while it is pending (the club's appeals of Ф.7 take the same shape)."""
        out: dict[str, Any] = {} if self.by is None else {"by": self.by}
        out["text"] = self.text
        if self.decision:
            out["decision"] = self.decision
        return out

    @classmethod
    def from_json(cls, value: Any) -> Protest:
        """One entry of the file's list: an object, or a plain line of text (older files)."""
        if isinstance(value, dict):
            by = value.get("by")
            return cls(by if isinstance(by, int) else None, str(value.get("text") or ""),
                       str(value.get("decision") or ""))
        return cls(None, str(value))


def protests_of(doc: dict[str, Any], field: str = "protests") -> list[Protest]:
    listed = doc.get(field)
    return [Protest.from_json(p) for p in listed] if isinstance(listed, list) else []


def protest_command(line: str) -> dict[str, Any] | None:
    """The quick-entry line as a protest (None: it is not one); raises :class:`ProtestError`
    for a protest written wrongly."""
    head = _HEAD.match(line)
    if head is None:
        return None
    texts: list[str] = []
    at = head.end()
    while at < len(line) and len(texts) < 2:
        quoted = _QUOTED.match(line, at)
        if quoted is None:
            if line[at:].strip().startswith('"'):
                raise ProtestError("open", line.index('"', at))
            break
        texts.append(quoted.group(1).strip())
        at = quoted.end()
    if not texts or not texts[0] or line[at:].strip():
        raise ProtestError("text", at if texts else head.end())
    for text in texts:
        if len(text) > TEXT_MAX:
            raise ProtestError("long", head.end(), limit=TEXT_MAX)
    seat = int(head.group(1)) if head.group(1) else None
    return {"type": PROTEST_WORD, "by": seat, "text": texts[0], "decision": texts[1] if len(texts) > 1 else ""}
