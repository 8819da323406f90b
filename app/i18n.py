"""The message catalogue of the domain and the command line: gettext through Babel.

The code is written in English, and the English text is the message id: ``gettext("ru", "no
such file")`` looks the text up in ``resources/locale/ru/LC_MESSAGES/mafia.po`` and gives the
Russian; English, and any text a catalogue lacks, is the message id itself.  Parameters are
``str.format`` fields (``{seat}``), filled in after the lookup, so a translation may move them.
Widget text is not here: it stays with Qt's ``.ts`` (``resources/translations``).

The ``.po`` files are the source; the build (setup.py, like Qt's ``.qm``) compiles each into a
``.mo`` named after the ``.po``'s digest, which is loaded with the standard library in a few
milliseconds.  Where there is no such ``.mo`` (a clean clone run unbuilt, a ``.po`` edited since)
the ``.po`` is compiled in memory with Babel on first use, so the catalogue is never stale and
never missing: a clean clone, an editable install and the PyInstaller bundle (which carries
``resources/``) all read the same texts.

>>> gettext("en", "seat {value} is listed twice", value=3)
'seat 3 is listed twice'
>>> gettext("ru", "seat {value} is listed twice", value=3)
'место 3 указано в списке дважды'
>>> gettext("xx", "seat {value} is listed twice", value=3)    # an unknown language: the default
'место 3 указано в списке дважды'
>>> gettext("ru", "a text nobody translated")                  # a missing entry: the message id
'a text nobody translated'
>>> [ngettext("ru", "{n} vote", "{n} votes", n) for n in (1, 3, 5, 21)]
['1 голос', '3 голоса', '5 голосов', '21 голос']
>>> ngettext("en", "{n} vote", "{n} votes", 1), ngettext("en", "{n} vote", "{n} votes", 2)
('1 vote', '2 votes')
>>> format_number(1234.5, "ru"), format_number(1234.5, "en")
('1\\xa0234,5', '1,234.5')
>>> format_number(1e30, "en", "0.####"), format_number(float("inf"), "ru")
('1000000000000000000000000000000', 'inf')
"""
from __future__ import annotations

import datetime as dt
import decimal
import gettext as _gettext
import hashlib
import io
import math
import re
from collections.abc import Iterator, Mapping
from functools import cache
from pathlib import Path
from typing import Any, Protocol

DOMAIN = "mafia"
SOURCE = "en"       # the language of the message ids
DEFAULT = "ru"      # what a judge gets unless asked otherwise


def N_(msgid: str) -> str:
    """Marks a text for extraction where it is looked up later (a table of templates)."""
    return msgid


class _InContext(str):
    """A message id that carries its context (from ``NP_``), so a table may mix both kinds."""

    context: str


def NP_(context: str, msgid: str) -> str:
    """``N_`` for an English text that translates differently in different places ("round" of
    a tournament, "round" of a vote): ``gettext`` looks it up in ``context``."""
    marked = _InContext(msgid)
    marked.context = context
    return marked


def _locale_dir() -> Path:
    from .paths import resource
    return resource("locale")


# The languages the program speaks, the default first, each with the locale whose conventions
# the windows follow (Qt's ``QLocale``; Babel formats numbers and dates by the language alone).
# This is the one list of languages: adding one is an entry here and its catalogues
# (resources/locale/<lang>/LC_MESSAGES/mafia.po, resources/translations/mafia_<lang>.ts).
LANGUAGES: dict[str, str] = {
    "ru": "ru_RU",
    "en": "en_GB",
    "uk": "uk_UA",
}


# Said by the windows in the language just chosen, before Qt's translator for it is loaded.
LANGUAGE_CHANGES = N_("The language changes at the next start.")


def languages() -> tuple[str, ...]:
    """The languages the program speaks, the default first (the ``--lang`` choices, the
    windows' language menu, the translations the installers ship)."""
    return tuple(LANGUAGES)


def language(lang: str | None) -> str:
    """``lang`` if the program speaks it, else the default (Russian): the house rule is that
    everything not asked for in another language is Russian."""
    return lang if lang in languages() else DEFAULT


def window_locale(lang: str | None) -> str:
    """The locale whose numbers and dates the windows show in ``lang`` (``en_GB``)."""
    return LANGUAGES[language(lang)]


def language_name(lang: str) -> str:
    """The language's name in itself, as a menu offers it ("Русский", "English").

    >>> [language_name(lang) for lang in languages()][:2]
    ['Русский', 'English']
    """
    from babel import Locale
    name: str = Locale.parse(lang).get_display_name(lang) or lang
    return name[:1].upper() + name[1:]


def system_language(code: str | None) -> str:
    """The language for a system locale's language code (``ru``, ``de``, ``C``): that one where
    the program speaks it, the default where the system names none, else the source language
    (a judge whose system speaks German reads English sooner than Russian).

    >>> system_language("en"), system_language("C"), system_language(None), system_language("de")
    ('en', 'ru', 'ru', 'en')
    """
    if code in languages():
        return code
    return DEFAULT if code in (None, "", "C", "POSIX") else SOURCE


def catalogue_text(entry: Mapping[str, str], lang: str | None) -> str:
    """A text of rule-book data (the TOML files of ``app/rules``, the regulations): a table
    ``{ msgid = "…" }`` (with ``msgctxt`` where the same English reads differently elsewhere)
    whose English is looked up in the catalogue like any other message.

    >>> catalogue_text({"msgid": "a miss"}, "ru"), catalogue_text({"msgid": "a miss"}, "en")
    ('промах', 'a miss')
    """
    return catalogue_phrase(entry).pick(lang)


def catalogue_phrase(entry: Mapping[str, str], /, **params: Any) -> Phrase:
    """A text of rule-book data (see :func:`catalogue_text`) as a message with ``params``."""
    context = entry.get("msgctxt")
    return Phrase(NP_(context, entry["msgid"]) if context else entry["msgid"], **params)


def catalogue_entries(node: Any) -> Iterator[tuple[str | None, str]]:
    """Every ``(msgctxt, msgid)`` of a TOML document: what ``make translations`` extracts."""
    if isinstance(node, dict):
        if isinstance(node.get("msgid"), str):
            yield node.get("msgctxt"), node["msgid"]
        for value in node.values():
            yield from catalogue_entries(value)
    elif isinstance(node, list):
        for value in node:
            yield from catalogue_entries(value)


def extract_toml(fileobj: Any, keywords: Any, comment_tags: Any, options: Any) -> Iterator[tuple[Any, ...]]:
    """Babel's extraction method for the rule books' TOML (babel.cfg): each ``msgid`` table."""
    import tomllib
    for context, msgid in catalogue_entries(tomllib.loads(fileobj.read().decode("utf-8"))):
        if context is None:
            yield 0, "N_", msgid, []
        else:
            yield 0, "NP_", (context, msgid), []


def compiled_name(po: bytes) -> str:
    """The file name of the ``.mo`` compiled from exactly these ``.po`` bytes: a stale one
    (the ``.po`` edited after the build) is never found, so it is never used."""
    return f"{DOMAIN}.{hashlib.sha256(po).hexdigest()[:16]}.mo"


def compile_po(po: bytes, lang: str) -> bytes:
    """The GNU ``.mo`` of a ``.po`` (fuzzy and empty entries left out, as msgfmt does)."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po
    catalog = read_po(io.BytesIO(po), locale=lang, domain=DOMAIN, abort_invalid=True)
    compiled = io.BytesIO()
    write_mo(compiled, catalog)
    return compiled.getvalue()


@cache
def translations(lang: str) -> _gettext.NullTranslations:
    """The catalogue of ``lang``: the ``.mo`` the build compiled beside the ``.po`` (setup.py,
    ``make translations``) when it matches the ``.po``, else the ``.po`` compiled here, so a
    clean clone works unbuilt and a built one starts without Babel's parser."""
    lang = language(lang)
    if lang not in languages() or lang == SOURCE:
        return _gettext.NullTranslations()
    folder = _locale_dir() / lang / "LC_MESSAGES"
    po = (folder / f"{DOMAIN}.po").read_bytes()
    built = folder / compiled_name(po)
    mo = built.read_bytes() if built.is_file() else compile_po(po, lang)
    return _gettext.GNUTranslations(io.BytesIO(mo))


def _fill(text: str, params: dict[str, Any]) -> str:
    return text.format(**params) if params else text


def gettext(lang: str | None, msgid: str, /, **params: Any) -> str:
    """``msgid`` in ``lang``, its ``{fields}`` filled from ``params`` (left as written when
    there are none, so a text without parameters may hold a brace)."""
    context = getattr(msgid, "context", None)
    if context is not None:
        return pgettext(lang, context, msgid, **params)
    return _fill(translations(language(lang)).gettext(msgid), params)


def pgettext(lang: str | None, context: str, msgid: str, /, **params: Any) -> str:
    """``gettext`` for an English text that translates differently in different places."""
    return _fill(translations(language(lang)).pgettext(context, str(msgid)), params)


def ngettext(lang: str | None, singular: str, plural: str, n: int, /, **params: Any) -> str:
    """The form of the text that agrees with ``n`` (CLDR's plural rule in the catalogue's
    Plural-Forms header); ``{n}`` is the number unless ``params`` say otherwise."""
    text = translations(language(lang)).ngettext(singular, plural, n)
    return text.format(**{"n": n, **params})


class Message(Protocol):
    """What a view words in its language: a :class:`Phrase`, or a record that words itself
    the same way (a finding: its code's template and its parameters)."""

    def pick(self, lang: str | None) -> str: ...


class Phrase:
    """The one message type: a message id with parameters, worded only where it is shown
    (``pick(lang)``: a view, the command line, a PDF).  A parameter that is itself a Phrase is
    worded in the same language.  Two forms need no catalogue entry: ``Phrase.verbatim`` (a
    text the same in every language: a name, the system's error text, another program's words)
    and ``Phrase.join`` (phrases listed with a separator).

    >>> Phrase("the number {value}", value=5).pick("ru")
    'число 5'
    >>> Phrase.join(", ", [Phrase("a miss"), Phrase.verbatim("D2")]).pick("ru")
    'промах, D2'
    """

    __slots__ = ("msgid", "params", "kind")

    def __init__(self, msgid: str, /, **params: Any) -> None:
        self.msgid, self.params, self.kind = msgid, params, "message"

    @classmethod
    def verbatim(cls, text: str) -> Phrase:
        """A text shown as it is in every language."""
        phrase = cls(text)
        phrase.kind = "verbatim"
        return phrase

    @classmethod
    def join(cls, separator: str, parts: Any) -> Phrase:
        """``parts`` (phrases or plain values) worded one by one and joined by ``separator``."""
        phrase = cls(separator, parts=tuple(parts))
        phrase.kind = "join"
        return phrase

    @classmethod
    def worded_by(cls, record: Any, method: str = "message") -> Phrase:
        """A record that words itself (``record.message(lang)``: a finding, an error, a
        game's place) as a message parameter."""
        phrase = cls(method, record=record)
        phrase.kind = "record"
        return phrase

    @classmethod
    def data(cls, value: Any) -> Phrase:
        """A text of a user's data file (a regulation, a tournament's stages): one text for
        every language, a catalogue table ``{ msgid = "…" }``, or a table of the text in each
        language the user wrote (``{ ru = "…", uk = "…" }``: the default's where ``lang``'s is
        missing).  Raises ValueError for anything else."""
        if isinstance(value, str):
            return cls.verbatim(value)
        if isinstance(value, Mapping) and isinstance(value.get("msgid"), str):
            return catalogue_phrase(value)
        if isinstance(value, Mapping) and value and all(isinstance(k, str) and isinstance(v, str)
                                                        for k, v in value.items()):
            phrase = cls("", **dict(value))
            phrase.kind = "written"
            return phrase
        raise ValueError("expected a text, { msgid = \"…\" } or a text per language")

    def pick(self, lang: str | None) -> str:
        if self.kind == "written":
            texts: dict[str, str] = self.params
            return texts.get(language(lang)) or texts.get(DEFAULT) or next(iter(texts.values()))
        if self.kind == "record":
            return str(getattr(self.params["record"], self.msgid)(lang))
        if self.kind == "verbatim":
            return self.msgid
        if self.kind == "join":
            return self.msgid.join(str(word(part, lang)) for part in self.params["parts"])
        return gettext(lang, self.msgid, **words(self.params, lang))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Phrase) and (self.kind, self.msgid, self.params) == \
            (other.kind, other.msgid, other.params)

    def __hash__(self) -> int:
        return hash((self.kind, self.msgid))

    def __repr__(self) -> str:
        if self.kind == "verbatim":
            return f"Phrase.verbatim({self.msgid!r})"
        if self.kind == "written":
            return f"Phrase.data({self.params!r})"
        if self.kind == "record":
            return f"Phrase.worded_by({self.params['record']!r}, {self.msgid!r})"
        if self.kind == "join":
            return f"Phrase.join({self.msgid!r}, {self.params['parts']!r})"
        return f"Phrase({self.msgid!r}, **{self.params!r})"

    def __reduce__(self) -> tuple[Any, ...]:
        return (_phrase, (self.kind, self.msgid, self.params))


def _phrase(kind: str, msgid: str, params: dict[str, Any]) -> Phrase:
    phrase = Phrase(msgid, **params)
    phrase.kind = kind
    return phrase


def word(value: Any, lang: str | None) -> Any:
    """A message parameter in ``lang``: a message (a Phrase, or any record worded by its
    ``pick(lang)``, such as a finding) worded, anything else as it is."""
    pick = getattr(value, "pick", None)
    return pick(lang) if callable(pick) else value


def words(params: Mapping[str, Any], lang: str | None) -> dict[str, Any]:
    """A message's parameters in ``lang`` (see :func:`word`)."""
    return {key: word(value, lang) for key, value in params.items()}


def npgettext(lang: str | None, context: str, singular: str, plural: str, n: int, /,
              **params: Any) -> str:
    """``ngettext`` in a context (the same English, other Russian forms)."""
    text = translations(language(lang)).npgettext(context, singular, plural, n)
    return text.format(**{"n": n, **params})


def _babel_locale(lang: str | None) -> str:
    return language(lang)


def format_number(value: float | int, lang: str | None, pattern: str | None = None) -> str:
    """A number as the language writes it (``1 234,5`` in Russian, ``1,234.5`` in English);
    ``pattern`` is a CLDR number pattern (``"0.####"``: up to four decimals, no grouping)."""
    from babel.numbers import format_decimal
    if not math.isfinite(value):
        return str(value)           # "inf": what Python prints, in every language
    with decimal.localcontext() as context:     # a hostile file's 1e300 has 300 digits
        context.prec = max(context.prec, len(f"{abs(value):.0f}") + 10)
        return format_decimal(value, format=pattern, locale=_babel_locale(lang))


def decimal_sign(lang: str | None) -> str:
    """The language's decimal separator (a comma in Russian)."""
    from babel.numbers import get_decimal_symbol
    return get_decimal_symbol(_babel_locale(lang))


def format_date(value: dt.date, lang: str | None, format: str = "medium") -> str:
    """A date as the language writes it (Babel's CLDR patterns: short, medium, long, full)."""
    from babel.dates import format_date as babel_format_date
    return babel_format_date(value, format=format, locale=_babel_locale(lang))


def date_pattern(lang: str | None) -> str:
    """The one way a language writes a game's day, in the sheet, its dialogs, both editions'
    protocols and the host's journal: Babel's (CLDR's) short date, its year in full — a
    protocol is kept for years, and «05.12.26» reads as two different days.

    The windows' locale of the language decides (``en_GB`` for English: day first).

    >>> date_pattern("ru"), date_pattern("uk"), date_pattern("en")
    ('dd.MM.y', 'dd.MM.y', 'dd/MM/y')
    """
    from babel.dates import get_date_format
    pattern = get_date_format("short", locale=window_locale(lang)).pattern
    return re.sub(r"y+", "y", pattern)


def game_date(value: str | dt.date, lang: str | None) -> str:
    """A game's day (``meta.date``, ISO) in :func:`date_pattern`; a text that is no date as it is.

    >>> game_date("2026-12-05", "ru"), game_date("2026-12-05", "en"), game_date("soon", "ru")
    ('05.12.2026', '05/12/2026', 'soon')
    """
    from babel.dates import format_date as babel_format_date
    try:
        day = value if isinstance(value, dt.date) else dt.date.fromisoformat(str(value))
    except ValueError:
        return str(value)
    return babel_format_date(day, format=date_pattern(lang), locale=window_locale(lang))


def game_moment(value: dt.datetime, lang: str | None) -> str:
    """A moment (a signature, the last change) as the day of :func:`game_date` and the time.

    >>> game_moment(dt.datetime(2026, 11, 29, 21, 40), "ru")
    '29.11.2026 21:40'
    """
    from babel.dates import format_datetime as babel_format_datetime
    return babel_format_datetime(value, format=date_pattern(lang) + " HH:mm", locale=window_locale(lang))


def format_datetime(value: dt.datetime, lang: str | None, format: str = "medium") -> str:
    """A moment as the language writes it (Babel's CLDR patterns)."""
    from babel.dates import format_datetime as babel_format_datetime
    return babel_format_datetime(value, format=format, locale=_babel_locale(lang))
