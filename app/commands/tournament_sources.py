"""Where ``mafia-protocol tournament`` reads a tournament from: judges' files and folders, the
shared archive, or both; with its journal of decisions, its register of judges and its
seating.  Every problem is one line on stderr (app/commands/tournament.py says the rest)."""
from __future__ import annotations

import argparse
import json
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

from app.i18n import N_, gettext

from ..editions import edition_of
from ..textsafe import printable
from .texts import EXIT_OK, EXIT_UNREADABLE

_TEXT: dict[str, str] = {
    "no_source": N_("no games given: name files or folders, or --db and --tournament"),
    "no_tournament": N_("--db without --tournament: which tournament of the archive?"),
    "boulevard": N_("{path}: a boulevard game does not count in tournament standings — skipped"),
}


def tr(key: str, lang: str, **kw: Any) -> str:
    return printable(gettext(lang, _TEXT[key], **kw))


def load_tournament(args: argparse.Namespace):
    """(tournament, archive, journal path, exit code so far), or (None, None, None, code)
    when there is nothing to read.  Every problem is one line on stderr."""
    from ..tournament import Tournament
    from ..tournament.decisions import DecisionError, read_journal
    from ..tournament.games import archive_originals, trusted_anchors, verify_signatures
    from ..tournament.settle import default_journal
    from ..tournament.trust import TournamentSetup, TrustError, read_setup, setup_path
    from .check import game_files, replay_file
    lang = args.lang
    if not args.paths and not args.db and not args.tournament:
        print(tr("no_source", lang), file=sys.stderr)
        return None, None, None, EXIT_UNREADABLE
    docs: list[tuple[Any, ...]] = []          # (label, document[, state])
    code = EXIT_OK
    for path, problem in game_files(args.paths, lang):
        doc = state = None
        if problem is None:
            doc, state, problem = replay_file(path, lang)
        if state is None:
            print(problem, file=sys.stderr)
            code = EXIT_UNREADABLE
            continue
        if not edition_of(state).scored_in_tournaments:   # a club game: the sport scoring means nothing
            print(tr("boulevard", lang, path=printable(path)), file=sys.stderr)
            code = EXIT_UNREADABLE
            continue
        docs.append((str(path), doc, state))
    archive = journal = None
    decisions: list = []
    signed: set[str] = set()
    revisions: dict[str, int] = {}
    originals: dict[str, dict] = {}
    setup = None
    try:
        if args.db or (args.tournament and not args.paths):
            if not args.tournament:
                print(tr("no_tournament", lang), file=sys.stderr)
                return None, None, None, EXIT_UNREADABLE
            from ..storage import open_archive
            from ..tournament.archived import archive_decisions, archive_setup
            from ..tournament.games import archive_reading
            archive = open_archive(args.db)
            items, signed, revisions = archive_reading(archive, args.tournament)
            docs += items
            decisions = archive_decisions(archive, args.tournament)
            setup = archive_setup(archive, args.tournament)
            originals = archive_originals(archive, signed, items)
        else:
            journal = Path(args.journal) if args.journal else default_journal(args.paths)
            decisions = read_journal(journal) if journal is not None else []
            setup = read_setup(setup_path(args.paths))
    except (DecisionError, TrustError) as error:
        print(error.message(lang), file=sys.stderr)
        return None, None, None, EXIT_UNREADABLE
    except Exception as error:                 # the archive: ArchiveError and what it wraps
        from ..storage import ArchiveError
        if not isinstance(error, ArchiveError):
            raise
        print(error.message(lang), file=sys.stderr)
        return None, None, None, EXIT_UNREADABLE
    if getattr(args, "unsigned", None):
        setup = replace(setup or TournamentSetup(), unsigned=args.unsigned)
    verdicts = verify_signatures(docs, trusted_anchors(setup), originals=originals)
    tournament = Tournament.from_docs(docs, name=args.tournament, verdicts=verdicts, signed=signed,
                                      decisions=decisions, revisions=revisions, setup=setup)
    return tournament, archive, journal, code


def stored_schedule(args: argparse.Namespace, archive):
    """The seating the games are checked against: --schedule FILE, else the archive's."""
    from ..tournament import SeatingError, load_schedule, loads_schedule
    if getattr(args, "schedule", None):
        try:
            return load_schedule(args.schedule), EXIT_OK
        except SeatingError as error:
            print(error.message(args.lang), file=sys.stderr)
            return None, EXIT_UNREADABLE
    if archive is not None:
        from ..storage.secretary import SecretaryStore
        stored = SecretaryStore(archive).seating(args.tournament)
        if stored is not None:
            return loads_schedule(json.dumps(stored), args.tournament), EXIT_OK
    return None, EXIT_OK
