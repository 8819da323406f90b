"""No clause number is written in reports/: the protocol takes each one from the catalogue
(app/rules/clauses.toml) through the snapshot, so a renumbered rule book changes one file."""
import io
import re
import tokenize
from pathlib import Path

from reports.labels import _LABELS

ROOT = Path(__file__).resolve().parents[2]
# 9.3.3, 7.13.2: a clause; dates and versions are not written this way in the code
CLAUSE = re.compile(r"\b\d+\.\d+\.\d+\b")
# a clause in a printed text: "(9.5)", "7.13" — a decimal point between digits, not a comma
PRINTED = re.compile(r"\b\d+\.\d+\b")


def _code_tokens(path: Path):
    """Every token of a module but its comments (a comment may explain a clause)."""
    source = path.read_text(encoding="utf-8")
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type != tokenize.COMMENT:
            yield tok


def test_no_module_of_reports_writes_a_clause_number():
    found = [f"{path.relative_to(ROOT)}:{tok.start[0]}: {tok.string[:60]}"
             for path in sorted((ROOT / "reports").glob("*.py"))
             for tok in _code_tokens(path) if CLAUSE.search(tok.string)]
    assert found == []


def test_no_printed_label_carries_a_clause_number():
    found = [key for key, texts in _LABELS.items() for t in texts if PRINTED.search(t)]
    assert found == []


def test_the_check_sees_a_clause_number_in_a_string(tmp_path):
    module = tmp_path / "m.py"
    module.write_text('X = "removal (9.3.3)"  # 9.3.4 in a comment is fine\n', encoding="utf-8")
    assert [t.string for t in _code_tokens(module) if CLAUSE.search(t.string)] == ['"removal (9.3.3)"']
