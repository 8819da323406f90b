"""Issue 11 §2: what the red team fed ``verify`` — never a traceback, always the
documented exit code (docs/signing.md): 1 tampered, 2 unreadable."""
from __future__ import annotations

import json
import re

import pytest
from command_fixtures import game_file, keyhome  # noqa: F401 (fixtures)

from app.cli import main
from app.format import save_game
from app.signing import create_identity, sign_game
from app.sport import sample_game


@pytest.fixture
def signed(tmp_path, keyhome):
    """A game signed with the key store's own key, and its text."""
    me = create_identity("Иванов", "секрет", keyhome)
    path = tmp_path / "signed.json"
    save_game(sign_game(sample_game(), me), path)
    return path


def _run(capsys, *argv) -> tuple[int, str, str]:
    code = main(["verify", *map(str, argv), "--lang", "en"])
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return code, out, err


def _one_line(text: str) -> None:
    assert text.count("\n") == 1 and text.endswith("\n"), text


BROKEN_JSON = {
    "NaN": lambda t: t.replace('"judge": "Иванов"', '"judge": NaN'),
    "Infinity": lambda t: t.replace('"judge": "Иванов"', '"judge": -Infinity'),
    "1e999": lambda t: t.replace('"judge": "Иванов"', '"judge": 1e999'),
    "5000 digits": lambda t: t.replace('"judge": "Иванов"', '"judge": ' + "7" * 5000),
    "deep nesting": lambda t: t.replace('"judge": "Иванов"', '"judge": ' + "[" * 100_000 + "]" * 100_000),
    "lone surrogate key": lambda t: t.replace('"judge": "Иванов"', '"\\ud800": 1, "judge": "Иванов"'),
    "duplicate key": lambda t: t.replace('"judge": "Иванов"', '"judge": "Петров", "judge": "Иванов"'),
    "not utf-8": lambda t: t.replace('"judge": "Иванов"', '"judge": "\udcff"'),
}


@pytest.mark.parametrize("name", BROKEN_JSON)
def test_hostile_json_is_unreadable_in_one_line(name, signed, capsys):
    text = signed.read_text(encoding="utf-8")
    changed = BROKEN_JSON[name](text)
    assert changed != text
    signed.write_bytes(changed.encode("utf-8", "surrogateescape"))
    code, out, err = _run(capsys, signed)
    assert code == 2 and not out
    _one_line(err)
    assert err.startswith(f"{signed}: neither a PDF nor JSON")


@pytest.mark.parametrize("field, value", [
    ("revision", "7"), ("revision", True), ("revision", 0), ("chain", None), ("chain", [1]),
    ("cert", None), ("cert", "-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n"),
    ("value", 42), ("signed_at", "вчера"), ("alg", "none"), ("signer", ["x"]),
])
def test_a_malformed_signature_object_is_tampered(field, value, signed, capsys):
    doc = json.loads(signed.read_text(encoding="utf-8"))
    doc["signature"][field] = value
    signed.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    code, out, err = _run(capsys, signed)
    assert code == 1 and "TAMPERED" in out and not err
    _one_line(out)


def test_a_utf8_byte_order_mark_is_read(signed, capsys):
    signed.write_bytes(b"\xef\xbb\xbf" + signed.read_bytes())
    code, out, _ = _run(capsys, signed)
    assert code == 0 and "the signature is valid" in out


def test_a_corrupt_own_certificate_and_an_unreadable_trusted_file_are_skipped(signed, keyhome, tmp_path,
                                                                              capsys):
    own = keyhome / "signing" / "judge.pem"
    good = tmp_path / "own.pem"
    good.write_bytes(own.read_bytes())
    own.write_bytes(b"-----BEGIN CERTIFICATE-----\ngarbage\n-----END CERTIFICATE-----\n")
    trusted = keyhome / "signing" / "trusted"
    trusted.mkdir()
    (trusted / "broken.der").write_bytes(b"\x30\x03\x02\x01")
    (trusted / "unreadable.pem").mkdir()      # a folder where a file was expected
    code, out, err = _run(capsys, signed, "--trust", good)
    assert code == 0 and "the signature is valid" in out
    warnings = err.splitlines()
    assert len(warnings) == 3 and all(w.startswith("warning: ") for w in warnings)
    assert any("judge.pem" in w for w in warnings) and any("broken.der" in w for w in warnings)


def test_mangled_signature_contents_inside_a_pdf_are_tampered(game_file, tmp_path, keyhome, capsys):
    pdf = tmp_path / "s.pdf"
    assert main(["pdf", str(game_file), "-o", str(pdf), "--sign"]) == 0
    capsys.readouterr()
    data = pdf.read_bytes()
    match = re.search(rb"/Contents <([0-9a-fA-F]+)>", data)
    size = len(match.group(1))
    for junk in (b"30" + b"0" * (size - 2), b"3082" + b"ff" * ((size - 4) // 2), b"0" * size,
                 b"06032b0601" + b"0" * (size - 10)):
        pdf.write_bytes(data[:match.start(1)] + junk + data[match.end(1):])
        code, out, err = _run(capsys, pdf)
        assert code == 1 and "TAMPERED" in out, junk[:10]
        _one_line(out)


def test_a_file_name_with_a_newline_stays_on_one_line(signed, tmp_path, capsys):
    odd = tmp_path / "two\nlines\x1b[31m.json"
    odd.write_bytes(signed.read_bytes())
    code, out, _ = _run(capsys, odd)
    assert code == 0
    _one_line(out)
    assert "two\\nlines\\x1b[31m.json" in out
