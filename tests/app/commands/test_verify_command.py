import json

from command_fixtures import game_file, keyhome  # noqa: F401 (fixtures)

from app.cli import main
from app.format import save_game
from app.sport import sample_game


def _signed(game_file, tmp_path):
    pdf, js = tmp_path / "s.pdf", tmp_path / "s.json"
    assert main(["pdf", str(game_file), "-o", str(pdf), "--sign", "--signed-json", str(js)]) == 0
    return pdf, js


def test_a_one_byte_change_is_tampered_in_the_pdf_and_the_json(game_file, tmp_path, keyhome, capsys):
    pdf, js = _signed(game_file, tmp_path)
    data = bytearray(pdf.read_bytes())
    data[len(data) // 3] ^= 0x01
    pdf.write_bytes(bytes(data))
    assert main(["verify", str(pdf)]) == 1
    text = js.read_text(encoding="utf-8")
    js.write_text(text.replace('"name": "Ворон"', '"name": "Ворох"'), encoding="utf-8")
    assert main(["verify", str(js), "--lang", "en"]) == 1
    assert "TAMPERED" in capsys.readouterr().out


def test_a_stranger_is_unknown_until_trusted(game_file, tmp_path, keyhome, monkeypatch, capsys):
    pdf, js = _signed(game_file, tmp_path)
    cert = keyhome / "signing" / "judge.pem"
    monkeypatch.setenv("MAFIA_PROTOCOL_HOME", str(tmp_path / "secretary"))
    assert main(["verify", str(pdf)]) == 3
    assert main(["verify", str(js)]) == 3
    assert "подписавший неизвестен" in capsys.readouterr().out
    assert main(["verify", str(pdf), "--trust", str(cert)]) == 0
    assert main(["verify", str(js), "--trust", str(cert)]) == 0


def test_the_trusted_folder_of_the_key_store_counts(game_file, tmp_path, keyhome, monkeypatch):
    pdf, _ = _signed(game_file, tmp_path)
    secretary = tmp_path / "secretary"
    (secretary / "signing" / "trusted").mkdir(parents=True)
    (secretary / "signing" / "trusted" / "judge.pem").write_bytes((keyhome / "signing" / "judge.pem").read_bytes())
    monkeypatch.setenv("MAFIA_PROTOCOL_HOME", str(secretary))
    assert main(["verify", str(pdf)]) == 0


def test_unsigned_files_and_unreadable_ones(game_file, tmp_path, keyhome, capsys):
    assert main(["verify", str(game_file)]) == 4
    pdf = tmp_path / "plain.pdf"
    assert main(["pdf", str(game_file), "-o", str(pdf)]) == 0
    assert main(["verify", str(pdf)]) == 4
    out = capsys.readouterr().out
    assert "файл не подписан" in out
    assert main(["verify", str(tmp_path / "missing.json")]) == 2
    garbage = tmp_path / "garbage.json"
    garbage.write_bytes(b"\x00\x01 not json")
    assert main(["verify", str(garbage)]) == 2
    assert main(["verify", str(game_file), "--trust", str(garbage)]) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err and len(err.strip().splitlines()) == 3


def test_the_output_names_signer_time_revision_and_fingerprint(tmp_path, keyhome, capsys):
    import datetime as dt

    from app.signing import ensure_identity, short_fingerprint, sign_game
    # Issued just before the first signing time, so the test holds on any calendar date.
    identity = ensure_identity("Иванов", "секрет", now=dt.datetime(2026, 11, 29, 19, 0, tzinfo=dt.UTC))
    first = sign_game(sample_game(), identity, now="2026-11-29T20:00:00Z")
    first["awards"]["extra_points"]["3"] = 0.5
    second = sign_game(first, identity, now="2026-11-30T09:00:00Z")
    path = tmp_path / "r2.json"
    save_game(second, path)
    assert main(["verify", str(path), "--lang", "en"]) == 0
    line = capsys.readouterr().out.strip()
    assert line == (f"{path}: the signature is valid · signed by Иванов at 2026-11-30T09:00:00Z · "
                    f"revision 2 · fingerprint {short_fingerprint(second)}")
    assert json.loads(path.read_text(encoding="utf-8"))["signature"]["revision"] == 2
