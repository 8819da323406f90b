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
from collections.abc import Mapping
from functools import cache
from importlib import resources
from typing import Any

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


def _locale_dir() -> Any:
    return resources.files("resources") / "locale"


@cache
def languages() -> tuple[str, ...]:
    """The languages the catalogue speaks, the default first: English, and every folder of
    ``resources/locale`` (the command line's ``--lang`` choices)."""
    folder = _locale_dir()
    found = {entry.name for entry in folder.iterdir()
             if (entry / "LC_MESSAGES" / f"{DOMAIN}.po").is_file()} if folder.is_dir() else set()
    return tuple(sorted(found | {SOURCE}, key=lambda lang: (lang != DEFAULT, lang != SOURCE, lang)))


def language(lang: str | None) -> str:
    """``lang`` if the catalogue speaks it, else the default (Russian): the house rule is that
    everything not asked for in English is Russian."""
    return lang if lang in languages() else DEFAULT


def pick(texts: Mapping[str, str], lang: str | None) -> str:
    """A text kept beside its data in every language it has (a rule book's titles and notes in
    TOML): the one in ``lang``, else the default's.  A third language adds its key there.

    >>> pick({"ru": "Лучший ход", "en": "Best move"}, "en"), pick({"ru": "Лучший ход"}, "de")
    ('Best move', 'Лучший ход')
    """
    return texts.get(lang or DEFAULT) or texts[DEFAULT]


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


class Phrase:
    """A text whose language is chosen where it is shown: a message parameter that the
    message's own language renders (``pick``), and a template table's entry.

    >>> Phrase("the number {value}", value=5).pick("ru")
    'число 5'
    """

    __slots__ = ("msgid", "params")

    def __init__(self, msgid: str, /, **params: Any) -> None:
        self.msgid, self.params = msgid, params

    def pick(self, lang: str | None) -> str:
        return gettext(lang, self.msgid, **self.params)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Phrase) and (self.msgid, self.params) == (other.msgid, other.params)

    def __hash__(self) -> int:
        return hash(self.msgid)

    def __repr__(self) -> str:
        return f"Phrase({self.msgid!r}, **{self.params!r})"

    def __reduce__(self) -> tuple[Any, ...]:
        return (_phrase, (self.msgid, self.params))


def _phrase(msgid: str, params: dict[str, Any]) -> Phrase:
    return Phrase(msgid, **params)


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


def format_datetime(value: dt.datetime, lang: str | None, format: str = "medium") -> str:
    """A moment as the language writes it (Babel's CLDR patterns)."""
    from babel.dates import format_datetime as babel_format_datetime
    return babel_format_datetime(value, format=format, locale=_babel_locale(lang))
