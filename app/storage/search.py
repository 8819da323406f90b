"""Searching the archive: names for the sheet's completion, games, a player's history.

Nicknames are matched by :func:`app.storage.linking.nickname_key`; a prefix is a range
of that byte-ordered key, so it uses the unique index on both databases.
"""
from __future__ import annotations

from datetime import date
from typing import Any

from sqlalchemy import Select, select
from sqlalchemy.orm import Session, aliased

from .errors import GameNotFound
from .linking import nickname_key, now
from .models import GameRecord, GameSeat, GameTable, Player, Round, Tournament
from .records import GameSummary, HistoryRow, PlayerInfo, TournamentInfo

_TOP = "\U0010ffff"   # sorts after every character: [prefix, prefix+_TOP) is the prefix


def player_names(session: Session, prefix: str, limit: int = 10) -> list[str]:
    """Nicknames that start with ``prefix`` (in any case, ё = е), alphabetically."""
    key = nickname_key(prefix)
    query = select(Player.nickname).order_by(Player.nickname_key).limit(max(0, limit))
    if key:
        query = query.where(Player.nickname_key >= key, Player.nickname_key < key + _TOP)
    return list(session.scalars(query))


def find_player(session: Session, nickname: str) -> PlayerInfo | None:
    player = _player(session, nickname)
    if player is None:
        return None
    return PlayerInfo(player.uid, player.nickname, player.real_name, player.club, player.city)


def _player(session: Session, nickname: str) -> Player | None:
    return session.scalars(select(Player).where(Player.nickname_key == nickname_key(nickname))).first()


def update_player(session: Session, nickname: str, **fields: str | None) -> None:
    """Set a player's real name, club or city (the nickname is their key in games)."""
    allowed = {"real_name", "club", "city"}
    unknown = set(fields) - allowed
    if unknown:
        raise TypeError(f"unknown player fields: {', '.join(sorted(unknown))}")
    player = _player(session, nickname)
    if player is None:
        raise GameNotFound("player.missing", name=nickname)
    for key, value in fields.items():
        setattr(player, key, value)


def add_tournament(session: Session, name: str, *, starts_on: date | None = None,
                   ends_on: date | None = None, venue: str | None = None,
                   ruleset: dict[str, Any] | str | None = None, scoring: dict[str, Any] | None = None) -> int:
    """Add a tournament, or fill in the details of one its games already named."""
    tournament = session.scalars(select(Tournament).where(Tournament.name == name)).first()
    if tournament is None:
        tournament = Tournament(name=name, created_at=now())
        session.add(tournament)
    for key, value in (("starts_on", starts_on), ("ends_on", ends_on), ("venue", venue),
                       ("ruleset", ruleset), ("scoring", scoring)):
        if value is not None:
            setattr(tournament, key, value)
    session.flush()
    return tournament.id


def tournament(session: Session, name: str) -> TournamentInfo | None:
    found = session.scalars(select(Tournament).where(Tournament.name == name)).first()
    if found is None:
        return None
    rounds = list(session.scalars(select(Round.label).where(Round.tournament_id == found.id)))
    tables = list(session.scalars(select(GameTable.label).where(GameTable.tournament_id == found.id)))
    return TournamentInfo(found.name, found.starts_on, found.ends_on, found.venue, found.ruleset,
                          found.scoring, sorted(rounds, key=_natural), sorted(tables, key=_natural))


def _natural(label: str) -> tuple[int, int, str]:
    """Round "10" after round "9"; labels that are not numbers after the numbers."""
    return (0, int(label), "") if label.isdigit() else (1, 0, label)


def _with_place(query: Select[*tuple[Any, ...]]) -> Select[*tuple[Any, ...]]:
    """``query`` joined to its game's tournament, round and table (rows of any columns: the
    callers unpack them into their records)."""
    return (query.outerjoin(Tournament, Tournament.id == GameRecord.tournament_id)
            .outerjoin(Round, Round.id == GameRecord.round_id)
            .outerjoin(GameTable, GameTable.id == GameRecord.table_id))


def search_games(session: Session, *, nickname: str | None = None, tournament: str | None = None,
                 judge: str | None = None, winner: str | None = None,
                 date_from: date | None = None, date_to: date | None = None,
                 limit: int | None = 100, offset: int = 0) -> list[GameSummary]:
    """Games matching every criterion given, newest first.  ``nickname`` finds the games
    where that player sat at the table."""
    query = _with_place(select(GameRecord.id, GameRecord.played_on, Tournament.name, Round.label,
                               GameTable.label, GameRecord.game_label, GameRecord.judge,
                               GameRecord.status, GameRecord.winner, GameRecord.revision))
    if nickname is not None:
        player = _player(session, nickname)
        if player is None:
            return []
        seat = aliased(GameSeat)
        query = query.join(seat, seat.game_id == GameRecord.id).where(seat.player_id == player.id)
    if tournament is not None:
        query = query.where(Tournament.name == tournament)
    if judge is not None:
        query = query.where(GameRecord.judge == judge)
    if winner is not None:
        query = query.where(GameRecord.winner == winner)
    if date_from is not None:
        query = query.where(GameRecord.played_on >= date_from)
    if date_to is not None:
        query = query.where(GameRecord.played_on <= date_to)
    query = query.order_by(GameRecord.played_on.desc().nulls_last(), GameRecord.id.desc()).offset(offset)
    if limit is not None:
        query = query.limit(limit)
    return [GameSummary(*row) for row in session.execute(query)]


def player_history(session: Session, nickname: str) -> list[HistoryRow]:
    """Every game of the player, newest first, with their seat, role and result."""
    player = _player(session, nickname)
    if player is None:
        return []
    query = _with_place(
        select(GameSeat.game_id, GameSeat.played_on, Tournament.name, Round.label, GameTable.label,
               GameRecord.game_label, GameSeat.seat, GameSeat.role, GameSeat.team, GameSeat.result,
               GameSeat.left_how, GameSeat.fouls, GameSeat.extra_points, GameSeat.best_player)
        .select_from(GameSeat).join(GameRecord, GameRecord.id == GameSeat.game_id))
    query = (query.where(GameSeat.player_id == player.id)
             .order_by(GameSeat.played_on.desc().nulls_last(), GameSeat.game_id.desc()))
    return [HistoryRow(*row) for row in session.execute(query)]
