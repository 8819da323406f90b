"""The secretary's controller without a window (issue 40 §1): one :class:`OpenTournament`
over a tournament kept in a folder or in the archive, the same commands for both, and the
changes each command reports so that only the views it touched are drawn again."""
import json

import pytest
from tournament_builder import black_win, counting_unsigned, red_win

from app.format import save_game
from app.secretary import ArchivePlace, Changes, FolderPlace, OpenTournament, PlaceError
from app.signing import create_identity, sign_game
from app.signing.keystore import CERT_FILE
from app.storage import open_archive
from app.tournament.archived import archive_decisions, archive_setup
from app.tournament.decisions import read_journal
from app.tournament.seating import SeatingRequest, generate_seating
from app.tournament.settle import JOURNAL_NAME
from app.tournament.trust import judge_from_file, read_setup, setup_path

NAMES = list("ABCDEFGHIJ")
OTHERS = list("KLMNOPQRST")
NAME = "Кубок"


def meta(r, t, name=NAME):
    return {"tournament": name, "round": r, "table": t}


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("MAFIA_PROTOCOL_HOME", str(tmp_path / "home"))
    return tmp_path


@pytest.fixture
def folder(home):
    folder = home / "games"
    folder.mkdir()
    save_game(red_win(NAMES, extra={"3": 0.4}, meta=meta(1, 1)), folder / "r1-t1.json")
    save_game(black_win(OTHERS, meta=meta(1, 2)), folder / "r1-t2.json")
    return folder


@pytest.fixture
def archive_url(home):
    url = str(home / "archive.sqlite3")
    with open_archive(url) as archive:
        first = archive.open_game(red_win(NAMES, extra={"3": 0.4}, meta=meta(1, 1)), author="Иванов")
        archive.sign_game(first.id, "Иванов", expected_version=first.version)
        archive.open_game(black_win(OTHERS, meta=meta(1, 2)), author="Сидоров")
        archive.open_game(red_win(OTHERS, meta=meta(1, 1, "Другой")), author="Сидоров")
    return url


def opened(kind, folder_or_url, **kw):
    """The same tournament opened where it is kept; read as the window reads it (the archive
    off the UI thread: here at once)."""
    if kind == "folder":
        t = OpenTournament("ru", regulation=counting_unsigned(), **kw)
        t.import_paths([folder_or_url])
    else:
        archive = open_archive(folder_or_url)
        t = OpenTournament("ru", archive=archive, name=NAME, regulation=counting_unsigned(), **kw)
        t.take_reading(t.read_place())
    return t


@pytest.fixture(params=["folder", "archive"])
def tournament(request, folder, archive_url):
    t = opened(request.param, folder if request.param == "folder" else archive_url)
    yield t
    t.place.close()


def test_the_window_asks_the_place_never_which_it_is(tournament):
    """Both places answer the same questions, and the tournament they hold reads alike."""
    shared = isinstance(tournament.place, ArchivePlace)
    assert tournament.place.shared is shared and tournament.place.kept
    assert tournament.place.keeps_seating is shared and tournament.place.files_reviews is shared
    assert [(g.round, g.table) for g in tournament.tournament.games] == [("1", "1"), ("1", "2")]
    assert len(tournament.standings.games) == 2 and tournament.problems == []
    assert tournament.name == NAME
    assert tournament.grid.cell("1", "1") is not None


def test_a_decision_is_journalled_where_the_tournament_is_kept_and_counted_at_once(tournament, folder):
    told = []
    tournament.listeners.append(told.append)
    game = tournament.tournament.games[0]
    decision = tournament.decide(game.ref, "correct", {"author": "Петрова", "reason": "опечатка",
                                                      "field": "extra", "seat": 3, "new": 0.6})
    assert (decision.old, decision.new) == (0.4, 0.6)
    assert told and told[-1].tournament and told[-1].standings
    assert tournament.tournament.games[0].corrected
    c = next(r for r in tournament.standings.rows if r.name == "C")
    assert c.extra == 0.6
    if isinstance(tournament.place, ArchivePlace):
        assert [d.new for d in archive_decisions(tournament.place.archive, NAME)] == [0.6]
        assert not (folder / JOURNAL_NAME).exists()
    else:
        assert [d.new for d in read_journal(folder / JOURNAL_NAME)] == [0.6]


def test_a_decision_refused_is_one_line_and_changes_nothing(tournament):
    told = []
    tournament.listeners.append(told.append)
    with pytest.raises(PlaceError) as refused:
        tournament.decide("р9/с9", "exclude", {"author": "Петрова", "reason": "нет такой"})
    assert "р9/с9" in refused.value.message("ru") and "\n" not in refused.value.message("ru")
    assert told == [] and len(tournament.standings.games) == 2


def test_the_register_and_the_choice_of_unsigned_games_are_kept_where_the_tournament_is(tournament, home):
    create_identity("Иванов Иван", "пароль", home / "ivanov")
    judge = judge_from_file(home / "ivanov" / "signing" / CERT_FILE)
    assert tournament.setup is None
    changes = tournament.set_unsigned("wait")
    assert changes.setup and changes.tournament and tournament.setup.kind == "federation"
    tournament.add_judge(judge)
    with pytest.raises(PlaceError):            # one already there
        tournament.add_judge(judge)
    tournament.setup_changed()
    assert [j.name for j in tournament.setup.judges] == ["Иванов Иван"]
    assert [j.name for j in tournament.read_setup().judges] == ["Иванов Иван"]
    if isinstance(tournament.place, ArchivePlace):
        assert archive_setup(tournament.place.archive, NAME).kind == "federation"
    else:
        assert read_setup(setup_path([str(p) for p in tournament.sources.roots])).kind == "federation"
    tournament.remove_judge(judge.fingerprint)
    assert tournament.setup_changed().setup and tournament.setup.judges == ()
    with pytest.raises(PlaceError):
        tournament.remove_judge(judge.fingerprint)


def test_only_what_changed_is_told():
    t = OpenTournament("en")
    told = []
    t.listeners.append(told.append)
    assert t.refresh() == Changes(source=True, read=True, tournament=True, standings=True)
    assert t.refresh() == Changes(source=True, read=True)      # nothing new read: nothing redrawn
    assert t.set_schedule(None) == Changes(standings=True) and len(told) == 3   # games unread, standings again
    assert t.set_regulation("fiim-2024").standings
    assert not t.set_regulation("fiim-2024").tournament       # the games are not read again
    assert (Changes(source=True) | Changes(issues=True)) == Changes(source=True, issues=True)
    assert not Changes() and Changes(seating=True)


def test_a_seating_shown_changes_the_grid_and_is_kept_with_the_archive(archive_url):
    t = opened("archive", archive_url)
    schedule = generate_seating(SeatingRequest(players=20, tables=2, games=2, seed=3, effort=0.05))
    assert t.set_schedule(schedule).standings and t.grid.cell("1", "1").planned
    assert t.keep_seating() == 1
    t.place.close()
    again = opened("archive", archive_url)      # a new window: the kept seating comes with the first reading
    try:
        assert again.schedule is not None and again.schedule.grid() == schedule.grid()
    finally:
        again.place.close()


def test_a_folder_keeps_no_seating_and_says_so(folder):
    t = opened("folder", folder)
    assert t.keep_seating() is None             # nothing shown: nothing to keep
    t.set_schedule(generate_seating(SeatingRequest(players=20, tables=2, games=1, seed=3, effort=0.05)))
    with pytest.raises(PlaceError) as refused:
        t.keep_seating()
    assert "архив" in refused.value.message("ru")


def test_what_a_folder_cannot_read_is_a_problem_of_the_reading(folder):
    (folder / JOURNAL_NAME).write_text("{not json\n", encoding="utf-8")
    (folder / "tournament.setup").write_text("{", encoding="utf-8")
    t = opened("folder", folder)
    wheres = [where for where, _ in t.problems]
    assert str(folder / JOURNAL_NAME) in wheres and str(folder / "tournament.setup") in wheres
    assert len(t.tournament.games) == 2 and t.setup is None


def test_a_reading_that_fails_keeps_the_last_one(archive_url):
    t = opened("archive", archive_url)
    changes = t.reading_failed("сеть недоступна")
    assert changes == Changes(source=True) and t.archive_problem == "сеть недоступна"
    assert len(t.tournament.games) == 2
    assert t.take_reading(t.read_place()).source and t.archive_problem is None
    t.place.close()


def test_another_tournament_of_the_archive_starts_over(archive_url):
    t = opened("archive", archive_url)
    assert t.archive_tournaments() == ["Другой", NAME]
    t.open_tournament("Другой")
    assert t.place.name == "Другой"
    t.take_reading(t.read_place())
    assert len(t.tournament.games) == 1
    assert t.name == "Другой"
    t.place.close()


def test_signed_games_come_with_their_verdicts_from_either_place(home, folder):
    """A signature is judged against the tournament's register wherever it is kept."""
    judge = create_identity("Иванов Иван", "пароль", home / "ivanov")
    signed = folder / "r2-t1.json"
    save_game(sign_game(red_win(OTHERS, meta=meta(2, 1)), judge), signed)
    t = OpenTournament("ru")
    t.import_paths([folder])
    game = next(g for g in t.tournament.games if g.label.endswith("r2-t1.json"))
    assert game.verdict is not None and game.verdict.signer == "Иванов Иван"
    assert isinstance(t.place, FolderPlace)
    assert json.loads(signed.read_text(encoding="utf-8"))["signature"]


def test_serving_reads_the_served_archive_and_stopping_goes_back(archive_url):
    t = OpenTournament("ru", name=NAME, regulation=counting_unsigned())
    t.refresh()
    assert isinstance(t.place, FolderPlace) and t.given_name == NAME and t.tournament.games == []
    t.serve(archive_url)
    assert t.serving and isinstance(t.place, ArchivePlace) and t.place.shared
    t.take_reading(t.read_place())
    assert [(g.label, g.round, g.table) for g in t.tournament.games] == [("#1", "1", "1"), ("#2", "1", "2")]
    served, closed = t.place.archive, []
    close = served.close
    served.close = lambda: (closed.append(served), close())
    t.stop_serving()
    assert not t.serving and isinstance(t.place, FolderPlace)
    assert closed == [served]               # the served archive is closed with the serving
    t.stop_serving()                         # not serving: nothing to stop
    assert isinstance(t.place, FolderPlace)
