"""The sheet's model: Qt's own model checks, and what each cell says."""
from PySide6.QtCore import Qt

from app.document import GameDocument
from app.sport import sample_game
from ui.sheet_model import FOULS_ROLE, NAME_MAX, SheetModel


def test_the_model_passes_qtmodeltester(qtmodeltester):
    model = SheetModel(GameDocument(sample_game()))
    qtmodeltester.check(model)
    model.set_reveal(True)
    qtmodeltester.check(model)


def test_cells_show_the_state_and_hide_the_secrets_by_default():
    doc = sample_game()
    doc["phases"][3]["events"][1:1] = [{"type": "foul", "seat": 6}] * 3
    model = SheetModel(GameDocument(doc))
    col = {f"{c.kind}:{c.phase}": i for i, c in enumerate(model.columns)}
    cell = lambda seat, key, role=Qt.DisplayRole: model.data(model.index(seat - 1, col[key]), role)
    assert cell(5, "role:None") == "•"
    assert cell(7, "left:None") == "D1 voted out"
    assert cell(4, "night:N1") == "✖ killed"
    assert cell(5, "night:N1") == ""           # the shot is a secret while roles are hidden
    assert cell(7, "vote:D1") == "7 ✖" and cell(5, "vote:D1") == "3"
    assert cell(6, "fouls:None", FOULS_ROLE) == 3
    model.set_reveal(True)
    assert cell(5, "role:None") == "M" and cell(5, "night:N1") == "×4"
    assert cell(3, "night:N1") == "S:9−"


def test_a_too_long_name_is_refused_with_a_message(qtbot):
    model = SheetModel(GameDocument(sample_game()))
    with qtbot.waitSignal(model.rejected) as blocker:
        assert not model.setData(model.index(0, 1), "Я" * 500)
    assert str(NAME_MAX) in blocker.args[0] and "500" in blocker.args[0]


def test_the_foul_boxes_follow_the_ruleset_s_limits(qapp, monkeypatch):
    import dataclasses

    from PySide6.QtWidgets import QStyleOptionViewItem

    from app.rules import FoulLimits
    from app.rules.ruleset import sport_ruleset
    from app.sport import game as sport_game
    from ui.delegates import FoulDelegate
    from ui.sheet_model import FOUL_LIMITS_ROLE

    def widths():
        model = SheetModel(GameDocument(sample_game()))
        index = model.index(0, next(i for i, c in enumerate(model.columns) if c.kind == "fouls"))
        return model.data(index, FOUL_LIMITS_ROLE), FoulDelegate().sizeHint(QStyleOptionViewItem(), index).width()

    league, league_width = widths()
    strict = FoulLimits(silence=2, removal=3)
    monkeypatch.setattr(sport_game, "sport_ruleset",
                        lambda name, chosen: dataclasses.replace(sport_ruleset(name, chosen), fouls=strict))
    limits, width = widths()
    assert (league, limits) == (FoulLimits(), strict)
    assert width < league_width
