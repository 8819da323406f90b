"""One event, one number: the sheet's findings, `check`, `show` and the printed protocol
all count a phase's events from 1 (the file counts from 0)."""
from __future__ import annotations

import json

from app import editions
from app.cli import main
from app.sport import sample_game
from reports.protocol import ProtocolRenderer
from tests.reports.pdftools import flat
from ui.findings_panel import FindingsPanel


def test_a_finding_has_the_same_number_on_the_sheet_on_the_command_line_and_on_paper(qtbot, tmp_path, capsys):
    doc = sample_game()
    # D2's second event: a nomination of player 4, killed on N1
    doc["phases"][3]["events"].insert(1, {"type": "nominate", "by": 2, "target": 4})
    state = editions.replay(doc)
    wrong = [f for f in state.findings if f.severity == "error"]
    assert [(f.phase, f.event) for f in wrong] == [("D2", 1)]

    panel = FindingsPanel()
    qtbot.addWidget(panel)
    panel.show_state(state, "ru")
    sheet = [panel.list.item(i).text() for i in range(panel.list.count())]
    assert any("· Д2 #2\n" in line for line in sheet), sheet

    path = tmp_path / "g.json"
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    main(["check", str(path)])
    assert " Д2 #2 " in capsys.readouterr().out
    main(["show", str(path)])
    assert "Д2 #2:" in capsys.readouterr().out

    paper = flat(ProtocolRenderer(doc, state, "ru").render())
    assert "Д2 #2 · ошибка" in paper
    assert "Д2 #1 ·" not in paper
