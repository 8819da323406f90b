"""The judge's window on Windows, run by the Windows Python (under Wine by windows_check.py, with
Qt's own Windows platform on Wine's null display driver; on the real Windows runner of
`.github/workflows/windows-check.yml`).

Three processes, as a judge's day has them:

1. *record*: the sheet (the app's own window, `ui.main`), *Game → New game* with the dialog
   filled in as a judge does (nicknames in Cyrillic, the roles dealt), the quick-entry line typed
   key by key (QTest) — the night, the shots, the votes —, *Save as* into a Cyrillic file name
   half-way, then more lines; the process is then killed (TerminateProcess: the laptop's battery).
2. *restore*: the sheet started again offers the game left open (its own message box, answered
   with a click on Yes); the game must come back whole; *Export the protocol* writes the PDF;
   *Save* writes the file.
3. here: every file checked by what it holds — the game file half-way, the recovery's game equal
   to the last line acknowledged before the kill, the PDF a PDF with the nicknames in its text,
   the saved file equal to the restored game, and `mafia-protocol check` of it answering.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))    # the embeddable Python's ._pth leaves it out
from scenario import Failed, reported  # noqa: E402

CORPUS = Path("tests", "games", "sheet-recorded-game.json")     # in the source folder: the deal
NAMES = ["Кот", "Ворон", "Шерлок", "Лиса", "Бармалей", "Гном", "Граф", "Сова", "Тень", "Ёж"]
# the quick-entry lines of tests/ui/test_main_window.py: three nights, shots, votes
LINES = ["n", "1>7", "3>5", "v7 1 2 3 4 6 8 10", "v5=3", "n",
         "k 5:4 9:4", "s9", "n",
         "bm 5 7 9", "3>9", "5>3", "v9 1 2 3 6 8 10", "v3=2", "n",
         "k 5:3", "n",
         "5>1", "6>5", "v1 5", "v5 1 2 6 8 10"]
SAVED_AFTER = 9
GAME_FILE = "Игра за столом 1 (тур 1).json"
PDF_FILE = "Протокол стола 1, тур 1.pdf"
TIMEOUT = 600


def digest(doc: dict) -> str:
    return hashlib.sha256(json.dumps(doc, sort_keys=True).encode()).hexdigest()


def say(*words: object) -> None:
    print(*words, flush=True)


# -- the children (the window) ---------------------------------------------------------------------

def _answer(find, act, tries: int = 200) -> None:
    """``act(widget)`` once ``find()`` gives the modal widget it waits for (polled on the event loop)."""
    from PySide6.QtCore import QTimer

    def look(left: int) -> None:
        widget = find()
        if widget is not None:
            act(widget)
        elif left:
            QTimer.singleShot(50, lambda: look(left - 1))
        else:
            say("FAILED: the dialog never came")
    QTimer.singleShot(50, lambda: look(tries))


def _modal(kind):
    from PySide6.QtWidgets import QApplication
    return lambda: (w if isinstance(w := QApplication.activeModalWidget(), kind) else None)


def _type(widget, text: str) -> None:
    """Key presses carrying the letters, as a Russian keyboard layout gives them (QTest's own
    keyClicks knows ASCII only)."""
    from PySide6.QtCore import QEvent, Qt
    from PySide6.QtGui import QKeyEvent
    from PySide6.QtWidgets import QApplication
    for letter in text:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(widget, QKeyEvent(kind, Qt.Key.Key_unknown, Qt.KeyboardModifier.NoModifier, letter))


def _archive(lang: str):
    """The archive as the sheet opens it (or why not): where the judge's controller keeps it, or,
    before it, ui.main."""
    try:
        from app.judge.archive import open_archive_or_none
    except ImportError:
        from ui.main import open_archive_or_none
    return open_archive_or_none(lang)


def _save_to(path: Path) -> None:
    from PySide6.QtWidgets import QFileDialog
    # the system's file dialog is Windows' own (IFileDialog): the name a judge would type is given
    QFileDialog.getSaveFileName = staticmethod(lambda *a, **k: (str(path), ""))


def record(work: Path, source: Path) -> int:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from ui.main import create_window, install_translators, language, make_app
    from ui.new_game import NewGameDialog
    started = time.monotonic()
    app = make_app()
    lang = language()
    translators = install_translators(app, lang)  # noqa: F841 (kept for the window's life)
    archive, problem = _archive(lang)
    window = create_window(lang, None, offer_restore=False, archive=archive)
    window.show()
    QApplication.processEvents()
    say(f"shown {time.monotonic() - started:.1f} s, platform {app.platformName()}, archive {problem or 'open'}")
    roles = [p["role"] for p in json.loads((source / CORPUS).read_text(encoding="utf-8"))["players"]]

    def fill(dialog: NewGameDialog) -> None:
        for edit, name in zip(dialog.name_edits, NAMES):
            edit.clear()
            _type(edit, name)
        for box, role in zip(dialog.role_boxes, roles):
            box.setCurrentIndex(box.findData(role))
        dialog.meta_edits["tournament"].setText("Кубок «Зима» 2026")
        for key in ("round", "table", "game"):
            dialog.meta_edits[key].setText("1")
        dialog.accept()
    _answer(_modal(NewGameDialog), fill)
    window.files.new_game()
    if [p["name"] for p in window.doc.to_json()["players"]] != NAMES:
        say("FAILED: the new game's players are", window.doc.to_json()["players"])
        return 1
    say("new game", window.windowTitle())
    for number, line in enumerate(LINES, 1):
        QTest.keyClicks(window.quick.line, line)
        QTest.keyClick(window.quick.line, Qt.Key.Key_Return)
        if window.quick.line.text():
            say(f"FAILED: the line «{line}» was not taken: {window.quick.line.text()!r}")
            return 1
        if number == SAVED_AFTER:
            _save_to(work / GAME_FILE)
            if not window.files.save_as():
                say("FAILED: Save as wrote nothing")
                return 1
            say("saved", digest(window.doc.to_json()))
        say("line", number, digest(window.doc.to_json()))
    say("recorded all")
    time.sleep(TIMEOUT)         # killed here
    return 0


def restore(work: Path) -> int:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QMessageBox

    from ui.main import create_window, install_translators, language, make_app
    app = make_app()
    lang = language()
    translators = install_translators(app, lang)  # noqa: F841
    archive, _ = _archive(lang)
    offered = []

    def yes(box: QMessageBox) -> None:
        offered.append(box.text().replace("\n", " "))
        QTest.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    _answer(_modal(QMessageBox), yes)
    window = create_window(lang, None, offer_restore=True, archive=archive)
    window.show()
    QApplication.processEvents()
    if not offered:
        say("FAILED: no restore was offered")
        return 1
    say("offered", offered[0][:120])
    say("restored", digest(window.doc.to_json()), window.path)
    _save_to(work / PDF_FILE)
    if window.exporter.export_pdf() is None:
        say("FAILED: the protocol was not exported")
        return 1
    if not window.files.save():
        say("FAILED: Save wrote nothing")
        return 1
    say("saved again", window.path)
    window.close()
    return 0


# -- the check (this process) ----------------------------------------------------------------------

def _child(step: str, args: argparse.Namespace, env: dict[str, str]) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, __file__, "--step", step, "--work", str(args.work), "--source",
                             str(args.source), "--program", str(args.program)], env=env, cwd=args.work,
                            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)


def _lines_until(process: subprocess.Popen, last: str) -> list[str]:
    lines = []
    for raw in process.stdout:
        line = raw.decode("utf-8", errors="replace").rstrip()
        lines.append(line)
        print("   ", line[:150], flush=True)
        if line.startswith("FAILED") or "Traceback" in line or line.startswith(last):
            break
    if not lines or not lines[-1].startswith(last):
        try:                    # the traceback's rest, the process's last words
            rest = process.communicate(timeout=30)[0].decode("utf-8", errors="replace")
        except subprocess.TimeoutExpired:
            process.kill()
            rest = process.communicate(timeout=60)[0].decode("utf-8", errors="replace")
        raise Failed(f"FAILED window: {lines[-1:]} before «{last}»\n{rest}")
    return lines


def check(args: argparse.Namespace) -> None:
    shutil.rmtree(args.work, ignore_errors=True)
    args.work.mkdir(parents=True)
    env = dict(os.environ, MAFIA_PROTOCOL_HOME=str(args.work / "Данные"), PYTHONIOENCODING="utf-8")
    env.pop("MAFIA_PROTOCOL_DB", None)
    if sys.platform == "win32":
        env.pop("QT_QPA_PLATFORM", None)        # Qt's own Windows platform, as a user has it
    started = time.monotonic()
    child = _child("record", args, env)
    lines = _lines_until(child, "recorded all")
    child.kill()                # the battery: no close, no flush beyond what each line did
    child.wait(timeout=60)
    shown = next(line for line in lines if line.startswith("shown")).split(",")[0]
    say(f"ok  {time.monotonic() - started:5.1f} s  a new game, {len(LINES)} quick-entry lines typed, saved "
        f"half-way, the process killed; first window {shown}")
    saved = next(line.split()[1] for line in lines if line.startswith("saved "))
    last = [line.split()[2] for line in lines if line.startswith("line ")][-1]
    if digest(json.loads((args.work / GAME_FILE).read_text(encoding="utf-8"))) != saved:
        raise Failed(f"FAILED window: {GAME_FILE} does not hold the game as it was saved")
    started = time.monotonic()
    child = _child("restore", args, env)
    lines = _lines_until(child, "saved again")
    if child.wait(timeout=TIMEOUT) != 0:
        raise Failed(f"FAILED window: the restoring sheet exited {child.returncode}")
    restored = next(line.split()[1] for line in lines if line.startswith("restored "))
    if restored != last:
        raise Failed("FAILED window: the restored game is not the one left open at the last line")
    if digest(json.loads((args.work / GAME_FILE).read_text(encoding="utf-8"))) != last:
        raise Failed(f"FAILED window: {GAME_FILE} saved after the restore is not the restored game")
    import pypdfium2
    pdf = pypdfium2.PdfDocument(str(args.work / PDF_FILE))
    text = pdf[0].get_textpage().get_text_range()
    pdf.close()
    if missing := [name for name in NAMES if name not in text]:
        raise Failed(f"FAILED window: the exported PDF lacks {missing}")
    say(f"ok  {time.monotonic() - started:5.1f} s  restore offered and taken, the game whole, the PDF written "
        f"({(args.work / PDF_FILE).stat().st_size} bytes, every nickname in it), saved to the same file")
    result = subprocess.run([str(args.program), "check", GAME_FILE], cwd=args.work, env=env, capture_output=True,
                            timeout=TIMEOUT)
    output = (result.stdout + result.stderr).decode("utf-8")
    if result.returncode not in (0, 1) or "Traceback" in output:
        raise Failed(f"FAILED window: check of the saved game exited {result.returncode}\n{output}")
    say(f"ok  check of the saved game: {output.strip().splitlines()[-1][:100]}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--step", choices=("record", "restore"))
    parser.add_argument("--work", type=Path, required=True, help="the data folder to make (Cyrillic)")
    parser.add_argument("--source", type=Path, required=True, help="the project's folder (tests/games)")
    parser.add_argument("--program", type=Path, required=True, help="the installed mafia-protocol.exe")
    args = parser.parse_args(argv)
    sys.stdout.reconfigure(encoding="utf-8", errors="backslashreplace")
    if args.step == "record":
        return record(args.work, args.source)
    if args.step == "restore":
        return restore(args.work)
    return 0 if reported(lambda: check(args)) else 1


if __name__ == "__main__":
    sys.exit(main())
