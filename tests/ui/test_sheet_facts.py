"""The sheet states how a player left in the protocol snapshot's words, as the PDF does."""
import json
from pathlib import Path

from PySide6.QtCore import Qt

from app import editions
from app.document import GameDocument
from app.snapshot import build_snapshot
from ui.sheet_model import SheetModel

GAME = Path(__file__).resolve().parents[1] / "games" / "official-lift-all-passes-best-move-not-eligible.json"


def test_a_lifted_player_reads_lifted_on_the_sheet_as_in_the_snapshot():
    doc = json.loads(GAME.read_text(encoding="utf-8"))
    model = SheetModel(GameDocument(doc))
    left = next(i for i, c in enumerate(model.columns) if c.kind == "left")
    cell = lambda seat: model.data(model.index(seat - 1, left), Qt.DisplayRole)
    snap = build_snapshot(editions.replay(doc), doc)
    assert [s.seat for s in snap.seats if s.left and s.left.how == "lifted"] == [5, 7]
    assert cell(5) == "D1 lifted" and cell(7) == "D1 lifted"
    name = next(i for i, c in enumerate(model.columns) if c.kind == "name")
    assert model.data(model.index(4, name), Qt.ToolTipRole) == "D1 lifted"


def test_the_russian_sheet_uses_the_russian_word(qtbot):
    from PySide6.QtWidgets import QApplication

    from ui.main import install_translators
    app = QApplication.instance()
    installed = install_translators(app, "ru")
    try:
        doc = json.loads(GAME.read_text(encoding="utf-8"))
        model = SheetModel(GameDocument(doc), lang="ru")
        left = next(i for i, c in enumerate(model.columns) if c.kind == "left")
        assert model.data(model.index(4, left), Qt.DisplayRole) == "Д1 поднят"
    finally:
        for translator in installed:
            app.removeTranslator(translator)
