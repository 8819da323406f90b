"""Strict validation of a parsed ``mafia-game/1`` document.

The first problem found raises.  Fields are checked in the file's own order so that the
error points at the first bad place a reader of the file would meet.  The top-level fields
are one table of shapes (``sections.SECTIONS``), from which ``schema.py`` also writes the
JSON Schema.
"""
from __future__ import annotations

import importlib
from collections.abc import Iterator, Mapping
from types import ModuleType
from typing import Any

from app.editions import CLUB, find_edition

from .limits import check_limits
from .messages import describe, show
from .sections import TOP, phase_name
from .values import Checker

__all__ = ["ADDITIONS", "FORMAT", "phase_name", "validate_game"]

FORMAT = "mafia-game/1"


class _Additions(Mapping[str, ModuleType]):
    """What an edition adds to ``mafia-game/1`` (a module with ``prepare`` and ``TOP``), by
    its name in the registry; imported when a file of that edition is first read, so that
    ``check`` of a sport game does not load the club's roles (issue 40 §6)."""

    def __init__(self, modules: dict[str, str]) -> None:
        self._modules = modules

    def __getitem__(self, edition: str) -> ModuleType:
        return importlib.import_module(self._modules[edition], __package__)

    def __iter__(self) -> Iterator[str]:
        return iter(self._modules)

    def __len__(self) -> int:
        return len(self._modules)


ADDITIONS = _Additions({CLUB.name: ".boulevard"})


def validate_game(doc: Any, source: str = "<string>") -> dict[str, Any]:
    """Raises GameFileError unless ``doc`` is a valid game; returns ``doc`` itself, untouched."""
    ck = Checker(source)
    if not isinstance(doc, dict):
        ck.fail("document.type", (), found=describe(doc))
    # The version comes first wherever it is written: without it nothing else has a meaning.
    if "format" not in doc:
        ck.fail("format.missing", ("format",))
    if not (isinstance(doc["format"], str) and doc["format"] == FORMAT):
        ck.fail("format.version", ("format",), value=show(doc["format"]))
    check_limits(doc, source)
    top = TOP
    extension = ADDITIONS.get(find_edition(doc.get("ruleset")).name)
    if extension is not None:     # what the edition adds to the format (docs/format-boulevard.md)
        extension.prepare(ck, doc)
        top = extension.TOP
    top.check_fields(ck, doc, ())
    return doc
