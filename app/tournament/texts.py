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
    "game.no_place": ("в meta нет тура или стола", "meta gives no round or table"),
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


def known(code: str) -> bool:
    return code in _TEXT


def number(value: float, lang: str = "ru") -> str:
    """A figure as a judge writes it: at most two decimals, no trailing zeros, a decimal
    comma in Russian.

    >>> number(0.4, "ru"), number(-0.5, "en"), number(1.0, "ru"), number(0.16666, "en")
    ('0,4', '-0.5', '1', '0.17')
    """
    shown = f"{value:.2f}".rstrip("0").rstrip(".")
    if shown in ("-0", ""):
        shown = "0"
    return shown.replace(".", ",") if lang != "en" else shown
