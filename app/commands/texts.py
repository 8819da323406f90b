"""Words the command line shares between its subcommands."""
from __future__ import annotations

from ..textsafe import printable

EXIT_OK, EXIT_ERRORS, EXIT_UNREADABLE = 0, 1, 2

_TEXT = {
    "summary": ("Проверено файлов: {files}; без ошибок: {ok}; с ошибками: {bad}; не прочитано: {unreadable}",
                "Files checked: {files}; clean: {ok}; with errors: {bad}; unreadable: {unreadable}"),
    "no_files": ("{path}: нет файлов игр (*.json)", "{path}: no game files (*.json)"),
    "missing": ("{path}: нет такого файла или папки", "{path}: no such file or folder"),
    "dangling": ("{path}: ссылка ведёт в никуда (нет файла {target}) — пропущена",
                 "{path}: a dangling symbolic link (no file {target}) — skipped"),
    "status": ("{path}: {ruleset}, {status}{winner}", "{path}: {ruleset}, {status}{winner}"),
    "finished": ("игра окончена", "finished"),
    "in_progress": ("игра идёт", "in progress"),
    "winner": (", {w}", ", {w}"),
    "red": ("победа красных", "red wins"), "black": ("победа чёрных", "black wins"), "draw": ("ничья", "a draw"),
    "maniac": ("победа маньяка", "the Maniac wins"),     # the boulevard edition's third side
    "error": ("ошибка", "error"), "warning": ("внимание", "warning"), "info": ("инфо", "info"),
}


def tr(key: str, lang: str, **kw) -> str:
    ru, en = _TEXT[key]
    # A file name is data: a newline or an ESC in it must not reach the terminal raw.
    kw = {k: printable(v) if k in ("path", "target") else v for k, v in kw.items()}
    return (en if lang == "en" else ru).format(**kw)
