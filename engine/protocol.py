"""The small protocol every game answers.

A game is a :class:`GameSpec` (name, players, options, presets) that makes
:class:`GameState` objects.  A state answers:

* :meth:`GameState.current_player` -- a seat number, :data:`CHANCE` when the
  shuffle or the cut decides, or :data:`TERMINAL` when the game is over;
* :meth:`GameState.legal_actions` -- the actions the player to move may take;
  :meth:`GameState.side_actions` -- what he may do besides (claim or concede the
  rest of a deal, leave a combination out of a declaration), if the game has such;
* :meth:`GameState.apply` -- returns ``(next_state, events)`` and never changes
  the state it was called on, so search can keep states around freely;
* :meth:`GameState.observation` -- what one seat may see, with everything else
  hidden; computer players receive nothing but this;
* :meth:`GameState.scores` and :meth:`GameState.is_over`.

Chance is explicit: at a chance node :meth:`GameState.sample_chance` draws an
outcome (a deal, a cut) from a seeded ``random.Random`` and that outcome is an
ordinary action, so a game record can give the deal explicitly or by seed, and
replaying it reproduces the game exactly.

Actions are small frozen dataclasses with a text form (``str(action)``) that a
state can parse back (:meth:`GameState.parse_action`).  Events are what
happened, as an identifier plus data (for a table to animate) and an English
sentence (for a log); the GUI translates by ``kind``.

An illegal action raises :class:`IllegalAction` whose ``code`` is a plain
identifier (``"must_follow_suit"``); sentences for codes live beside the rules
texts in both languages.
"""

from __future__ import annotations

import random
import re
from pathlib import Path
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING, Any, Callable, ClassVar, Generic, Mapping, NamedTuple, Protocol, Sequence, TypeVar

__all__ = [
    "CHANCE", "TERMINAL", "IllegalAction", "Event", "Action", "Observation",
    "GameState", "GameSpec", "Player", "PlayerKind", "Partnerships", "Standing", "register", "unregister", "get_game", "games",
    "resolve_game", "LEVELS",
]

CHANCE = -1
TERMINAL = -2


class IllegalAction(ValueError):
    """An action the rules refuse.  ``code`` is a stable identifier for the reason."""

    def __init__(self, code: str, message: str = "", **details: Any) -> None:
        self.code = code
        self.details = details
        super().__init__(message or code)


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened: ``kind`` identifies it, ``data`` carries its facts."""

    kind: str
    player: int | None = None
    data: Mapping[str, Any] = field(default_factory=dict)
    text: str = ""

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {"kind": self.kind}
        if self.player is not None:
            d["player"] = self.player
        d.update({k: _jsonable(v) for k, v in self.data.items()})
        if self.text:
            d["text"] = self.text
        return d


def _jsonable(v: Any) -> Any:
    if hasattr(v, "code"):
        return v.code
    if isinstance(v, (list, tuple, set, frozenset)):
        return [_jsonable(x) for x in v]
    if isinstance(v, Mapping):
        return {str(k): _jsonable(x) for k, x in v.items()}
    return v


class Action(Protocol):
    """Any frozen, hashable value whose ``str()`` is its record notation."""

    def __str__(self) -> str: ...


@dataclass(frozen=True)
class Observation:
    """Base of every game's observation: what ``player`` may see, nothing more.

    ``legal_actions`` is filled in when ``player`` is to move, so a computer
    player needs nothing but the observation to act.  ``side_actions`` (filled in
    the same way) are what the seat may also do besides its moves, such as claim
    or concede the remaining tricks or leave a combination out of its
    declarations: :meth:`GameState.apply` accepts them, a table offers them
    beside the moves, and a player choosing among the moves may ignore them.

    The fields below are what every table, the session and the generic tests
    read; a game fills each one that applies to it (a game's own observation
    adds its own fields after these):

    * ``phase`` -- the game's phase identifier, ``to_move`` -- the seat to move
      (or :data:`CHANCE`/:data:`TERMINAL`), ``seats`` -- how many seats play;
    * ``hand`` -- this seat's cards now; ``hand_sizes`` -- cards in every seat's hand;
    * ``trick`` -- the trick in progress as ``((seat, card), ...)`` in playing
      order and ``trick_leader`` the seat that led it, or is to lead it while it
      is empty (``None`` outside the play of the cards);
    * ``tricks_taken`` -- tricks won in this deal, per seat;
    * ``seen`` -- every card this seat has seen in the current deal (its hand,
      cards played, shown, exchanged or turned), in pack order: a later position
      whose ``seen`` is not a subset of an earlier one's revealed something to the
      seat, which undo must not take back (the session keeps the position at
      which each card was first seen);
    * ``dealer`` -- the seat that dealt this deal (``None`` before the first deal).
    """

    game: str
    player: int
    legal_actions: tuple[Any, ...] = ()
    side_actions: tuple[Any, ...] = ()
    phase: str = ""
    to_move: int = TERMINAL
    seats: int = 0
    hand: tuple[Any, ...] = ()
    hand_sizes: tuple[int, ...] = ()
    trick: tuple[tuple[int, Any], ...] = ()
    trick_leader: int | None = None
    tricks_taken: tuple[int, ...] = ()
    seen: tuple[Any, ...] = ()
    dealer: int | None = None


#: a game's action type (a union of its action classes where the game names one; see :class:`GameState`);
#: ``Any`` where a state leaves it open (the default, for mypy: ``GameState`` alone is ``GameState[Any]``)
#: ``S`` a game's state class and ``O`` its options class (:class:`GameSpec`): ``GameSpec`` alone, as
#: the registry hands out any game, is ``GameSpec[Any, Any]``
if TYPE_CHECKING:
    from typing_extensions import TypeVar as _TypeVarDefault

    A = _TypeVarDefault("A", default=Any)
    S = _TypeVarDefault("S", bound="GameState[Any]", default=Any)
    O = _TypeVarDefault("O", default=Any)
else:
    A = TypeVar("A")
    S = TypeVar("S", bound="GameState[Any]")
    O = TypeVar("O")


class Standing(NamedTuple):
    """How one seat came out of a finished game: ``result`` is ``"won"``, ``"lost"`` or
    ``"drawn"``; the points are the game's own measure (partie points, Resti…), never negative."""

    result: str
    points_for: int
    points_against: int


class GameState(ABC, Generic[A]):
    """A position in a game.  Subclasses are immutable from the outside.

    Generic in the game's action type ``A``: a game binds it to the union of its action classes
    (``class HombreState(FamilyState[HombreAction])``), so that mypy checks what is applied,
    parsed and offered; a state that leaves it open (``GameState`` alone) takes any action."""

    spec: ClassVar["GameSpec"]

    @abstractmethod
    def current_player(self) -> int:
        """The seat to move, :data:`CHANCE`, or :data:`TERMINAL`."""

    @abstractmethod
    def legal_actions(self) -> list[A]:
        """Every legal action of the player to move (empty at chance or terminal nodes)."""

    def side_actions(self) -> list[A]:
        """What the player to move may do besides :meth:`legal_actions`: choices that qualify or
        shorten the deal rather than move it on (claim or concede the rest, leave a combination
        out of a declaration).  ``apply`` accepts them; random play and the generic tests pick
        them seldom, so that random games still reach their ends.  None by default."""
        return []

    def implied_action(self) -> A | None:
        """An action that records written by an older version of the game leave out here (a turn
        the game once skipped), or ``None``.  Replaying a record applies it when the record's next
        line does not fit, so such records still replay.  None by default."""
        return None

    @abstractmethod
    def apply(self: S, action: A) -> tuple[S, list[Event]]:
        """The next state and the events the action caused; raises :class:`IllegalAction`."""

    @abstractmethod
    def sample_chance(self, rng: random.Random) -> A:
        """At a chance node: draw an outcome with ``rng``."""

    @abstractmethod
    def observation(self, player: int) -> Observation:
        """What ``player`` may see.  Must not depend on anything hidden from ``player``."""

    @abstractmethod
    def scores(self) -> list[float]:
        """The running scores of the match, one per seat."""

    @abstractmethod
    def parse_action(self, text: str) -> A:
        """Parse the record notation of an action (inverse of ``str(action)``)."""

    def is_over(self) -> bool:
        return self.current_player() == TERMINAL

    def play_text(self: S, *actions: str) -> tuple[S, list[Event]]:
        """Apply actions given in record notation, one after the other (for tests and guided deals)."""
        st, evs = self, []
        for t in actions:
            st, e = st.apply(st.parse_action(t))
            evs += e
        return st, evs

    def check(self, action: A) -> None:
        """Raise :class:`IllegalAction` if ``action`` is not legal here."""
        self.apply(action)

    def result(self) -> dict[str, Any]:
        """A JSON-ready summary of the finished (or current) game."""
        return {"scores": self.scores()}

    def standing(self, player: int) -> Standing:
        """``player``'s result by :meth:`scores`: against the best of the other seats."""
        sc = self.scores()
        mine = sc[player]
        best = max(v for i, v in enumerate(sc) if i != player)
        result = "won" if mine > best else "lost" if mine < best else "drawn"
        return Standing(result, max(0, round(mine)), max(0, round(best)))


class Partnerships(str, Enum):
    """How the seats of a game form sides."""

    NONE = "none"        #: every seat plays for itself (Piquet, L'Hombre's defenders only ally for one deal)
    FIXED = "fixed"      #: pairs sitting opposite, known once the seats are taken (Whist; Minchiate's change
    #: with each Giro): ``sides(options)`` gives them by seat when the options fix them, the
    #: observation's ``sides`` always
    DRAWN = "drawn"      #: pairs for the whole game, seated by the cut before the first deal (Räuberpiquet)
    CALLED = "called"    #: decided during play and hidden until revealed (Quadrille's called king)


@dataclass(frozen=True)
class PlayerKind:
    """A computer player a game offers.  ``name`` is what ``--players`` and records use,
    ``level`` one of ``random``, ``beginner``, ``intermediate``, ``strong`` (the table's
    words for it come from the level), ``label`` an English description for listings, and
    ``factory`` an import path ``"module:callable"`` returning a new player (loaded only
    when a player of this kind is made, so listing games never imports a search).
    ``available``: ``"module:callable"`` answering whether the kind can play on this machine
    (a player that drives an outside program is offered only where the program is found);
    ``""``: always.  ``program``: the environment variable that names that program's path, which
    the application's settings set (Settings ▸ Outside programs); ``""``: none."""

    name: str
    level: str
    label: str
    factory: str
    available: str = ""
    program: str = ""

    def make(self) -> Any:
        import importlib

        module, _, attr = self.factory.partition(":")
        return getattr(importlib.import_module(module), attr)()

    def is_available(self) -> bool:
        """Whether the kind can be offered here (asked when offering, never when listing games)."""
        if not self.available:
            return True
        import importlib

        module, _, attr = self.available.partition(":")
        try:
            return bool(getattr(importlib.import_module(module), attr)())
        except Exception:        # a check that fails offers nothing, it never stops the offer of the rest
            return False


#: the levels of the computer players, weakest first (``master``: an outside engine, where found)
LEVELS = ("random", "beginner", "intermediate", "strong", "master")


@dataclass(frozen=True)
class GameSpec(Generic[S, O]):
    """What a game is: its name, seats, options class and presets, how to start it, and the
    metadata every shared part reads (tables, dialogs, statistics, the generic tests).

    * ``players`` -- seats under the default preset; ``min_players``/``max_players`` the range
      any preset allows (``seats(options)`` says how many a given set of options seats);
    * ``partnerships`` -- :class:`Partnerships`; ``sides(options)`` the fixed sides as
      tuples of seats (empty when there are none or they are called during play);
    * ``pack`` -- the pack id of :mod:`engine.cards`;
    * ``player_kinds`` -- the computer players it offers, weakest first;
    * ``family`` -- games that are forms of one game (Piquet for two, three and four) share it;
    * ``reason_codes``, ``phases`` -- every refusal code and phase the game uses (the GUI words
      each in both languages, and a test checks it);
    * ``event_kinds`` -- every event kind it emits;
    * ``module``, ``ai`` -- where its engine package and its AI module are, when not at the
      conventional ``engine.games.<name>`` and ``engine.games.<name>.ai``;
    * ``unit`` -- what the shared texts call one deal (:attr:`unit_name`: "Review the deal" or
      "Review the game");
    * ``bench`` -- the game's own benchmark, ``"module:function"`` with ``function(argv) -> int``
      (``academie bench ai --game NAME --own …``, or its alias ``academie bench NAME-ai …``);
    * ``redirect`` -- for options that older records and settings gave this game but that now
      name another game (Piquet's old ``variant`` option): ``redirect(overrides)`` returns the
      game's name and the overrides that game takes (see :func:`resolve_game`).
    """

    name: str
    title: str
    players: int
    options_type: type[O]
    presets: Mapping[str, O]
    default_preset: str
    #: ``new_state(options, deals=None, first_dealer=None)``: ``deals`` stops the game after that
    #: many deals; ``first_dealer`` (a seat) starts with that seat dealing, without the cut or draw
    new_state: Callable[..., S]
    pack: str
    seats: Callable[[O], int] | None = None  # when the options change the number of seats
    min_players: int = 0
    max_players: int = 0
    partnerships: Partnerships = Partnerships.NONE
    sides: Callable[[O], tuple[tuple[int, ...], ...]] | None = None
    player_kinds: tuple[PlayerKind, ...] = ()
    family: str = ""
    reason_codes: tuple[str, ...] = ()
    phases: tuple[str, ...] = ()
    event_kinds: tuple[str, ...] = ()
    redirect: Callable[[Mapping[str, Any]], tuple[str, dict[str, Any]]] | None = None
    #: the game's engine package (default: the package of ``new_state``); games of one engine
    #: (L'Hombre and Kaufquadrille, Quadrille's variants) share it
    module: str = ""
    #: the module with the game's computer players and search hooks (``sample``, ``rollout``,
    #: ``beginner``, ``strong``, the bench constants); default ``<module>.ai``
    ai: str = ""
    #: the game's own benchmark, ``"module:function"`` taking ``argv`` (empty: none)
    bench: str = ""
    #: what the shared texts call one deal of the game: ``"deal"`` (a hand dealt) or ``"game"``
    #: (a board game's game, *Partie* in German); empty: ``"deal"`` with a pack, else ``"game"``
    unit: str = ""

    @property
    def unit_name(self) -> str:
        """``"deal"`` or ``"game"``: the word the shared texts use for one deal of this game."""
        return self.unit or ("deal" if self.pack else "game")

    @property
    def module_name(self) -> str:
        if self.module:
            return self.module
        mod = self.new_state.__module__
        return mod if mod.count(".") <= 2 else mod.rsplit(".", 1)[0]

    @property
    def ai_module_name(self) -> str:
        return self.ai or f"{self.module_name}.ai"

    def engine_module(self) -> Any:
        """The game's engine package (its constants: ``PRESET_SOURCES``, ``REASON_CODES`` …)."""
        import importlib

        return importlib.import_module(self.module_name)

    def ai_module(self) -> Any:
        """The game's AI module, or ``None`` when it has none."""
        import importlib

        try:
            return importlib.import_module(self.ai_module_name)
        except ModuleNotFoundError as e:
            if e.name and self.ai_module_name.startswith(e.name):
                return None
            raise

    def seat_count(self, options: O) -> int:
        """How many players sit at the table under ``options``."""
        return self.seats(options) if self.seats is not None else self.players

    @property
    def seat_range(self) -> tuple[int, int]:
        return (self.min_players or self.players, self.max_players or self.players)

    def side_seats(self, options: O) -> tuple[tuple[int, ...], ...]:
        """The fixed sides (e.g. ``((0, 2), (1, 3))``), or ``()``."""
        return self.sides(options) if self.sides is not None else ()

    def player_kind(self, name: str) -> PlayerKind | None:
        return next((k for k in self.player_kinds if k.name == name), None)

    def options(self, preset: str | None = None, **overrides: Any) -> O:
        from .options import make_options

        opts: O = make_options(self, preset or self.default_preset, overrides)
        return opts


class Player(Protocol):
    """A seat's decision maker.  It sees only an observation."""

    name: str

    def choose(self, observation: Observation, rng: random.Random) -> Any: ...


_REGISTRY: dict[str, GameSpec] = {}


@dataclass(frozen=True)
class GameEntry:
    """What the registry knows of a game before importing it: its name, its English title and
    the engine package whose import registers its :class:`GameSpec`."""

    name: str
    title: str
    package: str


#: the light catalogue, read once: every game's entry by name (see :func:`catalogue`)
_CATALOGUE: dict[str, GameEntry] = {}
_LOADED_ALL = False
_GAME_NAME = re.compile(r"[a-z][a-z0-9_]{0,39}")


def register(spec: GameSpec) -> GameSpec:
    """Add ``spec`` to the registry (importing a game's module does this)."""
    _REGISTRY[spec.name] = spec
    return spec


def unregister(name: str) -> None:
    """Remove a game from the registry (for tests that register a game of their own)."""
    _REGISTRY.pop(name, None)


def _packages() -> list[tuple[str, Path]]:
    import pkgutil

    from . import games as games_pkg

    return [(f"{games_pkg.__name__}.{m.name}", Path(games_pkg.__path__[0]) / m.name)
            for m in pkgutil.iter_modules(games_pkg.__path__) if m.ispkg]


def _read_catalogue(path: Path) -> dict[str, str] | None:
    """``GAMES`` of a package's ``catalogue.py``, read as a literal (importing the module would
    import the package, that is the whole game), or ``None`` when there is none."""
    import ast

    try:
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    except FileNotFoundError:
        return None
    for node in tree.body:
        if isinstance(node, ast.Assign) and [getattr(t, "id", None) for t in node.targets] == ["GAMES"]:
            games = ast.literal_eval(node.value)
            if isinstance(games, dict) and all(isinstance(k, str) and isinstance(v, str) for k, v in games.items()):
                return games
    raise ValueError(f"{path}: GAMES must be a literal dict of game names to titles")


def catalogue() -> Mapping[str, GameEntry]:
    """Every game by name, without importing the games: each engine package under
    ``engine.games`` names the games it registers in a ``catalogue.py`` holding only a literal
    ``GAMES = {name: English title}`` (read, not imported).  A package without one is imported
    to learn its games (it still works, only not lazily).  Games registered from elsewhere (a
    test's own game) are listed too."""
    import importlib

    if not _CATALOGUE:
        for pkg, path in _packages():
            entries = _read_catalogue(path / "catalogue.py")
            if entries is None:
                before = set(_REGISTRY)
                importlib.import_module(pkg)
                entries = {n: _REGISTRY[n].title for n in set(_REGISTRY) - before}
            for name, title in entries.items():
                _CATALOGUE[name] = GameEntry(name, title, pkg)
    extra = {n: GameEntry(n, s.title, s.module_name) for n, s in _REGISTRY.items() if n not in _CATALOGUE}
    return {**_CATALOGUE, **extra} if extra else _CATALOGUE


def _load_all() -> None:
    global _LOADED_ALL
    import importlib

    if not _LOADED_ALL:
        for pkg, _ in _packages():
            importlib.import_module(pkg)
        _LOADED_ALL = True


def get_game(name: str) -> GameSpec:
    """The game ``name``, importing only that game's engine package (a broken sibling game does
    not stop it); :class:`KeyError` for a name no game has (a name read from a file never
    becomes a module path: only names of the catalogue are imported)."""
    import importlib

    if name in _REGISTRY:
        return _REGISTRY[name]
    if isinstance(name, str) and _GAME_NAME.fullmatch(name):
        entry = catalogue().get(name)
        if entry is not None:
            importlib.import_module(entry.package)
            if name in _REGISTRY:
                return _REGISTRY[name]
    raise KeyError(f"unknown game {str(name)[:40]!r}; games are {', '.join(sorted(catalogue()))}")


def games() -> Sequence[GameSpec]:
    """Every registered game, importing every game's engine (listing in detail; to find games
    by name and title without importing them: :func:`catalogue`)."""
    _load_all()
    return [v for _, v in sorted(_REGISTRY.items())]


def resolve_game(name: str, overrides: Mapping[str, Any] | None = None) -> tuple[GameSpec, dict[str, Any]]:
    """The game ``name`` with rule ``overrides`` as an older record or settings file gave them,
    as the game and overrides they mean now (``GameSpec.redirect``); :class:`KeyError` for an
    unknown game."""
    spec = get_game(name)
    opts = dict(overrides or {})
    if spec.redirect is not None:
        target, opts = spec.redirect(opts)
        spec = get_game(target)
    return spec, opts
