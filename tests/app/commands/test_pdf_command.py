import io
import json

from command_fixtures import game_file, keyhome, unfinished_file  # noqa: F401 (fixtures)
from pypdf import PdfReader

from app.cli import main
from app.format import save_game
from app.sport import sample_game


def _pages(path) -> int:
    return len(PdfReader(path).pages)


def test_one_file_becomes_one_pdf(game_file, tmp_path, capsys):
    out = tmp_path / "out.pdf"
    assert main(["pdf", str(game_file), "-o", str(out)]) == 0
    assert _pages(out) == 1
    assert "Шерлок" in PdfReader(out).pages[0].extract_text()
    assert f"{out}: записан" in capsys.readouterr().out


def test_the_output_defaults_to_the_game_file_with_pdf_and_english_works(game_file, capsys):
    assert main(["pdf", str(game_file), "--lang", "en"]) == 0
    pdf = game_file.with_suffix(".pdf")
    assert "GAME PROTOCOL" in PdfReader(pdf).pages[0].extract_text()
    assert "written" in capsys.readouterr().out


def test_sign_creates_the_key_on_first_use_and_the_pdf_verifies(game_file, tmp_path, keyhome, capsys):
    out = tmp_path / "signed.pdf"
    assert main(["pdf", str(game_file), "-o", str(out), "--sign"]) == 0
    captured = capsys.readouterr()
    assert "Создан ключ подписи для «Иванов»" in captured.err
    assert "подписан (Иванов)" in captured.out
    assert (keyhome / "signing" / "judge.p12").is_file()
    assert main(["verify", str(out)]) == 0
    assert "подпись верна · подписал Иванов" in capsys.readouterr().out


def test_signed_json_is_written_beside_the_pdf(game_file, tmp_path, keyhome, capsys):
    signed = tmp_path / "game.signed.json"
    assert main(["pdf", str(game_file), "-o", str(tmp_path / "g.pdf"), "--sign",
                 "--signed-json", str(signed), "--signer", "Петров"]) == 0
    doc = json.loads(signed.read_text(encoding="utf-8"))
    assert doc["signature"]["signer"] == "Петров" and doc["players"] == sample_game()["players"]
    assert main(["verify", str(signed)]) == 0


def test_signing_without_a_passphrase_is_refused_in_one_line(game_file, tmp_path, keyhome, monkeypatch, capsys):
    monkeypatch.delenv("MAFIA_PROTOCOL_PASSPHRASE")
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    out = tmp_path / "x.pdf"
    assert main(["pdf", str(game_file), "-o", str(out), "--sign", "--lang", "en"]) == 3
    err = capsys.readouterr().err
    assert err.strip() == "no passphrase: set MAFIA_PROTOCOL_PASSPHRASE or run in a terminal"
    assert not out.exists()


def test_a_wrong_passphrase_is_refused(game_file, tmp_path, keyhome, monkeypatch, capsys):
    assert main(["pdf", str(game_file), "-o", str(tmp_path / "a.pdf"), "--sign"]) == 0
    monkeypatch.setenv("MAFIA_PROTOCOL_PASSPHRASE", "неверная")
    assert main(["pdf", str(game_file), "-o", str(tmp_path / "b.pdf"), "--sign"]) == 3
    assert "неверная парольная фраза" in capsys.readouterr().err
    assert not (tmp_path / "b.pdf").exists()


def test_an_unfinished_game_is_rendered_but_not_signed(unfinished_file, tmp_path, keyhome, capsys):
    assert main(["pdf", str(unfinished_file), "-o", str(tmp_path / "u.pdf")]) == 0
    assert main(["pdf", str(unfinished_file), "-o", str(tmp_path / "s.pdf"), "--sign"]) == 3
    assert "подписывается только законченная партия" in capsys.readouterr().err
    assert not (tmp_path / "s.pdf").exists()


def _folder(tmp_path):
    games = tmp_path / "games"
    games.mkdir()
    save_game(sample_game(), games / "a.json")
    other = sample_game()
    other["meta"]["game"] = 2
    save_game(other, games / "b.json")
    return games


def test_a_folder_becomes_a_folder_of_pdfs_and_a_bad_file_is_named(tmp_path, capsys):
    games = _folder(tmp_path)
    (games / "broken.json").write_text("{", encoding="utf-8")
    out = tmp_path / "pdfs"
    assert main(["pdf", str(games), "-o", str(out)]) == 2
    assert sorted(p.name for p in out.iterdir()) == ["a.pdf", "b.pdf"]
    err = capsys.readouterr().err
    assert "broken.json" in err and "Traceback" not in err


def test_merge_makes_one_archive_with_a_bookmark_per_game(tmp_path, keyhome, capsys):
    games = _folder(tmp_path)
    archive = tmp_path / "archive.pdf"
    assert main(["pdf", str(games), "--merge", "-o", str(archive), "--sign"]) == 0
    reader = PdfReader(archive)
    assert len(reader.pages) == 2
    assert [item.title for item in reader.outline] == ["a", "b"]
    assert "архив из 2 протоколов" in capsys.readouterr().out
    assert main(["verify", str(archive)]) == 0


def test_merge_needs_a_pdf_name(tmp_path, capsys):
    assert main(["pdf", str(_folder(tmp_path)), "--merge", "-o", str(tmp_path / "dir")]) == 2
    assert "--merge" in capsys.readouterr().err


def test_signing_and_verifying_print_no_warning_of_the_signing_library(game_file, tmp_path, keyhome):
    """pyHanko imports cryptography's deprecated DSA: the program's stderr stays clean (issue 35 §4)."""
    import os
    import subprocess
    import sys
    out = tmp_path / "signed.pdf"
    # the user's environment: no warning filter of pytest's (CryptographyDeprecationWarning shows by default)
    env = {k: v for k, v in os.environ.items() if k != "PYTHONWARNINGS"}
    signed = subprocess.run([sys.executable, "-m", "app", "pdf", str(game_file), "-o", str(out), "--sign",
                             "--lang", "en"], capture_output=True, text=True, env=env)
    assert signed.returncode == 0 and out.is_file(), signed.stderr
    said = signed.stderr.splitlines()
    assert len(said) == 1 and said[0].startswith("A signing key was created for "), signed.stderr
    verified = subprocess.run([sys.executable, "-m", "app", "verify", str(out), "--lang", "en"],
                              capture_output=True, text=True, env=env)
    assert (verified.returncode, verified.stderr) == (0, ""), verified.stderr
