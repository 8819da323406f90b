"""Checks of single values.  Every failure raises at the exact place in the document."""
from __future__ import annotations

import math
import re
from collections.abc import Callable, Mapping
from datetime import datetime
from typing import Any, NoReturn, cast

from app.editions import SPORT

from .errors import GameFileError, Path, pointer
from .messages import describe, seat_kind, show

SEATS = SPORT.table.seat_numbers()       # a sport table's seats (another edition says its own)
_SEAT_KEY = re.compile(r"[1-9][0-9]?")

# A field check: (checker, value, path of the value).
Check = Callable[["Checker", Any, Path], None]


def is_int(value: Any) -> bool:
    # JSON true/false arrive as bool, which Python counts as int.
    return isinstance(value, int) and not isinstance(value, bool)


TIME_PATTERN = (r"[0-9]{4}-[0-9]{2}-[0-9]{2}[T ][0-9]{2}:[0-9]{2}(:[0-9]{2}(\.[0-9]{1,6})?)?"
                r"(Z|[+-][0-9]{2}:?[0-9]{2})?")
_TIME = re.compile(TIME_PATTERN)


def is_time(text: str) -> bool:
    # The pattern keeps out what fromisoformat would also take ("20261129", week dates).
    if not _TIME.fullmatch(text):
        return False
    try:
        datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        return False
    return True


class Checker:
    def __init__(self, source: str) -> None:
        self.source = source
        self.last_seat = SPORT.table.last_seat    # another edition's table says its own (document.py)

    def fail(self, code: str, path: Path, **params: Any) -> NoReturn:
        raise GameFileError(code, pointer(path), self.source, params)

    def expect(self, ok: bool, kind: str, value: Any, path: Path) -> None:
        if not ok:
            self.fail("field.type", path, expected=seat_kind(kind, self.last_seat), found=describe(value))

    def fields(self, obj: dict[str, Any], path: Path, checks: Mapping[str, Check],
               required: tuple[str, ...] = ()) -> None:
        """Checks the known fields in the file's own order; unknown ones are left alone."""
        for key, value in obj.items():
            check = checks.get(key)
            if check is not None:
                check(self, value, path + (key,))
        for key in required:
            if key not in obj:
                self.fail("field.missing", path + (key,))

    # The checks below run a few hundred times a game (an import validates a million):
    # expect()'s test is written out in each.
    def object(self, value: Any, path: Path) -> dict[str, Any]:
        if not isinstance(value, dict):
            self.expect(False, "object", value, path)
        return cast(dict[str, Any], value)

    def array(self, value: Any, path: Path) -> list[Any]:
        if not isinstance(value, list):
            self.expect(False, "array", value, path)
        return cast(list[Any], value)

    def string(self, value: Any, path: Path) -> str:
        if not isinstance(value, str):
            self.expect(False, "string", value, path)
        return cast(str, value)

    def boolean(self, value: Any, path: Path) -> None:
        self.expect(isinstance(value, bool), "boolean", value, path)

    def number(self, value: Any, path: Path, low: float | None = None, high: float | None = None) -> None:
        ok = (is_int(value) or isinstance(value, float)) and math.isfinite(value)
        self.expect(ok, "number", value, path)
        if (low is not None and value < low) or (high is not None and value > high):
            self.fail("field.range", path, value=show(value), allowed=f"{show(low)}–{show(high)}")

    def integer(self, value: Any, path: Path, low: int | None = None, high: int | None = None) -> None:
        self.expect(is_int(value), "integer", value, path)
        if (low is not None and value < low) or (high is not None and value > high):
            allowed = f"{low}–{high}" if high is not None else f"≥ {low}"
            self.fail("field.range", path, value=show(value), allowed=allowed)

    def time(self, value: Any, path: Path) -> None:
        """An ISO 8601 date and time (a clock reading, with or without a UTC offset)."""
        self.string(value, path)
        if not is_time(value):
            self.fail("field.time", path, value=show(value))

    def choice(self, value: Any, path: Path, allowed: tuple[str, ...]) -> None:
        self.string(value, path)
        if value not in allowed:
            self.fail("field.enum", path, value=show(value), allowed=", ".join(allowed))

    def seat(self, value: Any, path: Path, area: str) -> None:
        if not isinstance(value, int) or isinstance(value, bool):       # is_int()
            self.expect(False, "seat", value, path)
        if not 1 <= value <= self.last_seat:
            self.fail(f"{area}.seat_range", path, value=value, last=self.last_seat)

    def seat_or_null(self, value: Any, path: Path, area: str) -> None:
        if value is not None:
            self.expect(is_int(value), "seat_or_null", value, path)
            self.seat(value, path, area)

    def seats(self, value: Any, path: Path, area: str) -> None:
        """A list of distinct seats."""
        self.array(value, path)
        for index, seat in enumerate(value):
            self.seat(seat, path + (index,), area)
            if seat in value[:index]:
                self.fail(f"{area}.seat_repeated", path + (index,), value=seat)

    def seat_map(self, value: Any, path: Path, area: str, check: Check) -> None:
        """An object keyed by seats as strings ("1".."10", or up to the table's last seat)."""
        self.object(value, path)
        for key, item in value.items():
            if not (_SEAT_KEY.fullmatch(key) and int(key) <= self.last_seat):
                self.fail(f"{area}.seat_key", path + (key,), value=show(key), last=self.last_seat)
            check(self, item, path + (key,))
