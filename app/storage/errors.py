"""What the archive refuses, each with one line for people in Russian and English.

Every error has a stable ``code`` for programs and ``message(lang)`` for the judge.
Illegal input (a bad event, a conflicting file) is a ``ValueError``; a state of the
database that forbids the operation (a newer schema, a signed game) is not.
"""
from __future__ import annotations

from typing import Any

_TEXT: dict[str, tuple[str, str]] = {
    "schema.newer": (
        "архив {where} создан более новой версией программы (схема {found}, эта версия знает "
        "до {known}); обновите программу — архив не изменён",
        "the archive {where} was written by a newer version of the program (schema {found}, "
        "this version knows up to {known}); update the program — the archive was not changed"),
    "schema.unknown": (
        "база {where} не похожа на архив этой программы (ревизия схемы «{found}»); "
        "архив не изменён",
        "the database {where} is not an archive of this program (schema revision \"{found}\"); "
        "nothing was changed"),
    "schema.behind": (
        "архив {where} нужно обновить (схема {found}, нужна {known}): mafia-protocol db upgrade",
        "the archive {where} needs an upgrade (schema {found}, needs {known}): "
        "mafia-protocol db upgrade"),
    "db.open": (
        "не удалось открыть архив {where}: {reason}",
        "cannot open the archive {where}: {reason}"),
    "db.in_memory": (
        "архив {where} есть только в памяти: копировать нечего",
        "the archive {where} lives in memory only: there is nothing to back up"),
    "db.url": (
        "адрес базы «{url}» не понят: нужен путь к файлу, sqlite:///ПУТЬ или postgresql://…",
        "the database address \"{url}\" is not understood: give a file path, sqlite:///PATH "
        "or postgresql://…"),
    "db.busy": (
        "архив {where} занят записью другой программы дольше {seconds} с; ничего не записано — "
        "повторите, когда она закончит",
        "the archive {where} was kept busy by another program's writing for more than {seconds} s; "
        "nothing was written — try again when it has finished"),
    "db.damaged": (
        "архив {where} повреждён ({reason}); ничего не прочитано и не записано. Последняя копия: "
        "{backup}. Чтобы восстановить: закройте программу, отложите повреждённый файл и "
        "скопируйте копию на его место (cp \"{backup}\" \"{where}\")",
        "the archive {where} is damaged ({reason}); nothing was read or written. The last backup "
        "is {backup}. To restore it: close the program, move the damaged file aside and copy the "
        "backup in its place (cp \"{backup}\" \"{where}\")"),
    "db.damaged_no_backup": (
        "архив {where} повреждён ({reason}); ничего не прочитано и не записано. Копий в {folder} "
        "нет: восстановите файл из своей резервной копии; удалите его, только если архив "
        "нужно начать заново",
        "the archive {where} is damaged ({reason}); nothing was read or written. There is no "
        "backup in {folder}: restore the file from a copy of your own; delete it only to start "
        "a new, empty archive"),
    "settings.bad": (
        "файл настроек {path} не прочитан: {reason}",
        "the settings file {path} cannot be read: {reason}"),
    "game.missing": (
        "в архиве нет игры №{game}",
        "there is no game #{game} in the archive"),
    "game.conflict": (
        "игру №{game} уже изменил другой пользователь или окно (версия в архиве {found}, "
        "у вас {expected}); перечитайте игру — ваши изменения не записаны",
        "game #{game} was changed by someone else meanwhile (the archive has version {found}, "
        "you had {expected}); reload the game — your change was not saved"),
    "game.signed": (
        "игра №{game} подписана и не меняется; исправление — новая редакция "
        "с автором и причиной",
        "game #{game} is signed and cannot change; a correction is a new revision with its "
        "author and reason"),
    "game.not_signed": (
        "игра №{game} ещё не подписана: её исправляют обычным сохранением",
        "game #{game} is not signed yet: correct it by saving it again"),
    "game.discarded": (
        "игра №{game} отложена в архив как брошенная и не меняется",
        "game #{game} was discarded and cannot change"),
    "game.invalid": (
        "игра не записана: {reason}",
        "the game was not saved: {reason}"),
    "event.phase": (
        "событие можно добавить только в текущую фазу (№{last}) или начать следующую (№{next}), "
        "а не в фазу №{phase}; для исправления прошлого сохраните игру целиком",
        "an event goes into the current phase (#{last}) or starts the next one (#{next}), not "
        "into phase #{phase}; to change the past, save the whole game"),
    "identity.taken": (
        "в архиве уже есть другая игра {identity} (№{game})",
        "the archive already holds another game {identity} (#{game})"),
    "identity.race": (
        "другой судья только что записал игру с тем же турниром, туром, столом и номером; "
        "перечитайте архив — ваша игра не записана",
        "another judge has just recorded a game with the same tournament, round, table and game; "
        "reload the archive — your game was not saved"),
    "import.differs": (
        "в архиве уже есть игра {identity} (№{game}) с другим содержанием; файл не импортирован "
        "(исправление подписанной игры — новая редакция, а не перезапись)",
        "the archive already holds game {identity} (#{game}) with different contents; the file "
        "was not imported (a correction is a new revision, never an overwrite)"),
    "import.forged": (
        "подпись файла не сходится — содержимое изменено после подписи или подпись подделана "
        "({detail}); файл не импортирован",
        "the file's signature does not hold — the content changed after signing or the "
        "signature is forged ({detail}); the file was not imported"),
    "import.busy": (
        "другой импорт тех же игр идёт одновременно и не даёт записать; повторите импорт",
        "another import of the same games keeps colliding with this one; run the import again"),
    "import.twice": (
        "та же игра {identity} уже есть в файле {other} этого импорта, но с другим содержанием",
        "the same game {identity} is also in {other} of this import, with different contents"),
    "player.ambiguous": (
        "игрок «{name}» (место {seat}): id «{uid}» принадлежит игроку «{owner}», а ник «{name}» — "
        "другому игроку",
        "player \"{name}\" (seat {seat}): id \"{uid}\" belongs to \"{owner}\" while the nickname "
        "\"{name}\" belongs to another player"),
    "player.missing": (
        "в архиве нет игрока «{name}»",
        "there is no player \"{name}\" in the archive"),
    "reason.missing": (
        "исправление подписанной игры требует автора и причины",
        "a correction of a signed game needs its author and reason"),
    "internal": (
        "внутренняя ошибка при разборе партии ({error}); сообщите разработчикам",
        "internal error while replaying the game ({error}); please report it"),
    "check.sqlite": (
        "SQLite сообщает о повреждении файла: {detail}",
        "SQLite reports damage in the file: {detail}"),
    "check.json": (
        "игра №{game}: сохранённый документ не читается как игра: {detail}",
        "game #{game}: the stored document cannot be read as a game: {detail}"),
    "check.replay": (
        "игра №{game}: документ не проигрывается движком: {detail}",
        "game #{game}: the engine cannot replay the document: {detail}"),
    "check.derived": (
        "игра №{game}: поле «{field}» в архиве ({stored}) не совпадает с документом ({expected}); "
        "исправит пересохранение игры",
        "game #{game}: the stored {field} ({stored}) disagrees with the document ({expected}); "
        "saving the game again repairs it"),
    "check.revision": (
        "игра №{game}: редакция {number} не совпадает со своей контрольной суммой",
        "game #{game}: revision {number} does not match its checksum"),
    "check.signed": (
        "игра №{game}: подписанная игра отличается от своей последней редакции {number}",
        "game #{game}: the signed game differs from its latest revision {number}"),
    "check.journal": (
        "игра №{game}: журнал изменений обрывается (последняя запись — версия {found}, "
        "у игры версия {version})",
        "game #{game}: the journal is incomplete (last entry for version {found}, the game is at "
        "version {version})"),
    "backup.pg_dump": (
        "для копии базы PostgreSQL нужна программа pg_dump ({reason})",
        "a backup of a PostgreSQL database needs the pg_dump program ({reason})"),
}


class ArchiveError(Exception):
    """Base of everything the archive refuses; ``message(lang)`` is one line."""

    def __init__(self, code: str, **params: Any) -> None:
        self.code, self.params = code, params
        super().__init__(self.message("en"))

    def message(self, lang: str = "ru") -> str:
        ru, en = _TEXT[self.code]
        # A parameter that is itself an error (a GameFileError) speaks the same language.
        params = {k: v.message(lang) if hasattr(v, "message") else v
                  for k, v in self.params.items()}
        return (en if lang == "en" else ru).format(**params)

    def __str__(self) -> str:
        return self.message("en")

    def __reduce__(self):
        return (_rebuild, (type(self), self.code, self.params))


def _rebuild(cls, code, params):
    return cls(code, **params)


class SchemaError(ArchiveError):
    """The database's schema is newer than the program, or not ours at all."""


class DatabaseUnavailable(ArchiveError):
    """The database cannot be reached or opened."""


class ConfigError(ArchiveError, ValueError):
    """A database address or settings file that cannot be understood."""


class GameNotFound(ArchiveError, LookupError):
    pass


class VersionConflict(ArchiveError):
    """An optimistic-lock failure: someone saved the game after the caller read it."""


class GameLocked(ArchiveError):
    """The game is signed (or discarded): it changes only by a correction revision."""


class InvalidGame(ArchiveError, ValueError):
    """The document or event would not make a valid ``mafia-game/1`` game."""


class IdentityConflict(ArchiveError, ValueError):
    """Another game already has this identity (tournament, round, table, game)."""


class PlayerConflict(ArchiveError, ValueError):
    """A player id and a nickname that name two different players."""
