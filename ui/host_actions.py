"""The boulevard host's tools of the main window: an event struck before the public
reveal, a host's error after it (Ф.6), and the host's private journal."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QInputDialog

from .event_text import event_text

translate = QCoreApplication.translate


def strike_event(w, index: int | None = None) -> None:
    """Ф.6 before the public reveal: the wrong event of this phase is struck with a trace
    (a correction event); the judge then records the right one."""
    if not w.model.club:
        w.show_inline(translate("MainWindow", "In the sport rule books an event is corrected by undo or by editing it."))
        return
    events = w.doc.phases[-1]["events"]
    if index is None:
        choices = [f"#{i + 1}: {event_text(e)}" for i, e in enumerate(events) if e.get("type") != "correction"]
        if not choices:
            return
        chosen, ok = QInputDialog.getItem(w, translate("MainWindow", "Strike an event"),
                                          translate("MainWindow", "The event recorded by mistake:"), choices, 0, False)
        if not ok:
            return
        index = int(chosen.split(":", 1)[0][1:]) - 1
    w.record({"type": "correction", "event": index, "replacement": None})


def host_error(w, round_name: str | None = None, remedy: str | None = None) -> None:
    """Ф.6 after the reveal: secret decisions are never rewritten; a neutral decision is
    recorded, or the previous round is replayed."""
    if not w.model.club:
        w.show_inline(translate("MainWindow", "Host's errors are recorded in boulevard games."))
        return
    if round_name is None or remedy is None:
        names = [p["phase"] for p in w.doc.phases[:-1]][::-1]
        if not names:
            return
        round_name, ok = QInputDialog.getItem(w, translate("MainWindow", "Host's error"),
                                              translate("MainWindow", "The round it concerns:"), names, 0, False)
        if not ok:
            return
        remedies = {translate("MainWindow", "a neutral decision"): "neutral",
                    translate("MainWindow", "replay the round"): "replay"}
        label, ok = QInputDialog.getItem(w, translate("MainWindow", "Host's error"),
                                         translate("MainWindow", "Remedy:"), list(remedies), 0, False)
        if not ok:
            return
        remedy = remedies[label]
    w.record({"type": "host_error", "round": round_name, "remedy": remedy})


def export_journal(w) -> str | None:
    """The host's private journal (boulevard): warnings, votes and night actions in order,
    never printed on the public protocol."""
    state = w.doc.state
    if not hasattr(state, "journal"):
        w.show_inline(translate("MainWindow", "Only a boulevard game keeps a host's journal."))
        return None
    from app.boulevard import export_text
    suggested = str(Path(w.path).with_suffix(".journal.txt")) if w.path else "journal.txt"
    path, _ = QFileDialog.getSaveFileName(w, translate("MainWindow", "Host's journal"), suggested,
                                          translate("MainWindow", "Text (*.txt)"))
    if not path:
        return None
    from .export import write_atomically
    write_atomically(path, export_text(state, w.lang).encode("utf-8"))
    return path
