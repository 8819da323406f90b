"""Russian by default through Qt's translation system; every source string is translated."""
import xml.etree.ElementTree as ET

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from ui.main import TRANSLATIONS, install_translators

TS = TRANSLATIONS / "mafia_ru.ts"


def test_every_string_of_the_interface_has_a_russian_translation():
    messages = list(ET.parse(TS).getroot().iter("message"))
    assert len(messages) > 100
    untranslated = [m.find("source").text for m in messages
                    if not (m.find("translation").text or "").strip()
                    or m.find("translation").get("type") in ("unfinished", "vanished", "obsolete")]
    assert untranslated == []


def test_the_compiled_catalogue_turns_the_sheet_russian(qtbot, window):
    assert (TRANSLATIONS / "mafia_ru.qm").exists(), "the build (make) compiles the .ts into .qm"
    app = QApplication.instance()
    installed = install_translators(app, "ru")
    try:
        w = window(lang="ru")
        menus = [a.text() for a in w.menuBar().actions()]
        assert menus[:3] == ["&Файл", "&Правка", "&Игра"]
        assert w.model.headerData(1, Qt.Horizontal) == "Игрок"
        assert "Игра продолжается" in w.result_label.text()
    finally:
        for translator in installed:
            app.removeTranslator(translator)
