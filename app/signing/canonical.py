"""The canonical form of a game document: the bytes a signature and a fingerprint cover.

Keys sorted, no whitespace, UTF-8 (no ``\\u`` escapes for Cyrillic), and the top-level
``"signature"`` object left out, so that signing a file does not change what was signed.
Numbers are written as Python's ``json`` writes them (``0.4``, ``1``), which is stable for
everything a ``mafia-game/1`` file holds.

>>> canonical_bytes({"b": [1, 2], "a": "Ёж", "signature": {"value": "..."}})
b'{"a":"\\xd0\\x81\\xd0\\xb6","b":[1,2]}'
>>> fingerprint({"a": 1}) == fingerprint({"a": 1, "signature": {"x": 1}})
True
>>> short_fingerprint({"a": 1})
'015A-BD7F-5CC5'
"""
from __future__ import annotations

import hashlib
from collections.abc import Mapping
from typing import Any

from app.jsonwriting import reference_text, sorted_bytes

SIGNATURE_KEY = "signature"

def canonical_bytes(doc: Mapping[str, Any]) -> bytes:
    """Written by orjson where it writes the standard library's very bytes (app.jsonwriting)."""
    return sorted_bytes({k: v for k, v in doc.items() if k != SIGNATURE_KEY})


def reference_bytes(body: Mapping[str, Any]) -> bytes:
    """The canonical form as the standard library writes it: the definition the fast path of
    :func:`canonical_bytes` must agree with."""
    return reference_text(body, sort_keys=True).encode("utf-8")


def fingerprint(doc: Mapping[str, Any]) -> str:
    """SHA-256 of the canonical form, 64 lowercase hex digits."""
    return hashlib.sha256(canonical_bytes(doc)).hexdigest()


def short_fingerprint(doc_or_hex: Mapping[str, Any] | str) -> str:
    """The first 12 hex digits in groups of four, upper case: short enough to read aloud
    or type, long enough that two archived games never share it by chance."""
    digest = doc_or_hex if isinstance(doc_or_hex, str) else fingerprint(doc_or_hex)
    head = digest[:12].upper()
    return "-".join(head[i:i + 4] for i in range(0, 12, 4))

