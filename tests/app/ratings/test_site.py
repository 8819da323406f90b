"""The federation's static site in a real browser (headless Chromium, as the audience page's
tests): every link of every page resolves to a page the site wrote, names are shown as
written and never read as markup, and nothing is fetched from elsewhere."""
import sys
from pathlib import Path
from urllib.parse import unquote, urlparse

import pytest
from ratings_archive import NAMES, federation, rehearsal_game  # noqa: F401 (the fixture)

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "audience"))

from headless import Chromium  # noqa: E402

from app.ratings import get_formula  # noqa: E402
from app.ratings.site import write_site  # noqa: E402

HOSTILE = '<img src=x onerror="alert(1)">Злой & "Кот"'


@pytest.fixture
def site(federation, tmp_path):
    archive, _ = federation
    doc = rehearsal_game(NAMES[:9] + [HOSTILE], seed="hostile",
                         meta={"tournament": "Кубок <b>&</b>", "round": 1, "table": 1, "date": "2026-06-01"})
    stored = archive.open_game(doc)
    archive.sign_game(stored.id, "Судья", stored.version)
    pages = write_site(archive, tmp_path / "site", get_formula("mafiaratings"), 2026, "ru")
    return tmp_path / "site", pages


def test_every_page_and_link_in_chromium(site):
    root, pages = site
    files = sorted(root.rglob("*.html"))
    assert len(files) == pages == 1 + 13 + 3           # the table, 13 players, 3 tournaments
    seen = {}
    with Chromium() as browser:
        for page in files:
            browser.open(page.as_uri())
            assert browser.wait_for("document.readyState === 'complete' && document.body !== null")
            seen[page] = browser.evaluate(
                "JSON.stringify({links: [...document.querySelectorAll('a')].map(a => a.href),"
                " scripts: document.scripts.length, images: document.images.length,"
                " outside: [...document.querySelectorAll('[src],link[href]')].map(e => e.src || e.href)"
                ".filter(u => !u.startsWith('file:')), title: document.title,"
                " h1: (document.querySelector('h1') || {}).textContent || '',"
                " rows: document.querySelectorAll('table tr').length})")
    import json
    found = {page: json.loads(value) for page, value in seen.items()}
    for page, info in found.items():
        assert info["scripts"] == 0 and info["images"] == 0 and info["outside"] == [], page
        for link in info["links"]:
            target = Path(unquote(urlparse(link).path))
            assert target.is_file() and target.resolve().is_relative_to(root.resolve()), (page, link)
    index = found[root / "index.html"]
    # the header and a row a player (no club given: no club table)
    assert index["h1"] == "Рейтинг mafiaratings.com, сезон 2026" and index["rows"] == 1 + 13
    assert len([lk for lk in index["links"] if "/players/" in lk]) == 13
    hostile = [info for page, info in found.items() if info["h1"] == HOSTILE]
    assert len(hostile) == 1 and hostile[0]["title"] == HOSTILE      # shown as written, never as markup
    cup = [info for info in found.values() if info["h1"] == "Кубок <b>&</b>"]
    assert len(cup) == 1 and any(HOSTILE not in lk and "/players/" in lk for lk in cup[0]["links"])


def test_the_player_page_has_the_chart_inline(site):
    root, _ = site
    page = (root / "players" / "1.html").read_text(encoding="utf-8")
    assert page.count("<svg") == 1 and "<polyline" in page and "http://" not in page.replace(
        'xmlns="http://www.w3.org/2000/svg"', "")
