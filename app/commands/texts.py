"""Words the command line shares between its subcommands."""
from __future__ import annotations

from app.i18n import N_, gettext

from ..textsafe import printable

EXIT_OK, EXIT_ERRORS, EXIT_UNREADABLE = 0, 1, 2

_TEXT: dict[str, str] = {
    "summary": N_("Files checked: {files}; clean: {ok}; with errors: {bad}; unreadable: {unreadable}"),
    "no_files": N_("{path}: no game files (*.json)"),
    "missing": N_("{path}: no such file or folder"),
    "dangling": N_("{path}: a dangling symbolic link (no file {target}) — skipped"),
    "status": N_("{path}: {ruleset}, {status}{winner}"),
    "finished": N_("finished"),
    "in_progress": N_("in progress"),
    "winner": N_(", {w}"),
    "red": N_("red wins"),
    "black": N_("black wins"),
    "draw": N_("a draw"),
    "maniac": N_("the Maniac wins"),
    "error": N_("error"),
    "warning": N_("warning"),
    "info": N_("info"),
}


def tr(key: str, lang: str, **kw) -> str:
    # A file name is data: a newline or an ESC in it must not reach the terminal raw.
    kw = {k: printable(v) if k in ("path", "target") else v for k, v in kw.items()}
    return gettext(lang, _TEXT[key], **kw)
