"""Reading a game file: bytes -> text -> JSON -> a validated document."""
from __future__ import annotations

import json
import os
import re
from collections.abc import Callable
from typing import Any, NoReturn

from app.i18n import Phrase

from ..paths import read_regular
from .document import validate_game
from .errors import GameFileError, Path, pointer
from .limits import MAX_DEPTH, MAX_FILE_BYTES
from .messages import json_reason, os_reason

# What json.loads rejects without saying where, found outside string literals.
_CONSTANT = re.compile(r'"(?:[^"\\]|\\.)*"|(-?Infinity|NaN)', re.DOTALL)
_LONG_NUMBER = re.compile(r'"(?:[^"\\]|\\.)*"|([0-9]{4300,})', re.DOTALL)
_HUGE_NUMBER = re.compile(r'"(?:[^"\\]|\\.)*"|(-?[0-9][0-9.]*[eE][+-]?[0-9]+|-?[0-9]{309,}(?:\.[0-9]*)?)',
                          re.DOTALL)
_SURROGATE = re.compile(r"[\ud800-\udfff]")
# A surrogate in the parsed document comes from an escape in the text, or was in a str given.
_SURROGATE_TEXT = re.compile(r"[\ud800-\udfff]|\\u[dD][89a-fA-F]")


def load_game(path: str | os.PathLike[str]) -> dict[str, Any]:
    source = os.fsdecode(path)
    if os.path.isdir(path):
        raise GameFileError("file.io", "", source,
                            {"reason": os_reason(IsADirectoryError())})
    try:
        # A regular file only (a pipe would make the reader wait forever), and one byte past
        # the limit: enough to know, never the whole of a huge file.
        data = read_regular(path, MAX_FILE_BYTES)
    except OSError as error:
        raise GameFileError("file.io", "", source, {"reason": os_reason(error)}) from error
    return loads_game(data, source)


def loads_game(text: str | bytes, source: str = "<string>") -> dict[str, Any]:
    return validate_game(parse_json(text, source), source)


def parse_json(text: str | bytes, source: str = "<string>") -> Any:
    """Strict JSON, the one reader of every command: no NaN/Infinity, no number beyond a
    float's range, no key written twice in one object, no lone surrogate, no nesting
    beyond MAX_DEPTH, no file beyond MAX_FILE_BYTES."""
    if len(text) > MAX_FILE_BYTES:
        raise GameFileError("file.too_large", "", source, {"size": len(text), "limit": MAX_FILE_BYTES})
    if isinstance(text, (bytes, bytearray, memoryview)):
        text = _decode(bytes(text), source)
    elif not isinstance(text, str):
        raise TypeError(f"a game is read from str or bytes, not {type(text).__name__}")
    # A UTF-8 byte order mark is allowed by RFC 8259 and written by some Windows editors.
    text = text.removeprefix("\ufeff")
    twice: list[dict[str, Any]] = []  # objects with a key written twice, as the hook meets them
    try:
        doc = json.loads(text, object_pairs_hook=_object_hook(twice),
                         parse_constant=_reject_constant, parse_float=_finite)
    except json.JSONDecodeError as error:
        _fail_syntax(source, error.lineno, error.colno, json_reason(error.msg))
    except _Constant:
        _fail_syntax(source, *_locate(text, _CONSTANT), json_reason("constant"))
    except _Infinite:
        _fail_syntax(source, *_locate(text, _HUGE_NUMBER, _is_infinite), json_reason("out_of_range"))
    except ValueError:  # Python's limit on the digits of an int
        _fail_syntax(source, *_locate(text, _LONG_NUMBER), json_reason("long_number"))
    except RecursionError:
        _fail_syntax(source, 1, 1, json_reason("nesting"))
    if twice:
        raise GameFileError("json.duplicate_key", pointer(_first_duplicate(doc)), source)
    # The walk that names the place runs only when a quick look says there is something.
    if _SURROGATE_TEXT.search(text) or _too_deep(doc):
        _check_text(doc, source)
    return doc


def _too_deep(doc: Any) -> bool:
    stack = [(doc, 0)] if type(doc) in (dict, list) else []
    while stack:
        node, depth = stack.pop()
        if depth > MAX_DEPTH:
            return True
        children = node.values() if type(node) is dict else node
        stack.extend((child, depth + 1) for child in children if type(child) in (dict, list))
    return False


def _check_text(doc: Any, source: str) -> None:
    """No lone surrogate in a key or a string (json accepts ``"\\ud800"``; nothing can
    write it as UTF-8 afterwards), and no nesting deeper than MAX_DEPTH.  Iterative: the
    document may be as deep as json allows."""
    stack: list[tuple[Path, Any]] = [((), doc)]
    while stack:
        path, value = stack.pop()
        if len(path) > MAX_DEPTH:
            raise GameFileError("json.depth", pointer(path[:MAX_DEPTH]), source, {"limit": MAX_DEPTH})
        if isinstance(value, str):
            _no_surrogate(value, path, source)
        elif isinstance(value, dict):
            for key, item in value.items():
                _no_surrogate(key, path + (key,), source)
                stack.append((path + (key,), item))
        elif isinstance(value, list):
            stack.extend((path + (index,), item) for index, item in enumerate(value))


def _no_surrogate(text: str, path: Path, source: str) -> None:
    found = _SURROGATE.search(text)
    if found:
        # The key itself cannot be shown in the pointer: name its parent.
        where = path[:-1] if path and path[-1] == text else path
        raise GameFileError("json.surrogate", pointer(where), source, {"code": ord(found.group())})


def _locate(text: str, pattern: re.Pattern[str], wanted: Callable[[str], bool] = bool) -> tuple[int, int]:
    found = next((m.start(1) for m in pattern.finditer(text) if m.group(1) and wanted(m.group(1))), 0)
    return text.count("\n", 0, found) + 1, found - text.rfind("\n", 0, found)


def _decode(data: bytes, source: str) -> str:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        raise GameFileError("file.encoding", "", source,
                            {"line": line, "byte": f"{data[error.start]:02X}"}) from None


def _fail_syntax(source: str, line: int, column: int, reason: Phrase) -> NoReturn:
    raise GameFileError("json.syntax", "", source,
                        {"line": line, "column": column, "reason": reason}) from None


class _Constant(ValueError):
    pass


def _reject_constant(name: str) -> NoReturn:
    raise _Constant(name)


class _Infinite(ValueError):
    pass


def _is_infinite(text: str) -> bool:
    try:
        return float(text) in (float("inf"), float("-inf"))
    except ValueError:
        return False


def _finite(text: str) -> float:
    value = float(text)
    if value in (float("inf"), float("-inf")):
        raise _Infinite(text)
    return value


class _Duplicated(dict[str, Any]):
    """An object in which ``key`` was written twice (json.loads would silently keep the last)."""

    key: str


def _object_hook(twice: list[dict[str, Any]]) -> Callable[[list[tuple[str, Any]]], dict[str, Any]]:
    def make(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
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
