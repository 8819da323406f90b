"""What a conversion says back: the record that cannot be read, and, per game, what could
not be carried across (never dropped in silence).  Russian and English, like the format's
own errors."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

# code -> (Russian, English); {params} are filled in.
_NOTES: dict[str, tuple[str, str]] = {
    "rules_code": ("правило mafiaratings «{name}={value}» не выражается нашими сводами",
                   "mafiaratings rule '{name}={value}' cannot be expressed in our rule books"),
    "option": ("опция {key}={value} не выражается кодом правил mafiaratings",
               "option {key}={value} has no place in mafiaratings' rules code"),
    "preset": ("свод «{preset}» записан опциями Лиги", "rule book '{preset}' is written as league options"),
    "boulevard": ("бульварная игра: в mafiaratings нет её ролей и правил",
                  "a boulevard game: mafiaratings has none of its roles and rules"),
    "arranged": ("статичная договорка мафии (arranged)", "the mafia's static arrangement (arranged)"),
    "on_record": ("оставления цветов под протокол", "colours left on record"),
    "worst_move": ("«худший ход» игрока {seat}", "the 'worst move' of player {seat}"),
    "comment": ("комментарии судьи к игрокам", "the judge's comments on players"),
    "vice": ("«вице» в догадке игрока {seat}", "the 'vice' in player {seat}'s guess"),
    "guess": ("догадка игрока {seat} (кроме лучшего хода)", "player {seat}'s guess (other than a best move)"),
    "bonus_text": ("тексты бонусов", "the bonuses' texts"),
    "com_killer": ("отметка «убийца комиссара»", "the 'sheriff's killer' mark"),
    "timing": ("время начала фаз (timing)", "the phases' start times (timing)"),
    "stage": ("незавершённая игра: последний этап {stage}", "unfinished game: last stage {stage}"),
    "unplaced": ("{count} событий без места в игре ({what})", "{count} event(s) with no place in the game ({what})"),
    "counts_only": ("голоса записаны числом, а не поимённо ({phase})",
                    "votes written as counts, not by voter ({phase})"),
    "lift_count": ("подъём всех записан числом ({phase})", "the lift-all vote written as a count ({phase})"),
    "refused_nomination": ("выставления, не принятые или заменённые ({phase})",
                           "nominations refused or replaced ({phase})"),
    "withdraw": ("отзывы кандидатур ({phase})", "withdrawn nominations ({phase})"),
    "warning": ("предупреждения 9.3.1 ({count})", "warnings of 9.3.1 ({count})"),
    "clause": ("номера пунктов у наказаний", "the clauses of penalties"),
    "during_shooting": ("удаление во время отстрела с номером ({phase})",
                        "a removal during the count at a number ({phase})"),
    "no_votes": ("кто ушёл голосованием {phase}, записано без голосов: ход игры расходится с записью",
                 "who was voted out in {phase} is written without the votes: the replay differs"),
    "missing_shot": ("выстрел, не записанный ни как выстрел, ни как его отсутствие ({phase})",
                     "a shot recorded neither as made nor as not made ({phase})"),
    "result_missing": ("победитель, не объявленный в протоколе, записан по ходу игры",
                       "a winner the protocol does not declare, written from the replay"),
    "penalty_points": ("штрафные баллы и карточки", "penalty points and cards"),
    "errors": ("протокол с ошибками ({count}): mafiaratings хранит ход игры, а не её ошибки",
               "a protocol with {count} error(s): mafiaratings keeps the game, not its mistakes"),
    "unknown_event": ("событие «{type}»", "event '{type}'"),
    "check_result": ("ответы на проверки", "the checks' answers"),
    "time": ("отметки времени событий", "the events' time stamps"),
    "self_vote_count": ("голос за себя в первый день (7.16.4) без имён голосующих",
                        "a first-day self-vote (7.16.4) without the voters' names"),
    "draw_declared": ("ничья без причины в протоколе", "a draw with no cause in the protocol"),
}

_LOST = {"ru": "не перенесено", "en": "not carried across"}


@dataclass
class Notes:
    """What one game lost on the way.  ``replay`` notes change the game's replay."""

    items: list[tuple[str, dict, bool]] = field(default_factory=list)

    def add(self, code: str, replay: bool = False, **params: Any) -> None:
        entry = (code, params, replay)
        if entry not in self.items:
            self.items.append(entry)

    def __bool__(self) -> bool:
        return bool(self.items)

    @property
    def affects_replay(self) -> bool:
        return any(replay for _, _, replay in self.items)

    def line(self, name: str, lang: str = "ru") -> str:
        """One line per game: the file, then everything it could not carry."""
        texts = [_NOTES[code][1 if lang == "en" else 0].format(**params)
                 for code, params, _ in self.items]
        return f"{name}: {_LOST['en' if lang == 'en' else 'ru']}: " + "; ".join(texts)

    def to_json(self) -> list[str]:
        return [_NOTES[code][1].format(**params) for code, params, _ in self.items]


_ERRORS: dict[str, tuple[str, str]] = {
    "io": ("не удалось прочитать файл: {reason}", "cannot read the file: {reason}"),
    "json": ("это не JSON: строка {line}, столбец {column}", "not valid JSON: line {line}, column {column}"),
    "shape": ("ожидается {expected}, а в записи {found}", "expected {expected}, found {found}"),
    "missing": ("нет обязательного поля", "a required field is missing"),
    "value": ("недопустимое значение {value}", "{value} is not allowed here"),
    "players": ("игроков должно быть 10, а в записи {count}", "there must be 10 players, found {count}"),
    "roles": ("роли не сходятся: мирных {citizen}, шерифов {sheriff}, мафии {mafia}, донов {don}",
              "wrong roles: {citizen} citizen, {sheriff} sheriff, {mafia} mafia, {don} don"),
    "rules": ("код правил {value} — не 13 цифр", "rules code {value} is not 13 digits"),
    "empty": ("в файле нет ни одной игры", "the file holds no game"),
    "no_files": ("в папке нет файлов .json", "the folder has no .json files"),
    "system": ("это запись {found}, а не {expected}", "this is a {found} record, not {expected}"),
}


class ForeignFileError(ValueError):
    """A foreign record that cannot be read: the file, the place in it and what is wrong."""

    def __init__(self, code: str, source: str, place: str = "", **params: Any) -> None:
        self.code, self.source, self.place, self.params = code, source, place, params
        super().__init__(self.message("en"))

    def message(self, lang: str = "ru") -> str:
        ru, en = _ERRORS[self.code]
        pick = 1 if lang == "en" else 0
        # a parameter that reads differently in each language is a (ru, en) pair
        params = {k: v[pick] if isinstance(v, tuple) else v for k, v in self.params.items()}
        text = (en if lang == "en" else ru).format(**params)
        return f"{self.source}: {self.place}: {text}" if self.place else f"{self.source}: {text}"

    def __str__(self) -> str:
        return self.message("en")

    def __reduce__(self):
        return (_rebuild, (self.code, self.source, self.place, self.params))


def _rebuild(code, source, place, params):
    return ForeignFileError(code, source, place, **params)


def describe(value: Any) -> str:
    """A value as the error message names its kind."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, (int, float)):
        return f"{value!r}"
    if isinstance(value, str):
        return f'"{value[:30]}"'
    return "[…]" if isinstance(value, list) else "{…}"
