"""Issue 11 §2: ``pdf`` and ``tournament standings`` on what ``check`` used to accept and
what no real game holds — refused once in the reader, or shortened; never a crash."""
from __future__ import annotations

import time

import pytest

from app.cli import main
from app.format import save_game
from app.format.document import phase_name
from app.format.limits import MAX_EVENTS_PER_PHASE, MAX_NAME
from app.sport import sample_game


def _write(tmp_path, doc, name="g.json"):
    path = tmp_path / name
    save_game(doc, path)
    return path


def _raw(tmp_path, replace: tuple[str, str]):
    path = _write(tmp_path, sample_game())
    text = path.read_text(encoding="utf-8")
    assert replace[0] in text
    path.write_text(text.replace(*replace, 1), encoding="utf-8")
    return path


def _refused(capsys, argv, fragment) -> None:
    assert main(argv) == 2
    captured = capsys.readouterr()
    lines = captured.err.splitlines()
    assert any(fragment in line for line in lines), captured.err
    assert "Traceback" not in captured.err + captured.out


@pytest.mark.parametrize("command", ["pdf", "standings", "show", "check"])
@pytest.mark.parametrize("replace, fragment", [
    (('"judge": "Иванов"', '"judge": "Иванов", "x": 1e999'), "a number out of range"),
    (('"judge": "Иванов"', '"judge": "Ив\\udc00анов"'), "lone surrogate"),
])
def test_values_check_refuses_are_refused_by_every_command(command, replace, fragment, tmp_path, capsys):
    path = _raw(tmp_path, replace)
    argv = {"pdf": ["pdf", str(path), "-o", str(tmp_path / "o.pdf")],
            "standings": ["tournament", "standings", str(tmp_path)],
            "show": ["show", str(path)], "check": ["check", str(path)]}[command]
    _refused(capsys, [*argv, "--lang", "en"], fragment)
    assert not (tmp_path / "o.pdf").exists()


def test_a_five_thousand_character_nickname_is_refused_with_the_limit(tmp_path, capsys):
    doc = sample_game()
    doc["players"][3]["name"] = "Щ" * 5000
    path = _write(tmp_path, doc)
    _refused(capsys, ["pdf", str(path), "--lang", "en"],
             f"players[3].name: a name of 5000 characters, at most {MAX_NAME}")


def test_twelve_hundred_events_in_a_day_are_refused(tmp_path, capsys):
    doc = sample_game()
    doc["phases"][1]["events"] = [{"type": "speech", "seat": 1 + i % 10} for i in range(1200)]
    path = _write(tmp_path, doc)
    _refused(capsys, ["pdf", str(path), "--lang", "en"], "1200 events in one phase")


def test_twenty_thousand_empty_phases_are_refused_at_once(tmp_path, capsys):
    doc = sample_game()
    del doc["result"]
    doc["phases"] = [{"phase": phase_name(i), "events": []} for i in range(20_000)]
    path = _write(tmp_path, doc)
    started = time.perf_counter()
    _refused(capsys, ["pdf", str(path), "--lang", "en"], "20000 phases")
    # Not a speed target: the refusal comes before any replay (minutes before the fix).
    assert time.perf_counter() - started < 60


def test_the_longest_names_and_busiest_day_within_the_limits_are_printed(tmp_path, capsys):
    doc = sample_game()
    for player in doc["players"]:
        player["name"] = "Ш" * MAX_NAME
    doc["meta"]["judge"] = "Ж" * MAX_NAME
    doc["phases"][1]["events"] = ([{"type": "speech", "seat": 1 + i % 10}
                                   for i in range(MAX_EVENTS_PER_PHASE - len(doc["phases"][1]["events"]))]
                                  + doc["phases"][1]["events"])
    path = _write(tmp_path, doc)
    out = tmp_path / "g.pdf"
    assert main(["pdf", str(path), "-o", str(out)]) == 0
    assert out.read_bytes().startswith(b"%PDF-")


def test_a_layout_failure_is_one_line_and_writes_nothing(tmp_path, capsys, monkeypatch):
    from reportlab.platypus.doctemplate import LayoutError

    from reports.protocol import ProtocolRenderer

    def boom(self):
        raise LayoutError("Flowable <Table@0x1 50 rows> too large on page 1\nin frame 'normal'")
    monkeypatch.setattr(ProtocolRenderer, "render", boom)
    path = _write(tmp_path, sample_game())
    _refused(capsys, ["pdf", str(path), "-o", str(tmp_path / "o.pdf"), "--lang", "en"],
             "the protocol could not be laid out (LayoutError: Flowable")
    assert not (tmp_path / "o.pdf").exists()
