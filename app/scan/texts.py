"""The words of a scan's verdicts, Russian and English: one line per page, which the
command line prints, the windows show and the report PDF and CSV repeat."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .match import MATCHES, OTHER_REVISION, UNKNOWN, UNREADABLE, Verdict

if TYPE_CHECKING:
    from .catalogue import Entry
    from .payload import Mark

_TEXT = {
    MATCHES: ("совпадает", "matches"),
    OTHER_REVISION: ("другая редакция", "other revision"),
    UNKNOWN: ("неизвестна", "unknown"),
    UNREADABLE: ("не прочитана", "unreadable"),
    "place": ("«{tournament}», тур {round}, стол {table}", "“{tournament}”, round {round}, table {table}"),
    "place_game": (", игра {game}", ", game {game}"),
    "game_id": ("партия {key}", "game {key}"),
    "revision": ("редакция {n}", "revision {n}"),
    "unsigned_version": ("неподписанная версия", "the unsigned version"),
    "earlier_version": ("неподписанная версия, заменённая {at}{by}", "an unsigned version, replaced on {at}{by}"),
    "by": (" ({who})", " ({who})"),
    "sig.valid": ("подпись верна: {signer}, {at}", "signature valid: {signer}, {at}"),
    "sig.unknown_signer": ("подпись цела, но подписавший не в доверенных: {signer}",
                           "signature intact, but the signer is not trusted: {signer}"),
    "sig.tampered": ("ПОДПИСЬ НЕ СХОДИТСЯ ({signer})", "SIGNATURE DOES NOT MATCH ({signer})"),
    "sig.archived": ("подписана в архиве: {signer}, {at}", "signed in the archive: {signer}, {at}"),
    "sig.unsigned": ("не подписана", "not signed"),
    "line.matches": ("{where}: совпадает — {place}{revision}; {signature}",
                     "{where}: matches — {place}{revision}; {signature}"),
    "line.older": ("{where}: другая редакция — {place}: напечатана {printed}, в архиве {current}"
                   "{corrections}. Изменения: {changes}",
                   "{where}: other revision — {place}: printed from {printed}, the archive has {current}"
                   "{corrections}. Changes: {changes}"),
    "corrections": (" (исправления: {list})", " (corrections: {list})"),
    "correction": ("ред. {n} — {who}, {at}: {reason}", "rev. {n} — {who}, {at}: {reason}"),
    "line.newer": ("{where}: другая редакция — {place}: на листе редакция {printed}, в архиве только {current}; "
                   "исправленного файла в архиве нет — импортируйте его",
                   "{where}: other revision — {place}: the sheet is revision {printed}, the archive only has "
                   "{current}; the corrected file is not in the archive — import it"),
    "line.unknown": ("{where}: неизвестна — отпечаток {short} не найден в архиве{printed}",
                     "{where}: unknown — fingerprint {short} is not in the archive{printed}"),
    "printed": (" (на листе: {place}, редакция {revision})", " (the sheet says: {place}, revision {revision})"),
    "printed_place": (" (на листе: {place})", " (the sheet says: {place})"),
    "names_archived": ("; эта партия в архиве есть ({revision}), но с другим содержанием — сверьте лист",
                       "; the archive holds this game ({revision}) with other content — check the sheet"),
    "line.continued": ("{where}: {verdict} — страница {n} из {total} протокола, начатого на странице {first} "
                       "этого файла (QR-код есть только на первой)",
                       "{where}: {verdict} — page {n} of {total} of the protocol begun on page {first} "
                       "of this file (only the first page has the QR code)"),
    "line.unreadable": ("{where}: не прочитана — {why}", "{where}: unreadable — {why}"),
    "why.blank": ("пустая страница", "blank page"),
    "why.too_small": ("QR-код слишком мелкий (модуль ≈ {detail} пикс.): сканируйте от 150 dpi или снимайте ближе",
                      "the QR code is too small (module ≈ {detail} px): scan at 150 dpi or more, or photograph closer"),
    "why.too_blurred": ("страница размыта: сканируйте или снимайте в фокусе",
                        "the page is blurred: scan or photograph it in focus"),
    "why.foreign_code": ("на странице QR-код, но не протокола", "a QR code on the page, but not a protocol's"),
    "why.no_code": ("QR-код протокола не найден (оторван, закрыт или это не протокол)",
                    "no protocol QR code found (torn off, covered, or not a protocol)"),
    "file.missing": ("{path}: нет такого файла или папки", "{path}: no such file or folder"),
    "file.not_scan": ("{path}: не PDF и не изображение (PNG, JPEG, TIFF)",
                      "{path}: neither a PDF nor an image (PNG, JPEG, TIFF)"),
    "file.damaged": ("{path}: файл повреждён ({detail})", "{path}: the file is damaged ({detail})"),
    "file.empty_dir": ("{path}: в папке нет сканов (PDF, PNG, JPEG, TIFF)",
                       "{path}: no scans in the folder (PDF, PNG, JPEG, TIFF)"),
    "summary": ("Страниц: {pages}; совпадают: {matches}; другая редакция: {other_revision}; неизвестны: {unknown}; "
                "не прочитаны: {unreadable}{files}",
                "Pages: {pages}; matching: {matches}; other revision: {other_revision}; unknown: {unknown}; "
                "unreadable: {unreadable}{files}"),
    "summary_files": ("; файлов не прочитано: {n}", "; files not read: {n}"),
    "typed_bad": ("«{text}»: это не отпечаток партии (12 шестнадцатеричных цифр, например BD27-50E7-406F)",
                  "“{text}”: not a game fingerprint (12 hex digits, e.g. BD27-50E7-406F)"),
    "typed": ("{short} (набран вручную)", "{short} (typed)"),
    "no_input": ("укажите сканы (файлы или папки) или --fingerprint",
                 "name the scans (files or folders) or --fingerprint"),
    "written": ("Записано: {path}", "Written: {path}"),
    "write_failed": ("{path}: не удалось записать ({reason})", "{path}: cannot be written ({reason})"),
}


def tr(key: str, lang: str, /, **kw: Any) -> str:      # a message may have a {key} of its own
    ru, en = _TEXT[key]
    return (en if lang == "en" else ru).format(**kw)


def verdict_name(verdict: str, lang: str) -> str:
    return tr(verdict, lang)


def place_text(tournament, round_, table, game, lang: str, key: str | None = None) -> str:
    if not tournament and key:
        return tr("game_id", lang, key=key)
    text = tr("place", lang, tournament=tournament or "—", round=round_ or "—", table=table or "—")
    return text + (tr("place_game", lang, game=game) if game else "")


def revision_text(number: int | None, lang: str) -> str:
    return tr("revision", lang, n=number) if number else tr("unsigned_version", lang)


def signature_text(v: Verdict, lang: str) -> str:
    sig = v.signature
    if sig is None:
        return ""
    return tr(f"sig.{sig.status}", lang, signer=sig.signer or "?", at=_iso(sig.at))


def _iso(value: str | None) -> str:
    """``2026-12-01T11:20:11Z`` -> ``2026-12-01 11:20 UTC``; a time without a zone as it is."""
    if not value:
        return "?"
    text = value.replace("T", " ")
    if text.endswith("Z"):
        return text[:16] + " UTC"
    return text[:16]


def line(v: Verdict, lang: str = "ru") -> str:
    """The page's verdict in one line."""
    where = v.where or tr("typed", lang, short=v.mark.short if v.mark else "?")
    if v.verdict == UNREADABLE:
        return tr("line.unreadable", lang, where=where, why=tr(f"why.{v.problem}", lang, detail=v.problem_detail))
    if v.continued_from:
        return tr("line.continued", lang, where=where, verdict=verdict_name(v.verdict, lang), n=v.sheet_page,
                  total=v.sheet_pages, first=v.continued_from.rsplit(" #", 1)[-1])
    e, m = v.entry, v.mark
    if v.verdict in (MATCHES, OTHER_REVISION):
        # judge() found the archived game by the sheet's mark
        assert e is not None and m is not None
        return _found_line(v, e, m, where, lang)
    printed = ""
    if m is not None and m.tournament:
        place = place_text(m.tournament, m.round, m.table, m.game, lang)
        printed = (tr("printed", lang, place=place, revision=m.revision) if m.revision
                   else tr("printed_place", lang, place=place))
    text = tr("line.unknown", lang, where=where, short=m.short if m else "?", printed=printed)
    if v.names_archived and e is not None:
        text += tr("names_archived", lang, revision=revision_text(e.revision, lang))
    return text


def _found_line(v: Verdict, e: Entry, m: Mark, where: str, lang: str) -> str:
    if v.verdict == MATCHES:
        # an unsigned game has no revision yet: the signature part says "not signed"
        revision = f", {revision_text(e.revision, lang)}" if e.revision else ""
        return tr("line.matches", lang, where=where, place=_entry_place(v, lang), revision=revision,
                  signature=signature_text(v, lang))
    if v.verdict == OTHER_REVISION and v.newer:
        return tr("line.newer", lang, where=where, place=_entry_place(v, lang), printed=m.revision,
                  current=revision_text(e.revision, lang))
    p = v.printed
    assert p is not None                          # an older revision is known by what was printed
    printed = (revision_text(p.revision, lang) if p.revision is not None else
               tr("earlier_version", lang, at=_at(p.at), by=tr("by", lang, who=p.author) if p.author else ""))
    corrections = "; ".join(tr("correction", lang, n=c.revision, who=c.author or "?", at=_at(c.at),
                               reason=c.reason or "—") for c in v.corrections)
    return tr("line.older", lang, where=where, place=_entry_place(v, lang), printed=printed,
              current=revision_text(e.revision, lang),
              corrections=tr("corrections", lang, list=corrections) if corrections else "",
              changes="; ".join(v.changes))


def _entry_place(v: Verdict, lang: str) -> str:
    e = v.entry
    assert e is not None
    return place_text(e.tournament, e.round, e.table, e.game, lang, key=e.key)


def _at(at) -> str:
    return at.strftime("%Y-%m-%d %H:%M") if at else "?"


def file_line(error: Any, lang: str) -> str:
    return tr(f"file.{error.code}", lang, path=error.path, detail=error.detail)


def summary(batch: Any, lang: str) -> str:
    counts = batch.counts()
    files = tr("summary_files", lang, n=len(batch.failures)) if batch.failures else ""
    return tr("summary", lang, pages=len(batch.verdicts), files=files, **counts)
