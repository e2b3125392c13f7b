"""Where code lives: what serves every game names none, and layers point one way."""

from __future__ import annotations

import re
from pathlib import Path

from engine.protocol import games

ROOT = Path(__file__).resolve().parents[1]


def _game_words() -> set[str]:
    words = set()
    for spec in games():
        words.add(spec.name.lower())
        words.update(w.lower() for w in re.findall(r"[\w']+", spec.title) if len(w) > 3 and w[0].isupper())
        words.add(spec.module_name.rsplit(".", 1)[-1].lower())
    return words


def test_the_shared_ai_names_no_game():
    """``engine/ai`` holds only what serves every game: each game's players, solver, sampler and
    benchmark live in its own package (``GameSpec.ai``, ``GameSpec.bench``)."""
    words = _game_words()
    assert {"piquet", "minchiate", "whist"} <= words
    for p in sorted((ROOT / "engine" / "ai").rglob("*.py")):
        tokens = {w.lower() for w in re.findall(r"[A-Za-zÀ-ÿ']+", p.read_text(encoding="utf-8"))}
        found = words & (tokens | {t.removesuffix("'s").strip("'") for t in tokens})
        assert not found, f"{p.relative_to(ROOT)} names {sorted(found)}"
    assert not [p for p in (ROOT / "engine" / "ai").iterdir() if p.is_dir() and p.name != "__pycache__"]


def test_a_game_with_a_benchmark_of_its_own_is_found_through_its_spec():
    from engine.ai.bench import own_bench

    own = {s.name for s in games() if s.bench}
    assert own >= {"piquet", "minchiate"}
    for name in own:
        assert callable(own_bench(name))
    assert own_bench(next(s.name for s in games() if not s.bench)) is None


# ---------------------------------------------------------------------- GUI layers
#: the GUI's layers, lowest first: a module may import its own layer and those below, never one
#: above (not even inside a function); a game's GUI is found by the registry by name, at run time
GUI_LAYERS: tuple[tuple[str, ...], ...] = (
    ("gui", "gui.paths", "gui.userdirs", "gui.i18n", "gui.art", "gui.artgen"),
    ("gui.registry", "gui.players"),
    ("gui.session", "gui.settings", "gui.stats", "gui.saves", "gui.worker"),
    ("gui.texts", "gui.words", "gui.titles"),
    ("gui.table", "gui.board", "gui.panels"),
    ("gui.games",),
    ("gui.dialogs", "gui.guided", "gui.mainwindow"),
    ("gui.app", "gui.cli", "gui.screenshot", "gui.bench", "gui.fuzz", "gui.killtest", "gui.cards_cli",
     "gui.games_cli", "gui.art_bench"),
)


def gui_layer(module: str) -> int:
    """The layer of a ``gui`` module: that of the longest listed prefix (a benchmark, wherever it
    lives, is a command: the top layer)."""
    if module.rpartition(".")[2] == "bench":
        return len(GUI_LAYERS) - 1
    best, rank = -1, -1
    for i, names in enumerate(GUI_LAYERS):
        for n in names:
            if (module == n or module.startswith(n + ".")) and len(n) > best:
                best, rank = len(n), i
    if rank < 0:
        raise AssertionError(f"{module} is in no layer of GUI_LAYERS")
    return rank


def _imports(path: Path, module: str) -> list[str]:
    """Every module ``path`` imports, at any depth (functions included), relative ones resolved."""
    import ast

    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                parts = parts[:len(parts) - node.level + 1]
                base = ".".join(parts + ([base] if base else []))
            # ``from gui import texts``: the names may be modules
            out += [f"{base}.{a.name}" for a in node.names] if base in ("gui", "gui.table", "gui.panels") else [base]
    return out


def upward_imports(root: Path) -> list[tuple[str, str]]:
    """(importer, imported) for every import of a higher layer under ``root/gui``."""
    found = []
    for p in sorted((root / "gui").rglob("*.py")):
        rel = p.relative_to(root).with_suffix("")
        parts = list(rel.parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        module = ".".join(parts)
        for imp in _imports(p, module):
            if imp != "gui" and not imp.startswith("gui."):
                continue
            if gui_layer(imp) > gui_layer(module):
                found.append((module, imp))
    return found


def test_gui_layers_point_one_way():
    """Each layer imports only itself and the layers below: the registry below the games, the
    texts below the table and the dialogs, the table below the games that extend it."""
    assert upward_imports(ROOT) == []


def engine_imports_of_the_gui(root: Path) -> list[tuple[str, str]]:
    """(file, imported) for every import of ``gui`` or Qt under ``root/engine``, at any depth."""
    found = []
    for p in sorted((root / "engine").rglob("*.py")):
        rel = p.relative_to(root).with_suffix("")
        module = ".".join(rel.parts[:-1] if rel.parts[-1] == "__init__" else rel.parts)
        for imp in _imports(p, module):
            if imp.split(".")[0] in ("gui", "PySide6", "shiboken6"):
                found.append((rel.as_posix(), imp))
    return found


def test_the_engine_never_imports_the_gui(tmp_path):
    """The engine is the layer below everything: it imports neither the GUI nor Qt, not even
    inside a function (the headless commands and the computer players run without either)."""
    assert engine_imports_of_the_gui(ROOT) == []
    (tmp_path / "engine").mkdir()
    (tmp_path / "engine" / "x.py").write_text("def f():\n    from gui.words import card_words\n    import PySide6\n")
    assert engine_imports_of_the_gui(tmp_path) == [("engine/x", "gui.words"), ("engine/x", "PySide6")]


def test_the_layer_check_sees_an_upward_import(tmp_path):
    (tmp_path / "gui" / "table").mkdir(parents=True)
    (tmp_path / "gui" / "table" / "x.py").write_text("def f():\n    from gui.dialogs.newgame import NewGameDialog\n")
    (tmp_path / "gui" / "texts.py").write_text("from .table import x\n")
    assert upward_imports(tmp_path) == [("gui.table.x", "gui.dialogs.newgame"), ("gui.texts", "gui.table.x")]


def test_the_french_packs_words_live_once():
    """Ranks, suits and cards of the French pack are worded in ``gui/words.py`` (context
    ``CardWords``); only Tarock words its French-suited cards itself (its German differs: "As",
    "%1 der %2")."""
    words = ("queen", "jack", "clubs", "diamonds", "hearts", "spades", "%1 of %2")
    pattern = re.compile(r"translate\(\s*\"(\w+)\",\s*\"(" + "|".join(re.escape(w) for w in words) + r")\"\)")
    found = []
    for p in sorted((ROOT / "gui").rglob("*.py")):
        for ctx, word in pattern.findall(p.read_text(encoding="utf-8")):
            if ctx not in ("CardWords", "Tarock"):
                found.append((p.relative_to(ROOT).as_posix(), ctx, word))
    assert found == []
