import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

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


# -- the fast path (orjson) writes the standard library's bytes ------------------------------
_SCALARS = (st.none() | st.booleans() | st.integers(min_value=-(2 ** 80), max_value=2 ** 80)
            | st.floats(allow_nan=False, allow_infinity=False) | st.text())
_JSON = st.recursive(_SCALARS, lambda inner: st.lists(inner, max_size=5)
                     | st.dictionaries(st.text(max_size=8), inner, max_size=5), max_leaves=30)


@settings(max_examples=2000, deadline=None)
@given(st.dictionaries(st.text(max_size=8), _JSON, max_size=6))
def test_the_fast_path_writes_the_reference_bytes(doc):
    """Any JSON document: control characters, Cyrillic, astral characters, tiny and huge
    floats, integers beyond 64 bits, nulls — the same bytes as json.dumps writes."""
    assert canonical_bytes(doc) == reference_bytes({k: v for k, v in doc.items() if k != "signature"})


@pytest.mark.parametrize("value", [1e-05, 1e-09, -7.1850441006303285e-09, 0.0001, 1e16, 1e22, 5e-324,
                                   float("nan"), float("inf"), 2 ** 64, "\x00\x1f\x7f\u2028😀"])
def test_where_the_two_writers_could_part_the_reference_decides(value):
    doc = {"points": [value, 0.4], "note": None}
    try:
        expected = reference_bytes(doc)
    except ValueError:                 # NaN and infinities are refused, as before
        with pytest.raises(ValueError):
            canonical_bytes(doc)
        return
    assert canonical_bytes(doc) == expected


def test_every_game_of_the_corpus_keeps_its_canonical_bytes():
    """The fingerprints printed on every protocol and covered by every signature so far."""
    files = sorted((Path(__file__).resolve().parents[2] / "games").rglob("*.json"))
    assert len(files) > 50
    for path in files:
        doc = json.loads(path.read_text(encoding="utf-8"))
        assert canonical_bytes(doc) == reference_bytes({k: v for k, v in doc.items() if k != "signature"}), path
