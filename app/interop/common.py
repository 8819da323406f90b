"""What both readers share: loading foreign JSON files and checking their values, each
failure naming the file and the place in it."""
from __future__ import annotations

import os
from collections import Counter
from collections.abc import Collection, Iterable, Iterator, Sequence
from pathlib import Path
from typing import Any, NoReturn

from app.editions import SPORT, SPORT_DEAL
from app.format import FORMAT, GameFileError
from app.format.messages import os_reason
from app.format.reader import parse_json
from app.i18n import Phrase
from app.textsafe import printable

from .report import ForeignFileError, WithoutSource, describe

ROLE_COUNTS = SPORT_DEAL        # the other sites record sport games only

# What one foreign record may hold, checked before any of its facts is read: the reader
# replays the game at every dawn, so the work grows with days times facts, and a record
# far beyond a real game (megabytes of votes) must be refused at once, not after minutes.
# A real game ends within a dozen days; a player can collect four fouls and two technical
# fouls before leaving; the longest real record has a few hundred votes.
MAX_DAY = 20            # day and night numbers
MAX_FACTS = 1000        # votes, shots, checks, fouls, bonuses … of one game together
MAX_PER_PLAYER = 8      # one player's fouls, or technical fouls
MAX_VOTING_ROUND = 10   # the vote and its re-votes in one day


def load_json(path: Path) -> Any:
    source = os.fsdecode(path)
    try:
        data = path.read_bytes()
    except OSError as error:
        raise ForeignFileError("io", source, reason=os_reason(error)) from None
    # The strict reader of every command: no duplicate key, NaN, 1e999, 5,000-digit number,
    # lone surrogate or absurd nesting gets through to crash the conversion.
    try:
        return parse_json(data, source)
    except GameFileError as error:
        if error.code == "json.syntax":
            raise ForeignFileError("json", source, line=error.params["line"],
                                   column=error.params["column"]) from None
        # the reader's own words, without the file name
        raise ForeignFileError("io", source, reason=WithoutSource(error, f"{printable(source)}: ")) from None


def foreign_files(paths: Sequence[str | os.PathLike[str]]) -> Iterator[tuple[Path, ForeignFileError | None]]:
    """Each ``*.json`` file named or found in a folder, or the error of a path that gives none."""
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            found = sorted(p for p in path.rglob("*.json") if p.is_file())
            if not found:
                yield path, ForeignFileError("no_files", os.fsdecode(path))
            for item in found:
                yield item, None
        elif path.exists():
            yield path, None
        else:
            yield path, ForeignFileError("io", os.fsdecode(path), reason=Phrase("no such file or folder"))


class Where:
    """The place in a record, as a pointer like ``players[3].voting[1]``."""

    def __init__(self, source: str, base: str = "") -> None:
        self.source, self.base = source, base

    def at(self, *parts: str | int) -> Where:
        text = self.base
        for part in parts:
            text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else part)
        return Where(self.source, text)

    def fail(self, code: str, **params: Any) -> NoReturn:
        raise ForeignFileError(code, self.source, self.base, **params)

    def expect(self, ok: bool, expected: Phrase, value: Any) -> None:
        if not ok:
            self.fail("shape", expected=expected, found=describe(value))

    def obj(self, value: Any) -> dict[str, Any]:
        if not isinstance(value, dict):
            self.fail("shape", expected=Phrase("an object {…}"), found=describe(value))
        return value

    def array(self, value: Any) -> list[Any]:
        if not isinstance(value, list):
            self.fail("shape", expected=Phrase("a list […]"), found=describe(value))
        return value

    def integer(self, value: Any, low: int | None = None, high: int | None = None) -> int:
        if not isinstance(value, int) or isinstance(value, bool):
            self.fail("shape", expected=Phrase("an integer"), found=describe(value))
        if (low is not None and value < low) or (high is not None and value > high):
            self.fail("value", value=describe(value))
        return value

    def seat(self, value: Any) -> int:
        return self.integer(value, 1, SPORT.table.last_seat)

    def day(self, value: Any, low: int = 1) -> int:
        """A day's or a night's number, up to the MAX_DAY-th (``low`` 0 where the record
        counts from 0)."""
        return self.integer(value, low, MAX_DAY + low - 1)

    def text(self, value: Any) -> str:
        if not isinstance(value, str):
            self.fail("shape", expected=Phrase("a string"), found=describe(value))
        return value


def check_counts(where: Where, lists: Iterable[tuple[Where, Any, int]]) -> None:
    """Refuses a record whose lists (each with its own limit) hold more than a real game's
    facts, or more than MAX_FACTS together; only the lengths are looked at."""
    total = 0
    for here, value, limit in lists:
        if isinstance(value, (list, dict)):
            if len(value) > limit:
                here.fail("limit", count=len(value), limit=limit)
            total += len(value)
    if total > MAX_FACTS:
        where.fail("limit", count=total, limit=MAX_FACTS)


def known(value: Any, names: Collection[Any]) -> bool:
    """``value in names`` for a value of any JSON kind (a list or an object is never a name)."""
    return isinstance(value, (str, int)) and not isinstance(value, bool) and value in names


def check_roles(players: list[dict[str, Any]], where: Where) -> None:
    found = Counter(p["role"] for p in players)
    if found != Counter(ROLE_COUNTS):
        where.fail("roles", **{role: found[role] for role in ROLE_COUNTS})


def head(ruleset: Any, meta: dict[str, Any], players: list[dict[str, Any]]) -> dict[str, Any]:
    return {"format": FORMAT, "ruleset": ruleset, "meta": meta, "players": players}


def ruleset_of(options: dict[str, Any]) -> Any:
    return {"preset": "league", "options": options} if options else "league"
