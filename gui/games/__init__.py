"""The GUI side of every game, registered in one place per game.

A game's GUI lives in ``gui/games/<name>/`` (or ``gui/games/<name>.py``); importing it
calls :func:`register_ui` with a :class:`GameUI`.  Every shared part -- the main window,
the new-game and house-rules dialogs, the rules panel, statistics, the translations
build -- loops over :func:`uis` and asks the game's :class:`GameUI`; none of them names a
game.  A test may register a game of its own (engine spec and GUI) the same way.

What a game gives:

* ``game`` -- the engine :class:`~engine.protocol.GameSpec` name it presents;
* ``words`` -- ``"module:attr"`` of its :class:`GameWords` (actions, events, refusals,
  phases, in the interface language);
* ``table`` -- ``"module:attr"`` of the table class; the shared table
  (``gui.table.trick:TrickTable``) unless the game needs a table of its own;
* ``hooks`` -- ``"module:attr"`` of the :class:`~gui.table.trick.TableHooks` subclass that
  adds to the shared table only what is the game's own (``""``: none);
* ``rules`` -- the basename of its rules texts in ``resources/rules`` (default: ``game``);
* ``order`` -- where it stands in menus (lower first).
"""

from __future__ import annotations

import importlib
import pkgutil
from dataclasses import dataclass
from typing import Any, Protocol, Sequence

__all__ = ["GameWords", "GameUI", "register_ui", "unregister_ui", "ui_for", "uis", "load"]

SHARED_TABLE = "gui.table.trick:TrickTable"


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


def _load_attr(path: str) -> Any:
    module, _, attr = path.partition(":")
    return getattr(importlib.import_module(module), attr)


@dataclass(frozen=True)
class GameUI:
    game: str
    words: str
    table: str = SHARED_TABLE
    hooks: str = ""
    rules: str = ""
    order: int = 100

    @property
    def rules_name(self) -> str:
        return self.rules or self.game

    def make_words(self) -> GameWords:
        w: GameWords = _load_attr(self.words)()
        return w

    def table_class(self) -> Any:
        return _load_attr(self.table)

    def make_hooks(self) -> Any:
        return _load_attr(self.hooks)() if self.hooks else None


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
    for m in pkgutil.iter_modules(__path__):
        importlib.import_module(f"{__name__}.{m.name}")


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
