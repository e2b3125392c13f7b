"""The chess of 1782's rules texts (resources/rules/schach.*), checked while the game is not yet in
the registry (the generic text tests pick it up once it is)."""

from __future__ import annotations

import dataclasses
import re
import tomllib
from pathlib import Path

import pytest

from engine.games.schach import EVENT_KINDS, PHASES, PRESETS, REASON_CODES, SchachOptions

RULES = Path(__file__).resolve().parents[2] / "resources" / "rules"
LANGS = ("en", "de")


def ids(lang: str) -> set[str]:
    return set(re.findall(r"\{#([\w-]+)\}", (RULES / f"schach.{lang}.md").read_text(encoding="utf-8")))


def toml(name: str) -> dict:
    return tomllib.loads((RULES / name).read_text(encoding="utf-8"))


def test_both_pages_have_the_same_sections_and_mark_our_reading():
    assert ids("en") == ids("de") and {"interpretations", "promotion", "stalemate", "castling"} <= ids("en")
    en = (RULES / "schach.en.md").read_text(encoding="utf-8")
    de = (RULES / "schach.de.md").read_text(encoding="utf-8")
    assert en.count("[our reading](#interpretations)") >= 3
    assert de.count("[unsere Lesart](#interpretations)") >= 3
    for text in (en, de):
        for link in re.findall(r"\]\(#([\w-]+)\)", text):
            assert link in ids("en"), link


@pytest.mark.parametrize("lang", LANGS)
def test_every_refusal_has_a_sentence(lang):
    reasons = toml(f"schach.reasons.{lang}.toml")["reasons"]
    assert set(reasons) - {"_unknown"} == set(REASON_CODES)
    for code, r in reasons.items():
        assert len(r["text"]) > 20 and r["section"] in ids(lang), code


@pytest.mark.parametrize("lang", LANGS)
def test_every_option_and_value_is_worded(lang):
    data = toml(f"schach.options.{lang}.toml")
    assert set(data["presets"]) == set(PRESETS)
    for f in dataclasses.fields(SchachOptions):
        o = data["options"][f.name]
        assert o["section"] in ids(lang) and o["title"] and o["text"]
        for v in f.metadata["choices"]:
            key = str(v).lower() if isinstance(v, bool) else str(v)
            assert o["values"][key]["label"] and o["values"][key]["text"], (f.name, v)


@pytest.mark.parametrize("lang", LANGS)
def test_phases_and_events_are_named(lang):
    words = toml(f"schach.words.{lang}.toml")
    assert set(words["phases"]) == set(PHASES) and set(words["events"]) == set(EVENT_KINDS)
    assert words["points"]
    phases = toml("schach.phases.toml")
    assert set(phases["phases"]) == set(PHASES)
    assert all(s in ids(lang) for s in phases["phases"].values()) and phases["default"] in ids(lang)
