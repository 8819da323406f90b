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
import json
from collections.abc import Mapping
from typing import Any

import orjson

SIGNATURE_KEY = "signature"

# orjson writes, ten times faster, the very bytes of ``json.dumps`` below for what a game holds
# (a tournament's standings fingerprint every game: issue 28 §7). Where the two could part, the
# standard library writes: a number with a negative exponent or written as 0.0000… (Python
# writes 1e-05 and 1e-09, orjson 0.00001 and 1e-9), a null (orjson writes NaN and infinities as
# null, Python refuses them), and whatever orjson refuses (keys that are not strings, integers
# beyond 64 bits, subclasses, dates). tests/app/signing/test_canonical.py holds them together.
# (searched as plain bytes, a superset: "e-" and "0.0000" inside a string fall back too; a
# regular expression over every document cost more than the writing it saves)
_MAY_PART = (b"e-", b"0.0000", b"null")
_ORJSON = orjson.OPT_SORT_KEYS | orjson.OPT_PASSTHROUGH_SUBCLASS | orjson.OPT_PASSTHROUGH_DATETIME \
    | orjson.OPT_PASSTHROUGH_DATACLASS


def canonical_bytes(doc: Mapping[str, Any]) -> bytes:
    body = {k: v for k, v in doc.items() if k != SIGNATURE_KEY}
    try:
        fast = orjson.dumps(body, option=_ORJSON)
    except TypeError:            # orjson.JSONEncodeError is one
        fast = b"null"
    if not any(part in fast for part in _MAY_PART):
        return fast
    return reference_bytes(body)


def reference_bytes(body: Mapping[str, Any]) -> bytes:
    """The canonical form as the standard library writes it: the definition the fast path of
    :func:`canonical_bytes` must agree with."""
    text = json.dumps(body, ensure_ascii=False, sort_keys=True, separators=(",", ":"),
                      allow_nan=False)
    return text.encode("utf-8")


def fingerprint(doc: Mapping[str, Any]) -> str:
    """SHA-256 of the canonical form, 64 lowercase hex digits."""
    return hashlib.sha256(canonical_bytes(doc)).hexdigest()


def short_fingerprint(doc_or_hex: Mapping[str, Any] | str) -> str:
    """The first 12 hex digits in groups of four, upper case: short enough to read aloud
    or type, long enough that two archived games never share it by chance."""
    digest = doc_or_hex if isinstance(doc_or_hex, str) else fingerprint(doc_or_hex)
    head = digest[:12].upper()
    return "-".join(head[i:i + 4] for i in range(0, 12, 4))

