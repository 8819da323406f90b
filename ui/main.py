"""Starting the protocol sheet: the application, its language, and the offer to restore."""
from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QLibraryInfo, QLocale, QSettings, QTranslator
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


def create_window(lang: str, path: str | None = None, offer_restore: bool = True):
    from app import recovery
    from app.document import GameDocument

    from PySide6.QtCore import QCoreApplication

    from .main_window import MainWindow
    restored = recovery.read() if offer_restore else None
    doc, source = None, path
    if restored is not None:
        answer = QMessageBox.question(None, "Mafia Protocol",
                                      QCoreApplication.translate(
                                          "MainWindow", "A game was left unsaved when the program stopped. Restore it?"))
        if answer == QMessageBox.Yes:
            doc, source = restored
        else:
            recovery.clear()
    window = MainWindow(GameDocument(doc) if doc else _blank(), source, lang)
    if doc is None and path:
        window.open_path(path)
    if doc is not None:
        window.undo.resetClean()   # restored work is not saved anywhere yet
        window._title()
    return window


def _blank():
    from app.document import GameDocument
    return GameDocument.new([""] * 10, ["citizen"] * 6 + ["sheriff", "mafia", "mafia", "don"],
                            "league", {})


def run(argv: list[str] | None = None) -> int:
    app = make_app()
    lang = language()
    install_translators(app, lang)
    args = [a for a in (sys.argv[1:] if argv is None else argv) if not a.startswith("-")]
    window = create_window(lang, args[0] if args else None)
    window.show()
    return app.exec()
