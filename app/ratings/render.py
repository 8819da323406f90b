"""The card and the table as lines of text, in the user's language: what the command line
prints, and the words the PDF and the site arrange."""
from __future__ import annotations

from app.i18n import format_number

from .card import PlayerCard
from .table import RatingTable
from .texts import role_name, say


def number(value: float, lang: str, digits: int = 2) -> str:
    """A rating as the language writes it, always with ``digits`` decimals (columns align)."""
    return format_number(round(value, digits), lang, "0." + "0" * digits if digits else "0")


def signed(value: float | None, lang: str) -> str:
    if value is None:
        return ""
    text = number(value, lang)
    return text if text.startswith("-") or text == number(0.0, lang) else "+" + text


def move_text(move: int | None, lang: str) -> str:
    if move is None:
        return say("new", lang)
    return f"+{move}" if move > 0 else f"-{-move}" if move < 0 else "="


def title(table: RatingTable, lang: str) -> str:
    if table.season is None:
        return say("title_all", lang, formula=table.formula.title)
    return say("title", lang, formula=table.formula.title, season=table.season)


def card_lines(card: PlayerCard, lang: str) -> list[str]:
    person = card.person
    lines = [f"{say('card.title', lang)}: {person.name} (#{person.id})"]
    if person.federation_id:
        lines.append(f"{say('card.federation_id', lang)}: {person.federation_id}")
    if person.club or person.city:
        lines.append(", ".join(x for x in (person.club, person.city) if x))
    if person.nicknames:
        lines.append(f"{say('card.nicknames', lang)}: {', '.join(person.nicknames)}")
    if person.external:
        lines.append(f"{say('card.ids', lang)}: {', '.join(f'{s} {v}' for s, v in person.external)}")
    lines.append(f"{say('card.games', lang)}: {card.games}; {say('card.wins', lang)}: {card.wins}")
    if card.roles:
        lines.append(say("card.by_role", lang) + ": " + "; ".join(
            say("card.role_line", lang, role=role_name(r.role, lang), wins=r.wins, games=r.games) for r in card.roles))
    zero, one, two, three = card.best_move_hits
    lines.append(say("card.best_moves", lang, count=card.best_moves, three=three, two=two, one=one, zero=zero))
    lines.append(say("card.best_player", lang, count=card.best_player))
    lines.append(say("card.fouls", lang, fouls=card.fouls, removals=card.removals))
    if card.tournaments:
        lines.append(say("card.tournaments", lang) + ":")
        for t in card.tournaments:
            lines.append("  " + say("card.tournament_line", lang, name=t.name or say("card.club_games", lang),
                                    games=t.games, wins=t.wins, points=number(t.points, lang)))
    if card.opponents:
        lines.append(say("card.opponents", lang) + ":")
        lines += ["  " + say("card.opponent_line", lang, name=o.name, games=o.games, wins=o.wins)
                  for o in card.opponents]
    if card.rating is None:
        lines.append(say("card.no_rating", lang))
    else:
        lines.append(say("card.rating", lang, formula=card.formula.title, rating=number(card.rating, lang)))
    return lines


def table_lines(table: RatingTable, lang: str, top: int | None = None, with_clubs: bool = False) -> list[str]:
    lines = [title(table, lang), say("summary", lang, games=table.games, players=len(table.rows))]
    if not table.rows:
        return lines + [say("empty", lang)]
    if table.since_tournament:
        lines.append(say("since", lang, tournament=table.since_tournament, day=table.since))
    header = [say(f"col.{k}", lang) for k in ("place", "move", "player", "club", "rating", "change", "games")]
    rows = [[str(r.place), move_text(r.move, lang), r.name, r.club or "", number(r.rating, lang),
             signed(r.change, lang), str(r.games)] for r in table.rows[:top]]
    lines += _columns([header] + rows, right=(0, 4, 5, 6))
    if with_clubs and table.clubs:
        lines += ["", say("clubs", lang)]
        club_rows = [[str(c.place), c.club, str(c.players), number(c.best, lang), number(c.average, lang)]
                     for c in table.clubs]
        head = [say(f"col.{k}", lang) for k in ("place", "club", "players", "best_ten", "average")]
        lines += _columns([head] + club_rows, right=(0, 2, 3, 4))
    return lines


def _columns(rows: list[list[str]], right: tuple[int, ...]) -> list[str]:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    return ["  ".join(cell.rjust(w) if i in right else cell.ljust(w) for i, (cell, w) in enumerate(zip(r, widths,
                                                                                                       strict=True)))
            .rstrip() for r in rows]
