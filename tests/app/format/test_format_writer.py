"""Writing game files: the text form, and atomic replacement that never loses the old file."""
from __future__ import annotations

import errno
import json
import os
import stat
from pathlib import Path

import pytest

from app.format import GameFileError, dumps_game, load_game, save_game, writer

SAMPLE = Path(__file__).parent / "data" / "full-game.json"
SAMPLE_TEXT = SAMPLE.read_text(encoding="utf-8")
OLD = '{"old": "content"}\n'


def sample() -> dict:
    return json.loads(SAMPLE_TEXT)


def test_dumps_keeps_key_order_unicode_and_ends_with_a_newline() -> None:
    doc = {"zeta": 1, "alpha": {"b": "Ёж", "a": [1, 2]}}
    assert dumps_game(doc) == '{\n  "zeta": 1,\n  "alpha": {\n    "b": "Ёж",\n    "a": [\n' \
        '      1,\n      2\n    ]\n  }\n}\n'


def test_dumps_refuses_what_would_not_be_json() -> None:
    with pytest.raises(ValueError):
        dumps_game({"x": float("nan")})
    with pytest.raises(TypeError):
        dumps_game({"x": {1, 2}})


def test_save_writes_the_document_and_replaces_an_old_file(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text(OLD, encoding="utf-8")
    save_game(sample(), path)
    assert path.read_bytes() == SAMPLE_TEXT.encode("utf-8")
    assert load_game(path) == sample()
    assert os.listdir(tmp_path) == ["game.json"]
    save_game(sample(), str(path))  # a str path works as well
    assert path.read_text(encoding="utf-8") == SAMPLE_TEXT


def _fail(*args, **kwargs):
    raise OSError(errno.ENOSPC, "No space left on device")


@pytest.mark.parametrize("broken", ["replace", "fsync"])
def test_a_failed_write_leaves_the_old_file_and_no_temporary(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, broken: str) -> None:
    path = tmp_path / "game.json"
    path.write_text(OLD, encoding="utf-8")
    monkeypatch.setattr(writer.os, broken, _fail)
    with pytest.raises(GameFileError) as caught:
        save_game(sample(), path)
    assert caught.value.code == "file.write"
    assert caught.value.message("en") == \
        f"{path}: cannot write the file: No space left on device (the file was not changed)"
    assert path.read_text(encoding="utf-8") == OLD
    assert os.listdir(tmp_path) == ["game.json"]


def test_a_failed_serialisation_leaves_the_old_file_and_no_temporary(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "game.json"
    path.write_text(OLD, encoding="utf-8")
    doc = sample()
    doc["players"][0]["x"] = object()
    with pytest.raises(TypeError):
        save_game(doc, path)

    def explode(*args, **kwargs):
        raise RuntimeError("serialiser crashed")
    monkeypatch.setattr(writer.json, "dumps", explode)
    with pytest.raises(RuntimeError):
        save_game(sample(), path)
    assert path.read_text(encoding="utf-8") == OLD
    assert os.listdir(tmp_path) == ["game.json"]


def test_an_interrupt_mid_write_removes_the_temporary(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "game.json"
    path.write_text(OLD, encoding="utf-8")

    def interrupt(*args, **kwargs):
        assert len(os.listdir(tmp_path)) == 2  # the temporary file is there, next to the target
        raise KeyboardInterrupt
    monkeypatch.setattr(writer.os, "replace", interrupt)
    with pytest.raises(KeyboardInterrupt):
        save_game(sample(), path)
    assert path.read_text(encoding="utf-8") == OLD
    assert os.listdir(tmp_path) == ["game.json"]


def test_save_into_a_missing_folder_is_a_clean_error(tmp_path: Path) -> None:
    with pytest.raises(GameFileError) as caught:
        save_game(sample(), tmp_path / "absent" / "game.json")
    assert caught.value.code == "file.write"
    assert "нет такой папки" in caught.value.message("ru")
    assert not (tmp_path / "absent").exists()


@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
def test_save_keeps_the_mode_of_the_file_it_replaces(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text(OLD, encoding="utf-8")
    path.chmod(0o640)
    save_game(sample(), path)
    assert stat.S_IMODE(path.stat().st_mode) == 0o640

    fresh = tmp_path / "new.json"
    save_game(sample(), fresh)
    umask = os.umask(0)
    os.umask(umask)
    assert stat.S_IMODE(fresh.stat().st_mode) == 0o666 & ~umask


@pytest.mark.skipif(os.name != "posix", reason="symlinks")
def test_save_through_a_symlink_updates_the_real_file(tmp_path: Path) -> None:
    real = tmp_path / "archive" / "game.json"
    real.parent.mkdir()
    real.write_text(OLD, encoding="utf-8")
    link = tmp_path / "current.json"
    link.symlink_to(real)
    save_game(sample(), link)
    assert link.is_symlink()
    assert real.read_text(encoding="utf-8") == SAMPLE_TEXT
    assert sorted(os.listdir(real.parent)) == ["game.json"]
