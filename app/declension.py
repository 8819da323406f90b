"""People's names and titles in the case a Russian or Ukrainian sentence needs them.

A message that reads a name aloud — «поверх протокола, подписанного Сидоровым Олегом», «по
решению главного судьи Смирнова» — needs the name declined.  Names are declined by the
Petrovich rules (``pytrovich``: first names, surnames and patronymics by the person's
gender, which the rules also guess), other words (a title: «Главный судья») and Ukrainian
names by the morphological dictionaries of ``pymorphy3``.  A name the libraries cannot
vouch for (Latin letters, an unknown word, a gender that cannot be told) is left in the
nominative, set off with dashes («по решению — John Smith — …»), never declined by guess.

>>> declined("Сидоров Олег", INSTRUMENTAL, "ru")
'Сидоровым Олегом'
>>> declined("Главный судья Смирнов", GENITIVE, "ru")
'Главного судьи Смирнова'
>>> declined("Петрова Е. А.", GENITIVE, "ru"), declined("Головний суддя Петренко", GENITIVE, "uk")
('Петровой Е. А.', 'Головного судді Петренка')
>>> declined("John Smith", GENITIVE, "ru") is None
True
>>> Declined("John Smith", GENITIVE).text("ru"), Declined("Петрова", GENITIVE).text("en")
('— John Smith —', 'Петрова')
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from .i18n import SOURCE, language

GENITIVE, INSTRUMENTAL = "gent", "ablt"     # pymorphy3's names of the cases
CASES = (GENITIVE, INSTRUMENTAL)
# a word of Cyrillic letters (an apostrophe inside, as Ukrainian writes), hyphenated parts
_WORD = re.compile(r"[\u0400-\u04ff'\u2019]+(?:-[\u0400-\u04ff'\u2019]+)*")
_INITIALS = re.compile(r"(?:[\u0400-\u042f\u0490]\.)+")       # initials («Е.», «Е.А.»): written as they are
_NAME_TAGS = {"Name": "firstname", "Surn": "lastname", "Patr": "middlename"}
# The languages whose names follow the Petrovich rules (pytrovich); any other language the
# dictionaries of pymorphy3 hold declines by them (a language with neither stays nominative).
_NAME_RULES = {"ru": "petrovich"}
MAX_WORDS = 6                               # a title and a full name; longer is a sentence, not a name


class Declined:
    """A name as a message's parameter: declined in the message's language where it
    declines (``Phrase.worded_by(Declined(name, GENITIVE), "text")``)."""

    def __init__(self, name: str, case: str) -> None:
        self.name, self.case = name, case

    def text(self, lang: str | None = None) -> str:
        if language(lang) == SOURCE or not self.name.strip():      # English names no case
            return self.name
        found = declined(self.name, self.case, lang)
        return found if found is not None else f"— {self.name.strip()} —"


@lru_cache(maxsize=512)
def declined(text: str, case: str, lang: str | None = "ru") -> str | None:
    """``text`` (a person's name, perhaps after a title) in ``case`` (GENITIVE or
    INSTRUMENTAL), or None when the libraries cannot decline every word of it."""
    lang = language(lang)
    every = text.split()
    words = [w for w in every if not _INITIALS.fullmatch(w)]
    if case not in CASES or lang == SOURCE or not 0 < len(words) <= MAX_WORDS \
            or not all(_WORD.fullmatch(w) for w in words):
        return None
    try:
        return _declined(words, every, case, lang)
    except (ImportError, OSError, ValueError, RuntimeError, KeyError):
        return None                         # a library or its dictionary missing: the nominative, said plainly


def _declined(words: list[str], every: list[str], case: str, lang: str) -> str | None:
    morph = _analyzer(lang)
    parses = [_nominative(morph, w) for w in words]
    if any(p is None for p in parses):
        return None
    parts = {_NAME_TAGS[t]: w for w, p in zip(words, parses) for t in _NAME_TAGS if t in p.tag}
    gender = _gender(lang, parts, parses)
    out = []
    for w, p in zip(words, parses):
        part = next((_NAME_TAGS[t] for t in _NAME_TAGS if t in p.tag), None)
        form = _name(lang, part, gender, case, w) if part is not None else _word(p, gender, case)
        if not form:
            return None
        out.append(_as_written(w, form))
    forms = iter(out)
    return " ".join(w if _INITIALS.fullmatch(w) else next(forms) for w in every)


@lru_cache(maxsize=2)
def _analyzer(lang: str) -> Any:
    import pymorphy3
    return pymorphy3.MorphAnalyzer(lang=lang)


def _nominative(morph: Any, word: str) -> Any:
    """The dictionary's reading of ``word`` as a singular nominative, names first; None for
    a word it does not know (a guess by ending is no reading)."""
    found = [p for p in morph.parse(word) if "nomn" in p.tag and "plur" not in p.tag and p.is_known]
    names = [p for p in found if any(t in p.tag for t in _NAME_TAGS)]
    return (names or found or [None])[0]


def _gender(lang: str, parts: dict[str, str], parses: list[Any]) -> str | None:
    """"masc" or "femn" of the person the name names, or None when it cannot be told."""
    if lang in _NAME_RULES and parts:
        from pytrovich.enums import Gender
        found = _detector().detect(**parts)
        if found in (Gender.MALE, Gender.FEMALE):
            return "masc" if found == Gender.MALE else "femn"
    genders = {p.tag.gender for p in parses if any(t in p.tag for t in _NAME_TAGS) and p.tag.gender in ("masc", "femn")}
    if not genders:     # a title alone («Главный судья») agrees with itself
        genders = {p.tag.gender for p in parses if p.tag.gender in ("masc", "femn")}
    return genders.pop() if len(genders) == 1 else None


@lru_cache(maxsize=1)
def _detector() -> Any:
    from pytrovich.detector import PetrovichGenderDetector
    return PetrovichGenderDetector()


@lru_cache(maxsize=1)
def _maker() -> Any:
    from pytrovich.maker import PetrovichDeclinationMaker
    return PetrovichDeclinationMaker()


def _name(lang: str, part: str, gender: str | None, case: str, word: str) -> str | None:
    if gender is None:
        return None
    if lang in _NAME_RULES:                 # Petrovich's rules: a surname it never saw declines too
        from pytrovich.enums import Case, Gender, NamePart
        kind = {"firstname": NamePart.FIRSTNAME, "lastname": NamePart.LASTNAME, "middlename": NamePart.MIDDLENAME}
        return str(_maker().make(kind[part], Gender.MALE if gender == "masc" else Gender.FEMALE,
                                 Case.GENITIVE if case == GENITIVE else Case.INSTRUMENTAL, word))
    readings = [p for p in _analyzer(lang).parse(word) if "nomn" in p.tag and p.tag.gender in (gender, None)
                and any(t in p.tag for t in _NAME_TAGS)]
    inflected = readings[0].inflect({case}) if readings else None
    return inflected.word if inflected is not None else None


def _word(parse: Any, gender: str | None, case: str) -> str | None:
    inflected = parse.inflect({case})
    return inflected.word if inflected is not None else None


def _as_written(original: str, form: str) -> str:
    """``form`` with the capitals of ``original`` (the dictionary writes lower case)."""
    if original.isupper() and len(original) > 1:
        return form.upper()
    parts = form.split("-")
    shown = original.split("-")
    return "-".join(p[:1].upper() + p[1:] if s[:1].isupper() else p for p, s in zip(parts, shown)) \
        if len(parts) == len(shown) else (form[:1].upper() + form[1:] if original[:1].isupper() else form)
