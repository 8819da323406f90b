"""A tournament's kind of game for the ratings: an ordinary tournament, or elite (mafiaratings'
TOURNAMENT_FLAG_ELITE: its games weigh four times more).  Games without a tournament are club
games."""
from __future__ import annotations

from typing import TYPE_CHECKING

from sqlalchemy import select

from app.storage.linking import now
from app.storage.models import Tournament
from app.storage.persons import TournamentGrade

from .errors import RatingError

if TYPE_CHECKING:
    from app.storage import Archive

GRADES = ("tournament", "elite")


def set_grade(archive: Archive, tournament: str, grade: str, *, author: str | None = None) -> None:
    if grade not in GRADES:
        raise ValueError(grade)
    with archive.writing() as session:
        tid = session.scalar(select(Tournament.id).where(Tournament.name == tournament))
        if tid is None:
            raise RatingError("tournament.unknown", name=tournament)
        row = session.get(TournamentGrade, tid)
        if row is None:
            session.add(TournamentGrade(tournament_id=tid, grade=grade, author=author, at=now()))
        else:
            row.grade, row.author, row.at = grade, author, now()
