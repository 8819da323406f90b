"""Issue 11 §1 and §4: a signed game imported stays what was signed — verified on import,
frozen as revision 1, refused when forged, marked when its signer is unknown — and the
database itself refuses the revision-number trick that used to rewrite a signed game."""
from __future__ import annotations

import copy
import json

import pytest
from sqlalchemy import text
from sqlalchemy.exc import DBAPIError
from storage_fixtures import archive, db_url, pg_server, pg_url, sample  # noqa: F401

from app.cli import main
from app.format import save_game
from app.signing import create_identity, sign_game
from app.storage import GameLocked
from app.storage.integrity import check
from app.storage.transfer import ImportRefused, import_documents


@pytest.fixture(scope="module")
def judges(tmp_path_factory):
    home = tmp_path_factory.mktemp("keys")
    return {"me": create_identity("Иванов", "пароль", home / "me"),
            "stranger": create_identity("Незнакомец", "пароль", home / "stranger")}


def test_a_valid_signed_file_is_stored_signed_and_immutable(archive, sample, judges):
    signed = sign_game(sample, judges["me"])
    result = import_documents(archive, [("g.json", signed)], anchors=[judges["me"].cert])
    (_, game_id), = result.imported
    game = archive.game(game_id)
    assert game.revision == 1 and game.signature_status == "valid" and game.document == signed
    (revision,) = archive.revisions(game_id)
    assert revision.kind == "signed" and revision.author == "Иванов"
    assert json.loads(revision.signature)["value"] == signed["signature"]["value"]
    with pytest.raises(GameLocked):
        archive.replace_document(game_id, sample, expected_version=game.version)
    again = import_documents(archive, [("g.json", signed)], anchors=[judges["me"].cert])
    assert again.present == [("g.json", game_id)] and not again.imported
    assert list(check(archive)) == []


def test_a_forged_signed_file_is_refused_and_nothing_is_imported(archive, sample, judges):
    forged = sign_game(sample, judges["me"])
    forged["players"][0]["name"] = "Подменный"
    other = copy.deepcopy(sample)
    other["meta"]["table"] = 7
    with pytest.raises(ImportRefused) as refused:
        import_documents(archive, [("ok.json", other), ("forged.json", forged)],
                         anchors=[judges["me"].cert])
    (source, error), = refused.value.failures
    assert source == "forged.json" and error.code == "import.forged"
    assert "changed after signing" in error.message("en")
    assert archive.search_games() == []


def test_the_pools_workers_verify_signed_files_against_the_anchors_given(archive, sample, judges, monkeypatch):
    """A large import's files are verified in the pool's workers, against the certificates
    the import was given (sent to them): a forged file refused as forged, an intact one's
    signer trusted or not as the importing process would say."""
    from app.storage import preparing
    monkeypatch.setattr(preparing, "POOL_FROM", 2)
    monkeypatch.setattr(preparing, "_PER_TASK", 2)
    docs = []
    for table, who in ((1, "me"), (2, "stranger"), (3, "me")):
        game = copy.deepcopy(sample)
        game["meta"]["table"] = table
        docs.append((f"t{table}.json", sign_game(game, judges[who])))
    forged = copy.deepcopy(docs[2][1])
    forged["players"][0]["name"] = "Подменный"
    with pytest.raises(ImportRefused) as refused:
        import_documents(archive, [*docs[:2], ("forged.json", forged)], anchors=[judges["me"].cert])
    (source, error), = refused.value.failures
    assert source == "forged.json" and error.code == "import.forged"
    result = import_documents(archive, docs, anchors=[judges["me"].cert])
    statuses = [archive.game(game).signature_status for _, game in result.imported]
    assert statuses == ["valid", "unknown_signer", "valid"]
    assert result.unknown_signer == [("t2.json", result.imported[1][1])]


def test_an_unknown_signer_is_stored_marked_so(archive, sample, judges):
    signed = sign_game(sample, judges["stranger"])
    result = import_documents(archive, [("g.json", signed)], anchors=[judges["me"].cert])
    assert result.unknown_signer == result.imported
    game = archive.game(result.imported[0][1])
    assert game.revision == 1 and game.signature_status == "unknown_signer"


def test_the_signed_file_of_a_game_recorded_at_the_sheet_freezes_it(archive, sample, judges):
    recorded = archive.open_game(sample)
    signed = sign_game(sample, judges["me"])
    result = import_documents(archive, [("g.json", signed)], anchors=[judges["me"].cert])
    assert result.imported == [("g.json", recorded.id)]
    game = archive.game(recorded.id)
    assert game.revision == 1 and game.document == signed and game.signature_status == "valid"
    assert [c.kind for c in archive.journal(recorded.id)] == ["open", "replace", "sign"]
    assert list(check(archive)) == []


def test_import_on_the_command_line_verifies_with_the_key_store(tmp_path, sample, judges, monkeypatch, capsys):
    db = tmp_path / "a.sqlite3"
    monkeypatch.setenv("MAFIA_PROTOCOL_HOME", str(tmp_path / "home"))
    save_game(sign_game(sample, judges["stranger"]), tmp_path / "stranger.json")
    assert main(["import", str(tmp_path / "stranger.json"), "--db", str(db), "--lang", "en"]) == 0
    err = capsys.readouterr().err
    assert "stranger.json: the signature is intact but the signer is unknown" in err
    forged = sign_game(dict(sample, meta=dict(sample["meta"], table=5)), judges["me"])
    forged["meta"]["judge"] = "Самозванец"
    save_game(forged, tmp_path / "forged.json")
    assert main(["import", str(tmp_path / "forged.json"), "--db", str(db), "--lang", "en"]) == 1
    err = capsys.readouterr().err.splitlines()
    assert err[0].startswith(f"{tmp_path / 'forged.json'}: the file's signature does not hold")
    assert len(err) == 2 and "Nothing was imported" in err[1]


@pytest.mark.parametrize("statements", [
    ["UPDATE games SET revision = 2, document = '{}'"],
    ["UPDATE games SET revision = revision + 1, document = '{}'", "UPDATE games SET revision = 1"],
    ["UPDATE games SET revision = 0"],
    ["UPDATE games SET revision = 0, document = '{}'"],
    ["UPDATE games SET revision = 0", "UPDATE games SET document = '{}'"],
])
def test_the_revision_number_trick_is_refused_by_the_database(archive, sample, statements):
    game = archive.open_game(sample)
    archive.sign_game(game.id, "Иванов", expected_version=game.version)
    with pytest.raises(DBAPIError) as refused:
        with archive.engine.begin() as connection:
            for statement in statements:
                connection.execute(text(statement))
    assert "new revision" in str(refused.value)
    assert archive.game(game.id).document == sample and archive.game(game.id).revision == 1
    assert list(check(archive)) == []


def test_a_correction_still_goes_through_the_guard(archive, sample):
    game = archive.open_game(sample)
    archive.sign_game(game.id, "Иванов", expected_version=game.version)
    corrected = copy.deepcopy(sample)
    corrected["players"][0]["name"] = "Исправленный"
    number = archive.correct_game(game.id, corrected, expected_version=archive.game(game.id).version,
                                  author="Петров", reason="опечатка в нике")
    assert number == 2 and archive.game(game.id).document == corrected
    assert list(check(archive)) == []


def test_the_signed_file_of_a_game_signed_at_the_sheet_is_already_there(archive, sample, judges):
    game = archive.open_game(sample)
    archive.sign_game(game.id, "Иванов", expected_version=game.version)
    signed = sign_game(sample, judges["me"])
    result = import_documents(archive, [("g.json", signed)], anchors=[judges["me"].cert])
    assert result.present == [("g.json", game.id)] and not result.imported


def test_a_null_signature_is_an_unsigned_file(archive, sample):
    result = import_documents(archive, [("g.json", dict(sample, signature=None))], anchors=[])
    assert archive.game(result.imported[0][1]).revision == 0


def test_a_correction_does_not_carry_the_judges_stale_signature(archive, sample, judges):
    signed = sign_game(sample, judges["me"])
    result = import_documents(archive, [("g.json", signed)], anchors=[judges["me"].cert])
    game = archive.game(result.imported[0][1])
    corrected = copy.deepcopy(signed)
    corrected["players"][0]["name"] = "Исправленный"
    archive.correct_game(game.id, corrected, game.version, author="ГСК", reason="протест №1")
    now = archive.game(game.id)
    assert now.revision == 2 and "signature" not in now.document
    assert archive.revisions(game.id)[0].document == signed       # revision 1 keeps it
    assert list(check(archive)) == []
