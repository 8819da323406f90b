"""``mafia-protocol audience GAME.json``: the page of a game file, followed as it is written."""
from __future__ import annotations

import argparse
import json
import socket
import threading
import time
import urllib.request
from pathlib import Path

from app.atomic import write_atomic
from app.cli import main
from app.commands import audience
from app.sport import sample_game


def args(path: Path, port: int = 0, lang: str = "ru") -> argparse.Namespace:
    return argparse.Namespace(path=str(path), port=port, lan=False, lang=lang)


def state(url: str) -> dict:
    return json.loads(urllib.request.urlopen(url + "state", timeout=5).read())


def test_serves_the_file_and_follows_it(tmp_path, capsys):
    game = sample_game()
    path = tmp_path / "game.json"
    start = {**{k: v for k, v in game.items() if k != "result"}, "phases": game["phases"][:2]}
    write_atomic(path, json.dumps(start, ensure_ascii=False).encode())
    stop = threading.Event()
    result = []
    thread = threading.Thread(target=lambda: result.append(audience.run(args(path), stop)))
    thread.start()
    try:
        end = time.monotonic() + 10
        while "http://" not in (out := capsys.readouterr().out) and time.monotonic() < end:
            time.sleep(0.02)
        url = out.split(": ", 1)[1].split()[0]
        assert url.startswith("http://127.0.0.1:") and "Ctrl+C" in out
        assert state(url)["phase"] == "День 1"
        write_atomic(path, json.dumps(game, ensure_ascii=False).encode())
        while state(url)["result"] is None and time.monotonic() < end:
            time.sleep(0.02)
        assert state(url)["result"]["text"] == "Победа красных"
    finally:
        stop.set()
        thread.join(10)
    assert result == [0]


def test_an_unreadable_file_is_one_line_and_exit_2(tmp_path, capsys):
    path = tmp_path / "broken.json"
    path.write_text("{not json", encoding="utf-8")
    assert main(["audience", str(path), "--port", "0"]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "broken.json" in err and "Traceback" not in err


def test_a_taken_port_is_one_line_and_exit_2(tmp_path, capsys):
    path = tmp_path / "game.json"
    write_atomic(path, json.dumps(sample_game(), ensure_ascii=False).encode())
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        assert audience.run(args(path, port, "en")) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and f"cannot listen on 127.0.0.1:{port}" in err
