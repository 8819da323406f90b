"""Every message of the tournament code, in Russian (the default) and English.

>>> message("regulation.unknown", "en", name="x", known="fiim-2024")
'unknown regulation "x" (known: fiim-2024)'
"""
from __future__ import annotations

from typing import Any

_TEXT: dict[str, tuple[str, str]] = {
    # regulations
    "regulation.unknown": ('неизвестный регламент «{name}» (есть: {known})',
                           'unknown regulation "{name}" (known: {known})'),
    "regulation.unreadable": ("{source}: регламент не прочитан: {reason}",
                              "{source}: cannot read the regulation: {reason}"),
    "regulation.invalid": ("{source}: {where}: {reason}", "{source}: {where}: {reason}"),
    # what the regulation says about a game's awards
    "extra.not_listed": ("игрок {seat}: ДБ {value} нет в списке регламента ({allowed})",
                         "player {seat}: extra points {value} are not in the regulation's list ({allowed})"),
    "extra.out_of_range": ("игрок {seat}: ДБ {value} вне пределов регламента ({low} … {high})",
                           "player {seat}: extra points {value} are outside the regulation's limits ({low} … {high})"),
    "extra.draw_positive": ("игрок {seat}: ДБ {value} при ничьей (регламент разрешает только отрицательные)",
                            "player {seat}: extra points {value} in a draw (the regulation allows only negative ones)"),
    "extra.with_best_move": ("игрок {seat}: ДБ {extra} и ТЧ {best_move} — больше {limit} вместе",
                             "player {seat}: extra points {extra} and best move {best_move} exceed {limit} together"),
    "compensation.draw": ("игрок {player}: Ci за ничью назначает главный судья; в таблице 0",
                          "player {player}: Ci after a draw is the chief judge's decision; 0 in the standings"),
    "extra.game_sum": ("сумма положительных ДБ за игру {value} больше {limit}",
                       "positive extra points of the game add up to {value}, more than {limit}"),
    "extra.too_many": ("ДБ получили {count} игроков, регламент разрешает не более {limit}",
                       "{count} players got extra points; the regulation allows at most {limit}"),
    "penalty.differs": ("игрок {seat}: судья записал штраф {written}, по регламенту {computed}",
                        "player {seat}: the judge wrote a penalty of {written}, the regulation gives {computed}"),
    "penalty.positive": ("игрок {seat}: штраф {value} больше нуля",
                         "player {seat}: the penalty {value} is above zero"),
    # the games of a tournament
    "game.in_progress": ("игра не окончена и в таблицу не входит",
                         "the game is not finished and is not counted"),
    "game.errors": ("в протоколе ошибки ({count}); игра учтена, как записана",
                    "the protocol has {count} errors; the game is counted as recorded"),
    "game.overridden": ("судья объявил результат вопреки протоколу; в таблице результат по протоколу ({winner})",
                        "the judge declared a result against the protocol; the standings use the protocol's ({winner})"),
    "game.duplicate": ("та же игра, что {other}; учтена один раз",
                       "the same game as {other}; counted once"),
    "game.superseded": ("более ранняя запись той же игры, что {other}; учтена {other}",
                        "an earlier record of the same game as {other}; {other} is counted"),
    "game.conflict": ("тур {round}, стол {table}: разные протоколы ({others}); ни один не учтён",
                      "round {round}, table {table}: different protocols ({others}); none is counted"),
    "game.other_tournament": ("турнир «{name}», а не «{expected}»",
                              'tournament "{name}", not "{expected}"'),
    "game.other_tournament_set_aside": ("турнир «{name}», а не «{expected}»: игра отложена до решения секретаря",
                                        'tournament "{name}", not "{expected}": set aside until the secretary decides'),
    "game.forged": ("ПОДДЕЛКА: протокол изменён после подписи ({signer}); игра не учтена",
                    "FORGED: the protocol changed after it was signed ({signer}); the game is not counted"),
    "game.unknown_signer": ("подписал «{signer}», его сертификата нет среди доверенных, а регламент такие игры не "
                            "учитывает; чтобы учесть: добавьте сертификат судьи в доверенные или задайте в регламенте "
                            "[games] unknown_signer = true",
                            'signed by "{signer}", whose certificate is not trusted, and the regulation does not count '
                            "such games; to count it: trust the judge's certificate, or set [games] unknown_signer = "
                            "true in the regulation"),
    "game.unsigned": ("протокол ещё не подписан, а регламент неподписанные игры не учитывает; чтобы учесть: пусть "
                      "судья подпишет протокол, или задайте в регламенте [games] unsigned = true",
                      "the protocol is not signed yet, and the regulation does not count unsigned games; to count "
                      "it: have the judge sign it, or set [games] unsigned = true in the regulation"),
    "game.excluded": ("исключена секретарём ({author}: {reason})",
                      "excluded by the secretary ({author}: {reason})"),
    "game.not_chosen": ("тур {round}, стол {table}: секретарь выбрал {chosen} ({author}: {reason})",
                        "round {round}, table {table}: the secretary chose {chosen} ({author}: {reason})"),
    "game.included": ("учтена по решению секретаря ({author}: {reason})",
                      "counted by the secretary's decision ({author}: {reason})"),
    "game.corrected": ("исправлена, редакция {revision}: {changes}",
                       "corrected, revision {revision}: {changes}"),
    "game.no_place": ("в meta нет тура или стола", "meta gives no round or table"),
    "player.mixed_script": ("ник «{name}» смешивает кириллицу и латиницу ({latin}); учтён как «{like}» — проверьте",
                            'the nickname "{name}" mixes Cyrillic and Latin letters ({latin}); counted as "{like}": '
                            "check it"),
    "player.mixed_script_alone": ("ник «{name}» смешивает кириллицу и латиницу ({latin})",
                                  'the nickname "{name}" mixes Cyrillic and Latin letters ({latin})'),
    "player.lookalike": ("ники «{name}» (игр: {games}) и «{other}» (игр: {other_games}) различаются одной буквой — "
                         "один ли это игрок?",
                         'the nicknames "{name}" (games: {games}) and "{other}" (games: {other_games}) differ by one '
                         "letter: the same player?"),
    "player.games_count": ("{player}: учтено игр {games}, а по рассадке за этими столами {expected}",
                           "{player}: {games} games counted, the seating gives {expected} at those tables"),
    "player.games_count_usual": ("{player}: учтено игр {games}, у большинства {expected}",
                                 "{player}: {games} games counted, most players have {expected}"),
    "seat.not_planned": ("место {seat}: «{name}», по рассадке «{planned}» — не по рассадке",
                         'seat {seat}: "{name}", the seating gives "{planned}": not as seated'),
    # the secretary's decisions
    "decision.choose": ("выбран этот протокол ({place})", "this protocol chosen ({place})"),
    "decision.exclude": ("игра исключена", "game excluded"),
    "decision.include": ("игра снова учтена", "game included again"),
    "decision.correct.extra": ("ДБ места {seat}: {value}", "extra points of seat {seat} set to {value}"),
    "decision.correct.penalty": ("штраф места {seat}: {value}", "penalty of seat {seat} set to {value}"),
    "decision.correct.result": ("результат: {value}", "result set to {value}"),
    "decision.correct.name": ("ник места {seat}: «{value}»", 'nickname of seat {seat} set to "{value}"'),
    "decision.kind": ("неизвестное действие «{kind}»", 'unknown action "{kind}"'),
    "decision.no_author": ("не указано, кто решает (--author)", "who decides is not given (--author)"),
    "decision.no_reason": ("не указана причина (--reason)", "the reason is not given (--reason)"),
    "decision.field": ("исправить можно {fields}, а не «{field}»", 'one can correct {fields}, not "{field}"'),
    "decision.seat": ("нет места {seat} (места 1–10)", "there is no seat {seat} (seats 1-10)"),
    "decision.winner": ("результат «{value}» — ожидалось одно из: {allowed}",
                        'result "{value}": expected one of {allowed}'),
    "decision.number": ("«{value}» — не число", '"{value}" is not a number'),
    "decision.name": ("пустой ник", "an empty nickname"),
    "decision.journal": ("{path}: журнал секретаря не прочитан: {reason}",
                         "{path}: cannot read the secretary's journal: {reason}"),
    "decision.unknown_game": ("игры «{game}» в турнире нет", 'there is no game "{game}" in the tournament'),
    "decision.ambiguous": ("«{game}»: здесь несколько протоколов ({labels}); укажите файл или номер",
                           '"{game}": several protocols here ({labels}); give the file or the number'),
    "decision.nowhere": ("решение некуда записать: нужен архив (--db, --tournament) или журнал (--journal)",
                         "nowhere to journal the decision: give an archive (--db, --tournament) or a journal (--journal)"),
    "decision.forged": ("{game}: поддельный протокол учесть нельзя", "{game}: a forged protocol cannot be counted"),
    "decision.not_conflict": ("{game}: у этого места нет спора протоколов", "{game}: this place has no conflicting protocols"),
    "player.unnamed": ("место {seat}: нет ни ника, ни id — игрок не учтён",
                       "seat {seat}: neither a nickname nor an id; the player is not counted"),
    "player.twice_in_round": ("{player} играет в туре {round} дважды ({games})",
                              "{player} plays twice in round {round} ({games})"),
    "player.ambiguous_name": ("ник «{name}» носят игроки с разными id ({ids}); место без id учтено по нику",
                              'the nickname "{name}" belongs to players with different ids ({ids}); '
                              "a seat without an id is counted by nickname"),
    "lots.drawn": ("места {places}: жребий (зерно {seed}): {order}",
                   "places {places}: drawing of lots (seed {seed}): {order}"),
    "tie.shared": ("места {places} поделены: {players}", "places {places} are shared: {players}"),
    # seating
    "seating.players": ("нужно не меньше 10 игроков (дано {players})", "at least 10 players are needed ({players} given)"),
    "seating.tables": ("нужен хотя бы один стол (дано {tables})", "at least one table is needed ({tables} given)"),
    "seating.games": ("каждый должен сыграть хотя бы одну игру (дано {games})",
                      "every player must play at least one game ({games} given)"),
    "seating.too_few_players": ("{tables} столам нужно {seats} игроков, а их {players}",
                                "{tables} tables need {seats} players, there are {players}"),
    "seating.uneven": ("{players} игроков по {games} игр — это {total} мест, не кратно {seats} местам тура; "
                       "измените число игр или столов",
                       "{players} players with {games} games each fill {total} seats, not a multiple of the "
                       "{seats} seats of a round; change the games or the tables"),
    "seating.too_many_rounds": ("получается {rounds} туров — больше {limit}", "that makes {rounds} rounds, more than {limit}"),
    "seating.apart_unknown": ("пара «{a}» — «{b}»: такого игрока нет", 'pair "{a}" — "{b}": no such player'),
    "seating.apart_self": ("пара «{a}» — «{a}»: игрок с самим собой", 'pair "{a}" — "{a}": a player with himself'),
    "seating.apart_clique": ("игроков, которых надо развести, {count} ({names}), а столов {tables}: "
                             "в туре, где все играют, двое окажутся за одним столом",
                             "{count} players must all be kept apart ({names}) but there are {tables} tables: "
                             "in a round where all of them play two must share a table"),
    "seating.apart_full": ("«{a}» и «{b}» играют каждый тур за единственным столом — развести нельзя",
                           '"{a}" and "{b}" play every round at the only table: they cannot be kept apart'),
    "seating.names": ("имён {names}, а игроков {players}", "{names} names for {players} players"),
    "seating.duplicate_name": ("имя «{name}» встречается дважды", 'the name "{name}" appears twice'),
    "seating.apart_failed": ("развести не удалось: {pairs}", "could not keep apart: {pairs}"),
    # schedules read from files
    "schedule.unreadable": ("{source}: расписание не прочитано: {reason}", "{source}: cannot read the schedule: {reason}"),
    "schedule.invalid": ("{source}: {where}: {reason}", "{source}: {where}: {reason}"),
    "schedule.swap_round": ("нет тура {round}", "there is no round {round}"),
    "schedule.swap_place": ("тур {round}: нет места {table}/{seat}", "round {round}: no place {table}/{seat}"),
}


def message(code: str, lang: str = "ru", **params: Any) -> str:
    ru, en = _TEXT[code]
    return (en if lang == "en" else ru).format(**params)


def winner_text(winner: str | None, lang: str = "ru") -> str:
    from app.engine.model import WINNER_TEXT
    return WINNER_TEXT[winner].get(lang) if winner in WINNER_TEXT else str(winner)


def known(code: str) -> bool:
    return code in _TEXT


def number(value: float, lang: str = "ru") -> str:
    """A figure as a judge writes it: no trailing zeros, a decimal comma in Russian, and
    as many decimals as the figure has (up to four, the precision points are kept in), so
    that printed components always add up to the printed total (Ci 0,125 beside 9,025).

    >>> number(0.4, "ru"), number(-0.5, "en"), number(1.0, "ru"), number(0.125, "ru"), number(0.16666, "en")
    ('0,4', '-0.5', '1', '0,125', '0.1667')
    """
    shown = f"{value:.4f}".rstrip("0").rstrip(".")
    if shown in ("-0", ""):
        shown = "0"
    return shown.replace(".", ",") if lang != "en" else shown
