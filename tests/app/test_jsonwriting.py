"""app.jsonwriting: orjson writes the standard library's very bytes, or the standard library
writes; the archive's stored texts and fingerprints and the signatures' bytes stay what they were."""
import hashlib
import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.jsonwriting import compact_text, reference_text, sorted_bytes
from app.storage.derive import canonical, content, fingerprint

_SCALARS = (st.none() | st.booleans() | st.integers(min_value=-(2 ** 80), max_value=2 ** 80)
            | st.floats(allow_nan=False, allow_infinity=False) | st.text())
_JSON = st.recursive(_SCALARS, lambda inner: st.lists(inner, max_size=5)
                     | st.dictionaries(st.text(max_size=8), inner, max_size=5), max_leaves=30)


@settings(max_examples=2000, deadline=None)
@given(st.dictionaries(st.text(max_size=8), _JSON, max_size=6))
def test_both_writers_write_the_reference(doc):
    """Any JSON document: control characters, Cyrillic, astral characters, tiny and huge
    floats, integers beyond 64 bits, nulls — the same text as json.dumps writes, in the
    document's own key order and sorted."""
    assert compact_text(doc) == reference_text(doc)
    assert sorted_bytes(doc) == reference_text(doc, sort_keys=True).encode("utf-8")


@pytest.mark.parametrize("value", [1e-05, 1e-09, -7.1850441006303285e-09, 0.0001, 1e16, 1e22, 5e-324,
                                   float("nan"), float("inf"), 2 ** 64, "\x00\x1f\x7f\u2028😀", (1, 2)])
def test_where_the_two_writers_could_part_the_reference_decides(value):
    doc = {"points": [value, 0.4], "note": None}
    try:
        expected = reference_text(doc)
    except ValueError:                 # NaN and infinities are refused, as before
        with pytest.raises(ValueError):
            compact_text(doc)
        with pytest.raises(ValueError):
            sorted_bytes(doc)
        return
    assert compact_text(doc) == expected
    assert sorted_bytes(doc) == reference_text(doc, sort_keys=True).encode("utf-8")


class _Mine(dict):
    pass


def test_what_orjson_refuses_is_written_or_refused_as_json_dumps_does():
    assert compact_text({1: "a", "b": _Mine(c=2)}) == '{"1":"a","b":{"c":2}}'
    with pytest.raises(TypeError):
        compact_text({"when": {1, 2}})
    with pytest.raises(TypeError):
        sorted_bytes({"a": object()})


def test_every_game_of_the_corpus_keeps_its_stored_text_and_fingerprint():
    """The texts the archive stored and the fingerprints it keys games by, so far."""
    files = sorted((Path(__file__).resolve().parents[1] / "games").rglob("*.json"))
    assert len(files) > 50
    for path in files:
        doc = json.loads(path.read_text(encoding="utf-8"))
        assert canonical(doc) == reference_text(doc), path
        assert fingerprint(doc) == hashlib.sha256(
            reference_text(content(doc), sort_keys=True).encode("utf-8")).hexdigest(), path
