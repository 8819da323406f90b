"""A table's join code: everything a judge's sheet needs to reach its table on the
tournament's server, short enough to type from a printed sheet.

25 bytes — the format (1), the laptop's IPv4 address (4), the port (2), the table (1), the pin of
the tournament's certificate (10: the first bytes of its SHA-256, :func:`pin_of`), the table's
secret (6), a check byte (1) — written in Crockford's base32 (no I, L, O, U; read case-blind,
with O as 0 and I, L as 1), in groups of four.  The pin is what lets the judge's sheet refuse
another computer of the room posing as the secretary's laptop (app/storage/replica.py); it
also tells one tournament's codes from another's, as the certificate is made for the tournament.

>>> code = JoinCode("192.168.1.20", 55432, "Кубок осени", 3, bytes.fromhex("a1b2c3d4e5f6"), bytes(range(10)))
>>> text = code.text(); text
'0B0A-G08M-V240-6001-081G-8186-0W40-K8DJ-RFAE-BXN5'
>>> parse(text.lower().replace("0", "o")) == code.parsed()
True
>>> parse(text[:-1] + "0")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
app.storage.errors.LiveError: the join code 0B0A-...-BXN0 is not valid: a character is mistyped
"""
from __future__ import annotations

import hashlib
import ipaddress
import struct
from dataclasses import dataclass
from typing import Any

from .errors import LiveError

VERSION = 2            # 1: a tag of the tournament's name where the pin is now
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
        raw = body + hashlib.sha256(body).digest()[:1]
        number = int.from_bytes(raw, "big")
        digits = "".join(_ALPHABET[(number >> (5 * i)) & 31] for i in reversed(range(_length(len(raw)))))
        return "-".join(digits[i:i + 4] for i in range(0, len(digits), 4))


def role_name(table: int) -> str:
    return f"table_{table}"


def password_of(secret: bytes) -> str:
    return secret.hex()


def _length(size: int) -> int:
    return -(-size * 8 // 5)


QR_PREFIX = "MAFIA-JOIN:"


def qr_text(code: str) -> str:
    """What the QR code of a join code holds: the code, named as one (a protocol's QR is not)."""
    return QR_PREFIX + code


def parse(text: str) -> Parsed:
    """A typed or scanned code; LiveError ``live.code.*`` saying what is wrong."""
    body = text.strip()
    if body.upper().startswith(QR_PREFIX):
        body = body[len(QR_PREFIX):]
    cleaned = "".join(ch for ch in body.upper() if ch not in " -\t\n")
    size = struct.calcsize(_LAYOUT) + 1
    if len(cleaned) != _length(size):
        raise LiveError("live.code.length", text=text.strip(), count=len(cleaned), want=_length(size))
    number = 0
    for ch in cleaned:
        if ch not in _READ:
            raise LiveError("live.code.char", text=text.strip(), char=ch)
        number = number * 32 + _READ[ch]
    raw = number.to_bytes(size, "big") if number < 1 << (8 * size) else b""
    if not raw or hashlib.sha256(raw[:-1]).digest()[:1] != raw[-1:]:
        raise LiveError("live.code.mistyped", text=text.strip())
    version, host, port, table, pin, secret = struct.unpack(_LAYOUT, raw[:-1])
    if version != VERSION:
        raise LiveError("live.code.version", text=text.strip())
    return Parsed(str(ipaddress.IPv4Address(host)), port, pin, table, secret)


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
