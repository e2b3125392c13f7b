"""The words of the rules texts, without Qt: the look-ups every layer above reads.

The rules texts live in ``resources/rules/`` (or a game's ``GameUI.rules_dir``); beside the
Markdown the rules panel renders (:mod:`gui.panels.rules_text`) are the data files the table,
the dialogs and the games' words read through this module (all TOML, ``LANG`` = ``en`` or ``de``):

* ``GAME.options.LANG.toml`` -- every option: ``title``, ``text``, ``section`` and for each
  allowed value ``label`` and ``text`` (:func:`option_texts`, :func:`value_label`,
  :func:`option_lines`); its ``[presets]`` name the presets (:func:`preset_title`,
  :func:`preset_label`);
* ``GAME.reasons.LANG.toml`` -- every refusal reason code: ``text`` (names the rule),
  ``section``, optional ``detail`` template (:func:`explain_refusal`);
* ``GAME.phases.toml`` -- engine phase -> section id (:func:`phase_section`);
* ``GAME.tables.LANG.toml`` -- row labels and headings of generated tables (:class:`Ctx`,
  :func:`values_table`, :func:`table_html`, which the games' rules modules use too);
* ``GAME.words.LANG.toml`` -- the name of every engine phase (``[phases]``) and event kind
  (``[events]``) and of the game's own measure in the statistics (``points``)
  (:func:`game_words`, :class:`RulesWords`).

It imports nothing of the GUI but the registry (:mod:`gui.registry`), :mod:`gui.paths` and
:mod:`gui.i18n`, so the table, the panels, the dialogs and every game may import it.
"""

from __future__ import annotations

import html
import tomllib
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Iterable, Mapping

from gui.registry import GAMES_PACKAGE, ui_by_rules, ui_for, uis

__all__ = [
    "LANGS", "RULES_DIR", "RulesError", "rules_dir", "rules_path", "texts_name", "read", "read_toml", "check_lang",
    "games_with_rules", "rules_pages", "is_reference", "reference_pages", "Ctx", "table_html", "table_rows", "values_table", "TABLES", "all_tables", "game_tables",
    "game_values", "option_texts", "value_key", "value_label", "preset_title", "preset_label", "option_lines",
    "explain_refusal", "game_words", "RulesWords", "phase_section",
]

LANGS = ("en", "de")


def rules_dir() -> Path:
    """``resources/rules`` (via :func:`gui.paths.resource_path`, so bundles work too)."""
    from gui.paths import resource_path
    return resource_path("rules")


RULES_DIR = rules_dir()


class RulesError(ValueError):
    """A rules file is missing or malformed; the message names the file."""


# ---------------------------------------------------------------- files
def rules_path(name: str) -> Path:
    """Where a rules file lives: a game's files (``NAME.…``) in its ``GameUI.rules_dir`` when it
    has one, everything else in ``resources/rules``."""

    ui = ui_by_rules(name.split(".")[0])
    if ui is not None and ui.rules_dir:
        return Path(ui.rules_dir) / name
    return rules_dir() / name


def texts_name(game: str) -> str:
    """The name of a game's rules texts (its ``GameUI.rules_name``; a game of a family may
    share its family's texts); ``""`` means the first game in menu order."""

    if not game:
        return uis()[0].rules_name
    try:
        return ui_for(game).rules_name
    except KeyError:
        return game


@lru_cache(maxsize=64)
def read(name: str) -> str:
    p = rules_path(name)
    try:
        return p.read_text(encoding="utf-8")
    except OSError as e:
        raise RulesError(f"cannot read rules file {p}: {e.strerror or e}") from None


@lru_cache(maxsize=64)
def read_toml(name: str) -> dict[str, Any]:
    try:
        return tomllib.loads(read(name))
    except tomllib.TOMLDecodeError as e:
        raise RulesError(f"rules file {rules_path(name)} is not valid TOML: {e}") from None


def check_lang(lang: str) -> str:
    if lang not in LANGS:
        raise RulesError(f"unknown language {lang!r}; languages are {', '.join(LANGS)}")
    return lang


def rules_pages() -> list[str]:
    """Names of every rules page there is (in English): those in ``resources/rules`` and those of
    registered games that keep their texts elsewhere -- games and reference pages alike."""
    names = {p.name.split(".")[0] for p in rules_dir().glob("*.en.md")}
    names |= {u.rules_name for u in uis() if u.rules_dir and (Path(u.rules_dir) / f"{u.rules_name}.en.md").exists()}
    return sorted(n for n in names if n != "glossary")


def is_reference(name: str) -> bool:
    """Whether the page ``name`` describes a game that cannot be played here: a rules page that no
    engine game and no registered GUI claims.  Such a page has no options, refusals or phases; it is
    listed and searched like the others (a page becomes a game's page the day its engine registers)."""
    from engine.protocol import get_game

    if ui_by_rules(name) is not None:
        return False
    try:
        get_game(name)
    except KeyError:
        return True
    return False


def games_with_rules() -> list[str]:
    """Names of the rules texts of games that can be played (a page with an engine behind it)."""
    return [n for n in rules_pages() if not is_reference(n)]


def reference_pages() -> list[str]:
    """Names of the reference pages: the book's games that cannot be played here (:func:`is_reference`)."""
    return [n for n in rules_pages() if is_reference(n)]



def table_html(head: list[str], rows: list[list[str]], highlight: int | None = None) -> str:
    # a one-word heading is never broken inside the word
    h = "".join(f"<th style=\"white-space: nowrap\">{c}</th>" if " " not in c else f"<th>{c}</th>" for c in head)
    body = []
    for r in rows:
        cells = []
        for j, c in enumerate(r):
            cls = ' class="cur"' if highlight is not None and j == highlight else ""
            cells.append(f"<td{cls}>{c}</td>")
        body.append("<tr>" + "".join(cells) + "</tr>")
    return ('<table class="data" border="1" cellspacing="0" cellpadding="4">'
            f"<tr>{h}</tr>" + "".join(body) + "</table>")


# ---------------------------------------------------------------- generated tables
@dataclass
class Ctx:
    game: str = ""
    lang: str = "en"
    preset: str | None = None
    options: Any = None

    def __post_init__(self) -> None:
        self.game = texts_name(self.game)

    @property
    def spec(self) -> Any:
        from engine.protocol import get_game

        ui = ui_by_rules(self.game)
        return get_game(ui.game if ui is not None else self.game)

    def opts(self):
        if self.options is not None:
            return self.options
        spec = self.spec
        return spec.presets[self.preset or spec.default_preset]

    def labels(self) -> dict[str, Any]:
        return read_toml(f"{self.game}.tables.{check_lang(self.lang)}.toml")

    def values(self) -> dict[str, Any]:
        """The game's engine values for the options in force (its rules module's ``values``)."""
        fn = game_values(self.game)
        return dict(fn(self.opts())) if fn else {}

    def value(self, key: str) -> str:
        opts = self.opts()
        vals = self.values()
        if key in vals:
            return _fmt_value(self, key, vals[key])
        if hasattr(opts, key):
            return value_label(self.game, self.lang, key, getattr(opts, key))
        raise RulesError(f"unknown value placeholder {{{{value:{key}}}}}")

    def source(self, preset: str) -> str:
        """How a reader names the historical source of ``preset`` (``PRESET_SOURCES``)."""
        sources = getattr(_provider(self.game), "PRESET_SOURCES", None)
        if sources is None:
            sources = getattr(self.spec.engine_module(), "PRESET_SOURCES", {})
        if preset not in sources:
            raise RulesError(f"unknown preset in {{{{source:{preset}}}}}")
        return sources[preset][LANGS.index(self.lang)]

    def table(self, name: str) -> str:
        fn = game_tables(self.game).get(name) or TABLES.get(name)
        if fn is None:
            raise RulesError(f"unknown table placeholder {{{{table:{name}}}}}; tables are "
                             f"{', '.join(all_tables(self.game))}")
        return fn(self)


def _fmt_value(ctx: Ctx, key: str, v: Any) -> str:
    lab = ctx.labels()
    if isinstance(v, str):
        return str(lab.get("values", {}).get(v, v))
    return str(v)


def table_rows(ctx: Ctx, name: str) -> list[tuple[str, Any]]:
    """The raw (key, engine value) rows behind a values table (for tests)."""
    d = ctx.values()
    keys = read_toml(f"{ctx.game}.tables.en.toml")["tables"][name]["rows"]
    return [(k, d[k]) for k in keys]


def values_table(name: str) -> Any:
    """A two-column table of named engine values, its rows and headings from the tables file."""
    def make(ctx: Ctx) -> str:
        lab = ctx.labels()
        t = lab["tables"][name]
        rows = [[html.escape(lab["rows"][k]), html.escape(_fmt_value(ctx, k, v))]
                for k, v in table_rows(ctx, name)]
        return table_html([html.escape(t["head"][0]), html.escape(t["head"][1])], rows)
    return make


def _presets_table(ctx: Ctx) -> str:
    from engine.options import describe_options
    spec = ctx.spec
    lab = ctx.labels()
    texts = option_texts(ctx.game, ctx.lang)
    names = list(spec.presets)
    head = [html.escape(lab["tables"]["presets"]["head"][0])] + [html.escape(preset_title(ctx.game, ctx.lang, p))
                                                                   for p in names]
    rows = []
    for name, _default, _allowed, _doc in describe_options(spec.options_type):
        vals = [getattr(spec.presets[p], name) for p in names]
        row = [html.escape(texts[name]["title"])]
        for v in vals:
            row.append(html.escape(value_label(ctx.game, ctx.lang, name, v)))
        if len(set(map(repr, vals))) > 1:
            row = [f"<b>{row[0]}</b>"] + row[1:]
        rows.append(row)
    cur = names.index(ctx.preset) + 1 if ctx.preset in names else None
    return table_html(head, rows, highlight=cur)


def _options_in_force(ctx: Ctx) -> str:
    """The options in force, marking those that differ from the preset."""
    from engine.options import describe_options
    spec = ctx.spec
    lab = ctx.labels()
    texts = option_texts(ctx.game, ctx.lang)
    opts = ctx.opts()
    base = spec.presets.get(ctx.preset or spec.default_preset)
    head = [html.escape(h) for h in lab["tables"]["options_in_force"]["head"]]
    rows = []
    for name, *_ in describe_options(spec.options_type):
        v = getattr(opts, name)
        cell = html.escape(value_label(ctx.game, ctx.lang, name, v))
        if base is not None and getattr(base, name) != v:
            cell = f"<b>{cell}</b> ({html.escape(lab['changed'])})"
        rows.append([f'<a href="#{texts[name]["section"]}">{html.escape(texts[name]["title"])}</a>', cell])
    return table_html(head, rows)


# ---------------------------------------------------------------- per-game providers
# Tables every game has (they read the game's options and presets):
TABLES: dict[str, Any] = {
    "presets": _presets_table,
    "options_in_force": _options_in_force,
}


def _provider(game: str) -> Any:
    """The game's ``rules_module`` (:class:`gui.registry.GameUI`): its ``TABLES`` (``{{table:NAME}}``
    looks there first, then in :data:`TABLES`), ``values(options)`` (``{{value:KEY}}``) and
    ``card_name(lang, code)``; ``None`` when it has none."""

    ui = ui_by_rules(game)
    found = ui.rules_provider() if ui is not None else None
    if found is not None:
        return found
    # a game of a family whose GUI has not registered it yet (a form played with other seats): the family's
    # rules module may carry it in ``FORMS``, or pick it by ``provider(game)``
    family = _family(game)
    fam = ui_by_rules(family) if family and family != game else None
    form = getattr(fam.rules_provider(), "FORMS", {}).get(game) if fam is not None else None
    return form if form is not None else _family_provider(ui.game if ui is not None else game)


def _family_provider(game: str) -> Any:
    """For a game whose GUI names no ``rules_module`` (or has no GUI yet): the module
    ``gui.games.FAMILY.rules`` (:data:`gui.registry.GAMES_PACKAGE`) of its engine family, if there is one; its ``provider(game)``
    picks the game's provider when the family's games differ (``None``: none)."""
    import importlib

    from engine.protocol import get_game

    try:
        spec = get_game(game)
    except KeyError:
        return None
    try:
        mod = importlib.import_module(f"{GAMES_PACKAGE}.{spec.family or spec.name}.rules")
    except ModuleNotFoundError:
        return None
    pick = getattr(mod, "provider", None)
    return pick(spec.name) if callable(pick) else mod


def game_tables(game: str) -> dict[str, Any]:
    return dict(getattr(_provider(game), "TABLES", {}) or {})


def game_values(game: str) -> Any:
    return getattr(_provider(game), "values", None)


def _card_namer(game: str) -> Any:
    return getattr(_provider(game), "card_name", None)


# ---------------------------------------------------------------- options, presets, reasons, phases
def option_texts(game: str, lang: str) -> dict[str, dict[str, Any]]:
    """``{option: {"title", "text", "section", "values": {value key: {"label", "text"}}}}``."""
    return read_toml(f"{texts_name(game)}.options.{check_lang(lang)}.toml")["options"]


def value_key(v: Any) -> str:
    """How an option value is written as a TOML key: ``true``, ``3``, ``named_suit``."""
    if isinstance(v, bool):
        return "true" if v else "false"
    return str(v)


def value_label(game: str, lang: str, option: str, v: Any) -> str:
    try:
        return option_texts(game, lang)[option]["values"][value_key(v)]["label"]
    except KeyError:
        raise RulesError(f"{game}.options.{lang}.toml: no label for {option} = {value_key(v)}") from None


def preset_title(game: str, lang: str, preset: str) -> str:
    return read_toml(f"{texts_name(game)}.options.{check_lang(lang)}.toml")["presets"][preset]["title"]


def explain_refusal(code: str, lang: str, game: str = "",
                    details: Mapping[str, Any] | None = None) -> tuple[str, str]:
    """``(sentence naming the rule, section id)`` for a refusal reason code.

    ``details`` (the :class:`~engine.protocol.IllegalAction` details) fill the
    entry's optional ``detail`` template; an unknown code gets a general
    sentence and the overview section, never an error.
    """
    game = texts_name(game)
    reasons = read_toml(f"{game}.reasons.{check_lang(lang)}.toml")["reasons"]
    entry = reasons.get(code)
    if entry is None:
        entry = reasons["_unknown"]
    sentence = entry["text"]
    tmpl = entry.get("detail")
    if tmpl and details:
        shown = {k: _detail_value(game, lang, k, v) for k, v in details.items()}
        try:
            sentence = sentence + " " + tmpl.format(**shown)
        except (KeyError, IndexError, ValueError):
            pass
    return sentence, entry["section"]


def _detail_value(game: str, lang: str, key: str, v: Any) -> str:
    if key == "suit":
        names = read_toml(f"{game}.tables.{lang}.toml").get("suits", {})
        return names.get(str(v), str(v))
    if key == "card":
        namer = _card_namer(game)
        if namer is not None:
            return str(namer(lang, str(v.code if hasattr(v, "code") else v)))
        t = read_toml(f"{game}.tables.{lang}.toml")
        s = str(v)
        if len(s) == 2:
            return t["card"].format(rank=t["ranks"].get(s[0], s[0]), suit=t["suits_gen"].get(s[1], s[1]))
    return str(v)


def game_words(game: str, lang: str) -> dict[str, Any]:
    """``{"points": str, "phases": {phase: name}, "events": {kind: name}}`` in ``lang``: the
    game's own words file, else its family's (the forms of a game share one)."""
    name = texts_name(game)
    if not rules_path(f"{name}.words.{check_lang(lang)}.toml").exists():
        family = _family(game)
        if family and family != game:
            return game_words(family, lang)
    return read_toml(f"{name}.words.{check_lang(lang)}.toml")


class RulesWords:
    """The part of a game's words (:class:`gui.registry.GameWords`) its rules texts give: the
    sentence of a refusal and the name of its measure, for the game ``GAME``, in the interface
    language."""

    GAME = ""

    def reason(self, code: str, message: str = "", details: Any = None) -> str:
        from gui import i18n

        return explain_refusal(code, i18n.current_language, self.GAME, details or {})[0]

    def points(self) -> str:
        from gui import i18n

        return str(game_words(self.GAME, i18n.current_language)["points"])


def _family(game: str) -> str:
    from engine.protocol import get_game

    try:
        return get_game(game).family
    except KeyError:
        ui = ui_by_rules(game)
        return get_game(ui.game).family if ui is not None else ""


def phase_section(phase: str, game: str = "") -> str:
    """The section that fits an engine phase (the overview for an unknown phase)."""
    data = read_toml(f"{texts_name(game)}.phases.toml")
    return data["phases"].get(phase, data["default"])




def all_tables(game: str | None = None) -> Iterable[str]:
    return [*game_tables(game or ""), *TABLES]

def preset_label(game: str, preset: str, lang: str | None = None) -> str:
    """The preset's name for people ("Classic (about 1900)") in ``lang`` (default: the interface
    language), else its identifier."""
    from gui import i18n

    try:
        return preset_title(game, lang or i18n.current_language, preset)
    except (KeyError, OSError, RulesError):
        return preset


def option_lines(game: str, values: Mapping[str, Any]) -> list[tuple[str, str]]:
    """(option title, value label) in the interface language, from the rules texts' option file;
    an option or value the file does not name is shown as the engine names it."""
    from gui import i18n

    try:
        known = option_texts(game, i18n.current_language)
    except (KeyError, OSError, RulesError):
        known = {}
    out = []
    for name, v in values.items():
        entry = known.get(name, {})
        key = value_key(v)
        label = entry.get("values", {}).get(key, {}).get("label", key)
        out.append((entry.get("title", name), label))
    return out
