"""The quick-entry grammar forgives what a hurried hand types where it is unambiguous: the
first shot glued to ``k``, capitals, the Russian layout left on; where a line cannot be read,
the message says what the command it began looks like."""
import pytest

from app.boulevard.entry import EntryError
from app.boulevard.entry import parse as club_parse
from app.kernel.entry import QuickEntryError
from app.layouts import to_latin
from app.sport.entry import parse


@pytest.mark.parametrize("typed, meant", [
    ("k2:1", "k 2:1"), ("k2:1 3:1", "k 2:1 3:1"), ("K2", "k2"), ("K2:1", "k 2:1"),
    ("л2", "k2"), ("л2Ж1", "k 2:1"), ("Л0", "k0"), ("а3 10ю4", "f3 10.4"), ("вй6 \"3", "dq6 @3"),
    ("5Ю8ж ц3", "5>8; w3"), ("м8 1 2 4", "v8 1 2 4"), ("т", "n"), ("иь 5 7 9", "bm 5 7 9"),
])
def test_hurried_forms_read_as_the_keys_meant(typed, meant):
    assert parse(typed) == parse(meant)


@pytest.mark.parametrize("typed, forms", [
    ("k2:", "k7 · k0 · k5:8 · k 5:8 9:8"), ("v8,1", "v8 1 2 4 · v8=4"), ("dq", "dq6 · dq6 10.18 · dq6 @3"),
    ("5-8", "5>8 · 5<8"), ("лл", "k7 · k0 · k5:8 · k 5:8 9:8"),
])
def test_an_unreadable_command_says_what_is_expected(typed, forms):
    with pytest.raises(QuickEntryError) as err:
        parse(typed)
    assert err.value.kind == "expected" and err.value.params["forms"] == forms
    assert forms in err.value.message("en") and forms in err.value.message("ru")
    assert err.value.position == 0


def test_a_word_that_is_no_command_still_says_see_the_hint():
    with pytest.raises(QuickEntryError) as err:
        parse("hello")
    assert err.value.kind == "unknown"


def test_the_mapping_keeps_every_column():
    typed = "л2Ж1; вй6 10ю4 ЛЮ"
    assert len(to_latin(typed)) == len(typed)
    with pytest.raises(QuickEntryError) as err:
        parse("f3; л11")
    assert err.value.position == 5 and err.value.params["seat"] == 11


def test_the_club_grammar_reads_the_russian_layout_but_keeps_notes_and_phase_names():
    assert club_parse("з3 в9 ь8Ж9 с11+", 12) == club_parse("p3 d9 m8:9 c11+", 12)
    assert club_parse('тщеу "Лиза молчит"', 12) == [{"type": "note", "text": "Лиза молчит"}]
    assert club_parse("ру Н1 переигровка", 12) == [{"type": "host_error", "round": "N1", "remedy": "replay"}]
    assert club_parse("he Д2", 12) == [{"type": "host_error", "round": "D2", "remedy": "neutral"}]
    assert club_parse("M9", 12) == club_parse("m9", 12)


def test_the_club_grammar_says_what_is_expected():
    with pytest.raises(EntryError) as err:
        club_parse("j4", 12)       # a pair is explained by its own message
    assert err.value.kind == "pair"
    with pytest.raises(EntryError) as err:
        club_parse("c11?", 12)
    assert err.value.kind == "expected" and "c11+" in err.value.message("ru")
