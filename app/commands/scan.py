"""``mafia-protocol scan FILE|DIR... [--db URL] [--json] [--csv OUT] [--report-pdf OUT]``:
scanned or photographed protocols matched with the archive, a verdict per page.

``mafia-protocol scan --fingerprint BD27-50E7-406F`` does the same look-up for a
fingerprint typed from a sheet whose code is damaged; ``--games DIR`` matches with game
files instead of the archive.  See docs/archive.md.

Exit status: 0 every page matches an archived game as it is now, or is a pen form read with
no mark left for review; 1 some page is another revision, disagrees, is unknown or
unreadable, or is a pen form read with marks left for review; 2 a file cannot be read, or not to its end
(or a report written), a typed fingerprint is malformed, or the archive cannot be used.

Every line printed goes through ``app.textsafe`` (file names, the archive's names and the
codes' texts are data); so does the JSON, whose strings keep their content as escapes.
"""
from __future__ import annotations

import argparse
import json
import re
import sys
import warnings

from ..i18n import languages
from ..textsafe import printable

NAME = "scan"
HELP = "match scanned protocols (PDF, PNG, JPEG, TIFF) with the archive by their QR code"
EXIT_MATCH, EXIT_OTHER, EXIT_UNREADABLE = 0, 1, 2
EPILOG = ("exit status: 0 every page matches an archived game as it is now, or is a pen form read with "
          "no mark left for review; 1 some page is another revision, disagrees, is unknown or unreadable, "
          "or is a pen form with marks left for review; 2 a file cannot be read (or not to its end), a "
          "report cannot be written, a typed fingerprint is malformed, or the archive cannot be used")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.epilog = EPILOG
    parser.add_argument("paths", nargs="*", metavar="FILE|DIR", help="scans: PDF, PNG, JPEG, TIFF, or folders of them")
    parser.add_argument("--fingerprint", action="append", default=[], metavar="XXXX-XXXX-XXXX",
                        help="look up a fingerprint typed from a sheet (may be repeated)")
    parser.add_argument("--db", metavar="URL",
                        help="the archive's address (else MAFIA_PROTOCOL_DB, the settings, or the data folder)")
    parser.add_argument("--games", action="append", default=[], metavar="FILE|DIR",
                        help="match with these game files (mafia-game/1) instead of the archive")
    parser.add_argument("--forms", metavar="DIR",
                        help="read the forms filled by pen into game files in DIR (docs/archive.md)")
    parser.add_argument("--json", action="store_true", help="print the verdicts as JSON")
    parser.add_argument("--csv", metavar="OUT.csv", help="write page -> verdict as CSV")
    parser.add_argument("--report-pdf", metavar="OUT.pdf", help="write the batch's report as PDF")
    parser.add_argument("--lang", choices=languages(), default="ru")


def run(args: argparse.Namespace) -> int:
    from app.scan.texts import tr
    lang = args.lang
    if not args.paths and not args.fingerprint:
        _say(tr("no_input", lang), sys.stderr)
        return EXIT_UNREADABLE
    from app.scan.payload import Mark, parse_typed
    typed = []
    for text in args.fingerprint:
        digest = parse_typed(text)
        if digest is None:
            _say(tr("typed_bad", lang, text=text), sys.stderr)
            return EXIT_UNREADABLE
        typed.append(Mark(digest))
    if args.games:
        catalogue = _files(args.games, lang)
        if catalogue is None:
            return EXIT_UNREADABLE
        return _report(_scan(catalogue, args.paths, typed, lang, not args.json, args.forms), args, lang,
                       ", ".join(args.games))
    from app.storage import ArchiveError, open_archive
    try:
        with open_archive(args.db) as archive:
            from app.scan import ArchiveCatalogue
            batch = _scan(ArchiveCatalogue(archive), args.paths, typed, lang, not args.json, args.forms)
            where = archive.location
    except ArchiveError as error:
        _say(error.message(lang), sys.stderr)
        return EXIT_UNREADABLE
    return _report(batch, args, lang, where)


def _say(text: str, stream=None) -> None:
    print(printable(text), file=stream or sys.stdout, flush=True)


# what a terminal would act on inside a JSON string that json.dumps leaves as it is (C1
# controls, bidirectional overrides, line separators): written as \u escapes, the same text
_JSON_UNSAFE = re.compile("[\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]")


def _json_text(data) -> str:
    text = json.dumps(data, ensure_ascii=False, indent=2)
    return _JSON_UNSAFE.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


def _files(paths: list[str], lang: str):
    """The game files as a catalogue, or None when one cannot be read (said on stderr)."""
    from app.format import GameFileError, load_game
    from app.scan import DocsCatalogue

    from .check import game_files
    items, ok = [], True
    for path, problem in game_files(paths, lang):
        try:
            if problem is not None:
                raise ValueError(problem)
            items.append((str(path), load_game(path)))
        except GameFileError as error:
            _say(error.message(lang), sys.stderr)
            ok = False
        except ValueError as error:
            _say(str(error), sys.stderr)
            ok = False
    return DocsCatalogue(items) if ok else None


def _scan(catalogue, paths: list[str], typed: list, lang: str, stream: bool, forms: str | None = None):
    """The batch; with ``stream`` each page's line is printed as soon as it is judged (a box
    of scans takes a while)."""
    from app.scan import scan_paths
    from app.scan.batch import Batch
    from app.scan.match import judge
    from app.scan.texts import line
    from app.signing import trust_anchors
    anchors = trust_anchors()

    def say(verdict) -> None:
        if stream:
            _say(line(verdict, lang))

    with warnings.catch_warnings():
        # Pillow warns of a damaged file's tags on stderr, file and line: the file's one line says it
        warnings.simplefilter("ignore")
        from app.paper.scan import FormPile
        from reports.protocol import printed_pages
        batch = scan_paths(paths, catalogue, lang, anchors, progress=say, pages=printed_pages,
                           forms=FormPile(forms, lang)) if paths else Batch()
    for mark in typed:
        verdict = judge(mark, catalogue, lang, anchors)
        verdict.source = ""
        batch.verdicts.append(verdict)
        say(verdict)
    return batch


def _report(batch, args: argparse.Namespace, lang: str, where: str) -> int:
    from app.scan.report import batch_dict, csv_text
    from app.scan.texts import file_line, summary
    for failure in batch.failures:
        _say(file_line(failure, lang), sys.stderr)
    if args.json:
        print(_json_text(batch_dict(batch, lang)))
    else:       # the pages' lines were printed as they were judged
        if len(batch.verdicts) > 1 or batch.failures:
            _say(summary(batch, lang))
    written = True
    if args.csv:
        written &= _write(args.csv, csv_text(batch, lang).encode("utf-8"), lang)
    if args.report_pdf:
        from reports.scan_report import ScanReport
        written &= _write(args.report_pdf, ScanReport(batch, lang, where).render(), lang)
    if batch.failures or not written:
        return EXIT_UNREADABLE
    return EXIT_MATCH if batch.all_settled else EXIT_OTHER


def _write(path: str, data: bytes, lang: str) -> bool:
    from app.atomic import write_atomic
    from app.scan.texts import tr
    try:
        write_atomic(path, data)
    except OSError as error:
        _say(tr("write_failed", lang, path=path, reason=error.strerror or error), sys.stderr)
        return False
    _say(tr("written", lang, path=path), sys.stderr)
    return True
