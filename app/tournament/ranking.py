"""The order of a table's rows: the regulation's tie-breakers, one after another, then
lots where it draws them (seeded, so that the same games under the same regulation always
draw the same lots), else a shared place.  The standings of a tournament and of each of
its stages rank their rows here."""
from __future__ import annotations

import hashlib
import random
from dataclasses import dataclass

from .games import TournamentGame
from .issues import Issue
from .regulation import LOTS, Regulation
from .roster import normalize
from .rows import PlayerRow


@dataclass(frozen=True)
class LotsDraw:
    places: tuple[int, int]
    before: tuple[str, ...]       # the tied players' keys, in name order
    order: tuple[str, ...]        # the order the lots gave


def default_lots_seed(games: list[TournamentGame], reg: Regulation) -> int:
    """The same games under the same regulation always draw the same lots."""
    digest = hashlib.sha256("\n".join(sorted(g.fingerprint for g in games) + [reg.key]).encode())
    return int(digest.hexdigest()[:12], 16)


def _order_key(row: PlayerRow, reg: Regulation) -> tuple:
    return tuple(-row.value(t.key) if t.descending else row.value(t.key) for t in reg.tie_breakers)


def rank(rows: list[PlayerRow], reg: Regulation, seed: int) -> tuple[list[PlayerRow], list[LotsDraw], list[Issue]]:
    """``rows`` in order with their places and what decided each (a tie-breaker's key, or
    lots), the lots drawn with ``seed``, and an issue for each draw or shared place."""
    keys = {r.key: _order_key(r, reg) for r in rows}
    rows.sort(key=lambda r: (keys[r.key], normalize(r.name), r.key))
    groups: list[list[PlayerRow]] = []
    for r in rows:
        if groups and keys[groups[-1][0].key] == keys[r.key]:
            groups[-1].append(r)
        else:
            groups.append([r])
    rng = random.Random(seed)
    out: list[PlayerRow] = []
    draws: list[LotsDraw] = []
    issues: list[Issue] = []
    for group in groups:
        first = len(out) + 1
        last = first + len(group) - 1
        places = f"{first}–{last}"
        if len(group) > 1 and reg.lots:
            before = tuple(r.key for r in group)
            drawn = list(group)
            rng.shuffle(drawn)
            draws.append(LotsDraw((first, last), before, tuple(r.key for r in drawn)))
            issues.append(Issue("info", "lots.drawn", params=(
                ("places", places), ("seed", seed), ("order", ", ".join(r.name for r in drawn)))))
            for n, r in enumerate(drawn):
                r.place, r.place_label, r.lot = first + n, str(first + n), n + 1
                r.decided_by = LOTS if n else None
            group = drawn
        elif len(group) > 1:
            issues.append(Issue("info", "tie.shared", params=(
                ("places", places), ("players", ", ".join(r.name for r in group)))))
            for r in group:
                r.place, r.place_label, r.lot, r.decided_by = first, places, None, None
        else:
            group[0].place, group[0].place_label, group[0].lot = first, str(first), None
        if out:
            group[0].decided_by = _decided_by(out[-1], group[0], reg, keys)
        out.extend(group)
    if out:
        out[0].decided_by = None
    return out, draws, issues


def _decided_by(above: PlayerRow, below: PlayerRow, reg: Regulation, keys: dict) -> str | None:
    a, b = keys[above.key], keys[below.key]
    for t, x, y in zip(reg.tie_breakers, a, b):
        if x != y:
            return t.key
    return LOTS if reg.lots else None
