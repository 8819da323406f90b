"""Text from files, made safe for one line of a terminal.

A nickname or a file name is data: printed raw, an ESC sequence would colour the terminal
or set its title, a newline would split an output line in two, and a right-to-left
override would reorder what follows.  ``printable`` shows such characters as escapes
(``\\x1b``, ``\\n``, ``\\u202e``) and leaves every other character, Cyrillic included, alone.

>>> printable("Кот\\x1b[31m")
'Кот\\\\x1b[31m'
>>> printable("a\\nb.json")
'a\\\\nb.json'
>>> printable("\\u202eabc")
'\\\\u202eabc'
"""
from __future__ import annotations

import os
import re
from typing import Any

# C0 and C1 controls, DEL, and the bidirectional controls that reorder a line.
_UNSAFE = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]")
_NAMED = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def _escape(match: re.Match[str]) -> str:
    char = match.group()
    if char in _NAMED:
        return _NAMED[char]
    code = ord(char)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def printable(text: object) -> str:
    """``text`` with every control character escaped, for a terminal line."""
    value = text if isinstance(text, str) else os.fsdecode(text) if isinstance(text, bytes) else str(text)
    value = _UNSAFE.sub(_escape, value)
    # Lone surrogates (a file name that is not UTF-8) cannot be printed at all.
    if any(0xD800 <= ord(c) <= 0xDFFF for c in value):
        value = value.encode("utf-8", "backslashreplace").decode("utf-8")
    return value


def printable_lines(text: str) -> str:
    """Several lines (a table): each made printable, the line breaks kept."""
    return "\n".join(printable(line) for line in text.split("\n"))


def printable_strings(doc: Any) -> Any:
    """A copy of a JSON document whose every string (keys too) is :func:`printable`:
    what a table built from it prints is safe, and its columns still line up."""
    if isinstance(doc, str):
        return printable(doc)
    if isinstance(doc, dict):
        return {printable(k): printable_strings(v) for k, v in doc.items()}
    if isinstance(doc, list):
        return [printable_strings(v) for v in doc]
    return doc
