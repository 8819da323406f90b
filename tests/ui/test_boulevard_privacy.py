"""Nothing secret on the screen at a boulevard table (issue 18 §1).

Two games share every public fact — the seats, the nicknames, the deaths, the day's
nominations, votes and violations — and differ in every secret: who holds which card, who
acted at night on whom.  In table mode (F9 not held) every visible text, list item, tooltip,
menu and undo action of the sheet, its night panel and its dialogs must be the same for both:
then nothing on the screen tells a secret.  Held F9 must tell them apart (the walk sees them).
"""
import pytest
from boulevard_games import ROLES_12, table
from screen_texts import screen_texts

from ui import club_host
from ui.club_game import ClubGameDialog
from ui.dialogs import ResultDialog

# The same multiset of cards, dealt to other seats (1 and 4 stay citizens: 4 dies on N1).
ROLES_B = {1: "citizen", 2: "doctor", 3: "journalist", 4: "citizen", 5: "maniac", 6: "putana",
           7: "mafia", 8: "don", 9: "commissar", 10: "mafia", 11: "bartender", 12: "lawyer"}

# The first night, the same in shape: the Putana blocks the Doctor, the Lawyer defends a
# compared mafioso, the Bartender swaps two untouched seats, the shot and the Maniac both hit 4.
NIGHT_A = [{"type": "putana_block", "by": 5, "target": 3}, {"type": "lawyer_defend", "by": 11, "target": 8},
           {"type": "bartender_swap", "by": 12, "targets": [1, 2]}, {"type": "doctor_heal", "by": 3, "target": 9},
           {"type": "mafia_shot", "by": 8, "target": 4}, {"type": "maniac_attack", "by": 6, "target": 4},
           {"type": "commissar_check", "by": 10, "target": 11, "result": "mafia"},
           {"type": "journalist_compare", "by": 2, "targets": [7, 8]}]
NIGHT_B = [{"type": "putana_block", "by": 6, "target": 2}, {"type": "lawyer_defend", "by": 12, "target": 8},
           {"type": "bartender_swap", "by": 11, "targets": [5, 6]}, {"type": "doctor_heal", "by": 2, "target": 1},
           {"type": "mafia_shot", "by": 7, "target": 4}, {"type": "maniac_attack", "by": 5, "target": 4},
           {"type": "commissar_check", "by": 9, "target": 12, "result": "mafia"},
           {"type": "journalist_compare", "by": 3, "targets": [7, 8]}]
DAY_2 = [{"type": "violation", "seat": 1, "kind": "light"}, {"type": "nominate", "by": 1, "target": 2},
         {"type": "nominate", "by": 3, "target": 1}] + [
    {"type": "vote", "round": r, "candidate": c, "voters": v} for r in (1, 2) for c, v in ((2, [1, 3]), (1, [2, 5]))]


def game(roles, night):
    return table(roles, [{"phase": "N0", "events": []}, {"phase": "D1", "events": []},
                         {"phase": "N1", "events": night}, {"phase": "D2", "events": list(DAY_2)},
                         {"phase": "N2", "events": []}])


def at_the_table(window, roles, night, shooter, putana, monkeypatch):
    """The host records the second night by keyboard and the night panel, strikes the heal
    and opens every dialog of the club game; returns the texts of each screen."""
    w = window(game(roles, night), lang="ru")
    w.quick.line.setText(f"d5 m{shooter}:10")
    w.quick.enter()
    assert not w.quick.error.isVisible(), w.quick.error.text()
    panel = w.night_panel
    row = panel.rows["maniac_attack"]
    row["first"].setCurrentIndex(row["first"].findData(11))
    panel.record_night()
    w.strike_event(0)                        # the heal, struck before the morning
    w.quick.line.setText(f"p{putana}")       # refused: the reason is the Putana's secret
    w.quick.enter()
    assert w.quick.error.isVisible() and w.doc.phases[-1].events[-1]["type"] == "correction"
    w.quick.line.clear()                     # what the host typed is the host's own
    screens = {"sheet": screen_texts(w)}
    for name, dialog in (("strike", club_host.StrikeDialog(w.doc.phases[-1].events, "ru", w)),
                         ("host error", club_host.HostErrorDialog(w.doc.state, "ru", w)),
                         ("result", ResultDialog(None, w.model.edition.winners, w))):
        dialog.show()
        screens[name] = screen_texts(dialog)
        dialog.close()
    w.set_reveal(True)
    screens["revealed"] = screen_texts(w)
    w.set_reveal(False)
    return w, screens


def test_nothing_on_the_screen_tells_one_deal_from_another(window, monkeypatch):
    wa, a = at_the_table(window, ROLES_12, NIGHT_A, 8, 5, monkeypatch)
    wb, b = at_the_table(window, ROLES_B, NIGHT_B, 7, 6, monkeypatch)
    assert wa.doc.state.players[3].role != wb.doc.state.players[3].role      # the secrets differ
    for screen in ("sheet", "strike", "host error", "result"):
        assert a[screen] == b[screen], screen
    assert a["revealed"] != b["revealed"]                                    # F9 shows them
    sheet = "\n".join(a["sheet"])
    assert "•••" in sheet and "F9" in sheet                                  # masked, not absent
    for words in ("Доктор (3)", "Путана (5)", "→9", "игрок 5"):
        assert words not in sheet


@pytest.mark.parametrize("size", [8, 12, 20])
def test_the_deal_dialog_hides_the_deal(qtbot, size):
    shown = []
    for _ in range(2):
        dialog = ClubGameDialog(lang="ru")
        qtbot.addWidget(dialog)
        dialog.table_size.setValue(size)
        dialog.show()
        shown.append((screen_texts(dialog), screen_texts(dialog.table)))
        dialog.close()
    assert shown[0][0] == shown[1][0]
    texts = "\n".join(shown[0][1])          # the seats: nicknames, never a card
    for name in ("Дон", "Путана", "Доктор", "Маньяк", "Мафиози", "Мирный"):
        assert name not in texts


def test_a_dialog_shows_the_roles_only_when_asked(qtbot):
    dialog = ClubGameDialog(lang="ru")
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.show_roles.click()
    assert any("Дон" in t for t in screen_texts(dialog.table))
    dialog.deal()                                      # a new deal is hidden again
    assert not any("Дон" in t for t in screen_texts(dialog.table))
