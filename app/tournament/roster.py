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

from app.i18n import Phrase

from .issues import Issue

# Letters of one script that look like the other's: what a mixed word was meant to be.
_LATIN, _CYRILLIC = "aceopxyABCEHKMOPTXk", "асеорхуАВСЕНКМОРТХк"
_TO_CYRILLIC = str.maketrans(_LATIN, _CYRILLIC)
_TO_LATIN = str.maketrans(_CYRILLIC, _LATIN)


def normalize(name: str) -> str:
    return " ".join(name.casefold().replace("ё", "е").split())


def player_index(names: Sequence[str], who: Any) -> int | None:
    """The index in ``names`` of the player a secretary names by nickname (as written) or
    by 1-based number; None when nobody is.

    >>> player_index(["Лиса", "12"], "Лиса"), player_index(["Лиса", "12"], 2), player_index(["Лиса", "12"], "12")
    (0, 1, 1)
    >>> player_index(["Лиса", "Ворон"], " 2 "), player_index(["Лиса"], 3), player_index(["Лиса"], True)
    (1, None, None)
    """
    if isinstance(who, int) and not isinstance(who, bool):
        return who - 1 if 1 <= who <= len(names) else None
    text = str(who).strip()
    if text in names:
        return list(names).index(text)
    if text.isdigit() and 1 <= int(text) <= len(names):
        return int(text) - 1
    return None


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


def roster_issues(rows: list[Any], schedule: Any = None, games: Sequence[Any] = (),
                  every: Sequence[Any] = ()) -> list[Issue]:
    """Look-alike nicknames, game counts off the seating, seats taken not as seated, and
    the seating's places where no protocol counts.  ``rows``: the standings' rows (key,
    name, played, games); ``games``: the counted games; ``every``: all the tournament's
    games, counted or not (to know which rounds have begun and which tables still play)."""
    out: list[Issue] = []
    by_key = {player_key(r.name): r for r in rows}
    for r in rows:
        spelled = sorted({n for n in r.spellings if mixed_script(n)})
        for name in spelled:
            game, seat, where = _spelled_where(r, name)
            others = sorted(n for n in r.spellings if not mixed_script(n))
            if others:
                out.append(Issue("warning", "player.mixed_script", game, seat, player=r.key, params=(
                    ("name", name), ("latin", mixed_script(name)), ("like", others[0]), ("where", where))))
            else:
                out.append(Issue("warning", "player.mixed_script_alone", game, seat, player=r.key,
                                 params=(("name", name), ("latin", mixed_script(name)), ("where", where))))
    for a, b in _near_pairs(sorted(by_key)):
        if len(a) >= 3 and one_edit_apart(a, b):
            ra, rb = by_key[a], by_key[b]
            rare, common = (ra, rb) if ra.played <= rb.played else (rb, ra)
            game, seat, where = _spelled_where(rare, rare.name)
            out.append(Issue("warning", "player.lookalike", game, seat, player=rare.key, params=(
                ("name", rare.name), ("games", rare.played), ("where", where), ("other", common.name),
                ("other_games", common.played))))
    out += _counts(rows, schedule, games, every)
    if schedule is not None:
        out += not_as_seated(games, schedule)
    return out


def _spelled_where(row: Any, name: str) -> tuple[str | None, int | None, Any]:
    """The first game and seat where ``row``'s player is written ``name``, and every such
    place in words ("р3/с1, место 2; р5/с2, место 7")."""
    from .texts import phrase
    places = []
    for pg in getattr(row, "games", []):
        player: dict = next((p for p in pg.game.doc.get("players", []) if p.get("seat") == pg.seat), {})
        if (player.get("name") or "").strip() == name:
            places.append((pg.game, pg.seat))
    if not places:
        return None, None, Phrase.verbatim("—")
    words = Phrase.join("; ", (phrase("player.at", game=Phrase.worded_by(g, "where"), seat=seat)
                               for g, seat in places[:5]))
    return places[0][0].label, places[0][1], words


def _counts(rows: list[Any], schedule: Any, games: Sequence[Any], every: Sequence[Any]) -> list[Issue]:
    if schedule is not None:
        return _seated_counts(rows, schedule, games, every)
    out: list[Issue] = []
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


def _seated_counts(rows: list[Any], schedule: Any, games: Sequence[Any], every: Sequence[Any]) -> list[Issue]:
    """Every place of the seating in a round that has begun counts for its players, but a
    table still playing: a place whose protocol is set aside (a forgery, a signature
    missing) or never came is reported, and so is every player it leaves a game short."""
    from .texts import phrase
    out = []
    counted = {(g.round, g.table) for g in games}
    begun = {g.round for g in list(every) + list(games) if g.round is not None and g.round.isdigit()}
    playing = {(g.round, g.table) for g in every if not g.finished} - counted
    places = [(r, str(t)) for r in begun for t in range(1, schedule.tables + 1)
              if planned_names(schedule, r, str(t)) is not None and (r, str(t)) not in playing]
    planned: Counter = Counter()
    for r, t in places:
        for name in planned_names(schedule, r, t) or []:
            planned[player_key(name)] += 1
    for r, t in sorted(set(places) - counted, key=lambda p: (int(p[0]), int(p[1]))):
        where = phrase("table.where", round=r, table=t)
        out.append(Issue("warning", "table.no_protocol", params=(
            ("where", where), ("names", ", ".join(planned_names(schedule, r, t) or [])))))
    for row in rows:
        expected = planned.get(player_key(row.name), 0)
        if row.played != expected:
            out.append(Issue("warning", "player.games_count", player=row.key, params=(
                ("player", row.name), ("games", row.played), ("expected", expected))))
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
