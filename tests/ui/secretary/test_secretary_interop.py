"""The secretary's File menu: records of mafiaratings and Polemica in, mafiaratings out."""
import json
import shutil
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from app.format import load_game

DATA = Path(__file__).parents[2] / "app" / "interop" / "data"
GAMES = Path(__file__).parents[2] / "games"


@pytest.fixture
def secretary(qtbot, monkeypatch):
    from ui.secretary import SecretaryWindow
    shown = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box) or QMessageBox.Ok)
    w = SecretaryWindow("en", refresh_ms=3_600_000)
    qtbot.addWidget(w)
    w.shown = shown
    return w


def test_the_file_menu_has_the_three_doors(secretary):
    texts = [a.text() for a in secretary.menuBar().actions()[0].menu().actions()]
    assert texts.index("Import from mafiaratings…") < texts.index("Export for mafiaratings…") < len(texts) - 1
    assert "Import from Polemica…" in texts


def test_importing_records_counts_them_like_judges_files(secretary, tmp_path):
    from ui.secretary.interop import import_records, show_report
    paths = [str(DATA / "mafiaratings-club-game.json")]
    summary, lines, failed = import_records(secretary, "mafiaratings", paths, tmp_path / "converted")
    assert not failed and "Games converted from mafiaratings: 1" in summary
    # the record's titles, which the league's default reading of 8.20 (extra points) does not give
    assert [line.split(": ", 2)[1] for line in lines] == ["8.20.1", "8.20.1"]
    assert "Player 5 holds the title “best player”" in lines[0] and "Player 4 holds the title “best move”" in lines[1]
    assert load_game(tmp_path / "converted" / "mafiaratings-club-game.json")["source"]["id"] == 900001
    assert [label for label, _, _ in secretary.sources.read().items] == ["converted/mafiaratings-club-game.json"]
    summary, lines, failed = import_records(secretary, "polemica", [str(DATA / "polemica-tournament-game.json")],
                                            tmp_path / "converted")
    assert lines == ["polemica-tournament-game.json: not carried across: the bonuses' texts"]
    show_report(secretary, summary, lines, failed)
    assert secretary.shown[-1].detailedText() == lines[0]


def test_an_unreadable_record_imports_nothing(secretary, tmp_path):
    from ui.secretary.interop import import_records
    bad = tmp_path / "bad.json"
    record = json.loads((DATA / "mafiaratings-club-game.json").read_text(encoding="utf-8"))
    record["players"][0]["death"] = {"round": 1, "type": "eaten"}
    bad.write_text(json.dumps(record), encoding="utf-8")
    summary, lines, failed = import_records(secretary, "mafiaratings",
                                            [str(DATA / "mafiaratings-club-game.json"), str(bad)], tmp_path / "out")
    assert failed and lines == [f"{bad}: players[0].death.type: 'eaten' is not allowed here"]
    assert not (tmp_path / "out").exists() and secretary.sources.read().items == []


def test_export_for_mafiaratings_writes_every_counted_game(secretary, tmp_path):
    from ui.secretary.interop import export_records
    folder = tmp_path / "judges"
    folder.mkdir()
    for name in ("official-red-wins-clean.json", "league-rotation-6-3-1.json"):
        shutil.copy(GAMES / name, folder / name)
    secretary.import_paths([str(folder)])
    summary, lines, failed = export_records(secretary, tmp_path / "for-mr")
    assert not failed and "written: 2 of 2" in summary
    written = sorted(p.name for p in (tmp_path / "for-mr").iterdir())
    assert written == ["judges-league-rotation-6-3-1.json", "judges-official-red-wins-clean.json"]
    record = json.loads((tmp_path / "for-mr" / written[0]).read_text(encoding="utf-8"))
    assert record["features"].startswith("gsdut") and len(record["players"]) == 10
    assert any("official" in line for line in lines)
