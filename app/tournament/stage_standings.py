"""The standings of a tournament played in stages (app/tournament/stages.py declares them):
each stage's table, who advances, and the total.

- each Ci group's games are scored as a tournament of their own, so N, B and i of Ci
  count the group's games only (mafiaratings computes Ci per group of rounds);
- a stage's table ranks its players (those who advanced into it, or everyone who played
  it) on its games, every point (Ci included) times the stage's weight, and, when it
  carries, the earlier stages' games too, all under the regulation's tie-breakers (and
  lots, when it draws them);
- the top ``advance`` rows go on; a tie across the cut that the regulation cannot break
  is an error the secretary settles;
- the total lists the players who reached the last stage first, in that stage's order,
  then those who stopped one stage earlier, and so on.

>>> from app.sport import sample_game
>>> from app.tournament import Tournament, get_regulation
>>> plan = parse_stages([{"name": "q", "rounds": [1], "tables": 1, "weight": 2}])
>>> st = compute_staged(Tournament.from_docs([sample_game()]),
...                     get_regulation("fiim-2024").admitting(unsigned=True), plan)
>>> st.stage("q").standings.rows[0].name, st.stage("q").standings.rows[0].total, st.rows[0].total
('Лиса', 3.4, 3.4)
"""
from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from app.declension import GENITIVE, Declined
from app.i18n import Phrase

from .games import Tournament, TournamentGame
from .issues import Issue
from .points import GameScore, r4
from .regulation import Regulation, get_regulation
from .rows import PlayerGame, PlayerRow
from .stages import Stage, _say, find_stage, parse_stages
from .standings import Standings, _default_seed, _rank, compute_standings
from .texts import number

__all__ = ["StageResult", "StagedStandings", "compute_staged", "parse_stages"]


@dataclass
class StageResult:
    stage: Stage
    standings: Standings                # the stage's table (weighted; carried points when it carries)
    advancing: list[PlayerRow] = field(default_factory=list)
    carried: tuple[Stage, ...] = ()     # the stages whose points this table adds up
    undecided: bool = False             # tied at the cut, and the secretary has not decided
    tied: list[PlayerRow] = field(default_factory=list)   # the players tied across the cut, if any
    slots: int = 0                      # how many of the tied advance
    cut_issues: list[Issue] = field(default_factory=list)  # the tie at the cut, and its decision

    @property
    def sure(self) -> list[PlayerRow]:
        """Those who advance for certain: all of ``advancing`` but, while the tie at the cut
        waits for the secretary, the tied players (none of them is decided yet)."""
        return [r for r in self.advancing if r not in self.tied] if self.undecided else self.advancing

    def heading(self, lang: str = "ru") -> str:
        s = self.stage
        parts = [_say("heading" if len(s.rounds) > 1 else "heading.one", lang, title=s.label(lang),
                      rounds=s.rounds_text())]
        if s.weight != 1.0:
            parts.append(_say("heading.weight", lang, weight=number(s.weight, lang)))
        if len(self.carried) > 1:
            parts.append(_say("heading.carry", lang, previous=", ".join(c.label(lang) for c in self.carried[:-1])))
        elif s.carry is False:
            parts.append(_say("heading.own", lang))
        if s.advance:
            parts.append(_say("heading.advance", lang, count=s.advance))
        return "; ".join(parts)

    def to_json(self, lang: str = "ru") -> dict:
        return {"stage": self.stage.to_json(), "heading": self.heading(lang), "carried": [c.name for c in self.carried],
                "advancing": [r.key for r in self.advancing], "undecided": self.undecided,
                "tied": [r.key for r in self.tied], "slots": self.slots, "lots_seed": self.standings.lots_seed,
                "lots": [{"places": list(d.places), "tied": list(d.before), "order": list(d.order)}
                         for d in self.standings.draws],
                "rows": [r.to_json() for r in self.standings.rows]}


class StagedStandings(Standings):
    """The total standings (this object: rows, scores, issues, set_aside as
    :class:`Standings`) and each stage's table (``stages``)."""

    stages: list[StageResult]
    plan: tuple[Stage, ...]
    reached: dict[str, Stage]           # a player's key -> the last stage the player played

    @property
    def fingerprint(self) -> str:
        plan = json.dumps([s.to_json() for s in self.plan], sort_keys=True, ensure_ascii=False)
        return hashlib.sha256((super().fingerprint + "\n" + plan).encode("utf-8")).hexdigest()

    def stage(self, name: str) -> StageResult:
        wanted = find_stage(self.plan, name)
        return next(r for r in self.stages if r.stage == wanted)

    def total_note(self, lang: str = "ru") -> str:
        """How the total is ordered, for the heading or a note under it, and the weight of
        each weighted stage (its figures in the total are weighted)."""
        weighted = [_say("total.weight", lang, stage=s.label(lang), weight=number(s.weight, lang))
                    for s in self.plan if s.weight != 1.0]
        return "; ".join([_say("total", lang)] + weighted)

    def summary_parts(self, lang: str = "ru") -> dict[str, Any]:
        """The summary's arguments for the stages (reports.summary.SummaryRenderer): each
        stage's table under its heading, and the note on how the total is ordered."""
        return {"stages": [(r.heading(lang), r.standings) for r in self.stages], "total_note": self.total_note(lang)}

    def to_json(self, lang: str = "ru") -> dict:
        out = super().to_json(lang)
        out["stages"] = [r.to_json(lang) for r in self.stages]
        return out


def _weighted(pg: PlayerGame, weight: float) -> PlayerGame:
    if weight == 1.0:
        return PlayerGame(pg.game, pg.score, pg.compensation, pg.weight)
    s = pg.score

    def w(value: float) -> float:
        return r4(value * weight)

    score = s._replace(win=None if s.win is None else w(s.win), extra=w(s.extra),
                       best_move=w(s.best_move), penalty=w(s.penalty), penalty_computed=w(s.penalty_computed),
                       penalty_written=None if s.penalty_written is None else w(s.penalty_written))
    return PlayerGame(pg.game, score, r4(pg.compensation * weight), r4(pg.weight * weight))


class _StageSchedule:
    """A stage's seating seen under the tournament's round labels (its first round is the
    stage's first round), so that the roster checks compare the right games."""

    def __init__(self, schedule: Any, stage: Stage) -> None:
        self.players, self.tables, self._s = schedule.players, schedule.tables, schedule
        self._at = {r: i for i, r in enumerate(stage.rounds) if i < len(schedule.rounds)}
        numeric = [int(r) for r in self._at if r.isdigit()]
        self._length = max(numeric, default=0)

    @property
    def rounds(self) -> _StageSchedule:
        return self

    def __len__(self) -> int:
        return self._length

    def __getitem__(self, index: int) -> list[list[int]]:
        at = self._at.get(str(index + 1))
        return self._s.rounds[at] if at is not None else [[] for _ in range(self.tables)]


@dataclass
class _Group:
    standings: Standings
    games: dict[str, PlayerGame] = field(default_factory=dict)   # (fingerprint/seat) -> the player's game
    keys: dict[str, str] = field(default_factory=dict)           # the same -> the player's key


def _group(tournament: Tournament, games: list[TournamentGame], reg: Regulation, lots_seed: int | None,
           schedule: Any) -> _Group:
    # the tournament's own setting (a club's unsigned games count) holds for every group
    sub = Tournament(games, [], [], tournament.name, tournament.setup)
    st = compute_standings(sub, reg, lots_seed=lots_seed, schedule=schedule)
    out = _Group(st)
    for row in st.rows:
        for pg in row.games:
            out.games[f"{pg.game.fingerprint}/{pg.seat}"] = pg
            out.keys[f"{pg.game.fingerprint}/{pg.seat}"] = row.key
    return out


def _carried(plan: Sequence[Stage], k: int) -> list[int]:
    """The stages whose points stage k's ranking adds up: itself and, while it carries,
    the stage before (and what that one carried)."""
    out = [k]
    while plan[out[-1]].carry and out[-1] > 0:
        out.append(out[-1] - 1)
    return out[::-1]


def compute_staged(tournament: Tournament, regulation: Regulation | str | None, plan: Sequence[Stage], *,
                   lots_seed: int | None = None, schedules: Mapping[str, Any] | None = None) -> StagedStandings:
    """The standings of a tournament played in stages: every stage's table and the total.
    ``schedules``: a stage's name -> its seating (the roster checks of that stage)."""
    reg = get_regulation(regulation) if tournament.setup is None else tournament.setup.admission(regulation)
    plan = tuple(plan)
    schedules = schedules or {}
    stage_of = {r: i for i, s in enumerate(plan) for r in s.rounds}
    issues: list[Issue] = list(tournament.issues)
    in_stage: list[list[TournamentGame]] = [[] for _ in plan]
    no_stage: list[tuple[TournamentGame, Issue]] = []
    for g in tournament.games:
        k = stage_of.get(g.round or "")
        if k is None:
            issue = Issue("warning", "stage.no_stage", g.label, params=(("round", g.round or "—"),))
            no_stage.append((g, issue))
            issues.append(issue)
        else:
            in_stage[k].append(g)
    groups: dict[str, _Group] = {}
    for name in dict.fromkeys(s.group for s in plan):
        members = [k for k, s in enumerate(plan) if s.group == name]
        games = [g for k in members for g in in_stage[k]]
        schedule = schedules.get(plan[members[0]].name) if len(members) == 1 else None
        group = groups[name] = _group(tournament, games, reg, lots_seed,
                                      _StageSchedule(schedule, plan[members[0]]) if schedule is not None else None)
        # the stage tables rank (and draw lots); a group's own ranking is not shown
        issues += [i for i in group.standings.issues if i.code not in ("tie.shared", "lots.drawn")
                   and (len(members) == 1 or i.code != "player.games_count_usual")]
    results: list[StageResult] = []
    for k in range(len(plan)):
        result, stage_issues = _stage_table(tournament, reg, plan, k, in_stage, groups, results, lots_seed)
        results.append(result)
        issues += stage_issues
    total = _total(tournament, reg, plan, results, groups, issues, lots_seed)
    total.set_aside = [s for g in groups.values() for s in g.standings.set_aside] + no_stage + \
        [(g, g.set_aside) for g in tournament.left_out if g.set_aside is not None]
    return total


def _stage_table(tournament: Tournament, reg: Regulation, plan: tuple[Stage, ...], k: int,
                 in_stage: list[list[TournamentGame]], groups: dict[str, _Group], results: list[StageResult],
                 lots_seed: int | None) -> tuple[StageResult, list[Issue]]:
    stage = plan[k]
    carried = _carried(plan, k)
    entered = results[-1].advancing if k and plan[k - 1].advance else None
    rows = {r.key: PlayerRow(r.key, r.name, r.player_id, spellings=set(r.spellings)) for r in entered or []}
    issues: list[Issue] = []
    for _ref, key, _ in _seats(in_stage[k], groups[stage.group]):
        if key not in rows:
            source = groups[stage.group].standings.row(key)
            rows[key] = PlayerRow(key, source.name, source.player_id, spellings=set(source.spellings))
            if entered is not None:
                issues.append(Issue("warning", "stage.not_advanced", player=key,
                                    params=(("player", source.name), ("stage", stage.text()))))
    for j in carried:
        for _ref, key, pg in _seats(in_stage[j], groups[plan[j].group]):
            if key in rows:
                rows[key].games.append(_weighted(pg, plan[j].weight))
    for row in rows.values():
        row.games.sort(key=lambda pg: pg.game.order)
        row.compensation = r4(sum(pg.compensation for pg in row.games))
    games = sorted((g for j in carried for g in in_stage[j]), key=lambda g: g.order)
    seed = _default_seed(games, reg) if lots_seed is None else lots_seed
    ordered, draws, tie_issues = _rank(list(rows.values()), reg, seed)
    scores = {g.fingerprint: s for j in carried for g in in_stage[j]
              if (s := groups[plan[j].group].standings.scores.get(g.fingerprint)) is not None}
    players = {(pg.game.fingerprint, pg.seat): r.key for r in ordered for pg in r.games}
    compensation = {(pg.game.fingerprint, pg.seat): pg.compensation for r in ordered for pg in r.games
                    if pg.compensation}
    sub = Tournament(games, [], [], tournament.name, tournament.setup)
    st = Standings(sub, reg, ordered, scores, tie_issues, seed, draws, compensation, players)
    result = StageResult(stage, st, [], tuple(plan[j] for j in carried))
    if stage.advance:
        result.tied, result.slots = _tie_at_cut(stage, ordered)
        result.advancing, result.cut_issues = _cut(stage, ordered, result.tied, result.slots, reg, draws)
        result.undecided = any(i.code == "stage.tied_cut" for i in result.cut_issues)
        issues += result.cut_issues
        # who goes on above the line; a tie the secretary has not decided is a band of its own
        sure, tied = {r.key for r in result.sure}, {r.key for r in result.tied} if result.undecided else set()
        st.tiers = {r.key: 2 if r.key in sure else 1 if r.key in tied else 0 for r in ordered}
    return result, issues + tie_issues


def _seats(games: list[TournamentGame], group: _Group) -> Iterator[tuple[str, str, PlayerGame]]:
    """(fingerprint/seat, player key, the player's game) of every counted seat of ``games``."""
    for g in games:
        score = group.standings.scores.get(g.fingerprint)
        for seat in score.seats if score is not None else ():
            ref = f"{g.fingerprint}/{seat}"
            if ref in group.keys:
                yield ref, group.keys[ref], group.games[ref]


def _cut(stage: Stage, ordered: list[PlayerRow], tied: list[PlayerRow], slots: int, reg: Regulation,
         draws: list[Any]) -> tuple[list[PlayerRow], list[Issue]]:
    """Who advances, and the issues of the cut: a tie the regulation cannot break (``tied``
    across it, ``slots`` of them to go on) is the secretary's to decide (the stage's
    ``cut``); the decision names which of the tied go on.  A decision recorded where
    nobody is tied is never applied without a word: where the regulation drew lots across
    the cut, it is refused as an error (the lots decide); where the cut falls between two
    places, a warning says it is not needed."""
    n = stage.advance or 0
    if not tied:
        return ordered[:n], _needless_cut(stage, ordered, reg, draws)
    above = [r for r in ordered if r.place < tied[0].place]
    params = (("stage", stage.text()), ("advance", n), ("places", tied[0].place_label),
              ("players", ", ".join(r.name for r in tied)))
    if stage.cut is None:
        return ordered[:n], [Issue("error", "stage.tied_cut", params=params)]
    chosen, unknown = _chosen(stage.cut.advance, tied)
    if unknown or len(chosen) != slots:
        return ordered[:n], [Issue("error", "stage.tied_cut", params=params), Issue(
            "error", "stage.cut_invalid", params=params + (
                ("named", ", ".join(stage.cut.advance)), ("slots", slots),
                ("unknown", ", ".join(unknown) or "—")))]
    author = Phrase.worded_by(Declined(stage.cut.author, GENITIVE), "text")     # «по решению главного судьи …»
    decided = Issue("info", "stage.cut_decided", params=params + (
        ("chosen", ", ".join(r.name for r in chosen)), ("author", author), ("reason", stage.cut.reason)))
    return above + chosen, [decided]


def _needless_cut(stage: Stage, ordered: list[PlayerRow], reg: Regulation, draws: list[Any]) -> list[Issue]:
    cut, n = stage.cut, stage.advance or 0
    if cut is None:
        return []
    params = (("stage", stage.text()), ("advance", n), ("author", cut.author), ("reason", cut.reason),
              ("named", ", ".join(cut.advance)))
    names = {r.key: r.name for r in ordered}
    drawn = next((d for d in draws if d.places[0] <= n < d.places[1]), None) if reg.lots else None
    if drawn is not None:
        return [Issue("error", "stage.cut_by_lots", params=params + (
            ("places", f"{drawn.places[0]}–{drawn.places[1]}"),
            ("order", ", ".join(names.get(k, k) for k in drawn.order))))]
    return [Issue("warning", "stage.cut_unneeded", params=params)]


def _tie_at_cut(stage: Stage, ordered: list[PlayerRow]) -> tuple[list[PlayerRow], int]:
    """The players who share a place across the stage's cut (none when the cut falls
    between two places), and how many of them advance."""
    n = stage.advance or 0
    if not n or len(ordered) <= n or ordered[n - 1].place != ordered[n].place:
        return [], 0
    tied = [r for r in ordered if r.place == ordered[n].place]
    return tied, n - sum(1 for r in ordered if r.place < tied[0].place)


def _chosen(names: tuple[str, ...], tied: list[PlayerRow]) -> tuple[list[PlayerRow], list[str]]:
    """The tied rows the decision names (by nickname, as the key compares it, or by id), in
    the table's order, and the names that are none of them."""
    from .roster import player_key
    found, unknown = [], []
    for name in names:
        row = next((r for r in tied if player_key(r.name) == player_key(name) or r.player_id == name
                    or name in r.spellings), None)
        if row is None:
            unknown.append(name)
        elif row not in found:
            found.append(row)
    return [r for r in tied if r in found], unknown


def _total(tournament: Tournament, reg: Regulation, plan: tuple[Stage, ...], results: list[StageResult],
           groups: dict[str, _Group], issues: list[Issue], lots_seed: int | None) -> StagedStandings:
    """The players of the last stage first, in its order, then those who stopped one stage
    earlier, in that stage's order, and so on; places shared inside a stage stay shared."""
    placed: set[str] = set()
    rows: list[PlayerRow] = []
    reached: dict[str, Stage] = {}
    tiers: dict[str, int] = {}
    for k, result in reversed(list(enumerate(results))):
        remaining = [r for r in result.standings.rows if r.key not in placed]
        going = {r.key for r in result.advancing}
        for r in remaining:
            reached[r.key], tiers[r.key] = result.stage, 2 * k + (r.key in going)
        placed.update(r.key for r in remaining)
        start, i = len(rows), 0
        while i < len(remaining):
            j = i
            while j + 1 < len(remaining) and remaining[j + 1].place == remaining[i].place:
                j += 1
            first, last = start + i + 1, start + j + 1
            for r in remaining[i:j + 1]:
                copy = PlayerRow(r.key, r.name, r.player_id, list(r.games), spellings=set(r.spellings),
                                 lot=r.lot, compensation=r.compensation)
                copy.place, copy.place_label = first, str(first) if first == last else f"{first}–{last}"
                copy.decided_by = r.decided_by if len(rows) > start else None
                rows.append(copy)
            i = j + 1
    scores: dict[str, GameScore] = {fp: s for g in groups.values() for fp, s in g.standings.scores.items()}
    compensation: dict[tuple[str, int], float] = {}
    players: dict[tuple[str, int], str] = {}
    for g in groups.values():
        for ref, pg in g.games.items():
            fp, seat = ref.split("/")
            players[(fp, int(seat))] = g.keys[ref]
            if pg.compensation:
                compensation[(fp, int(seat))] = pg.compensation
    counted = [g for g in tournament.games if g.fingerprint in scores]
    seed = _default_seed(counted, reg) if lots_seed is None else lots_seed
    # the stages' shared places are told in their own tables; the total tells its own
    issues = [i for i in issues if i.code != "tie.shared"] + [
        Issue("info", "tie.shared", params=(("places", label), ("players", ", ".join(r.name for r in rows
                                                                                    if r.place_label == label))))
        for label in dict.fromkeys(r.place_label for r in rows if "–" in r.place_label)]
    total = StagedStandings(tournament, reg, rows, scores, issues, seed, [], compensation, players)
    total.stages, total.plan = results, plan
    total.reached, total.tiers = reached, tiers
    return total
