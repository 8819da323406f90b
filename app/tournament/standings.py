"""Standings across a tournament's games under a regulation, with every component shown.

Players are identified by ``players[].id`` when the file gives one, else by nickname
(ignoring case, runs of spaces and ё/е, as the archive does); a nickname seen with
exactly one id elsewhere joins that id.  Only finished games count.  Ties are broken in
the regulation's order; what is still tied is drawn by lot when the regulation ends
with one (seeded, so the same games and seed always give the same draw, and the draw is
reported), else the places are shared.

>>> from app.sport import sample_game
>>> from app.tournament import get_regulation
>>> fiim = get_regulation("fiim-2024").admitting(unsigned=True)   # the sample is not signed
>>> s = compute_standings([sample_game()], fiim)
>>> [(r.place, r.name, r.total) for r in s.rows][:3]
[(1, 'Лиса', 1.7), (2, 'Шерлок', 1.4), (3, 'Ворон', 1.0)]
>>> row = s.row_by_name("Лиса"); row.best_move, row.first_night_kills, row.roles["citizen"].wins
(0.7, 1, 1)
"""
from __future__ import annotations

import hashlib
from collections.abc import Iterable
from typing import Any

from app import collector

from .games import Tournament, TournamentGame
from .issues import Issue, protest_issues
from .points import GameScore, r4, score_game
from .ranking import LotsDraw, default_lots_seed, rank
from .regulation import Regulation, get_regulation
from .roster import mixed_script, normalize, player_key, roster_issues  # one normalisation for grid and standings
from .rows import PlayerGame, PlayerRow, RoleStats
from .texts import known, message

# What is set aside by a decision already taken (see Standings.pending).
SETTLED = ("game.duplicate", "game.superseded", "game.not_chosen", "game.excluded")

__all__ = ["LotsDraw", "PlayerGame", "PlayerRow", "RoleStats", "Standings", "admitted", "compute_standings",
           "normalize"]


class Standings:
    """The table and everything behind it: per-game scores, issues, the drawing of lots."""

    def __init__(self, tournament: Tournament, regulation: Regulation, rows: list[PlayerRow],
                 scores: dict[str, GameScore], issues: list[Issue], lots_seed: int,
                 draws: list[LotsDraw], compensation: dict[tuple[str, int], float],
                 players_by_seat: dict[tuple[str, int], str]) -> None:
        self.tournament, self.regulation, self.rows = tournament, regulation, rows
        self.scores, self.issues, self.lots_seed, self.draws = scores, issues, lots_seed, draws
        self._compensation, self._players = compensation, players_by_seat
        self._by_key = {r.key: r for r in rows}
        self.set_aside: list[tuple[TournamentGame, Issue]] = []   # every game not counted, and why
        self.unsigned_counted: list[Issue] = []   # games counted without a trusted signature (a club's)
        # where stages part the table: a player's tier (how far the player goes: the stage
        # reached, and one more for going on from it); no stages, no tiers
        self.tiers: dict[str, int] = {}

    def parted(self, i: int) -> bool:
        """A line goes above row ``i``: the players above it go further than it (the cut of
        a stage, or the players of a later stage above those who stopped earlier)."""
        if not self.tiers or not 0 < i < len(self.rows):
            return False
        return self.tiers.get(self.rows[i - 1].key, 0) != self.tiers.get(self.rows[i].key, 0)

    @property
    def pending(self) -> list[tuple[TournamentGame, Issue]]:
        """The games set aside that wait for someone: a signature, a trusted signer, the
        secretary's decision.  A duplicate, an earlier record, a protocol not chosen and
        a game the secretary excluded are settled: their place is decided."""
        return [(g, i) for g, i in self.set_aside if i.code not in SETTLED]

    def pending_text(self, lang: str = "ru") -> str:
        """"27 — not signed; 2 — signer not in the register": why the pending games wait."""
        counts: dict[str, int] = {}
        for _, issue in self.pending:
            why = message(f"why.{issue.code}", lang) if known(f"why.{issue.code}") else issue.code
            counts[why] = counts.get(why, 0) + 1
        return "; ".join(f"{n} — {why}" for why, n in counts.items())

    @property
    def fingerprint(self) -> str:
        """SHA-256 over what decides these standings: every counted game's fingerprint (in
        tournament order), the regulation and the seed of the lots."""
        body = "\n".join([self.regulation.key, str(self.lots_seed)] + [g.fingerprint for g in self.games])
        return hashlib.sha256(body.encode("utf-8")).hexdigest()

    @property
    def games(self) -> list[TournamentGame]:
        """The counted (finished) games in tournament order."""
        return [g for g in self.tournament.games if g.fingerprint in self.scores]

    def row(self, key: str) -> PlayerRow:
        return self._by_key[key]

    def row_by_name(self, name: str) -> PlayerRow:
        wanted = player_key(name)
        return next(r for r in self.rows if player_key(r.name) == wanted)

    def compensation_of(self, game: TournamentGame, seat: int) -> float:
        return self._compensation.get((game.fingerprint, seat), 0.0)

    def game_total(self, game: TournamentGame, seat: int) -> float | None:
        score = self.scores.get(game.fingerprint)
        if score is None:
            return None
        base = score.seats[seat].total
        return None if base is None else r4(base + self.compensation_of(game, seat))

    def to_json(self, lang: str = "ru") -> dict:
        return {
            "format": "mafia-standings/1",
            "tournament": self.tournament.name,
            "regulation": self.regulation.to_json(),
            "games": len(self.scores),
            "fingerprint": self.fingerprint,
            "lots_seed": self.lots_seed,
            "lots": [{"places": list(d.places), "tied": list(d.before), "order": list(d.order)}
                     for d in self.draws],
            "rows": [r.to_json() for r in self.rows],
            "set_aside": [{"game": g.label, "round": g.round, "table": g.table, "code": i.code,
                           "why": i.message(lang)} for g, i in self.set_aside],
            "issues": [i.to_json(lang) for i in self.issues],
        }


def _identify(games: list[TournamentGame]) -> tuple[dict[str, dict[int, tuple[str, str, str | None]]], list[Issue]]:
    """fingerprint -> seat -> (key, shown name, id) for every named seat."""
    issues: list[Issue] = []
    # each seat read once: (game, seat, id, name, the name's key)
    seats = [(g, p["seat"], p.get("id"), name, player_key(name) if name else "")
             for g in games for p in g.doc["players"] for name in ((p.get("name") or "").strip(),)]
    ids_by_name: dict[str, set[str]] = {}
    for _g, _seat, pid, name, norm in seats:
        if pid not in (None, "") and name:
            ids_by_name.setdefault(norm, set()).add(str(pid))
    out: dict[str, dict[int, tuple[str, str, str | None]]] = {g.fingerprint: {} for g in games}
    warned: set[str] = set()
    for g, seat, pid, name, norm in seats:
        if pid not in (None, ""):
            out[g.fingerprint][seat] = (f"id:{pid}", name, str(pid))
            continue
        if not name:
            issues.append(Issue("error", "player.unnamed", g.label, seat, params=(("seat", seat),)))
            continue
        known = ids_by_name.get(norm, ())
        if len(known) == 1:
            only = next(iter(known))
            out[g.fingerprint][seat] = (f"id:{only}", name, only)
            continue
        if len(known) > 1 and norm not in warned:
            warned.add(norm)
            issues.append(Issue("warning", "player.ambiguous_name", g.label, seat,
                                params=(("name", name), ("ids", ", ".join(sorted(known))))))
        out[g.fingerprint][seat] = (f"name:{norm}", name, None)
    return out, issues


def _assign_compensation(row: PlayerRow, reg: Regulation) -> list[str]:
    """Ci of each game of the row; returns the cases the regulation leaves to the chief
    judge (a draw where it compensates both a win and a loss)."""
    comp = reg.compensation
    if not comp.cases:
        return []
    n = row.played
    base = max(1, int(comp.base * n + 0.5))     # round half up; at least 1 (one or two games)
    undecided = [g.score.compensation_case for g in row.games if g.score.compensation_case == "draw"
                 and comp.case("draw") is None and comp.case("won") and comp.case("lost")]
    if comp.mode == "each":
        # the sources count i over the whole tournament before any game is scored
        i = sum(1 for g in row.games if g.score.compensation_case is not None
                and (comp.count == "all" or comp.case(g.score.compensation_case) is not None))
        for g in row.games:
            rule = comp.case(g.score.compensation_case) if g.score.compensation_case else None
            if rule is not None:
                g.compensation = r4(comp.rounded(min(max(rule.factor * i / base, 0.0), rule.cap)))
        row.compensation = r4(sum(g.compensation for g in row.games))
        return undecided
    i = 0
    counts: dict[str, int] = {}
    for g in row.games:
        case = g.score.compensation_case
        if case is None:
            continue
        rule = comp.case(case)
        if comp.count == "all" or rule is not None:
            i += 1
        if rule is None:
            continue
        counts[case] = counts.get(case, 0) + 1
        if comp.mode == "progressive":
            g.compensation = r4(min(max(rule.factor * i / base, 0.0), rule.cap))
    if comp.mode == "progressive":
        row.compensation = r4(sum(g.compensation for g in row.games))
    else:
        row.compensation = r4(sum(min(max(rule.factor * k / base, 0.0), rule.cap)
                                  for c, k in counts.items() if (rule := comp.case(c)) is not None))
    return undecided


def _decided(issue: Issue, g: TournamentGame) -> Issue:
    """A penalty the secretary set by a correction is the decision of who made it, not
    what the table's judge wrote: the note says so."""
    if issue.code != "penalty.differs":
        return issue
    decision = next((d for d in reversed(g.corrections) if d.field == "penalty" and d.seat == issue.seat), None)
    if decision is None:
        return issue
    params = dict(issue.params)
    return Issue("info", "penalty.decided", issue.game, issue.seat, issue.player, params=(
        ("seat", issue.seat), ("value", params["written"]), ("computed", params["computed"]),
        ("author", decision.author), ("reason", decision.reason)))


def admitted(tournament: Tournament, reg: Regulation) -> tuple[list[TournamentGame], list[Issue], list[Issue]]:
    """The tournament's counted games the regulation lets count, an issue for each it
    sets aside (a signer nobody trusts here; an unsigned protocol, where it says so), and
    a mark for each game counted unsigned or with a signer not trusted (a club
    tournament), so that the grid and the summary say so."""
    out, issues, marks = [], [], []
    registered = tournament.setup is not None
    for g in tournament.games:
        issue, mark = _admission(g, reg, registered)
        if issue is not None:
            issues.append(issue)
            continue
        out.append(g)
        if mark is not None:
            marks.append(mark)
    return out, issues, marks


def _admission(g: TournamentGame, reg: Regulation, registered: bool) -> tuple[Issue | None, Issue | None]:
    """(why ``g`` is set aside, or None; the mark of a game counted without a trusted signature)."""
    status = g.verdict.status if g.verdict is not None else None
    if status == "unknown_signer":
        signer = (("signer", g.verdict.signer or "?"),)
        if reg.admission.unknown_signer:
            return None, Issue("info", "game.unknown_signer_counted", g.label, params=signer)
        return Issue("error", "game.unregistered_signer" if registered else "game.unknown_signer",
                     g.label, params=signer), None
    if not g.signed and status in (None, "unsigned"):
        if reg.admission.unsigned:
            return None, Issue("info", "game.unsigned_counted", g.label) if g.finished else None
        return Issue("warning", "game.unsigned_federation" if registered else "game.unsigned", g.label), None
    return None, None


def compute_standings(source: Tournament | Iterable[Any], regulation: Regulation | str | None = None,
                      *, lots_seed: int | None = None, schedule: Any = None) -> Standings:
    """The standings of ``source``: a :class:`Tournament`, or anything
    :meth:`Tournament.from_docs` takes (documents, ``(label, doc)`` pairs …).
    ``schedule``: the seating, against which game counts and seats are checked."""
    with collector.paused():
        return _compute(source, regulation, lots_seed, schedule)


def _compute(source: Tournament | Iterable[Any], regulation: Regulation | str | None,
             lots_seed: int | None, schedule: Any) -> Standings:
    tournament = source if isinstance(source, Tournament) else Tournament.from_docs(source)
    reg = get_regulation(regulation) if tournament.setup is None else tournament.setup.admission(regulation)
    games, refused, marks = admitted(tournament, reg)
    finished = [g for g in games if g.finished]
    issues = list(tournament.issues) + refused + marks
    refused_labels = {i.game for i in refused}
    who, id_issues = _identify(finished)
    issues += id_issues
    rows: dict[str, PlayerRow] = {}
    scores: dict[str, GameScore] = {}
    players: dict[tuple[str, int], str] = {}
    first_in_round: dict[tuple[str, str], TournamentGame] = {}      # (player, round) -> the first game
    again_in_round: dict[tuple[str, str], list[TournamentGame]] = {}   # … and the games after it
    for g in finished:
        score = score_game(g.state, g.doc.get("awards") or {}, reg, g.label, winner=g.declared_winner)
        scores[g.fingerprint] = score
        if score.issues:
            issues += [_decided(i, g) for i in score.issues]
        issues += protest_issues(g.label, g.doc)
        _seat_rows(g, score, who[g.fingerprint], rows, players, first_in_round, again_in_round)
    for (key, round_), first in first_in_round.items() if again_in_round else ():
        played = [first] + again_in_round.get((key, round_), [])
        if len(played) > 1 and len({g.game for g in played}) < len(played):
            issues.append(Issue("warning", "player.twice_in_round", played[-1].label, player=key,
                                params=(("player", rows[key].name), ("round", round_),
                                        ("games", ", ".join(g.label for g in played)))))
    compensation = {}
    for row in rows.values():
        if _assign_compensation(row, reg):
            issues.append(Issue("info", "compensation.draw", player=row.key, params=(("player", row.name),)))
        for pg in row.games:
            if pg.compensation:
                compensation[(pg.game.fingerprint, pg.seat)] = pg.compensation
    issues += roster_issues(list(rows.values()), schedule, finished, tournament.games + tournament.left_out)
    seed = default_lots_seed(finished, reg) if lots_seed is None else lots_seed
    ordered, draws, tie_issues = rank(list(rows.values()), reg, seed)
    issues += tie_issues
    standings = Standings(tournament, reg, ordered, scores, issues, seed, draws, compensation, players)
    counted = {g.label for g in finished}
    standings.unsigned_counted = [i for i in marks if i.game in counted]
    standings.set_aside = [(g, g.set_aside) for g in tournament.left_out if g.set_aside is not None] + \
        [(g, next(i for i in refused if i.game == g.label)) for g in tournament.games if g.label in refused_labels]
    return standings


def _seat_rows(g: TournamentGame, score: GameScore, seated: dict[int, tuple[str, str, str | None]],
               rows: dict[str, PlayerRow], players: dict[tuple[str, int], str],
               first_in_round: dict[tuple[str, str], TournamentGame],
               again_in_round: dict[tuple[str, str], list[TournamentGame]]) -> None:
    """Each identified seat of ``g`` added to its player's row (made at the first game),
    the seat's player noted, and a player's second game of a round kept for the check."""
    round_, fp = g.round, g.fingerprint
    for seat, s in score.seats.items():
        ident = seated.get(seat)
        if ident is None:
            continue
        key, name, pid = ident
        row = rows.get(key)
        if row is None:
            row = rows[key] = PlayerRow(key, name, pid)
        if name:
            if name != row.name and not (row.name and mixed_script(name) and not mixed_script(row.name)):
                row.name = name               # the latest nickname shows (a mixed one never wins)
            row.spellings.add(name)
        row.games.append(PlayerGame(g, s))
        players[(fp, seat)] = key
        if round_ is not None:
            if (key, round_) in first_in_round:
                again_in_round.setdefault((key, round_), []).append(g)
            else:
                first_in_round[(key, round_)] = g
