"""The shapes of ``mafia-game/1``'s values, said once: each shape checks a value of a parsed
file (failing with one line that names the place, through ``values.Checker``) and describes
itself as JSON Schema.  The reader's checks and the committed schema files are both read off
the tables built from these (``document.py``, ``event_shapes.py``, ``boulevard.py``), so the
two can no longer say different things (``schema.py`` writes the files, a test compares).

Plain classes with ``__slots__``, not dataclasses: ``check`` of one file imports them all,
and a dataclass costs a generated ``__init__`` each (docs/architecture.md, "The game format").
"""
from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

from .errors import Path
from .messages import show
from .values import TIME_PATTERN, Check, Checker

Schema = dict[str, Any]


class Definitions:
    """What the schema being generated shares under ``$defs``, and the table it is for."""

    def __init__(self, last_seat: int) -> None:
        self.last_seat = last_seat
        self.defs: dict[str, Schema] = {}

    def ref(self, name: str, build: Callable[[], Schema]) -> Schema:
        if name not in self.defs:
            self.defs[name] = {}          # taken first: a definition may refer to itself
            self.defs[name] = build()
        return {"$ref": f"#/$defs/{name}"}


class Shape:
    """A value of the file: ``check`` refuses a wrong one, ``schema`` says the same for tools."""

    __slots__ = ()
    PYTHON = "Any"      # the type of the value in a typed record (records.py)

    def check(self, ck: Checker, value: Any, path: Path) -> None:
        raise NotImplementedError

    def schema(self, out: Definitions) -> Schema:
        raise NotImplementedError

    def python(self) -> str:
        return self.PYTHON


class Text(Shape):
    __slots__ = ()
    PYTHON = "str"

    def check(self, ck: Checker, value: Any, path: Path) -> None:
        ck.string(value, path)

    def schema(self, out: Definitions) -> Schema:
        return {"type": "string"}


class Flag(Shape):
    __slots__ = ()
    PYTHON = "bool"

    def check(self, ck: Checker, value: Any, path: Path) -> None:
        ck.boolean(value, path)

    def schema(self, out: Definitions) -> Schema:
        return {"type": "boolean"}


class Integer(Shape):
    """An integer from ``low``; up to ``high``, or to the table's last seat with ``to_last_seat``."""

    __slots__ = ("low", "high", "to_last_seat")
    PYTHON = "int"

    def __init__(self, low: int, high: int | None = None, to_last_seat: bool = False) -> None:
        self.low, self.high, self.to_last_seat = low, high, to_last_seat

    def check(self, ck: Checker, value: Any, path: Path) -> None:
        ck.integer(value, path, low=self.low, high=ck.last_seat if self.to_last_seat else self.high)

    def schema(self, out: Definitions) -> Schema:
        high = out.last_seat if self.to_last_seat else self.high
        return {"type": "integer", "minimum": self.low, **({"maximum": high} if high is not None else {})}


class Number(Shape):
    __slots__ = ("low", "high")
    PYTHON = "float"

    def __init__(self, low: float, high: float) -> None:
        self.low, self.high = low, high

    def check(self, ck: Checker, value: Any, path: Path) -> None:
        ck.number(value, path, self.low, self.high)

    def schema(self, out: Definitions) -> Schema:
        return {"type": "number", "minimum": self.low, "maximum": self.high}


class Choice(Shape):
    __slots__ = ("allowed",)
    PYTHON = "str"

    def __init__(self, *allowed: str) -> None:
        self.allowed = allowed

    def check(self, ck: Checker, value: Any, path: Path) -> None:
        ck.choice(value, path, self.allowed)

    def schema(self, out: Definitions) -> Schema:
        return {"enum": list(self.allowed)}


class Time(Shape):
    __slots__ = ()
    PYTHON = "str"

    def check(self, ck: Checker, value: Any, path: Path) -> None:
        ck.time(value, path)

    def schema(self, out: Definitions) -> Schema:
        return out.ref("time", lambda: {
            "description": "A clock reading: ISO 8601 date and time, with or without a UTC offset.",
            "type": "string", "pattern": f"^{TIME_PATTERN}$"})


class Seat(Shape):
    """A seat of the table; ``area`` names the messages' family (``event``, ``players``, ``awards``)."""

    __slots__ = ("area",)
    PYTHON = "int"

    def __init__(self, area: str = "event") -> None:
        self.area = area

    def check(self, ck: Checker, value: Any, path: Path) -> None:
        ck.seat(value, path, self.area)

    def schema(self, out: Definitions) -> Schema:
        return out.ref("seat", lambda: {"type": "integer", "minimum": 1, "maximum": out.last_seat})


class SeatOrNull(Seat):
    __slots__ = ()
    PYTHON = "int | None"

    def check(self, ck: Checker, value: Any, path: Path) -> None:
        ck.seat_or_null(value, path, self.area)

    def schema(self, out: Definitions) -> Schema:
        return out.ref("seatOrNull", lambda: {"anyOf": [Seat.schema(self, out), {"type": "null"}]})


class Seats(Seat):
    """Distinct seats; with ``size``, exactly that many (``code`` the message when not).
    ``size_first``: the count is said before a wrong seat (a best move's three seats)."""

    __slots__ = ("size", "code", "size_first")
    PYTHON = "Seats"

    def __init__(self, area: str = "event", size: int | None = None, code: str = "",
                 size_first: bool = False) -> None:
        super().__init__(area)
        self.size, self.code, self.size_first = size, code, size_first

    def check(self, ck: Checker, value: Any, path: Path) -> None:
        if self.size_first:
            ck.array(value, path)
            self._count(ck, value, path)
        ck.seats(value, path, self.area)
        if not self.size_first:
            self._count(ck, value, path)

    def _count(self, ck: Checker, value: list[Any], path: Path) -> None:
        if self.size is not None and len(value) != self.size:
            ck.fail(self.code, path, count=len(value))

    def schema(self, out: Definitions) -> Schema:
        listed = out.ref("seatList", lambda: {"type": "array", "items": Seat.schema(self, out),
                                              "uniqueItems": True})
        return listed if self.size is None else {**listed, "minItems": self.size, "maxItems": self.size}


class SeatMap(Seat):
    """An object keyed by seats written as strings ("1" up to the table's last seat)."""

    __slots__ = ("item",)

    def __init__(self, area: str, item: Shape) -> None:
        super().__init__(area)
        self.item = item

    def check(self, ck: Checker, value: Any, path: Path) -> None:
        ck.seat_map(value, path, self.area, self.item.check)

    def python(self) -> str:
        return f"Mapping[str, {self.item.python()}]"

    def schema(self, out: Definitions) -> Schema:
        keys = out.ref("seatKey", lambda: {"type": "string",
                                           "enum": [str(seat) for seat in range(1, out.last_seat + 1)]})
        return {"type": "object", "propertyNames": keys, "additionalProperties": self.item.schema(out)}


class Nullable(Shape):
    """``null`` or ``inner`` (a wrong value is told what ``inner`` expects)."""

    __slots__ = ("inner",)

    def __init__(self, inner: Shape) -> None:
        self.inner = inner

    def check(self, ck: Checker, value: Any, path: Path) -> None:
        if value is not None:
            self.inner.check(ck, value, path)

    def python(self) -> str:
        return f"{self.inner.python()} | None"

    def schema(self, out: Definitions) -> Schema:
        inner = self.inner.schema(out)
        if isinstance(inner.get("type"), str):
            return {**inner, "type": [inner["type"], "null"]}
        return {"anyOf": [{"type": "null"}, inner]}


class ListOf(Shape):
    __slots__ = ("item",)

    def __init__(self, item: Shape) -> None:
        self.item = item

    def check(self, ck: Checker, value: Any, path: Path) -> None:
        ck.array(value, path)
        for index, item in enumerate(value):
            self.item.check(ck, item, path + (index,))

    def python(self) -> str:
        return f"tuple[{self.item.python()}, ...]"

    def schema(self, out: Definitions) -> Schema:
        return {"type": "array", "items": self.item.schema(out)}


class MapOf(ListOf):
    """An object whose keys are free and whose values all have one shape."""

    __slots__ = ()

    def check(self, ck: Checker, value: Any, path: Path) -> None:
        ck.object(value, path)
        for key, item in value.items():
            self.item.check(ck, item, path + (key,))

    def python(self) -> str:
        return f"Mapping[str, {self.item.python()}]"

    def schema(self, out: Definitions) -> Schema:
        return {"type": "object", "additionalProperties": self.item.schema(out)}


class Rule:
    """A check across the fields of one object, and what JSON Schema says of it."""

    __slots__ = ("check", "schema")

    def __init__(self, check: Callable[[Checker, dict[str, Any], Path], None], schema: Schema) -> None:
        self.check, self.schema = check, schema


class Fields(Shape):
    """An object with known fields (checked in the file's own order; unknown ones are kept)."""

    __slots__ = ("fields", "required", "rules", "description", "_checks")
    PYTHON = "Mapping[str, Any]"

    def __init__(self, fields: Mapping[str, Shape], required: tuple[str, ...] = (),
                 rules: tuple[Rule, ...] = (), description: str = "") -> None:
        self.fields, self.required, self.rules, self.description = fields, required, rules, description
        self._checks: dict[str, Check] = {name: shape.check for name, shape in fields.items()}

    def check(self, ck: Checker, value: Any, path: Path) -> None:
        ck.object(value, path)
        self.check_fields(ck, value, path)

    def check_fields(self, ck: Checker, value: dict[str, Any], path: Path) -> None:
        ck.fields(value, path, self._checks, self.required)
        for rule in self.rules:
            rule.check(ck, value, path)

    def schema(self, out: Definitions) -> Schema:
        described = {"description": self.description} if self.description else {}
        return {**described, "type": "object", **self.body(out)}

    def body(self, out: Definitions) -> Schema:
        """``required``, ``properties`` and the rules' words, without ``"type"``."""
        body: Schema = {"required": list(self.required)} if self.required else {}
        if self.fields:
            body["properties"] = {name: shape.schema(out) for name, shape in self.fields.items()}
        for rule in self.rules:
            body.update(rule.schema)
        return body


class TextOr(Shape):
    """A plain line of text (an older file's), or ``inner``."""

    __slots__ = ("inner",)

    def __init__(self, inner: Shape) -> None:
        self.inner = inner

    def check(self, ck: Checker, value: Any, path: Path) -> None:
        if not isinstance(value, str):
            self.inner.check(ck, value, path)

    def schema(self, out: Definitions) -> Schema:
        return {"anyOf": [{"type": "string"}, self.inner.schema(out)]}


class Pattern(Shape):
    """A string in the form of ``pattern`` (and that ``accept`` takes), or ``code``, a
    message that explains the form; ``name`` shares its schema under ``$defs``."""

    __slots__ = ("pattern", "code", "name", "accept", "words", "compiled")
    PYTHON = "str"

    def __init__(self, pattern: str, code: str, name: str = "", accept: Callable[[str], bool] | None = None,
                 words: Schema | None = None) -> None:
        self.pattern, self.code, self.name, self.accept, self.words = pattern, code, name, accept, words or {}
        self.compiled = re.compile(pattern)

    def check(self, ck: Checker, value: Any, path: Path) -> None:
        ck.string(value, path)
        if not (self.compiled.fullmatch(value) and (self.accept is None or self.accept(value))):
            ck.fail(self.code, path, value=show(value))

    def schema(self, out: Definitions) -> Schema:
        def build() -> Schema:
            return {"type": "string", **self.words, "pattern": f"^({self.pattern})$"}
        return out.ref(self.name, build) if self.name else build()
