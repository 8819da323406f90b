"""What the ``tournament`` command's modules share: their words, the exit codes, the issues
said on stderr and the file written whole."""
from __future__ import annotations

import sys
from pathlib import Path

from app.i18n import N_, NP_, gettext

from ..textsafe import printable
from .texts import EXIT_OK

EXIT_ISSUES, EXIT_SIGNING, EXIT_WRITE = 1, 3, 4

_TEXT: dict[str, str] = {
    "nothing": N_("there is no finished game"),
    "seating_kept": N_('the seating is kept in the archive with the tournament "{name}" (version {version})'),
    "set_aside": N_("{label}: not counted — {why}"),
    "written": N_("{path}: written"),
    "signed": N_("{path}: written and signed ({signer})"),
    "write": N_("{path}: cannot write: {reason}"),
    "apart": N_('--apart: expected a pair "A,B", not "{value}"'),
    "names": N_("{path}: cannot read the names: {reason}"),
    "schedule": N_("Round {round}, table {table}: {names}"),
    "rest": N_("Round {round}, resting: {names}"),
    "severity": N_("{severity}"),
    "set_aside_sign": N_("not signed: {count} games are set aside ({why}); the summary would rank the players "
                         "without them. Settle them, or sign anyway with --allow-set-aside"),
    "no_setup_place": N_("where is the tournament? name its folder, or --db and --tournament"),
    "judge_added": N_('the judge "{name}" ({fingerprint}) is in the register of "{where}"'),
    "judge_removed": N_('the judge "{name}" ({fingerprint}) is removed from the register of "{where}"; the '
                        "games signed by that judge are set aside"),
    "judge_line": N_("{name}  {fingerprint}  (added {added})"),
    "register_empty": N_("the register is empty: no judge's signature counts in a federation tournament"),
    "kind_club": N_("club tournament: unsigned protocols count, marked as such"),
    "kind_federation": N_("federation tournament: only protocols signed by the judges of the register count"),
    "kind_none": N_("not chosen yet: the regulation decides whether unsigned protocols count"),
    "created": N_('"{where}": {kind}'),
}
_SEVERITY: dict[str, str] = {
    "error": NP_("tournament issue", "error"),
    "warning": NP_("tournament issue", "warning"),
    "info": NP_("tournament issue", "info"),
}


def tr(key: str, lang: str, **kw) -> str:
    # One line whatever a file name holds (a newline, an ESC): see app/textsafe.py.
    return printable(gettext(lang, _TEXT[key], **kw))


def report_issues(standings, lang: str) -> int:
    """Say the games set aside and the issues of ``standings`` on stderr; the exit code they
    call for (EXIT_ISSUES when one is an error)."""
    worst = EXIT_OK
    for game, why in standings.set_aside:
        print(tr("set_aside", lang, label=game.label, why=why.message(lang)), file=sys.stderr)
    aside = {id(why) for _, why in standings.set_aside}
    for issue in standings.issues:
        severity = gettext(lang, _SEVERITY[issue.severity])
        if id(issue) not in aside:
            print(printable(f"{severity}: {issue.line(lang)}"), file=sys.stderr)
        if issue.severity == "error":
            worst = EXIT_ISSUES
    return worst


def write_whole(target: Path, data: bytes, lang: str) -> bool:
    """Write ``data`` to ``target`` whole or not at all; False, said on stderr, when it cannot."""
    from ..atomic import write_atomic
    try:
        write_atomic(target, data)
    except OSError as error:
        print(tr("write", lang, path=target, reason=error.strerror or error), file=sys.stderr)
        return False
    return True
