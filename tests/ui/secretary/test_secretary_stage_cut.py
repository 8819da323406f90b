"""The secretary decides a tie at a stage's cut from the standings tab (issue 28 §5): the
tab says where the tie-break cannot separate the players, *Decide…* asks which of them go
on, the decision is the stage file's ``[stages.cut]`` entry as the command line reads it,
and it is undone as it was made."""
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from secretary_games import counting_unsigned

from app.format import save_game
from app.tournament import Tournament
from app.tournament.stage_standings import compute_staged
from app.tournament.stages import load_stages

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "app" / "tournament"))
from tournament_builder import black_win, red_win  # noqa: E402  (the hand-made games of the stage tests)

NAMES = [f"P{i:02d}" for i in range(1, 31)]
ROUND_1 = [NAMES[0:10], NAMES[10:20], NAMES[20:30]]
ROUND_2 = [[NAMES[3 * s + t] for s in range(10)] for t in range(3)]
# tests/app/tournament/test_tournament_stages.py works these out by hand: under fiim-2024
# P02, P06, P18, P25 and P29 share places 7–11 across the cut of 10, and no lots are drawn
TIED = ["P02", "P06", "P18", "P25", "P29"]
STAGES = """# the cup: qualifying and a final
[[stages]]
name = "qualifying"
title = { ru = "Отбор", en = "Qualifying", uk = "Відбір" }
rounds = "1-2"
tables = 3
advance = 10   # the top ten play the final

[[stages]]
name = "final"
title = { ru = "Финал", en = "Final", uk = "Фінал" }
rounds = [3, 4, 5]
tables = 1
weight = 1.4
"""


def meta(r, t):
    return {"tournament": "Кубок", "round": r, "table": t}


def qualifying():
    return [("r1-t1", red_win(ROUND_1[0], meta=meta(1, 1))), ("r1-t2", red_win(ROUND_1[1], meta=meta(1, 2))),
            ("r1-t3", black_win(ROUND_1[2], meta=meta(1, 3))), ("r2-t1", black_win(ROUND_2[0], meta=meta(2, 1))),
            ("r2-t2", red_win(ROUND_2[1], meta=meta(2, 2))), ("r2-t3", red_win(ROUND_2[2], meta=meta(2, 3)))]


@pytest.fixture
def tied(tmp_path):
    folder = tmp_path / "games"
    folder.mkdir()
    for label, doc in qualifying():
        save_game(doc, folder / f"{label}.json")
    stages = tmp_path / "stages.toml"
    stages.write_text(STAGES, encoding="utf-8")
    return folder, stages


def open_window(qtbot, lang, folder, stages):
    from ui.secretary import SecretaryWindow
    w = SecretaryWindow(lang, refresh_ms=3_600_000, regulation=counting_unsigned("fiim-2024"), paths=[str(folder)],
                        stages=load_stages(stages), stages_path=stages)
    qtbot.addWidget(w)
    w.show()
    w.tabs.setCurrentWidget(w.standings_tab)
    w.stage_chooser.choose(1)
    return w


def answer(monkeypatch, names, author="Главный судья", reason="жребий в зале", seen=None):
    """The dialog ticks ``names`` and is accepted; what it said when refusing goes to ``seen``."""
    from ui.secretary.stages import CutDialog

    def exec_(dialog):
        for box, row in dialog.boxes:
            box.setChecked(row.name in names)
        dialog.author.setText(author)
        dialog.reason.setText(reason)
        dialog._accept()
        if seen is not None:
            seen.append((dialog.problem.isVisible() or not dialog.problem.isHidden(), dialog.problem.text(),
                         [box.text() for box, _ in dialog.boxes]))
        return dialog.result()

    monkeypatch.setattr(CutDialog, "exec", exec_)


def test_a_tie_at_the_cut_is_decided_in_the_stage_tab_and_undone(qtbot, monkeypatch, tied):
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: pytest.fail(f"unexpected warning {a[1:]}"))
    folder, stages = tied
    w = open_window(qtbot, "en", folder, stages)
    chooser = w.stage_chooser
    assert not chooser.cut_row.isHidden() and not chooser.decide_button.isHidden()
    assert "P02, P06, P18, P25, P29 share places 7–11" in chooser.cut_label.text()
    assert w.standings.stage("qualifying").undecided

    # four places for five players: three ticked is refused with one line, and nothing written
    seen = []
    answer(monkeypatch, ["P02", "P06", "P18"], seen=seen)
    chooser.decide_button.click()
    assert seen == [(True, "4 advance, 3 ticked: tick exactly 4.", TIED)]
    assert stages.read_text(encoding="utf-8") == STAGES and w.stage_cuts.undo_stack.count() == 0

    answer(monkeypatch, ["P02", "P06", "P18", "P25"])
    chooser.decide_button.click()
    text = stages.read_text(encoding="utf-8")
    assert text.startswith(STAGES.split("\n\n[[stages]]")[0])           # the file's own lines and comments stay
    assert '[stages.cut]\nadvance = ["P02", "P06", "P18", "P25"]\nauthor = "Главный судья"\n' \
           'reason = "жребий в зале"\n' in text
    # the file reads as the command line's decision would, and the standings are redone from it
    cut = load_stages(stages)[0].cut
    assert (cut.advance, cut.author, cut.reason) == (("P02", "P06", "P18", "P25"), "Главный судья", "жребий в зале")
    games = Tournament.from_docs(qualifying())
    expected = compute_staged(games, counting_unsigned("fiim-2024"), load_stages(stages)).stage("qualifying")
    result = w.standings.stage("qualifying")
    assert not result.undecided and [r.name for r in result.advancing] == [r.name for r in expected.advancing]
    assert "P29" not in [r.name for r in result.advancing] and len(result.advancing) == 10
    assert "Главный судья" in chooser.cut_label.text() and "P02, P06, P18, P25 advance" in chooser.cut_label.text()
    assert any(i.code == "stage.cut_decided" for i in w.standings.issues)

    w.stage_cuts.undo_action.trigger()
    assert stages.read_text(encoding="utf-8") == STAGES and w.standings.stage("qualifying").undecided
    assert "the secretary decides" in chooser.cut_label.text()
    w.stage_cuts.redo_action.trigger()
    assert load_stages(stages)[0].cut == cut and not w.standings.stage("qualifying").undecided
    w.close()


def test_without_a_stage_file_the_tie_is_told_but_not_offered(qtbot, tied):
    from ui.secretary import SecretaryWindow
    folder, stages = tied
    w = SecretaryWindow("en", refresh_ms=3_600_000, regulation=counting_unsigned("fiim-2024"), paths=[str(folder)],
                        stages=load_stages(stages))
    qtbot.addWidget(w)
    w.show()
    w.stage_chooser.choose(1)
    assert not w.stage_chooser.cut_row.isHidden() and w.stage_chooser.decide_button.isHidden()
    w.stage_chooser.choose(2)                  # the final has no cut
    assert w.stage_chooser.cut_row.isHidden()
    w.close()


def test_the_stage_tab_in_russian_at_1366x768(qapp, qtbot, tied, tmp_path):
    from ui.main import install_translators
    from ui.secretary.stages import CutDialog
    folder, stages = tied
    installed = install_translators(qapp, "ru")
    try:
        w = open_window(qtbot, "ru", folder, stages)
        w.resize(1366, 768)
        chooser = w.stage_chooser
        assert chooser.decide_button.text() == "Решить…"
        assert "P02, P06, P18, P25, P29 делят места 7–11" in chooser.cut_label.text()
        w.grab().save(str(tmp_path / "stage-cut.png"))
        dialog = CutDialog(w.standings.stage("qualifying"), "ru", w)
        qtbot.addWidget(dialog)
        dialog.show()
        for box, _ in dialog.boxes[:2]:
            box.setChecked(True)
        dialog._accept()
        assert dialog.problem.text() == "Проходят 4, а отмечено 2: отметьте ровно 4." and dialog.isVisible()
        assert dialog.counter.text() == "Отмечено: 2 из 4"
        dialog.grab().save(str(tmp_path / "stage-cut-dialog.png"))
        dialog.reject()
        w.close()
    finally:
        for translator in installed:
            qapp.removeTranslator(translator)
        install_translators(qapp, "en")     # the English locale back for the other tests


def test_undo_never_rewrites_a_stage_file_edited_by_hand_since(qtbot, monkeypatch, tied):
    # issue 39 §5: the decision written, then the file edited by hand; the undo refuses and
    # says so, the hand's edit stays
    said = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text, *a, **k: said.append(text))
    folder, stages = tied
    w = open_window(qtbot, "en", folder, stages)
    answer(monkeypatch, ["P02", "P06", "P18", "P25"])
    w.stage_chooser.decide_button.click()
    edited = stages.read_text(encoding="utf-8").replace("жребий в зале", "жребий в зале, при свидетелях")
    stages.write_text(edited, encoding="utf-8")
    w.stage_cuts.undo_action.trigger()
    assert stages.read_text(encoding="utf-8") == edited
    assert len(said) == 1 and "changed by hand" in said[0] and str(stages) in said[0]
    assert w.stage_cuts.undo_stack.count() == 0          # nothing left to undo or redo over the hand's edit
    w.close()
