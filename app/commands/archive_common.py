"""What the archive's subcommands (import, export, db) share: the options, opening the
archive, and their wording in Russian and English."""
from __future__ import annotations

import argparse
import sys

from ..storage.errors import ArchiveError
from ..textsafe import printable

EXIT_OK, EXIT_PROBLEMS, EXIT_UNUSABLE = 0, 1, 2

_TEXT = {
    "db_help": ("адрес архива (иначе MAFIA_PROTOCOL_DB, настройки или файл в папке данных)",
                "the archive's address (else MAFIA_PROTOCOL_DB, the settings, or the data folder)"),
    "imported": ("Импортировано игр: {imported}; уже были в архиве: {present} ({where})",
                 "Games imported: {imported}; already in the archive: {present} ({where})"),
    "unknown_signer": ("{source}: подпись цела, но подписавший неизвестен — игра №{game} записана "
                       "с пометкой «подписавший неизвестен»",
                       "{source}: the signature is intact but the signer is unknown — game #{game} "
                       "is stored marked \"unknown signer\""),
    "refused": ("Ничего не импортировано: файлов с ошибками — {failed} из {files}",
                "Nothing was imported: {failed} of {files} file(s) failed"),
    "exported": ("Записано файлов: {count} в {folder}", "Files written: {count} into {folder}"),
    "upgraded": ("Архив {where}: схема {found} → {known}{copy}",
                 "Archive {where}: schema {found} → {known}{copy}"),
    "copy": ("; копия до обновления: {path}", "; copy made before the upgrade: {path}"),
    "up_to_date": ("Архив {where}: схема {known}, обновлять нечего",
                   "Archive {where}: schema {known}, nothing to upgrade"),
    "backed_up": ("Копия архива {where}: {path}", "Backup of the archive {where}: {path}"),
    "checked": ("Проверено игр: {games}; проблем: {problems} ({where})",
                "Games checked: {games}; problems: {problems} ({where})"),
    "bad_date": ("дата «{value}» не в формате ГГГГ-ММ-ДД", "the date \"{value}\" is not YYYY-MM-DD"),
}


def say(key: str, lang: str, **params) -> str:
    ru, en = _TEXT[key]
    return (en if lang == "en" else ru).format(**params)


def add_common(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--db", metavar="URL", help=say("db_help", "en"))
    parser.add_argument("--lang", choices=("ru", "en"), default="ru")


def fail(error: ArchiveError | Exception, lang: str) -> int:
    message = error.message(lang) if hasattr(error, "message") else str(error)
    print(printable(message), file=sys.stderr)
    return EXIT_UNUSABLE
