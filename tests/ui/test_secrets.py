"""Nothing secret at the table: two games alike in everything the table saw but different in
roles, shots, check answers and how many mafia a best move guessed must look the same in
every visible text and tooltip of the window until F9 or the full view reveals them."""
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QLabel, QLineEdit, QListWidget, QMenu, QTableView, QWidget

from app.document import GameDocument
from app.sport import sample_game

ROLES_A = {3: "sheriff", 5: "mafia", 7: "don", 9: "mafia"}
ROLES_B = {3: "sheriff", 5: "mafia", 7: "don", 2: "mafia"}


def game(roles, second_mafia):
    names = [p["name"] for p in sample_game()["players"]]
    doc = GameDocument.new(names, [roles.get(s, "citizen") for s in range(1, 11)], "league", sample_game()["meta"])
    n = {"type": "_next_phase"}
    shots1 = {"5": 4, str(second_mafia): 4}
    events = [n, {"type": "nominate", "by": 1, "target": 7}, {"type": "nominate", "by": 3, "target": 5},
              {"type": "vote", "round": 1, "candidate": 7, "voters": [1, 2, 3, 4, 6, 8, 10]},
              {"type": "vote", "round": 1, "candidate": 5, "count": 3}, n,
              {"type": "shooting", "shots": shots1, "killed": 4},
              {"type": "sheriff_check", "target": 9, "result": "black" if second_mafia == 9 else "red"}, n,
              {"type": "best_move", "seat": 4, "guess": [5, 7, 9]},
              {"type": "nominate", "by": 3, "target": 9}, {"type": "nominate", "by": 5, "target": 3},
              {"type": "vote", "round": 1, "candidate": 9, "voters": [1, 2, 3, 6, 8, 10]},
              {"type": "vote", "round": 1, "candidate": 3, "count": 2}, n,
              {"type": "shooting", "shots": {"5": 3, str(second_mafia): 3} if second_mafia != 9 else {"5": 3},
               "killed": 3}, n,
              {"type": "nominate", "by": 5, "target": 1}]
    return doc, events


def visible_texts(w) -> list[str]:
    out = [w.windowTitle()]
    for widget in w.findChildren(QWidget):
        if not widget.isVisibleTo(w):
            continue
        out.append(widget.toolTip())
        if isinstance(widget, QLabel):
            out.append(widget.text())
        elif isinstance(widget, QAbstractButton):
            out.append(widget.text())
        elif isinstance(widget, QLineEdit):
            out += [widget.text(), widget.placeholderText()]
        elif isinstance(widget, QListWidget):
            for i in range(widget.count()):
                out += [widget.item(i).text(), widget.item(i).toolTip()]
        elif isinstance(widget, QTableView):
            model = widget.model()
            for c in range(model.columnCount()):
                out += [str(model.headerData(c, Qt.Horizontal, role)) for role in (Qt.DisplayRole, Qt.ToolTipRole)]
            for r in range(model.rowCount()):
                out += [str(model.headerData(r, Qt.Vertical, role)) for role in (Qt.DisplayRole, Qt.ToolTipRole)]
                for r in range(model.rowCount()):
                    out += [str(model.data(model.index(r, c), role)) for role in (Qt.DisplayRole, Qt.ToolTipRole)]
    menus = [a.menu() for a in w.menuBar().actions()]
    while menus:
        menu = menus.pop()
        menu.aboutToShow.emit()
        for action in menu.actions():
            out += [action.text(), action.toolTip(), action.statusTip()]
            if isinstance(action.menu(), QMenu):
                menus.append(action.menu())
    return out


def recorded(window, roles, second):
    doc, events = game(roles, second)
    w = window(doc)
    for event in events:
        w.next_phase() if event["type"] == "_next_phase" else w.record(event)
    assert w.doc.state.outcome is None and w.doc.phases[-1].name == "D3"
    return w


def test_no_secret_reaches_the_screen_in_table_mode(qtbot, window):
    a, b = recorded(window, ROLES_A, 9), recorded(window, ROLES_B, 2)
    for w in (a, b):
        w.flow_panel.timer.reset(60)
    texts_a, texts_b = visible_texts(a), visible_texts(b)
    assert [t for t in texts_a if t not in texts_b] == []
    assert [t for t in texts_b if t not in texts_a] == []
    assert "Best move of 4: 5, 7, 9." in a.result_label.text() and "guessed" not in a.result_label.text()
    assert "the shooting" in a.menu_actions["undo"].text() or "nomination" in a.menu_actions["undo"].text()
    # the test sees a secret when there is one: revealed, the two games differ
    a.set_reveal(True)
    b.set_reveal(True)
    assert "(3 guessed)" in a.result_label.text() and "(2 guessed)" in b.result_label.text()
    assert set(visible_texts(a)) != set(visible_texts(b))


def test_the_undo_menu_names_a_night_action_without_its_target(qtbot, window):
    w = window()
    w.next_phase()
    w.next_phase()
    w.next_phase()
    w.record({"type": "shooting", "shots": {"5": 4, "9": 4}, "killed": 4})
    assert w.menu_actions["undo"].text() == "&Undo: the shooting"
    w.record({"type": "sheriff_check", "target": 9, "result": "black"})
    assert w.menu_actions["undo"].text() == "&Undo: the Sheriff's check"


def test_the_new_game_dialog_hides_the_roles_once_dealt(qtbot):
    from ui.new_game import NewGameDialog
    dialog = NewGameDialog(lang="en")
    qtbot.addWidget(dialog)
    assert not dialog.table.isColumnHidden(1)            # a blank table: the judge deals
    dialog.draw_roles()
    assert dialog.table.isColumnHidden(1) and dialog.hidden_note.isVisibleTo(dialog)
    dialog.show_roles.click()
    assert not dialog.table.isColumnHidden(1)
    editing = NewGameDialog(doc=sample_game(), lang="en")
    qtbot.addWidget(editing)
    assert editing.table.isColumnHidden(1)
