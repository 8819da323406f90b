"""Signing a protocol with errors from the command line is a deliberate act (issue 36 §3):
refused in one line without --acknowledge-errors; with it, each error is recorded in the
signed game and the protocol says so."""
from command_fixtures import keyhome  # noqa: F401 (fixture)
from pypdf import PdfReader

from app.cli import main
from app.format import load_game, save_game
from app.sport import sample_game


def with_a_second_check(tmp_path):
    data = sample_game()
    data["phases"][2]["events"].append({"type": "sheriff_check", "target": 2, "result": "red"})
    path = tmp_path / "game.json"
    save_game(data, path)
    return path


def test_errors_refuse_the_signature_in_one_line(tmp_path, keyhome, capsys):
    game = with_a_second_check(tmp_path)
    out = tmp_path / "signed.pdf"
    assert main(["pdf", str(game), "-o", str(out), "--sign", "--lang", "en"]) == 3
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 2 and err[-1].startswith(f"{game}: the validator finds 1 error(s) in the game (N1 8.15: ")
    assert err[-1].endswith("fix them, or sign with --acknowledge-errors, which the protocol records")
    assert not out.exists()


def test_acknowledged_errors_are_signed_and_printed(tmp_path, keyhome, capsys):
    game = with_a_second_check(tmp_path)
    out, signed = tmp_path / "signed.pdf", tmp_path / "signed.json"
    assert main(["pdf", str(game), "-o", str(out), "--sign", "--acknowledge-errors",
                 "--signed-json", str(signed)]) == 0
    doc = load_game(signed)
    assert [(e["code"], e["phase"]) for e in doc["acknowledged"]] == [("check.twice", "N1")]
    assert main(["verify", str(signed)]) == 0
    text = "".join(p.extract_text() for p in PdfReader(out).pages)
    assert "признано судьёй" in text and "Ошибки, признанные судьёй" in text
    assert "acknowledged" not in load_game(game)          # the judge's own file is left as it was
