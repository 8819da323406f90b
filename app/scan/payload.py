"""What the protocol's QR code says, and reading it back.  No Qt, no reportlab.

The code has two segments.  The first holds only characters of the QR alphanumeric set
(upper-case hex, digits, ``:``), 5.5 bits each, so the 64-digit fingerprint costs 352 bits
instead of the 512 it takes as bytes; the second is UTF-8 text marked with an ECI
designator, so a Cyrillic tournament name reaches any reader intact::

    MP1:<SHA-256, 64 HEX>:<revision>
    <tournament>
    <round>
    <table>
    <game>

The lines after the first let a sheet be placed without the archive.  A long tournament
name is cut to ``NAME_BYTES`` UTF-8 bytes (on a character boundary, ending with ``…``) so
that the symbol never outgrows a size a 150 dpi scan resolves.  Sheets printed before this
format carry ``mafia-game/1:sha256:<64 hex>`` and are read as well.

>>> from app.sport import sample_game
>>> head, tail = payload_segments(sample_game())
>>> head
'MP1:BD2750E7406F...:1'
>>> tail
'\\nОсенний кубок\\n1\\n1\\n1'
>>> mark = parse_payload(head + tail)
>>> (mark.short, mark.revision, mark.tournament, mark.round, mark.table, mark.game)
('BD27-50E7-406F', 1, 'Осенний кубок', '1', '1', '1')
>>> parse_payload("mafia-game/1:sha256:" + "ab" * 32).short, parse_payload("hello") is None
('ABAB-ABAB-ABAB', True)
"""
from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from app.signing.canonical import SIGNATURE_KEY, fingerprint, short_fingerprint

PREFIX = "MP1"
NAME_BYTES = 48          # the tournament's name in the code, at most (UTF-8 bytes)
LABEL_BYTES = 24         # a round's, table's or game's label, at most
_HEAD = re.compile(r"^MP1:([0-9A-F]{64}):(\d{1,4})$")
# the whole code of a sheet printed before the MP1 format (reports/ printed exactly
# ``mafia-game/1:sha256:`` and the 64 hex digits): a URL or a text that merely contains
# it is some other code
_LEGACY = re.compile(r"mafia-game/1:sha256:([0-9a-fA-F]{64})")
_PLACE = ("tournament", "round", "table", "game")


@dataclass(frozen=True)
class Mark:
    """What a printed sheet says about itself (decoded from its QR code, or typed)."""

    fingerprint: str                  # 64 lower-case hex digits; 12 when only typed
    revision: int | None = None       # the revision printed; None on older sheets
    tournament: str | None = None
    round: str | None = None
    table: str | None = None
    game: str | None = None

    @property
    def short(self) -> str:
        return short_fingerprint(self.fingerprint)

    @property
    def place(self) -> tuple[str, str, str, str]:
        """Tournament, round, table and game as the code says them ("" for none)."""
        return (self.tournament or "", self.round or "", self.table or "", self.game or "")

    @property
    def complete(self) -> bool:
        return len(self.fingerprint) == 64


def printed_revision(doc: Mapping[str, Any]) -> int:
    """The revision a printout of ``doc`` is: the signed revision when the document is
    exactly what its signature covers, the next one when it was changed after signing
    (a correction is printed before it is signed), and 1 for a game never signed."""
    sig = doc.get(SIGNATURE_KEY)
    if not isinstance(sig, Mapping):
        return 1
    try:
        number = int(sig.get("revision", 1))
    except (TypeError, ValueError):
        number = 1
    return number if sig.get("document_sha256") == fingerprint(doc) else number + 1


def _cut(value: Any, limit: int) -> str:
    text = " ".join(str(value).split()) if value not in (None, "") else ""
    if len(text.encode("utf-8")) <= limit:
        return text
    while len((text + "…").encode("utf-8")) > limit:
        text = text[:-1]
    return text + "…"


def _limit(key: str) -> int:
    return NAME_BYTES if key == "tournament" else LABEL_BYTES


def is_cut(text: str, key: str = "tournament") -> bool:
    """Whether a label read from a code can be one cut short by :func:`_cut`: it ends with
    ``…`` and fills its room (a cut removes whole characters, at most 4 bytes each).  A
    short label ending with ``…`` (or ``…`` alone) is printed as it is, never a prefix.

    >>> is_cut("…"), is_cut("Кубок…"), is_cut("Ж" * 22 + "…"), is_cut("Ж" * 10 + "…", "round")
    (False, False, True, True)
    """
    size = len(text.encode("utf-8"))
    return text.endswith("…") and _limit(key) - 4 < size <= _limit(key)


def printed_place(meta: Any) -> tuple[str, str, str, str]:
    """The tournament, round, table and game as the code prints them from a document's
    ``meta`` (each cut to its room; "" for none)."""
    if not isinstance(meta, Mapping):
        meta = {}
    return tuple(_cut(meta.get(key), _limit(key)) for key in _PLACE)  # type: ignore[return-value]


def payload_segments(doc: Mapping[str, Any], digest: str | None = None) -> tuple[str, str]:
    """The alphanumeric head and the UTF-8 tail of the code printed on ``doc``'s sheet."""
    digest = digest or fingerprint(doc)
    head = f"{PREFIX}:{digest.upper()}:{printed_revision(doc)}"
    return head, "\n" + "\n".join(printed_place(doc.get("meta")))


def parse_payload(text: str) -> Mark | None:
    """The mark in a decoded QR text, or None when the code is not a protocol's: the
    whole text must be what :func:`payload_segments` prints (or the old-style code), its
    labels within their room.

    >>> parse_payload("https://example.org/?q=mafia-game/1:sha256:" + "ab" * 32) is None
    True
    >>> parse_payload("MP1:" + "AB" * 32 + ":1\\n…\\n1\\n1\\n1\\nextra") is None
    True
    """
    legacy = _LEGACY.fullmatch(text)
    if legacy:
        return Mark(legacy.group(1).lower())
    lines = text.replace("\r\n", "\n").split("\n")
    head = _HEAD.match(lines[0])
    if head is None or len(lines) > 1 + len(_PLACE):
        return None
    rest = [line.strip() for line in lines[1:]] + [""] * (1 + len(_PLACE) - len(lines))
    if any(len(label.encode("utf-8")) > _limit(key) for key, label in zip(_PLACE, rest)):
        return None
    return Mark(head.group(1).lower(), int(head.group(2)), *(label or None for label in rest))


_TYPED = str.maketrans({"O": "0", "Q": "0", "I": "1", "L": "1", "S": "5", "Z": "2", "G": "6"})


def parse_typed(text: str) -> str | None:
    """A fingerprint typed from the sheet (``BD27-50E7-406F``, with or without dashes,
    any case; letters that look like digits are read as those digits): its hex digits,
    lower case, or None when it is not 12 to 64 hex digits."""
    cleaned = re.sub(r"[\s\-–—_.:]", "", str(text)).upper().translate(_TYPED)
    if not re.fullmatch(r"[0-9A-F]{12,64}", cleaned):
        return None
    return cleaned.lower()
