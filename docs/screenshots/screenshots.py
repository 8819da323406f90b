"""The pictures of README.md, docs/sheet.md and docs/secretary.md, taken offscreen:
``python docs/screenshots/screenshots.py [sheet|table|club|secretary|frozen|audience ...] [--dir DIR] [--lang LANG]``.

A tool, not part of the program: it drives the windows of ``ui/`` as a judge or a secretary
would, in a throw-away data folder and settings, so the user's own games, keys and window
layout are neither used nor touched.  Every set is taken when none is named.
"""
from __future__ import annotations

import argparse
import copy
import json
import os
import sys
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
for _path in (ROOT, ROOT / "tests"):          # the program, and the rehearsal games of the tests
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))

SCREEN = (1366, 768)
SECRETARY_SIZE = (1366, 740)                  # a 1366×768 screen less the taskbar


@contextmanager
def shooting(folder: Path, lang: str) -> Iterator[tuple[Callable[[Any, str], None], list[Path], Path]]:
    """(save(widget, name), the pictures saved so far, a private data folder) for one set:
    the application in ``lang``, a throw-away home and settings, restored afterwards."""
    from PySide6.QtCore import QSettings

    from ui.main import install_translators, make_app
    app = make_app()
    installed = install_translators(app, lang)
    folder.mkdir(parents=True, exist_ok=True)
    shots: list[Path] = []
    previous = os.environ.get("MAFIA_PROTOCOL_HOME")

    def save(widget: Any, name: str) -> None:
        widget.show()
        app.processEvents()
        path = folder / f"{name}-{lang}.png"
        widget.grab().save(str(path))
        shots.append(path)

    with tempfile.TemporaryDirectory(prefix="screenshots-") as home:
        os.environ["MAFIA_PROTOCOL_HOME"] = str(Path(home) / "home")
        QSettings.setPath(QSettings.NativeFormat, QSettings.UserScope, str(Path(home) / "settings"))
        try:
            yield save, shots, Path(home)
        finally:
            if previous is None:
                os.environ.pop("MAFIA_PROTOCOL_HOME", None)
            else:
                os.environ["MAFIA_PROTOCOL_HOME"] = previous
            for translator in installed:
                app.removeTranslator(translator)


# -- the judge's sheet (README.md) ------------------------------------------------------------
def _mid_game(doc: dict) -> dict:
    mid = copy.deepcopy(doc)
    mid.pop("result", None)
    mid["phases"] = mid["phases"][:4]
    mid["phases"][3]["events"] = mid["phases"][3]["events"][:3] + [
        {"type": "foul", "seat": 6}, {"type": "nominate", "by": 6, "target": 2},
        {"type": "nominate", "by": 6, "target": 8}]
    return mid


def take_sheet(folder: Path, lang: str = "ru") -> list[Path]:
    """The new-game dialog, a day in progress and the finished game with the roles shown."""
    from app.document import GameDocument
    from app.sport import sample_game
    from ui.main_window import MainWindow
    from ui.new_game import NewGameDialog

    with shooting(folder, lang) as (save, shots, _):
        doc = sample_game()
        dialog = NewGameDialog(doc=doc, lang=lang)
        save(dialog, "new-game")
        dialog.close()
        window = MainWindow(GameDocument(_mid_game(doc)), None, lang)
        window.resize(SCREEN[0], 740)
        save(window, "sheet-day")
        window.flow_panel.timer.left = 8
        window.flow_panel.timer.timer.start()
        window.flow_panel.timer._show()
        window.flow_panel.timer.timer.stop()
        finished = copy.deepcopy(doc)
        del finished["result"]
        window.game.start(GameDocument(finished), window.path)
        window.full_view = True
        window.model.set_reveal(True)
        save(window, "sheet-finished")
        window.undo.setClean()
        window.close()
    return shots


def _day_three(doc: dict) -> dict:
    day3 = copy.deepcopy(doc)
    day3.pop("result", None)
    day3["phases"][-1]["events"] = day3["phases"][-1]["events"][:2] + [{"type": "foul", "seat": 8}]
    return day3


def take_table(folder: Path, lang: str = "ru") -> list[Path]:
    """The judge's views at 1366×768 (docs/sheet.md): the start page, day 3 in table mode
    (secrets hidden), and the protocol signed with a throw-away key."""
    from app.document import GameDocument
    from app.signing import ensure_identity, sign_game
    from app.sport import sample_game
    from ui.main_window import MainWindow

    with shooting(folder, lang) as (save, shots, home):
        window = MainWindow(GameDocument(_day_three(sample_game())), None, lang)
        window.resize(*SCREEN)
        window.show()
        window.show_start()
        save(window, "start-page")
        window.game.start(GameDocument(_day_three(sample_game())))
        window.flow_panel.next_speaker()
        window.flow_panel.timer.timer.stop()
        save(window, "sheet-day3")
        signed = sign_game(sample_game(), ensure_identity("Иванов", "screenshots"), finished=True)
        window.game.start(GameDocument(signed), str(home / "game.json"))
        save(window, "sheet-signed")
        window.undo.setClean()
        window.autosave.closed()
        window.close()
    return shots


# -- the boulevard host (docs/sheet.md) -------------------------------------------------------
CLUB_ROLES = {1: "citizen", 2: "journalist", 3: "doctor", 4: "citizen", 5: "putana", 6: "maniac", 7: "don",
              8: "mafia", 9: "mafia", 10: "commissar", 11: "lawyer", 12: "bartender"}
CLUB_NAMES = ["Кот", "Перо", "Айболит", "Гном", "Роза", "Джек", "Граф", "Тень", "Дым", "Шерлок", "Крючок", "Бокал"]


def evening() -> dict:
    """A twelve-seat Fortuna table with all eight night roles, at its second night."""
    return {"format": "mafia-game/1", "ruleset": "boulevard",
            "meta": {"tournament": "Клубный вечер", "date": "2026-12-05", "judge": "Орлова"},
            "players": [{"seat": s, "name": CLUB_NAMES[s - 1], "role": r} for s, r in CLUB_ROLES.items()],
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


def take_club(folder: Path, lang: str = "ru") -> list[Path]:
    """The host's sheet as the table sees it, the same moment with F9 held, the deal dialog."""
    from app.document import GameDocument
    from ui.club_game import ClubGameDialog
    from ui.main_window import MainWindow

    with shooting(folder, lang) as (save, shots, _):
        window = MainWindow(GameDocument(evening()), None, lang)
        window.resize(*SCREEN)
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
        dialog.table_size.setValue(12)
        save(dialog, "boulevard-deal")
        dialog.close()
    return shots


# -- the secretary (docs/secretary.md) --------------------------------------------------------
def rehearsal_folder(folder: Path, stranger_home: Path) -> Any:
    """The judges' files of a dress rehearsal of 60 players at 6 tables: seven rounds played,
    some signed by a trusted key, one by a stranger, one table still playing, two protocols
    for one place, a game of another tournament, a nickname typed with a Latin letter and a
    correction in the secretary's journal.  Returns the schedule."""
    from rehearsal import rehearsal_game, rehearsal_tournament

    from app.format import load_game
    from app.signing import create_identity, sign_game
    from app.tournament import SeatingRequest, Tournament, generate_seating
    from app.tournament.settle import JOURNAL_NAME, decide
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
    items = [(p.name, load_game(p)) for p in sorted(folder.glob("r3-t2.json"))]
    decide(Tournament.from_docs(items, verdicts={}), "r3-t2.json", "correct", author="Секретарь Петрова",
           reason="ДБ по записи судьи", field="extra", seat=6, new=0.5, journal=folder / JOURNAL_NAME)
    return schedule


def take_secretary(folder: Path, lang: str = "ru") -> list[Path]:
    """The grid, a conflict, a correction, the standings, a player's card, the seating and the
    issues of the secretary's window."""
    from app.tournament import dumps_schedule, get_regulation
    from ui.secretary.decisions import ReasonDialog
    from ui.secretary.texts import translate
    from ui.secretary.window import SecretaryWindow

    with shooting(folder, lang) as (save_as, shots, work):
        def save(widget: Any, name: str) -> None:
            save_as(widget, f"secretary-{name}")

        schedule = rehearsal_folder(work / "games", work / "stranger")
        plan = work / "seating.json"
        plan.write_text(dumps_schedule(schedule), encoding="utf-8")
        rfm = get_regulation("rfm-2026").admitting(unsigned=True)      # the rehearsal's files are not all signed
        window = SecretaryWindow(lang, paths=[str(work / "games")], schedule=str(plan), regulation=rfm)
        window.resize(*SECRETARY_SIZE)
        window.show()
        window.tabs.setCurrentWidget(window.grid_tab)
        view = window.grid_tab.view
        view.setCurrentIndex(window.grid_tab.model.index(2, 1))
        save(window, "grid")
        view.setCurrentIndex(window.grid_tab.model.index(5, 0))
        save(window, "conflict")
        panel = window.grid_tab.decisions
        title = translate("Secretary", "Correct {game}").format(game=panel.current().label)
        dialog = ReasonDialog(title, lang, "Секретарь Петрова", correction=True, game=panel.current(),
                              parent=window)
        dialog.seat.setValue(3)
        dialog.number.setValue(0.4)
        dialog.reason.setText("ДБ записаны не тому месту" if lang == "ru" else "extra points on the wrong seat")
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
    return shots


# -- a long game at 1366×768: the frozen columns (docs/sheet.md) -------------------------------
SPORT_NAMES = ["Кот", "Ворон", "Шерлок", "Лиса", "Бармалей", "Гном", "Граф", "Сова", "Тень", "Ёж"]
SPORT_ROLES = ["citizen", "citizen", "sheriff", "citizen", "mafia", "citizen", "don", "citizen", "mafia", "citizen"]


def _night(killed: int, don: int, sheriff: int) -> list[dict]:
    return [{"type": "shooting", "shots": {"5": killed, "7": killed, "9": killed}, "killed": killed},
            {"type": "don_check", "target": don}, {"type": "sheriff_check", "target": sheriff}]


def long_game(until: str) -> dict:
    """A sport game (fouls, a warning, three nights without a vote) stopped at ``until``:
    ``"D4"`` (day 4 under way) or ``"N3"`` (the third night being recorded)."""
    days = {"D1": [{"type": "speech", "seat": 1}, {"type": "foul", "seat": 2}, {"type": "warning", "seat": 6}],
            "D2": [{"type": "speech", "seat": 3}, {"type": "foul", "seat": 2}, {"type": "foul", "seat": 8}],
            "D3": [{"type": "speech", "seat": 5}, {"type": "foul", "seat": 10}, {"type": "foul", "seat": 2}],
            "D4": [{"type": "speech", "seat": 6}, {"type": "nominate", "by": 6, "target": 9},
                   {"type": "warning", "seat": 6}]}
    nights = {"N1": _night(1, 3, 7), "N2": _night(4, 6, 5), "N3": _night(10, 8, 9)}
    phases = [{"phase": "N0", "events": []}]
    for number in range(1, 5):
        phases.append({"phase": f"D{number}", "events": copy.deepcopy(days[f"D{number}"])})
        if f"D{number}" == until:
            break
        phases.append({"phase": f"N{number}", "events": copy.deepcopy(nights[f"N{number}"])})
        if f"N{number}" == until:
            phases[-1]["events"] = phases[-1]["events"][:1]
            break
    return {"format": "mafia-game/1", "ruleset": "league",
            "meta": {"tournament": "Осенний кубок", "round": 1, "table": 1, "game": 1, "date": "2026-11-29",
                     "judge": "Иванов"},
            "players": [{"seat": i + 1, "name": n, "role": r}
                        for i, (n, r) in enumerate(zip(SPORT_NAMES, SPORT_ROLES, strict=True))],
            "phases": phases}


def long_evening(until: str) -> dict:
    """The twelve-seat boulevard evening carried on to ``until`` (``"D4"`` or ``"N3"``)."""
    doc = evening()
    doc["phases"][-1]["events"] = [{"type": "mafia_shot", "by": 8, "target": 2},
                                   {"type": "doctor_heal", "by": 3, "target": 5}]
    doc["phases"] += [
        {"phase": "D3", "events": [{"type": "violation", "seat": 6, "kind": "light"},
                                   {"type": "violation", "seat": 9, "kind": "light"},
                                   {"type": "nominate", "by": 3, "target": 9}]},
        {"phase": "N3", "events": [{"type": "mafia_shot", "by": 8, "target": 11}]}]
    if until == "D4":
        doc["phases"].append({"phase": "D4", "events": [{"type": "violation", "seat": 12, "kind": "light"},
                                                        {"type": "nominate", "by": 12, "target": 6}]})
    return doc


def take_frozen(folder: Path, lang: str = "ru") -> list[Path]:
    """Day 4 and the third night of both editions at 1366×768: the seat's columns stay frozen
    beside the seats, the current phase whole on screen."""
    from PySide6.QtWidgets import QApplication

    from app.document import GameDocument
    from ui.main_window import MainWindow

    with shooting(folder, lang) as (save, shots, _):
        for name, doc in (("sheet-day4", long_game("D4")), ("sheet-n3", long_game("N3")),
                          ("boulevard-day4", long_evening("D4")), ("boulevard-n3", long_evening("N3"))):
            window = MainWindow(GameDocument(doc), None, lang)
            window.resize(*SCREEN)
            window.show()
            for _ in range(3):          # the panels beside the sheet settle, the sheet follows
                QApplication.processEvents()
            save(window, name)
            window.undo.setClean()
            window.close()
    return shots


def take_audience(folder: Path, lang: str = "ru") -> list[Path]:
    """The audience screen: its window and its page (audience_shots.py)."""
    from audience_shots import take_audience as take
    return take(folder, lang)


SETS = {"sheet": take_sheet, "table": take_table, "club": take_club, "secretary": take_secretary,
        "frozen": take_frozen, "audience": take_audience}


def main() -> None:
    from app.i18n import DEFAULT, languages
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sets", nargs="*", metavar="SET", help=f"{', '.join(SETS)} (all by default)")
    parser.add_argument("--dir", default=str(HERE), help="where the pictures go (this folder by default)")
    parser.add_argument("--lang", choices=languages(), default=DEFAULT)
    args = parser.parse_args()
    unknown = [name for name in args.sets if name not in SETS]
    if unknown:
        parser.error(f"no set {unknown[0]!r}; the sets are {', '.join(SETS)}")
    for name in args.sets or SETS:
        for path in SETS[name](Path(args.dir), args.lang):
            print(path)


if __name__ == "__main__":
    main()
