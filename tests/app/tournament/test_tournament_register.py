"""Trust a club can set up in one step (issue 28 §1): the tournament's register of judges
(added from the certificate file or the QR image the judge's sheet shows, listed with
name and fingerprint, removed), club or federation chosen once, and a summary that is
not signed while games are set aside."""
import json

import pytest
import zxingcpp
from PIL import Image
from pypdf import PdfReader
from tournament_builder import black_win, red_win

from app.cli import main
from app.format import save_game
from app.signing import create_identity, sign_game
from app.signing.keystore import CERT_FILE, signing_dir
from app.storage import open_archive
from app.storage.secretary import SecretaryStore
from app.tournament import Tournament, compute_standings, status_grid
from app.tournament.archived import archive_setup
from app.tournament.trust import (
    SETUP_NAME,
    TournamentSetup,
    TrustError,
    certificate_qr_payload,
    judge_from_qr_image,
    read_setup,
)

FIRST = ["Ворон", "Лиса", "Шерлок", "Кот", "Сова", "Ёж", "Барс", "Волк", "Филин", "Рысь"]
SECOND = list("KLMNOPQRST")
THIRD = ["Аз", "Буки", "Веди", "Глаголь", "Добро", "Есть", "Живете", "Зело", "Земля", "Иже"]


def meta(r, t):
    return {"tournament": "Кубок", "round": r, "table": t}


def qr_image(pem: bytes, path):
    """The QR code a judge's sheet shows, as a screenshot of it."""
    code = zxingcpp.create_barcode(certificate_qr_payload(pem), zxingcpp.BarcodeFormat.QRCode)
    view = memoryview(code.to_image(scale=4))
    height, width = view.shape
    Image.frombuffer("L", (width, height), bytes(view), "raw", "L", 0, 1).save(path)
    return path


@pytest.fixture
def day(tmp_path, monkeypatch):
    """Three judges' keys (none of them the secretary's), a folder of three signed games
    and one unsigned game."""
    monkeypatch.setenv("MAFIA_PROTOCOL_HOME", str(tmp_path / "secretary"))
    judges = {name: create_identity(name, "пароль", tmp_path / name)
              for name in ("Иванов Иван", "Петров Пётр", "Сидоров Сидор")}
    folder = tmp_path / "games"
    folder.mkdir()
    save_game(sign_game(red_win(FIRST, meta=meta(1, 1)), judges["Иванов Иван"]), folder / "r1-t1.json")
    save_game(sign_game(black_win(SECOND, meta=meta(1, 2)), judges["Петров Пётр"]), folder / "r1-t2.json")
    save_game(sign_game(red_win(THIRD, meta=meta(2, 1)), judges["Сидоров Сидор"]), folder / "r2-t1.json")
    save_game(black_win(FIRST, meta=meta(2, 2)), folder / "r2-t2.json")       # not signed
    certs = {name: tmp_path / name / "signing" / CERT_FILE for name in judges}
    assert all(p.exists() for p in certs.values())
    return folder, judges, certs


def standings_json(folder, capsys, *extra):
    main(["tournament", "standings", str(folder), "--json", *extra])
    return json.loads(capsys.readouterr().out)


def test_a_federation_counts_only_its_registered_judges(day, tmp_path, capsys):
    folder, judges, certs = day
    # nothing set up: nobody's certificate is trusted here, every game set aside
    assert main(["tournament", "standings", str(folder)]) == 2
    assert "не учтена" in capsys.readouterr().err
    assert main(["tournament", "create", str(folder), "--unsigned", "wait"]) == 0
    assert "федерации" in capsys.readouterr().out
    # by the certificate file, and by the QR image of the judge's sheet
    assert main(["tournament", "judges", "add", str(certs["Иванов Иван"]), str(folder)]) == 0
    added = capsys.readouterr().out
    assert "Иванов Иван" in added and "в реестре" in added
    image = qr_image(certs["Петров Пётр"].read_bytes(), tmp_path / "qr.png")
    assert main(["tournament", "judges", "add", str(image), str(folder)]) == 0
    capsys.readouterr()
    setup = read_setup(folder / SETUP_NAME)
    assert [j.name for j in setup.judges] == ["Иванов Иван", "Петров Пётр"] and setup.kind == "federation"
    assert main(["tournament", "judges", "list", str(folder)]) == 0
    listed = capsys.readouterr().out
    for judge in setup.judges:
        assert judge.name in listed and judge.short in listed
        assert len(judge.fingerprint) == 64
    out = standings_json(folder, capsys)
    codes = {s["game"].rsplit("/", 1)[-1]: s["code"] for s in out["set_aside"]}
    assert codes == {"r2-t1.json": "game.unregistered_signer", "r2-t2.json": "game.unsigned_federation"}
    # a judge removed: the games that judge signed are set aside from then on
    assert main(["tournament", "judges", "remove", "Петров Пётр", str(folder)]) == 0
    capsys.readouterr()
    out = standings_json(folder, capsys)
    codes = {s["game"].rsplit("/", 1)[-1]: s["code"] for s in out["set_aside"]}
    assert codes["r1-t2.json"] == "game.unregistered_signer"
    why = next(s["why"] for s in out["set_aside"] if s["game"].endswith("r1-t2.json"))
    assert "Петров Пётр" in why and "реестр" in why
    # the same judge twice, a file that is no certificate, an image without a QR: one line each
    assert main(["tournament", "judges", "add", str(certs["Иванов Иван"]), str(folder)]) == 2
    assert "уже в реестре" in capsys.readouterr().err
    (tmp_path / "note.txt").write_text("не сертификат", encoding="utf-8")
    assert main(["tournament", "judges", "add", str(tmp_path / "note.txt"), str(folder)]) == 2
    err = capsys.readouterr().err
    assert err.strip().endswith("note.txt: это не сертификат (PEM или DER) и не изображение его QR-кода")
    assert len(err.strip().splitlines()) == 1
    Image.new("L", (60, 60), 255).save(tmp_path / "blank.png")
    with pytest.raises(TrustError) as error:
        judge_from_qr_image(tmp_path / "blank.png")
    assert "QR" in error.value.message("ru")
    assert main(["tournament", "judges", "remove", "Никто", str(folder)]) == 2
    assert "нет судьи" in capsys.readouterr().err


def test_a_club_counts_unsigned_games_and_marks_them(day, capsys):
    folder, judges, certs = day
    assert main(["tournament", "create", str(folder), "--unsigned", "count"]) == 0
    assert "клубный" in capsys.readouterr().out
    out = standings_json(folder, capsys)
    assert out["games"] == 4 and out["set_aside"] == []
    marked = {i["game"].rsplit("/", 1)[-1]: i["code"] for i in out["issues"]
              if i["code"] in ("game.unsigned_counted", "game.unknown_signer_counted")}
    assert marked["r2-t2.json"] == "game.unsigned_counted"
    # the command line's --unsigned wait stands over the tournament's choice for one run:
    # a federation with nobody in its register yet counts nothing
    assert main(["tournament", "standings", str(folder), "--unsigned", "wait"]) == 2
    err = capsys.readouterr().err
    assert "r2-t2.json: не учтена — протокол ещё не подписан; турнир федерации" in err
    assert "r1-t1.json: не учтена — подписал «Иванов Иван», которого нет в реестре" in err
    # the grid marks the place counted without a signature
    setup = read_setup(folder / SETUP_NAME)
    items = [(p.name, json.loads(p.read_text(encoding="utf-8"))) for p in sorted(folder.glob("*.json"))]
    t = Tournament.from_docs(items, setup=setup)
    st = compute_standings(t, "fiim-2024")
    grid = status_grid(t, set_aside=st.set_aside, marks=st.unsigned_counted)
    assert grid.cell("2", "2").unsigned_counted == "game.unsigned_counted"
    assert grid.cell("1", "1").unsigned_counted == "game.unknown_signer_counted"     # a signer not registered


def test_the_summary_is_not_signed_while_games_are_set_aside(day, tmp_path, capsys, monkeypatch):
    folder, judges, certs = day
    monkeypatch.setenv("MAFIA_PROTOCOL_PASSPHRASE", "секрет главного судьи")
    main(["tournament", "create", str(folder), "--unsigned", "wait"])
    main(["tournament", "judges", "add", str(certs["Иванов Иван"]), str(folder)])
    capsys.readouterr()
    pdf = tmp_path / "summary.pdf"
    assert main(["tournament", "summary", str(folder), "-o", str(pdf), "--sign", "--chief", "Главный"]) == 3
    err = capsys.readouterr().err
    assert "не подписана: отложено игр: 3" in err
    assert "2 — подписавший не в реестре" in err and "1 — не подписан" in err
    assert "--allow-set-aside" in err and not pdf.exists()
    assert not (signing_dir() / CERT_FILE).exists()          # not even a key was made
    assert main(["tournament", "summary", str(folder), "-o", str(pdf), "--sign", "--chief", "Главный",
                 "--allow-set-aside"]) == 1
    text = " ".join(" ".join(p.extract_text().split()) for p in PdfReader(str(pdf)).pages)
    for label in ("r1-t2.json", "r2-t1.json", "r2-t2.json"):
        assert label in text                                  # the notes list them


def test_the_register_travels_with_the_archive_and_a_correction_keeps_the_trust_rule(day, tmp_path, capsys):
    folder, judges, certs = day
    url = str(tmp_path / "archive.sqlite3")
    assert main(["import", str(folder / "r1-t1.json"), str(folder / "r1-t2.json"), "--db", url]) == 0
    base = ["--db", url, "--tournament", "Кубок"]
    assert main(["tournament", "create", "--unsigned", "wait", *base]) == 0
    assert main(["tournament", "judges", "add", str(certs["Иванов Иван"]), *base]) == 0
    capsys.readouterr()
    with open_archive(url) as archive:
        setup = archive_setup(archive, "Кубок")
        assert setup.kind == "federation" and [j.name for j in setup.judges] == ["Иванов Иван"]
        t = Tournament.from_archive(archive, "Кубок")
        assert [g.verdict.status for g in sorted(t.games, key=lambda g: g.order)] == ["valid", "unknown_signer"]
    # the secretary corrects the game of the judge nobody registered: it stays set aside
    assert main(["tournament", "correct", "r1/t2", "--extra", "3=0.3", "--author", "Главный судья",
                 "--reason", "ДБ по записи", *base]) == 0
    capsys.readouterr()
    out = standings_json_db(base, capsys)
    assert out["games"] == 1
    assert [s["code"] for s in out["set_aside"]] == ["game.unregistered_signer"]
    with open_archive(url) as archive:
        t = Tournament.from_archive(archive, "Кубок")
        corrected = next(g for g in t.games if g.corrections)
        assert corrected.revision == 2 and corrected.verdict.signer == "Петров Пётр"
        SecretaryStore(archive).remove_judge("Кубок", archive_setup(archive, "Кубок").judges[0].fingerprint)
        assert archive_setup(archive, "Кубок").judges == ()
    assert main(["tournament", "standings", *base]) == 2          # nobody is trusted now
    err = capsys.readouterr().err
    assert err.count("которого нет в реестре судей турнира") == 2


def standings_json_db(base, capsys):
    main(["tournament", "standings", "--json", *base])
    return json.loads(capsys.readouterr().out)


def test_a_setup_file_that_cannot_be_read_is_one_line(day, capsys):
    folder, _, _ = day
    (folder / SETUP_NAME).write_text("{", encoding="utf-8")
    assert main(["tournament", "standings", str(folder)]) == 2
    err = capsys.readouterr().err
    assert SETUP_NAME in err and "Traceback" not in err
    assert TournamentSetup(unsigned="wait").kind == "federation"


def test_importing_a_folder_carries_its_setup_into_the_archive(day, tmp_path, capsys):
    # issue 28: the folder's tournament.setup (federation, two judges, one removed) is the
    # archive tournament's after the import, and the archive counts the games as the folder does
    folder, judges, certs = day
    assert main(["tournament", "create", str(folder), "--unsigned", "wait"]) == 0
    for name in ("Иванов Иван", "Петров Пётр"):
        assert main(["tournament", "judges", "add", str(certs[name]), str(folder)]) == 0
    assert main(["tournament", "judges", "remove", "Петров Пётр", str(folder)]) == 0
    capsys.readouterr()
    from_folder = standings_json(folder, capsys)
    url = str(tmp_path / "archive.sqlite3")
    assert main(["import", str(folder), "--db", url]) == 0
    out = capsys.readouterr().out
    assert "«Кубок»" in out and SETUP_NAME in out
    with open_archive(url) as archive:
        setup = archive_setup(archive, "Кубок")
    assert setup == read_setup(folder / SETUP_NAME)
    from_archive = standings_json_db(["--db", url, "--tournament", "Кубок"], capsys)
    assert from_archive["games"] == from_folder["games"] == 1
    assert sorted(s["code"] for s in from_archive["set_aside"]) == sorted(s["code"] for s in from_folder["set_aside"])


def test_an_unreadable_setup_stops_the_import_before_anything_is_written(day, tmp_path, capsys):
    folder, _, _ = day
    (folder / SETUP_NAME).write_text("{", encoding="utf-8")
    url = str(tmp_path / "archive.sqlite3")
    assert main(["import", str(folder), "--db", url]) == 1
    err = capsys.readouterr().err
    assert SETUP_NAME in err and "Traceback" not in err and len(err.strip().splitlines()) == 1
    with open_archive(url) as archive:
        assert Tournament.from_archive(archive, "Кубок").games == []
