"""Boulevard games for the sheet's tests: a 12-player Fortuna table at its first night."""
from app.document import GameDocument

# Дон 7, Мафиози 8 and 9, Путана 5, Маньяк 6, Доктор 3, Комиссар 10, Журналист 2, Адвокат 11,
# Бармен 12; 1 and 4 citizens.
ROLES_12 = {1: "citizen", 2: "journalist", 3: "doctor", 4: "citizen", 5: "putana", 6: "maniac",
            7: "don", 8: "mafia", 9: "mafia", 10: "commissar", 11: "lawyer", 12: "bartender"}
NAMES = ["Кот", "Перо", "Айболит", "Гном", "Роза", "Джек", "Граф", "Тень", "Дым", "Шерлок",
         "Крючок", "Бокал"]


def table(roles: dict[int, str] = ROLES_12, phases: list | None = None) -> GameDocument:
    """A boulevard game at N1 (after an empty introductions night and first day)."""
    doc = {"format": "mafia-game/1", "ruleset": "boulevard",
           "meta": {"tournament": "Клубный вечер", "date": "2026-12-05", "judge": "Орлова"},
           "players": [{"seat": s, "name": NAMES[s - 1], "role": r} for s, r in sorted(roles.items())],
           "phases": phases if phases is not None else
           [{"phase": "N0", "events": []}, {"phase": "D1", "events": []}, {"phase": "N1", "events": []}]}
    return GameDocument(doc)
