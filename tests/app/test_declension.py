"""Names read aloud in the case the sentence needs (issue 39 §5): «подписанного Сидоровым
Олегом», «по решению главного судьи Смирнова»; what the libraries cannot vouch for stays in
the nominative between dashes."""
import pytest

from app.declension import GENITIVE, INSTRUMENTAL, Declined, declined


@pytest.mark.parametrize("name, case, lang, expected", [
    ("Сидоров Олег", INSTRUMENTAL, "ru", "Сидоровым Олегом"),
    ("Главный судья Смирнов", GENITIVE, "ru", "Главного судьи Смирнова"),
    ("Иванова Елена Сергеевна", INSTRUMENTAL, "ru", "Ивановой Еленой Сергеевной"),
    ("Петрова Е. А.", GENITIVE, "ru", "Петровой Е. А."),
    ("Секретарь", GENITIVE, "ru", "Секретаря"),
    ("Головний суддя Петренко", GENITIVE, "uk", "Головного судді Петренка"),
    ("Сидоренко Олег", INSTRUMENTAL, "uk", "Сидоренком Олегом"),
])
def test_names_and_titles_are_declined(name, case, lang, expected):
    assert declined(name, case, lang) == expected


@pytest.mark.parametrize("name", ["John Smith", "ГС", "Кузнецов-Сибиряк Пётр", "Ыыыщ Ъъъ", "a" * 300, ""])
def test_what_cannot_be_declined_stays_in_the_nominative_with_dashes(name):
    assert declined(name, GENITIVE, "ru") is None
    if name:
        assert Declined(name, GENITIVE).text("ru") == f"— {name} —"
    assert Declined(name, GENITIVE).text("en") == name

