"""The registry of editions chooses the protocol's renderer and the show command's text;
nothing in reports/ or the show command asks which edition a game is."""
import re
from pathlib import Path

from app.boulevard import sample_boulevard_game
from app.editions import EDITIONS, edition_of, load
from app.engine import Game, sample_game
from reports.protocol import ProtocolRenderer

ROOT = Path(__file__).resolve().parents[2]
SNIFFING = re.compile(r"isinstance\([^)]*BoulevardState|preset\s*==|==\s*[\"']boulevard[\"']|night_roles")


def test_each_edition_names_a_renderer_a_snapshot_builder_and_a_text_that_load():
    for edition in EDITIONS.values():
        assert callable(edition.snapshot)
        assert issubclass(load(edition.renderer), ProtocolRenderer)
        assert callable(load(edition.text_renderer))


def test_the_renderer_constructed_is_the_one_the_registry_names():
    for doc in (sample_game(), sample_boulevard_game()):
        state = Game.replay(doc)
        assert type(ProtocolRenderer(doc, state)) is load(edition_of(state).renderer)


def test_no_renderer_sniffs_the_edition():
    files = sorted((ROOT / "reports").glob("*.py")) + [
        ROOT / "app" / "commands" / "show.py", ROOT / "app" / "commands" / "show_render.py",
        ROOT / "app" / "commands" / "show_render_boulevard.py"]
    found = [f"{path.relative_to(ROOT)}:{n}" for path in files
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if SNIFFING.search(line.split("#")[0])]
    assert found == []
