"""What the archive's subcommands (import, export, db) share: the options, opening the
archive, and their wording in Russian and English."""
from __future__ import annotations

import argparse
import sys

from ..i18n import N_, SOURCE, gettext, languages
from ..storage.errors import ArchiveError
from ..textsafe import printable

EXIT_OK, EXIT_PROBLEMS, EXIT_UNUSABLE = 0, 1, 2

_TEXT: dict[str, str] = {
    "db_help": N_("the archive's address (else MAFIA_PROTOCOL_DB, the settings, or the data folder)"),
    "imported": N_("Games imported: {imported}; already in the archive: {present} ({where})"),
    "unknown_signer": N_("{source}: the signature is intact but the signer is unknown — game #{game} is "
                         'stored marked "unknown signer"'),
    "expired": N_("{source}: the signature is intact but the signer's certificate has expired, and no trusted "
                  'timestamp proves it was signed before — game #{game} is stored marked "unknown signer"'),
    "refused": N_("Nothing was imported: {failed} of {files} file(s) failed"),
    "exported": N_("Files written: {count} into {folder}"),
    "upgraded": N_("Archive {where}: schema {found} → {known}{copy}"),
    "copy": N_("; copy made before the upgrade: {path}"),
    "up_to_date": N_("Archive {where}: schema {known}, nothing to upgrade"),
    "backed_up": N_("Backup of the archive {where}: {path}"),
    "checked": N_("Games checked: {games}; problems: {problems} ({where})"),
    "bad_date": N_('the date "{value}" is not YYYY-MM-DD'),
}


def say(key: str, lang: str, **params) -> str:
    return gettext(lang, _TEXT[key], **params)


def add_common(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--db", metavar="URL", help=say("db_help", SOURCE))
    parser.add_argument("--lang", choices=languages(), default="ru")


def fail(error: ArchiveError | Exception, lang: str) -> int:
    message = error.message(lang) if hasattr(error, "message") else str(error)
    print(printable(message), file=sys.stderr)
    return EXIT_UNUSABLE
