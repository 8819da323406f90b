"""Every word printed on the protocol, in Russian (the default) and English.

>>> label("title", "en"), label("title", "ru")
('GAME PROTOCOL', 'ПРОТОКОЛ ИГРЫ')
>>> phase("D3", "ru"), phase("N1", "en")
('Д3', 'N1')
>>> number(1.4, "ru"), number(-0.5, "en"), number(1.0, "ru")
('1,4', '-0.5', '1')
"""
from __future__ import annotations

_LABELS: dict[str, tuple[str, str]] = {
    "title": ("ПРОТОКОЛ ИГРЫ", "GAME PROTOCOL"),
    "continued": ("Протокол игры (продолжение)", "Game protocol (continued)"),
    "tournament": ("Турнир", "Tournament"), "round": ("Тур / этап", "Round / stage"),
    "table": ("Стол", "Table"), "game": ("Игра", "Game"), "date": ("Дата", "Date"),
    "judge": ("Судья", "Judge"), "side_judges": ("Помощники судьи", "Side judges"),
    "rules": ("Правила", "Rules"), "page": ("Стр. {n} из {total}", "Page {n} of {total}"),
    "fingerprint": ("Отпечаток партии", "Game fingerprint"),
    # the seats
    "seat": ("№", "#"), "player": ("Игрок", "Player"), "role": ("Роль", "Role"),
    "fouls": ("Фолы", "Fouls"), "removal": ("Удал.", "Rem."), "left": ("Выбыл", "Left"),
    "points": ("Баллы", "Points"), "extra": ("Доп.", "Extra"), "penalty": ("Штраф", "Penalty"),
    "total": ("Итого", "Total"),
    "role.citizen": ("К", "C"), "role.sheriff": ("Ш", "S"), "role.mafia": ("М", "M"), "role.don": ("Д", "D"),
    "roles_legend": ("Роли: К — мирный, Ш — шериф, М — мафия, Д — дон. Фолы: × — полученный фол; "
                     "Удал. — удаление (9.3.3). Баллы: 1 за победу команды.",
                     "Roles: C citizen, S sheriff, M mafia, D don. Fouls: × a foul received; "
                     "Rem. — removal (9.3.3). Points: 1 for the team's win."),
    "removal_mark": ("У", "R"),
    "how.killed": ("убит", "killed"), "how.voted": ("заголосован", "voted out"),
    "how.lifted": ("поднят", "lifted"), "how.fouls": ("4 фола", "4 fouls"),
    "how.disqualified": ("удалён", "removed"),
    # the days
    "votes": ("Голосования", "Votes"), "day": ("День {n}", "Day {n}"),
    "opener": ("речь с №{seat}", "speeches from #{seat}"),
    "candidate": ("Канд.", "Cand."), "nominated_by": ("Выст.", "By"),
    "round.first": ("Голоса", "Votes"), "round.again": ("Перег.", "Re-vote"),
    "lift": ("За подъём всех: {count}", "To lift all: {count}"),
    "no_candidates": ("кандидатур нет", "no nominations"),
    "result.voted": ("Покидает: {seats}", "Leaves: {seats}"),
    "result.voted_many": ("Покидают: {seats}", "Leave: {seats}"),
    "result.lifted": ("Подняты: {seats}", "Lifted: {seats}"),
    "result.stayed": ("Все остаются", "All stay"),
    "result.cancelled": ("Голосование отменено", "Vote cancelled"),
    "result.no_vote": ("Голосования нет", "No vote"),
    "result.night": ("Ничья всего стола: ночь", "Whole table tied: night"),
    "result.draw": ("Подъём всего стола: ничья", "Whole table lifted: a draw"),
    "result.open": ("Голосование не завершено", "Vote not completed"),
    # the nights
    "nights": ("Ночи", "Nights"), "night": ("Ночь", "Night"),
    "shots": ("Выстрелы (стрелок: цель)", "Shots (shooter: target)"),
    "night_result": ("Итог ночи", "Outcome"),
    "don_check": ("Проверка дона", "Don's check"), "sheriff_check": ("Проверка шерифа", "Sheriff's check"),
    "killed": ("убит №{seat}", "#{seat} killed"), "miss": ("промах", "miss"),
    "no_shooting": ("стрельба не записана", "no shooting recorded"),
    "no_shot": ("—", "—"),
    "check.sheriff": ("шериф", "sheriff"), "check.not_sheriff": ("не шериф", "not sheriff"),
    "check.red": ("красный", "red"), "check.black": ("чёрный", "black"),
    "count_removal": ("удалён №{seat} во время счёта", "#{seat} removed during the count"),
    # the end
    "end": ("Итог игры", "End of the game"), "result": ("Результат", "Result"),
    "in_progress": ("игра не окончена", "the game is not finished"),
    "reason.no_blacks": ("не осталось чёрных", "no black player left"),
    "reason.parity": ("чёрных не меньше, чем красных", "as many blacks as reds"),
    "reason.no_leavers": ("шесть фаз без выбывших", "six phases without a leaver"),
    "reason.four_players": ("четверо за столом без выбывших", "four players without a leaver"),
    "reason.split_all": ("подъём всего стола", "the whole table lifted"),
    "reason.team_defeat": ("поражение команды (9.3.4)", "team defeat (9.3.4)"),
    "win.red": ("Победа красных", "Red wins"), "win.black": ("Победа чёрных", "Black wins"),
    "win.draw": ("Ничья", "A draw"), "in_phase": ("в фазе {phase}", "in {phase}"),
    "best_move": ("Лучший ход", "Best move"),
    "best_move_text": ("№{seat}: {guess} — угадано чёрных: {hits}", "#{seat}: {guess} — blacks guessed: {hits}"),
    "titles": ("Звания", "Titles"), "best_player": ("лучший игрок №{seat}", "best player #{seat}"),
    "best_move_title": ("лучший ход: {seats}", "best move: {seats}"),
    "cards": ("Карточки и штрафы", "Cards and penalties"),
    "card.yellow": ("жёлтая карточка", "yellow card"), "card.red": ("красная карточка", "red card"),
    "penalty_points": ("штраф {points}", "penalty {points}"),
    "warnings": ("предупреждений: {count}", "warnings: {count}"),
    "protests": ("Протесты и особые отметки", "Protests and remarks"),
    "none": ("нет", "none"),
    "findings": ("Замечания валидатора", "Validator findings"),
    "severity.error": ("ошибка", "error"), "severity.warning": ("внимание", "warning"),
    "whole_game": ("вся игра", "whole game"),
    "sign_judge": ("Судья", "Judge"),
    "sign_side": ("Помощник судьи", "Side judge"),
    "e_signature": ("Электронная подпись", "Electronic signature"),
}


def label(key: str, lang: str = "ru", **params: object) -> str:
    ru, en = _LABELS[key]
    text = en if lang == "en" else ru
    return text.format(**params) if params else text


def phase(name: str, lang: str = "ru") -> str:
    """Phase names as judges write them: Д1/Н1 in Russian, D1/N1 in English."""
    if lang == "en" or not name:
        return name
    return {"D": "Д", "N": "Н"}.get(name[0], name[0]) + name[1:]


def number(value: float | int, lang: str = "ru") -> str:
    """Points as printed: no trailing zeros, a decimal comma in Russian."""
    text = f"{round(float(value), 2):g}"
    return text.replace(".", ",") if lang != "en" else text


def seats(values, lang: str | None = None) -> str:
    """Seat numbers; with a language, marked as seats: '№4, №7' or '#4, #7'."""
    if lang is None:
        return ", ".join(str(v) for v in values)
    mark = "#" if lang == "en" else "№"
    return ", ".join(f"{mark}{v}" for v in values)
