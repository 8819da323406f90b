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
    "points": ("Баллы", "Points"), "best_move_points": ("ЛХ", "BM"), "extra": ("Доп.", "Extra"),
    "penalty": ("Штраф", "Penalty"),
    "total": ("Итого", "Total"),
    "role.citizen": ("К", "C"), "role.sheriff": ("Ш", "S"), "role.mafia": ("М", "M"), "role.don": ("Д", "D"),
    "roles_legend": ("Роли: К — мирный, Ш — шериф, М — мафия, Д — дон. Фолы: × — полученный фол; "
                     "Удал. — удаление ({clause}). Баллы и ЛХ (лучший ход) — по регламенту турнира.",
                     "Roles: C citizen, S sheriff, M mafia, D don. Fouls: × a foul received; "
                     "Rem. — removal ({clause}). Points and BM (best move) by the tournament's regulation."),
    "removal_mark": ("У", "R"),
    "how.killed": ("убит", "killed"), "how.voted": ("заголосован", "voted out"),
    "how.lifted": ("поднят", "lifted"), "how.fouls": ("4 фола", "4 fouls"),
    "how.disqualified": ("удалён", "removed"),
    # the days
    "votes": ("Голосования", "Votes"), "day": ("Д{n}", "Day {n}"),   # Д1 as judges write it
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
    "reason.team_defeat": ("поражение команды ({clause})", "team defeat ({clause})"),
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
    # the boulevard protocol (reports/boulevard.py); role and team names are the engine's
    "bv.win": ("Побед.", "Won"), "bv.win_mark": ("+", "+"),
    "bv.ladder": ("Нарушения ({clause})", "Violations ({clause})"),
    "bv.light": ("Лёгк.", "Light"), "bv.silent": ("Без слова", "No speech"),
    "bv.grave": ("Грубые", "Grave"),
    "bv.grave.role_reveal": ("раскрытие", "reveal"), "bv.grave.disruption": ("срыв", "disruption"),
    "bv.pending": ("решение?", "decision?"),
    "bv.legend": ("Нарушения ({clause}): × — лёгкое нарушение (первое — предупреждение, следующие — "
                  "потеря слова); «Без слова» — дневные круги без речи; «Грубые» — умышленное раскрытие "
                  "роли или срыв игры; У — удалён решением ведущего. «+» — игрок победившей стороны.",
                  "Violations ({clause}): × a light violation (the first is a warning, each further one "
                  "costs the speech); “No speech”: the day circles without a speech; “Grave”: an "
                  "intentional role reveal or a systematic disruption; R: removed by the host's decision. "
                  "“+”: a player of the winning side."),
    "bv.roles_hidden": ("Игра не окончена: роли раскрываются после её окончания и здесь не печатаются.",
                        "The game is not over: roles are revealed at its end and are not printed here."),
    "bv.silenced": ("без слова: {seats}", "no speech: {seats}"),
    "bv.result.voted": ("Покидает: {seats}", "Leaves: {seats}"),
    "bv.result.tie": ("Равенство — никто не покидает", "A tie: nobody leaves"),
    "bv.result.no_majority": ("Нет большинства — никто не покидает", "No majority: nobody leaves"),
    "bv.result.no_votes": ("Голосов нет — никто не покидает", "No votes: nobody leaves"),
    "bv.result.no_vote": ("Кандидатур нет — голосования нет", "No nominees: no vote"),
    "bv.result.not_recorded": ("Голосование не записано", "The vote is not recorded"),
    "bv.morning": ("Утреннее объявление", "Morning announcement"),
    "bv.died": ("ночью выбыли: {seats}", "left the table this night: {seats}"),
    "bv.died_one": ("ночью выбыл {seats}", "{seats} left the table this night"),
    "bv.nobody_died": ("ночью никто не выбыл", "nobody left the table this night"),
    "bv.removed_at_night": ("удалён решением ведущего: {seats}", "removed by the host's decision: {seats}"),
    "bv.night_open": ("ночь не завершена", "the night is not over"),
    "bv.reason.declared": ("решение ведущего", "the host's decision"),
    "bv.reason.town_cleared": ("не осталось ни мафии, ни Маньяка", "neither the mafia nor the Maniac is left"),
    "bv.reason.parity": ("мафия сравнялась с остальными", "the mafia reached parity"),
    "bv.reason.maniac_last_two": ("Маньяк остался вдвоём с игроком", "the Maniac is one of the last two"),
    "bv.reason.maniac_alone": ("мафии нет, с Маньяком не больше одного игрока",
                               "no mafia, at most one player beside the Maniac"),
    "bv.reason.nobody_left": ("за столом никого не осталось", "nobody is left at the table"),
    "bv.readings": ("Чтения правил (текст молчит)", "Readings (the text is silent)"),
    "bv.host_errors": ("Ошибки ведущего ({clause})", "The host's errors ({clause})"),
    "bv.appeals": ("Апелляции ({clause})", "Appeals ({clause})"),
    "bv.appeal": ("игрок {seat}: {text}; решение: {decision}", "player {seat}: {text}; decision: {decision}"),
    "bv.appeal_anonymous": ("{text}; решение: {decision}", "{text}; decision: {decision}"),
    "bv.secret_finding": ("замечание о тайном ночном действии; подробности — только в отчёте судьи "
                          "(mafia-protocol check) и в журнале ведущего",
                          "a finding about a secret night action; its details are only in the judge's "
                          "report (mafia-protocol check) and the host's journal"),
    # the host's private journal (reports/journal.py)
    "journal.title": ("ПРИВАТНЫЙ ЖУРНАЛ ВЕДУЩЕГО", "HOST'S PRIVATE JOURNAL"),
    "journal.private": ("Не для публикации. Тайные ночные действия и приватные результаты проверок: "
                        "журнал хранится вместе с игрой, показывается только при апелляции и на публичном "
                        "протоколе не печатается ({clause}).",
                        "Not for publication. Secret night actions and private check results: the journal "
                        "is kept with the game, shown only for an appeal, and never printed on the public "
                        "protocol ({clause})."),
    "journal.running": ("Приватный журнал ведущего — не для публикации",
                        "Host's private journal — not for publication"),
    "journal.footer": ("ПРИВАТНО · Mafia Protocol · mafia-journal/1", "PRIVATE · Mafia Protocol · mafia-journal/1"),
    "journal.seating": ("Рассадка и роли", "Seats and roles"),
    "journal.entries": ("Записи по порядку", "Entries in order"),
    "journal.phase": ("Фаза", "Phase"), "journal.event": ("Соб.", "Ev."),
    "journal.kind": ("Вид", "Kind"), "journal.entry": ("Запись", "Entry"),
    "journal.after": ("после игры", "after the game"),
    "journal.empty": ("записей нет", "no entries"),
    "journal.status": ("Итог", "Result"),
    "journal.kind.action": ("действие", "action"), "journal.kind.night": ("итог ночи", "night result"),
    "journal.kind.vote": ("голосование", "vote"), "journal.kind.violation": ("нарушение", "violation"),
    "journal.kind.removal": ("удаление", "removal"), "journal.kind.correction": ("исправление", "correction"),
    "journal.kind.host_error": ("ошибка ведущего", "host's error"), "journal.kind.note": ("заметка", "note"),
    "journal.kind.appeal": ("апелляция", "appeal"),
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
