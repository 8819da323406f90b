"""Every word the ratings print (the command line, the card, the table, the wall PDF, the
site, the window's card), in the ``ratings`` context of the catalogue.

>>> say("card.games", "ru"), say("role.don", "en")
('Игры', 'Don')
"""
from __future__ import annotations

from typing import Any

from app.i18n import NP_, gettext

TEXTS: dict[str, str] = {
    # the table
    "col.place": NP_("ratings", "Place"),
    "col.move": NP_("ratings", "Move"),
    "col.player": NP_("ratings", "Player"),
    "col.club": NP_("ratings", "Club"),
    "col.rating": NP_("ratings", "Rating"),
    "col.change": NP_("ratings", "Change"),
    "col.red": NP_("ratings", "Red"),
    "col.black": NP_("ratings", "Black"),
    "col.games": NP_("ratings", "Games"),
    "col.wins": NP_("ratings", "Wins"),
    "col.players": NP_("ratings", "Players"),
    "col.best_ten": NP_("ratings", "Best ten"),
    "col.average": NP_("ratings", "Average"),
    "sheet.rating": NP_("ratings", "Rating"),
    "sheet.clubs": NP_("ratings", "Clubs"),
    "title": NP_("ratings", "Rating {formula}, season {season}"),
    "title_all": NP_("ratings", "Rating {formula}, all seasons"),
    "summary": NP_("ratings", "Trusted games: {games}; players: {players}"),
    "since": NP_("ratings", "Movement since the tournament «{tournament}» began ({day})"),
    "clubs": NP_("ratings", "Club rating (the sum of the ten best players' ratings)"),
    "empty": NP_("ratings", "No trusted game in this season yet"),
    "new": NP_("ratings", "new"),
    # the card
    "card.title": NP_("ratings", "Player card"),
    "card.federation_id": NP_("ratings", "Federation id"),
    "card.nicknames": NP_("ratings", "Nicknames"),
    "card.ids": NP_("ratings", "Ids elsewhere"),
    "card.games": NP_("ratings", "Games"),
    "card.wins": NP_("ratings", "Wins"),
    "card.by_role": NP_("ratings", "Wins by role"),
    "card.role_line": NP_("ratings", "{role}: {wins} of {games}"),
    "card.best_moves": NP_("ratings", "Best moves: {count} (naming 3 blacks: {three}, 2: {two}, 1: {one}, 0: {zero})"),
    "card.best_player": NP_("ratings", "Best player of the game: {count}"),
    "card.fouls": NP_("ratings", "Fouls: {fouls}; removals: {removals}"),
    "card.tournaments": NP_("ratings", "Points by tournament"),
    "card.club_games": NP_("ratings", "Club games"),
    "card.tournament_line": NP_("ratings", "{name}: games {games}, wins {wins}, points {points}"),
    "card.opponents": NP_("ratings", "Opponents met most"),
    "card.opponent_line": NP_("ratings", "{name}: games {games}, won against {wins}"),
    "card.rating": NP_("ratings", "Rating ({formula}): {rating}"),
    "card.no_rating": NP_("ratings", "No rated game yet"),
    "card.history": NP_("ratings", "Rating history"),
    "role.citizen": NP_("ratings", "Citizen"),
    "role.sheriff": NP_("ratings", "Sheriff"),
    "role.mafia": NP_("ratings", "Mafia"),
    "role.don": NP_("ratings", "Don"),
    # the command line
    "written": NP_("ratings", "Written: {path}"),
    "write_failed": NP_("ratings", "{path}: cannot write: {reason}"),
    "graded": NP_("ratings", "Tournament «{name}»: {grade}"),
    "grade.elite": NP_("ratings", "elite"),
    "grade.tournament": NP_("ratings", "tournament"),
    "merged": NP_("ratings", "Change #{number}: #{source} merged into #{target}"),
    "split": NP_("ratings", "Change #{number}: seats moved from #{source} to the new person #{target}: {seats}"),
    "undone": NP_("ratings", "Change #{number}: change #{undone} undone"),
    "edited": NP_("ratings", "Change #{number}: #{person} edited"),
    "trail_line": NP_("ratings", "#{number} {at} {kind} by {author}: {reason}{undone}"),
    "trail_undone": NP_("ratings", " (undone by #{by})"),
    "need_reason": NP_("ratings", "a change of persons needs --author and --reason"),
    "bad_games": NP_("ratings", "--games: expected game numbers separated by commas, got «{value}»"),
    # the site
    "site.home": NP_("ratings", "Ratings"),
    "site.tournaments": NP_("ratings", "Tournaments"),
    "site.tournament": NP_("ratings", "Tournament"),
    "site.dates": NP_("ratings", "Dates"),
    "site.back": NP_("ratings", "Back to the table"),
    "site.formula": NP_("ratings", "Formula: {title} ({source})"),
    "site.made": NP_("ratings", "Made by Mafia Protocol from the archive's trusted games"),
    "site.written": NP_("ratings", "Site written: {path} ({pages} pages)"),
}


def say(key: str, lang: str, **params: Any) -> str:
    return gettext(lang, TEXTS[key], **params)


def role_name(role: str, lang: str) -> str:
    return say(f"role.{role}", lang) if f"role.{role}" in TEXTS else role
