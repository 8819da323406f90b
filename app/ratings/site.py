"""A federation's static site: the ratings table, one page per player (the card and the
rating's history as inline SVG) and one per tournament, plain HTML and one CSS file — no
script, nothing fetched from elsewhere — so that the folder can be copied to any web host.

Every name is escaped (a nickname may hold ``<`` or ``&``); every link is relative and
points at a page the site writes.
"""
from __future__ import annotations

from collections.abc import Iterable
from html import escape
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sqlalchemy import and_, func, select

from app.atomic import write_atomic
from app.storage.models import GameRecord, GameSeat, Tournament
from app.storage.persons import Person, RatingGame, RatingScope, SeatPerson
from app.storage.rating_seats import earned_by

from .card import read_card
from .chart import history_svg
from .engine import in_season, refresh_session, scope_key, trusted
from .formula import Formula
from .render import card_lines, move_text, number, signed, title
from .table import RatingTable, read_table
from .texts import say

if TYPE_CHECKING:
    from sqlalchemy.orm import Session

    from app.storage import Archive

CSS = """body{font-family:"PT Sans",Arial,sans-serif;margin:2em auto;max-width:60em;padding:0 1em;color:#222}
h1{font-size:1.6em}table{border-collapse:collapse;width:100%;margin:1em 0}
th,td{padding:.25em .5em;border-bottom:1px solid #ddd;text-align:left}td.n,th.n{text-align:right}
tr:nth-child(even){background:#f6f6f6}a{color:#8b1a1a}footer{margin-top:2em;color:#777;font-size:.85em}
svg{max-width:100%;height:auto}
"""


def _page(page_title: str, body: str, lang: str, depth: int) -> str:
    up = "../" * depth
    return (f'<!DOCTYPE html>\n<html lang="{escape(lang)}"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<title>{escape(page_title)}</title>"
            f'<link rel="stylesheet" href="{up}style.css"></head><body>{body}'
            f"<footer>{escape(say('site.made', lang))}</footer></body></html>\n")


def _row(cells: Iterable[str], numeric: Iterable[int] = ()) -> str:
    right = set(numeric)
    return "<tr>" + "".join(f'<td class="n">{c}</td>' if i in right else f"<td>{c}</td>"
                            for i, c in enumerate(cells)) + "</tr>"


def _head(cells: Iterable[str], numeric: Iterable[int] = ()) -> str:
    right = set(numeric)
    return "<tr>" + "".join(f'<th class="n">{escape(c)}</th>' if i in right else f"<th>{escape(c)}</th>"
                            for i, c in enumerate(cells)) + "</tr>"


def index_page(table: RatingTable, tournaments: list[tuple[int, str]], lang: str) -> str:
    cols = [say(f"col.{k}", lang) for k in ("place", "move", "player", "club", "rating", "change", "games", "wins")]
    rows = [_row([str(r.place), escape(move_text(r.move, lang)),
                  f'<a href="players/{r.person_id}.html">{escape(r.name)}</a>', escape(r.club or ""),
                  number(r.rating, lang), escape(signed(r.change, lang)), str(r.games), str(r.wins)],
                 (0, 4, 5, 6, 7)) for r in table.rows]
    body = [f"<h1>{escape(title(table, lang))}</h1>",
            f"<p>{escape(say('summary', lang, games=table.games, players=len(table.rows)))}</p>",
            f"<p>{escape(say('site.formula', lang, title=table.formula.title, source=table.formula.source))}</p>"]
    if table.since_tournament:
        body.append(f"<p>{escape(say('since', lang, tournament=table.since_tournament, day=table.since))}</p>")
    body.append(f"<table>{_head(cols, (0, 4, 5, 6, 7))}{''.join(rows)}</table>")
    if table.clubs:
        head = [say(f"col.{k}", lang) for k in ("place", "club", "players", "best_ten", "average")]
        body += [f"<h2>{escape(say('clubs', lang))}</h2>", "<table>" + _head(head, (0, 2, 3, 4)) + "".join(
            _row([str(c.place), escape(c.club), str(c.players), number(c.best, lang), number(c.average, lang)],
                 (0, 2, 3, 4)) for c in table.clubs) + "</table>"]
    if tournaments:
        body.append(f"<h2>{escape(say('site.tournaments', lang))}</h2><ul>" + "".join(
            f'<li><a href="tournaments/{tid}.html">{escape(name)}</a></li>' for tid, name in tournaments) + "</ul>")
    return _page(title(table, lang), "".join(body), lang, 0)


def player_page(session: Session, person_id: int, formula: Formula, season: int | None, lang: str,
                linked: set[int]) -> str:
    card = read_card(session, person_id, formula, season)
    lines = card_lines(card, lang)
    body = [f'<p><a href="../index.html">{escape(say("site.back", lang))}</a></p>',
            f"<h1>{escape(card.person.name)}</h1>", "<ul>"]
    body += [f"<li>{escape(line.strip())}</li>" for line in lines[1:]]
    body.append("</ul>")
    tournaments = [t for t in card.tournaments if t.tournament_id in linked]
    if tournaments:
        body.append(f"<h2>{escape(say('site.tournaments', lang))}</h2><ul>" + "".join(
            f'<li><a href="../tournaments/{t.tournament_id}.html">{escape(t.name or "")}</a></li>'
            for t in tournaments) + "</ul>")
    if card.history:
        body += [f"<h2>{escape(say('card.history', lang))}</h2>",
                 history_svg([(h.played_on, h.rating) for h in card.history], title=card.person.name)]
    return _page(card.person.name, "".join(body), lang, 1)


def tournament_page(session: Session, tournament_id: int, name: str, scope_id: int, where: Any, lang: str,
                    persons: set[int]) -> str:
    played = session.execute(
        select(SeatPerson.person_id, Person.name, func.count(),
               func.min(GameRecord.played_on), func.max(GameRecord.played_on))
        .select_from(GameRecord)
        .join(GameSeat, GameSeat.game_id == GameRecord.id)
        .join(SeatPerson, and_(SeatPerson.game_id == GameSeat.game_id, SeatPerson.seat == GameSeat.seat))
        .join(Person, Person.id == SeatPerson.person_id)
        .where(GameRecord.tournament_id == tournament_id, where)
        .group_by(SeatPerson.person_id, Person.name)).all()
    earned = earned_by(session.scalars(
        select(RatingGame.seats).join(GameRecord, GameRecord.id == RatingGame.game_id)
        .where(RatingGame.scope_id == scope_id, GameRecord.tournament_id == tournament_id)))
    rows = sorted(((pid, person, games, earned.get(pid), first, last) for pid, person, games, first, last in played),
                  key=lambda r: (-(r[3] or 0.0), r[0]))
    first = min((r[4] for r in rows if r[4]), default=None)
    last = max((r[5] for r in rows if r[5]), default=None)
    cols = [say(f"col.{k}", lang) for k in ("player", "games", "change")]

    def who(pid: int, person: str) -> str:
        return f'<a href="../players/{pid}.html">{escape(person)}</a>' if pid in persons else escape(person)
    body = [f'<p><a href="../index.html">{escape(say("site.back", lang))}</a></p>', f"<h1>{escape(name)}</h1>",
            f"<p>{escape(say('site.dates', lang))}: {first} — {last}</p>",
            "<table>" + _head(cols, (1, 2)) + "".join(
                _row([who(pid, person), str(games), escape(signed(earned or 0.0, lang))], (1, 2))
                for pid, person, games, earned, _, _ in rows) + "</table>"]
    return _page(name, "".join(body), lang, 1)


def write_site(archive: Archive, folder: str | Path, formula: Formula, season: int | None, lang: str = "ru") -> int:
    """Write the site into ``folder`` (made if missing); returns the number of pages."""
    root = Path(folder)
    with archive.writing() as session:
        refresh_session(session, formula, season)
    with archive.reading() as session:
        table = read_table(session, formula, season)
        scope_id = session.scalar(select(RatingScope.id).where(RatingScope.key == scope_key(formula, season)))
        where = and_(trusted(), in_season(season))
        tournaments = [(tid, name) for tid, name in session.execute(
            select(Tournament.id, Tournament.name).where(Tournament.id.in_(
                select(GameRecord.tournament_id).where(where, GameRecord.tournament_id.is_not(None))))
            .order_by(Tournament.name)).all()]
        persons = {r.person_id for r in table.rows}
        linked = {tid for tid, _ in tournaments}
        for sub in ("players", "tournaments"):
            (root / sub).mkdir(parents=True, exist_ok=True)
        write_atomic(root / "style.css", CSS.encode("utf-8"), durable=False)
        write_atomic(root / "index.html", index_page(table, tournaments, lang).encode("utf-8"), durable=False)
        for person_id in sorted(persons):
            write_atomic(root / "players" / f"{person_id}.html",
                         player_page(session, person_id, formula, season, lang, linked).encode("utf-8"), durable=False)
        for tid, name in tournaments:
            page = tournament_page(session, tid, name, scope_id or 0, where, lang, persons)
            write_atomic(root / "tournaments" / f"{tid}.html", page.encode("utf-8"), durable=False)
    return 1 + len(persons) + len(tournaments)
