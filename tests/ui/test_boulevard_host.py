"""The host at a boulevard table (issue 18): a night that can be typed, the host's errors,
results, the journal and the words of the club game."""
import os
import stat

import pytest
from boulevard_games import table
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog
from screen_texts import screen_texts

from app.boulevard import sample_boulevard_game
from app.document import GameDocument
from app.format import load_game
from ui import club_host
from ui.dialogs import ResultDialog

FULL_NIGHT = "p3 l5 b4:7 d9 m8:9 x9 c11+ j4:7"


def events(w):
    return w.doc.phases[-1].events


# -- §2 a night that can be typed ----------------------------------------------------------
def test_a_full_twelve_player_night_is_typed_in_one_line(window):
    w = window(table(), lang="ru")
    w.quick.line.setText(FULL_NIGHT)
    w.quick.enter()
    assert not w.quick.error.isVisible(), w.quick.error.text()
    night = w.doc.state.phase
    assert sorted(night.actions) == sorted(["putana_block", "lawyer_defend", "bartender_swap", "doctor_heal",
                                            "mafia_shot", "maniac_attack", "commissar_check", "journalist_compare"])
    assert events(w)[4] == {"type": "mafia_shot", "by": 8, "target": 9}
    assert events(w)[0] == {"type": "putana_block", "by": 5, "target": 3}        # the card's holder acts
    assert not any(f.severity == "error" for f in w.doc.state.findings)
    w.undo.undo()                                                                 # one line, one undo step
    assert events(w) == []
    w.quick.line.setText(FULL_NIGHT + " n")
    w.quick.enter()
    assert w.doc.phases[-1].name == "D2"
    assert [e.seat for e in w.doc.state.eliminated] == [9]                        # one heal, two attacks


def test_a_line_with_one_illegal_action_records_nothing(window):
    w = window(table(), lang="en")
    w.quick.line.setText("p3 d9 j2:6")        # the Journalist is 2: he may not compare himself
    w.quick.enter()
    assert events(w) == [] and w.quick.line.text() == "p3 d9 j2:6"
    assert "hold F9" in w.quick.error.text() and "2" not in w.quick.error.text()
    w.set_reveal(True)
    assert "player 2" in w.quick.error.text()
    w.set_reveal(False)
    assert "player 2" not in w.quick.error.text()


def test_seats_of_the_table_and_sport_commands_in_the_window(window):
    w = window(table(), lang="ru")
    w.quick.line.setText("x12")
    w.quick.enter()
    assert events(w) == [{"type": "maniac_attack", "by": 6, "target": 12}]
    w.quick.line.setText("x13")
    w.quick.enter()
    assert "места 1–12" in w.quick.error.text()
    w.quick.line.setText("w7")
    w.quick.enter()
    assert "!7" in w.quick.error.text() and len(events(w)) == 1
    assert "p3 блок" in w.quick.hint.text() and "j4:7" in w.quick.hint.text()


def test_the_hint_names_only_the_roles_dealt(window):
    w = window(GameDocument(sample_boulevard_game()), lang="ru")        # no Bartender there
    assert "b4:7" not in w.quick.hint.text() and "p3" in w.quick.hint.text()


# -- §1 the night panel ------------------------------------------------------------------------
def test_every_target_list_offers_every_seat_at_the_table(window):
    w = window(table(), lang="ru")
    seats = list(range(1, 13))
    for action, row in w.night_panel.rows.items():
        listed = [row["first"].itemData(i) for i in range(row["first"].count())]
        assert [s for s in listed if isinstance(s, int) and s > 0] == seats, action
        if row["second"] is not None:
            assert [row["second"].itemData(i) for i in range(1, row["second"].count())] == seats
    assert len(w.night_panel.rows) == 8


def test_the_doctor_list_keeps_last_nights_target_and_the_choice_is_refused_after(window):
    doc = table(phases=[{"phase": "N0", "events": []}, {"phase": "D1", "events": []},
                        {"phase": "N1", "events": [{"type": "doctor_heal", "by": 3, "target": 9}]},
                        {"phase": "D2", "events": []}, {"phase": "N2", "events": []}])
    w = window(doc, lang="en")
    panel = w.night_panel
    row = panel.rows["doctor_heal"]
    assert row["first"].findData(9) > 0
    row["first"].setCurrentIndex(row["first"].findData(9))
    panel.record_night()
    assert events(w) == [] and "hold F9" in panel.message.text() and "player 9" not in panel.message.text()
    w.set_reveal(True)
    assert "player 9" in panel.message.text() or " 9 " in panel.message.text()
    w.set_reveal(False)


def test_the_night_panel_by_keyboard_with_stable_rows(qtbot, window):
    w = window(table(), lang="ru")
    panel = w.night_panel
    rows = {a: dict(r) for a, r in panel.rows.items()}
    qtbot.keyClick(w, Qt.Key_D, Qt.AltModifier)
    assert QApplication.focusWidget() is panel.rows["doctor_heal"]["first"]
    qtbot.keyClicks(QApplication.focusWidget(), "9")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key_M)              # the letter alone, inside the panel
    assert QApplication.focusWidget() is panel.rows["mafia_shot"]["first"]
    qtbot.keyClicks(QApplication.focusWidget(), "4")
    panel.rows["mafia_shot"]["second"].setCurrentIndex(panel.rows["mafia_shot"]["second"].findData(9))
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key_Return)         # one confirm for the night
    assert events(w) == [{"type": "doctor_heal", "by": 3, "target": 9},
                         {"type": "mafia_shot", "by": 9, "target": 4}]      # 9 showed the target
    assert {a: r["first"] for a, r in panel.rows.items()} == {a: r["first"] for a, r in rows.items()}
    assert panel.rows["doctor_heal"]["status"].text() == "✔"
    assert not panel.rows["doctor_heal"]["first"].isEnabled()


def test_deaths_of_the_night_wait_for_the_morning(window):
    w = window(table(), lang="en")
    w.quick.line.setText("m4")
    w.quick.enter()
    texts = w.model.texts(w.model.column_of("night", "N1")) + w.model.texts(w.model.column_of("left"))
    assert not any("killed" in t for t in texts)
    name = lambda: w.model.headerData(3, Qt.Vertical, Qt.FontRole)          # noqa: E731 -- seat 4's row
    assert name() is None or not name().strikeOut()
    assert w.night_panel.rows["doctor_heal"]["first"].findData(4) > 0      # 4 may still be healed
    w.set_reveal(True)
    assert any("killed" in t for t in w.model.texts(w.model.column_of("night", "N1")))
    w.set_reveal(False)
    w.next_phase()
    assert any("killed" in t for t in w.model.texts(w.model.column_of("night", "N1")))


def test_a_cancelled_heal_is_not_shown_as_working(window):
    w = window(table(), lang="en")
    w.quick.line.setText("p3 d9 m9")                 # the Putana blocks the Doctor
    w.quick.enter()
    w.set_reveal(True)
    doctor = w.model.texts(w.model.column_of("night", "N1"))[2]
    assert doctor == "(+9 blocked)"
    w.set_reveal(False)


def test_role_names_are_not_cut_off_with_f9(window):
    w = window(table(), lang="ru")
    w.set_reveal(True)
    column = w.model.column_of("role")
    metrics = w.view.fontMetrics()
    widest = max(metrics.horizontalAdvance(t) for t in w.model.texts(column))
    assert w.view.horizontalHeader().sectionSize(column) > widest
    w.set_reveal(False)


# -- §1 strike, findings; §4 numbers ----------------------------------------------------------------
def test_the_strike_dialog_is_masked_and_numbers_agree(window, monkeypatch):
    w = window(table(), lang="ru")
    w.quick.line.setText("p3 c11")
    w.quick.enter()
    dialog = club_host.StrikeDialog(events(w), "ru", w)
    items = [dialog.list.item(i).text() for i in range(dialog.list.count())]
    assert items[1].startswith("#2 · Комиссар: ночное действие")
    assert not any("11" in i or "10" in i or "type=" in i for i in items)
    dialog.list.setCurrentRow(1)
    dialog.note.setText("не та проверка")
    chosen = dialog.chosen()
    monkeypatch.setattr(club_host.StrikeDialog, "exec", lambda self: QDialog.Accepted)
    monkeypatch.setattr(club_host.StrikeDialog, "chosen", lambda self: chosen)
    w.strike_event()
    assert events(w)[-1] == {"type": "correction", "event": 1, "replacement": None, "note": "не та проверка"}
    finding = next(f for f in w.doc.state.findings if f.code == "host.corrected")
    w.findings.show_state(w.doc.state, "ru", True)
    shown = [w.findings.list.item(i).text() for i in range(w.findings.list.count())]
    assert any("#3" in t and "событие #2" in t for t in shown)             # the trace, and what it struck
    from app.boulevard import export_text
    assert "Н1 #2   Комиссар (10) проверяет 11 (исправлено)" not in export_text(w.doc.state, "ru")
    assert "Н1 #3   Исправлено до раскрытия: событие #2" in export_text(w.doc.state, "ru")
    w.findings.show_state(w.doc.state, "ru", False)
    hidden = [w.findings.list.item(i).text() for i in range(w.findings.list.count())]
    assert not any("Комиссар (10)" in t or "вычеркнуто" in t for t in hidden)
    assert finding.private


# -- §3 results, host errors, journal ---------------------------------------------------------------
def test_another_result_offers_the_maniac_and_is_saved(window, tmp_path, monkeypatch):
    w = window(table(), lang="ru")
    box = ResultDialog(None, w.model.edition.winners, w).winner
    assert "maniac" in [box.itemData(i) for i in range(box.count())]
    path = tmp_path / "game.json"
    w.path = str(path)
    assert w.save()
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o600                  # every role, in progress
    declared = {"winner": "maniac", "reason": "вечер окончен, Маньяк решением ведущего"}

    class Declared:
        def __init__(self, *a, **k): pass
        def exec(self): return True
        def declared(self): return declared
    monkeypatch.setattr("ui.main_window.ResultDialog", Declared)
    w.declare_result()
    assert w.doc.state.outcome.winner == "maniac" and w.doc.state.is_game_over()
    assert "Маньяк" in w.result_label.text() or "Maniac" in w.result_label.text()
    assert w.save() and "*" not in w.windowTitle()
    assert load_game(str(path))["result"] == declared
    from reports.boulevard_blocks import result_text
    assert "решение ведущего" in result_text(w.doc.state, "ru")


def test_the_host_error_dialog_names_rounds_as_the_sheet_and_keeps_a_note(window, monkeypatch):
    w = window(table(), lang="ru")
    dialog = club_host.HostErrorDialog(w.doc.state, "ru", w)
    assert [dialog.round.itemText(i) for i in range(dialog.round.count())] == ["Н1", "Д1", "Н0"]
    dialog.round.setCurrentIndex(1)
    dialog.note.setText("разбудил не ту роль")
    assert dialog.chosen() == {"type": "host_error", "round": "D1", "remedy": "neutral", "note": "разбудил не ту роль"}
    dialog.round.setCurrentIndex(2)
    dialog.remedy.setCurrentIndex(1)
    dialog.accept()
    assert "Н1, Д1" in dialog.message.text() and dialog.result() != QDialog.Accepted
    shortcuts = {w.menu_actions[k].shortcut().toString() for k in club_host.CLUB_ONLY}
    assert {"Ctrl+Shift+X", "Ctrl+Shift+H"} <= shortcuts
    w.host_error("D1", "neutral", "разбудил не ту роль")
    assert events(w)[-1]["note"] == "разбудил не ту роль"
    assert any("в Д1" in f.message("ru") for f in w.doc.state.findings if f.code == "host.neutral")


def test_the_journal_is_exported_as_pdf_from_the_window(window, tmp_path, monkeypatch):
    w = window(GameDocument(sample_boulevard_game()), lang="ru")
    target = tmp_path / "journal.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    assert w.export_journal() == str(target)
    assert target.read_bytes().startswith(b"%PDF")
    assert stat.S_IMODE(os.stat(target).st_mode) == 0o600


# -- §4 the words of the club game -------------------------------------------------------------------
def test_readings_are_folded_translated_and_only_for_the_roles_dealt(window):
    w = window(GameDocument(sample_boulevard_game()), lang="ru")      # no Bartender dealt
    fold = w.readings
    assert not fold.isHidden() and fold.body.isHidden()
    assert fold.toggle.text().endswith(": 6")
    fold.toggle.click()
    assert not fold.body.isHidden()
    text = fold.body.text()
    assert "Что делает Адвокат" in text and "Бармен" not in text
    for raw in ("disguise", "plurality_revote", "lawyer_client", "bartender_protected"):
        assert raw not in text
    items = [w.findings.list.item(i).text() for i in range(w.findings.list.count())]
    assert not any("Текст молчит" in t for t in items)


def test_no_sport_words_at_a_club_table(window):
    doc = table(phases=[{"phase": "N0", "events": []}])
    w = window(doc, lang="en")
    flow_words = " ".join(screen_texts(w.flow_panel))
    assert "agreement" not in flow_words and "Night of introductions" in flow_words
    from app.flow import flow
    assert flow(w.doc.state).step == "introductions"
    assert w.awards_button.isHidden()
    visible = lambda win, keys: [win.menu_actions[k].isVisible() for k in keys]     # noqa: E731
    assert not any(visible(w, club_host.SPORT_ONLY)) and all(visible(w, club_host.CLUB_ONLY))
    sport = window(lang="en")
    assert all(visible(sport, club_host.SPORT_ONLY)) and not any(visible(sport, club_host.CLUB_ONLY))


# -- §2 focus and typing -----------------------------------------------------------------------------
@pytest.mark.parametrize("opener, dialog, answer", [
    ("host_error", "ui.club_host.HostErrorDialog", QDialog.Rejected),
    ("strike_event", "ui.club_host.StrikeDialog", QDialog.Rejected),
    ("declare_result", "ui.main_window.ResultDialog", QDialog.Rejected),
    ("new_club_game", "ui.game_files.ClubGameDialog", QDialog.Accepted)])
def test_ctrl_l_reaches_the_quick_entry_line_after_a_dialog(qtbot, window, monkeypatch, opener, dialog, answer):
    w = window(table(), lang="ru")
    w.quick.line.setText("d9")
    w.quick.enter()
    monkeypatch.setattr(f"{dialog}.exec", lambda self: answer)
    getattr(w, opener)()
    for widget in (w.view, w.night_panel.rows["maniac_attack"]["first"], w.findings.list):
        widget.setFocus()
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key_L, Qt.ControlModifier)
        assert w.quick.line.hasFocus(), widget


@pytest.mark.parametrize("club", [True, False])
def test_typing_on_the_sheet_never_overwrites_a_nickname(qtbot, window, club):
    w = window(table() if club else None, lang="ru")
    index = w.model.index(1, 1)
    before = w.doc.to_json()["players"][1]["name"]
    w.view.setCurrentIndex(index)
    w.view.setFocus()
    qtbot.keyClicks(w.view, "t5")
    assert w.doc.to_json()["players"][1]["name"] == before and w.quick.line.text() == "t5"
    w.quick.line.clear()
    w.view.setFocus()
    w.view.edit(index)                                      # an edit on purpose (a double click)
    editor = QApplication.focusWidget()
    editor.selectAll()
    qtbot.keyClicks(editor, "Zubr")
    qtbot.keyClick(editor, Qt.Key_Return)
    qtbot.waitUntil(lambda: w.doc.to_json()["players"][1]["name"] == "Zubr")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key_Z, Qt.ControlModifier)
    assert w.doc.to_json()["players"][1]["name"] == before


def test_the_docs_screenshots_of_the_night_come_from_a_helper(tmp_path):
    from PySide6.QtGui import QImage
    from screenshots import take_club as take
    shots = take(tmp_path, "en")
    assert [p.name for p in shots] == ["boulevard-night-en.png", "boulevard-night-f9-en.png", "boulevard-deal-en.png"]
    night = QImage(str(shots[0]))
    assert (night.width(), night.height()) == (1366, 768)


def test_the_mouse_records_the_re_vote_after_a_tie(window):
    from PySide6.QtWidgets import QMenu

    from ui.seat_actions import fill_menu
    day = [{"type": "nominate", "by": 1, "target": 2}, {"type": "nominate", "by": 3, "target": 1},
           {"type": "vote", "round": 1, "candidate": 2, "voters": [1, 3]},
           {"type": "vote", "round": 1, "candidate": 1, "voters": [2, 5]}]
    w = window(table(phases=[{"phase": "N0", "events": []}, {"phase": "D1", "events": day}]), lang="en")
    recorded = []
    menu = QMenu()
    fill_menu(menu, w.doc.state, 2, recorded.append, lambda seat, exactly: {"voters": [1, 3]})
    next(a for a in menu.actions() if a.text().startswith("Votes against")).trigger()
    assert recorded == [{"type": "vote", "round": 2, "candidate": 2, "voters": [1, 3]}]


def test_the_flow_does_not_tell_that_tonights_victim_had_the_missing_role(window):
    w = window(table(), lang="en")
    w.quick.line.setText("l1 b1:2 d9 x9 c11 j1:2 m5")      # all but the Putana (5), whom the mafia shoots
    w.quick.enter()
    from app.flow import flow
    assert flow(w.doc.state).step == "night_actions"
    assert w.night_panel.rows["putana_block"]["first"].isEnabled()
