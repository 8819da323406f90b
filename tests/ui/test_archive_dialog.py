"""File → Open from the archive: found by tournament, table or player, opened in its record."""
from test_main_window import corpus_game

from app.document import GameDocument
from app.sport import sample_game
from app.storage import open_archive


def test_the_archive_is_searched_by_tournament_table_and_player(qtbot, window):
    from ui.archive_dialog import ArchiveDialog
    with open_archive() as archive:
        first = archive.open_game(sample_game())
        other = corpus_game()
        other["meta"].update(tournament="Зимний кубок", table=2)
        second = archive.open_game(other)
        dialog = ArchiveDialog(archive, "en")
        qtbot.addWidget(dialog)
        assert dialog.results.count() == 2
        dialog.tournament.setText("Зимний кубок")
        assert dialog.results.count() == 1 and "Зимний кубок" in dialog.results.item(0).text()
        dialog.tournament.setText("")
        dialog.table.setText("1")
        assert dialog.results.count() == 1 and "Осенний кубок" in dialog.results.item(0).text()
        dialog.table.setText("")
        dialog.player.setText("Бармалей")
        assert dialog.results.count() == 2
        dialog.player.setText("Никто")
        assert dialog.results.count() == 0 and "0" in dialog.message.text()
        dialog.player.setText("")
        dialog.tournament.setText("Зимний кубок")
        dialog.accept()
        assert dialog.chosen == second.id != first.id


def test_a_game_opened_from_the_archive_goes_on_in_its_record(qtbot, monkeypatch):
    from ui.archive_dialog import ArchiveDialog
    from ui.main_window import MainWindow
    monkeypatch.setattr(MainWindow, "may_discard", lambda self: True)
    doc = sample_game()
    del doc["result"]
    with open_archive() as archive:
        stored = archive.open_game(doc)
        blank = GameDocument.new([""] * 10, ["citizen"] * 6 + ["sheriff", "mafia", "mafia", "don"])
        w = MainWindow(blank, None, "en", archive)
        qtbot.addWidget(w)
        monkeypatch.setattr(ArchiveDialog, "exec", lambda self: setattr(self, "chosen", stored.id) or True)
        w.files.open_from_archive()
        assert w.doc.to_json() == stored.document and w.autosave.game_id == stored.id
        w.confirm_result()
        w.autosave.flush()
        assert archive.game(stored.id).document["result"] == {"winner": "red"}
        w.close()
