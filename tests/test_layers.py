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
