"""Compact JSON as the standard library writes it, written by orjson where the two agree.

A signature, a fingerprint and the archive's stored text are all defined by ``json.dumps``
(compact, UTF-8 without ``\\u`` escapes for Cyrillic, NaN refused).  orjson writes the very
same bytes ten times faster for what a game holds (a tournament's standings fingerprint
every game, issue 28; an import writes and fingerprints a million, issue 41).  Where the two
could part, the standard library writes: a number with a negative exponent or written as
0.0000… (Python writes 1e-05 and 1e-09, orjson 0.00001 and 1e-9), a null (orjson writes NaN
and infinities as null, Python refuses them), and whatever orjson refuses (keys that are not
strings, integers beyond 64 bits, subclasses, dates).  Searched as plain bytes, a superset:
"e-" and "0.0000" inside a string fall back too; a regular expression over every document
cost more than the writing it saves.  tests/app/test_jsonwriting.py holds the two together.

>>> sorted_bytes({"b": [1, 2], "a": "Ёж"})
b'{"a":"\\xd0\\x81\\xd0\\xb6","b":[1,2]}'
>>> compact_text({"b": 1e-05, "a": None})
'{"b":1e-05,"a":null}'
"""
from __future__ import annotations

import json
from typing import Any

import orjson

_MAY_PART = (b"e-", b"0.0000", b"null")
_PASSTHROUGH = orjson.OPT_PASSTHROUGH_SUBCLASS | orjson.OPT_PASSTHROUGH_DATETIME | orjson.OPT_PASSTHROUGH_DATACLASS


def reference_text(value: Any, *, sort_keys: bool = False) -> str:
    """The definition: what :func:`sorted_bytes` and :func:`compact_text` must agree with."""
    return json.dumps(value, ensure_ascii=False, sort_keys=sort_keys, separators=(",", ":"), allow_nan=False)


def _fast(value: Any, option: int) -> bytes | None:
    try:
        written = orjson.dumps(value, option=option)
    except TypeError:            # orjson.JSONEncodeError is one
        return None
    return None if any(part in written for part in _MAY_PART) else written


def sorted_bytes(value: Any) -> bytes:
    """``value`` compact with its keys sorted, as UTF-8 (raises as ``json.dumps`` does)."""
    fast = _fast(value, _PASSTHROUGH | orjson.OPT_SORT_KEYS)
    return fast if fast is not None else reference_text(value, sort_keys=True).encode("utf-8")


def compact_text(value: Any) -> str:
    """``value`` compact, its keys in their own order (raises as ``json.dumps`` does)."""
    fast = _fast(value, _PASSTHROUGH)
    return fast.decode("utf-8") if fast is not None else reference_text(value)


__all__ = ["compact_text", "reference_text", "sorted_bytes"]
