"""A camera frame's QR codes (app.storage.joincode.join_code_in): the join code among them, or
what the judge is told about the ones that are not."""
from __future__ import annotations

import numpy
import pytest

from app.storage.errors import LiveError
from app.storage.joincode import QR_PREFIX, JoinCode, join_code_in, qr_text
from reports.qr import text_matrix

CODE = JoinCode("10.0.0.7", 55432, "Кубок", 4, bytes.fromhex("0102030405aa"), bytes(range(10, 20)))


def _frame(*texts: str) -> numpy.ndarray:
    """Grey levels of a frame with each text's QR code side by side (6 pixels a module)."""
    frame = numpy.full((320, 320 * max(1, len(texts))), 170, dtype=numpy.uint8)
    for i, text in enumerate(texts):
        modules = numpy.array(text_matrix(text), dtype=bool)
        code = numpy.where(numpy.kron(modules, numpy.ones((6, 6), dtype=bool)), 0, 255).astype(numpy.uint8)
        code = numpy.pad(code, 24, constant_values=255)
        frame[20:20 + code.shape[0], 320 * i + 20:320 * i + 20 + code.shape[1]] = code
    return frame


def test_a_frame_without_a_qr_code_holds_no_code():
    assert join_code_in(_frame()) is None


def test_the_join_code_is_found_beside_another_qr_code():
    assert join_code_in(_frame("https://example.org", qr_text(CODE.text()))) == CODE.parsed()


def test_a_qr_code_that_is_not_a_join_code_is_named_so():
    with pytest.raises(LiveError) as raised:
        join_code_in(_frame("https://example.org"))
    assert raised.value.code == "live.qr.foreign"
    assert raised.value.message("ru") == "этот QR-код — не код стола (коды столов — на карточках от секретаря)"


def test_a_damaged_join_code_says_what_is_wrong():
    text = CODE.text()
    with pytest.raises(LiveError) as raised:
        join_code_in(_frame(QR_PREFIX + text[:-1] + ("0" if text[-1] != "0" else "1")))
    assert raised.value.code == "live.code.mistyped"
