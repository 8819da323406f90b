"""``mafia-protocol verify FILE.pdf|FILE.json [--trust CERT] [--lang ru|en]``: whose signature, and intact?

The answer is one line: valid, tampered, unknown signer or not signed, with the signer's
name, the signing time and the game's fingerprint.  Trusted signers are the certificates
given with ``--trust`` (PEM or DER, a CA or the signer's own; repeatable), the user's own
certificate and those in the key store's ``trusted/`` folder.

A JSON file is read by the strict reader every command uses (duplicate keys, NaN, 1e999,
lone surrogates and absurd nesting are refused) and checked over its canonical form, so
re-indenting it changes nothing; any change of content, of the signer's name or time is
detected.  Certificate paths are validated by pyhanko-certvalidator at the signing time;
a PDF's facts come from its signed revision.  docs/signing.md has the whole list.

Exit status:

- 0 valid: intact and signed by a trusted signer;
- 1 tampered: the content changed after signing, the signature does not match or is
  malformed;
- 2 unreadable: no such file, not a PDF, not JSON the strict reader accepts, or a --trust
  certificate unreadable (an unreadable file of the key store is skipped with a warning);
- 3 unknown signer: intact, but no valid certificate path to a trusted certificate;
- 4 not signed.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from app.i18n import N_, gettext, languages

NAME = "verify"
HELP = "verify the signature of a protocol PDF or a game file"
EXIT_VALID, EXIT_TAMPERED, EXIT_UNREADABLE, EXIT_UNKNOWN, EXIT_UNSIGNED = 0, 1, 2, 3, 4
EXIT_EXPIRED, EXIT_MODIFIED = 5, 6
MAX_PDF_BYTES = 64 * 1024 * 1024     # a merged archive of a whole tournament stays far below
_EXIT = {"valid": EXIT_VALID, "tampered": EXIT_TAMPERED, "unknown_signer": EXIT_UNKNOWN,
         "unsigned": EXIT_UNSIGNED}
_EXIT_BY_REASON = {"expired": EXIT_EXPIRED, "modified": EXIT_MODIFIED}

_TEXT: dict[str, str] = {
    "missing": N_("{path}: no such file"),
    "not_regular": N_("{path}: not a regular file (a pipe, a device or a socket)"),
    "not_json": N_("{path}: neither a PDF nor JSON: {reason}"),
    "signer": N_("signed by {signer} at {at}"),
    "revision": N_("revision {n}"),
    "fingerprint": N_("fingerprint {fp}"),
    "added": N_("{n} update(s) added after the signature — not covered by it, disregarded"),
    "too_large": N_("{path}: the file is over {limit} bytes — not a game protocol"),
    "skipped": N_("warning: {reason} — file skipped"),
}


def tr(key: str, lang: str, **kw) -> str:
    return gettext(lang, _TEXT[key], **kw)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("path", metavar="FILE")
    parser.add_argument("--trust", action="append", default=[], metavar="CERT",
                        help="a trusted certificate (PEM or DER); may be repeated")
    parser.add_argument("--lang", choices=languages(), default="ru")


def run(args: argparse.Namespace) -> int:
    from ..format import GameFileError
    from ..format.reader import parse_json
    from ..paths import NotARegularFile, read_regular
    from ..signing import SigningError, short_fingerprint, trust_anchors, verify_game, verify_pdf
    from ..textsafe import printable
    lang, path = args.lang, Path(args.path)
    shown = printable(path)
    try:
        # A regular file only (a pipe would wait forever); a signed protocol is well under
        # the limit, and one byte more tells.
        data = read_regular(path, MAX_PDF_BYTES)
    except NotARegularFile:
        print(tr("not_regular", lang, path=shown), file=sys.stderr)
        return EXIT_UNREADABLE
    except OSError:
        print(tr("missing", lang, path=shown), file=sys.stderr)
        return EXIT_UNREADABLE
    if len(data) > MAX_PDF_BYTES:
        print(tr("too_large", lang, path=shown, limit=MAX_PDF_BYTES), file=sys.stderr)
        return EXIT_UNREADABLE

    def warn(error: SigningError) -> None:
        print(printable(tr("skipped", lang, reason=error.message(lang))), file=sys.stderr)

    try:
        anchors = trust_anchors(args.trust, warn=warn)
        if data.lstrip()[:5] == b"%PDF-":
            verdict = verify_pdf(data, anchors, source=shown)
        else:
            # The strict reader of every command: a duplicate key, NaN, 1e999, a lone
            # surrogate or absurd nesting is refused here, never verified as "valid".
            doc = parse_json(data, shown)
            if not isinstance(doc, dict):
                print(tr("not_json", lang, path=shown, reason=type(doc).__name__), file=sys.stderr)
                return EXIT_UNREADABLE
            verdict = verify_game(doc, anchors)
    except GameFileError as error:
        print(tr("not_json", lang, path=shown, reason=error.message(lang).removeprefix(f"{shown}: ")),
              file=sys.stderr)
        return EXIT_UNREADABLE
    except SigningError as error:
        print(printable(error.message(lang)), file=sys.stderr)
        return EXIT_UNREADABLE
    parts = [f"{shown}: {verdict.text(lang)}"]
    if verdict.signer:
        parts.append(tr("signer", lang, signer=printable(verdict.signer),
                        at=printable(verdict.signed_at or "?")))
    if isinstance(verdict.revision, int) and verdict.revision > 1:
        parts.append(tr("revision", lang, n=verdict.revision))
    if verdict.fingerprint:
        parts.append(tr("fingerprint", lang, fp=short_fingerprint(verdict.fingerprint)))
    if verdict.added_after:
        parts.append(tr("added", lang, n=verdict.added_after))
    print(" · ".join(parts))
    return _EXIT_BY_REASON.get(verdict.reason or "", _EXIT[verdict.status])
