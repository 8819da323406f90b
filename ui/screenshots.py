"""Screenshots of the sheet's main states, for the README: ``python -m ui.screenshots [DIR]``.

Runs offscreen; Russian unless ``--lang en``.
"""
from __future__ import annotations

import argparse
import copy
import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

DEFAULT_DIR = Path(__file__).resolve().parent.parent / "docs" / "screenshots"


def _mid_game(doc: dict) -> dict:
    mid = copy.deepcopy(doc)
    mid.pop("result", None)
    mid["phases"] = mid["phases"][:4]
    mid["phases"][3]["events"] = mid["phases"][3]["events"][:3] + [
        {"type": "foul", "seat": 6}, {"type": "nominate", "by": 6, "target": 2},
        {"type": "nominate", "by": 6, "target": 8}]
    return mid


def take(folder: Path, lang: str = "ru") -> list[Path]:
    from app.document import GameDocument
    from app.engine import sample_game

    from .main import install_translators, make_app
    from .main_window import MainWindow
    from .new_game import NewGameDialog

    app = make_app()
    installed = install_translators(app, lang)
    folder.mkdir(parents=True, exist_ok=True)
    shots: list[Path] = []
    import tempfile

    from PySide6.QtCore import QSettings  # the judge's own layout is not used nor touched
    QSettings.setPath(QSettings.NativeFormat, QSettings.UserScope, tempfile.mkdtemp())

    def save(widget, name: str) -> None:
        widget.show()
        app.processEvents()
        path = folder / f"{name}-{lang}.png"
        widget.grab().save(str(path))
        shots.append(path)

    doc = sample_game()
    dialog = NewGameDialog(doc=doc, lang=lang)
    save(dialog, "new-game")
    dialog.close()
    window = MainWindow(GameDocument(_mid_game(doc)), None, lang)
    window.resize(1366, 740)
    save(window, "sheet-day")
    window.flow_panel.timer.left = 8
    window.flow_panel.timer.timer.start()
    window.flow_panel.timer._show()
    window.flow_panel.timer.timer.stop()
    finished = copy.deepcopy(doc)
    del finished["result"]
    window._attach(GameDocument(finished))
    window.full_view = True
    window.model.set_reveal(True)
    save(window, "sheet-finished")
    window.undo.setClean()
    window.close()
    for translator in installed:
        app.removeTranslator(translator)
    return shots


def _day_three(doc: dict) -> dict:
    day3 = copy.deepcopy(doc)
    day3.pop("result", None)
    day3["phases"][-1]["events"] = day3["phases"][-1]["events"][:2] + [{"type": "foul", "seat": 8}]
    return day3


def take_table(folder: Path, lang: str = "ru") -> list[Path]:
    """The judge's views at 1366×768: the start page, day 3 in table mode (secrets hidden),
    and the signed protocol (signed with a throw-away key in a temporary data folder)."""
    import tempfile

    from app.document import GameDocument
    from app.engine import sample_game

    from .main import install_translators, make_app
    from .main_window import MainWindow

    app = make_app()
    installed = install_translators(app, lang)
    folder.mkdir(parents=True, exist_ok=True)
    shots: list[Path] = []
    previous = os.environ.get("MAFIA_PROTOCOL_HOME")
    with tempfile.TemporaryDirectory() as home:
        os.environ["MAFIA_PROTOCOL_HOME"] = home
        from PySide6.QtCore import QSettings  # the judge's own layout is not touched
        QSettings.setPath(QSettings.NativeFormat, QSettings.UserScope, home)
        try:
            window = MainWindow(GameDocument(_day_three(sample_game())), None, lang)
            window.resize(1366, 768)
            window.show()

            def save(name: str) -> None:
                app.processEvents()
                path = folder / f"{name}-{lang}.png"
                window.grab().save(str(path))
                shots.append(path)
            window.show_start()
            save("start-page")
            window.files._start(GameDocument(_day_three(sample_game())))
            window.flow_panel._next()
            window.flow_panel.timer.timer.stop()
            save("sheet-day3")
            from app.signing import ensure_identity, sign_game
            signed = sign_game(sample_game(), ensure_identity("Иванов", "screenshots"), finished=True)
            window.files._start(GameDocument(signed), str(Path(home) / "game.json"))
            save("sheet-signed")
            window.undo.setClean()
            window.autosave.closed()
            window.close()
        finally:
            if previous is None:
                os.environ.pop("MAFIA_PROTOCOL_HOME", None)
            else:
                os.environ["MAFIA_PROTOCOL_HOME"] = previous
    for translator in installed:
        app.removeTranslator(translator)
    return shots


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("folder", nargs="?", default=str(DEFAULT_DIR))
    parser.add_argument("--lang", choices=("ru", "en"), default="ru")
    args = parser.parse_args()
    for path in take(Path(args.folder), args.lang) + take_table(Path(args.folder), args.lang):
        print(path)


if __name__ == "__main__":
    main()
