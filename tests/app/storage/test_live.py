"""Issue 29, end to end: the tournament's embedded server started in a temporary folder, three
judges join their tables by code and record their games through the sheet's own follower of
the document (LiveRecorder), one of them cut off for a while; another table's code is refused
by the server itself; the secretary's standings show the three games.  All on 127.0.0.1."""
from __future__ import annotations

import contextlib
import shutil
import tempfile
import time
from pathlib import Path

import psycopg
import pytest
from psycopg.types.json import Jsonb

from app.document import GameDocument
from app.sport import sample_game
from app.storage import open_archive
from app.storage.errors import LiveError
from app.storage.joincode import parse
from app.storage.replica import LiveRecorder, connect, conninfo, device_tag, join, pinned
from app.storage.secretary import SecretaryStore
from app.storage.tlsgate import Gate, make_certificate
from app.storage.tournament_server import TournamentServer
from app.tournament import compute_standings
from app.tournament.games import Tournament

NAME = "Кубок залива"
TABLES = 4


def grid(rounds: int = 2) -> list[list[list[str]]]:
    return [[[f"Игрок {t}-{s}" for s in range(1, 11)] for t in range(1, TABLES + 1)] for _ in range(rounds)]


@contextlib.contextmanager
def serving(prefix: str, **options):
    """The tournament served on 127.0.0.1 from a folder of its own, stopped and removed after.
    Not under pytest's own temporary folder, which a pytest run makes 0700 again, closing the
    way of the server's user (as root: "postgres") to its cluster; mkdtemp's name is this run's
    own, and the folder goes whatever happens from the moment it is made."""
    folder = Path(tempfile.mkdtemp(prefix=prefix))
    try:
        served = TournamentServer(NAME, tables=TABLES, grid=grid(), host="127.0.0.1", folder=folder, **options)
        served.start()
        try:
            yield served
        finally:
            served.stop()
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    assert not folder.exists()


@pytest.fixture(scope="module")
def server():
    with serving("mafia-live-") as served:
        yield served


def judging(code: str, device: str, home: Path):
    """A judge joined by ``code`` whose sheet follows the sample game's start: (doc, events,
    sample, recorder)."""
    joined = join(code, device=device, home=home)
    doc, events, sample = started(joined)
    recorder = LiveRecorder(joined, home=home / f"judge-{device}")
    recorder.attach(doc, author="Судья")
    return doc, events, sample, recorder


def whole(doc: GameDocument, events: list[tuple[int, dict]], sample: dict, recorder) -> None:
    """The rest of the game recorded and finished, and all of it on the server."""
    play(doc, events)
    finish(doc, sample)
    assert recorder.pusher.wait_sent(20)


def started(joined) -> tuple[GameDocument, list[tuple[int, dict]], dict]:
    """The sample game's roles and events at the joined table, its players from the seating."""
    sample = sample_game()
    meta = {**sample.get("meta", {}), **joined.seeded()["meta"]}
    doc = dict(sample, phases=[{"phase": "N0", "events": []}], meta=meta)
    # no seating: the judge types the names (the sample's)
    doc["players"] = [dict(p, name=joined.names[p["seat"] - 1] if joined.names else p["name"])
                      for p in sample["players"]]
    doc.pop("result", None)
    doc.pop("awards", None)
    events = [(i, e) for i, p in enumerate(sample["phases"]) for e in p["events"]]
    return GameDocument(doc), events, sample


def play(doc: GameDocument, events: list[tuple[int, dict]]) -> None:
    for phase, event in events:
        while phase >= len(doc.phases):
            doc.append_phase()
        doc.append_event(event)


def finish(doc: GameDocument, sample: dict) -> None:
    doc.set_top("result", sample["result"])
    if "awards" in sample:
        doc.set_top("awards", sample["awards"])


def settled(server, table: int, doc: GameDocument, timeout: float = 30) -> dict:
    """The archive's game of ``table`` (in ``doc``'s round) once the ingest has caught up with ``doc``."""
    want = doc.to_json()["phases"]
    round_no = doc.to_json().get("meta", {}).get("round")
    with open_archive(server.archive_url) as archive:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            found = [s for s in archive.search_games(tournament=NAME) if str(s.table) == str(table)
                     and (round_no is None or str(s.round) == str(round_no))]
            if found:
                stored = archive.game(found[0].id).document
                if stored["phases"] == want and stored.get("result") == doc.to_json().get("result"):
                    return stored
            time.sleep(0.1)
    raise AssertionError(f"table {table}'s game did not reach the archive")


def test_three_tables_one_cut_off_one_refused(server, tmp_path):
    codes = [c.text() for c in server.codes()]
    judges = []
    for table in (1, 2, 3):
        joined = join(codes[table - 1], device=f"tablet-{table}", home=tmp_path)
        assert (joined.tournament, joined.round, joined.table) == (NAME, 1, table)
        assert joined.names[0] == f"Игрок {table}-1"
        doc, events, sample = started(joined)
        counts: list[int] = []
        recorder = LiveRecorder(joined, home=tmp_path / f"judge{table}", on_count=counts.append)
        recorder.attach(doc, author=f"Судья {table}")
        judges.append((joined, doc, events, sample, recorder, counts))

    # Tables 1 and 3 record their whole game; table 2 half of it, then the network goes.
    for _, doc, events, sample, _, _ in (judges[0], judges[2]):
        play(doc, events)
        finish(doc, sample)
    _, doc2, events2, sample2, recorder2, counts2 = judges[1]
    half = len(events2) // 2
    play(doc2, events2[:half])
    assert recorder2.pusher.wait_sent(20)
    sent_before = len(recorder2.outbox.rows)
    server.gate.block()
    try:
        play(doc2, events2[half:])
        finish(doc2, sample2)
        time.sleep(1.5)                      # a retry or two against the closed door
        assert recorder2.pusher.unsent == len(recorder2.outbox.rows) - sent_before > len(events2) - half
        assert counts2[-1] == recorder2.pusher.unsent     # what the sheet shows: "не отправлено: N"
    finally:
        server.gate.unblock()
    back = time.monotonic()
    assert recorder2.pusher.wait_sent(20)
    caught_up = time.monotonic() - back
    assert caught_up < 5, caught_up

    for joined, doc, _, _, recorder, _ in judges:
        assert recorder.pusher.wait_sent(20)
        stored = settled(server, joined.table, doc)
        assert stored["players"] == doc.to_json()["players"]
        with psycopg.connect(server.archive_url) as admin:   # exactly once: one row per sequence number
            seqs = [r[0] for r in admin.execute("SELECT seq FROM live.outbox WHERE table_no = %s ORDER BY seq",
                                                (joined.table,))]
        assert seqs == list(range(1, len(recorder.outbox.rows) + 1))
        recorder.detach()

    with open_archive(server.archive_url) as archive:
        SecretaryStore(archive).set_unsigned(NAME, "count")     # a club tournament: unsigned games count
        tournament = Tournament.from_archive(archive, NAME)
        assert sorted(g.doc["meta"]["table"] for g in tournament.games) == [1, 2, 3]
        assert all(g.finished for g in tournament.games)
        standings = compute_standings(tournament)
        assert len(standings.rows) == 30, [i for i in standings.issues][:3]


def test_another_tables_game_is_refused_by_the_server(server, tmp_path):
    own = parse(server.codes()[3].text())             # table 4's code
    joined = join(server.codes()[3].text(), device="tablet-4", home=tmp_path)
    with psycopg.connect(conninfo(own, joined.rootcert)) as connection:
        assert connection.execute("SELECT table_no FROM live.seating").fetchall() == [(4,), (4,)]
        with pytest.raises(psycopg.errors.InsufficientPrivilege, match="row-level security"):
            connection.execute("INSERT INTO live.outbox (round, table_no, game, seq, device, kind, payload) "
                               "VALUES (1, 1, 1, 999, 'tablet-4', 'document', '{}')")
        connection.rollback()
        with pytest.raises(psycopg.errors.InsufficientPrivilege, match="permission denied"):
            connection.execute("UPDATE public.games SET winner = 'black'")
        connection.rollback()
        with pytest.raises(psycopg.errors.InsufficientPrivilege, match="permission denied"):
            connection.execute("SELECT document FROM public.games")


def test_a_second_device_is_refused_the_table_until_the_secretary_frees_it(server, tmp_path):
    code = server.codes()[3].text()
    first = join(code, device="tablet-4", home=tmp_path)             # the same device again: its own claim
    doc, events, _ = started(first)
    recorder = LiveRecorder(first, home=tmp_path / "first")
    recorder.attach(doc)
    play(doc, events[:3])
    assert recorder.pusher.wait_sent(20)
    recorder.detach()
    with pytest.raises(LiveError) as refused:
        join(code, device="another-tablet", home=tmp_path)
    assert refused.value.code == "live.taken"
    holder = device_tag("tablet-4")[:8]               # the server keeps a tag of the device's secret
    assert refused.value.message("ru").startswith(f"стол 4 тура 1 уже занят другим устройством ({holder})")

    assert server.free_table(1, 4)                    # the tablet broke: another one takes the table
    second = join(code, device="another-tablet", home=tmp_path)
    assert (second.table, second.game) == (4, 2)
    doc, events, _ = started(second)
    recorder = LiveRecorder(second, home=tmp_path / "second")
    recorder.attach(doc)
    play(doc, events[:5])
    assert recorder.pusher.wait_sent(20)
    recorder.detach()
    settled(server, 4, doc)                            # one game at the table: the new device's
    with open_archive(server.archive_url) as archive:
        assert len([s for s in archive.search_games(tournament=NAME) if str(s.table) == "4"]) == 1


def test_a_code_without_tls_or_with_a_wrong_password_is_refused(server, tmp_path):
    code = parse(server.codes()[0].text())
    plain = conninfo(code, pinned(code, tmp_path)).replace("sslmode=verify-ca", "sslmode=disable")
    with pytest.raises(psycopg.OperationalError, match="TLS"):
        psycopg.connect(plain)
    forged = type(code)(code.host, code.port, code.pin, code.table, bytes(6))
    with pytest.raises(LiveError) as refused:
        join(forged.text(), device="x", home=tmp_path)
    assert refused.value.code == "live.unreachable"
    assert "password authentication failed" in refused.value.message("en")


def test_stopping_and_starting_again_resumes(server, tmp_path):
    with open_archive(server.archive_url) as archive:
        before = len(archive.search_games(tournament=NAME))
    server.stop()
    server.start()
    with open_archive(server.archive_url) as archive:
        assert len(archive.search_games(tournament=NAME)) == before
    joined = join(server.codes()[0].text(), device="tablet-1", home=tmp_path)        # the same codes, the same seating
    assert joined.table == 1 and list(joined.names) == grid()[joined.round - 1][0]


def test_another_computer_posing_as_the_secretarys_laptop_is_refused(server, tmp_path):
    """An impostor with a certificate of its own, relaying to the real server (a man in the
    middle, which sslmode=require alone lets through): the pinned code refuses it, at the join
    (one clear line) and at every later connection (libpq's verify-ca against the pinned file)."""
    genuine = parse(server.codes()[1].text())
    cert, key = make_certificate(tmp_path / "impostor", "Кубок самозванца", "127.0.0.1")
    impostor = Gate("127.0.0.1", 0, server.running.port, cert, key)
    impostor.start()
    try:
        port = impostor.port
        lured = type(genuine)(genuine.host, port, genuine.pin, genuine.table, genuine.secret)
        with pytest.raises(LiveError) as refused:
            join(lured.text(), device="tablet-2", home=tmp_path / "judge")
        assert refused.value.code == "live.pin.other"
        assert refused.value.message("ru") == (
            f"компьютер 127.0.0.1:{port} — не сервер турнира из этого кода стола (у него другой "
            "сертификат): не присоединяйтесь, скажите секретарю")
        assert not (tmp_path / "judge" / "pinned").exists()
        rootcert = pinned(genuine, tmp_path / "judge")      # the genuine server's, as a join keeps it
        with connect(genuine, rootcert) as connection:
            assert connection.execute("SELECT 1").fetchone() == (1,)
        with pytest.raises(LiveError) as later:
            connect(lured, rootcert)
        assert later.value.code == "live.unreachable"
        assert "certificate verify failed" in later.value.message("en")
    finally:
        impostor.stop()


def test_a_change_the_archive_refuses_is_shown_to_the_secretary(server):
    """A row of a table's outbox that the archive refuses (an event of a phase not begun) is
    skipped, and the secretary is told the round, the table, the game and why, in her language."""
    sample = sample_game()
    opening = dict(sample, phases=[{"phase": "N0", "events": []}])
    opening["players"] = [dict(p, name=grid()[1][2][p["seat"] - 1]) for p in sample["players"]]
    opening.pop("result", None)
    opening.pop("awards", None)
    rows = [(1, "document", {"document": opening, "author": "Судья"}),
            (2, "event", {"phase": 7, "name": "D7", "event": {"type": "foul", "seat": 3}}),
            (3, "event", {"phase": 1, "name": sample["phases"][1]["phase"], "event": None})]    # day 1 begins
    with psycopg.connect(server.archive_url, autocommit=True) as admin:
        for seq, kind, payload in rows:
            admin.execute("INSERT INTO live.outbox (round, table_no, game, seq, device, kind, payload) "
                          "VALUES (2, 3, 1, %s, 'tablet-3', %s, %s)", (seq, kind, Jsonb(payload)))
    deadline = time.monotonic() + 30
    while not server.problems() and time.monotonic() < deadline:
        time.sleep(0.2)
    [problem] = server.problems()
    assert (problem.round, problem.table, problem.game, problem.seq, problem.code) == (2, 3, 1, 2, "event.phase")
    assert problem.message("ru") == (
        "тур 2, стол 3, игра 1: изменение 2 не принято: событие можно добавить только в текущую фазу (№0) "
        "или начать следующую (№1), а не в фазу №7; для исправления прошлого сохраните игру целиком")
    assert problem.message("en").startswith("round 2, table 3, game 1: change 2 was not accepted: an event goes")
    with psycopg.connect(server.archive_url) as admin:     # the change after it was applied
        assert admin.execute("SELECT seq FROM live.applied WHERE round = 2 AND table_no = 3").fetchone() == (3,)


def test_a_start_keeps_the_tables_roles_whose_passwords_are_set(server):
    """set_tables, at every start, hashes a table's password again only when the stored SCRAM
    verifier (salted anew at each hashing) is not that password's."""
    from app.storage import live
    from app.storage.joincode import password_of

    def verifiers() -> dict[str, str]:
        with psycopg.connect(server.archive_url) as admin:
            return dict(admin.execute("SELECT rolname, rolpassword FROM pg_authid WHERE rolname LIKE 'table\\_%'"))

    passwords = {t: password_of(server.cluster.settings.table_secret(t)) for t in range(1, TABLES + 1)}
    before = verifiers()
    assert all(live.scram_verifies(before[f"table_{t}"], p) for t, p in passwords.items())
    assert not live.scram_verifies(before["table_1"], passwords[2])
    live.set_tables(server.archive.engine, passwords)
    assert verifiers() == before
    try:
        live.set_tables(server.archive.engine, {**passwords, 1: "another-secret"})
        changed = verifiers()
        assert live.scram_verifies(changed["table_1"], "another-secret")
        del changed["table_1"], before["table_1"]
        assert changed == before
    finally:
        live.set_tables(server.archive.engine, passwords)


def test_a_certificate_kept_from_an_earlier_join_is_used_again_and_still_refuses_an_impostor(server, tmp_path):
    genuine = parse(server.codes()[2].text())
    home = tmp_path / "judge"
    kept = pinned(genuine, home)
    pem = kept.read_bytes()
    cert, key = make_certificate(tmp_path / "impostor", "Кубок самозванца", "127.0.0.1")
    impostor = Gate("127.0.0.1", 0, server.running.port, cert, key)
    impostor.start()
    try:
        lured = type(genuine)(genuine.host, impostor.port, genuine.pin, genuine.table, genuine.secret)
        assert pinned(lured, home) == kept and kept.read_bytes() == pem      # not asked again
        with pytest.raises(LiveError) as refused:
            join(lured.text(), device="tablet-3", home=home)
        assert refused.value.code == "live.unreachable"
        assert "certificate verify failed" in refused.value.message("en")
    finally:
        impostor.stop()
    kept.write_text("damaged")
    assert pinned(genuine, home) == kept and kept.read_bytes() == pem         # asked for again
