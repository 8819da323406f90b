"""Every finding of both editions cites the clause that states its requirement (issue 36 §2):
docs/rules.md keeps the audit ("Every finding and its clause"), one row per code with the
clause the catalogue gives it, that clause's own words and why; the engine cites nothing else."""
import json
import re
from pathlib import Path

import pytest

from app import editions
from app.boulevard.findings import templates as boulevard_templates
from app.format import load_game
from app.kernel.findings import templates as sport_templates
from app.rules.boulevard import boulevard_ruleset
from app.rules.ruleset import read_spec, sport_ruleset

ROOT = Path(__file__).resolve().parents[2]
RULES_MD = ROOT / "docs" / "rules.md"
SECTION = "## Every finding and its clause"
BOOKS = {"league": sport_ruleset(*read_spec("league")), "official": sport_ruleset(*read_spec("official"))}
BOULEVARD = boulevard_ruleset({})
QUOTE = re.compile(r"‹([^›]+)›")


def _plain(text):
    return " ".join(text.split())


def _cells(line):
    return [c.strip().replace("\\|", "|") for c in re.split(r"(?<!\\)\|", line.strip())[1:-1]]


def _tables():
    text = RULES_MD.read_text(encoding="utf-8")
    assert SECTION in text
    section = text.split(SECTION, 1)[1].split("\n## ", 1)[0]
    tables, current = [], None
    for line in section.splitlines():
        if line.startswith("| code |"):
            current = {}
            tables.append(current)
        elif line.startswith("|") and current is not None and not line.startswith("|---"):
            cells = _cells(line)
            code = cells[0].strip("`")
            assert code not in current, f"two rows for {code}"
            current[code] = cells[1:]
        elif not line.startswith("|"):
            current = None
    assert len(tables) == 2, "the section holds the sport table, then the boulevard table"
    return tables


SPORT_ROWS, BOULEVARD_ROWS = _tables()


def _codes(templates):
    return [code for code, entry in templates().items() if entry["severity"] != "fragment"]


def _cited(ruleset, entry):
    out = []
    for topic in [entry["topic"], *entry.get("also", [])]:
        try:
            number = ruleset.cite(topic).number
        except KeyError:        # a topic one book has no clause for (official-only checks)
            continue
        if number not in out:
            out.append(number)
    return out


def _words(ruleset, numbers):
    """The clauses' own words, with their sub-clauses' (an option's choices)."""
    texts = []
    for number in numbers:
        texts.append(_plain(ruleset.clause(number).wording))
        for k in range(1, 10):
            try:
                texts.append(_plain(ruleset.clause(f"{number}.{k}").wording))
            except KeyError:
                break
    return " ¶ ".join(t for t in texts if t)


def test_every_finding_of_both_editions_has_one_row():
    assert set(SPORT_ROWS) == set(_codes(sport_templates))
    assert set(BOULEVARD_ROWS) == set(_codes(boulevard_templates))


@pytest.mark.parametrize("code", _codes(sport_templates))
def test_a_sport_row_gives_the_catalogue_clause_and_quotes_it(code):
    entry = sport_templates()[code]
    league, official, words, why = SPORT_ROWS[code]
    assert why and words
    quotes = [_plain(q) for q in QUOTE.findall(words)]
    assert quotes, code
    found = {q: False for q in quotes}
    for book, cell in (("league", league), ("official", official)):
        ruleset = BOOKS[book]
        numbers = _cited(ruleset, entry)
        assert cell == (", ".join(numbers) or "—"), (code, book)
        if not numbers:
            continue
        text = _words(ruleset, numbers)
        here = [q for q in quotes if q in text]
        assert here, f"{code}: no quote is {book} {numbers}'s words"
        found.update(dict.fromkeys(here, True))
    assert all(found.values()), f"{code}: not the clause's words: {[q for q, ok in found.items() if not ok]}"


@pytest.mark.parametrize("code", _codes(boulevard_templates))
def test_a_boulevard_row_gives_the_catalogue_clause_and_quotes_it(code):
    entry = boulevard_templates()[code]
    clause, words, why = BOULEVARD_ROWS[code]
    numbers = _cited(BOULEVARD, entry)
    assert clause == ", ".join(numbers) and why
    if not all(n.startswith("Ф.") for n in numbers):
        assert words.startswith("— (the text is silent"), code     # an option: no words to quote
        return
    text = _words(BOULEVARD, numbers)
    quotes = [_plain(q) for q in QUOTE.findall(words)]
    assert quotes and all(q in text for q in quotes), code


def _corpus():
    for folder in (ROOT / "tests" / "games", ROOT / "tests" / "app" / "boulevard" / "games"):
        yield from sorted(folder.glob("*.json"))


def test_the_engine_cites_only_the_clauses_of_the_rows():
    """Over both corpora, every finding's clause is one its row names (or a choice of it)."""
    seen = set()
    for path in _corpus():
        state = editions.replay(load_game(path))
        boulevard = "boulevard" in json.dumps(load_game(path)["ruleset"])
        for finding in state.findings:
            if boulevard:
                allowed = BOULEVARD_ROWS[finding.code][0].split(", ")
            else:
                league, official = SPORT_ROWS[finding.code][:2]
                allowed = (league if state.rules.book == "league" else official).split(", ")
            assert any(finding.clause == c or finding.clause.startswith(c + ".") for c in allowed), \
                (path.name, finding.code, finding.clause, allowed)
            seen.add(finding.code)
    assert {"vote.not_candidate", "shooting.not_black", "vote.voter_absent"} <= seen


@pytest.mark.parametrize(("code", "book", "clause"), [
    ("vote.voter_absent", "league", "3.1"), ("shooting.not_black", "league", "8.4"),
    ("shooting.not_black", "official", "4.5.3")])
def test_the_three_citations_found_wrong_are_right(code, book, clause):
    assert SPORT_ROWS[code][0 if book == "league" else 1] == clause
