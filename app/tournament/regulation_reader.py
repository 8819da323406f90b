"""Typed access to a regulation's TOML tables, each mistake named with its place
(``points.win: expected a number``), for app/tournament/regulation.py."""
from __future__ import annotations

import math
from typing import Any

from app.i18n import DEFAULT, Phrase

from .texts import message


class RegulationError(ValueError):
    """A regulation that cannot be found, read or understood."""

    def __init__(self, code: str, **params: Any) -> None:
        self.code, self.params = code, params
        super().__init__(self.message(DEFAULT))

    def message(self, lang: str = "ru") -> str:
        return message(self.code, lang, **self.params)


class Reader:
    """Typed access to a parsed TOML table that names the place of any mistake."""

    def __init__(self, source: str) -> None:
        self.source = source

    def fail(self, where: str, reason: str) -> RegulationError:
        return RegulationError("regulation.invalid", source=self.source, where=where, reason=reason)

    def table(self, data: dict, key: str, where: str, allowed: tuple[str, ...]) -> dict:
        value = data.get(key, {})
        if not isinstance(value, dict):
            raise self.fail(where, "expected a table")
        unknown = sorted(set(value) - set(allowed))
        if unknown:
            raise self.fail(f"{where}.{unknown[0]}", f"unknown key (allowed: {', '.join(allowed)})")
        return value

    def number(self, data: dict, key: str, where: str, default: float | None = None,
               low: float | None = None, high: float | None = None) -> float | None:
        value = data.get(key, default)
        if value is None:
            return None
        # TOML has inf and nan: no regulation means them (an infinite base crashed the standings).
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
            raise self.fail(f"{where}.{key}", "expected a number")
        if (low is not None and value < low) or (high is not None and value > high):
            raise self.fail(f"{where}.{key}", f"{value} is outside {low} … {high}")
        return float(value)

    def amount(self, data: dict, key: str, where: str, default: float,
               low: float | None = None, high: float | None = None) -> float:
        """A number the regulation may leave out, then ``default``."""
        value = self.number(data, key, where, default, low, high)
        return default if value is None else value

    def text(self, data: dict, key: str, where: str, choices: tuple[str, ...] | None = None,
             default: str | None = None) -> str:
        value = data.get(key, default)
        if not isinstance(value, str) or not value.strip():
            raise self.fail(f"{where}.{key}", "expected a text")
        if choices and value not in choices:
            raise self.fail(f"{where}.{key}", f'"{value}" is not one of {", ".join(choices)}')
        return value

    def numbers(self, data: dict, key: str, where: str, sign: int) -> tuple[float, ...] | None:
        value = data.get(key)
        if value is None:
            return None
        if not isinstance(value, list) or not value:
            raise self.fail(f"{where}.{key}", "expected a non-empty list of numbers")
        out = []
        for i, v in enumerate(value):
            if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v) or v * sign <= 0:
                raise self.fail(f"{where}.{key}[{i}]", "expected a positive number" if sign > 0
                                else "expected a negative number")
            out.append(float(v))
        return tuple(out)

    def both(self, data: dict, key: str) -> Phrase | None:
        """An optional text: one text, a catalogue text { msgid = "…" }, or the text in each
        language the file writes ({ ru = "…", en = "…" }), as ``Phrase.data`` reads them."""
        value = data.get(key)
        if value is None:
            return None
        try:
            return Phrase.data(value)
        except ValueError:
            raise self.fail(key, 'expected a text, { msgid = "…" } or { ru = "…", en = "…" }') from None
