"""The boulevard host's tools of the main window: an event struck before the public
reveal, a host's error after it (Ф.6), and the host's private journal.  The dialogs are in
:mod:`ui.club_host`: masked as the sheet is, with a note kept in the journal."""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from app.editions import club_state, edition_of
from app.format.events import ABSENT, Correction, HostError

from . import club_host

if TYPE_CHECKING:
    from .sheet_window import SheetWindow

translate = QCoreApplication.translate


def strike_event(w: SheetWindow, index: int | None = None, note: str | None = None) -> None:
    """Ф.6 before the public reveal: the wrong event of this phase is struck with a trace
    (a correction event); the host then records the right one."""
    if not w.model.club:
        w.show_inline(translate("MainWindow",
                                "In the sport rule books an event is corrected by undo or by editing it."))
        return
    if index is None:
        dialog = club_host.StrikeDialog(w.doc.phases[-1].events, w.lang, w)
        chosen = dialog.chosen() if dialog.exec() else None
        if chosen is not None:
            w.record(chosen)
        return
    w.record(Correction(event=index, replacement=None, note=note or ABSENT))


def host_error(w: SheetWindow, round_name: str | None = None, remedy: str | None = None,
               note: str | None = None) -> None:
    """Ф.6 after the reveal: secret decisions are never rewritten; a neutral decision is
    recorded, or the round is replayed."""
    club = club_state(w.doc.state)
    if club is None:
        w.show_inline(translate("MainWindow", "Host's errors are recorded in boulevard games."))
        return
    if round_name is None or remedy is None:
        dialog = club_host.HostErrorDialog(club, w.lang, w)
        if dialog.exec():
            w.record(dialog.chosen())
        return
    w.record(HostError(round_name, remedy, note=note or ABSENT))


def export_journal(w: SheetWindow, path: str | None = None) -> str | None:
    """The host's private journal (boulevard), PDF or text, never on the public protocol."""
    if not edition_of(w.doc.state).has_journal:
        w.show_inline(translate("MainWindow", "Only a boulevard game keeps a host's journal."))
        return None
    return club_host.export_journal(w, path)
