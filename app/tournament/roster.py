"""Who the players are: one normalisation of nicknames for the standings and the grid,
and the look-alikes a tired secretary misses.

Case, runs of spaces and ё/е are merged (as the archive does).  What is not merged but
flagged: a nickname mixing Cyrillic and Latin letters ("Вoрон" with a Latin o), two
nicknames one edit apart, a player whose count of games differs from the seating (or,
without one, from what most players have), and a seat taken by someone the seating
put elsewhere ("не по рассадке").

>>> normalize("  Ёжик   в  Тумане ") == normalize("ежик в тумане")
True
>>> mixed_script("Вoрон"), mixed_script("Ворон"), mixed_script("Mr Ёж")
('o', '', '')
>>> player_key("Вoрон") == player_key("ворон"), player_key("Bоris") == player_key("boris")
(True, True)
>>> one_edit_apart("ворон", "вороня"), one_edit_apart("ворон", "вор"), one_edit_apart("лиса", "лида")
(True, False, True)
>>> one_edit_apart("игрок 07", "игрок 08"), one_edit_apart("игрок 1", "игрок 11")
(False, False)
"""
from __future__ import annotations

import unicodedata
from collections import Counter
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from .issues import Issue

# Letters of one script that look like the other's: what a mixed word was meant to be.
_LATIN, _CYRILLIC = "aceopxyABCEHKMOPTXk", "асеорхуАВСЕНКМОРТХк"
_TO_CYRILLIC = str.maketrans(_LATIN, _CYRILLIC)
_TO_LATIN = str.maketrans(_CYRILLIC, _LATIN)


def normalize(name: str) -> str:
    return " ".join(name.casefold().replace("ё", "е").split())


def _script(ch: str) -> str | None:
    if not ch.isalpha():
        return None
    name = unicodedata.name(ch, "")
    if name.startswith("CYRILLIC"):
        return "cyrillic"
    if name.startswith("LATIN"):
        return "latin"
    return None


@lru_cache(maxsize=4096)
def mixed_script(name: str) -> str:
    """The Latin letters of a word that is otherwise Cyrillic (or the Cyrillic ones of
    a Latin word); empty when each word keeps to one script."""
    odd = []
    for word in name.split():
        scripts = [s for s in map(_script, word) if s]
        if len(set(scripts)) < 2:
            continue
        minority = min(("cyrillic", "latin"), key=scripts.count)
        odd += [ch for ch in word if _script(ch) == minority]
    return "".join(odd)


def unmix(name: str) -> str:
    """Each word in its own script: the look-alike letters of the other script replaced
    ("Вoрон" with a Latin o reads "Ворон")."""
    words = []
    for word in name.split():
        scripts = [s for s in map(_script, word) if s]
        if len(set(scripts)) == 2:
            major = max(("cyrillic", "latin"), key=scripts.count)
            word = word.translate(_TO_CYRILLIC if major == "cyrillic" else _TO_LATIN)
        words.append(word)
    return " ".join(words)


@lru_cache(maxsize=4096)
def player_key(name: str) -> str:
    """What identifies a player by nickname: case, spaces, ё/е and look-alike letters of
    the other script do not matter (the standings and the grid both use it)."""
    return normalize(unmix(name))


def skeleton(name: str) -> str:
    """The nickname as it looks: Latin look-alikes read as the Cyrillic letters."""
    return normalize(name.translate(_TO_CYRILLIC))


def one_edit_apart(a: str, b: str) -> bool:
    """One letter changed, added or removed (and not the same).  A digit is not a letter:
    «Игрок 07» and «Игрок 08» are numbered, not misspelt."""
    if a == b or abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        diff = [(x, y) for x, y in zip(a, b) if x != y]
        return len(diff) == 1 and diff[0][0].isalpha() and diff[0][1].isalpha()
    short, long_ = (a, b) if len(a) < len(b) else (b, a)
    i = 0
    while i < len(short) and short[i] == long_[i]:
        i += 1
    return short[i:] == long_[i + 1:] and long_[i].isalpha()


def _near_pairs(names: list[str]) -> list[tuple[str, str]]:
    """The pairs (a < b) that may be one edit apart, in the order of ``names`` (sorted):
    two such names share a variant with at most one letter left out (a changed letter
    leaves out the same place of both, an added one makes the other name itself), so a
    hundred players cost a thousand variants instead of five thousand comparisons.  Only
    letters are left out: a digit apart is a number, not a misspelling (one_edit_apart)."""
    holders: dict[str, list[int]] = {}
    for i, name in enumerate(names):
        variants = {name} | {name[:k] + name[k + 1:] for k, ch in enumerate(name) if ch.isalpha()}
        for variant in variants:
            holders.setdefault(variant, []).append(i)
    pairs = {(i, j) for group in holders.values() for n, i in enumerate(group) for j in group[n + 1:]}
    return [(names[i], names[j]) for i, j in sorted(pairs)]


def roster_issues(rows: list[Any], schedule: Any = None, games: Sequence[Any] = ()) -> list[Issue]:
    """Look-alike nicknames, game counts off the seating, seats taken not as seated.
    ``rows``: the standings' rows (key, name, played); ``games``: the counted games."""
    out: list[Issue] = []
    by_key = {player_key(r.name): r for r in rows}
    for r in rows:
        spelled = sorted({n for n in r.spellings if mixed_script(n)})
        for name in spelled:
            others = sorted(n for n in r.spellings if not mixed_script(n))
            if others:
                out.append(Issue("warning", "player.mixed_script", player=r.key,
                                 params=(("name", name), ("latin", mixed_script(name)), ("like", others[0]))))
            else:
                out.append(Issue("warning", "player.mixed_script_alone", player=r.key,
                                 params=(("name", name), ("latin", mixed_script(name)))))
    for a, b in _near_pairs(sorted(by_key)):
        if len(a) >= 3 and one_edit_apart(a, b):
            ra, rb = by_key[a], by_key[b]
            out.append(Issue("warning", "player.lookalike", player=ra.key, params=(
                ("name", ra.name), ("games", ra.played), ("other", rb.name), ("other_games", rb.played))))
    out += _counts(rows, schedule, games)
    if schedule is not None:
        out += not_as_seated(games, schedule)
    return out


def _counts(rows: list[Any], schedule: Any, games: Sequence[Any]) -> list[Issue]:
    out = []
    if schedule is not None:
        # only the places whose game counts: a table still playing or set aside says
        # nothing about who is missing games
        planned: Counter = Counter()
        for g in games:
            for name in planned_names(schedule, g.round, g.table) or []:
                planned[player_key(name)] += 1
        for row in rows:
            expected = planned.get(player_key(row.name), 0)
            if row.played != expected:
                out.append(Issue("warning", "player.games_count", player=row.key, params=(
                    ("player", row.name), ("games", row.played), ("expected", expected))))
        return out
    counts = Counter(r.played for r in rows)
    if len(rows) < 10 or len(counts) < 2:
        return out
    usual, how_many = counts.most_common(1)[0]
    if how_many * 2 < len(rows):
        return out          # no count most players share: a tournament under way
    for row in rows:
        if row.played > usual:
            out.append(Issue("warning", "player.games_count_usual", player=row.key, params=(
                ("player", row.name), ("games", row.played), ("expected", usual))))
    return out


def planned_names(schedule: Any, round_: str | None, table: str | None) -> list[str] | None:
    if schedule is None or round_ is None or table is None or not round_.isdigit() or not table.isdigit():
        return None
    r, t = int(round_), int(table)
    if not (1 <= r <= len(schedule.rounds) and 1 <= t <= schedule.tables):
        return None
    return [schedule.players[p] for p in schedule.rounds[r - 1][t - 1]]


def seats_not_as_seated(game: Any, schedule: Any) -> list[tuple[int, str, str]]:
    """(seat, name in the game, name in the seating) wherever the two differ."""
    planned = planned_names(schedule, game.round, game.table)
    if planned is None:
        return []
    actual = {p["seat"]: (p.get("name") or "").strip() for p in game.doc["players"]}
    return [(k + 1, actual.get(k + 1, ""), name) for k, name in enumerate(planned)
            if player_key(actual.get(k + 1, "")) != player_key(name)]


def not_as_seated(games: Sequence[Any], schedule: Any) -> list[Issue]:
    out = []
    for g in games:
        for seat, name, planned in seats_not_as_seated(g, schedule):
            out.append(Issue("warning", "seat.not_planned", g.label, seat, params=(
                ("seat", seat), ("name", name or "—"), ("planned", planned))))
    return out
