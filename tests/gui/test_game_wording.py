"""Every registered game is worded in English and German: each refusal code, option and value,
phase and event kind the engine's GameSpec names, its measure in the statistics and the levels
of its computer players -- not empty, German where German differs, and no identifier left in
the text.  Parametrized from the registry, so a new game is checked as soon as it registers."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest

from engine.options import describe_options
from gui.registry import uis
from gui import texts as tx
from engine.protocol import get_game

GAMES = [u.game for u in uis()]
IDENT = re.compile(r"\b[a-z]+_[a-z0-9_]+\b|\{[a-z_]*\}|%[0-9]")


def _from_engine(spec, attr: str) -> tuple[str, ...]:
    """The spec's metadata; a game whose spec does not list it yet: its module's constant."""
    listed = tuple(getattr(spec, attr))
    if listed:
        return listed
    mod = spec.engine_module()
    return tuple(getattr(mod, attr.upper(), ()))


def _event_kinds(spec) -> tuple[str, ...]:
    """The spec's event kinds; until it lists them, every ``Event("kind"`` in its engine package."""
    if spec.event_kinds:
        return tuple(spec.event_kinds)
    pkg = Path(spec.engine_module().__file__).parent
    found = set()
    for p in pkg.glob("*.py"):
        found |= set(re.findall(r'Event\(\s*"([a-z_]+)"', p.read_text(encoding="utf-8")))
    return tuple(sorted(found))


def _clean(text: str, what: str) -> None:
    assert text.strip(), f"{what}: empty"
    assert not IDENT.search(text), f"{what}: an identifier is left in {text!r}"


@pytest.mark.parametrize("game", GAMES)
def test_every_refusal_code_has_its_own_sentence_in_both_languages(game):
    spec = get_game(game)
    codes = _from_engine(spec, "reason_codes")
    assert codes, f"{game} names no refusal codes"
    unknown = {lang: tx.explain_refusal("no-such-code", lang, game)[0] for lang in tx.LANGS}
    for code in codes:
        en, de = (tx.explain_refusal(code, lang, game)[0] for lang in tx.LANGS)
        assert en != unknown["en"] and de != unknown["de"], f"{game}: {code} has no sentence of its own"
        _clean(en, f"{game} {code} (en)")
        _clean(de, f"{game} {code} (de)")
        assert en != de, f"{game}: {code} is not in German"


@pytest.mark.parametrize("game", GAMES)
def test_every_option_and_value_is_worded_in_both_languages(game):
    spec = get_game(game)
    texts = {lang: tx.option_texts(game, lang) for lang in tx.LANGS}
    for name, _default, allowed, _doc in describe_options(spec.options_type):
        for lang in tx.LANGS:
            entry = texts[lang].get(name)
            assert entry, f"{game}: option {name} has no {lang} words"
            _clean(entry["title"], f"{game} {name} title ({lang})")
            _clean(entry["text"], f"{game} {name} text ({lang})")
            for v in allowed:
                _clean(tx.value_label(game, lang, name, v), f"{game} {name}={v} ({lang})")
        assert texts["en"][name]["text"] != texts["de"][name]["text"], f"{game}: option {name} is not in German"
    for preset in spec.presets:
        for lang in tx.LANGS:
            _clean(tx.preset_title(game, lang, preset), f"{game} preset {preset} ({lang})")


@pytest.mark.parametrize("game", GAMES)
def test_every_phase_and_event_kind_has_a_name_in_both_languages(game):
    spec = get_game(game)
    words = {lang: tx.game_words(game, lang) for lang in tx.LANGS}
    phases = _from_engine(spec, "phases")
    kinds = _event_kinds(spec)
    assert phases and kinds
    for lang in tx.LANGS:
        for ph in phases:
            _clean(words[lang]["phases"].get(ph, ""), f"{game} phase {ph} ({lang})")
        for k in kinds:
            _clean(words[lang]["events"].get(k, ""), f"{game} event {k} ({lang})")
        _clean(words[lang]["points"], f"{game} points ({lang})")
    differ = sum(words["en"]["events"][k] != words["de"]["events"][k] for k in kinds)
    assert differ >= len(kinds) // 2, f"{game}: most event names are not in German"
    differ = sum(words["en"]["phases"][p] != words["de"]["phases"][p] for p in phases)
    assert differ >= len(phases) // 2, f"{game}: most phase names are not in German"
    assert set(words["en"]["events"]) == set(words["de"]["events"])
    assert set(words["en"]["phases"]) == set(words["de"]["phases"])


@pytest.mark.parametrize("game", GAMES)
def test_the_game_words_and_player_levels_speak_the_interface_language(qapp, game):
    from gui import i18n
    from gui.players import kind_label, kinds, level_label

    spec = get_game(game)
    words = uis()[GAMES.index(game)].make_words()
    code = _from_engine(spec, "reason_codes")[0]
    said = {}
    for lang in tx.LANGS:
        i18n.set_language(lang)
        said[lang] = (words.reason(code), words.points(),
                      [kind_label(spec, k.name) for k in kinds(spec)],
                      [level_label(lv) for lv in ("random", "beginner", "intermediate", "strong", "master")])
        assert said[lang][0] == tx.explain_refusal(code, lang, game)[0]
        for text in [said[lang][0], said[lang][1], *said[lang][2], *said[lang][3]]:
            _clean(text, f"{game} ({lang})")
    i18n.set_language("en")
    assert said["en"][3] != said["de"][3] and all(a != b for a, b in zip(said["en"][3], said["de"][3]))
    assert said["en"][2] and said["de"][2]
