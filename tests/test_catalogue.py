"""The registry finds every game without importing it: each engine package's ``catalogue.py``
names the games it registers, and a game's engine is imported only when that game is asked for."""

import subprocess
import sys
from pathlib import Path

from engine.protocol import catalogue, games, get_game

ROOT = Path(__file__).resolve().parents[1]


def test_catalogue_names_every_registered_game_with_its_title_and_package():
    specs = {s.name: s for s in games()}
    cat = catalogue()
    assert set(cat) == set(specs)
    for name, entry in cat.items():
        assert entry.title == specs[name].title, name
        assert entry.package == specs[name].module_name, name


def _modules_after(code: str) -> set[str]:
    out = subprocess.run([sys.executable, "-c", code + "\nimport sys\nprint(' '.join(sys.modules))"],
                         cwd=ROOT, capture_output=True, text=True, check=True).stdout
    return {m for m in out.split() if m.startswith("engine.games.")}


def test_finding_games_imports_no_game_and_asking_for_one_imports_only_its_package():
    listed = _modules_after("from engine.protocol import catalogue\nassert len(catalogue()) > 10\n"
                            "import engine.ai, engine.players")
    assert listed == set()
    # Kaufquadrille is registered by L'Hombre's package: asking for it imports that one alone
    one = _modules_after("from engine.protocol import get_game\nassert get_game('kaufquadrille').title")
    assert one and {m.split(".")[2] for m in one} == {"hombre"}


def test_get_game_refuses_unknown_and_unsafe_names():
    for bad in ("nosuchgame", "../etc", "os.path", "", "A", 3):
        try:
            get_game(bad)  # type: ignore[arg-type]
        except KeyError:
            continue
        raise AssertionError(f"{bad!r} was accepted")


def test_the_window_starts_importing_only_the_engines_of_the_game_it_deals_and_the_menu_s_first():
    code = ("import os\nos.environ['QT_QPA_PLATFORM'] = 'offscreen'\n"
            "import tempfile\nos.environ['ACADEMIE_HOME'] = tempfile.mkdtemp()\n"
            "from gui.app import make_app\napp = make_app([])\n"
            "from gui.mainwindow import MainWindow\nfrom gui.settings import Settings\n"
            "w = MainWindow(Settings(speed='instant'), ask_resume=lambda: False, persist=False)\n"
            "w.new_game(seed=5, game='whist')\napp.processEvents()\nw.close()")
    from gui.registry import uis

    # the window opens on the first game of the menu until another is dealt
    first = catalogue()[uis()[0].game].package.split(".")[2]
    assert {m.split(".")[2] for m in _modules_after(code)} == {first, "whist"}
