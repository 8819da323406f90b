"""Other systems' game records in and out: mafiaratings and Polemica.  No Qt here.

``read_games`` turns foreign records into ``mafia-game/1`` documents, each with a
``source`` block (where it came from, what was inferred) and the notes of what could not
be carried across; ``to_mafiaratings`` writes a game in the form mafiaratings' API takes.

>>> from app.sport import sample_game
>>> record, notes = to_mafiaratings(sample_game())
>>> record["winner"], record["rules"], len(record["players"])
('civ', '0000000000000', 10)
"""
from __future__ import annotations

import os
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any

from app.i18n import Phrase
from app.textsafe import printable

from .anomalies import anomalies
from .common import Where, foreign_files, load_json
from .mafiaratings_writer import to_mafiaratings
from .report import ForeignFileError, Notes, WithoutSource

if TYPE_CHECKING:
    from app.format import GameFileError
    from app.kernel.findings import Finding

SYSTEMS = ("mafiaratings", "polemica")

__all__ = ["SYSTEMS", "Converted", "ForeignFileError", "Notes", "read_file", "read_games",
           "to_mafiaratings"]


@dataclass
class Converted:
    source: str      # the foreign file
    place: str       # the game's place in it ("" when the file is one game)
    name: str        # a file name for the converted game
    doc: dict[str, Any]
    notes: Notes
    # what the judge must hear about the converted game (app/interop/anomalies.py)
    findings: list[Finding] = field(default_factory=list)


def _reader(system: str) -> ModuleType:
    if system == "mafiaratings":
        from . import mafiaratings
        return mafiaratings
    if system == "polemica":
        from . import polemica
        return polemica
    raise ValueError(f"unknown system {system!r}")


def read_file(path: str | os.PathLike[str], system: str) -> list[Converted]:
    """Every game in one foreign file; ForeignFileError at the first one that cannot be read."""
    from app.format import GameFileError, validate_game

    module, other = _reader(system), _reader(SYSTEMS[1 - SYSTEMS.index(system)])
    path = Path(path)
    source = os.fsdecode(path)
    data = load_json(path)
    found = module.records(data, Where(source))
    if not found:
        raise ForeignFileError("empty", source)
    out = []
    for index, (record, where) in enumerate(found):
        if not module.is_record(record) and other.is_record(record):
            where.fail("system", found=SYSTEMS[1 - SYSTEMS.index(system)], expected=system)
        try:
            doc, notes = module.read_record(record, where)
            validate_game(doc, source)
        except ForeignFileError:
            raise
        except GameFileError as error:
            where.fail("value", value=_without_source(error, source))
        except RecursionError as error:
            where.fail("value", value=str(error))
        except Exception as error:   # noqa: BLE001 - a record odd in a way the checks did not foresee
            where.fail("value", value=f"{type(error).__name__}: {error}")
        name = path.stem if len(found) == 1 else f"{path.stem}-{index + 1}"
        out.append(Converted(source, where.base, f"{name}.json", doc, notes, anomalies(doc)))
    return out


def _without_source(error: GameFileError, source: str) -> Phrase:
    """The format's own words about a converted game, without the file name the line
    already starts with, worded in the message's language."""
    return Phrase.worded_by(WithoutSource(error, f"{printable(source)}: "), "pick")


def read_games(paths: Sequence[str | os.PathLike[str]], system: str) -> Iterator[Converted | ForeignFileError]:
    """Each game of the files and folders given, or the error of a file that cannot be read."""
    for path, problem in foreign_files(paths):
        if problem is not None:
            yield problem
            continue
        try:
            yield from read_file(path, system)
        except ForeignFileError as error:
            yield error
