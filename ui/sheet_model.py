"""The protocol sheet as a table model: a row per seat, columns per day and night.

Everything shown comes from the engine's state; an edit made in a cell is not applied here
but requested, so that it goes through the undo stack like every other edit.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, QModelRoleData, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont

from app.document import GameDocument
from app.editions import Edition, club_state, edition_of, sport_state
from app.snapshot import Leave, foul_limits, leave

if TYPE_CHECKING:
    from PySide6.QtCore import QModelRoleDataSpan, QObject, QPersistentModelIndex

    from app.boulevard import model as boulevard
    from app.boulevard.resolution import Action, NightResult
    from app.sport import model as sport

    Index = QModelIndex | QPersistentModelIndex

_GREY_TEXT = QBrush(QColor("#8a8a8a"))
_GREY_FILL = QBrush(QColor("#ececec"))
_LEFT = int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft)
_CENTRE = int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignHCenter)
_STRUCK = QFont()
_STRUCK.setStrikeOut(True)
FOULS_ROLE = Qt.ItemDataRole.UserRole + 1
SEAT_ROLE = Qt.ItemDataRole.UserRole + 2
WARNINGS_ROLE = Qt.ItemDataRole.UserRole + 3
FOUL_LIMITS_ROLE = Qt.ItemDataRole.UserRole + 4   # the ruleset's FoulLimits: how many boxes, which count is red
# plain ints: comparing PySide's enum objects costs microseconds a cell
_DISPLAY, _EDIT, _TIP, _FONT, _ALIGN, _BG, _FG = (int(r.value) for r in (
    Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole, Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.FontRole,
    Qt.ItemDataRole.TextAlignmentRole, Qt.ItemDataRole.BackgroundRole, Qt.ItemDataRole.ForegroundRole))
_FOULS, _SEAT, _WARNINGS = int(FOULS_ROLE), int(SEAT_ROLE), int(WARNINGS_ROLE)   # ints: the seat's fouls
_LIMITS = int(FOUL_LIMITS_ROLE)
_SELECTABLE = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
_EDITABLE = _SELECTABLE | Qt.ItemFlag.ItemIsEditable
NAME_MAX = 40
HIDDEN = "•"


def t(text: str) -> str:
    """Translate a runtime string (literals go through ``translate`` so lupdate sees them)."""
    return QCoreApplication.translate("SheetModel", text)


translate = QCoreApplication.translate


def phase_label(name: str) -> str:
    """D2 / N1 as the interface's language writes them."""
    day = translate("SheetModel", "D%1") if name[0] == "D" else translate("SheetModel", "N%1")
    return day.replace("%1", name[1:])


def role_letter(role: str, lang: str = "ru") -> str:
    letters = {"citizen": translate("SheetModel", "C"), "sheriff": translate("SheetModel", "S"),
               "mafia": translate("SheetModel", "M"), "don": translate("SheetModel", "D")}
    return letters.get(role) or role_name(role, lang)


def role_name(role: str, lang: str = "ru") -> str:
    names = {"citizen": translate("SheetModel", "citizen"), "sheriff": translate("SheetModel", "sheriff"),
             "mafia": translate("SheetModel", "mafia"), "don": translate("SheetModel", "don")}
    if role in names:
        return names[role]
    from app.boulevard import ROLE_NAMES  # the club roles name themselves in both languages
    return ROLE_NAMES[role].pick(lang)


# Night actions in the revealed sheet: a mark and the target(s).
ACTION_MARKS = {"putana_block": "⊘", "lawyer_defend": "§", "bartender_swap": "⇄", "doctor_heal": "+",
                "mafia_shot": "×", "maniac_attack": "†", "commissar_check": "?", "journalist_compare": "≟"}


def action_mark(action: Action, result: NightResult | None) -> str:
    """A night action in the revealed sheet: its mark and target(s); one the Putana's block
    cancelled is crossed out, not shown as if it had worked (a cancelled heal is no "+1")."""
    text = f"{ACTION_MARKS.get(action.action, '•')}{','.join(map(str, action.targets)) or '—'}"
    if result is not None and any(b.seat == action.by and action.action in b.lost for b in result.blocked):
        return translate("ClubHost", "(%1 blocked)").replace("%1", text)
    return text


def step_name(step: str) -> str:
    return {"warning": translate("SheetModel", "a warning"),
            "speech_loss": translate("SheetModel", "the speech lost for a day circle"),
            "removal": translate("SheetModel", "removal by the host"), "none": "—"}[step]


def ladder_text(ladder: boulevard.Ladder) -> str:
    marks = "!" * ladder.light + "‼" * len(ladder.grave)
    if ladder.lost_days:
        days = ", ".join(phase_label(f"D{d}") for d in ladder.lost_days)
        marks += " " + translate("SheetModel", "no speech") + " " + days
    return marks


def _tally(rnd: sport.VoteRound | boulevard.Round, seat: int) -> int | str:
    """A round's count for a candidate, complete or not (sport and club rounds alike)."""
    if rnd.complete:
        value = rnd.tallies.get(seat, rnd.recorded.get(seat, ""))
        if seat in rnd.inferred() and seat not in rnd.recorded:
            return f"({value})"     # the remainder the engine inferred (7.13), not written down
        return value
    return rnd.recorded.get(seat, "·")


@dataclass(frozen=True)
class Column:
    kind: str            # seat | name | role | fouls | left | nom | vote | night
    phase: str | None = None
    phase_index: int | None = None


def left_text(fact: Leave) -> str:
    """How a player left, in the protocol snapshot's vocabulary (app.snapshot.LEAVE_CODES)."""
    words = {"killed": translate("SheetModel", "killed"), "voted": translate("SheetModel", "voted out"),
             "lifted": translate("SheetModel", "lifted"), "fouls": translate("SheetModel", "4 fouls"),
             "disqualified": translate("SheetModel", "removed")}
    return f"{phase_label(fact.phase)} {words[fact.how]}"


class SheetModel(QAbstractTableModel):
    edit_requested = Signal(int, str, object)     # seat, field, value
    rejected = Signal(str)                        # an inline message for bad input

    def __init__(self, doc: GameDocument, parent: QObject | None = None, lang: str = "ru") -> None:
        super().__init__(parent)
        self.doc = doc
        self.lang = lang
        self.reveal = False
        self.columns: list[Column] = []
        self._cells: dict[int, list[dict[int, object]]] = {}   # column -> its rows
        self._headers: dict[tuple[int, int], object] = {}
        self._build_columns()

    # -- structure -------------------------------------------------------------------------
    @property
    def edition(self) -> Edition:
        return edition_of(self.doc.state)

    @property
    def club(self) -> bool:
        """The game's nights are recorded role by role, by a host with a ladder and a
        journal: the club host's tools apply (the edition says so, app/editions.py)."""
        return self.edition.night_by_roles

    def _build_columns(self) -> None:
        """The edition's columns of a seat, then those of each day and each night (the night
        before the first day has none)."""
        edition = self.edition
        self.rows = len(self.doc.players)
        cols = [Column(kind) for kind in edition.sheet_columns]
        for i, phase in enumerate(self.doc.phases):
            name = phase.name
            if name.startswith("D"):
                cols += [Column(kind, name, i) for kind in edition.day_columns]
            elif name != "N0":
                cols += [Column(kind, name, i) for kind in edition.night_columns]
        self.columns = cols

    def refresh(self, columns: set[int] | None = None) -> bool:
        """The document changed: rebuild from the new state.  A reset only when the columns
        changed (a new phase); else only the cells whose values changed are announced, so
        that the view repaints those alone.  Cells are recomputed in ``columns`` (None: all)
        and across the rows whose player changed (a foul, a departure greys the whole row).
        Returns whether the columns changed."""
        before = (self.columns, self.rows)
        self._build_columns()
        old, self._cells = self._cells, {}
        if (self.columns, self.rows) != before:
            self._headers = {}
            self.beginResetModel()
            self.endResetModel()
            return True
        self._announce(old, columns)
        return False

    def _announce(self, old: dict[int, list[dict[int, object]]], columns: set[int] | None) -> None:
        seats = range(1, self.rows + 1)
        names = self._cells[1] = [self._cell(seat, self.columns[1]) for seat in seats]
        was = old.get(1)
        rows = set(range(self.rows)) if was is None else {r for r in range(self.rows) if names[r] != was[r]}
        changed: dict[int, list[int]] = {}     # row -> its changed columns
        for column, cells in old.items():
            if column == 1:
                continue
            col = self.columns[column]
            new = [self._cell(seat, col) for seat in seats] if columns is None or column in columns else \
                [self._cell(r + 1, col) if r in rows else cells[r] for r in range(self.rows)]
            self._cells[column] = new
            for r in range(self.rows):
                if new[r] != cells[r]:
                    changed.setdefault(r, []).append(column)
        for r, cols in sorted(changed.items()):
            self.dataChanged.emit(self.index(r, min(cols)), self.index(r, max(cols)))
        if rows:
            self.headerDataChanged.emit(Qt.Orientation.Vertical, min(rows), max(rows))

    def texts(self, column: int) -> list[str]:
        """Every text of a column, for sizing it without asking the view."""
        return [str(self._roles(row, column).get(_DISPLAY) or "") for row in range(self.rows)]

    def set_reveal(self, reveal: bool) -> None:
        if reveal != self.reveal:
            self.reveal = reveal
            self._cells = {}
            if self.rowCount() and self.columnCount():
                self.dataChanged.emit(self.index(0, 0), self.index(self.rowCount() - 1, self.columnCount() - 1))
                # the names in the row headers are struck out for a death, which F9 may preview
                self.headerDataChanged.emit(Qt.Orientation.Vertical, 0, self.rowCount() - 1)

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else self.rows

    def columnCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.columns)

    def column_of(self, kind: str, phase: str | None = None) -> int:
        for i, col in enumerate(self.columns):
            if col.kind == kind and (phase is None or col.phase == phase):
                return i
        return -1

    # -- headers ---------------------------------------------------------------------------
    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        """Asked on every repaint: answered from a table kept while the columns stay.
        The rows' header is the seat and the nickname (struck out once the player left), so
        that they stay in view however far the sheet scrolls."""
        if orientation == Qt.Orientation.Vertical:
            if not 0 <= section < self.rows:
                return None
            role = getattr(role, "value", role)
            name = self._roles(section, 1)
            if role == _DISPLAY:
                return f"{section + 1}  {name.get(_DISPLAY) or ''}"
            return name.get(role) if role in (_FONT, _FG, _TIP) else None
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self.columns):
            return None
        key = (section, getattr(role, "value", role))
        if key not in self._headers:
            self._headers[key] = self._header(self.columns[section], role)
        return self._headers[key]

    def _header(self, col: Column, role: int) -> str | None:
        if role == Qt.ItemDataRole.DisplayRole:
            if col.phase is not None:
                label = phase_label(col.phase)
                words = {"nom": translate("SheetModel", "nom."), "vote": translate("SheetModel", "votes")}
                return f"{label} {words[col.kind]}" if col.kind in words else label
            return {
                "seat": "№", "name": translate("SheetModel", "Player"), "role": translate("SheetModel", "Role"),
                "fouls": translate("SheetModel", "Fouls"), "left": translate("SheetModel", "Left"),
                "ladder": translate("SheetModel", "Violations"),
            }[col.kind]
        if role == Qt.ItemDataRole.ToolTipRole:
            return {
                "nom": translate("SheetModel", "Whom the player nominated"),
                "vote": translate("SheetModel", "Votes against the candidate, per round; ↑ the lift-all vote"),
                "night": translate("SheetModel", "×N: the player shot at N; D:N / S:N: the Don's / the Sheriff's check "
                           "(+ sheriff or red, − not); ✖ killed"),
                "fouls": translate("SheetModel", "Fouls: click to add one"),
            }.get(col.kind)
        return None

    # -- cells -----------------------------------------------------------------------------
    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return _EDITABLE if self.columns[index.column()].kind == "name" else _SELECTABLE

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        """Served from a table built once per change: a view asks for every role of every
        cell on each repaint, and the sheet must answer within a frame."""
        if not index.isValid():
            return None
        return self._roles(index.row(), index.column()).get(int(role))

    def multiData(self, index: Index, span: QModelRoleDataSpan | QModelRoleData) -> None:
        """Every role of a cell in one call: Qt 6's delegates ask this way, and one Python
        call per cell instead of one per role keeps a repaint within a frame."""
        if not index.isValid():
            return
        values = self._roles(index.row(), index.column())
        # Qt hands a span; PySide6's stub gives QModelRoleDataSpan no len() nor [] (it has both)
        slots = [span] if isinstance(span, QModelRoleData) else [span[i] for i in range(span.size())]  # type: ignore[index]
        for slot in slots:
            value = values.get(slot.role())
            if value is None:
                slot.clearData()
            else:
                slot.setData(value)

    def _roles(self, row: int, column: int) -> dict[int, object]:
        cells = self._cells.get(column)
        if cells is None:   # a column at a time: one scrolled out of view costs nothing
            col = self.columns[column]
            cells = self._cells[column] = [self._cell(seat, col) for seat in range(1, self.rows + 1)]
        return cells[row]

    def _cell(self, seat: int, col: Column) -> dict[int, object]:
        player = self.doc.state.players[seat]
        left = player.left is not None and not self._unannounced(seat)
        values: dict[int, object] = {
            _DISPLAY: self._display(seat, col), _SEAT: seat, _FOULS: player.fouls,
            _LIMITS: foul_limits(self.doc.state),
            _ALIGN: _LEFT if col.kind in ("name", "left") else _CENTRE,
            _TIP: self._tooltip(seat, col),
        }
        if left:
            values[_FG], values[_BG] = _GREY_TEXT, _GREY_FILL
            if col.kind == "name":
                values[_FONT] = _STRUCK
        if col.kind == "name":
            values[_EDIT] = player.name
        if col.kind == "fouls":     # a warning repaints the foul boxes, not the whole row
            values[_WARNINGS] = player.warnings
        return {k: v for k, v in values.items() if v is not None}

    def _display(self, seat: int, col: Column) -> str | None:
        state = self.doc.state
        player = state.players[seat]
        if col.kind == "seat":
            return str(seat)
        if col.kind == "name":
            return player.name
        if col.kind == "role":
            return role_letter(player.role, self.lang) if self.reveal else HIDDEN
        if col.kind == "fouls":
            return None  # painted by the delegate
        if col.kind == "ladder":
            club_table = club_state(state)      # a column of the club book's ladder
            return ladder_text(club_table.ladder(seat)) if club_table is not None else ""
        if col.kind == "left" and self._unannounced(seat):
            return ""
        if col.kind == "left":
            fact = leave(state, seat)
            if fact is None:
                return ""
            also = fact.also_removed and fact.how != "disqualified"
            return left_text(fact) + (" +" + translate("SheetModel", "removed") if also else "")
        if col.kind == "nom":
            return self._nomination(state.days.get(col.phase or ""), seat)
        if col.kind == "vote":
            return self._votes(state.days.get(col.phase or ""), seat)
        club_table = club_state(state)
        if club_table is not None:      # the roles' actions, not shots and checks
            return self._club_night(club_table.nights.get(col.phase or ""), seat)
        sport_table = sport_state(state)
        return self._night(sport_table.nights.get(col.phase or "") if sport_table is not None else None, seat)

    def _nomination(self, day: sport.Day | boulevard.Day | None, seat: int) -> str:
        if day is None:
            return ""
        marks = []
        if seat in day.silenced:
            marks.append(translate("SheetModel", "no speech"))
        elif seat in day.shortened:
            marks.append(translate("SheetModel", "30 s"))
        target = day.nominator.get(seat)
        if target is not None:
            marks.append(f"→{target}")
        return " ".join(marks)

    def _votes(self, day: sport.Day | boulevard.Day | None, seat: int) -> str:
        if day is None or seat not in day.ballot:
            return ""
        parts = [str(_tally(rnd, seat)) for rnd in day.rounds if seat in rnd.candidates]
        text = " / ".join(parts) if parts else "·"
        if day.lift is not None and seat in day.rounds[-1].candidates:
            text += f" ↑{day.lift[0]}"
        if seat in day.leaving:
            text += " ✖"
        return text

    def _night(self, night: sport.Night | None, seat: int) -> str:
        if night is None:
            return ""
        marks = []
        if night.victim == seat:
            marks.append("✖ " + translate("SheetModel", "killed"))
        if self.reveal:
            rec = night.shooting
            if rec is not None and rec.shots and seat in rec.shots:
                target = rec.shots[seat]
                marks.append(f"×{target if target is not None else '—'}")
            if night.don_check and self.doc.state.players[seat].role == "don":
                target, truth = night.don_check
                marks.append(f"{role_letter('don')}:{target}{'+' if truth == 'sheriff' else '−'}")
            if night.sheriff_check and self.doc.state.players[seat].role == "sheriff":
                target, truth = night.sheriff_check
                marks.append(f"{role_letter('sheriff')}:{target}{'+' if truth == 'red' else '−'}")
        return " ".join(marks)

    def _club_night(self, night: boulevard.Night | None, seat: int) -> str:
        """Deaths are public in the morning; who did what to whom stays hidden."""
        if night is None:
            return ""
        marks = []
        if night.result is not None and seat in night.result.death_seats() and (
                self.reveal or not self._unannounced(seat)):
            marks.append("✖ " + translate("SheetModel", "killed"))
        if self.reveal:
            marks += [action_mark(action, night.result) for action in night.actions.values() if action.by == seat]
        return " ".join(marks)

    def _unannounced(self, seat: int) -> bool:
        """A night's death before the morning is announced (a club host's secret)."""
        return not self.reveal and self.doc.state.unannounced(seat)

    def _tooltip(self, seat: int, col: Column) -> str | None:
        player = self.doc.state.players[seat]
        if col.kind == "ladder":
            club_table = club_state(self.doc.state)      # the column is the club book's ladder
            step = club_table.next_step(seat) if club_table is not None else "none"
            return translate("SheetModel", "Next step on the ladder: %1").replace("%1", step_name(step))
        if col.kind == "fouls" and player.warnings:
            return translate("SheetModel", "Fouls: %1, warnings: %2").replace("%1", str(player.fouls)).replace(
                "%2", str(player.warnings))
        if col.kind == "fouls":
            return translate("SheetModel", "Fouls: %1").replace("%1", str(player.fouls))
        if col.kind == "role" and self.reveal:
            return role_name(player.role, self.lang)
        if col.kind == "name" and player.left and not self._unannounced(seat):
            return left_text(fact) if (fact := leave(self.doc.state, seat)) is not None else None
        return None

    def setData(self, index: Index, value: object, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if not index.isValid() or role != Qt.ItemDataRole.EditRole:
            return False
        col = self.columns[index.column()]
        seat = index.row() + 1
        if col.kind == "name":
            name = str(value).strip()
            if len(name) > NAME_MAX:
                self.rejected.emit(translate("SheetModel", "A nickname is at most %1 characters; this one has %2.")
                                   .replace("%1", str(NAME_MAX)).replace("%2", str(len(name))))
                return False
            if name != self.doc.state.players[seat].name:
                self.edit_requested.emit(seat, "name", name)
            return True
        return False
