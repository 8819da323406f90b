"""Hostile scans made by the tests themselves, each a few KB on disk (issue 25): what a
file claims (its page box, its pixels, its pages and frames) costs nothing until it is
believed.  Imported by name, like scan_fixtures.
"""
from __future__ import annotations

import io
import struct
import zlib
from pathlib import Path

from PIL import Image


def pdf_bytes(boxes: list[tuple[float, float]], user_unit: float | None = None, broken: set[int] = frozenset(),
              content: bytes = b"0 0 m 100 100 l S", strokes: int = 0) -> bytes:
    """A PDF with one page per box (width, height in points); the pages in ``broken`` are
    references to an object that does not exist.  Every page shares one content stream;
    ``strokes`` makes it that many lines, deflated (2 million take 90 KB)."""
    count = len(boxes)
    stream = b"<< /Length %d >>\nstream\n" % len(content) + content
    if strokes:
        packed = _deflated_rows(b"0 0 m 500 800 l S\n", strokes)
        stream = b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(packed) + packed
    objects: dict[int, bytes] = {1: b"<< /Type /Catalog /Pages 2 0 R >>", 3: stream + b"\nendstream"}
    kids = []
    for index, (width, height) in enumerate(boxes):
        number = 4 + index
        if index in broken:
            kids.append(f"{number + 100_000} 0 R")
            continue
        kids.append(f"{number} 0 R")
        unit = f" /UserUnit {user_unit}" if user_unit else ""
        objects[number] = (f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {width} {height}]{unit} "
                           f"/Contents 3 0 R >>").encode()
    objects[2] = f"<< /Type /Pages /Kids [{' '.join(kids)}] /Count {count} >>".encode()
    out = bytearray(b"%PDF-1.7\n")
    offsets = {}
    for number in sorted(objects):
        offsets[number] = len(out)
        out += b"%d 0 obj\n" % number + objects[number] + b"\nendobj\n"
    size = max(objects) + 1
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % size
    for number in range(1, size):
        out += b"%010d 00000 n \n" % offsets[number] if number in offsets else b"0000000000 65535 f \n"
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (size, xref)
    return bytes(out)


def _deflated_rows(row: bytes, height: int) -> bytes:
    """``height`` copies of ``row``, deflated a few MB at a time (never held whole)."""
    packer = zlib.compressobj(9)
    body = bytearray()
    rows_at_once = max(1, 4_000_000 // len(row))
    left = height
    while left:
        take = min(left, rows_at_once)
        body += packer.compress(row * take)
        left -= take
    return bytes(body + packer.flush())


def pdf_picture(width: int, height: int) -> bytes:
    """An A4 page showing one white 1-bit picture of ``width`` × ``height`` pixels: 900
    million pixels take about 110 KB."""
    data = _deflated_rows(b"\xff" * ((width + 7) // 8), height)
    picture = (b"<< /Type /XObject /Subtype /Image /Width %d /Height %d /ColorSpace /DeviceGray "
               b"/BitsPerComponent 1 /Filter /FlateDecode /Length %d >>\nstream\n" % (width, height, len(data))
               + data + b"\nendstream")
    content = b"q 595 0 0 842 0 0 cm /Im1 Do Q"
    objects = [b"<< /Type /Catalog /Pages 2 0 R >>", b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
               b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /XObject << /Im1 5 0 R >> >> "
               b"/Contents 4 0 R >>",
               b"<< /Length %d >>\nstream\n" % len(content) + content + b"\nendstream", picture]
    out = bytearray(b"%PDF-1.7\n")
    offsets = []
    for number, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    return bytes(out)


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def png_bomb(width: int, height: int) -> bytes:
    """A white 1-bit PNG of ``width`` × ``height``: 900 megapixels take about 150 KB."""
    body = _deflated_rows(b"\x00" + b"\xff" * ((width + 7) // 8), height)
    header = struct.pack(">IIBBBBB", width, height, 1, 0, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", header) + _chunk(b"IDAT", body) + _chunk(b"IEND", b"")


def tiff_frames(frames: list[Image.Image], sizes: dict[int, tuple[int, int]] | None = None) -> bytes:
    """A multi-frame TIFF; ``sizes`` then rewrites the width and height a frame's header
    claims (frame index -> (width, height)), its data left as small as it was."""
    buffer = io.BytesIO()
    frames[0].save(buffer, "TIFF", save_all=True, append_images=frames[1:])
    data = bytearray(buffer.getvalue())
    order = "<" if data[:2] == b"II" else ">"
    offset = struct.unpack(order + "I", data[4:8])[0]
    index = 0
    while offset:
        entries = struct.unpack(order + "H", data[offset:offset + 2])[0]
        for n in range(entries):
            at = offset + 2 + 12 * n
            tag, kind = struct.unpack(order + "HH", data[at:at + 4])
            if sizes and index in sizes and tag in (256, 257):
                value = sizes[index][0 if tag == 256 else 1]
                fmt = "H" if kind == 3 else "I"
                data[at + 8:at + 8 + struct.calcsize(fmt)] = struct.pack(order + fmt, value)
        offset = struct.unpack(order + "I", data[offset + 2 + 12 * entries:offset + 6 + 12 * entries])[0]
        index += 1
    return bytes(data)


def write(folder: Path, name: str, data: bytes) -> Path:
    path = folder / name
    path.write_bytes(data)
    return path
