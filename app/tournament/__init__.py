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
from typing import TYPE_CHECKING

from .. import lazy

if TYPE_CHECKING:
    from .board import GridCell as GridCell
    from .board import PlayerCard as PlayerCard
    from .board import StatusGrid as StatusGrid
    from .board import player_card as player_card
    from .board import status_grid as status_grid
    from .board import status_text as status_text
    from .games import FINISHED as FINISHED
    from .games import HAS_ERRORS as HAS_ERRORS
    from .games import IN_PROGRESS as IN_PROGRESS
    from .games import NOT_STARTED as NOT_STARTED
    from .games import SIGNED as SIGNED
    from .games import VERIFIED as VERIFIED
    from .games import Tournament as Tournament
    from .games import TournamentGame as TournamentGame
    from .games import archive_items as archive_items
    from .games import verify_signatures as verify_signatures
    from .issues import Issue as Issue
    from .points import GameScore as GameScore
    from .points import SeatPoints as SeatPoints
    from .points import SeatScore as SeatScore
    from .points import game_points as game_points
    from .points import score_game as score_game
    from .regulation import CRITERIA as CRITERIA
    from .regulation import DEFAULT_REGULATION as DEFAULT_REGULATION
    from .regulation import Regulation as Regulation
    from .regulation import RegulationError as RegulationError
    from .regulation import get_regulation as get_regulation
    from .regulation import load_regulation as load_regulation
    from .regulation import regulations as regulations
    from .schedule_io import dumps_schedule as dumps_schedule
    from .schedule_io import load_schedule as load_schedule
    from .schedule_io import loads_schedule as loads_schedule
    from .schedule_io import read_csv as read_csv
    from .schedule_io import write_csv as write_csv
    from .seating import Imbalance as Imbalance
    from .seating import Schedule as Schedule
    from .seating import SeatingError as SeatingError
    from .seating import SeatingRequest as SeatingRequest
    from .seating import check_request as check_request
    from .seating import generate_seating as generate_seating
    from .standings import PlayerGame as PlayerGame
    from .standings import PlayerRow as PlayerRow
    from .standings import RoleStats as RoleStats
    from .standings import Standings as Standings
    from .standings import compute_standings as compute_standings

# Imported when first used: the sheet reaches a game's points, not the archive's signatures or seating.
__getattr__, __dir__, __all__ = lazy.attach(__name__, {
    ".board": ["GridCell", "PlayerCard", "StatusGrid", "player_card", "status_grid", "status_text"],
    ".games": ["FINISHED", "HAS_ERRORS", "IN_PROGRESS", "NOT_STARTED", "SIGNED", "VERIFIED", "Tournament",
               "TournamentGame", "archive_items", "verify_signatures"],
    ".issues": ["Issue"],
    ".points": ["GameScore", "SeatPoints", "SeatScore", "game_points", "score_game"],
    ".regulation": ["CRITERIA", "DEFAULT_REGULATION", "Regulation", "RegulationError", "get_regulation",
                    "load_regulation", "regulations"],
    ".schedule_io": ["dumps_schedule", "load_schedule", "loads_schedule", "read_csv", "write_csv"],
    ".seating": ["Imbalance", "Schedule", "SeatingError", "SeatingRequest", "check_request", "generate_seating"],
    ".standings": ["PlayerGame", "PlayerRow", "RoleStats", "Standings", "compute_standings"],
})
