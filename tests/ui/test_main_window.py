"""Recording at the table: the quick-entry line, the mouse, undo and the live panel."""
import json
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMenu

from app.document import GameDocument
from ui.seat_actions import fill_menu

CORPUS = Path(__file__).resolve().parents[1] / "games" / "sheet-recorded-game.json"

LINES = ["n", "1>7", "3>5", "v7 1 2 3 4 6 8 10", "v5=3", "n",
         "k 5:4 9:4", "s9", "n",
         "bm 5 7 9", "3>9", "5>3", "v9 1 2 3 6 8 10", "v3=2", "n",
         "k 5:3", "n",
         "5>1", "6>5", "v1 5", "v5 1 2 6 8 10"]


def corpus_game():
    return json.loads(CORPUS.read_text(encoding="utf-8"))


def blank_from(corpus):
    return GameDocument.new([p["name"] for p in corpus["players"]], [p["role"] for p in corpus["players"]],
                            corpus["ruleset"], corpus["meta"])


def type_line(qtbot, w, text):
    qtbot.keyClicks(w.quick.line, text)
    qtbot.keyClick(w.quick.line, Qt.Key_Return)


def same_game(doc, corpus):
    return {k: doc.get(k) for k in ("ruleset", "players", "phases", "result")} == \
        {k: corpus.get(k) for k in ("ruleset", "players", "phases", "result")}


def test_a_whole_game_typed_in_the_quick_entry_line_is_the_corpus_game(qtbot, window):
    corpus = corpus_game()
    w = window(blank_from(corpus))
    for line in LINES:
        type_line(qtbot, w, line)
        assert not w.quick.error.isVisible(), (line, w.quick.error.text())
    assert w.doc.state.winner == "red" and w.confirm.isEnabled()
    qtbot.mouseClick(w.confirm, Qt.LeftButton)
    assert same_game(w.doc.to_json(), corpus)
    assert not [f for f in w.doc.state.findings if f.severity != "info"]


def click(w, seat, *path):
    menu = QMenu(w)
    fill_menu(menu, w.doc.state, seat, w.record, w._ask_voters, w.set_shot)
    for step in path:
        texts = [a.text() for a in menu.actions()]
        assert step in texts, (seat, path, texts)
        action = next(a for a in menu.actions() if a.text() == step)
        if action.menu():
            menu = action.menu()
        else:
            action.trigger()
            return
    raise AssertionError(path)  # pragma: no cover


def test_the_same_game_recorded_by_mouse_gives_the_same_file(qtbot, window, monkeypatch):
    corpus = corpus_game()
    w = window(blank_from(corpus))
    answers = []
    monkeypatch.setattr(w, "_ask_voters", lambda seat, exactly: answers.pop(0))
    f8 = lambda: qtbot.keyClick(w, Qt.Key_F8)
    f8()
    click(w, 1, "Nominates", "7")
    click(w, 3, "Nominates", "5")
    answers += [{"voters": [1, 2, 3, 4, 6, 8, 10]}, {"count": 3}]
    click(w, 7, "Votes against this candidate…")
    click(w, 5, "Votes against this candidate…")
    f8()
    click(w, 5, "Shoots at", "4")
    click(w, 9, "Shoots at", "4")
    click(w, 9, "The Sheriff checks this player")
    f8()
    answers.append({"voters": [5, 7, 9]})
    click(w, 4, "Best move…")
    click(w, 3, "Nominates", "9")
    click(w, 5, "Nominates", "3")
    answers += [{"voters": [1, 2, 3, 6, 8, 10]}, {"count": 2}]
    click(w, 9, "Votes against this candidate…")
    click(w, 3, "Votes against this candidate…")
    f8()
    click(w, 5, "Shoots at", "3")
    f8()
    click(w, 5, "Nominates", "1")
    click(w, 6, "Nominates", "5")
    answers += [{"voters": [5]}, {"voters": [1, 2, 6, 8, 10]}]
    click(w, 1, "Votes against this candidate…")
    click(w, 5, "Votes against this candidate…")
    qtbot.keyClick(w, Qt.Key_Return, Qt.ControlModifier)
    assert same_game(w.doc.to_json(), corpus)


def test_undo_and_redo_restore_exactly(qtbot, window):
    corpus = corpus_game()
    w = window(blank_from(corpus))
    start = json.dumps(w.doc.to_json(), sort_keys=True)
    steps = []
    for line in LINES:
        type_line(qtbot, w, line)
        steps.append(json.dumps(w.doc.to_json(), sort_keys=True))
    assert not w.undo.isClean()
    for expected in reversed([start] + steps[:-1]):
        w.undo.undo()
        assert json.dumps(w.doc.to_json(), sort_keys=True) == expected
    assert w.undo.isClean()
    for expected in steps:
        w.undo.redo()
        assert json.dumps(w.doc.to_json(), sort_keys=True) == expected


def test_the_panel_updates_on_each_change_and_prompts_consequences(qtbot, window):
    w = window()
    type_line(qtbot, w, "n")
    assert w.findings.list.count() == 0
    type_line(qtbot, w, "1>5; 1>6")
    texts = [w.findings.list.item(i).text() for i in range(w.findings.list.count())]
    assert any("7.6 One nomination per day" in t and "second nomination" in t for t in texts)
    type_line(qtbot, w, "f6; f6; f6; f6")
    assert w.banner.isVisible() and "fourth foul" in w.banner.text() and "D1" in w.banner.text()
    w.undo.undo()
    assert not any("fourth foul" in w.findings.list.item(i).text() for i in range(w.findings.list.count()))


def test_bad_input_gets_an_inline_message_and_changes_nothing(qtbot, window):
    w = window()
    type_line(qtbot, w, "n")
    before = json.dumps(w.doc.to_json())
    type_line(qtbot, w, "5>11")
    assert w.quick.error.isVisible() and "seat 11" in w.quick.error.text()
    assert json.dumps(w.doc.to_json()) == before
    w.quick.line.clear()
    type_line(qtbot, w, "1>5; k7")    # a night action by day: the whole line is refused
    assert "night action" in w.quick.error.text()
    assert json.dumps(w.doc.to_json()) == before
    w.quick.line.clear()
    type_line(qtbot, w, "1>5; 2>7; v6 1 2")   # a vote for somebody not nominated: the validator says so
    assert any("not on the ballot" in f.message("en") for f in w.doc.state.findings)


def test_a_finding_click_selects_its_cell(qtbot, window):
    w = window()
    type_line(qtbot, w, "n")
    type_line(qtbot, w, "1>5; 1>6")
    finding = next(f for f in w.doc.state.findings if f.code == "nomination.second_in_day")
    w.select_finding(finding)
    index = w.view.currentIndex()
    assert index.row() == 0 and w.model.columns[index.column()].kind == "nom"


def test_roles_show_only_while_f9_is_held(qtbot, window):
    w = window()
    role = w.model.index(4, 2)
    assert w.model.data(role) == "•"
    qtbot.keyPress(w, Qt.Key_F9)
    assert w.model.data(role) == "M"
    qtbot.keyRelease(w, Qt.Key_F9)
    assert w.model.data(role) == "•"
