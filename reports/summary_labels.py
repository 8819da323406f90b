"""Every word printed on the tournament summary, in Russian (the default) and English.

>>> label("title", "en"), label("round_n", "ru", n=3)
('TOURNAMENT SUMMARY', 'Тур 3')
"""
from __future__ import annotations

from app.i18n import NP_, gettext

_LABELS: dict[str, str] = {
    "title": NP_("summary", "TOURNAMENT SUMMARY"),
    "untitled": NP_("summary", "Untitled tournament"),
    "dates": NP_("summary", "Dates"),
    "day": NP_("summary", "{year}-{month}-{day}"),      # a tournament day: 01.12.2026 in Russian
    "regulation": NP_("summary", "Regulation"),
    "source": NP_("summary", "Source"),
    "chief_judge": NP_("summary", "Chief judge"),
    "judges": NP_("summary", "Judges"),
    "players": NP_("summary", "Players"),
    "games": NP_("summary", "Games counted"),
    "rounds": NP_("summary", "Rounds"),
    "tables": NP_("summary", "Tables"),
    "red_wins": NP_("summary", "Red wins"),
    "black_wins": NP_("summary", "Black wins"),
    "draws": NP_("summary", "Draws"),
    "podium": NP_("summary", "Podium"),
    "fingerprint": NP_("summary", "Summary fingerprint"),
    "fingerprint_note": NP_("summary", "SHA-256 over the fingerprints of every counted protocol and the "
                                       "regulation"),
    "page": NP_("summary", "Page {n} of {total}"),
    "notes_count": NP_("summary", "Secretary's notes: {errors} errors, {warnings} warnings — see “Notes”"),
    # standings
    "standings": NP_("summary", "Final standings"),
    "col.place": NP_("summary", "Place"),
    "col.player": NP_("summary", "Player"),
    "col.games": NP_("summary", "G"),
    "col.wins": NP_("summary", "W"),
    "col.extra": NP_("summary", "Extra"),
    "col.best_move": NP_("summary", "BM"),
    "col.ci": NP_("summary", "Ci"),
    "col.penalties": NP_("summary", "Pen."),
    "col.fnk": NP_("summary", "FNK"),
    "col.total": NP_("summary", "Total"),
    "col.decided": NP_("summary", "By"),
    "role.citizen": NP_("summary role", "C"),
    "role.sheriff": NP_("summary role", "S"),
    "role.mafia": NP_("summary role", "M"),
    "role.don": NP_("summary role", "D"),
    "roles_by": NP_("summary", "Wins / games by role"),
    "standings_legend": NP_("summary", "G games, W wins, Extra the judges' extra points, {bm} best move, Ci "
                                       "first-killed compensation, Pen. penalties, FNK first-night kills; C, "
                                       "S, M, D: wins / games as citizen, sheriff, mafia, don. By: the "
                                       "figure that separated the player from the one above. Tie-breakers in "
                                       "order: {chain}."),
    "lots": NP_("summary", "drawing of lots"),
    "lots_note": NP_("summary", "Drawing of lots (seed {seed}): places {places} — {order}."),
    "shared_note": NP_("summary", "Places {places} are shared: {players}."),
    # results
    "results": NP_("summary", "Results by round and table"),
    "grid": NP_("summary", "Tables by round: the result"),
    "round_n": NP_("summary", "Round {n}"),
    "table_n": NP_("summary", "Table {n}"),
    "col.table": NP_("summary", "Table"),
    "col.result": NP_("summary", "Result"),
    "col.round": NP_("summary", "Round"),
    "seat_n": NP_("summary", "#{n}"),
    "win.red": NP_("summary result", "R"),
    "win.black": NP_("summary result", "B"),
    "win.draw": NP_("summary result", "D"),
    "win_long.red": NP_("summary", "red"),
    "win_long.black": NP_("summary", "black"),
    "win_long.draw": NP_("summary", "draw"),
    "results_legend": NP_("summary", "Each cell: nickname, role and the game's points (Ci included). Result: "
                                     "R red wins, B black wins, D a draw. † killed on night 1."),
    # statistics
    "stats": NP_("summary", "Role statistics"),
    "chart.outcomes": NP_("summary", "Game results"),
    "chart.seats": NP_("summary", "Wins by seat, %"),
    "chart.roles": NP_("summary", "Wins by role, %"),
    "chart.first_killed": NP_("summary", "First-night kills by seat"),
    "chart.best_move": NP_("summary", "Best move: blacks guessed"),
    "series.red": NP_("summary", "red"),
    "series.black": NP_("summary", "black"),
    "role_name.citizen": NP_("summary", "citizen"),
    "role_name.sheriff": NP_("summary", "sheriff"),
    "role_name.mafia": NP_("summary", "mafia"),
    "role_name.don": NP_("summary", "don"),
    "col.role": NP_("summary", "Role"),
    "col.role_games": NP_("summary", "Games"),
    "col.role_wins": NP_("summary", "Wins"),
    "col.win_rate": NP_("summary", "Win %"),
    "col.avg": NP_("summary", "Avg. points"),
    "best_by_role": NP_("summary", "Best by role"),
    "best_by_role_note": NP_("summary", "by wins in the role, then by average points"),
    # protocols
    "protocols": NP_("summary", "Game protocols"),
    "col.n": NP_("summary", "#"),
    "col.game": NP_("summary", "Game"),
    "col.judge": NP_("summary", "Judge"),
    "col.short": NP_("summary", "Fingerprint"),
    "col.sha": NP_("summary", "SHA-256 of the game document"),
    "col.signature": NP_("summary", "Signature"),
    "sig.valid": NP_("summary", "valid"),
    "sig.tampered": NP_("summary", "TAMPERED"),
    "sig.unknown_signer": NP_("summary", "unknown signer"),
    "sig.unsigned": NP_("summary", "none"),
    "sig.present": NP_("summary", "present"),
    "sig.corrected": NP_("summary", "corr., rev. {revision}"),
    "club_counted": NP_("summary", "A club tournament: {count} protocols without a trusted signature are counted; "
                                   "the notes name them."),
    "protocols_note": NP_("summary", "The fingerprint is the SHA-256 of the game file's canonical form (as "
                                     "in the protocol's QR code): it proves which protocol went into the "
                                     "summary."),
    # notes and signature
    "notes": NP_("summary", "Notes"),
    "severity.error": NP_("summary", "error"),
    "severity.warning": NP_("summary", "warning"),
    "severity.info": NP_("summary", "info"),
    "approved": NP_("summary", "The tournament's results from {games} protocols (summary fingerprint "
                               "{fingerprint}) are approved."),
    "sign_chief": NP_("summary", "Chief judge"),
    "sign_secretary": NP_("summary", "Secretary"),
    "e_signature": NP_("summary", "Electronic signature"),
}


def label(key: str, lang: str = "ru", **params: object) -> str:
    """The printed text of ``key`` in ``lang`` (Russian unless English is asked for)."""
    return gettext(lang, _LABELS[key], **params)
