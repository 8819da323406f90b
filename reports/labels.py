"""Every word printed on the protocol, in Russian (the default) and English.

>>> label("title", "en"), label("title", "ru")
('GAME PROTOCOL', 'ПРОТОКОЛ ИГРЫ')
>>> phase("D3", "ru"), phase("N1", "en")
('Д3', 'N1')
>>> number(1.4, "ru"), number(-0.5, "en"), number(1.0, "ru")
('1,4', '-0.5', '1')
"""
from __future__ import annotations

from collections.abc import Iterable

from app.i18n import NP_, format_number, gettext

_LABELS: dict[str, str] = {
    "title": NP_("protocol", "GAME PROTOCOL"),
    "continued": NP_("protocol", "Game protocol (continued)"),
    "tournament": NP_("protocol", "Tournament"),
    "round": NP_("protocol", "Round / stage"),
    "table": NP_("protocol", "Table"),
    "game": NP_("protocol", "Game"),
    "date": NP_("protocol", "Date"),
    "judge": NP_("protocol", "Judge"),
    "side_judges": NP_("protocol", "Side judges"),
    "rules": NP_("protocol", "Rules"),
    "page": NP_("protocol", "Page {n} of {total}"),
    "fingerprint": NP_("protocol", "Game fingerprint"),
    "phase.D": NP_("protocol phase", "D"), "phase.N": NP_("protocol phase", "N"),   # Д1/Н1 in Russian
    # the seats
    "seat": NP_("protocol", "#"),
    "seat_no": NP_("protocol", "#{seat}"),
    "player": NP_("protocol", "Player"),
    "role": NP_("protocol", "Role"),
    "fouls": NP_("protocol", "Fouls"),
    "removal": NP_("protocol", "Rem."),
    "left": NP_("protocol", "Left"),
    "points": NP_("protocol", "Points"),
    "best_move_points": NP_("protocol", "BM"),
    "extra": NP_("protocol", "Extra"),
    "penalty": NP_("protocol", "Penalty"),
    "total": NP_("protocol", "Total"),
    "role.citizen": NP_("protocol role", "C"),
    "role.sheriff": NP_("protocol role", "S"),
    "role.mafia": NP_("protocol role", "M"),
    "role.don": NP_("protocol role", "D"),
    "roles_legend": NP_("protocol", "Roles: C citizen, S sheriff, M mafia, D don. Fouls: × a foul received; "
                                    "Rem. — removal ({clause}). Points and BM (best move) by the "
                                    "tournament's regulation."),
    "removal_mark": NP_("protocol", "R"),
    "how.killed": NP_("protocol", "killed"),
    "how.voted": NP_("protocol", "voted out"),
    "how.lifted": NP_("protocol", "lifted"),
    "how.fouls": NP_("protocol", "4 fouls"),
    "how.disqualified": NP_("protocol", "removed"),
    # the days
    "votes": NP_("protocol", "Votes"),
    "day": NP_("protocol", "Day {n}"),
    "opener": NP_("protocol", "speeches from #{seat}"),
    "candidate": NP_("protocol", "Cand."),
    "nominated_by": NP_("protocol", "By"),
    "round.first": NP_("protocol vote", "Votes"),
    "round.again": NP_("protocol vote", "Re-vote"),
    "lift": NP_("protocol", "To lift all: {count}"),
    "no_candidates": NP_("protocol", "no nominations"),
    "result.voted": NP_("protocol", "Leaves: {seats}"),
    "result.voted_many": NP_("protocol", "Leave: {seats}"),
    "result.lifted": NP_("protocol", "Lifted: {seats}"),
    "result.stayed": NP_("protocol", "All stay"),
    "result.cancelled": NP_("protocol", "Vote cancelled"),
    "result.no_vote": NP_("protocol", "No vote"),
    "result.night": NP_("protocol", "Whole table tied: night"),
    "result.draw": NP_("protocol", "Whole table lifted: a draw"),
    "result.open": NP_("protocol", "Vote not completed"),
    # the nights
    "nights": NP_("protocol", "Nights"),
    "night": NP_("protocol", "Night"),
    "shots": NP_("protocol", "Shots (shooter: target)"),
    "night_result": NP_("protocol", "Outcome"),
    "don_check": NP_("protocol", "Don's check"),
    "sheriff_check": NP_("protocol", "Sheriff's check"),
    "killed": NP_("protocol", "#{seat} killed"),
    "miss": NP_("protocol", "miss"),
    "no_shooting": NP_("protocol", "no shooting recorded"),
    "no_shot": NP_("protocol", "—"),
    "check.sheriff": NP_("protocol", "sheriff"),
    "check.not_sheriff": NP_("protocol", "not sheriff"),
    "check.red": NP_("protocol", "red"),
    "check.black": NP_("protocol", "black"),
    "count_removal": NP_("protocol", "#{seat} removed during the count"),
    # the end
    "end": NP_("protocol", "End of the game"),
    "result": NP_("protocol", "Result"),
    "in_progress": NP_("protocol", "the game is not finished"),
    "reason.no_blacks": NP_("protocol", "no black player left"),
    "reason.parity": NP_("protocol", "as many blacks as reds"),
    "reason.no_leavers": NP_("protocol", "six phases without a leaver"),
    "reason.four_players": NP_("protocol", "four players without a leaver"),
    "reason.split_all": NP_("protocol", "the whole table lifted"),
    "reason.team_defeat": NP_("protocol", "team defeat ({clause})"),
    "win.red": NP_("protocol", "Red wins"),
    "win.black": NP_("protocol", "Black wins"),
    "win.draw": NP_("protocol", "A draw"),
    "in_phase": NP_("protocol", "in {phase}"),
    "best_move": NP_("protocol", "Best move"),
    "best_move_text": NP_("protocol", "#{seat}: {guess} — blacks guessed: {hits}"),
    "titles": NP_("protocol", "Titles"),
    "best_player": NP_("protocol", "best player #{seat}"),
    "best_move_title": NP_("protocol", "best move: {seats}"),
    "cards": NP_("protocol", "Cards and penalties"),
    "card.yellow": NP_("protocol", "yellow card"),
    "card.red": NP_("protocol", "red card"),
    "penalty_points": NP_("protocol", "penalty {points}"),
    "warnings": NP_("protocol", "warnings: {count}"),
    "protests": NP_("protocol", "Protests and remarks"),
    "protest": NP_("protocol", "protest of player {seat}: {text}; the head judge's decision: {decision}"),
    "protest_anonymous": NP_("protocol", "protest: {text}; the head judge's decision: {decision}"),
    "protest_pending": NP_("protocol", "not taken yet"),
    "none": NP_("protocol", "none"),
    "findings": NP_("protocol", "Validator findings"),
    "severity.error": NP_("protocol", "error"),
    "severity.warning": NP_("protocol", "warning"),
    "whole_game": NP_("protocol", "whole game"),
    "acknowledged": NP_("protocol", "acknowledged by the judge"),
    "acknowledged_note": NP_("protocol", "Errors the judge acknowledged when confirming the result or signing: {n}"),
    "sign_judge": NP_("protocol", "Judge"),
    "sign_side": NP_("protocol", "Side judge"),
    "e_signature": NP_("protocol", "Electronic signature"),
    # the boulevard protocol (reports/boulevard.py); role and team names are the engine's
    "bv.win": NP_("protocol", "Won"),
    "bv.win_mark": NP_("protocol", "+"),
    "bv.ladder": NP_("protocol", "Violations ({clause})"),
    "bv.light": NP_("protocol", "Light"),
    "bv.silent": NP_("protocol", "No speech"),
    "bv.grave": NP_("protocol", "Grave"),
    "bv.grave.role_reveal": NP_("protocol", "reveal"),
    "bv.grave.disruption": NP_("protocol", "disruption"),
    "bv.pending": NP_("protocol", "decision?"),
    "bv.legend": NP_("protocol", "Violations ({clause}): × a light violation (the first is a warning, each "
                                 "further one costs the speech); “No speech”: the day circles without a "
                                 "speech; “Grave”: an intentional role reveal or a systematic disruption; R: "
                                 "removed by the host's decision. “+”: a player of the winning side."),
    "bv.roles_hidden": NP_("protocol", "The game is not over: roles are revealed at its end and are not "
                                       "printed here."),
    "bv.silenced": NP_("protocol", "no speech: {seats}"),
    "bv.result.voted": NP_("protocol", "Leaves: {seats}"),
    "bv.result.tie": NP_("protocol", "A tie: nobody leaves"),
    "bv.result.no_majority": NP_("protocol", "No majority: nobody leaves"),
    "bv.result.no_votes": NP_("protocol", "No votes: nobody leaves"),
    "bv.result.no_vote": NP_("protocol", "No nominees: no vote"),
    "bv.result.not_recorded": NP_("protocol", "The vote is not recorded"),
    "bv.morning": NP_("protocol", "Morning announcement"),
    "bv.died": NP_("protocol", "left the table this night: {seats}"),
    "bv.died_one": NP_("protocol", "{seats} left the table this night"),
    "bv.nobody_died": NP_("protocol", "nobody left the table this night"),
    "bv.removed_at_night": NP_("protocol", "removed by the host's decision: {seats}"),
    "bv.night_open": NP_("protocol", "the night is not over"),
    "bv.reason.declared": NP_("protocol", "the host's decision"),
    "bv.reason.town_cleared": NP_("protocol", "neither the mafia nor the Maniac is left"),
    "bv.reason.parity": NP_("protocol", "the mafia reached parity"),
    "bv.reason.maniac_last_two": NP_("protocol", "the Maniac is one of the last two"),
    "bv.reason.maniac_alone": NP_("protocol", "no mafia, at most one player beside the Maniac"),
    "bv.reason.nobody_left": NP_("protocol", "nobody is left at the table"),
    "bv.readings": NP_("protocol", "Readings (the text is silent)"),
    "bv.host_errors": NP_("protocol", "The host's errors ({clause})"),
    "bv.appeals": NP_("protocol", "Appeals ({clause})"),
    "bv.appeal": NP_("protocol", "player {seat}: {text}; decision: {decision}"),
    "bv.appeal_anonymous": NP_("protocol", "{text}; decision: {decision}"),
    "bv.secret_finding": NP_("protocol", "a finding about a secret night action; its details are only in the "
                                         "judge's report (mafia-protocol check) and the host's journal"),
    # the host's private journal (reports/journal.py)
    "journal.title": NP_("journal", "HOST'S PRIVATE JOURNAL"),
    "journal.private": NP_("journal", "Not for publication. Secret night actions and private check results: "
                                      "the journal is kept with the game, shown only for an appeal, and "
                                      "never printed on the public protocol ({clause})."),
    "journal.running": NP_("journal", "Host's private journal — not for publication"),
    "journal.footer": NP_("journal", "PRIVATE · Mafia Protocol · mafia-journal/1"),
    "journal.seating": NP_("journal", "Seats and roles"),
    "journal.entries": NP_("journal", "Entries in order"),
    "journal.phase": NP_("journal", "Phase"),
    "journal.event": NP_("journal", "Ev."),
    "journal.kind": NP_("journal", "Kind"),
    "journal.entry": NP_("journal", "Entry"),
    "journal.after": NP_("journal", "after the game"),
    "journal.empty": NP_("journal", "no entries"),
    "journal.status": NP_("journal", "Result"),
    "journal.kind.action": NP_("journal", "action"),
    "journal.kind.night": NP_("journal", "night result"),
    "journal.kind.vote": NP_("journal", "vote"),
    "journal.kind.violation": NP_("journal", "violation"),
    "journal.kind.removal": NP_("journal", "removal"),
    "journal.kind.correction": NP_("journal", "correction"),
    "journal.kind.host_error": NP_("journal", "host's error"),
    "journal.kind.note": NP_("journal", "note"),
    "journal.kind.appeal": NP_("journal", "appeal"),
}


def label(key: str, lang: str = "ru", **params: object) -> str:
    """The printed text of ``key`` in ``lang`` (Russian unless English is asked for)."""
    return gettext(lang, _LABELS[key], **params)


def phase(name: str, lang: str = "ru") -> str:
    """Phase names as judges write them: Д1/Н1 in Russian, D1/N1 in English."""
    if not name or f"phase.{name[0]}" not in _LABELS:
        return name
    return label(f"phase.{name[0]}", lang) + name[1:]


def number(value: float | int, lang: str = "ru") -> str:
    """Points as printed: to the hundredth, no trailing zeros, a decimal comma in Russian."""
    return format_number(round(float(value), 2), lang, "0.##")


def seats(values: Iterable[int], lang: str | None = None) -> str:
    """Seat numbers; with a language, marked as seats: '№4, №7' or '#4, #7'."""
    if lang is None:
        return ", ".join(str(v) for v in values)
    return ", ".join(label("seat_no", lang, seat=v) for v in values)
