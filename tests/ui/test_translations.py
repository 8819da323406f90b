"""Russian by default through Qt's translation system; every source string is translated into
every language of app.i18n.languages(), with the same placeholders."""
import re
import xml.etree.ElementTree as ET

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.i18n import SOURCE, languages
from ui.main import TRANSLATIONS, install_translators

TRANSLATED = [lang for lang in languages() if lang != SOURCE]


def _translations(message):
    """The translation's text, or each plural form's."""
    found = message.find("translation")
    forms = [form.text or "" for form in found.iter("numerusform")]
    return forms or [found.text or ""]


def _placeholders(text: str) -> set[str]:
    """Qt's %1, %2 and %n, and the {fields} of texts formatted in Python."""
    return set(re.findall(r"%(?:\d+|n)|\{\w+\}", text or ""))


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_string_of_the_interface_is_translated(lang):
    messages = list(ET.parse(TRANSLATIONS / f"mafia_{lang}.ts").getroot().iter("message"))
    assert len(messages) > 100
    untranslated = [m.find("source").text for m in messages
                    if not all(text.strip() for text in _translations(m))
                    or m.find("translation").get("type") in ("unfinished", "vanished", "obsolete")]
    assert untranslated == []


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_translation_of_the_interface_keeps_its_placeholders(lang):
    wrong = []
    for m in ET.parse(TRANSLATIONS / f"mafia_{lang}.ts").getroot().iter("message"):
        expected = _placeholders(m.find("source").text) - ({"%n"} if m.get("numerus") == "yes" else set())
        for text in _translations(m):
            got = _placeholders(text) - {"%n"}
            if got != expected:
                wrong.append(f"{m.find('source').text!r}: {sorted(expected)} != {text!r}")
    assert wrong == []


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
