"""The rules texts: both languages alike, links resolve, every option, reason and
phase explained, generated tables equal to the engine's values, the guided deal
replays.  No Qt here."""

from __future__ import annotations

import dataclasses
import html as html_mod
import importlib
import random
import re

import pytest

from engine.options import describe_options
from engine.protocol import get_game, games
from engine.record import parse_record, replay
from gui.panels import rules_text as rt
from gui import texts as tx
from gui import texts as tx

PIQUET = get_game("piquet")
MINCHIATE = get_game("minchiate")
LANGS = tx.LANGS
GAMES = tx.games_with_rules()


def _module(game):
    """The engine package of a game (a game of a family, e.g. Kaufquadrille, lives in its family's)."""
    return get_game(game).engine_module()


def _doc(lang, preset=None, options=None, game="piquet"):
    return rt.RulesDocument(game, lang, preset, options)


# ---------------------------------------------------------------- helpers that can fail
def id_mismatch(a: list[str], b: list[str]) -> set[str]:
    return set(a) ^ set(b)


# Games whose rules texts are still to be written (issue #6 continues with them).
# A game outside this set without texts fails; a game in it that gains texts fails
# too, so the set is kept honest.
PENDING: set[str] = set()


def test_both_games_have_rules():
    assert {"piquet", "minchiate"} <= set(GAMES)


def test_every_game_has_rules_in_both_languages():
    for spec in games():
        have = all((tx.rules_dir() / f"{spec.name}.{lang}.md").is_file() for lang in LANGS)
        if spec.name in PENDING:
            assert not have, f"{spec.name} now has rules texts: remove it from PENDING"
        else:
            assert have, f"rules texts for {spec.name} missing (resources/rules/{spec.name}.LANG.md)"


@pytest.mark.parametrize("game", tx.games_with_rules())
def test_same_sections_in_both_languages(game):
    en, de = _doc("en", game=game), _doc("de", game=game)
    assert en.ids() == de.ids(), id_mismatch(en.ids(), de.ids())
    assert len(en.ids()) == len(set(en.ids())), "duplicate section ids"


def test_id_check_detects_a_missing_section():
    md_en = "# A {#a}\n\ntext\n\n## B {#b}\n\nmore\n"
    md_de = "# A {#a}\n\nText\n"
    a = [s.id for s in rt.render_markdown(md_en).sections]
    b = [s.id for s in rt.render_markdown(md_de).sections]
    assert id_mismatch(a, b) == {"b"}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_every_internal_link_resolves(game, lang):
    d = _doc(lang, game=game)
    assert d.links, "the texts should link somewhere"
    assert d.broken_links() == []
    # every href in the HTML points at an anchor that exists
    anchors = set(re.findall(r'<a name="([^"]+)">', d.html))
    for href in re.findall(r'<a href="#([^"]+)">', d.html):
        assert href in anchors, href


def test_broken_link_is_detected():
    r = rt.render_markdown("# A {#a}\n\nSee [nowhere](#nope) and [x](glossary:nothing).\n")
    targets = {t for _, t in r.links}
    assert targets == {"nope", "g-nothing"}
    assert not targets <= {s.id for s in r.sections}


def test_heading_without_id_is_refused():
    with pytest.raises(tx.RulesError, match="without an id"):
        rt.render_markdown("## The exchange\n\ntext\n")


def test_unknown_placeholder_is_refused():
    with pytest.raises(tx.RulesError, match="unknown table"):
        rt.render_markdown("# A {#a}\n\n{{table:nonsense}}\n", tx.Ctx())


# ---------------------------------------------------------------- options
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_every_option_and_value_is_explained(game, lang):
    spec = get_game(game)
    texts = tx.option_texts(game, lang)
    d = _doc(lang, game=game)
    names = [n for n, *_ in describe_options(spec.options_type)]
    assert set(texts) == set(names), set(texts) ^ set(names)
    for name, _default, allowed, _doc_ in describe_options(spec.options_type):
        t = texts[name]
        assert t["title"].strip() and t["text"].strip(), name
        assert d.has(t["section"]), f"{name}: section {t['section']} missing"
        keys = {tx.value_key(v) for v in allowed}
        assert set(t["values"]) == keys, (name, set(t["values"]) ^ keys)
        for k in keys:
            assert t["values"][k]["label"].strip() and t["values"][k]["text"].strip(), (name, k)


@pytest.mark.parametrize("game", GAMES)
def test_every_preset_value_has_a_label_in_both_languages(game):
    spec = get_game(game)
    for preset, opts in spec.presets.items():
        for f in dataclasses.fields(opts):
            for lang in LANGS:
                assert tx.value_label(game, lang, f.name, getattr(opts, f.name))
        for lang in LANGS:
            assert tx.preset_title(game, lang, preset)


def test_every_preset_has_a_section_naming_its_source():
    from engine.games.piquet import PRESET_SOURCES
    for lang_i, lang in enumerate(LANGS):
        d = _doc(lang)
        for preset in PIQUET.presets:
            sid = "preset-" + preset.replace("_", "-")
            assert d.has(sid), sid
            assert PRESET_SOURCES[preset][lang_i] in d.section(sid).text


# ---------------------------------------------------------------- generated tables
def _table_after(html: str, head: str) -> list[list[str]]:
    m = re.search(rf"<th[^>]*>{re.escape(head)}</th>", html)
    if m is None:
        raise ValueError(f"no table with the heading {head!r}")
    i = m.start()
    t = html[i:html.index("</table>", i)]
    rows = [r for r in re.findall(r"<tr>(.*?)</tr>", t) if "<td" in r]
    return [[html_mod.unescape(re.sub(r"<[^>]+>", "", c)) for c in re.findall(r"<td[^>]*>(.*?)</td>", r)] for r in rows]


@pytest.mark.parametrize("preset", list(PIQUET.presets))
@pytest.mark.parametrize("lang", LANGS)
def test_value_tables_equal_engine_values(preset, lang):
    from engine.games.piquet import scoring
    opts = PIQUET.presets[preset]
    engine_values = dict(scoring.values_table(opts))
    labels = tx.read_toml(f"piquet.tables.{lang}.toml")
    html = _doc(lang, preset).html
    for table in ("declaration_values", "play_points"):
        head = labels["tables"][table]["head"][0]
        rows = _table_after(html, head)
        keys = labels["tables"][table]["rows"]
        assert len(rows) == len(keys)
        for (label, shown), key in zip(rows, keys):
            assert label == labels["rows"][key]
            v = engine_values[key]
            expect = str(v) if not isinstance(v, str) else labels["values"].get(v, v)
            assert shown == expect, (key, shown, expect)


def test_tables_follow_changed_options():
    opts = PIQUET.options("classic_1900", quart_value=14, last_trick_extra=2, carte_rouge=True)
    rows = dict(tx.table_rows(tx.Ctx("piquet", "en", "classic_1900", opts), "declaration_values"))
    assert rows["quart"] == 14 and rows["carte_rouge"] == 20
    html = _doc("en", "classic_1900", opts).html
    play = dict(_table_after(html, "During and after play"))
    assert play["Winning the last trick (in all)"] == "3"
    assert "changed from the preset" in html


def test_pip_and_exchange_tables_come_from_the_engine():
    from engine.games.piquet import scoring
    html = _doc("en", "classic_1900").html
    pips = _table_after(html, "Card")[0][1:]
    assert [int(p) for p in pips] == list(scoring.PIPS)
    ex = _table_after(html, "Elder takes")
    opts = PIQUET.presets["classic_1900"]
    assert [int(r[0]) for r in ex] == list(range(opts.elder_min_exchange, 6))
    for k, left, must in ex:
        lo, hi = scoring.younger_exchange_limits(int(k), opts)
        assert must == (str(lo) if lo == hi else f"{lo}–{hi}")


@pytest.mark.parametrize("lang", LANGS)
def test_presets_table_matches_the_presets(lang):
    html = _doc(lang, "cavendish_1882").html
    head = tx.read_toml(f"piquet.tables.{lang}.toml")["tables"]["presets"]["head"][0]
    rows = _table_after(html, head)
    names = list(PIQUET.presets)
    fields = [n for n, *_ in describe_options(PIQUET.options_type)]
    assert len(rows) == len(fields)
    texts = tx.option_texts("piquet", lang)
    for row, name in zip(rows, fields):
        assert row[0] == texts[name]["title"]
        for cell, p in zip(row[1:], names):
            assert cell == tx.value_label("piquet", lang, name, getattr(PIQUET.presets[p], name))


# ---------------------------------------------------------------- refusals and phases
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_every_reason_code_has_a_sentence(game, lang):
    REASON_CODES = get_game(game).reason_codes  # the Piquet forms share the module engine.games.piquet
    d = _doc(lang, game=game)
    reasons = tx.read_toml(f"{game}.reasons.{lang}.toml")["reasons"]
    for code in REASON_CODES:
        assert code in reasons, f"{code} has no sentence in {lang}"
        sentence, section = tx.explain_refusal(code, lang, game)
        assert len(sentence) > 20 and d.has(section), code
    assert set(reasons) - {"_unknown"} == set(REASON_CODES)


def test_refusal_details_fill_the_sentence():
    s, sec = tx.explain_refusal("must_follow_suit", "de", details={"suit": "H"})
    assert sec == "play" and s.endswith("Geben Sie Herz zu.")
    s, _ = tx.explain_refusal("exchange_too_few", "en", details={"minimum": 3})
    assert s.endswith("Exchange at least 3.")
    s, _ = tx.explain_refusal("card_not_in_hand", "de", details={"card": "QS"})
    assert "Dame Pik" in s
    s, sec = tx.explain_refusal("no_such_code", "en")
    assert sec == "overview" and s


def test_engine_refusals_are_explained():
    from engine.protocol import IllegalAction
    st = PIQUET.new_state(PIQUET.options("classic_1900"), deals=1)
    rec = parse_record((tx.rules_dir() / "piquet.tutorial.txt").read_text(encoding="utf-8"))
    st = replay(rec, until=14).state          # dealer to play to elder's A of hearts
    with pytest.raises(IllegalAction) as e:
        st.apply(st.parse_action("play 7S"))
    s, sec = tx.explain_refusal(e.value.code, "en", details=e.value.details)
    assert sec and s


@pytest.mark.parametrize("game", GAMES)
def test_every_phase_opens_a_section(game):
    PHASES = get_game(game).phases
    data = tx.read_toml(f"{game}.phases.toml")
    assert set(PHASES) <= set(data["phases"]), set(PHASES) - set(data["phases"])
    for lang in LANGS:
        d = _doc(lang, game=game)
        for ph in data["phases"]:
            assert d.has(tx.phase_section(ph, game)), ph
    assert tx.phase_section("no-such-phase", game) == "overview"


# ---------------------------------------------------------------- search
def test_search_finds_in_both_languages():
    assert any(h[0] == "sets" for h in _doc("en").search("quatorze"))
    hits = _doc("de").search("kunststucke")          # without the umlaut
    assert hits and hits[0][0] in ("sets", "g-sets")
    assert _doc("en").search("   ") == []
    assert _doc("en").search("xyzzy-nothing") == []


# ---------------------------------------------------------------- guided first deal
def test_guided_deal_replays_to_the_end_and_is_explained():
    text = (tx.rules_dir() / "piquet.tutorial.txt").read_text(encoding="utf-8")
    rec = parse_record(text)
    assert rec.moves[0][0] == -1 and rec.moves[1][1].startswith("deal ")
    r = replay(rec)
    assert r.state.is_over()
    assert len(r.moves) == len(rec.moves)
    assert r.state.scores() == [40, 26]
    for lang in LANGS:
        t = rt.load_tutorial("piquet", lang)
        assert len(t.steps) == len(rec.moves)
        d = _doc(lang)
        for st in t.steps:
            assert st.text.strip() and d.has(st.section), (lang, st.index)
        assert t.intro and t.outro


def test_missing_tutorial_step_is_reported(monkeypatch):
    data = dict(tx.read_toml("piquet.tutorial.en.toml"))
    steps = dict(data["steps"])
    del steps["36"]
    monkeypatch.setattr(rt, "read_toml", lambda name: {**data, "steps": steps})
    with pytest.raises(tx.RulesError, match="no text for step 36"):
        rt.load_tutorial("piquet", "en")


def test_prize_table_comes_from_the_engine():
    from engine.games.piquet import scoring
    for lang in LANGS:
        head = tx.read_toml(f"piquet.tables.{lang}.toml")["tables"]["four_deal_prizes"]["head"][0]
        rows = _table_after(_doc(lang).html, head)
        assert [(int(a), int(b)) for _, a, b in rows] == list(scoring.FOUR_DEAL_PRIZES.values())


# ---------------------------------------------------------------- Minchiate: tables from the engine
from engine.games.minchiate import scoring as MS  # noqa: E402
from gui.games.minchiate import rules as rm  # noqa: E402


def _mi_labels(lang):
    return tx.read_toml(f"minchiate.tables.{lang}.toml")


@pytest.mark.parametrize("lang", LANGS)
def test_minchiate_doc_has_no_unfilled_placeholder(lang):
    html = _doc(lang, game="minchiate").html
    assert "{{" not in html and "}}" not in html
    assert not re.search(r"\{[a-z_]+\}", html), re.search(r"\{[a-z_]+\}", html)


@pytest.mark.parametrize("lang", LANGS)
def test_minchiate_counting_table_equals_engine_values(lang):
    lab = _mi_labels(lang)
    rows = _table_after(_doc(lang, game="minchiate").html, lab["tables"]["counting_cards"]["head"][0])
    *by_value, total = rows
    engine = {}
    for i in MS.bits(MS.COUNTING):
        engine.setdefault(MS.VALUE[i], []).append(i)
    assert [int(r[0]) for r in by_value] == sorted(engine, reverse=True)
    for value, cards, count, points in by_value:
        idx = engine[int(value)]
        assert int(count) == len(idx) and int(points) == int(value) * len(idx)
        # every counting trump of this value is named in the row, and no other trump
        shown = set()
        for part in re.findall(r"(\d+)(?:–(\d+))?", cards):
            a, b = int(part[0]), int(part[1] or part[0])
            shown |= set(range(a, b + 1))
        shown |= {int(n) for n, name in lab["arie"].items() if name in cards}
        assert shown == {MS.CARDS[i].number for i in idx if MS.SUIT_OF[i] == 4}, (value, cards)
        assert (lab["matto"] in cards) == (MS.FOOL in idx)
    assert int(total[2]) == bin(MS.COUNTING).count("1") and int(total[3]) == sum(MS.VALUE)


@pytest.mark.parametrize("lang", LANGS)
def test_minchiate_card_order_follows_engine_strength(lang):
    lab = _mi_labels(lang)
    rows = _table_after(_doc(lang, game="minchiate").html, lab["tables"]["card_order"]["head"][0])
    assert len(rows) == 4
    inv = {v: k for k, v in lab["ranks"].items()}
    for (suit_cell, order), s in zip(rows, MS.SUITS):
        assert suit_cell.startswith(lab["suits"][s])
        shown = [inv.get(r, r) for r in order.split(" – ")]
        engine = sorted((i for i in range(MS.N) if MS.SUIT_OF[i] == MS.SUITS.index(s)),
                        key=lambda i: -MS.STRENGTH[i])
        assert shown == [MS.CARDS[i].rank for i in engine]
    # the red suits really run backwards below the courts
    assert rows[0][1].split(" – ")[4] == "1" and rows[2][1].split(" – ")[4] == "10"


@pytest.mark.parametrize("lang", LANGS)
def test_minchiate_versicole_table_is_scored_by_the_engine(lang):
    lab = _mi_labels(lang)
    t = lab["tables"]["versicole"]
    rows = _table_after(_doc(lang, game="minchiate").html, t["head"][0])
    assert len(rows) == len(t["rows"])
    for row, key in zip(rows, t["rows"]):
        idx = [MS.INDEX[rm.rt_card(c)] for c in lab["versicole"][key]["cards"].split()]
        (name, _cs, pts), = MS.versicole(MS.mask_of(idx))
        assert row[0] == lab["versicole"][key]["label"] and int(row[2]) == pts, key
        if MS.FOOL in idx:
            assert row[3] == t["included"]
        else:
            with_m = {n: p for n, _c, p in MS.versicole(MS.mask_of(idx) | 1 << MS.FOOL)}[name]
            assert int(row[3]) == with_m, key


def test_versicola_sample_must_be_one_versicola(monkeypatch):
    lab = dict(_mi_labels("en"))
    lab["versicole"] = {**lab["versicole"], "papi3": {"label": "x", "cards": "#1 #2 #3 #13 #28"}}
    real = tx.read_toml
    monkeypatch.setattr(tx, "read_toml", lambda name: lab if name == "minchiate.tables.en.toml" else real(name))
    with pytest.raises(tx.RulesError, match="exactly one"):
        rm.versicola_rows("en")


def test_minchiate_trump_groups_match_the_engine():
    for lang in LANGS:
        groups = rm.trump_group_rows(lang)
        nums = [n for _name, ns, _v in groups for n in ns]
        assert nums == list(range(1, 41))
        by_name = {name: ns for name, ns, _v in groups}
        assert [MS.trump(n) for n in by_name["Papi"]] == list(MS.PAPI_CHAIN)
        assert sum(1 << MS.trump(n) for n in by_name["Sopraventi"]) == MS.SOPRAVENTI
        for _name, _ns, by_value in groups:
            for v, ns in by_value.items():
                assert all(MS.VALUE[MS.trump(n)] == v for n in ns)


@pytest.mark.parametrize("lang", LANGS)
def test_minchiate_account_and_resti_come_from_the_engine(lang):
    lab = _mi_labels(lang)
    html = _doc(lang, game="minchiate").html
    account = _table_after(html, lab["tables"]["account"]["head"][0])
    assert str(MS.CARDS_BASE) in account[0][0] and account[2][1] == str(MS.ULTIMA)
    resti = _table_after(html, lab["tables"]["resti"]["head"][0])
    assert resti[0] == [f"1–{MS.RESTO}", "1"] and resti[1] == [f"{MS.RESTO + 1}–{2 * MS.RESTO}", "2"]
    vals = rm.values(MINCHIATE.presets["dresden_1798"])
    assert vals["counting_total"] == sum(MS.VALUE) and vals["folla"] == MS.N - 4 * MS.TRICKS


def test_minchiate_worked_versicole_example_is_right():
    """The numbers in the worked example (section versicole-example) are the engine's."""
    hand = MS.mask_of([MS.trump(n) for n in (1, 13, 28, 29, 30, 31)] + [MS.FOOL]) | sum(
        1 << i for i in MS.bits(MS.KINGS)[:3])
    got = {n: p for n, _c, p in MS.versicole(hand)}
    assert got == {"run": 25, "tredici": 20, "kings": 20}
    plain = {n: p for n, _c, p in MS.versicole(hand & ~(1 << MS.FOOL))}
    assert sum(plain.values()) == 50
    for lang in LANGS:
        text = _doc(lang, game="minchiate").section("versicole-example").text
        for number in ("25", "20", "65", "50", "35"):
            assert f"**{number}**" in tx.read(f"minchiate.{lang}.md") or number in text
        assert "65" in text and str(65 - 30) in text


@pytest.mark.parametrize("lang", LANGS)
def test_minchiate_interpretations_name_real_options(lang):
    md = re.sub(r"\s+", " ", tx.read(f"minchiate.{lang}.md"))
    titles = {t["title"] for t in tx.option_texts("minchiate", lang).values()}
    named = re.findall(r"Option(?:s|en)? \*([^*]+)\*", md, flags=re.I)
    named += re.findall(r"(?:and|und) \*([^*]+)\*:", md)
    assert len(named) >= 10
    assert set(named) <= titles, set(named) - titles


def test_changed_minchiate_option_shows_in_the_text():
    opts = MINCHIATE.options("dresden_1798", king_rule=False)
    d = _doc("en", "dresden_1798", opts, game="minchiate")
    assert tx.value_label("minchiate", "en", "king_rule", False) in d.section("king-rule").text
    assert "changed from the preset" in d.html


def test_each_game_gets_its_own_glossary():
    for lang in LANGS:
        p, m = _doc(lang), _doc(lang, game="minchiate")
        assert not any(i.startswith("g-mi-") for i in p.ids())
        gm = [i for i in m.ids() if i.startswith("g-")]
        assert gm and all(i.startswith("g-mi-") for i in gm)
    en = [i for i in _doc("en", game="minchiate").ids() if i.startswith("g-")]
    de = [i for i in _doc("de", game="minchiate").ids() if i.startswith("g-")]
    assert en == de
    # a part for no known game is kept for every game
    text = "# G {#glossary}\n\n## X {#glossary-piquet}\n\n### a {#g-a}\nA\n\n## Y {#glossary-common}\n\n### b {#g-b}\nB\n"
    kept = rt.glossary_for("minchiate", text)
    assert "g-b" in kept and "g-a" not in kept


def test_minchiate_search_in_both_languages():
    assert any(h[0] == "king-rule" for h in _doc("de", game="minchiate").search("konigsregel"))
    assert _doc("en", game="minchiate").search("versicola")[0][0].startswith("versicol")
    assert any(h[0] == "cut" for h in _doc("en", game="minchiate").search("rob"))


def test_minchiate_engine_refusals_are_explained():
    """Play a deal; every refused card gets a sentence and a section that exist in both languages."""
    from engine.protocol import CHANCE, IllegalAction
    st = MINCHIATE.new_state(MINCHIATE.options("dresden_1798", seat_draw=False), deals=1)
    rng = random.Random(11)
    docs = {lang: _doc(lang, game="minchiate") for lang in LANGS}
    seen = set()
    while not st.is_over():
        if st.current_player() == CHANCE:
            st, _ = st.apply(st.sample_chance(rng))
            continue
        legal = st.legal_actions()
        if st.phase == "play":
            hand = st.observation(st.current_player()).hand
            bad = [c for c in hand if st.parse_action(f"play {c.code}") not in legal]
            for c in bad[:2]:
                with pytest.raises(IllegalAction) as e:
                    st.apply(st.parse_action(f"play {c.code}"))
                seen.add(e.value.code)
                for lang in LANGS:
                    s, sec = tx.explain_refusal(e.value.code, lang, "minchiate", e.value.details)
                    assert docs[lang].has(sec) and sec != "overview", e.value.code
        st, _ = st.apply(rng.choice(legal))
    assert {"must_follow_suit", "must_play_trump"} <= seen, seen


def _stray_list_starts(md: str) -> list[str]:
    """Lines that start "12. " right after a paragraph line: a wrapped sentence turned into a list."""
    lines = md.splitlines()
    bad = []
    for prev, line in zip(lines, lines[1:]):
        if re.match(r"^\d+\.\s", line) and prev.strip() and not re.match(r"^(\d+\.\s|\s+\S)", prev):
            bad.append(line)
    return bad


@pytest.mark.parametrize("game,lang", [(g, lang) for g in GAMES for lang in LANGS])
def test_no_sentence_is_broken_into_a_list(game, lang):
    assert _stray_list_starts(tx.read(f"{game}.{lang}.md")) == []
    assert _stray_list_starts("im\n18. Jahrhundert spielte man") == ["18. Jahrhundert spielte man"]


# ---------------------------------------------------------------- reference pages and the search over every page
# The book's games that cannot be played here have reference pages: rules texts with no engine behind
# them (rules_text.is_reference).  A page waiting for its engine (written on another branch) is a
# reference page until the engine registers; it need not say "not playable here".
REFERENCE = tx.reference_pages()
ENGINE_ON_ITS_WAY = {"trictrac", "toccategli", "schach"}
NOT_PLAYABLE = {"en": "cannot be played in this program", "de": "lässt sich in diesem Programm nicht spielen"}


def test_the_books_other_games_have_reference_pages():
    assert {"billard", "pielfentafel", "kriegsspiel", "ballspiel"} <= set(REFERENCE)
    assert not set(REFERENCE) & set(GAMES)
    assert all(not tx.is_reference(spec.name) for spec in games())


@pytest.mark.parametrize("page", REFERENCE)
def test_reference_page_is_whole_in_both_languages(page):
    en, de = _doc("en", game=page), _doc("de", game=page)
    assert en.ids() == de.ids(), id_mismatch(en.ids(), de.ids())
    assert en.ids()[0] == page and en.has("overview") and en.has("terms")
    for lang, d in (("en", en), ("de", de)):
        assert d.broken_links() == [] and "{{" not in d.html
        assert rt.page_title(page, lang) == d.section(page).title
        if page not in ENGINE_ON_ITS_WAY:
            assert NOT_PLAYABLE[lang] in d.section("not-playable").text, (page, lang)


def test_a_page_without_the_sentence_is_caught():
    r = rt.render_markdown("# X {#x}\n\n## Not playable here {#not-playable}\n\nIt is a sport.\n")
    assert NOT_PLAYABLE["en"] not in r.sections[1].text


_OTHER_PAGE = re.compile(r'<a href="rules:([a-z0-9_]+)#([A-Za-z0-9_-]+)">')


@pytest.mark.parametrize("lang", LANGS)
def test_links_into_other_pages_resolve(lang):
    pages = tx.rules_pages()
    seen = 0
    for page in pages:
        for target, sid in _OTHER_PAGE.findall(_doc(lang, game=page).html):
            seen += 1
            assert target in pages, (page, target)
            assert _doc(lang, game=target).has(sid), (page, target, sid)
    assert seen >= 4


@pytest.mark.parametrize("lang,query,page,section", [
    ("en", "carambole", "billard", "carambol"),
    ("de", "Chasse", "ballspiel", "chases"),
    ("de", "Schweizer", "billard", "faults"),
    ("en", "quatorze", "piquet", "sets"),
])
def test_search_over_every_page_groups_by_page(lang, query, page, section):
    current = _doc(lang, game="whist")
    groups = rt.search_all(query, lang, current)
    assert groups[0][0] == "whist" and groups[0][1] == rt.page_title("whist", lang)
    names = [g[0] for g in groups]
    assert len(names) == len(set(names))
    found = dict((g[0], [h[0] for h in g[2]]) for g in groups)
    assert section in found[page]
    # games before the reference pages
    kinds = [tx.is_reference(n) for n in names[1:]]
    assert kinds == sorted(kinds)
    # a short query looks in the page shown only
    assert [g[0] for g in rt.search_all(query[:2], lang, current)] == ["whist"]


# ---------------------------------------------------------------- Trictrac: the section ids the engine's phases and refusals point at
TRICTRAC_IDS = """overview board stones dice first-throw moving one-stone-both-numbers passage coin scoring jans
jan-de-trois-coups jan-de-deux-tables mezeas contre-jan petit-jan grand-jan jan-de-retour hits unplayable holes
bredouille going-out bearing-off partie ecole toccategli advice terms interpretations options-in-force
presets""".split()


@pytest.mark.parametrize("lang", LANGS)
def test_trictrac_page_has_the_agreed_section_ids(lang):
    d = _doc(lang, game="trictrac")
    assert [i for i in TRICTRAC_IDS if not d.has(i)] == []
    assert d.broken_links() == []
    reading = {"en": "our reading", "de": "unsere Lesart"}[lang]
    assert reading in d.section("interpretations").text.replace("*", "")
    # its glossary part comes with it, and with no other game
    assert any(i.startswith("g-tt-") for i in d.ids())
    assert not any(i.startswith("g-tt-") for i in _doc(lang, game="whist").ids())
    assert not any(i.startswith(("g-mi-", "g-repique")) for i in d.ids())


@pytest.mark.parametrize("page,lang", [(p, lang) for p in REFERENCE for lang in LANGS])
def test_no_sentence_of_a_reference_page_is_broken_into_a_list(page, lang):
    assert _stray_list_starts(tx.read(f"{page}.{lang}.md")) == []


@pytest.mark.parametrize("lang", LANGS)
def test_toccategli_page_has_trictracs_ids_where_they_apply(lang):
    t, tt = _doc(lang, game="toccategli"), _doc(lang, game="trictrac")
    assert t.ids()[0] == "toccategli" and t.broken_links() == []
    assert [i for i in TRICTRAC_IDS if not t.has(i)] == []
    # the same glossary part as Trictrac (its entries link to ids both pages have)
    assert [i for i in t.ids() if i.startswith("g-")] == [i for i in tt.ids() if i.startswith("g-")]
    assert "unsere Lesart" in t.section("interpretations").text or "our reading" in t.section("interpretations").text


def test_a_glossary_part_can_be_shared_by_naming_the_other_pages():
    text = ("# G {#glossary}\n\n## X {#glossary-piquet}\n<!-- also: minchiate -->\n\n### a {#g-a}\nA\n\n"
            "## Y {#glossary-whist}\n\n### b {#g-b}\nB\n")
    assert "g-a" in rt.glossary_for("minchiate", text) and "g-b" not in rt.glossary_for("minchiate", text)
    assert "g-a" in rt.glossary_for("piquet", text)
    assert "g-a" not in rt.glossary_for("whist", text) and "g-b" in rt.glossary_for("whist", text)
