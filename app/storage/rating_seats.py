"""What a rated game did to each of its players, packed into one value per game.

A recomputation at a federation's scale rates a million games of ten seats; one row per seat
made its writing most of its time.  ``rating_games`` (migration 0008) keeps one row per game
whose ``seats`` is this packing: a version byte, then for each seat its number, the person,
what the seat earned and the person's state after the game (overall, red and black ratings,
games and wins), little-endian, doubles as they were computed (the table and the card read
the same bits the computation held).

>>> blob = pack([(1, 7, 4.5, 4.5, 4.5, 0.0, 1, 1), (2, 9, -1.5, -1.5, 0.0, -1.5, 1, 0)])
>>> len(blob)
91
>>> unpack(blob)[1]
SeatEntry(seat=2, person=9, earned=-1.5, rating=-1.5, red=0.0, black=-1.5, games=1, wins=0)
>>> entry_of(blob, 7).rating, entry_of(blob, 8)
(4.5, None)
"""
from __future__ import annotations

import struct
from collections.abc import Iterable, Sequence
from functools import lru_cache
from typing import NamedTuple

VERSION = 1
_SEAT = struct.Struct("<Biddddii")      # seat, person, earned, rating, red, black, games, wins
_FIELDS = 8


class SeatEntry(NamedTuple):
    seat: int
    person: int
    earned: float
    rating: float
    red: float
    black: float
    games: int
    wins: int


class EntriesError(ValueError):
    """A packed value this program cannot read (another version, or cut short)."""


@lru_cache(maxsize=64)
def layout(seats: int) -> struct.Struct:
    """The packing of a game of ``seats`` seats (cached: one per size of table)."""
    return struct.Struct("<B" + _SEAT.format[1:] * seats)


def pack(seats: Sequence[Sequence[float | int]]) -> bytes:
    """The packed value of ``seats``: one (seat, person, earned, rating, red, black, games,
    wins) each."""
    flat: list[float | int] = []
    for seat in seats:
        flat.extend(seat)
    return pack_flat(flat)


def pack_flat(flat: Sequence[float | int]) -> bytes:
    """:func:`pack` of the seats' values one after another (eight a seat): a recomputation
    builds them so, a million games long."""
    return layout(len(flat) // _FIELDS).pack(VERSION, *flat)


def unpack(blob: bytes) -> list[SeatEntry]:
    if not blob or blob[0] != VERSION or (len(blob) - 1) % _SEAT.size:
        raise EntriesError(f"not a version {VERSION} packing of seats ({len(blob)} bytes)")
    return [SeatEntry._make(seat) for seat in _SEAT.iter_unpack(memoryview(blob)[1:])]


def entry_of(blob: bytes, person: int) -> SeatEntry | None:
    """The seat of ``person`` in a packed game (None: not there)."""
    return next((seat for seat in unpack(blob) if seat.person == person), None)


def earned_by(blobs: Iterable[bytes]) -> dict[int, float]:
    """What each person earned over the packed games ``blobs``."""
    out: dict[int, float] = {}
    for blob in blobs:
        for seat in unpack(blob):
            out[seat.person] = out.get(seat.person, 0.0) + seat.earned
    return out


__all__ = ["EntriesError", "SeatEntry", "earned_by", "entry_of", "layout", "pack", "pack_flat", "unpack"]
