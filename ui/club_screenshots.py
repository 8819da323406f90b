"""Screenshots of the boulevard host's sheet for docs/sheet.md:
``python -m ui.club_screenshots [DIR] [--lang en]``.

A twelve-seat Fortuna table with all eight night roles, at its second night: the sheet as the
table sees it, the same moment with F9 held, and the deal dialog.  Runs offscreen, 1366×768.
"""
from __future__ import annotations

import argparse
import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

DEFAULT_DIR = Path(__file__).resolve().parent.parent / "docs" / "screenshots"
ROLES = {1: "citizen", 2: "journalist", 3: "doctor", 4: "citizen", 5: "putana", 6: "maniac", 7: "don",
         8: "mafia", 9: "mafia", 10: "commissar", 11: "lawyer", 12: "bartender"}
NAMES = ["Кот", "Перо", "Айболит", "Гном", "Роза", "Джек", "Граф", "Тень", "Дым", "Шерлок", "Крючок", "Бокал"]


def evening() -> dict:
    return {"format": "mafia-game/1", "ruleset": "boulevard",
            "meta": {"tournament": "Клубный вечер", "date": "2026-12-05", "judge": "Орлова"},
            "players": [{"seat": s, "name": NAMES[s - 1], "role": r} for s, r in ROLES.items()],
            "phases": [{"phase": "N0", "events": []}, {"phase": "D1", "events": []},
                       {"phase": "N1", "events": [
                           {"type": "putana_block", "by": 5, "target": 3},
                           {"type": "doctor_heal", "by": 3, "target": 9},
                           {"type": "mafia_shot", "by": 8, "target": 4},
                           {"type": "maniac_attack", "by": 6, "target": 1},
                           {"type": "commissar_check", "by": 10, "target": 7, "result": "mafia"}]},
                       {"phase": "D2", "events": [
                           {"type": "violation", "seat": 6, "kind": "light"},
                           {"type": "nominate", "by": 10, "target": 7},
                           {"type": "vote", "round": 1, "candidate": 7, "voters": [2, 3, 5, 10, 12]}]},
                       {"phase": "N2", "events": []}]}


def take(folder: Path, lang: str = "ru") -> list[Path]:
    from app.document import GameDocument

    from .club_game import ClubGameDialog
    from .main import install_translators, make_app
    from .main_window import MainWindow

    app = make_app()
    installed = install_translators(app, lang)
    folder.mkdir(parents=True, exist_ok=True)
    shots: list[Path] = []

    def save(widget, name: str) -> None:
        widget.show()
        app.processEvents()
        path = folder / f"{name}-{lang}.png"
        widget.grab().save(str(path))
        shots.append(path)

    window = MainWindow(GameDocument(evening()), None, lang)
    window.resize(1366, 768)
    window.quick.line.setText("p2 l8 b2:11")
    window.quick.enter()
    panel = window.night_panel
    for action, seat in (("doctor_heal", 10), ("mafia_shot", 10)):
        box = panel.rows[action]["first"]
        box.setCurrentIndex(box.findData(seat))
    window.quick.line.setText("x10 c")
    save(window, "boulevard-night")
    window.set_reveal(True)
    save(window, "boulevard-night-f9")
    window.set_reveal(False)
    window.undo.setClean()
    window.close()
    dialog = ClubGameDialog(lang=lang)
    dialog.size.setValue(12)
    save(dialog, "boulevard-deal")
    dialog.close()
    for translator in installed:
        app.removeTranslator(translator)
    return shots


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("folder", nargs="?", default=str(DEFAULT_DIR))
    parser.add_argument("--lang", choices=("ru", "en"), default="ru")
    args = parser.parse_args()
    for path in take(Path(args.folder), args.lang):
        print(path)


if __name__ == "__main__":
    main()
