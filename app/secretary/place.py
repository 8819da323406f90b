"""Where a tournament is kept, behind one interface: the shared archive's tables
(:class:`ArchivePlace`) or the judges' folder with ``tournament.setup`` and
``secretary.journal`` beside its files (:class:`FolderPlace`).

Whoever shows a tournament asks its :class:`TournamentPlace` — what it holds, where a
decision, a judge or a seating goes — and never asks which of the two it is.  What the
place refuses is one :class:`PlaceError`, a line in the user's language.

>>> import pathlib, tempfile
>>> from app.tournament.sources import GameSources
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> place = FolderPlace(GameSources("en"))
>>> place.kept, place.shared
(False, False)
>>> place.sources.add([folder]) and place.kept
True
>>> place.set_unsigned("count"); place.read().setup.kind
'club'
"""
from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from app.tournament.archived import archive_decisions, archive_originals, archive_reading, archive_setup
from app.tournament.decisions import Decision, DecisionError, read_journal
from app.tournament.settle import decide, default_journal
from app.tournament.trust import RegisteredJudge, TournamentSetup, TrustError, read_setup, setup_path, write_setup

if TYPE_CHECKING:
    from app.tournament.games import Tournament
    from app.tournament.schedule import Schedule
    from app.tournament.sources import GameSources


class PlaceError(ValueError):
    """What the tournament's place refused (the archive, a file, the register, the journal),
    worded in the language it was asked in."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.text = text

    def message(self, lang: str = "ru") -> str:
        return self.text


def refusal(error: BaseException, lang: str) -> PlaceError:
    """One :class:`PlaceError` for whatever the archive, the files or the tournament refused."""
    message = getattr(error, "message", None)
    if callable(message):
        return PlaceError(str(message(lang)))
    if isinstance(error, OSError):
        where = f"{error.filename}: " if error.filename else ""
        return PlaceError(f"{where}{error.strerror or error}")
    return PlaceError(str(error))


def refusals() -> tuple[type[BaseException], ...]:
    from app.storage import ArchiveError
    return (ArchiveError, DecisionError, TrustError, OSError)


@dataclass
class PlaceReading:
    """What a place holds besides the judges' files: the archive's games (``label``,
    document), the labels it holds as signed, their revisions and the judges' signed
    originals of corrected ones; the journal, the setup, and what could not be read
    (where, one line)."""

    items: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    signed: set[str] = field(default_factory=set)
    revisions: dict[str, int] = field(default_factory=dict)
    originals: dict[str, dict[str, Any]] = field(default_factory=dict)
    decisions: list[Decision] = field(default_factory=list)
    setup: TournamentSetup | None = None
    problems: list[tuple[str, str]] = field(default_factory=list)
    refused: list[Any] = field(default_factory=list)     # the tables' changes a served archive refused


class TournamentPlace(Protocol):
    """Where the tournament, its journal, its register and its seating are kept."""

    lang: str

    @property
    def name(self) -> str | None:
        """The tournament's name where the place names it (the archive's), else None."""

    @property
    def shared(self) -> bool:
        """The games are in a shared archive read off the UI thread (slow, over a network)."""

    @property
    def kept(self) -> bool:
        """There is somewhere to keep a decision, the setup (a folder imported, a tournament chosen)."""

    @property
    def keeps_seating(self) -> bool:
        """A seating may be kept with the tournament for the judges' tables."""

    def where(self) -> str:
        """The place in one line, for the window's title (empty when there is none yet)."""

    def read(self) -> PlaceReading:
        """Everything the place holds now (the archive's part slow: call it off the UI thread)."""

    def read_setup(self) -> TournamentSetup | None:
        """The register and the choice of unsigned games now (raises PlaceError)."""

    def set_unsigned(self, unsigned: str) -> None: ...

    def add_judge(self, judge: RegisteredJudge) -> None: ...

    def remove_judge(self, fingerprint: str) -> None: ...

    def decide(self, tournament: Tournament, ref: str, kind: str, identity: Any, fields: dict[str, Any]) -> Decision:
        """Take and journal one decision (raises PlaceError)."""

    def seating(self) -> dict[str, Any] | None:
        """The seating kept with the tournament (``mafia-seating/1``), or None."""

    def keep_seating(self, schedule: Schedule) -> int:
        """Keep ``schedule`` with the tournament; its version (raises PlaceError)."""

    def scan_catalogue(self, tournament: Tournament | None) -> Any:
        """What scanned protocols are matched against (app.scan's catalogues)."""

    @property
    def files_reviews(self) -> bool:
        """A reviewed scan is filed with the tournament (else the window saves it as a file)."""

    def file_review(self, found: Any, doc: dict[str, Any], source: dict[str, Any], author: str) -> Any:
        """File a reviewed scan with the tournament (app.paper.archive.Filed; raises PlaceError)."""

    def close(self) -> None: ...


class FolderPlace:
    """The judges' folder: the setup and the journal beside the first folder imported."""

    shared = False
    keeps_seating = False
    name = None

    def __init__(self, sources: GameSources, lang: str = "ru") -> None:
        self.sources, self.lang = sources, lang

    def _roots(self) -> list[str]:
        return [str(p) for p in self.sources.roots]

    def setup_path(self) -> Path | None:
        return setup_path(self._roots())

    def journal_path(self) -> Path | None:
        """Where decisions about a tournament of files go: beside the first folder."""
        return default_journal(self._roots())

    @property
    def kept(self) -> bool:
        return self.setup_path() is not None

    def where(self) -> str:
        return ""

    def read(self) -> PlaceReading:
        reading = PlaceReading()
        journal = self.journal_path()
        try:
            reading.decisions = read_journal(journal) if journal is not None else []
        except DecisionError as error:
            reading.problems.append((str(journal), error.message(self.lang)))
        try:
            reading.setup = read_setup(self.setup_path())
        except TrustError as error:
            reading.problems.append((str(self.setup_path()), error.message(self.lang)))
        return reading

    def read_setup(self) -> TournamentSetup | None:
        try:
            return read_setup(self.setup_path())
        except TrustError as error:
            raise refusal(error, self.lang) from error

    def _write(self, change: Callable[[TournamentSetup], TournamentSetup]) -> None:
        path = self.setup_path()
        if path is None:
            raise PlaceError(_no_folder(self.lang))
        try:
            write_setup(path, change(read_setup(path) or TournamentSetup()))
        except (TrustError, OSError) as error:
            raise refusal(error, self.lang) from error

    def set_unsigned(self, unsigned: str) -> None:
        self._write(lambda setup: replace(setup, unsigned=unsigned))

    def add_judge(self, judge: RegisteredJudge) -> None:
        self._write(lambda setup: setup.with_judge(judge))       # refuses one already there

    def remove_judge(self, fingerprint: str) -> None:
        self._write(lambda setup: setup.without(fingerprint)[0])

    def decide(self, tournament: Tournament, ref: str, kind: str, identity: Any, fields: dict[str, Any]) -> Decision:
        try:
            return decide(tournament, ref, kind, journal=self.journal_path(), identity=identity, **fields)
        except (DecisionError, OSError) as error:
            raise refusal(error, self.lang) from error

    def seating(self) -> dict[str, Any] | None:
        return None

    def keep_seating(self, schedule: Schedule) -> int:
        raise PlaceError(_no_archive(self.lang))

    def scan_catalogue(self, tournament: Tournament | None) -> Any:
        from app.scan import DocsCatalogue
        games = (tournament.games + tournament.left_out) if tournament is not None else []
        return DocsCatalogue([(g.label, g.doc) for g in games])

    files_reviews = False

    def file_review(self, found: Any, doc: dict[str, Any], source: dict[str, Any], author: str) -> Any:
        raise PlaceError(_no_archive(self.lang))

    def close(self) -> None:
        pass


class ArchivePlace:
    """A tournament of the shared archive (``archive``: an open ``app.storage.Archive``)."""

    shared = True
    kept = True
    keeps_seating = True

    def __init__(self, archive: Any, name: str, lang: str = "ru",
                 refused: Callable[[], list[Any]] = list) -> None:
        self.archive, self._name, self.lang = archive, name, lang
        self.refused = refused            # the served archive's refusals, read with the games

    @property
    def name(self) -> str | None:
        return self._name

    def where(self) -> str:
        return str(self.archive.location)

    def read(self) -> PlaceReading:
        try:
            items, signed, revisions = archive_reading(self.archive, self._name)
            return PlaceReading(items, signed, revisions, archive_originals(self.archive, signed, items),
                                archive_decisions(self.archive, self._name), archive_setup(self.archive, self._name),
                                refused=self.refused())
        except refusals() as error:
            raise refusal(error, self.lang) from error

    def read_setup(self) -> TournamentSetup | None:
        try:
            return archive_setup(self.archive, self._name)
        except refusals() as error:
            raise refusal(error, self.lang) from error

    def _store(self, write: Callable[[Any], object]) -> None:
        try:
            write(self.archive.secretary)
        except refusals() as error:
            raise refusal(error, self.lang) from error

    def set_unsigned(self, unsigned: str) -> None:
        self._store(lambda store: store.set_unsigned(self._name, unsigned))

    def add_judge(self, judge: RegisteredJudge) -> None:
        try:
            (self.read_setup() or TournamentSetup()).with_judge(judge)    # refuses one already there
        except TrustError as error:
            raise refusal(error, self.lang) from error
        self._store(lambda store: store.add_judge(self._name, judge))

    def remove_judge(self, fingerprint: str) -> None:
        try:
            _, judge = (self.read_setup() or TournamentSetup()).without(fingerprint)
        except TrustError as error:
            raise refusal(error, self.lang) from error
        self._store(lambda store: store.remove_judge(self._name, judge.fingerprint))

    def decide(self, tournament: Tournament, ref: str, kind: str, identity: Any, fields: dict[str, Any]) -> Decision:
        try:
            return decide(tournament, ref, kind, archive=self.archive, identity=identity, **fields)
        except refusals() as error:
            raise refusal(error, self.lang) from error

    def seating(self) -> dict[str, Any] | None:
        try:
            stored = self.archive.secretary.seating(self._name)
        except refusals() as error:
            raise refusal(error, self.lang) from error
        return None if stored is None else dict(stored)

    def keep_seating(self, schedule: Schedule) -> int:
        from app.tournament.schedule_io import schedule_json
        try:
            return int(self.archive.secretary.save_seating(self._name, schedule_json(schedule)))
        except refusals() as error:
            raise refusal(error, self.lang) from error

    def scan_catalogue(self, tournament: Tournament | None) -> Any:
        from app.scan import ArchiveCatalogue
        return ArchiveCatalogue(self.archive)

    files_reviews = True

    def file_review(self, found: Any, doc: dict[str, Any], source: dict[str, Any], author: str) -> Any:
        from app.paper.archive import file_reviewed
        from app.storage.transfer import ImportRefused
        try:
            return file_reviewed(self.archive, found, doc, source, author, self.lang)
        except ImportRefused as refused:
            raise PlaceError("\n".join(e.message(self.lang) for _, e in refused.failures)) from refused
        except refusals() as error:
            raise refusal(error, self.lang) from error

    def close(self) -> None:
        self.archive.close()


def _no_folder(lang: str) -> str:
    from app.i18n import gettext
    return gettext(lang, "Import the tournament's folder first.")


def _no_archive(lang: str) -> str:
    from app.i18n import gettext
    return gettext(lang, "Open a tournament of the archive first: this is kept there.")


def stored_schedule(stored: dict[str, Any] | None, name: str | None) -> Schedule | None:
    """A kept seating read as a schedule (None when none is kept or it cannot be read)."""
    from app.tournament.schedule import SeatingError
    from app.tournament.schedule_io import loads_schedule
    if stored is None:
        return None
    try:
        return loads_schedule(json.dumps(stored), name or "<archive>")
    except SeatingError:
        return None
