"""Starting the protocol sheet: the application, its language, and the offer to restore."""
from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QSettings, QTimer, QTranslator, qVersion
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QLabel

from app.i18n import SOURCE, languages, system_language
from app.paths import resource

if TYPE_CHECKING:
    from app.document import GameDocument
    from app.judge.archive import Archive

    from .main_window import MainWindow

TRANSLATIONS = resource("translations")
ICON = resource("icons", "mafia-protocol.svg")


def language() -> str:
    """The setting, else the system's language where the program speaks it (app.i18n)."""
    chosen = QSettings().value("language")
    if isinstance(chosen, str) and chosen in languages():
        return chosen
    system = QLocale.system()
    return system_language(None if system.language() in (QLocale.Language.C, QLocale.Language.AnyLanguage)
                           else system.name().split("_")[0])


def qt_translations() -> list[str]:
    """Where Qt's own catalogues are: Qt's translations folder, else the PySide6 package's
    own copy (a bundle may report a folder it did not ship)."""
    from pathlib import Path

    import PySide6
    return [QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath),
            str(Path(PySide6.__file__).parent / "Qt" / "translations")]


def install_translators(app: QApplication, lang: str) -> list[QTranslator]:
    """Qt's own catalogue (its file dialogs and buttons) first, then ours, so that ours wins
    where both word the same thing, and the locale of numbers and dates (a decimal comma in
    Russian), all in the one language — whichever language the interface speaks."""
    from .game_texts import set_locale
    set_locale(lang)
    installed = []
    wanted = [("qtbase_" + lang, folder) for folder in qt_translations()]
    wanted.append((f"mafia_{lang}", str(TRANSLATIONS)))
    loaded: set[str] = set()
    for name, folder in wanted:
        if name in loaded:
            continue
        translator = QTranslator(app)
        if translator.load(name, folder):
            app.installTranslator(translator)
            installed.append(translator)
            loaded.add(name)
    return installed


def make_app(argv: list[str] | None = None) -> QApplication:
    running = QApplication.instance()
    app = running if isinstance(running, QApplication) else QApplication(argv or sys.argv[:1])
    app.setOrganizationName("MafiaProtocol")
    app.setApplicationName("mafia-protocol")
    app.setWindowIcon(QIcon(str(ICON)))
    return app


def create_window(lang: str, path: str | None = None, offer_restore: bool = True,
                  archive: Archive | None = None) -> MainWindow:
    """The main window: the game left open by a stopped run (when the judge restores it),
    the file given, or the start page."""
    from app import recovery
    from app.document import GameDocument
    from app.recovery import read_timer

    from .main_window import MainWindow
    from .restore import offer
    doc, source, stored = None, path, None
    # one sheet owns the recovery folder; a second one on the same data folder neither offers
    # the first one's live game nor writes over it, and says so
    owner = recovery.claim()
    if offer_restore and owner:
        restored = offer(archive, lang)
        if restored is not None:
            doc, source, stored = restored
    # the clock as the stopped run left it, read before the new window resets it
    clock = read_timer(doc["phases"][-1]["phase"] if doc and doc.get("phases") else None) if doc else None
    window = MainWindow(GameDocument(doc) if doc else _blank(), source, lang, archive, stored)
    if doc is not None:
        window.undo.resetClean()   # restored work is not saved to a file yet
        window.update_title()
        if clock is not None:
            window.flow_panel.timer.restore(*clock)
    elif path:
        window.open_path(path)
    else:
        window.show_start()
    if not owner:
        say_recovery_owned_elsewhere(window, lang)
    return window


def say_recovery_owned_elsewhere(window: MainWindow, lang: str) -> None:
    """The whole sentence once, and a short one kept in the status bar while the sheet runs."""
    from app import recovery
    text = recovery.owner_message(lang)
    window.show_inline(text)
    kept = QLabel(QCoreApplication.translate("MainWindow", "No recovery copy: another sheet owns the folder"))
    kept.setToolTip(text)
    kept.setStyleSheet("color:#b71c1c")
    window.statusBar().addPermanentWidget(kept)


def _blank() -> GameDocument:
    from app.document import GameDocument
    from app.editions import SPORT
    return GameDocument.new([""] * SPORT.table.default, SPORT.table.deal(), "league", {})


def run(argv: list[str] | None = None, self_test: bool = False) -> int:
    """The sheet until it is closed; with ``self_test``, closed as soon as it is shown, and
    one line saying what started (the installers' smoke test runs it offscreen)."""
    app = make_app()
    lang = language()
    translators = install_translators(app, lang)
    args = [a for a in (sys.argv[1:] if argv is None else argv) if not a.startswith("-")]
    from .errors import install
    install()     # an exception in a handler is logged and shown, never silent
    # the archive, or the reason it cannot be used: the sheet then autosaves to the recovery file
    from app.judge.archive import open_archive_or_none
    archive, problem = open_archive_or_none(lang)
    window = create_window(lang, args[0] if args else None, offer_restore=not self_test,
                           archive=archive)
    if problem:
        window.show_inline(problem)
    from .file_open import FileOpenWatcher
    FileOpenWatcher(app, window.open_path, window)       # macOS Finder's "Open With"
    window.show()
    if not self_test:
        return app.exec()
    shown: list[bool] = []

    def seen() -> None:
        shown.append(window.isVisible())
        app.quit()
    QTimer.singleShot(0, seen)
    app.exec()
    translated = lang == SOURCE or any(f"mafia_{lang}" in t.filePath() for t in translators)
    print(f"the protocol sheet started: Qt {qVersion()}, platform {app.platformName()}, "
          f"language {lang}, translation {'loaded' if translated else 'MISSING'}, "
          f"archive {'open' if archive is not None else 'unavailable: ' + str(problem)}")
    ok = shown == [True] and translated and archive is not None
    window.close()
    window.deleteLater()
    # gone now, not at some later loop: a window left behind stays the active one
    QCoreApplication.sendPostedEvents(window, QEvent.Type.DeferredDelete)
    for translator in translators:      # leave the application as it was found
        app.removeTranslator(translator)
    return 0 if ok else 1
