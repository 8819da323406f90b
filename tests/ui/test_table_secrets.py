"""Nothing on the screen betrays a secret (issue 27 §4): games that differ only in secrets —
a dead Don's check, the answer shown to the Commissar, whom the Putana blocked — look the
same at the table (every text, the findings' count included) and differ with F9 held; the
club night's title does not wait for living holders only; the night panel records a row when
the host leaves it and has a field for the answer shown."""
import pytest
from boulevard_games import ROLES_12, table
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFocusEvent
from PySide6.QtWidgets import QApplication
from screen_texts import screen_texts

from app.document import GameDocument
from app.flow import flow
from app.sport import sample_game


def sport_at_night_one(answer: str) -> GameDocument:
    """The sample game up to its first night, the Sheriff shown ``answer`` for mafioso 9."""
    doc = sample_game()
    doc["phases"] = doc["phases"][:3]
    doc.pop("result", None)
    doc["phases"][2]["events"] = [{"type": "shooting", "shots": {"5": 4, "9": 4}, "killed": 4},
                                  {"type": "sheriff_check", "target": 9, "result": answer}]
    return GameDocument(doc)


def test_a_wrong_answer_to_the_sheriff_leaves_no_trace_on_the_table_s_screen(qtbot, window):
    wrong, right = window(sport_at_night_one("red")), window(sport_at_night_one("black"))
    assert [f.code for f in wrong.doc.state.findings if f.severity == "error"] == ["check.wrong_answer"]
    assert not any(f.severity == "error" for f in right.doc.state.findings)
    assert screen_texts(wrong) == screen_texts(right)
    assert "0 errors" in wrong.findings.title.text()
    wrong.set_reveal(True)
    right.set_reveal(True)
    assert screen_texts(wrong) != screen_texts(right)
    assert "1 errors" in wrong.findings.title.text()


NIGHT = [{"type": "doctor_heal", "by": 3, "target": 9}, {"type": "mafia_shot", "by": None, "target": 4},
         {"type": "commissar_check", "by": 10, "target": 11, "result": "mafia"}]


def club_after_night_one(putana_target: int, shown: str) -> GameDocument:
    """Twelve seats; the first night differs only in whom the Putana blocks (a citizen, the
    Doctor or the Don) and in the answer shown to the Commissar (the Lawyer 11 is mafia)."""
    night = [{"type": "putana_block", "by": 5, "target": putana_target}] + [dict(e) for e in NIGHT]
    night[2]["by"] = 7
    night[3]["result"] = shown
    return table(ROLES_12, [{"phase": "N0", "events": []}, {"phase": "D1", "events": []},
                            {"phase": "N1", "events": night}, {"phase": "D2", "events": []}])


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_whom_the_putana_blocked_and_what_the_commissar_was_shown_stay_secret(qtbot, window, lang):
    games = {(target, shown): window(club_after_night_one(target, shown), lang=lang)
             for target, shown in ((1, "mafia"), (3, "mafia"), (7, "mafia"), (1, "not_mafia"))}
    deaths = {tuple(w.doc.state.players[4].left is not None for _ in (0,)) for w in games.values()}
    assert deaths == {(True,)}                                        # the same morning everywhere
    private = {key: sorted(f.code for f in w.doc.state.findings if f.phase == "N1")
               for key, w in games.items()}
    assert len({tuple(v) for v in private.values()}) == 4             # the secrets do differ
    screens = {key: screen_texts(w) for key, w in games.items()}
    first = next(iter(screens.values()))
    for key, screen in screens.items():
        assert screen == first, key
    assert sum("•••" in text for text in first) == 1                  # one line, whatever the night
    revealed = set()
    for w in games.values():
        w.set_reveal(True)
        revealed.add(tuple(screen_texts(w)))
    assert len(revealed) == 4


def test_the_club_night_title_does_not_tell_which_roles_are_dead():
    from app.boulevard import replay
    # the same night recorded in both; in A the Commissar (10) died on N1, in B a citizen did
    roles_b = dict(ROLES_12)
    roles_b[10], roles_b[1] = "citizen", "commissar"
    night_two = [{"type": "putana_block", "by": 5, "target": 2}, {"type": "lawyer_defend", "by": 11, "target": 8},
                 {"type": "bartender_swap", "by": 12, "targets": [1, 2]}, {"type": "doctor_heal", "by": 3, "target": 2},
                 {"type": "mafia_shot", "by": 7, "target": 2}, {"type": "maniac_attack", "by": 6, "target": 2},
                 {"type": "journalist_compare", "by": 2, "targets": [7, 8]}]
    states = []
    for roles in (ROLES_12, roles_b):
        n1 = [{"type": "mafia_shot", "by": 7, "target": 10}]
        phases = [{"phase": "N0", "events": []}, {"phase": "D1", "events": []}, {"phase": "N1", "events": n1},
                  {"phase": "D2", "events": []}, {"phase": "N2", "events": night_two}]
        states.append(replay(table(roles, phases).to_json()))
    a, b = states
    assert not a.players[10].at_table and a.players[10].role == "commissar"
    assert flow(a).step == flow(b).step == "night_actions"


def test_a_night_row_is_recorded_when_the_host_leaves_it(qtbot, window):
    w = window(table())
    panel = w.night_panel
    block, heal = panel.rows["putana_block"], panel.rows["doctor_heal"]
    w.activateWindow()             # focus moves only inside the active window
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)
    block["first"].setFocus()
    block["first"].setCurrentIndex(block["first"].findData(4))
    assert w.doc.phases[-1].events == []                      # still in the row: nothing yet
    # the focus moves to the next row (the leaving told explicitly too: an offscreen window
    # need not be active, and then Qt sends no focus event of its own)
    heal["first"].setFocus()
    QApplication.sendEvent(block["first"], QFocusEvent(QEvent.FocusOut, Qt.TabFocusReason))
    qtbot.waitUntil(lambda: w.doc.phases[-1].events != [], timeout=20_000)
    assert w.doc.phases[-1].events == [{"type": "putana_block", "by": 5, "target": 4}]
    assert not block["first"].isEnabled() and block["first"].currentIndex() == 0
    assert block["status"].text() == "✔"                      # who → whom only with F9


def test_the_answer_shown_to_the_commissar_is_recorded_and_journaled(qtbot, window):
    w = window(table(), lang="ru")
    panel = w.night_panel
    check = panel.rows["commissar_check"]
    assert check["shown"] is not None and panel.rows["journalist_compare"]["shown"] is not None
    assert panel.rows["doctor_heal"]["shown"] is None
    check["first"].setCurrentIndex(check["first"].findData(11))
    check["shown"].setCurrentIndex(check["shown"].findData("mafia"))
    panel.record_night()
    assert w.doc.phases[-1].events == [{"type": "commissar_check", "by": 10, "target": 11, "result": "mafia"}]
    lines = [e.text("ru") for e in w.doc.state.journal() if e.kind == "action"]
    assert lines == ["Комиссар (10) проверяет 11; показан ответ «мафия»"]


def test_the_night_summary_says_a_block_cancelled_the_maniac_s_attack():
    import json
    from pathlib import Path

    from app.boulevard import replay
    from app.boulevard.journal import night_summary
    path = Path(__file__).parents[1] / "app" / "boulevard" / "games" / "bv-10-block-maniac.json"
    state = replay(json.loads(path.read_text(encoding="utf-8")))
    summary = night_summary(state.phases[2].result)
    assert "отменено блоком: нападение" in summary.pick("ru")
    assert "cancelled by the block: the attack" in summary.pick("en")
