"""Many protocols in one archive PDF, one bookmark per game."""
from __future__ import annotations

import io
from collections.abc import Iterable


def merge_pdfs(parts: Iterable[tuple[str, bytes]]) -> bytes:
    """``parts`` are (bookmark title, PDF bytes) in the order the archive keeps them."""
    from pypdf import PdfReader, PdfWriter

    writer = PdfWriter()
    for title, data in parts:
        start = len(writer.pages)
        writer.append(PdfReader(io.BytesIO(data)))
        writer.add_outline_item(title, start)
    writer.add_metadata({"/Title": "Mafia Protocol archive", "/Creator": "Mafia Protocol"})
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()
