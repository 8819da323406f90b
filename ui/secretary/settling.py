"""The secretary's decisions and the kept seating, as the window takes them: a mixin of
:class:`SecretaryWindow`.  The open tournament (``window.controller``) journals a decision
where the tournament is kept (the archive's journal, or ``secretary.journal`` beside the
first imported folder) and keeps a seating with it; the window words and asks."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QMessageBox

from app.secretary import PlaceError

from .base import WindowBase
from .texts import translate

if TYPE_CHECKING:
    from app.signing import Identity
    from app.tournament.games import TournamentGame


class SettlingMixin(WindowBase):
    # -- the secretary's journal -------------------------------------------------------
    def take_decision(self, game: TournamentGame, kind: str, fields: dict[str, Any]) -> bool:
        """Journal a decision taken in the window; the controller reads the tournament again."""
        fields = dict(fields)
        identity = None
        if fields.pop("sign", False):
            identity = self._signing_identity(fields["author"])
            if identity is None:
                return False
        try:
            decision = self.controller.decide(game.ref, kind, fields, identity)
        except PlaceError as error:
            QMessageBox.warning(self, translate("Secretary", "Decision not taken"), error.message(self.lang))
            return False
        self.statusBar().showMessage(translate("Secretary", "Journalled: {game}: {what}").format(
            game=game.label, what=decision.what(self.lang)), 8000)
        return True

    def _signing_identity(self, author: str) -> Identity | None:
        """The secretary's key for a signed correction (made on first use), or None."""
        from PySide6.QtWidgets import QInputDialog, QLineEdit

        from app.signing import SigningError, ensure_identity, has_identity
        prompt = translate("Secretary", "A new signing key is created for you. Choose its passphrase:") \
            if not has_identity() else translate("Secretary", "The passphrase of your signing key:")
        secret, ok = QInputDialog.getText(self, translate("Secretary", "Sign the correction"), prompt,
                                          QLineEdit.EchoMode.Password)
        if not ok or not secret:
            return None
        try:
            return ensure_identity(author, secret)
        except SigningError as error:
            QMessageBox.warning(self, translate("Secretary", "Not signed"), error.message(self.lang))
            return None

    def keep_seating(self) -> None:
        """Keep the seating shown with the tournament (the judges' tables use it)."""
        if not self.controller.place.keeps_seating:
            return
        try:
            version = self.controller.keep_seating()
        except PlaceError as error:
            QMessageBox.warning(self, translate("Secretary", "The archive"), error.message(self.lang))
            return
        if version is not None:
            self.statusBar().showMessage(translate(
                "Secretary", "The seating is kept in the archive (version {version})").format(version=version), 8000)
