"""Every word printed on the tournament summary, in Russian (the default) and English.

>>> label("title", "en"), label("round_n", "ru", n=3)
('TOURNAMENT SUMMARY', 'Тур 3')
"""
from __future__ import annotations

_LABELS: dict[str, tuple[str, str]] = {
    "title": ("ИТОГИ ТУРНИРА", "TOURNAMENT SUMMARY"),
    "untitled": ("Турнир без названия", "Untitled tournament"),
    "dates": ("Даты", "Dates"), "regulation": ("Регламент", "Regulation"),
    "source": ("Источник", "Source"), "chief_judge": ("Главный судья", "Chief judge"),
    "judges": ("Судьи", "Judges"),
    "players": ("Игроков", "Players"), "games": ("Игр учтено", "Games counted"),
    "rounds": ("Туров", "Rounds"), "tables": ("Столов", "Tables"),
    "red_wins": ("Побед красных", "Red wins"), "black_wins": ("Побед чёрных", "Black wins"),
    "draws": ("Ничьих", "Draws"), "podium": ("Призёры", "Podium"),
    "fingerprint": ("Отпечаток итогов", "Summary fingerprint"),
    "fingerprint_note": ("SHA-256 по отпечаткам всех учтённых протоколов и регламенту",
                         "SHA-256 over the fingerprints of every counted protocol and the regulation"),
    "page": ("Стр. {n} из {total}", "Page {n} of {total}"),
    "notes_count": ("Замечаний секретаря: {errors} ошибок, {warnings} предупреждений — см. раздел «Замечания»",
                    "Secretary's notes: {errors} errors, {warnings} warnings — see “Notes”"),
    # standings
    "standings": ("Итоговая таблица", "Final standings"),
    "col.place": ("Место", "Place"), "col.player": ("Игрок", "Player"), "col.games": ("И", "G"),
    "col.wins": ("П", "W"), "col.extra": ("ДБ", "Extra"), "col.best_move": ("ЛХ", "BM"),
    "col.ci": ("Ci", "Ci"), "col.penalties": ("Штр.", "Pen."), "col.fnk": ("ПУ", "FNK"),
    "col.total": ("Итого", "Total"), "col.decided": ("Реш.", "By"),
    "role.citizen": ("К", "C"), "role.sheriff": ("Ш", "S"), "role.mafia": ("М", "M"), "role.don": ("Д", "D"),
    "roles_by": ("Победы / игры по ролям", "Wins / games by role"),
    "standings_legend": (
        "И — игры, П — победы, ДБ — дополнительные баллы, ЛХ — лучший ход, Ci — компенсация за "
        "первый отстрел, Штр. — штрафы, ПУ — первые отстрелы (убит в первую ночь); К, Ш, М, Д — "
        "победы / игры мирным, шерифом, мафией, доном. Реш. — показатель, разделивший игрока с "
        "предыдущим. Порядок при равенстве: {chain}.",
        "G games, W wins, Extra the judges' extra points, BM best move, Ci first-killed "
        "compensation, Pen. penalties, FNK first-night kills; C, S, M, D: wins / games as citizen, "
        "sheriff, mafia, don. By: the figure that separated the player from the one above. "
        "Tie-breakers in order: {chain}."),
    "lots": ("жребий", "drawing of lots"),
    "lots_note": ("Жребий (зерно {seed}): места {places} — {order}.",
                  "Drawing of lots (seed {seed}): places {places} — {order}."),
    "shared_note": ("Места {places} поделены: {players}.", "Places {places} are shared: {players}."),
    # results
    "results": ("Результаты по турам и столам", "Results by round and table"),
    "grid": ("Столы по турам: итог игры", "Tables by round: the result"),
    "round_n": ("Тур {n}", "Round {n}"), "table_n": ("Стол {n}", "Table {n}"),
    "col.table": ("Стол", "Table"), "col.result": ("Итог", "Result"), "col.round": ("Тур", "Round"),
    "seat_n": ("№{n}", "#{n}"),
    "win.red": ("К", "R"), "win.black": ("Ч", "B"), "win.draw": ("Н", "D"),
    "win_long.red": ("красные", "red"), "win_long.black": ("чёрные", "black"), "win_long.draw": ("ничья", "draw"),
    "results_legend": (
        "В клетке: ник, роль и баллы за игру (с Ci). Итог: К — победа красных, Ч — чёрных, Н — ничья. "
        "† — убит в первую ночь.",
        "Each cell: nickname, role and the game's points (Ci included). Result: R red wins, B black "
        "wins, D a draw. † killed on night 1."),
    # statistics
    "stats": ("Статистика ролей", "Role statistics"),
    "chart.outcomes": ("Итоги игр", "Game results"),
    "chart.seats": ("Доля побед по местам, %", "Wins by seat, %"),
    "chart.roles": ("Доля побед по ролям, %", "Wins by role, %"),
    "chart.first_killed": ("Первые отстрелы по местам", "First-night kills by seat"),
    "chart.best_move": ("Лучший ход: угадано чёрных", "Best move: blacks guessed"),
    "series.red": ("красные", "red"), "series.black": ("чёрные", "black"),
    "role_name.citizen": ("мирный", "citizen"), "role_name.sheriff": ("шериф", "sheriff"),
    "role_name.mafia": ("мафия", "mafia"), "role_name.don": ("дон", "don"),
    "col.role": ("Роль", "Role"), "col.role_games": ("Игр", "Games"), "col.role_wins": ("Побед", "Wins"),
    "col.win_rate": ("% побед", "Win %"), "col.avg": ("Ср. балл", "Avg. points"),
    "best_by_role": ("Лучшие по ролям", "Best by role"),
    "best_by_role_note": ("по числу побед в роли, затем по среднему баллу",
                          "by wins in the role, then by average points"),
    # protocols
    "protocols": ("Протоколы игр", "Game protocols"),
    "col.n": ("№", "#"), "col.game": ("Игра", "Game"), "col.judge": ("Судья", "Judge"),
    "col.short": ("Отпечаток", "Fingerprint"), "col.sha": ("SHA-256 документа игры", "SHA-256 of the game document"),
    "col.signature": ("Подпись", "Signature"),
    "sig.valid": ("верна", "valid"), "sig.tampered": ("ПОДДЕЛКА", "TAMPERED"),
    "sig.unknown_signer": ("неизв. подписант", "unknown signer"), "sig.unsigned": ("нет", "none"),
    "sig.present": ("есть", "present"),
    "protocols_note": ("Отпечаток — SHA-256 канонической формы файла игры (как на QR-коде протокола); "
                       "по нему проверяется, что в итоги вошёл именно этот протокол.",
                       "The fingerprint is the SHA-256 of the game file's canonical form (as in the "
                       "protocol's QR code): it proves which protocol went into the summary."),
    # notes and signature
    "notes": ("Замечания", "Notes"),
    "severity.error": ("ошибка", "error"), "severity.warning": ("внимание", "warning"),
    "severity.info": ("сведения", "info"),
    "approved": ("Итоги турнира по {games} протоколам (отпечаток итогов {fingerprint}) утверждены.",
                 "The tournament's results from {games} protocols (summary fingerprint {fingerprint}) are approved."),
    "sign_chief": ("Главный судья", "Chief judge"), "sign_secretary": ("Секретарь", "Secretary"),
    "e_signature": ("Место электронной подписи", "Electronic signature"),
}


def label(key: str, lang: str = "ru", **params: object) -> str:
    ru, en = _LABELS[key]
    text = en if lang == "en" else ru
    return text.format(**params) if params else text
