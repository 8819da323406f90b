"""Every message of the tournament code: English templates, translated through the message
catalogue (app/i18n.py; Russian is the default).

>>> message("regulation.unknown", "en", name="x", known="fiim-2024")
'unknown regulation "x" (known: fiim-2024)'
"""
from __future__ import annotations

from typing import Any

from app.i18n import N_, Phrase, format_number, gettext

_TEXT: dict[str, str] = {
    "regulation.unknown": N_('unknown regulation "{name}" (known: {known})'),
    "regulation.unreadable": N_("{source}: cannot read the regulation: {reason}"),
    "regulation.invalid": N_("{source}: {where}: {reason}"),
    "extra.not_listed": N_("player {seat}: extra points {value} are not in the regulation's list "
                           "({allowed})"),
    "extra.out_of_range": N_("player {seat}: extra points {value} are outside the regulation's limits ({low} "
                             "… {high})"),
    "extra.draw_positive": N_("player {seat}: extra points {value} in a draw (the regulation allows only "
                              "negative ones)"),
    "extra.with_best_move": N_("player {seat}: extra points {extra} and best move {best_move} exceed {limit} "
                               "together"),
    "compensation.draw": N_("player {player}: Ci after a draw is the chief judge's decision; 0 in the "
                            "standings"),
    "extra.game_sum": N_("positive extra points of the game add up to {value}, more than {limit}"),
    "extra.too_many": N_("{count} players got extra points; the regulation allows at most {limit}"),
    "penalty.differs": N_("player {seat}: the judge wrote a penalty of {written}, the regulation gives "
                          "{computed}"),
    "penalty.positive": N_("player {seat}: the penalty {value} is above zero"),
    "game.in_progress": N_("the game is not finished and is not counted"),
    "game.errors": N_("the protocol has {count} errors; the game is counted as recorded ({findings})"),
    "game.overridden": N_("the judge declared a result against the protocol; the standings use the "
                          "protocol's ({winner})"),
    "game.duplicate": N_("the same game as {other}; counted once"),
    "game.superseded": N_("an earlier record of the same game as {other}; {other} is counted"),
    "game.conflict": N_("round {round}, table {table}: different protocols ({others}); none is counted"),
    "game.other_tournament": N_('tournament "{name}", not "{expected}"'),
    "game.other_tournament_set_aside": N_('tournament "{name}", not "{expected}": set aside until the '
                                          "secretary decides"),
    "game.forged": N_("FORGED: the protocol changed after it was signed ({signer}); the game is not counted"),
    "game.unknown_signer": N_('signed by "{signer}", whose certificate is not trusted, and the regulation '
                              "does not count such games; to count it: trust the judge's certificate, or set "
                              "[games] unknown_signer = true in the regulation"),
    "game.unsigned": N_("the protocol is not signed yet, and the regulation does not count unsigned games; "
                        "to count it: have the judge sign it, or set [games] unsigned = true in the "
                        "regulation"),
    "game.unregistered_signer": N_('signed by "{signer}", who is not in the tournament\'s register of judges; a '
                                   "federation tournament counts only its judges' signatures: add the judge's "
                                   "certificate to the register"),
    "game.unsigned_federation": N_("the protocol is not signed yet; a federation tournament counts only protocols "
                                   "its judges signed: have the judge sign it"),
    "game.unsigned_counted": N_("not signed: counted, the tournament is a club one"),
    "game.unknown_signer_counted": N_('signed by "{signer}", who is not in the register: counted, the tournament '
                                      "is a club one"),
    "why.game.unsigned": N_("not signed"),
    "why.game.unsigned_federation": N_("not signed"),
    "why.game.unknown_signer": N_("the signer is not trusted"),
    "why.game.unregistered_signer": N_("the signer is not in the register"),
    "why.game.forged": N_("forged"),
    "why.game.conflict": N_("two different protocols for one place"),
    "why.game.other_tournament_set_aside": N_("a game of another tournament"),
    "why.game.held": N_("a rule error waits for the secretary's decision"),
    "register.already": N_('the judge "{name}" ({fingerprint}) is in the register already'),
    "register.ambiguous": N_('"{what}": several judges of the register ({names}); give more of the fingerprint'),
    "register.unknown": N_('there is no judge "{what}" in the register'),
    "register.not_certificate": N_("{source}: not a certificate (PEM or DER)"),
    "register.unreadable": N_("{source}: cannot read: {reason}"),
    "register.no_qr": N_("{source}: no QR code found in the image"),
    "register.not_image": N_("{source}: not an image (PNG, JPEG …)"),
    "register.neither": N_("{source}: neither a certificate (PEM or DER) nor an image of the QR code of one"),
    "register.qr_foreign": N_("{source}: the QR code holds no judge's certificate (the judge's sheet shows it "
                              "under File → My certificate)"),
    "register.setup_unreadable": N_("{path}: cannot read the tournament's setup: {reason}"),
    "game.excluded": N_("excluded by the secretary ({author}: {reason})"),
    "game.not_chosen": N_("round {round}, table {table}: the secretary chose {chosen} ({author}: {reason})"),
    "game.included": N_("counted by the secretary's decision ({author}: {reason})"),
    "game.corrected": N_("corrected, revision {revision}: {changes}"),
    "game.no_place": N_("meta gives no round or table"),
    "live.refused": N_("round {round}, table {table}, game {game}: the archive did not accept change {seq} sent "
                       "from the table ({reason}); the game goes on without it — check the protocol with the judge"),
    "live.noted": N_("round {round}, table {table}, game {game}, change {seq} sent from the table: {reason} — "
                     "check the protocol with the judge"),
    "player.mixed_script": N_('the nickname "{name}" ({where}) mixes Cyrillic and Latin letters ({latin}); '
                              'counted as "{like}": check it'),
    "player.mixed_script_alone": N_('the nickname "{name}" ({where}) mixes Cyrillic and Latin letters ({latin})'),
    "player.lookalike": N_('the nicknames "{name}" (games: {games}; {where}) and "{other}" (games: {other_games}) '
                           "differ by one letter: the same player?"),
    "player.at": N_("{game}, seat {seat}"),
    "table.where": N_("r{round}/t{table}"),
    "table.no_protocol": N_("{where}: no protocol counted; the seating puts {names} there, each is ranked a "
                            "game short"),
    "game.held": N_("the protocol breaks the rules ({findings}); held for the secretary's decision: correct it, or "
                    "count it as recorded"),
    "game.protest": N_("protest of seat {seat}: «{text}»; the head judge decided: «{decision}»"),
    "game.protest_table": N_("protest: «{text}»; the head judge decided: «{decision}»"),
    "game.protest_pending": N_("protest of seat {seat}: «{text}»; no decision of the head judge is recorded"),
    "game.protest_table_pending": N_("protest: «{text}»; no decision of the head judge is recorded"),
    "player.games_count": N_("{player}: {games} games counted, the seating gives {expected}"),
    "player.games_count_usual": N_("{player}: {games} games counted, most players have {expected}"),
    "stage.no_stage": N_("round {round} belongs to no stage; the game is not counted"),
    "stage.tied_cut": N_('the stage "{stage}": {players} share places {places} across the cut of {advance} '
                         "and the regulation draws no lots; the secretary decides who advances"),
    "stage.cut_decided": N_('the stage "{stage}": {players} share places {places} across the cut of {advance}; '
                            "{chosen} advance by the decision of {author} ({reason})"),
    "stage.cut_invalid": N_('the stage "{stage}": the decision at the cut names {named}, but {slots} of the '
                            "tied players {players} advance (not among them: {unknown})"),
    "stage.cut_by_lots": N_('the stage "{stage}": the regulation draws lots at a tie, and the lots gave places '
                            "{places} across the cut of {advance} in the order {order}; the decision of {author} "
                            "({reason}: {named}) is not applied — remove it from the stage file, or rank under a "
                            "regulation without lots"),
    "stage.cut_unneeded": N_('the stage "{stage}": nobody shares a place across the cut of {advance}; the decision '
                             "of {author} ({reason}: {named}) is not needed and not applied"),
    "stage.not_advanced": N_('{player} plays the stage "{stage}" without having advanced to it'),
    "seat.not_planned": N_('seat {seat}: "{name}", the seating gives "{planned}": not as seated'),
    "decision.choose": N_("this protocol chosen ({place})"),
    "decision.exclude": N_("game excluded"),
    "decision.include": N_("game included again"),
    "decision.correct.extra": N_("extra points of seat {seat} set to {value}"),
    "decision.correct.penalty": N_("penalty of seat {seat} set to {value}"),
    "decision.correct.result": N_("result set to {value}"),
    "decision.correct.name": N_('nickname of seat {seat} set to "{value}"'),
    "decision.correct.form_review": N_("the pen form's scan reviewed: {n} marks decided"),
    "decision.form_review": N_("a pen form's review must give the boxes decided, the players and the phases"),
    "decision.correct.was": N_("{what} (was {old})"),
    "decision.correct.extra_none": N_("extra points of seat {seat} removed"),
    "decision.correct.penalty_none": N_("penalty of seat {seat} removed"),
    "decision.correct.event": N_("{phase}, event {event}: {old} → {new}"),
    "decision.correct.event_removed": N_("{phase}, event {event} removed ({old})"),
    "decision.correct.event_added": N_("{phase}, event {event} added ({new})"),
    "decision.event_place": N_('an event is named by its phase and number: {"phase": "D1", "index": 0, …}'),
    "decision.event_shape": N_('the event must be an object with a "type"'),
    "decision.event_missing": N_("there is no event {event} in {phase}"),
    "decision.yes": N_("yes"),
    "decision.no": N_("no"),
    "event.seat": N_("seat"),
    "event.by": N_("by"),
    "event.target": N_("player"),
    "event.round": N_("round"),
    "event.candidate": N_("candidate"),
    "event.voters": N_("voters"),
    "event.count": N_("votes"),
    "event.guess": N_("named"),
    "event.shots": N_("shots"),
    "event.killed": N_("killed"),
    "event.result": N_("answer"),
    "event.clause": N_("clause"),
    "event.during_shooting": N_("during the shooting"),
    "event.at_number": N_("at the number"),
    "penalty.decided": N_("player {seat}: penalty {value} by the decision of {author} ({reason}); the regulation "
                          "gives {computed}"),
    "game.corrected_over": N_("corrected, revision {revision}, over the protocol {signer} signed (revision 1): "
                              "{changes}"),
    "decision.not_signed": N_("the correction is not signed, nothing is journalled: {reason}"),
    "game.correction_signed": N_("revision {revision} signed by {signer}: {verdict}"),
    "decision.kind": N_('unknown action "{kind}"'),
    "decision.no_author": N_("who decides is not given (--author)"),
    "decision.no_reason": N_("the reason is not given (--reason)"),
    "decision.field": N_('one can correct {fields}, not "{field}"'),
    "decision.seat": N_("there is no seat {seat} (seats 1-10)"),
    "decision.winner": N_('result "{value}": expected one of {allowed}'),
    "decision.number": N_('"{value}" is not a number'),
    "decision.name": N_("an empty nickname"),
    "decision.journal": N_("{path}: cannot read the secretary's journal: {reason}"),
    "decision.unknown_game": N_('there is no game "{game}" in the tournament'),
    "decision.ambiguous": N_('"{game}": several protocols here ({labels}); give the file or the number'),
    "decision.nowhere": N_("nowhere to journal the decision: give an archive (--db, --tournament) or a "
                           "journal (--journal)"),
    "decision.forged": N_("{game}: a forged protocol cannot be counted"),
    "decision.not_conflict": N_("{game}: this place has no conflicting protocols"),
    "player.unnamed": N_("seat {seat}: neither a nickname nor an id; the player is not counted"),
    "player.twice_in_round": N_("{player} plays twice in round {round} ({games})"),
    "player.ambiguous_name": N_('the nickname "{name}" belongs to players with different ids ({ids}); a seat '
                                "without an id is counted by nickname"),
    "lots.drawn": N_("places {places}: drawing of lots (seed {seed}): {order}"),
    "tie.shared": N_("places {places} are shared: {players}"),
    "seating.players": N_("at least 10 players are needed ({players} given)"),
    "seating.tables": N_("at least one table is needed ({tables} given)"),
    "seating.games": N_("every player must play at least one game ({games} given)"),
    "seating.too_few_players": N_("{tables} tables need {seats} players, there are {players}"),
    "seating.uneven": N_("{players} players with {games} games each fill {total} seats, not a multiple of "
                         "the {seats} seats of a round; change the games or the tables"),
    "seating.too_many_rounds": N_("that makes {rounds} rounds, more than {limit}"),
    "seating.apart_unknown": N_('pair "{a}" — "{b}": no such player'),
    "seating.apart_self": N_('pair "{a}" — "{a}": a player with himself'),
    "seating.apart_clique": N_("{count} players must all be kept apart ({names}) but there are {tables} "
                               "tables: in a round where all of them play two must share a table"),
    "seating.apart_full": N_('"{a}" and "{b}" play every round at the only table: they cannot be kept apart'),
    "seating.names": N_("{names} names for {players} players"),
    "seating.duplicate_name": N_('the name "{name}" appears twice'),
    "seating.apart_failed": N_("could not keep apart: {pairs}"),
    "schedule.unreadable": N_("{source}: cannot read the schedule: {reason}"),
    "schedule.invalid": N_("{source}: {where}: {reason}"),
    "schedule.swap_round": N_("there is no round {round}"),
    "schedule.swap_place": N_("round {round}: no place {table}/{seat}"),
    "floor.no_round": N_("the seating has no round {round} (its rounds: {rounds})"),
    "floor.judge": N_('--judge: expected TABLE=NAME (a table number, then the judge), not "{value}"'),
}


def message(code: str, lang: str = "ru", **params: Any) -> str:
    return gettext(lang, _TEXT[code], **params)


def phrase(code: str, **params: Any) -> Phrase:
    """``message`` as a message parameter, worded in its message's language."""
    return Phrase(_TEXT[code], **params)


def winner_text(winner: str | None, lang: str = "ru") -> str:
    from app.kernel.model import WINNER_TEXT
    return WINNER_TEXT[winner].pick(lang) if winner in WINNER_TEXT else str(winner)


def known(code: str) -> bool:
    return code in _TEXT


def number(value: float, lang: str = "ru") -> str:
    """A figure as a judge writes it: no trailing zeros, a decimal comma in Russian, and
    as many decimals as the figure has (up to four, the precision points are kept in), so
    that printed components always add up to the printed total (Ci 0,125 beside 9,025).

    >>> number(0.4, "ru"), number(-0.5, "en"), number(1.0, "ru"), number(0.125, "ru"), number(0.16666, "en")
    ('0,4', '-0.5', '1', '0,125', '0.1667')
    """
    shown = format_number(round(value, 4) + 0.0, lang, "0.####")
    return "0" if shown == "-0" else shown
