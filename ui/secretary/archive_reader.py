"""The issues tab's lines of what the served archive refused of the tables' changes (issue 29);
the archive itself is read off the UI thread by the window through ``ui.background``."""
from __future__ import annotations

from typing import Any

from app.tournament.issues import refused_change_issues

from .models import IssueLine


def refused_lines(problems: list[Any], lang: str) -> list[IssueLine]:
    """The issues tab's lines of the tables' changes the served archive refused (issue 29)."""
    return [IssueLine(issue.severity, "", "", issue.message(lang)) for issue in refused_change_issues(problems)]
