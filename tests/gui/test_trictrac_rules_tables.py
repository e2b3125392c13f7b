"""Trictrac's and Toccategli's rules pages: the scoring table is the engine's values for the options
in force, and the house-rule sections show the generated options and presets tables."""

from __future__ import annotations

import dataclasses
import html as html_mod
import re

import pytest

from engine.games.trictrac import scoring as S
from engine.games.trictrac.options import TOCCATEGLI_PRESETS, TRICTRAC_PRESETS
from gui import texts as tx
from gui.panels import rules_text as rt

LANGS = ("en", "de")


def _scoring_rows(html: str, lab: dict) -> dict[str, tuple[str, str]]:
    """``{row key: (simple, doublet)}`` read off the rendered scoring table by its row labels."""
    t = lab["tables"]["scoring"]
    i = html.index(f">{html_mod.escape(t['head'][0])}</th>")
    body = html[i:html.index("</table>", i)]
    by_label = {html_mod.unescape(v): k for k, v in t["rows"].items()}
    out = {}
    for r in re.findall(r"<tr>(.*?)</tr>", body):
        cells = [html_mod.unescape(re.sub(r"<[^>]+>", "", c)) for c in re.findall(r"<td[^>]*>(.*?)</td>", r)]
        if cells:
            label = cells[0].split(" — ")[0]
            out[by_label[label]] = (cells[1], cells[2])
    return out


def _section_html(d: rt.RulesDocument, sid: str) -> str:
    i = d.html.index(f'<a name="{sid}"></a>')
    j = d.html.find("<a name=", i + 1)
    return d.html[i:j if j > 0 else len(d.html)]


def _expected(v: S.Values, trois: bool) -> dict[str, tuple[str, str]]:
    j = (str(v.jan[0]), str(v.jan[1]))
    exp = {"jan_de_deux_tables": j, "contre_jan_de_deux_tables": j, "jan_de_mezeas": j,
           "contre_jan_de_mezeas": j, "jan_one_way": j,
           "jan_two_ways": (str(2 * v.jan[0]), str(2 * v.jan[1])), "jan_three_ways": (str(3 * v.jan[0]), "—"),
           "hold_jan": j, "true_hit_grand": tuple(map(str, v.hit_grand)),
           "true_hit_petit": tuple(map(str, v.hit_petit)), "coin_hit": j,
           "unplayable": tuple(map(str, v.unplayable)), "first_off": tuple(map(str, v.first_off))}
    if trois:
        exp["jan_de_trois_coups"] = (str(v.trois_coups), str(v.trois_coups))
    if v.false_hits:
        exp["false_hit_grand"] = exp["true_hit_grand"]
        exp["false_hit_petit"] = exp["true_hit_petit"]
    return exp


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game,presets", [("trictrac", TRICTRAC_PRESETS), ("toccategli", TOCCATEGLI_PRESETS)])
def test_scoring_table_is_the_engines(game, presets, lang):
    lab = tx.read_toml(f"{game}.tables.{lang}.toml")
    for preset, opts in presets.items():
        d = rt.RulesDocument(game, lang, preset)
        assert "{{" not in d.html
        v = S.TRICTRAC if game == "trictrac" else S.toccategli_values(opts.toccategli_doublet_jan)
        assert _scoring_rows(d.html, lab) == _expected(v, True)
        # every row links to a section of the page it is shown on
        table = d.html[d.html.index(lab["tables"]["scoring"]["head"][0]):]
        table = table[:table.index("</table>")]
        targets = re.findall(r'href="#([^"]+)"', table)
        assert targets and all(d.has(t) for t in targets)


def test_the_numbers_are_the_ones_the_book_gives():
    """Anchors independent of the code under test: Grand Trictrac 4/6 for a jan, 2/4 and 4/6 for hits,
    2 per unplayable stone; Toccategli about half, with no false hits."""
    lab = tx.read_toml("trictrac.tables.en.toml")
    rows = _scoring_rows(rt.RulesDocument("trictrac", "en").html, lab)
    assert rows["jan_one_way"] == ("4", "6") and rows["jan_two_ways"] == ("8", "12")
    assert rows["true_hit_grand"] == ("2", "4") and rows["true_hit_petit"] == ("4", "6")
    assert rows["unplayable"] == ("2", "2") and rows["jan_de_trois_coups"] == ("4", "4")
    rows = _scoring_rows(rt.RulesDocument("toccategli", "en").html, tx.read_toml("toccategli.tables.en.toml"))
    assert rows["jan_one_way"] == ("2", "4") and rows["true_hit_grand"] == ("1", "2")
    assert "false_hit_grand" not in rows
    assert rows["first_off"] == ("2", "2")          # seed 003, the footnote to line 3000


@pytest.mark.parametrize("lang", LANGS)
def test_scoring_table_follows_changed_options(lang):
    lab = tx.read_toml(f"toccategli.tables.{lang}.toml")
    opts = dataclasses.replace(TOCCATEGLI_PRESETS["recommended"], toccategli_doublet_jan=3, jan_de_trois_coups=False)
    rows = _scoring_rows(rt.RulesDocument("toccategli", lang, "recommended", opts).html, lab)
    assert rows == _expected(S.toccategli_values(3), False)
    assert rows["jan_one_way"] == ("2", "3") and rows["jan_two_ways"] == ("4", "6")
    assert "jan_de_trois_coups" not in rows


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", ["trictrac", "toccategli", "verkehren"])
def test_house_rule_sections_show_the_generated_tables(game, lang):
    d = rt.RulesDocument(game, lang)
    lab = tx.read_toml(f"{game}.tables.{lang}.toml")
    force = _section_html(d, "options-in-force")
    assert f">{lab['tables']['options_in_force']['head'][1]}</th>" in force
    base = tx.Ctx(game, lang, "recommended").opts()
    field = "jan_de_trois_coups" if game != "verkehren" else "double_by_piling"
    changed = dataclasses.replace(base, **{field: not getattr(base, field)})
    assert lab["changed"] not in force
    assert lab["changed"] in _section_html(rt.RulesDocument(game, lang, "recommended", changed), "options-in-force")
    presets = _section_html(d, "presets")
    for p in ("book_1782", "recommended"):
        assert f">{html_mod.escape(tx.preset_title(game, lang, p))}</th>" in presets
