"""A player's card: every game they played in the tournament, and their statistics by role
and by seat, as ``app.tournament.player_card`` gives them.  Opened by a double click on
the standings; not modal, so that several cards can be compared."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.tournament import PlayerCard, Standings, player_card
from app.tournament.rows import PlayerGame

from .texts import figure, result_name, role_name, translate


def left_name(how: str | None) -> str:
    return {
        "killed": translate("Secretary", "killed"),
        "voted": translate("Secretary", "voted out"),
        "fouls": translate("Secretary", "four fouls"),
        "disqualified": translate("Secretary", "removed"),
    }.get(how or "", "")


def _table(headers: list[str], rows: list[list[str]], stretch: int | None = None) -> QTableWidget:
    table = QTableWidget(len(rows), len(headers))
    table.setHorizontalHeaderLabels(headers)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.verticalHeader().hide()
    table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 8)
    table.setWordWrap(False)
    table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            item = QTableWidgetItem(text)
            item.setTextAlignment(
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
                if c == stretch
                else Qt.AlignmentFlag.AlignCenter
            )
            table.setItem(r, c, item)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    if stretch is not None:
        header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
    return table


def _compact(table: QTableWidget) -> QTableWidget:
    """A small table as big as its cells, without scroll bars."""
    table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    table.resizeColumnsToContents()
    header = table.horizontalHeader()
    for c in range(table.columnCount()):
        header.setSectionResizeMode(c, QHeaderView.ResizeMode.Fixed)
        table.setColumnWidth(c, max(table.columnWidth(c), 34))
    frame = 2 * table.frameWidth()
    table.setFixedSize(
        sum(table.columnWidth(c) for c in range(table.columnCount())) + frame,
        header.sizeHint().height() + sum(table.rowHeight(r) for r in range(table.rowCount())) + frame,
    )
    return table


class PlayerCardDialog(QDialog):
    def __init__(self, standings: Standings, key: str, lang: str = "ru", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lang = lang
        self.card: PlayerCard = player_card(standings, key)
        row = self.card.row
        self.setWindowTitle(translate("Secretary", "Player card: {name}").format(name=row.name))

        def f(value: float | None) -> str:
            return figure(value, lang)
        title = QLabel(
            translate("Secretary", "<b>{name}</b> — place {place}, total {total}").format(
                name=row.name, place=row.place_label, total=f(row.total)
            )
        )
        title.setTextFormat(Qt.TextFormat.RichText)
        summary = QLabel(
            translate(
                "Secretary",
                "Games {games}, wins {wins}; points {points}, extra {extra}, best move {bm}, "
                "Ci {ci}, penalties {pen}; killed on the first night {fnk} times",
            ).format(
                games=row.played,
                wins=row.wins,
                points=f(row.result_points),
                extra=f(row.extra),
                bm=f(row.best_move),
                ci=f(row.compensation),
                pen=f(row.penalties),
                fnk=row.first_night_kills,
            )
        )
        summary.setWordWrap(True)

        self.games = _table(
            [
                translate("Secretary", "Round"),
                translate("Secretary", "Table"),
                translate("Secretary", "Seat"),
                translate("Secretary", "Role"),
                translate("Secretary", "Result"),
                translate("Secretary", "Points"),
                translate("Secretary", "Extra"),
                standings.regulation.best_move_label(lang) or translate("Secretary", "BM"),
                "Ci",
                translate("Secretary", "Penalty"),
                translate("Secretary", "Total"),
                translate("Secretary", "Notes"),
                translate("Secretary", "File"),
            ],
            [self._game_row(g) for g in self.card.games],
            stretch=11,
        )
        self.roles = _table(
            [
                translate("Secretary", "Role"),
                translate("Secretary", "Games"),
                translate("Secretary", "Wins"),
                translate("Secretary", "Win rate"),
                translate("Secretary", "Average points"),
            ],
            [
                [role_name(role), str(games), str(wins), "—" if rate is None else f"{round(rate * 100)}%", f(avg)]
                for role, games, wins, rate, avg in self.card.role_lines()
            ],
        )
        seats = self.card.seats
        self.seats = _table(
            [translate("Secretary", "Seat")] + [str(s) for s in seats],
            [
                [translate("Secretary", "Games")] + [str(seats[s].games) for s in seats],
                [translate("Secretary", "Wins")] + [str(seats[s].wins) for s in seats],
            ],
        )
        by_role, by_seat = QGroupBox(translate("Secretary", "By role")), QGroupBox(translate("Secretary", "By seat"))
        QVBoxLayout(by_role).addWidget(_compact(self.roles))
        QVBoxLayout(by_seat).addWidget(_compact(self.seats))
        stats = QHBoxLayout()
        stats.addWidget(by_role)
        stats.addWidget(by_seat)
        stats.addStretch(1)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(title)
        layout.addWidget(summary)
        layout.addWidget(self.games, 1)
        layout.addLayout(stats)
        layout.addWidget(buttons)
        self.resize(960, 600)

    def _game_row(self, g: PlayerGame) -> list[str]:
        lang = self.lang
        s = g.score
        facts = s.facts
        notes = []
        if facts.first_killed:
            notes.append(translate("Secretary", "killed first"))
        if facts.best_move_hits is not None:
            notes.append(translate("Secretary", "best move: {hits} of 3 black").format(hits=facts.best_move_hits))
        if facts.left_how and not facts.first_killed:
            notes.append(left_name(facts.left_how))
        game = g.game
        round_ = game.round or "—"
        if game.game:
            round_ += f" / {game.game}"
        return [
            round_,
            game.table or "—",
            str(g.seat),
            role_name(g.role),
            result_name(g.result),
            figure(s.win, lang),
            figure(s.extra, lang),
            figure(s.best_move, lang),
            figure(g.compensation, lang),
            figure(s.penalty, lang),
            figure(g.total, lang),
            "; ".join(notes),
            game.label,
        ]
