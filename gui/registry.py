"""The registry of every game's GUI side, below the games: one :class:`GameUI` per game.

A game's GUI lives in ``gui/games/<name>/`` (or ``gui/games/<name>.py``); importing it
calls :func:`register_ui` with a :class:`GameUI`; :func:`load` finds and imports them (by name,
so that this module imports no game and nothing above it).  What a game's ``GameUI`` points to
(its words, table, hooks, rules tables, screenshot position, record format) is a reference: a
function without arguments that imports it and returns it, so that mypy checks what it names
while start-up imports no game's words, table or engine (a game's ``__init__`` holds only the
registration and these small functions).  Every shared part -- the main window,
the new-game and house-rules dialogs, the rules panel, statistics, the translations
build -- loops over :func:`uis` and asks the game's :class:`GameUI`; none of them names a
game.  A test may register a game of its own (engine spec and GUI) the same way.

What a game gives:

* ``game`` -- the engine :class:`~engine.protocol.GameSpec` name it presents;
* ``words`` -- a reference to its :class:`GameWords` class (actions, events, refusals,
  phases, in the interface language);
* ``table`` -- a reference to the table class; ``None`` (the default): the shared table
  (``gui.table.trick.TrickTable``); :func:`no_table`: the game is listed but its table has not
  landed yet;
* ``hooks`` -- a reference to the :class:`~gui.table.hooks.TableHooks` subclass that
  adds to the shared table only what is the game's own (``None``: none);
* ``rules`` -- the basename of its rules texts (default: ``game``); games of one family may
  share one set of texts;
* ``rules_dir`` -- the folder of those texts (default: ``resources/rules``);
* ``rules_module`` -- a reference to a module (or object) the rules panel asks for the game's
  generated tables
  (``TABLES: {name: (ctx) -> html}``), its named values (``values(options) -> {key: value}``)
  and how it names a card in a sentence (``card_name(lang, code) -> str``); each is optional;
* ``tutorial`` -- whether Help > Guided first deal is on for the game: the shared guided deal
  (:func:`gui.guided.start_guided_deal`) plays the game's data (``docs/guided-deal.md``);
* ``screenshot`` -- a reference to a function ``(spec, preset, seed) -> GameSession`` giving the
  position ``academie screenshot GAME`` shows (``None``: a generic one, a few tricks into play);
* ``record_format`` -- a reference to a further format its records may be saved in and
  opened from (besides the application's own), a :class:`RecordFormat` (``None``: none);
* ``table_seats`` -- the numbers of players the game's table can seat (``()``: every number
  the spec allows); options that seat others are shown in the house rules but not offered;
* ``order`` -- where it stands in menus (lower first).

The computer players, seat counts, partnerships and families come from the engine's
:class:`~engine.protocol.GameSpec`; the words for the player levels are shared
(:mod:`gui.players`).
"""

from __future__ import annotations

import importlib
import pkgutil
from dataclasses import dataclass
from typing import Any, Callable, Protocol, Sequence

__all__ = ["GameWords", "GameUI", "register_ui", "unregister_ui", "ui_for", "uis", "load", "ui_by_rules", "SHARED_TABLE",
           "seat_options", "record_format_for", "WordsClass", "PositionMaker", "RecordFormat", "no_table"]

#: the shared table, for a game whose ``table`` is None (named, not imported: it lies above this layer)
SHARED_TABLE = "gui.table.trick:TrickTable"
#: the package whose modules are the games' GUI sides (each registers itself when imported)
GAMES_PACKAGE = "gui.games"


class GameWords(Protocol):
    """A game's words at the table, in the interface language (``QCoreApplication.translate``
    with the game's own translation context, so ``pyside6-lupdate`` finds them)."""

    def action(self, action: Any, obs: Any) -> str:
        """A legal action as a button or log label ("Point of five", "Pass", "7♠")."""
        ...

    def event(self, event: Any, me: int) -> str | None:
        """A log line for an event seen by seat ``me`` (``None``: not worth a line)."""
        ...

    def reason(self, code: str, message: str = "", details: Any = None) -> str:
        """Why a move was refused, for a refusal code."""
        ...

    def phase(self, phase: str, human_to_move: bool, obs: Any) -> str:
        """The prompt for the person in ``phase``."""
        ...

    def points(self) -> str:
        """The name of the game's own measure of a finished game, for the statistics
        ("partie points", "Resti")."""
        ...


#: what ``GameUI.words`` refers to: the words' class (or any function without arguments making them)
WordsClass = Callable[[], GameWords]
#: what ``GameUI.screenshot`` refers to: ``(spec, preset, seed) -> GameSession``
PositionMaker = Callable[[Any, str, int], Any]


class RecordFormat(Protocol):
    """A further format a game's records may be saved in and opened from (``GameUI.record_format``)."""

    suffix: str         # "pgn"
    label: str          # "PGN"

    def write(self, session: Any) -> str:
        """The record of the game session ``session`` in this format."""
        ...

    def read(self, text: str) -> Any:
        """The game session the text records (``ValueError`` when the text is no game)."""
        ...


def no_table() -> type[Any]:
    """``GameUI(table=no_table)``: the game's table has not landed yet (it is listed, not playable)."""
    raise LookupError("this game has no table yet")


def _load_attr(path: str) -> Any:
    module, _, attr = path.partition(":")
    return getattr(importlib.import_module(module), attr)


@dataclass(frozen=True)
class GameUI:
    game: str
    words: Callable[[], WordsClass]
    table: Callable[[], type[Any]] | None = None
    hooks: Callable[[], Callable[[], Any]] | None = None
    rules: str = ""
    order: int = 100
    rules_dir: str = ""
    rules_module: Callable[[], object] | None = None
    tutorial: bool = False
    screenshot: Callable[[], PositionMaker] | None = None
    table_seats: tuple[int, ...] = ()
    record_format: Callable[[], RecordFormat] | None = None

    @property
    def rules_name(self) -> str:
        return self.rules or self.game

    def make_words(self) -> GameWords:
        return self.words()()

    def table_class(self) -> Any:
        if self.table is None:
            return _load_attr(SHARED_TABLE)
        return self.table()

    def has_table(self) -> bool:
        """Whether the game has a table (a game may register before its table lands: ``no_table``)."""
        return self.table is not no_table

    def make_hooks(self) -> Any:
        return self.hooks()() if self.hooks is not None else None

    def seat_counts(self) -> tuple[int, ...]:
        """The numbers of players the game's table seats (the spec's range unless the table says)."""
        if self.table_seats:
            return self.table_seats
        from engine.protocol import get_game

        lo, hi = get_game(self.game).seat_range
        return tuple(range(lo, hi + 1))

    def seats_ok(self, n: int) -> bool:
        """Whether the game's table can seat ``n`` players."""
        return n in self.seat_counts()

    def rules_provider(self) -> Any:
        """The module (or object) behind ``rules_module`` (``None``: none)."""
        return self.rules_module() if self.rules_module is not None else None

    def screenshot_function(self) -> PositionMaker | None:
        return self.screenshot() if self.screenshot is not None else None

    def records(self) -> RecordFormat | None:
        """The game's further record format (see ``record_format``), or None."""
        return self.record_format() if self.record_format is not None else None


def record_format_for(path: str) -> tuple[GameUI, RecordFormat] | None:
    """The game and the format whose suffix ``path`` ends with (None: the application's own records)."""
    suffix = path.rsplit(".", 1)[-1].lower() if "." in path else ""
    for ui in uis():
        fmt = ui.records()
        if fmt is not None and suffix == fmt.suffix:
            return ui, fmt
    return None


_UIS: dict[str, GameUI] = {}
_loaded = False


def register_ui(ui: GameUI) -> GameUI:
    _UIS[ui.game] = ui
    return ui


def unregister_ui(game: str) -> None:
    _UIS.pop(game, None)


def load() -> None:
    """Import every game's GUI module once (each registers itself)."""
    global _loaded
    if _loaded:
        return
    _loaded = True
    games = importlib.import_module(GAMES_PACKAGE)
    for m in pkgutil.iter_modules(games.__path__):
        importlib.import_module(f"{GAMES_PACKAGE}.{m.name}")


def ui_by_rules(rules_name: str) -> GameUI | None:
    """The (first) registered game whose rules texts are ``rules_name``."""
    load()
    return next((u for u in uis() if u.rules_name == rules_name), None)


def ui_for(game: str) -> GameUI:
    load()
    try:
        return _UIS[game]
    except KeyError:
        raise KeyError(f"no table for the game {game!r}") from None


def uis() -> Sequence[GameUI]:
    """Every registered game's GUI, in menu order."""
    load()
    return sorted(_UIS.values(), key=lambda u: (u.order, u.game))


def seat_options(spec: Any, preset: str) -> dict[int, dict[str, Any]]:
    """Number of players -> the option (relative to ``preset``) that seats them, for every number
    within the spec's seat range that the game's table seats ({} for the preset's own number)."""
    from engine.options import OptionError, describe_options, make_options

    try:
        seats_ok = ui_for(spec.name).seats_ok
    except KeyError:            # a game whose table is gone (a window closing after it left)
        return {}
    lo, hi = spec.seat_range
    out: dict[int, dict[str, Any]] = {}
    n0 = spec.seat_count(spec.presets[preset])
    if seats_ok(n0):
        out[n0] = {}
    for name, _default, allowed, _doc in describe_options(spec.options_type):
        for v in allowed:
            try:
                n = spec.seat_count(make_options(spec, preset, {name: v}))
            except OptionError:
                continue
            if n not in out and lo <= n <= hi and seats_ok(n):
                out[n] = {name: v}
    return dict(sorted(out.items()))
