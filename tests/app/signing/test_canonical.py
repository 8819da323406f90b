import json
from pathlib import Path

from app.format import dumps_game
from app.signing import canonical_bytes, fingerprint, short_fingerprint
from app.signing.canonical import reference_bytes
from app.sport import sample_game


def test_canonical_form_is_sorted_compact_utf8_without_the_signature():
    doc = {"players": [{"name": "Ёж", "seat": 1}], "format": "mafia-game/1", "signature": {"value": "x"}}
    assert canonical_bytes(doc) == '{"format":"mafia-game/1","players":[{"name":"Ёж","seat":1}]}'.encode()


def test_the_fingerprint_ignores_layout_and_key_order_but_not_content():
    doc = sample_game()
    relaid = json.loads(json.dumps(doc, indent=7, sort_keys=True))
    assert fingerprint(relaid) == fingerprint(json.loads(dumps_game(doc)))
    changed = sample_game()
    changed["players"][0]["name"] = "Кит"
    assert fingerprint(changed) != fingerprint(doc)


def test_signing_does_not_change_the_fingerprint():
    doc = sample_game()
    before = fingerprint(doc)
    doc["signature"] = {"alg": "ES256", "value": "AAAA"}
    assert fingerprint(doc) == before


def test_the_short_fingerprint_is_derived_from_the_full_one():
    doc = sample_game()
    full = fingerprint(doc)
    assert len(full) == 64 and short_fingerprint(doc) == "-".join(
        [full[0:4], full[4:8], full[8:12]]).upper()


# the fast path against the reference, for any document: tests/app/test_jsonwriting.py
def test_every_game_of_the_corpus_keeps_its_canonical_bytes():
    """The fingerprints printed on every protocol and covered by every signature so far."""
    files = sorted((Path(__file__).resolve().parents[2] / "games").rglob("*.json"))
    assert len(files) > 50
    for path in files:
        doc = json.loads(path.read_text(encoding="utf-8"))
        assert canonical_bytes(doc) == reference_bytes({k: v for k, v in doc.items() if k != "signature"}), path
