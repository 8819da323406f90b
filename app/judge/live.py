"""A table of a live tournament as the judge's sheet reaches it, without Qt: the join code read
(typed, from a photograph, from a camera's frame), the table claimed on the tournament's server,
the game this device already recorded there, and the recorder that sends every change.

The server's refusals (a mistyped code, a server that does not answer or is not the code's, a
table held by another device) reach the windows as :class:`app.judge.archive.ArchiveRefused`,
worded by the server's catalogue; no window imports :mod:`app.storage`.

>>> try:
...     read_code("0F0A-G08M")
... except ArchiveRefused as refused:
...     print(refused.message("en"))
the join code 0F0A-G08M is not valid: it has 8 characters, not 40
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from .archive import ArchiveRefused

if TYPE_CHECKING:      # the types crossing to the windows, named here for them
    from app.storage.joincode import Parsed as Parsed
    from app.storage.replica import Joined as Joined
    from app.storage.replica import LiveRecorder as LiveRecorder

T = TypeVar("T")


def _asked(call: Callable[[], T]) -> T:
    from app.storage.errors import LiveError
    try:
        return call()
    except LiveError as error:
        raise ArchiveRefused(error) from error


def read_code(text: str) -> Parsed:
    """The join code typed (case-blind, O as 0, I and L as 1), or the line saying what is wrong."""
    from app.storage.joincode import parse
    return _asked(lambda: parse(text))


def code_in_picture(path: str) -> str:
    """The join code of a photograph's QR code, as text."""
    from app.storage.joincode import code_from_image
    return _asked(lambda: code_from_image(path))


def code_in_frame(grey: Any) -> Parsed | None:
    """The join code in a camera's frame (a 2-D array of grey levels), None when it holds none."""
    from app.storage.joincode import join_code_in
    return _asked(lambda: join_code_in(grey))


def join_table(code: str) -> Joined:
    """The table of ``code`` claimed for this device, with its current round's players: a
    network round trip, so the window runs it off its thread."""
    from app.storage.replica import device_id, join
    device = device_id()
    return _asked(lambda: join(code, device))


def table_game(joined: Joined) -> dict[str, Any] | None:
    """The game this device recorded at the joined table (None: not begun)."""
    from app.storage.replica import recorded
    return _asked(lambda: recorded(joined))


def table_recorder(joined: Joined, on_count: Callable[[int], None]) -> LiveRecorder:
    """What follows the open game and sends each change to the table's server; ``on_count``
    hears how many are not sent yet (from the sender's thread)."""
    from app.storage.replica import LiveRecorder
    return LiveRecorder(joined, on_count=on_count)


__all__ = ["code_in_frame", "code_in_picture", "join_table", "read_code", "table_game", "table_recorder"]
