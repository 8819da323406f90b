"""Typed event records: every event of the corpus is read into its record and written back
as it was, key order included."""
import json
from pathlib import Path

import pytest

from app.format.events import (
    ABSENT,
    Correction,
    Disqualify,
    EventShapeError,
    LiftVote,
    NightAction,
    OtherEvent,
    Penalty,
    Shooting,
    Vote,
    event_from_json,
    seats_named,
)

GAMES = Path(__file__).resolve().parents[2] / "games"


def events():
    for path in sorted(GAMES.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        for phase in data.get("phases", []) if isinstance(data, dict) else []:
            for event in phase.get("events", []) if isinstance(phase, dict) else []:
                if isinstance(event, dict) and isinstance(event.get("type"), str):
                    yield path.name, event


def test_every_event_of_the_corpus_round_trips():
    kinds = set()
    for name, event in events():
        try:
            record = event_from_json(event)
        except EventShapeError:
            continue        # the corpus's broken events are the engine's to report
        assert json.dumps(record.to_json()) == json.dumps(event), name
        kinds.add(record.type)
    assert {"nominate", "vote", "shooting", "foul", "best_move", "sheriff_check"} <= kinds


def test_records_name_the_format_fields():
    vote = event_from_json({"type": "vote", "round": 1, "candidate": 7, "voters": [1, 2, 3]})
    assert vote == Vote(1, 7, voters=(1, 2, 3)) and vote.count is ABSENT
    assert event_from_json({"type": "foul", "seat": 3}) == Penalty("foul", 3)
    assert Shooting(killed=None).to_json() == {"type": "shooting", "killed": None}
    assert Shooting({"5": 4}).with_shot(9, None).to_json() == {"type": "shooting", "shots": {"5": 4, "9": None}}
    assert LiftVote(count=6).to_json() == {"type": "lift_vote", "count": 6}
    assert Disqualify(4, during_shooting=True, at_number=3).seats == {4}
    assert Correction(phase="N1", event=2, replacement=None).to_json() == \
        {"type": "correction", "phase": "N1", "event": 2, "replacement": None}
    assert event_from_json({"type": "mafia_shot", "by": 8, "target": None}) == NightAction("mafia_shot", 8, None)


def test_what_an_event_carries_beyond_its_table_is_kept():
    event = {"type": "nominate", "by": 1, "target": 7, "time": "00:12:30", "x_note": "тихо"}
    record = event_from_json(event)
    assert record.extra == {"time": "00:12:30", "x_note": "тихо"} and record.to_json() == event
    unknown = {"type": "applause", "seat": 2}
    assert event_from_json(unknown) == OtherEvent("applause", extra={"seat": 2})
    assert event_from_json(unknown).to_json() == unknown


@pytest.mark.parametrize("event", [{"type": "_next_phase"}, {"type": "vote", "round": 1}, {"seat": 3}])
def test_a_gesture_or_a_shapeless_event_has_no_record(event):
    with pytest.raises(EventShapeError):
        event_from_json(event)


def test_seats_named():
    assert seats_named({"type": "shooting", "shots": {"5": 4, "9": None}, "killed": 4}) == {4, 5, 9}
    assert seats_named({"type": "lift_vote", "voters": [1, 2], "against": [3]}) == {1, 2, 3}
    assert seats_named({"type": "note", "text": "7"}) == frozenset()


def _rows():
    """Every row of the events tables, with the edition it belongs to."""
    from app.format import boulevard
    from app.format.event_shapes import EVENT_TYPES
    return [("sport", name, row) for name, row in EVENT_TYPES.items()] + \
        [("boulevard", name, row) for name, row in boulevard.event_types("N0").items()]


def _record_of(name):
    from app.format.events import NIGHT_ACTIONS, PENALTIES, RECORDS
    return Penalty if name in PENALTIES else NightAction if name in NIGHT_ACTIONS else RECORDS[name]


def test_the_records_are_the_tables_rows_in_python():
    """The events tables (app/format/event_shapes.py, boulevard.py) are the one description of
    an event; a record only types it for Python: its fields are the fields the type has in any
    edition, required exactly where every edition requires it.  A field added to a table and
    not to its record (or back) fails here, not in a judge's file."""
    from dataclasses import MISSING, fields
    served = {}
    for _, name, row in _rows():
        record = _record_of(name)
        entry = served.setdefault(record, {"names": set(), "required": None, "types": set()})
        entry["names"] |= set(row.fields)
        required = set(row.required)
        entry["required"] = required if entry["required"] is None else entry["required"] & required
        entry["types"].add(name)
    from app.format.events import NIGHT_ACTIONS, PENALTIES, RECORDS
    assert set(served) == {*RECORDS.values(), Penalty, NightAction}
    assert {n for _, n, _ in _rows()} == {*RECORDS, *PENALTIES, *NIGHT_ACTIONS}
    for record, entry in served.items():
        own = [f for f in fields(record) if f.name not in ("extra", "kind_of")]
        assert {f.name for f in own} == entry["names"], record.__name__
        assert {f.name for f in own if f.default is MISSING} == entry["required"], record.__name__


def test_seats_named_knows_every_seat_field_of_the_tables():
    from app.format.record_base import _SEAT_KEYS, _SEATS_KEYS
    from app.format.shapes import Seat, SeatMap, SeatOrNull, Seats
    for _, name, row in _rows():
        for field, shape in row.fields.items():
            if isinstance(shape, Seats):
                assert field in _SEATS_KEYS, (name, field)
            elif isinstance(shape, SeatMap):
                assert field == "shots", (name, field)        # seats_named reads its keys and values
            elif isinstance(shape, (Seat, SeatOrNull)):
                assert field in _SEAT_KEYS, (name, field)


def test_the_committed_records_are_the_ones_the_tables_write():
    """records.py is written from the events tables, never by hand: a row changed without
    `python -m app.format.generate` fails here."""
    from app.format.generate import records_source
    from app.paths import package_file
    assert package_file("app.format", "records.py").read_text(encoding="utf-8") == records_source()
