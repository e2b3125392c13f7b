"""Rules texts for the rules panel, without Qt: load, render, index, search.

The texts live in ``resources/rules/`` (one Markdown file per game and
language, plus a shared glossary) and are written in a small Markdown subset:

* headings ``#`` to ``####`` with a stable id: ``## The exchange {#exchange}``
  (the same ids in every language);
* paragraphs, ``*italic*``, ``**bold**``, ```code```, lists (``- `` and ``1. ``),
  quotes (``> ``, used for worked examples) and ``|`` tables;
* links to a section ``[the exchange](#exchange)`` and to a glossary entry
  ``[repique](glossary:repique)`` (entry id ``g-repique`` in the glossary file);
* placeholders filled from the engine for the preset in force, never typed by
  hand: a line ``{{table:NAME}}`` (see :data:`TABLES`) and inline
  ``{{value:KEY}}`` (a key of ``scoring.values_table`` or an option name).

Other data files beside the texts (all TOML, ``LANG`` = ``en`` or ``de``):

* ``GAME.options.LANG.toml`` -- every option: ``title``, ``text``, ``section``
  and for each allowed value ``label`` and ``text`` (the house-rules dialog
  reads these through :func:`option_texts`);
* ``GAME.reasons.LANG.toml`` -- every refusal reason code: ``text`` (names the
  rule), ``section``, optional ``detail`` template (:func:`explain_refusal`);
* ``GAME.phases.toml`` -- engine phase -> section id (:func:`phase_section`);
* ``GAME.tables.LANG.toml`` -- row labels and headings of generated tables;
* ``GAME.words.LANG.toml`` -- the name of every engine phase (``[phases]``) and event kind
  (``[events]``) and of the game's own measure in the statistics (``points``)
  (:func:`game_words`);
* ``GAME.glossary.LANG.md`` (optional) -- a game's own glossary, shown after the shared
  one's part for it (:func:`glossary_text`);
* ``GAME.tutorial.txt`` (a game record) with ``GAME.tutorial.LANG.toml`` (step
  texts by action index) -- the guided first deal (:func:`load_tutorial`).

Main entry points::

    doc = RulesDocument(game, "de", preset=preset, options=opts)
    doc.html                 # the whole document (rules + glossary) as HTML
    doc.toc                  # [(level, id, title)] for the table of contents
    doc.search("repique")    # [(id, title, snippet)]
    explain_refusal("must_follow_suit", "de")  # (sentence, section id)

Nothing here imports Qt, so all of it is tested without a screen.
"""

from __future__ import annotations

import html
import re
import tomllib
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any, Iterable, Mapping

__all__ = [
    "LANGS", "RULES_DIR", "RulesError", "Section", "RulesDocument", "TABLES", "render_markdown",
    "explain_refusal", "option_texts", "phase_section", "game_words", "glossary_text", "texts_name", "load_tutorial", "Tutorial", "TutorialStep",
    "value_label", "games_with_rules", "rules_pages", "reference_pages", "is_reference", "page_title",
    "search_all", "prepare_search", "game_tables", "game_values", "values_table", "glossary_for", "RulesWords",
]

LANGS = ("en", "de")


def rules_dir() -> Path:
    """``resources/rules`` (via :func:`gui.paths.resource_path`, so bundles work too)."""
    from gui.paths import resource_path
    return resource_path("rules")


RULES_DIR = rules_dir()
GLOSSARY_PREFIX = "g-"


class RulesError(ValueError):
    """A rules file is missing or malformed; the message names the file."""


# ---------------------------------------------------------------- files
def _path(name: str) -> Path:
    """Where a rules file lives: a game's files (``NAME.…``) in its ``GameUI.rules_dir`` when it
    has one, everything else in ``resources/rules``."""
    from gui.games import ui_by_rules

    ui = ui_by_rules(name.split(".")[0])
    if ui is not None and ui.rules_dir:
        return Path(ui.rules_dir) / name
    return rules_dir() / name


def texts_name(game: str) -> str:
    """The name of a game's rules texts (its ``GameUI.rules_name``; a game of a family may
    share its family's texts); ``""`` means the first game in menu order."""
    from gui.games import ui_for, uis

    if not game:
        return uis()[0].rules_name
    try:
        return ui_for(game).rules_name
    except KeyError:
        return game


@lru_cache(maxsize=64)
def _read(name: str) -> str:
    p = _path(name)
    try:
        return p.read_text(encoding="utf-8")
    except OSError as e:
        raise RulesError(f"cannot read rules file {p}: {e.strerror or e}") from None


@lru_cache(maxsize=64)
def _toml(name: str) -> dict[str, Any]:
    try:
        return tomllib.loads(_read(name))
    except tomllib.TOMLDecodeError as e:
        raise RulesError(f"rules file {_path(name)} is not valid TOML: {e}") from None


def _lang(lang: str) -> str:
    if lang not in LANGS:
        raise RulesError(f"unknown language {lang!r}; languages are {', '.join(LANGS)}")
    return lang


def rules_pages() -> list[str]:
    """Names of every rules page there is (in English): those in ``resources/rules`` and those of
    registered games that keep their texts elsewhere -- games and reference pages alike."""
    from gui.games import uis

    names = {p.name.split(".")[0] for p in rules_dir().glob("*.en.md")}
    names |= {u.rules_name for u in uis() if u.rules_dir and (Path(u.rules_dir) / f"{u.rules_name}.en.md").exists()}
    return sorted(n for n in names if n != "glossary")


def is_reference(name: str) -> bool:
    """Whether the page ``name`` describes a game that cannot be played here: a rules page that no
    engine game and no registered GUI claims.  Such a page has no options, refusals or phases; it is
    listed and searched like the others (a page becomes a game's page the day its engine registers)."""
    from engine.protocol import get_game
    from gui.games import ui_by_rules

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


_TITLE = re.compile(r"^#\s+(.*?)\s*\{#[A-Za-z0-9_-]+\}\s*$")


@lru_cache(maxsize=256)
def page_title(name: str, lang: str) -> str:
    """The title of a page in ``lang``: its first heading, as plain text."""
    for line in _read(f"{name}.{_lang(lang)}.md").splitlines():
        m = _TITLE.match(line.strip())
        if m:
            return _plain(m.group(1))
    return name


# ---------------------------------------------------------------- Markdown subset
_HEADING = re.compile(r"^(#{1,4})\s+(.*?)\s*\{#([A-Za-z0-9_-]+)\}\s*$")
_HEADING_NOID = re.compile(r"^(#{1,4})\s+(.*)$")
_TABLE_PH = re.compile(r"^\{\{table:([a-z_]+)\}\}$")
_VALUE_PH = re.compile(r"\{\{value:([a-z_]+)\}\}")
_SOURCE_PH = re.compile(r"\{\{source:([a-z0-9_]+)\}\}")
_LINK = re.compile(r"\[([^\]]+)\]\(([^)\s]+)\)")
_OL = re.compile(r"^\d+\.\s+")


@dataclass
class Section:
    id: str
    title: str          # plain text
    level: int
    doc: str            # "rules" or "glossary"
    text: str = ""      # plain text of the section body, for search


@dataclass
class Rendered:
    html: str
    sections: list[Section]
    links: list[tuple[str, str]]   # (section id where the link is, target id)


def _inline(text: str, ctx: "_Ctx", links: list[str]) -> str:
    """Inline Markdown -> HTML.  Placeholders are expanded first, then escaped."""
    text = _expand(text, ctx)
    out: list[str] = []
    pos = 0
    for m in _LINK.finditer(text):
        out.append(_emph(html.escape(text[pos:m.start()], quote=False)))
        label, target = m.group(1), m.group(2)
        if target.startswith("glossary:"):
            anchor = GLOSSARY_PREFIX + target[len("glossary:"):]
        elif target.startswith("#"):
            anchor = target[1:]
        else:
            anchor = ""
        href = "#" + anchor if anchor else html.escape(target)
        if anchor:
            links.append(anchor)
        out.append(f'<a href="{href}">{_emph(html.escape(label, quote=False))}</a>')
        pos = m.end()
    out.append(_emph(html.escape(text[pos:], quote=False)))
    return "".join(out)


def _expand(text: str, ctx: "_Ctx") -> str:
    text = _VALUE_PH.sub(lambda m: ctx.value(m.group(1)), text)
    return _SOURCE_PH.sub(lambda m: ctx.source(m.group(1)), text)


def _emph(s: str) -> str:
    s = re.sub(r"`([^`]+)`", r"<code>\1</code>", s)
    s = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", s)
    s = re.sub(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])", r"<i>\1</i>", s)
    return s


def _plain(s: str) -> str:
    s = _LINK.sub(lambda m: m.group(1), s)
    s = re.sub(r"\{\{[^}]*\}\}", "", s)
    return re.sub(r"[*`]", "", s).strip()


def _cells(line: str) -> list[str]:
    return [c.strip() for c in line.strip().strip("|").split("|")]


def render_markdown(text: str, ctx: "_Ctx | None" = None, doc: str = "rules") -> Rendered:
    """Render the Markdown subset; returns HTML, the sections and the links found."""
    ctx = ctx or _Ctx()
    lines = text.splitlines()
    out: list[str] = []
    sections: list[Section] = []
    links: list[tuple[str, str]] = []
    body: list[str] = []
    cur: list[str] = []       # links of the current section
    i = 0

    def close_section() -> None:
        if sections:
            sections[-1].text = " ".join(_plain(b) for b in body if b.strip())
            links.extend((sections[-1].id, t) for t in cur)
        body.clear()
        cur.clear()

    def inl(s: str) -> str:
        body.append(_expand(s, ctx))
        return _inline(s, ctx, cur)

    while i < len(lines):
        line = lines[i].rstrip()
        s = line.strip()
        if not s or s.startswith("<!--"):
            i += 1
            continue
        m = _HEADING.match(s)
        if m:
            close_section()
            level, title, sid = len(m.group(1)), m.group(2), m.group(3)
            sections.append(Section(sid, _plain(title), level, doc))
            tag = f"h{min(level + 0, 4)}"
            out.append(f'<a name="{sid}"></a><{tag}>{_inline(title, ctx, cur)}</{tag}>')
            i += 1
            continue
        if _HEADING_NOID.match(s):
            raise RulesError(f"heading without an id ({{#id}}): {s!r}")
        m = _TABLE_PH.match(s)
        if m:
            out.append(ctx.table(m.group(1)))
            i += 1
            continue
        if s.startswith("|"):
            rows = []
            while i < len(lines) and lines[i].strip().startswith("|"):
                rows.append(_cells(lines[i]))
                i += 1
            head, rest = rows[0], [r for r in rows[1:] if not all(set(c) <= set("-: ") for c in r)]
            out.append(_table_html([inl(c) for c in head], [[inl(c) for c in r] for r in rest]))
            continue
        if s.startswith("- ") or _OL.match(s):
            ordered = not s.startswith("- ")
            items: list[str] = []
            while i < len(lines):
                t = lines[i].strip()
                if t.startswith("- ") and not ordered:
                    items.append(t[2:])
                elif ordered and _OL.match(t):
                    items.append(_OL.sub("", t, count=1))
                elif t and items and lines[i].startswith("  "):
                    items[-1] += " " + t
                else:
                    break
                i += 1
            tag = "ol" if ordered else "ul"
            out.append(f"<{tag}>" + "".join(f"<li>{inl(x)}</li>" for x in items) + f"</{tag}>")
            continue
        if s.startswith(">"):
            # a worked example: paragraphs and "- " lists (continuation lines indented)
            para: list[str] = []
            items = []
            inner_parts: list[str] = []

            def flush() -> None:
                if para:
                    inner_parts.append(f"<p>{inl(' '.join(para))}</p>")
                    para.clear()
                if items:
                    inner_parts.append("<ul>" + "".join(f"<li>{inl(x)}</li>" for x in items) + "</ul>")
                    items.clear()

            while i < len(lines) and lines[i].strip().startswith(">"):
                raw = lines[i].strip()[1:]
                raw = raw[1:] if raw.startswith(" ") else raw
                t = raw.strip()
                if not t:
                    flush()
                elif t.startswith("- "):
                    if para:
                        flush()
                    items.append(t[2:])
                elif items and raw.startswith("  "):
                    items[-1] += " " + t
                else:
                    if items:
                        flush()
                    para.append(t)
                i += 1
            flush()
            inner = "".join(inner_parts)
            out.append('<table class="example" width="100%" cellpadding="6" cellspacing="0">'
                       f'<tr><td class="example">{inner}</td></tr></table>')
            continue
        para = [s]
        i += 1
        while i < len(lines):
            t = lines[i].strip()
            if (not t or t.startswith(("|", "- ", ">", "#")) or _TABLE_PH.match(t) or _OL.match(t)):
                break
            para.append(t)
            i += 1
        out.append(f"<p>{inl(' '.join(para))}</p>")
    close_section()
    return Rendered("\n".join(out), sections, links)


def _table_html(head: list[str], rows: list[list[str]], highlight: int | None = None) -> str:
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
class _Ctx:
    game: str = ""
    lang: str = "en"
    preset: str | None = None
    options: Any = None

    def __post_init__(self) -> None:
        self.game = texts_name(self.game)

    @property
    def spec(self) -> Any:
        from engine.protocol import get_game
        from gui.games import ui_by_rules

        ui = ui_by_rules(self.game)
        return get_game(ui.game if ui is not None else self.game)

    def opts(self):
        if self.options is not None:
            return self.options
        spec = self.spec
        return spec.presets[self.preset or spec.default_preset]

    def labels(self) -> dict[str, Any]:
        return _toml(f"{self.game}.tables.{_lang(self.lang)}.toml")

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
        import importlib
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
                             f"{', '.join(_all_tables(self.game))}")
        return fn(self)


def _fmt_value(ctx: _Ctx, key: str, v: Any) -> str:
    lab = ctx.labels()
    if isinstance(v, str):
        return str(lab.get("values", {}).get(v, v))
    return str(v)


def table_rows(ctx: _Ctx, name: str) -> list[tuple[str, Any]]:
    """The raw (key, engine value) rows behind a values table (for tests)."""
    d = ctx.values()
    keys = _toml(f"{ctx.game}.tables.en.toml")["tables"][name]["rows"]
    return [(k, d[k]) for k in keys]


def values_table(name: str) -> Any:
    """A two-column table of named engine values, its rows and headings from the tables file."""
    def make(ctx: _Ctx) -> str:
        lab = ctx.labels()
        t = lab["tables"][name]
        rows = [[html.escape(lab["rows"][k]), html.escape(_fmt_value(ctx, k, v))]
                for k, v in table_rows(ctx, name)]
        return _table_html([html.escape(t["head"][0]), html.escape(t["head"][1])], rows)
    return make


def _presets_table(ctx: _Ctx) -> str:
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
    return _table_html(head, rows, highlight=cur)


def _options_in_force(ctx: _Ctx) -> str:
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
    return _table_html(head, rows)


# ---------------------------------------------------------------- per-game providers
# Tables every game has (they read the game's options and presets):
TABLES: dict[str, Any] = {
    "presets": _presets_table,
    "options_in_force": _options_in_force,
}


def _provider(game: str) -> Any:
    """The game's ``rules_module`` (:class:`gui.games.GameUI`): its ``TABLES`` (``{{table:NAME}}``
    looks there first, then in :data:`TABLES`), ``values(options)`` (``{{value:KEY}}``) and
    ``card_name(lang, code)``; ``None`` when it has none."""
    from gui.games import ui_by_rules

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
    ``gui.games.FAMILY.rules`` of its engine family, if there is one; its ``provider(game)``
    picks the game's provider when the family's games differ (``None``: none)."""
    import importlib

    from engine.protocol import get_game

    try:
        spec = get_game(game)
    except KeyError:
        return None
    try:
        mod = importlib.import_module(f"gui.games.{spec.family or spec.name}.rules")
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
    return _toml(f"{texts_name(game)}.options.{_lang(lang)}.toml")["options"]


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
    return _toml(f"{texts_name(game)}.options.{_lang(lang)}.toml")["presets"][preset]["title"]


def explain_refusal(code: str, lang: str, game: str = "",
                    details: Mapping[str, Any] | None = None) -> tuple[str, str]:
    """``(sentence naming the rule, section id)`` for a refusal reason code.

    ``details`` (the :class:`~engine.protocol.IllegalAction` details) fill the
    entry's optional ``detail`` template; an unknown code gets a general
    sentence and the overview section, never an error.
    """
    game = texts_name(game)
    reasons = _toml(f"{game}.reasons.{_lang(lang)}.toml")["reasons"]
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
        names = _toml(f"{game}.tables.{lang}.toml").get("suits", {})
        return names.get(str(v), str(v))
    if key == "card":
        namer = _card_namer(game)
        if namer is not None:
            return str(namer(lang, str(v.code if hasattr(v, "code") else v)))
        t = _toml(f"{game}.tables.{lang}.toml")
        s = str(v)
        if len(s) == 2:
            return t["card"].format(rank=t["ranks"].get(s[0], s[0]), suit=t["suits_gen"].get(s[1], s[1]))
    return str(v)


def game_words(game: str, lang: str) -> dict[str, Any]:
    """``{"points": str, "phases": {phase: name}, "events": {kind: name}}`` in ``lang``: the
    game's own words file, else its family's (the forms of a game share one)."""
    name = texts_name(game)
    if not _path(f"{name}.words.{_lang(lang)}.toml").exists():
        family = _family(game)
        if family and family != game:
            return game_words(family, lang)
    return _toml(f"{name}.words.{_lang(lang)}.toml")


class RulesWords:
    """The part of a game's words (:class:`gui.games.GameWords`) its rules texts give: the
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
    from gui.games import ui_by_rules

    try:
        return get_game(game).family
    except KeyError:
        ui = ui_by_rules(game)
        return get_game(ui.game).family if ui is not None else ""


def phase_section(phase: str, game: str = "") -> str:
    """The section that fits an engine phase (the overview for an unknown phase)."""
    data = _toml(f"{texts_name(game)}.phases.toml")
    return data["phases"].get(phase, data["default"])


# ---------------------------------------------------------------- the document
_GLOSSARY_PART = re.compile(r"^##\s.*\{#glossary-([A-Za-z0-9_-]+)\}\s*$")
_GLOSSARY_ALSO = re.compile(r"^<!--\s*also:\s*([A-Za-z0-9_, -]+?)\s*-->$")


def glossary_for(game: str, text: str) -> str:
    """The glossary for one game: its introduction plus the part ``## … {#glossary-GAME}``.

    Parts for other games are left out (their entries link into their own rules);
    a part whose id names no rules page is kept for every game.  A part shared by pages
    with the same section ids (a game and its form) names the others in a comment line
    right under its heading: ``<!-- also: form1, form2 -->``.
    """
    known = set(rules_pages())
    out: list[str] = []
    keep = True
    lines = text.splitlines()
    for i, line in enumerate(lines):
        m = _GLOSSARY_PART.match(line.strip())
        if m:
            also = _GLOSSARY_ALSO.match(lines[i + 1].strip()) if i + 1 < len(lines) else None
            names = {m.group(1)} | ({n.strip() for n in also.group(1).split(",")} if also else set())
            keep = game in names or not names & known
        if keep:
            out.append(line)
    return "\n".join(out) + "\n"


def glossary_text(game: str, lang: str) -> str:
    """The glossary a game's rules show: the shared glossary's introduction and its part for the
    game (:func:`glossary_for`), then the game's own glossary file ``NAME.glossary.LANG.md``
    if it has one (kept beside its rules texts)."""
    game = texts_name(game)
    text = glossary_for(game, _read(f"glossary.{_lang(lang)}.md"))
    if _path(f"{game}.glossary.{lang}.md").exists():
        text += "\n" + _read(f"{game}.glossary.{lang}.md")
    return text


class RulesDocument:
    """One game's rules plus the glossary, in one language, for one set of options."""

    def __init__(self, game: str = "", lang: str = "en", preset: str | None = None,
                 options: Any = None) -> None:
        game = texts_name(game)
        self.game, self.lang, self.preset, self.options = game, _lang(lang), preset, options
        ctx = _Ctx(game, lang, preset, options)
        rules = render_markdown(_read(f"{game}.{lang}.md"), ctx, "rules")
        gloss = render_markdown(glossary_text(game, lang), ctx, "glossary")
        self.sections: list[Section] = rules.sections + gloss.sections
        self.links = rules.links + gloss.links
        self.body = rules.html + '\n<hr/>\n' + gloss.html
        self.html = _page(self.body)
        self._by_id = {s.id: s for s in self.sections}

    @property
    def toc(self) -> list[tuple[int, str, str]]:
        return [(s.level, s.id, s.title) for s in self.sections]

    def ids(self) -> list[str]:
        return [s.id for s in self.sections]

    def section(self, sid: str) -> Section:
        return self._by_id[sid]

    def has(self, sid: str) -> bool:
        return sid in self._by_id

    def broken_links(self) -> list[tuple[str, str]]:
        return [(src, t) for src, t in self.links if t not in self._by_id]

    def search(self, query: str, limit: int = 40) -> list[tuple[str, str, str]]:
        """Sections whose title or text contain every word of ``query`` (any case, any accents)."""
        words = [_fold(w) for w in query.split() if w.strip()]
        if not words:
            return []
        hits: list[tuple[int, int, Section, str]] = []
        for s in self.sections:
            title, text = _fold(s.title), _fold(s.text)
            if all(w in title or w in text for w in words):
                score = sum(3 if w in title else 1 for w in words)
                hits.append((-score, len(hits), s, _snippet(s.text, words[0])))
        hits.sort(key=lambda h: (h[0], h[1]))
        return [(s.id, s.title, snip) for _, _, s, snip in hits[:limit]]


@lru_cache(maxsize=128)
def _default_document(name: str, lang: str) -> "RulesDocument":
    """A page with its default preset, for the search over every page (built once)."""
    return RulesDocument(name, lang)


def prepare_search(name: str, lang: str) -> None:
    """Render page ``name`` for :func:`search_all` now (the dock does it a page at a time when the
    search field gets the focus)."""
    _default_document(name, _lang(lang))


SEARCH_ALL_FROM = 3   # characters of the query before the other pages are searched too


def search_all(query: str, lang: str, current: "RulesDocument | None" = None,
               limit: int = 40, limit_other: int = 12) -> list[tuple[str, str, list[tuple[str, str, str]]]]:
    """Search every rules page: ``[(page, page title, [(id, title, snippet)])]``, grouped by page.

    ``current`` (the document shown, with the options in force) comes first, even without hits;
    then the other pages with hits (at most ``limit_other`` each), games before reference pages,
    each in title order.  A query shorter than :data:`SEARCH_ALL_FROM` characters searches only
    ``current`` (the other pages are built on the first longer query, about a second)."""
    lang = _lang(lang)
    out: list[tuple[str, str, list[tuple[str, str, str]]]] = []
    if current is not None:
        out.append((current.game, page_title(current.game, lang), current.search(query, limit)))
        if len(query.strip()) < SEARCH_ALL_FROM:
            return out
    others = [n for n in rules_pages() if current is None or n != current.game]
    others.sort(key=lambda n: (is_reference(n), _fold(page_title(n, lang))))
    for name in others:
        hits = _default_document(name, lang).search(query, limit_other)
        if hits:
            out.append((name, page_title(name, lang), hits))
    return out


_FOLD = str.maketrans({"ä": "a", "ö": "o", "ü": "u", "ß": "ss", "é": "e", "è": "e", "ê": "e", "à": "a",
                       "â": "a", "ç": "c", "œ": "oe", "æ": "ae"})


def _fold(s: str) -> str:
    return s.casefold().translate(_FOLD)


def _snippet(text: str, word: str, width: int = 70) -> str:
    f = _fold(text)
    at = f.find(word)
    if at < 0:
        return text[:width] + ("…" if len(text) > width else "")
    lo = max(0, at - width // 3)
    hi = min(len(text), lo + width)
    return ("…" if lo else "") + text[lo:hi] + ("…" if hi < len(text) else "")


STYLE = """
body { font-family: serif; }
h1 { font-size: 150%; color: #5a1e14; margin-top: 6px; }
h2 { font-size: 125%; color: #5a1e14; margin-top: 18px; }
h3 { font-size: 110%; color: #3c2a14; margin-top: 12px; }
h4 { font-size: 100%; color: #3c2a14; }
a { color: #1d4f91; text-decoration: none; }
table.data { border-color: #b9a77f; margin: 6px 0px; }
table.data th { background-color: #efe4c8; text-align: left; }
table.data td.cur { background-color: #fbf3d9; font-weight: bold; }
td.example { background-color: #f6f1e4; border-left: 3px solid #b9a77f; }
code { font-family: monospace; }
"""


def _page(body: str) -> str:
    return f"<html><head><style>{STYLE}</style></head><body>{body}</body></html>"


# ---------------------------------------------------------------- the guided first deal
@dataclass
class TutorialStep:
    index: int          # position of the action in the record (chance lines counted)
    who: int            # seat, or engine.protocol.CHANCE
    action: str         # record notation
    text: str           # explanation (Markdown subset, inline only)
    section: str        # section of the rules to show beside it
    refuse: str = ""    # why another move is not the plan here (said after the guide's hint; optional)


@dataclass
class Tutorial:
    """A prepared deal with one explanation per action.

    ``record_text`` is an ordinary game record; replay it with
    ``engine.record.replay(parse_record(t.record_text), until=i)`` to get the
    position before step ``i``.  ``human_seat`` is the newcomer's seat.
    """

    game: str
    lang: str
    title: str
    intro: str
    outro: str
    human_seat: int
    record_text: str
    steps: list[TutorialStep] = field(default_factory=list)
    summary: str = ""   # the result in one sentence at the end ("" : the guide writes the scores)

    def step(self, index: int) -> TutorialStep:
        return self.steps[index]

    def html(self, index: int) -> str:
        """The explanation of step ``index`` as HTML (links into the rules)."""
        return self.inline_html(self.steps[index].text)

    def inline_html(self, text: str) -> str:
        """Any of the guided deal's texts (Markdown subset, inline) as one HTML paragraph."""
        links: list[str] = []
        return "<p>" + _inline(text, _Ctx(self.game, self.lang), links) + "</p>"


def _expand_keys(table: Mapping[str, Any]) -> dict[int, Any]:
    """Step keys are ``"7"`` or a range ``"14-24"``."""
    out: dict[int, Any] = {}
    for k, v in table.items():
        a, _, b = k.partition("-")
        try:
            lo, hi = int(a), int(b or a)
        except ValueError:
            raise RulesError(f"tutorial step key {k!r} is neither a number nor a range") from None
        for i in range(lo, hi + 1):
            if i in out:
                raise RulesError(f"tutorial step {i} has two texts")
            out[i] = v
    return out


def load_tutorial(game: str = "", lang: str = "en") -> Tutorial:
    from engine.record import parse_record

    game = texts_name(game)
    record_text = _read(f"{game}.tutorial.txt")
    rec = parse_record(record_text)
    data = _toml(f"{game}.tutorial.{_lang(lang)}.toml")
    texts = _expand_keys(data.get("steps", {}))
    steps = []
    for i, (who, action, _line) in enumerate(rec.moves):
        entry = texts.get(i)
        if entry is None:
            raise RulesError(f"{game}.tutorial.{lang}.toml: no text for step {i} ({action})")
        steps.append(TutorialStep(i, who, action, entry["text"], entry["section"], entry.get("refuse", "")))
    extra = sorted(set(texts) - set(range(len(rec.moves))))
    if extra:
        raise RulesError(f"{game}.tutorial.{lang}.toml: texts for steps beyond the record: {extra}")
    return Tutorial(game, lang, data["title"], data["intro"], data["outro"], int(data.get("human_seat", 0)),
                    record_text, steps, data.get("summary", ""))


def _all_tables(game: str | None = None) -> Iterable[str]:
    return [*game_tables(game or ""), *TABLES]
