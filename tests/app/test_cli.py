"""The ``mafia-protocol`` command: output, exit codes, and no traceback ever."""
import contextlib
import io
import json
import subprocess
import sys

from hypothesis import given, settings
from hypothesis import strategies as st

from app.cli import main
from app.sport import sample_game


def write(tmp_path, name, doc):
    path = tmp_path / name
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    return path


def test_check_json_follows_the_spec(tmp_path, capsys):
    path = write(tmp_path, "g.json", sample_game())
    assert main(["check", str(path), "--json", "--lang", "en"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert set(report) >= {"ruleset", "status", "winner", "eliminated", "cancelled_votes",
                           "speaking_order", "findings"}
    assert set(report) - {"ruleset", "status", "winner", "eliminated", "cancelled_votes",
                          "speaking_order", "findings"} == {"days"}     # the one additive key
    assert report["days"]["D1"]["rounds"][0]["tallies"] == {"7": 7, "5": 3}
    assert report["winner"] == "red" and report["status"] == "finished"
    assert report["eliminated"][0] == {"seat": 7, "phase": "D1", "how": "voted"}


def test_errors_give_exit_1_and_messages_in_the_chosen_language(tmp_path, capsys):
    doc = sample_game()   # D2: player 4, killed on N1, is nominated
    doc["phases"][3]["events"].insert(1, {"type": "nominate", "by": 2, "target": 4})
    path = write(tmp_path, "g.json", doc)
    assert main(["check", str(path)]) == 1
    out = capsys.readouterr().out
    assert "4.4.2" not in out and "7.2" in out and "его нельзя выставить, кандидатура не принимается" in out
    assert " Д2 #2 " in out          # the second event of D2, as the sheet numbers it
    assert main(["check", str(path), "--lang", "en"]) == 1
    assert "cannot be nominated: the nomination is not accepted" in capsys.readouterr().out


def test_a_folder_is_checked_file_by_file_with_a_summary(tmp_path, capsys):
    write(tmp_path, "a.json", sample_game())
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "b.json").write_text("{not json", encoding="utf-8")
    assert main(["check", str(tmp_path), "--lang", "en"]) == 2
    captured = capsys.readouterr()
    assert "b.json" in captured.err and "line 1" in captured.err
    assert captured.out.strip().splitlines()[-1] == \
        "Files checked: 2; clean: 1; with errors: 0; unreadable: 1"


def test_show_prints_the_protocol(tmp_path, capsys):
    path = write(tmp_path, "g.json", sample_game())
    assert main(["show", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Бармалей" in out and "Д2 (речи:" in out and "победа красных" in out
    assert "раунд 1: 7: 7, 5: 3" in out


def test_missing_file_is_one_line_on_stderr(tmp_path, capsys):
    assert main(["check", str(tmp_path / "nope.json")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "nope.json" in err


@settings(max_examples=60, deadline=None)
@given(st.one_of(st.binary(max_size=200),
                 st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=5),
                              lambda c: st.lists(c, max_size=3) | st.dictionaries(st.text(max_size=5), c, max_size=3),
                              max_leaves=10).map(lambda v: json.dumps(v).encode())))
def test_random_bytes_or_json_exit_2_with_a_message(tmp_path_factory, payload):
    path = tmp_path_factory.mktemp("junk") / "junk.json"
    path.write_bytes(payload)
    err = io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
        code = main(["check", str(path), "--lang", "en"])
    assert code == 2
    line = err.getvalue()
    assert line.startswith(str(path)) and line.count("\n") == 1 and "Traceback" not in line


def test_no_traceback_reaches_the_user_from_a_real_process(tmp_path):
    path = tmp_path / "bad.json"
    path.write_bytes(b"\xff\xfe garbage")
    proc = subprocess.run([sys.executable, "-m", "app", "check", str(path)],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2
    assert "Traceback" not in proc.stderr and proc.stderr.strip().startswith(str(path))


def test_a_large_batch_runs_in_worker_processes_with_the_same_result(tmp_path, capsys, monkeypatch):
    import app.commands.check
    monkeypatch.setattr(app.commands.check, "PARALLEL_FROM", 2)
    bad = sample_game()
    bad["phases"][3]["events"].insert(1, {"type": "nominate", "by": 2, "target": 4})
    for i in range(5):
        write(tmp_path, f"g{i}.json", bad if i == 3 else sample_game())
    assert main(["check", str(tmp_path), "--json", "--lang", "en"]) == 1
    captured = capsys.readouterr()
    lines = [json.loads(line) for line in captured.out.splitlines()]
    assert [line["file"].rsplit("/", 1)[1] for line in lines] == [f"g{i}.json" for i in range(5)]
    assert [any(f["severity"] == "error" for f in line["findings"]) for line in lines] == \
        [False, False, False, True, False]
    assert "clean: 4; with errors: 1" in captured.err


def test_a_game_file_alone_opens_it_in_the_sheet(monkeypatch):
    import ui.main
    opened = []
    monkeypatch.setattr(ui.main, "run", lambda argv, self_test=False: opened.append(argv) or 0)
    assert main(["game.json"]) == 0 and opened == [["game.json"]]
    assert main([]) == 0 and opened[-1] == []
