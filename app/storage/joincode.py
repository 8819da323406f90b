"""A table's join code: everything a judge's sheet needs to reach its table on the
tournament's server, short enough to type from a printed sheet.

Forty characters of Crockford's base32 (no I, L, O, U; read case-blind, with O as 0 and I, L
as 1; nothing but ASCII: a Turkish ``ı`` is not an I), in groups of four.  They hold 24 bytes —
the format (1), the laptop's IPv4 address (4), the port (2), the table (1), the pin of the
tournament's certificate (10: the first bytes of its SHA-256, :func:`pin_of`), the table's
secret (6) — then three bits of the body's SHA-256, then one check character of Damm's kind
over the 39 before it (:func:`check_character`), which catches every single mistyped character
and every swap of two neighbours, where a check byte let some through (issue 37 §7).  The pin
is what lets the judge's sheet refuse another computer of the room posing as the secretary's
laptop (app/storage/replica.py); it also tells one tournament's codes from another's, as the
certificate is made for the tournament.  A code of an earlier format (printed by an earlier
version of the program) is refused: the cards are printed again after an update.

>>> code = JoinCode("192.168.1.20", 55432, "Кубок осени", 3, bytes.fromhex("a1b2c3d4e5f6"), bytes(range(10)))
>>> text = code.text(); text
'0F0A-G08M-V240-6001-081G-8186-0W40-K8DJ-RFAE-BXM1'
>>> parse(text.lower().replace("0", "o")) == code.parsed()
True
>>> parse(text[:-1] + "0")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
app.storage.errors.LiveError: the join code 0F0A-...-BXM0 is not valid: a character is mistyped
"""
from __future__ import annotations

import hashlib
import ipaddress
import struct
from dataclasses import dataclass
from typing import Any

from .errors import LiveError

VERSION = 3            # 1: a tag of the tournament's name where the pin is now; 2: a check byte
_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_READ = {**{c: i for i, c in enumerate(_ALPHABET)}, "O": 0, "I": 1, "L": 1}
PIN_BYTES = 10         # 80 bits: no certificate of the same pin can be made in a tournament's day
_LAYOUT = f"!B4sHB{PIN_BYTES}s6s"


def pin_of(certificate: bytes) -> bytes:
    """The pin of a certificate (DER): the first bytes of its SHA-256."""
    return hashlib.sha256(certificate).digest()[:PIN_BYTES]


@dataclass(frozen=True)
class JoinCode:
    host: str
    port: int
    tournament: str       # known to the secretary; a parsed code carries only its tag
    table: int
    secret: bytes
    pin: bytes            # of the tournament's certificate (pin_of)

    def parsed(self) -> Parsed:
        return Parsed(self.host, self.port, self.pin, self.table, self.secret)

    def text(self) -> str:
        return self.parsed().text()


@dataclass(frozen=True)
class Parsed:
    """A code as a judge's sheet reads it."""

    host: str
    port: int
    pin: bytes
    table: int
    secret: bytes

    @property
    def role(self) -> str:
        return role_name(self.table)

    @property
    def password(self) -> str:
        return password_of(self.secret)

    def text(self) -> str:
        body = struct.pack(_LAYOUT, VERSION, ipaddress.IPv4Address(self.host).packed, self.port, self.table,
                           self.pin, self.secret)
        number = int.from_bytes(body, "big") << _HASH_BITS | _hash_bits(body)
        values = [(number >> (5 * i)) & 31 for i in reversed(range(_DIGITS))]
        digits = "".join(_ALPHABET[v] for v in values + [check_character(values)])
        return "-".join(digits[i:i + 4] for i in range(0, len(digits), 4))


def role_name(table: int) -> str:
    return f"table_{table}"


def password_of(secret: bytes) -> str:
    return secret.hex()


def _length(size: int) -> int:
    return -(-size * 8 // 5)


_BODY = struct.calcsize(_LAYOUT)
_DIGITS = _length(_BODY)                      # 39 characters hold the body and three bits of its hash
_HASH_BITS = 5 * _DIGITS - 8 * _BODY
_CODE_LENGTH = _DIGITS + 1                    # and the check character: 40, as the format before


def _hash_bits(body: bytes) -> int:
    return hashlib.sha256(body).digest()[0] >> (8 - _HASH_BITS)


def _times_x(value: int) -> int:
    """``value`` times x in GF(32) = GF(2)[x] / (x⁵ + x² + 1)."""
    value <<= 1
    return value ^ 0b100101 if value & 32 else value


def check_character(values: list[int]) -> int:
    """Damm's check over the quasigroup ``a ∘ b = x·a + b`` of GF(32), which is totally
    anti-symmetric (``(c ∘ a) ∘ b = (c ∘ b) ∘ a`` only when ``a = b``, as x ≠ 1): the value that
    brings the fold of the values to 0.  A single value changed, or two neighbours swapped
    (the check character among them), leaves a fold that is not 0.

    >>> values = [3, 17, 0, 31]
    >>> check_character(values), _fold(values + [check_character(values)])
    (18, 0)
    >>> _fold([17, 3, 0, 31, 18]) != 0 and _fold([3, 17, 0, 30, 18]) != 0
    True
    """
    return _times_x(_fold(values))            # x·r + d = 0 in characteristic 2: d = x·r


def _fold(values: list[int]) -> int:
    interim = 0
    for value in values:
        interim = _times_x(interim) ^ value
    return interim


QR_PREFIX = "MAFIA-JOIN:"


def qr_text(code: str) -> str:
    """What the QR code of a join code holds: the code, named as one (a protocol's QR is not)."""
    return QR_PREFIX + code


def parse(text: str) -> Parsed:
    """A typed or scanned code; LiveError ``live.code.*`` saying what is wrong in one short line."""
    body = text.strip()
    if body.upper().startswith(QR_PREFIX):
        body = body[len(QR_PREFIX):]
    shown = _shown(text)
    cleaned = "".join(ch for ch in body if ch not in " -\t\n")
    if len(cleaned) != _CODE_LENGTH:
        raise LiveError("live.code.length", text=shown, count=len(cleaned), want=_CODE_LENGTH)
    values = []
    for ch in cleaned:
        # ASCII only before the case is folded: "ı".upper() is "I", which would be read as 1
        value = _READ.get(ch.upper()) if ch.isascii() else None
        if value is None:
            raise LiveError("live.code.char", text=shown, char=ch)
        values.append(value)
    parsed = _current(values)
    if parsed is None:
        raise LiveError("live.code.mistyped", text=shown)
    version, host, port, table, pin, secret = parsed
    if version != VERSION:
        raise LiveError("live.code.version", text=shown)
    return Parsed(str(ipaddress.IPv4Address(host)), port, pin, table, secret)


def _shown(text: str, limit: int = 60) -> str:
    """The input as a message quotes it: one line, at most ``limit`` characters."""
    line = " ".join(text.split())
    return line if len(line) <= limit else line[:limit - 1] + "…"


def _current(values: list[int]) -> tuple[Any, ...] | None:
    if _fold(values) != 0:
        return None
    number = 0
    for value in values[:-1]:
        number = number * 32 + value
    body = (number >> _HASH_BITS).to_bytes(_BODY, "big")
    if number & ((1 << _HASH_BITS) - 1) != _hash_bits(body):
        return None
    return struct.unpack(_LAYOUT, body)


MAX_PIXELS = 64_000_000     # as app/scan: a 48-megapixel phone photograph passes


def code_from_image(path: str) -> str:
    """The join code of a QR code photographed or screenshot (PNG, JPEG): zxing-cpp reads it."""
    from PIL import Image, ImageOps, UnidentifiedImageError
    try:
        with Image.open(path, formats=("PNG", "JPEG")) as opened:
            if opened.width * opened.height > MAX_PIXELS:
                raise LiveError("live.picture.large", path=path)
            image = ImageOps.exif_transpose(opened).convert("L")
    except (OSError, UnidentifiedImageError) as error:
        raise LiveError("live.picture.unreadable", path=path, reason=error) from error
    try:
        code = join_code_in(image)
    except LiveError as error:
        if error.code != "live.qr.foreign":
            raise
        code = None
    if code is None:
        raise LiveError("live.picture.none", path=path)
    return code.text()


def join_code_in(image: Any) -> Parsed | None:
    """The join code among the QR codes of one picture or camera frame (a PIL image, or a 2-D
    array of grey levels): None when no QR code is in sight; LiveError when the only ones in
    sight are not join codes (``live.qr.foreign``: a protocol's, a web address) or a join code
    that does not read right (``live.code.*``), so that the judge is told what the camera sees."""
    import zxingcpp
    problem: LiveError | None = None
    for result in zxingcpp.read_barcodes(image, formats=zxingcpp.BarcodeFormats(zxingcpp.BarcodeFormat.QRCode)):
        if not result.valid:
            continue
        if not result.text.upper().startswith(QR_PREFIX):
            problem = problem or LiveError("live.qr.foreign")
            continue
        try:
            return parse(result.text)
        except LiveError as error:
            problem = error
    if problem is not None:
        raise problem
    return None
