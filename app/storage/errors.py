"""What the archive refuses, each with one line for people in Russian and English.

Every error has a stable ``code`` for programs and ``message(lang)`` for the judge.
Illegal input (a bad event, a conflicting file) is a ``ValueError``; a state of the
database that forbids the operation (a newer schema, a signed game) is not.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app.i18n import N_, SOURCE, gettext

_TEXT: dict[str, str] = {
    "schema.newer": N_("the archive {where} was written by a newer version of the program (schema {found}, "
                       "this version knows up to {known}); update the program — the archive was not changed"),
    "schema.unknown": N_("the database {where} is not an archive of this program (schema revision "
                         '"{found}"); nothing was changed'),
    "schema.behind": N_("the archive {where} needs an upgrade (schema {found}, needs {known}): "
                        "mafia-protocol db upgrade"),
    "db.open": N_("cannot open the archive {where}: {reason}"),
    "db.none": N_("there is no archive at {where}: nothing was created (check the path)"),
    "db.in_memory": N_("the archive {where} lives in memory only: there is nothing to back up"),
    "db.url": N_('the database address "{url}" is not understood: give a file path, sqlite:///PATH or '
                 "postgresql://…"),
    "db.busy": N_("the archive {where} was kept busy by another program's writing for more than {seconds} s; "
                  "nothing was written — try again when it has finished"),
    "db.damaged": N_("the archive {where} is damaged ({reason}); nothing was read or written. The last "
                     "backup is {backup}. To restore it: close the program, move the damaged file aside and "
                     'copy the backup in its place (cp "{backup}" "{where}")'),
    "db.damaged_no_backup": N_("the archive {where} is damaged ({reason}); nothing was read or written. "
                               "There is no backup in {folder}: restore the file from a copy of your own; "
                               "delete it only to start a new, empty archive"),
    "settings.bad": N_("the settings file {path} cannot be read: {reason}"),
    "game.missing": N_("there is no game #{game} in the archive"),
    "game.conflict": N_("game #{game} was changed by someone else meanwhile (the archive has version "
                        "{found}, you had {expected}); reload the game — your change was not saved"),
    "game.signed": N_("game #{game} is signed and cannot change; a correction is a new revision with its "
                      "author and reason"),
    "game.not_signed": N_("game #{game} is not signed yet: correct it by saving it again"),
    "game.discarded": N_("game #{game} was discarded and cannot change"),
    "game.invalid": N_("the game was not saved: {reason}"),
    "event.phase": N_("an event goes into the current phase (#{last}) or starts the next one (#{next}), not "
                      "into phase #{phase}; to change the past, save the whole game"),
    "identity.taken": N_("the archive already holds another game {identity} (#{game})"),
    "identity.race": N_("another judge has just recorded a game with the same tournament, round, table and "
                        "game; reload the archive — your game was not saved"),
    "import.differs": N_("the archive already holds game {identity} (#{game}) with different contents; the "
                         "file was not imported (a correction is a new revision, never an overwrite)"),
    "import.forged": N_("the file's signature does not hold — the content changed after signing or the "
                        "signature is forged ({detail}); the file was not imported"),
    "import.busy": N_("another import of the same games keeps colliding with this one; run the import again"),
    "import.twice": N_("the same game {identity} is also in {other} of this import, with different contents"),
    "player.ambiguous": N_('player "{name}" (seat {seat}): id "{uid}" belongs to "{owner}" while the '
                           'nickname "{name}" belongs to another player'),
    "player.missing": N_('there is no player "{name}" in the archive'),
    "reason.missing": N_("a correction of a signed game needs its author and reason"),
    "internal": N_("internal error while replaying the game ({error}); please report it"),
    "check.sqlite": N_("SQLite reports damage in the file: {detail}"),
    "check.json": N_("game #{game}: the stored document cannot be read as a game: {detail}"),
    "check.replay": N_("game #{game}: the engine cannot replay the document: {detail}"),
    "check.derived": N_("game #{game}: the stored {field} ({stored}) disagrees with the document "
                        "({expected}); saving the game again repairs it"),
    "check.revision": N_("game #{game}: revision {number} does not match its checksum"),
    "check.signed": N_("game #{game}: the signed game differs from its latest revision {number}"),
    "check.journal": N_("game #{game}: the journal is incomplete (last entry for version {found}, the game "
                        "is at version {version})"),
    "check.index": N_("the index {name} of the ratings is missing; upgrading the archive makes it again"),
    "check.links": N_("{count} seat(s) are linked to a person merged into another or to no seat; "
                      "the ratings' next run relinks them"),
    "check.references": N_("{count} seat(s) or seat link(s) name a game, player or person the archive does not "
                           "hold: the archive was changed outside the program; restore it from its backup"),
    "check.standings": N_("rating {scope}: {count} standing(s) disagree with their last game; "
                          "ratings --full recomputes them"),
    "check.exclusions": N_("{count} game(s) of the ratings' exclusions disagree with the secretaries' journals; "
                           "the ratings' next run brings them up to date"),
    "backup.pg_dump": N_("a backup of a PostgreSQL database needs the pg_dump program ({reason})"),
    "live.server": N_("the tournament's server cannot start: {reason}"),
    "live.code.length": N_("the join code {text} is not valid: it has {count} characters, not {want}"),
    "live.code.char": N_("the join code {text} is not valid: “{char}” is not a character of a code"),
    "live.code.mistyped": N_("the join code {text} is not valid: a character is mistyped"),
    "live.code.version": N_("the join code {text} was made by another version of the program"),
    "live.picture.large": N_("the picture {path} is too large (over 64 million pixels)"),
    "live.picture.unreadable": N_("the picture {path} cannot be read ({reason})"),
    "live.picture.none": N_("no join code was found in the picture {path}"),
    "live.qr.foreign": N_("this QR code is not a table's join code (those are on the cards from the secretary)"),
    "live.unreachable": N_("the tournament's server {where} cannot be reached: {reason}"),
    "live.pin.other": N_("the computer at {where} is not the tournament's server of this join code (its "
                         "certificate differs): do not join, tell the secretary"),
    "live.taken": N_("table {table} of round {round} is already taken by another device ({device}); "
                     "ask the secretary to free it"),
    "live.no_game": N_("the seating has no game for table {table} in round {round}"),
    "live.running": N_("the tournament «{name}» is already served by another program (process {pid}, at "
                       "{address}): use that one, or stop it first"),
    "live.seq.conflict": N_("the table sent this change again with other contents (its sheet's outbox was lost, "
                            "or another copy of the sheet wrote it); the first one received is kept"),
    "live.row.large": N_("the change is too large ({size} bytes, at most {limit}): it was not read"),
    "live.row.unreadable": N_("the change cannot be read: {reason}"),
    "live.row.shape": N_("the change cannot be read: its field “{field}” is missing or of the wrong kind"),
    "live.row.failed": N_("the change could not be applied ({error}); please report it"),
    "live.unseated": N_("the game's players are not those the seating places at this table: {names}"),
}


# Why a signature does not hold, as app.signing words it for logs (English), in the user's
# language; a detail not listed here (a library's own words) is left out of a message in
# another language than English rather than shown in English.
_FORGERY: dict[str, str] = {
    "the signature is not an object": N_("the signature is not an object"),
    "malformed signature": N_("the signature is malformed"),
    "unreadable signature": N_("the signature cannot be read"),
    "the document changed after signing": N_("the document changed after signing"),
    "the signature value does not match": N_("the signature value does not match"),
    "the signer's name differs from the certificate's": N_("the signer's name differs from the certificate's"),
    "the certificate or its key cannot be read": N_("the certificate or its key cannot be read"),
    "impossible signing time": N_("the signing time is impossible"),
}


class ForgeryDetail:
    """A verdict's English ``detail``, shown in the user's language."""

    def __init__(self, detail: str) -> None:
        self.detail = detail

    def message(self, lang: str = "ru") -> str:
        head = next((known for known in _FORGERY if self.detail.startswith(known)), None)
        if head is not None:
            return gettext(lang, _FORGERY[head])
        # the library's own words where the reader reads English, the catalogue's otherwise
        return self.detail if lang == SOURCE else gettext(lang, N_("the signature does not match"))


class ArchiveError(Exception):
    """Base of everything the archive refuses; ``message(lang)`` is one line."""

    def __init__(self, code: str, **params: Any) -> None:
        self.code, self.params = code, params
        super().__init__(self.message(SOURCE))

    def message(self, lang: str = "ru") -> str:
        # A parameter that is itself an error (a GameFileError) speaks the same language.
        params = {k: v.message(lang) if hasattr(v, "message") else v
                  for k, v in self.params.items()}
        return gettext(lang, _TEXT[self.code], **params)

    def __str__(self) -> str:
        return self.message(SOURCE)

    def __reduce__(self) -> tuple[Callable[..., ArchiveError], tuple[Any, ...]]:
        return (_rebuild, (type(self), self.code, self.params))


def _rebuild(cls: type[ArchiveError], code: str, params: dict[str, Any]) -> ArchiveError:
    return cls(code, **params)


class SchemaError(ArchiveError):
    """The database's schema is newer than the program, or not ours at all."""


class DatabaseUnavailable(ArchiveError):
    """The database cannot be reached or opened."""


class LiveError(ArchiveError):
    """The tournament's server (issue 29): starting it, a join code, a table taken."""


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
