"""Starting the protocol sheet: the application, its language, and the offer to restore."""
from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QLibraryInfo, QLocale, QSettings, QTimer, QTranslator, qVersion
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QMessageBox

RESOURCES = Path(__file__).resolve().parent.parent / "resources"
TRANSLATIONS = RESOURCES / "translations"
ICON = RESOURCES / "icons" / "mafia-protocol.svg"


def language() -> str:
    """The setting, else Russian unless the system speaks another known language."""
    chosen = QSettings().value("language")
    if chosen in ("ru", "en"):
        return chosen
    system = QLocale.system().language()
    return "en" if system not in (QLocale.Russian, QLocale.C, QLocale.AnyLanguage) else "ru"


def install_translators(app: QApplication, lang: str) -> list[QTranslator]:
    installed = []
    if lang == "ru":
        for name, folder in (("mafia_ru", str(TRANSLATIONS)),
                             ("qtbase_ru", QLibraryInfo.path(QLibraryInfo.TranslationsPath))):
            translator = QTranslator(app)
            if translator.load(name, folder):
                app.installTranslator(translator)
                installed.append(translator)
    return installed


def make_app(argv: list[str] | None = None) -> QApplication:
    app = QApplication.instance() or QApplication(argv or sys.argv[:1])
    app.setOrganizationName("MafiaProtocol")
    app.setApplicationName("mafia-protocol")
    app.setWindowIcon(QIcon(str(ICON)))
    return app


def open_archive_or_none(lang: str):
    """The archive (SQLite by default, PostgreSQL by MAFIA_PROTOCOL_DB); None, with the
    reason shown, when it cannot be used — the sheet then autosaves to the recovery file."""
    from app.storage import ArchiveError, open_archive
    try:
        return open_archive(), None
    except ArchiveError as err:
        return None, err.message(lang)


def create_window(lang: str, path: str | None = None, offer_restore: bool = True, archive=None):
    from PySide6.QtCore import QCoreApplication

    from app import recovery
    from app.document import GameDocument

    from .main_window import MainWindow
    ask = QCoreApplication.translate(
        "MainWindow", "A game was left unsaved when the program stopped. Restore it?")
    doc, source, stored = None, path, None
    if offer_restore:
        unfinished = archive.latest_unfinished() if archive is not None else None
        restored = recovery.read()
        if unfinished is not None or restored is not None:
            if QMessageBox.question(None, "Mafia Protocol", ask) == QMessageBox.Yes:
                if unfinished is not None:
                    doc, stored = unfinished.document, unfinished
                else:
                    doc, source = restored
            elif unfinished is not None:
                archive.discard_game(unfinished.id, unfinished.version, reason="not restored")
        recovery.clear()
    window = MainWindow(GameDocument(doc) if doc else _blank(), source, lang, archive, stored)
    if doc is None and path:
        window.open_path(path)
    if doc is not None:
        window.undo.resetClean()   # restored work is not saved to a file yet
        window._title()
    return window


def _blank():
    from app.document import GameDocument
    return GameDocument.new([""] * 10, ["citizen"] * 6 + ["sheriff", "mafia", "mafia", "don"],
                            "league", {})


def run(argv: list[str] | None = None, self_test: bool = False) -> int:
    """The sheet until it is closed; with ``self_test``, closed as soon as it is shown, and
    one line saying what started (the installers' smoke test runs it offscreen)."""
    app = make_app()
    lang = language()
    translators = install_translators(app, lang)
    args = [a for a in (sys.argv[1:] if argv is None else argv) if not a.startswith("-")]
    archive, problem = open_archive_or_none(lang)
    window = create_window(lang, args[0] if args else None, offer_restore=not self_test,
                           archive=archive)
    if problem:
        window.show_inline(problem)
    window.show()
    if not self_test:
        return app.exec()
    shown = []
    QTimer.singleShot(0, lambda: (shown.append(window.isVisible()), app.quit()))
    app.exec()
    translated = lang != "ru" or any("mafia_ru" in t.filePath() for t in translators)
    print(f"the protocol sheet started: Qt {qVersion()}, platform {app.platformName()}, "
          f"language {lang}, translation {'loaded' if translated else 'MISSING'}, "
          f"archive {'open' if archive is not None else 'unavailable: ' + str(problem)}")
    ok = shown == [True] and translated and archive is not None
    window.close()
    window.deleteLater()
    for translator in translators:      # leave the application as it was found
        app.removeTranslator(translator)
    return 0 if ok else 1
