"""Operations: gestures become edits; only real events of the format travel as events."""
import pytest

from app import operations as ops
from app.document import GameDocument
from app.format.events import EventShapeError, Nominate, Penalty, Shooting
from app.sport import sample_game


def game():
    doc = GameDocument(sample_game())
    doc.append_phase()          # N3: a night to shoot in
    return doc


def test_an_event_is_built_as_its_record_and_stored_as_its_json():
    doc = GameDocument(sample_game())
    ops.record(doc, Penalty("foul", 3, clause="10.1")).apply(doc)
    assert doc.phases[-1].events[-1] == {"type": "foul", "seat": 3, "clause": "10.1"}
    ops.record(doc, {"type": "warning", "seat": 2}).apply(doc)
    assert doc.phases[-1].events[-1] == {"type": "warning", "seat": 2}


@pytest.mark.parametrize("gesture", [{"type": "_next_phase"}, {"type": "_shot", "shooter": 5, "target": 4}])
def test_a_gesture_is_never_recorded_as_an_event(gesture):
    with pytest.raises(EventShapeError):
        ops.record(GameDocument(sample_game()), gesture)


def test_an_event_missing_a_field_is_refused_before_anything_changes():
    doc = GameDocument(sample_game())
    before = doc.snapshot()
    with pytest.raises(EventShapeError):
        ops.record(doc, {"type": "nominate", "by": 3})
    assert doc.to_json() == before


def test_next_phase_is_its_own_operation():
    doc = GameDocument(sample_game())
    edit = ops.next_phase(doc)
    edit.apply(doc)
    assert doc.phases[-1].name == "N3" and doc.phases[-1].events == []
    edit.revert(doc)
    assert doc.phases[-1].name == "D3"


def test_clicked_shots_build_one_shooting():
    doc = game()
    first = ops.set_shot(doc, 5, 4)
    first.apply(doc)
    second = ops.set_shot(doc, 7, 4)
    second.apply(doc)
    assert doc.phases[-1].events == [Shooting({"5": 4, "7": 4}).to_json()]
    second.revert(doc)
    assert doc.phases[-1].events == [{"type": "shooting", "shots": {"5": 4}}]
    first.revert(doc)
    assert doc.phases[-1].events == []


def test_a_typed_line_with_the_next_phase_word_is_one_edit():
    doc = GameDocument(sample_game())
    before = doc.snapshot()
    commands = [{"type": "_next_phase"}, {"type": "shooting", "shots": {"5": 4}}]
    edit = ops.line(doc, commands, lambda command, state: command)
    assert doc.to_json() == before          # a dry run on a copy
    edit.apply(doc)
    assert doc.phases[-1].name == "N3" and doc.phases[-1].events == [{"type": "shooting", "shots": {"5": 4}}]
    edit.revert(doc)
    assert doc.to_json() == before


def test_deleting_the_last_event_and_undoing_it():
    doc = GameDocument(sample_game())
    ops.record(doc, Nominate(3, 9)).apply(doc)
    edit = ops.delete_last(doc)
    edit.apply(doc)
    assert doc.to_json() == sample_game()
    edit.revert(doc)
    assert doc.phases[-1].events[-1] == {"type": "nominate", "by": 3, "target": 9}
