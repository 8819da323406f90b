"""Issue 37 §7: a join code's check catches every single mistyped character and every swap of
two neighbours (of many codes, each of the 1,240 typos and 39 swaps), reads no letter beyond
ASCII as one of the code's, and says what is wrong in one short line whatever was typed."""
from __future__ import annotations

import random

import pytest

from app.storage.errors import LiveError
from app.storage.joincode import _ALPHABET, JoinCode, parse


def codes(count: int):
    chance = random.Random(37)
    for _ in range(count):
        host = ".".join(str(chance.randrange(256)) for _ in range(4))
        yield JoinCode(host, chance.randrange(1, 65536), "Кубок", chance.randrange(1, 256),
                       chance.randbytes(6), chance.randbytes(10))


def test_every_single_typo_and_every_swap_of_neighbours_is_caught():
    tried = 0
    for code in codes(40):
        text = code.text().replace("-", "")
        assert parse(text) == code.parsed()
        wrong = [text[:i] + c + text[i + 1:] for i in range(len(text)) for c in _ALPHABET if c != text[i]]
        wrong += [text[:i] + text[i + 1] + text[i] + text[i + 2:] for i in range(len(text) - 1)
                  if text[i] != text[i + 1]]
        for typo in wrong:
            with pytest.raises(LiveError) as refused:
                parse(typo)
            assert refused.value.code in ("live.code.mistyped", "live.code.version"), typo
        tried += len(wrong)
    assert tried > 40 * 1240


def test_letters_beyond_ascii_are_not_read_as_the_codes():
    text = next(codes(1)).text()
    ones = text.replace("1", "ı") if "1" in text else "ı" + text[1:]
    with pytest.raises(LiveError) as refused:
        parse(ones)
    assert refused.value.code == "live.code.char"
    assert "«ı»" in refused.value.message("ru") or "“ı”" in refused.value.message("en")


def test_a_wrong_input_is_said_in_one_short_line():
    for typed in ("x" * 10_000, "line\n" * 2000, next(codes(1)).text() + "\n\n0"):
        with pytest.raises(LiveError) as refused:
            parse(typed)
        for lang in ("ru", "en", "uk"):
            message = refused.value.message(lang)
            assert "\n" not in message and len(message) < 160, message
