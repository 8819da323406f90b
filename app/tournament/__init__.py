"""Tournaments: scoring regulations, per-game points, standings, seating and the data a
secretary's window and the tournament summary show.  No Qt here, no reportlab.

What the secretary's window calls (docs/scoring.md and docs/seating.md say more)::

    tournament = Tournament.from_docs(items, verdicts=verify_signatures(items))  # items: (label, doc)
    tournament = Tournament.from_archive(open_archive(), "Осенний кубок")        # or the shared archive
    standings = compute_standings(tournament, "rfm-2026")   # rows, issues, lots, scores
    grid = status_grid(tournament, schedule)                 # rounds x tables, each cell's status
    card = player_card(standings, row.key)                   # a player's games and role statistics
    schedule = generate_seating(SeatingRequest(players=60, tables=6, games=10, seed=1))
    figures = schedule.swap(3, (2, 1), (5, 10))              # round 3: two places; new figures
"""
from .board import GridCell, PlayerCard, StatusGrid, player_card, status_grid, status_text
from .games import (
                    FINISHED,
                    HAS_ERRORS,
                    IN_PROGRESS,
                    NOT_STARTED,
                    SIGNED,
                    VERIFIED,
                    Tournament,
                    TournamentGame,
                    archive_items,
                    verify_signatures,
)
from .issues import Issue
from .points import GameScore, SeatPoints, SeatScore, game_points, score_game
from .regulation import (
                    CRITERIA,
                    DEFAULT_REGULATION,
                    Regulation,
                    RegulationError,
                    get_regulation,
                    load_regulation,
                    regulations,
)
from .schedule_io import dumps_schedule, load_schedule, loads_schedule, read_csv, write_csv
from .seating import Imbalance, Schedule, SeatingError, SeatingRequest, check_request, generate_seating
from .standings import PlayerGame, PlayerRow, RoleStats, Standings, compute_standings

__all__ = [
    "CRITERIA", "DEFAULT_REGULATION", "GridCell", "Imbalance", "PlayerCard", "Schedule", "SeatingError",
    "SeatingRequest", "StatusGrid", "check_request", "dumps_schedule", "generate_seating", "load_schedule",
    "loads_schedule", "player_card", "read_csv", "status_grid", "status_text", "write_csv", "FINISHED", "HAS_ERRORS",
    "IN_PROGRESS", "NOT_STARTED", "SIGNED",
    "VERIFIED", "GameScore", "Issue", "PlayerGame", "PlayerRow", "Regulation", "RegulationError",
    "RoleStats", "SeatPoints", "SeatScore", "Standings", "Tournament", "TournamentGame",
    "compute_standings", "game_points", "get_regulation", "load_regulation", "regulations",
    "score_game", "archive_items", "verify_signatures",
]
