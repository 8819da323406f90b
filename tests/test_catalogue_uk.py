"""The Ukrainian catalogues (issue 26, the proof that a language is only catalogue files): every
message of the domain's template and every widget message of the Russian .ts has a Ukrainian
translation that keeps its placeholders, its plural forms and its menu accelerator."""
from __future__ import annotations

import io
import re
import string
import xml.etree.ElementTree as ET
from collections import Counter
from gettext import GNUTranslations
from pathlib import Path

import pytest
from babel import Locale
from babel.messages.plurals import get_plural
from babel.messages.pofile import read_po

from app import i18n

ROOT = Path(__file__).resolve().parents[1]
POT = ROOT / "resources" / "locale" / "mafia.pot"
PO = ROOT / "resources" / "locale" / "uk" / "LC_MESSAGES" / "mafia.po"
TS_RU = ROOT / "resources" / "translations" / "mafia_ru.ts"
TS_UK = ROOT / "resources" / "translations" / "mafia_uk.ts"


@pytest.fixture(scope="module")
def template():
    with POT.open("rb") as pot:
        return read_po(pot)


@pytest.fixture(scope="module")
def ukrainian():
    with PO.open("rb") as po:
        return read_po(po, locale="uk", abort_invalid=True)


def placeholders(text: str) -> Counter:
    """The ``{fields}`` and ``%(name)s`` of a text, by name: a field's format spec may differ,
    as Russian's does (``{alive:players}`` read as ``{alive:players_loc}``, a plural word in
    the locative).  A text that is no format string (``an object {…}``) is compared as it is,
    braces and all."""
    try:
        parsed = [name.split(".")[0].split("[")[0]
                  for _, name, _, _ in string.Formatter().parse(text) if name is not None]
    except ValueError:
        parsed = re.findall(r"[{}]", text)
    return Counter(parsed + re.findall(r"%\(\w+\)[sd]", text))


def test_the_plural_forms_are_cldr_s_for_ukrainian(ukrainian):
    assert ukrainian.locale == Locale("uk")
    expected = get_plural("uk")
    assert ukrainian.num_plurals == expected.num_plurals == 3
    assert ukrainian.plural_expr == expected.plural_expr


def test_every_message_of_the_template_is_translated(template, ukrainian):
    missing = []
    for message in template:
        if not message.id:
            continue
        entry = ukrainian.get(message.id, context=message.context)
        strings = () if entry is None else (entry.string if isinstance(entry.string, tuple) else (entry.string,))
        if entry is None or entry.fuzzy or not strings or not all(strings):
            missing.append(f"{message.context + ': ' if message.context else ''}{message.id}")
        elif isinstance(message.id, tuple) and len(strings) != 3:
            missing.append(f"{message.id}: {len(strings)} plural forms, Ukrainian has 3")
    assert len(template) > 1000
    assert not missing, "untranslated in uk/mafia.po:\n" + "\n".join(map(str, missing))


def test_every_translation_keeps_its_placeholders_and_flags(template, ukrainian):
    wrong = []
    for message in template:
        entry = ukrainian.get(message.id, context=message.context) if message.id else None
        if entry is None:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = entry.string if isinstance(entry.string, tuple) else (entry.string,)
        for text in strings:
            if placeholders(text) != placeholders(ids[-1]):
                wrong.append(f"{ids[0]!r} -> {text!r}")
        if entry.flags != message.flags:
            wrong.append(f"{ids[0]!r}: flags {sorted(entry.flags)} != {sorted(message.flags)}")
        # a leading or trailing space joins the text to its neighbours: it stays
        if (ids[0][:1] == " ", ids[0][-1:] == " ") != (strings[0][:1] == " ", strings[0][-1:] == " "):
            wrong.append(f"{ids[0]!r}: the spaces around it differ in {strings[0]!r}")
    assert not wrong, "\n".join(wrong)


def test_the_compiled_catalogue_speaks_ukrainian():
    """Compiled as the build compiles it and read by gettext (the list of languages that offers
    Ukrainian is app/i18n.py's, not the catalogue's)."""
    catalogue = GNUTranslations(io.BytesIO(i18n.compile_po(PO.read_bytes(), "uk")))
    assert catalogue.gettext("seat {value} is listed twice").format(value=3) == "місце 3 вказано в списку двічі"
    assert [catalogue.ngettext("{n} vote", "{n} votes", n).format(n=n) for n in (1, 3, 5, 11, 21, 22)] == \
        ["1 голос", "3 голоси", "5 голосів", "11 голосів", "21 голос", "22 голоси"]
    assert catalogue.pgettext("protocol", "Best move") == "Кращий хід"


def _messages(path: Path) -> list[tuple[str, str, ET.Element]]:
    return [(context.findtext("name"), message.findtext("source"), message.find("translation"))
            for context in ET.parse(path).getroot().iter("context") for message in context.iter("message")]


def _accelerator(text: str) -> list[str]:
    return re.findall(r"&(\w)", text)


def test_the_widgets_have_every_message_of_the_russian_ts_finished():
    russian, ukrainian = _messages(TS_RU), _messages(TS_UK)
    assert ET.parse(TS_UK).getroot().get("language") in ("uk", "uk_UA")
    missing = {(context, source) for context, source, _ in russian} - \
        {(context, source) for context, source, _ in ukrainian}
    assert not missing, f"not in mafia_uk.ts (run `make translations`, translate them): {sorted(missing)}"
    unfinished = [source for _, source, translation in ukrainian
                  if translation.get("type") or not (translation.text or "").strip()
                  or any(not (form.text or "").strip() for form in translation.iter("numerusform"))]
    assert unfinished == []


def test_the_widgets_keep_placeholders_and_accelerators():
    wrong = []
    for context, source, translation in _messages(TS_UK):
        text = translation.text or ""
        marks = re.compile(r"%\d+|\{\w+\}|<[^>]+>")
        if sorted(marks.findall(source)) != sorted(marks.findall(text)):
            wrong.append(f"{context}: {source!r} -> {text!r}")
        if len(_accelerator(source)) != len(_accelerator(text)):
            wrong.append(f"{context}: accelerator of {source!r} lost in {text!r}")
    assert not wrong, "\n".join(wrong)
