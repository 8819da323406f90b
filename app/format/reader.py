"""Reading a game file: bytes -> text -> JSON -> a validated document."""
from __future__ import annotations

import json
import os
import re
from typing import Any

from .document import validate_game
from .errors import GameFileError, Path, pointer
from .messages import Bi, json_reason, os_reason

# What json.loads rejects without saying where, found outside string literals.
_CONSTANT = re.compile(r'"(?:[^"\\]|\\.)*"|(-?Infinity|NaN)', re.DOTALL)
_LONG_NUMBER = re.compile(r'"(?:[^"\\]|\\.)*"|([0-9]{4300,})', re.DOTALL)


def load_game(path: str | os.PathLike) -> dict:
    source = os.fsdecode(path)
    if os.path.isdir(path):
        raise GameFileError("file.io", "", source,
                            {"reason": os_reason(IsADirectoryError())})
    try:
        with open(path, "rb") as file:
            data = file.read()
    except OSError as error:
        raise GameFileError("file.io", "", source, {"reason": os_reason(error)}) from error
    return loads_game(data, source)


def loads_game(text: str | bytes, source: str = "<string>") -> dict:
    return validate_game(parse_json(text, source), source)


def parse_json(text: str | bytes, source: str = "<string>") -> Any:
    """Strict JSON: no NaN/Infinity, no key written twice in one object."""
    if isinstance(text, (bytes, bytearray, memoryview)):
        text = _decode(bytes(text), source)
    elif not isinstance(text, str):
        raise TypeError(f"a game is read from str or bytes, not {type(text).__name__}")
    # A UTF-8 byte order mark is allowed by RFC 8259 and written by some Windows editors.
    text = text.removeprefix("\ufeff")
    twice: list[dict] = []  # objects with a key written twice, as the hook meets them
    try:
        doc = json.loads(text, object_pairs_hook=_object_hook(twice),
                         parse_constant=_reject_constant)
    except json.JSONDecodeError as error:
        _fail_syntax(source, error.lineno, error.colno, json_reason(error.msg))
    except _Constant:
        _fail_syntax(source, *_locate(text, _CONSTANT), json_reason("constant"))
    except ValueError:  # Python's limit on the digits of an int
        _fail_syntax(source, *_locate(text, _LONG_NUMBER), json_reason("long_number"))
    except RecursionError:
        _fail_syntax(source, 1, 1, json_reason("nesting"))
    if twice:
        raise GameFileError("json.duplicate_key", pointer(_first_duplicate(doc)), source)
    return doc


def _locate(text: str, pattern: re.Pattern) -> tuple[int, int]:
    found = next((m.start(1) for m in pattern.finditer(text) if m.group(1)), 0)
    return text.count("\n", 0, found) + 1, found - text.rfind("\n", 0, found)


def _decode(data: bytes, source: str) -> str:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        raise GameFileError("file.encoding", "", source,
                            {"line": line, "byte": f"{data[error.start]:02X}"}) from None


def _fail_syntax(source: str, line: int, column: int, reason: Bi):
    raise GameFileError("json.syntax", "", source,
                        {"line": line, "column": column, "reason": reason}) from None


class _Constant(ValueError):
    pass


def _reject_constant(name: str):
    raise _Constant(name)


class _Duplicated(dict):
    """An object in which ``key`` was written twice (json.loads would silently keep the last)."""

    key: str


def _object_hook(twice: list):
    def make(pairs: list[tuple[str, Any]]) -> dict:
        obj = dict(pairs)
        if len(obj) == len(pairs):
            return obj
        marked = _Duplicated(obj)
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                marked.key = key
                break
            seen.add(key)
        twice.append(marked)
        return marked
    return make


def _first_duplicate(doc: Any) -> Path:
    # Iterative, in document order: the document may be nested as deep as json allows.
    stack: list[tuple[Path, Any]] = [((), doc)]
    while stack:
        path, value = stack.pop()
        if isinstance(value, _Duplicated):
            return path + (value.key,)
        if isinstance(value, dict):
            stack.extend(reversed([(path + (key,), item) for key, item in value.items()]))
        elif isinstance(value, list):
            stack.extend(reversed([(path + (index,), item) for index, item in enumerate(value)]))
    raise AssertionError("a duplicated key was recorded but not found")
