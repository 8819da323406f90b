"""Screenshots of the secretary's window for docs/secretary.md:
``python -m ui.secretary.screenshots [DIR] [--lang ru|en]``.

Runs offscreen on a dress rehearsal (``app.tournament.rehearsal``) of 60 players at 6
tables: seven rounds played, some signed by a trusted key, one by a stranger, one forged,
one table still playing, two protocols for one place, a game of another tournament, a
nickname typed with a Latin letter and a correction in the secretary's journal.  Keys live
in a temporary home.
"""
from __future__ import annotations

import argparse
import copy
import json
import os
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

DEFAULT_DIR = Path(__file__).resolve().parents[2] / "docs" / "screenshots"
SIZE = (1366, 740)          # a 1366×768 screen less the taskbar


def rehearsal_folder(folder: Path, stranger_home: Path):
    """Write the judges' files; returns the schedule."""
    from app.signing import create_identity, sign_game
    from app.tournament import SeatingRequest, generate_seating
    from app.tournament.rehearsal import rehearsal_game, rehearsal_tournament
    schedule = generate_seating(SeatingRequest(players=60, tables=6, games=10, seed=1, effort=0.3))
    own = create_identity("Главный судья", "репетиция")
    stranger = create_identity("Судья из другого города", "репетиция", stranger_home)
    folder.mkdir(parents=True, exist_ok=True)
    for label, doc in rehearsal_tournament(schedule, name="Осенний кубок"):
        r, t = int(doc["meta"]["round"]), int(doc["meta"]["table"])
        if r > 7 or (r == 7 and t > 4):
            continue
        if r == 7 and t in (3, 4):
            doc = copy.deepcopy(doc)
            doc.pop("result", None)
            doc.pop("awards", None)
            doc["phases"] = doc["phases"][:3 + t]
        elif r <= 4 and t != 5:
            doc = sign_game(doc, own)
        elif r <= 4:
            doc = sign_game(doc, stranger)
        if (r, t) == (5, 2):
            doc = sign_game(doc, own)
            doc["awards"] = {"extra_points": {"3": 1.0}}
        if (r, t) == (6, 3):                     # «Игрoк» with a Latin o
            doc["players"][3]["name"] = doc["players"][3]["name"].replace("о", "o", 1)
        (folder / label).write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    conflict = rehearsal_game([f"Игрок {i:02d}" for i in range(1, 11)], seed="conflict",
                              meta={"tournament": "Осенний кубок", "round": 6, "table": 1})
    (folder / "r6-t1-second.json").write_text(json.dumps(conflict, ensure_ascii=False), encoding="utf-8")
    stray = rehearsal_game([f"Гость {i:02d}" for i in range(1, 11)], seed="stray",
                           meta={"tournament": "Весенний кубок", "round": 7, "table": 5})
    (folder / "r7-t5.json").write_text(json.dumps(stray, ensure_ascii=False), encoding="utf-8")
    from app.format import load_game
    from app.tournament import Tournament
    from app.tournament.settle import JOURNAL_NAME, decide
    items = [(p.name, load_game(p)) for p in sorted(folder.glob("r3-t2.json"))]
    decide(Tournament.from_docs(items, verdicts={}), "r3-t2.json", "correct", author="Секретарь Петрова",
           reason="ДБ по записи судьи", field="extra", seat=6, new=0.5, journal=folder / JOURNAL_NAME)
    return schedule


def translate_correct(label: str) -> str:
    from .texts import translate
    return translate("Secretary", "Correct {game}").format(game=label)


def take(folder: Path, lang: str = "ru") -> list[Path]:
    from ui.main import install_translators, make_app

    from .window import SecretaryWindow
    app = make_app()
    installed = install_translators(app, lang)
    folder.mkdir(parents=True, exist_ok=True)
    shots: list[Path] = []
    work = Path(tempfile.mkdtemp(prefix="secretary-shots-"))
    previous_home = os.environ.get("MAFIA_PROTOCOL_HOME")
    os.environ["MAFIA_PROTOCOL_HOME"] = str(work / "home")
    try:
        schedule = rehearsal_folder(work / "games", work / "stranger")
        plan = work / "seating.json"
        from app.tournament import dumps_schedule
        plan.write_text(dumps_schedule(schedule), encoding="utf-8")
        from app.tournament import get_regulation
        rfm = get_regulation("rfm-2026").admitting(unsigned=True)      # the rehearsal's files are not all signed
        window = SecretaryWindow(lang, paths=[str(work / "games")], schedule=str(plan), regulation=rfm)
        window.resize(*SIZE)
        window.show()

        def save(widget, name: str) -> None:
            app.processEvents()
            path = folder / f"secretary-{name}-{lang}.png"
            widget.grab().save(str(path))
            shots.append(path)

        window.tabs.setCurrentWidget(window.grid_tab)
        view = window.grid_tab.view
        view.setCurrentIndex(window.grid_tab.model.index(2, 1))
        save(window, "grid")
        view.setCurrentIndex(window.grid_tab.model.index(5, 0))
        save(window, "conflict")
        from .decisions import ReasonDialog
        panel = window.grid_tab.decisions
        dialog = ReasonDialog(translate_correct(panel.current().label), lang, "Секретарь Петрова",
                              correction=True, game=panel.current(), parent=window)
        dialog.seat.setValue(3)
        dialog.number.setValue(0.4)
        dialog.reason.setText("ДБ записаны не тому месту" if lang == "ru" else "extra points on the wrong seat")
        dialog.show()
        save(dialog, "correct")
        dialog.close()
        window.tabs.setCurrentWidget(window.standings_tab)
        save(window, "standings")
        card = window.open_card(window.standings.rows[0].key)
        save(card, "card")
        card.close()
        window.tabs.setCurrentWidget(window.seating)
        window.seating.round.setValue(3)
        window.seating.select((1, 1), (4, 10))
        window.seating.swap()
        window.seating.select((2, 2))
        save(window, "seating")
        window.tabs.setCurrentWidget(window.issues_tab)
        save(window, "issues")
        window.close()
    finally:
        if previous_home is None:
            os.environ.pop("MAFIA_PROTOCOL_HOME", None)
        else:
            os.environ["MAFIA_PROTOCOL_HOME"] = previous_home
        for translator in installed:
            app.removeTranslator(translator)
    return shots


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", nargs="?", default=str(DEFAULT_DIR))
    parser.add_argument("--lang", choices=("ru", "en"), default="ru")
    args = parser.parse_args()
    for path in take(Path(args.folder), args.lang):
        print(path)


if __name__ == "__main__":
    main()
