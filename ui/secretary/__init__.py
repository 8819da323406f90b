"""The secretary's window (issue 6, §3): rounds × tables with each game's status, live
standings, player cards, the seating, imports of judges' signed files and the exports.

``mafia-protocol secretary`` starts it (app/commands/secretary.py); docs/secretary.md
describes it.  Everything it shows is computed by ``app.tournament``.
"""
from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .window import SecretaryWindow

if TYPE_CHECKING:
    from app.tournament import Regulation
    from app.tournament.stages import Stage

__all__ = ["SecretaryWindow", "run"]


def run(lang: str | None = None, *, archive: Any = None, tournament: str | None = None,
        regulation: Regulation | str | Path | None = None, paths: Sequence[str] = (), schedule: str | None = None,
        stages: Sequence[Stage] = (), stages_path: str | None = None) -> int:
    """Open the window and run the application until it is closed."""
    from ui.main import install_translators, language, make_app
    app = make_app()
    lang = lang or language()
    install_translators(app, lang)
    window = SecretaryWindow(lang, archive=archive, tournament=tournament, regulation=regulation,
                             paths=paths, schedule=schedule, stages=stages, stages_path=stages_path)
    window.show()
    return app.exec()
