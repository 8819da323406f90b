"""The secretary's decisions and the stored seating, as the window takes them: a mixin of
:class:`SecretaryWindow` (the journal is the archive's, or ``secretary.journal`` beside the
first imported folder)."""
from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtWidgets import QMessageBox

from app.tournament.decisions import DecisionError, read_journal
from app.tournament.games import archive_originals, archive_reading
from app.tournament.settle import decide, default_journal

from .texts import translate


class SettlingMixin:
    # -- the secretary's journal -------------------------------------------------------
    @property
    def on_archive(self) -> bool:
        return self.archive is not None and bool(self.tournament_name)

    def journal_path(self) -> Path | None:
        """Where decisions about a tournament of files go: beside the first folder."""
        return default_journal([str(p) for p in self.sources.roots])

    def decisions(self) -> list:
        """The journal to apply; a journal file that cannot be read is one more problem
        of the reading (``journal_problems``), and no decision is applied."""
        self.journal_problems = []
        if self.on_archive:
            return list(self.archive_decisions)
        path = self.journal_path()
        try:
            return read_journal(path) if path is not None else []
        except DecisionError as error:
            self.journal_problems = [(str(path), error.message(self.lang))]
            return []

    def take_decision(self, game, kind: str, fields: dict) -> bool:
        """Journal a decision taken in the window, then read the tournament again."""
        from app.storage import ArchiveError
        fields = dict(fields)
        identity = None
        if fields.pop("sign", False):
            identity = self._signing_identity(fields["author"])
            if identity is None:
                return False
        try:
            decision = decide(self.tournament, game.ref, kind, archive=self.archive if self.on_archive else None,
                              journal=None if self.on_archive else self.journal_path(), identity=identity,
                              **fields)
        except (DecisionError, ArchiveError) as error:
            QMessageBox.warning(self, translate("Secretary", "Decision not taken"), error.message(self.lang))
            return False
        except OSError as error:
            QMessageBox.warning(self, translate("Secretary", "Decision not taken"), str(error.strerror or error))
            return False
        if self.on_archive:
            self.reread_archive()
        self._key = None
        self._apply()
        self.statusBar().showMessage(translate("Secretary", "Journalled: {game}: {what}").format(
            game=game.label, what=decision.what(self.lang)), 8000)
        return True

    def reread_archive(self) -> None:
        """What the archive holds now, read at once (after the window itself wrote to it)."""
        from app.storage.secretary import SecretaryStore
        store = SecretaryStore(self.archive)
        self.archive_decisions = store.decisions(self.tournament_name)
        self.archive_setup = store.setup(self.tournament_name)
        items, signed, self.archive_revisions = archive_reading(self.archive, self.tournament_name)
        self.sources.set_archive(items, signed, archive_originals(self.archive, signed, items))

    def _signing_identity(self, author: str):
        """The secretary's key for a signed correction (made on first use), or None."""
        from PySide6.QtWidgets import QInputDialog, QLineEdit

        from app.signing import SigningError, ensure_identity, has_identity
        prompt = translate("Secretary", "A new signing key is created for you. Choose its passphrase:") \
            if not has_identity() else translate("Secretary", "The passphrase of your signing key:")
        secret, ok = QInputDialog.getText(self, translate("Secretary", "Sign the correction"), prompt,
                                          QLineEdit.Password)
        if not ok or not secret:
            return None
        try:
            return ensure_identity(author, secret)
        except SigningError as error:
            QMessageBox.warning(self, translate("Secretary", "Not signed"), error.message(self.lang))
            return None

    def _load_stored_seating(self) -> None:
        from app.storage import ArchiveError
        from app.storage.secretary import SecretaryStore
        from app.tournament import SeatingError, loads_schedule
        try:
            stored = SecretaryStore(self.archive).seating(self.tournament_name)
            if stored is not None:
                self.seating.set_schedule(loads_schedule(json.dumps(stored), self.tournament_name))
        except (SeatingError, ArchiveError):
            pass                          # unreadable or unreachable: the panel stays as it is

    def keep_seating(self) -> None:
        """Keep the seating shown with the archive's tournament (the judges' tables use it)."""
        from app.storage import ArchiveError
        from app.storage.secretary import SecretaryStore
        from app.tournament.schedule_io import schedule_json
        if not self.on_archive or self.seating.schedule is None:
            return
        try:
            version = SecretaryStore(self.archive).save_seating(self.tournament_name,
                                                                schedule_json(self.seating.schedule))
        except ArchiveError as error:
            QMessageBox.warning(self, translate("Secretary", "The archive"), error.message(self.lang))
            return
        self.statusBar().showMessage(translate("Secretary", "The seating is kept in the archive (version {version})")
                                     .format(version=version), 8000)

