"""The season's table read from the computed standings: places, ratings, the movement since
the last tournament began, the club rating; and the same as CSV and XLSX.

The movement compares each person's place and rating now with the same before the scope's
last tournament (``rating_scopes.boundary_*``): a person new in that tournament has none.
The club rating ranks clubs by the sum of their ten best players' ratings (fewer when the club
has fewer rated players), with the count and the average beside it.
"""
from __future__ import annotations

import io
import itertools
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date
from typing import TYPE_CHECKING

from sqlalchemy import case, func, select

from app import csvsafe
from app.i18n import decimal_sign, gettext
from app.storage.models import Tournament
from app.storage.persons import Person, RatingScope, RatingStanding

from .engine import refresh_session, scope_key
from .formula import Formula
from .reading import driver_rows, sorts_in_memory
from .texts import TEXTS

if TYPE_CHECKING:
    from sqlalchemy.orm import Session

    from app.storage import Archive

CLUB_BEST = 10
HEADER = tuple(TEXTS[f"col.{k}"] for k in ("place", "move", "player", "club", "rating", "change", "red", "black",
                                            "games", "wins"))
CLUB_HEADER = tuple(TEXTS[f"col.{k}"] for k in ("place", "club", "players", "best_ten", "average"))
SHEET, CLUB_SHEET = TEXTS["sheet.rating"], TEXTS["sheet.clubs"]


@dataclass(frozen=True)
class TableRow:
    place: int
    person_id: int
    name: str
    club: str | None
    rating: float
    red: float
    black: float
    games: int
    wins: int
    previous: float | None
    previous_place: int | None

    @property
    def change(self) -> float | None:
        return None if self.previous is None else self.rating - self.previous

    @property
    def move(self) -> int | None:
        """Places gained (positive) or lost since the last tournament began."""
        return None if self.previous_place is None else self.previous_place - self.place


@dataclass(frozen=True)
class ClubRow:
    place: int
    club: str
    players: int
    best: float
    average: float


@dataclass(frozen=True)
class RatingTable:
    formula: Formula
    season: int | None
    games: int
    rows: tuple[TableRow, ...]
    clubs: tuple[ClubRow, ...]
    since: date | None                 # the day the last tournament began
    since_tournament: str | None


def default_season(archive: Archive) -> int | None:
    """The year of the archive's latest dated game (not today's: the table of an archive
    never depends on the day it is printed)."""
    from sqlalchemy import func

    from app.storage.models import GameRecord
    with archive.reading() as session:
        last = session.scalar(select(func.max(GameRecord.played_on)))
    return last.year if last else None


def rating_table(archive: Archive, formula: Formula, season: int | None) -> RatingTable:
    """Brings the scope up to date and reads its table."""
    with archive.writing() as session:
        refresh_session(session, formula, season)
    with archive.reading() as session:
        return read_table(session, formula, season)


def read_table(session: Session, formula: Formula, season: int | None) -> RatingTable:
    scope = session.scalar(select(RatingScope).where(RatingScope.key == scope_key(formula, season)))
    if scope is None:
        return RatingTable(formula, season, 0, (), (), None, None)
    # Plain columns, not ORM objects: a federation's table is a hundred thousand rows, placed
    # (now and before the last tournament) by the database and read in its order in batches.
    s = RatingStanding
    before = case((s.previous.is_not(None), func.row_number().over(
        partition_by=s.previous.is_(None), order_by=(s.previous.desc(), s.person_id))))
    sorts_in_memory(session)
    rows = driver_rows(session, select(s.person_id, Person.name, Person.club, s.rating, s.red, s.black, s.games,
                                       s.wins, s.previous, before)
                       .join(Person, Person.id == s.person_id).where(s.scope_id == scope.id)
                       .order_by(s.rating.desc(), s.person_id), 20000, server_side=False)
    table = tuple(TableRow(i, *r) for i, r in enumerate(itertools.chain.from_iterable(rows), 1))
    since_tournament = None
    if scope.boundary_game is not None:
        from app.storage.models import GameRecord
        since_tournament = session.scalar(select(Tournament.name).join(GameRecord, GameRecord.tournament_id ==
                                                                       Tournament.id)
                                          .where(GameRecord.id == scope.boundary_game))
    return RatingTable(formula, season, scope.games, table, clubs(table), scope.boundary_on,
                       since_tournament)


def clubs(rows: Iterable[TableRow]) -> tuple[ClubRow, ...]:
    """The clubs ranked by their best ten players' ratings, from the table's rows (in the
    order of their rating already: a club's first ten are its best)."""
    members: dict[str, list[float]] = {}
    for row in rows:
        club = (row.club or "").strip(" ")
        if club:
            members.setdefault(club, []).append(row.rating)
    ranked = sorted(((club, len(r), sum(r[:CLUB_BEST]), sum(r) / len(r)) for club, r in members.items()),
                    key=lambda c: (-c[2], c[0]))
    return tuple(ClubRow(i, *c) for i, c in enumerate(ranked, 1))


def _n(value: float | None, comma: bool) -> str:
    if value is None:
        return ""
    text = f"{value:.2f}"
    return text.replace(".", ",") if comma else text


def _cells(row: TableRow) -> list[object]:
    return [row.place, row.move, row.name, row.club or "", row.rating, row.change, row.red, row.black, row.games,
            row.wins]


def table_csv(table: RatingTable, lang: str = "ru") -> str:
    """The table, one person a line (a Russian CSV: ``;`` and a decimal comma, as the standings)."""
    comma = decimal_sign(lang) == ","
    out = io.StringIO()
    w = csvsafe.writer(out, lineterminator="\n", delimiter=";" if comma else ",")
    w.writerow([gettext(lang, h) for h in HEADER])
    for row in table.rows:
        w.writerow([_n(v, comma) if isinstance(v, float) else "" if v is None else v for v in _cells(row)])
    return out.getvalue()


def table_xlsx(table: RatingTable, lang: str = "ru") -> bytes:
    """The table and the clubs as a workbook; its dates fixed so that the file is the same
    for the same table."""
    from datetime import datetime

    from openpyxl import Workbook
    from openpyxl.styles import Font

    book = Workbook()
    fixed = datetime.combine(table.since or date(2000, 1, 1), datetime.min.time())
    book.properties.created = book.properties.modified = fixed
    sheet = book.active
    sheet.title = gettext(lang, SHEET)[:31]
    sheet.append([gettext(lang, h) for h in HEADER])
    for row in table.rows:
        sheet.append([csvsafe.neutralise(v) if isinstance(v, str) else v for v in _cells(row)])
    clubs_sheet = book.create_sheet(gettext(lang, CLUB_SHEET)[:31])
    clubs_sheet.append([gettext(lang, h) for h in CLUB_HEADER])
    for club in table.clubs:
        clubs_sheet.append([club.place, csvsafe.neutralise(club.club), club.players, club.best, club.average])
    for each in (sheet, clubs_sheet):
        for cell in each[1]:
            cell.font = Font(bold=True)
        each.freeze_panes = "A2"
    out = io.BytesIO()
    book.save(out)
    return _fixed_zip(out.getvalue(), fixed)


def _fixed_zip(data: bytes, when: object) -> bytes:
    """The same workbook as bytes that do not depend on the clock: openpyxl stamps each
    member of the zip with the time of writing."""
    import zipfile
    source = zipfile.ZipFile(io.BytesIO(data))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as target:
        for info in source.infolist():
            copy = zipfile.ZipInfo(info.filename, date_time=(2000, 1, 1, 0, 0, 0))
            copy.compress_type = zipfile.ZIP_DEFLATED
            target.writestr(copy, source.read(info.filename))
    return out.getvalue()
