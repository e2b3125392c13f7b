"""The user's settings: language, speed, and per game the preset, overrides, opponent and
who deals first.  Stored as TOML in ``settings.toml`` under the user config folder.

A game's rules use exactly the shape of :func:`engine.options.options_to_toml`::

    language = "de"
    speed = "normal"

    [cards]
    four_colour = false     # the four-colour French pack (high contrast)
    indices = true          # corner indices on the card faces

    [games.NAME]            # NAME: the engine's name of a game
    preset = "PRESET"
    opponent = "random"     # a player kind the game offers
    first_dealer = "cut"

    [games.NAME.options]    # the options that differ from the preset
    OPTION = VALUE

A damaged file (not TOML, wrong types, unknown option) is renamed to
``settings.toml.damaged-<timestamp>``, defaults are used, and :func:`load_settings`
returns a message that names the problem for the window to show.

A section of a game this version does not know (a newer version's file) is not damage: the
rest is used, and the section is kept as it was in :attr:`Settings.kept` and written back
when the settings are saved.

Reading and writing the file imports no game's engine: a game's section is checked against the
game's options only when the game is chosen (:meth:`Settings.game`); until then it waits in
:attr:`Settings.unchecked` and is written back as it was read.  A section whose rules the game
refuses then is set aside (:attr:`Settings.rejected` names why) and the game's defaults are used.  A file or folder that cannot be read (no permission) is named
in a message; the defaults are used and nothing is saved over it.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import tomli_w

from engine.options import OptionError, options_from_mapping, overrides_of

from .userdirs import atomic_write, config_dir, keep_aside

LANGUAGES = ("en", "de")
SPEEDS = ("instant", "fast", "normal", "slow")
FIRST_DEALER = ("cut", "me", "opponent")

# milliseconds: (card animation, least time the opponent "thinks")
MAX_SETTINGS_BYTES = 1_000_000

SPEED_TIMES = {"instant": (0, 0), "fast": (120, 150), "normal": (260, 550), "slow": (450, 1200)}


def default_opponent(game: str) -> str:
    """A computer opponent of middling strength when the game offers one, else the random player
    (:func:`gui.players.default_kind`)."""
    from gui.players import default_kind
    from engine.protocol import get_game

    try:
        return default_kind(get_game(game))
    except KeyError:
        return "random"


class SettingsError(ValueError):
    pass


@dataclass
class GameSettings:
    preset: str
    overrides: dict[str, Any] = field(default_factory=dict)
    opponent: str = "random"
    first_dealer: str = "cut"
    partner: str = ""          # partnership games: the person's partner's player kind ("" = as the opponents)
    click_to_continue: bool | None = None   # wait for a click after each trick (None: the game's default)

    def options(self, spec):
        return options_from_mapping(spec, {"preset": self.preset, "options": self.overrides})[1]


@dataclass
class Settings:
    language: str = "en"
    speed: str = "normal"
    four_colour: bool = False       # [cards]: the four-colour French pack, for high contrast
    card_indices: bool = True       # [cards]: corner indices on the faces
    games: dict[str, GameSettings] = field(default_factory=dict)
    # [window]: width, height, maximized, side (the side panel's width), rules (the rules panel open), rules_width
    window: dict[str, Any] = field(default_factory=dict)
    # [games.NAME] sections of games this version does not know, kept as they were and written back
    kept: dict[str, Any] = field(default_factory=dict)
    # [programs]: the paths of outside programs a computer player drives, by the environment
    # variable its PlayerKind names (``program``), e.g. a UCI engine on Windows or macOS
    programs: dict[str, str] = field(default_factory=dict)

    # [games.NAME] sections read but not yet checked against their game's rules (see :meth:`game`)
    unchecked: dict[str, dict[str, Any]] = field(default_factory=dict)
    # games whose section their rules refused when the game was chosen: why (their defaults are used)
    rejected: dict[str, str] = field(default_factory=dict)

    def game(self, name: str) -> GameSettings:
        """The settings of ``name``, checking the sections read for its engine package first
        (this imports that game's engine, and only it)."""
        if self.unchecked:
            self._check_package_of(name)
        if name not in self.games:
            from engine.protocol import get_game

            self.games[name] = GameSettings(preset=get_game(name).default_preset, opponent=default_opponent(name))
        return self.games[name]

    def __eq__(self, other: object) -> bool:
        # what the file would hold: a section read and one checked since are the same settings
        if not isinstance(other, Settings):
            return NotImplemented
        return self.to_dict() == other.to_dict() and self.rejected == other.rejected

    def names(self) -> list[str]:
        """The games that have settings, checked or not."""
        return sorted(set(self.games) | set(self.unchecked))

    def check_all(self) -> dict[str, str]:
        """Check every section read (importing those games' engines); the games refused, and why."""
        for name in list(self.unchecked):
            self._check_package_of(name)
        return dict(self.rejected)

    def _check_package_of(self, name: str) -> None:
        # a section may name another game of the same package (an older file's form of a game,
        # ``GameSpec.redirect``), so every section of the package is checked at once
        from engine.protocol import catalogue

        entries = catalogue()
        entry = entries.get(name)
        package = entry.package if entry is not None else None
        for other in list(self.unchecked):
            e = entries.get(other)
            if other == name or (e is not None and e.package == package):
                raw = self.unchecked.pop(other)
                try:
                    resolved, gs = _check_game(other, raw)
                except SettingsError as err:
                    self.rejected[other] = str(err)
                    continue
                self.games[resolved] = gs

    def set_rules(self, spec, preset: str, options) -> None:
        g = self.game(spec.name)
        g.preset = preset
        g.overrides = overrides_of(spec, preset, options)

    def to_dict(self) -> dict[str, Any]:
        return {
            "language": self.language, "speed": self.speed,
            "cards": {"four_colour": self.four_colour, "indices": self.card_indices},
            **({"window": dict(self.window)} if self.window else {}),
            **({"programs": dict(self.programs)} if self.programs else {}),
            "games": {k: {"preset": g.preset, "opponent": g.opponent, "first_dealer": g.first_dealer,
                          **({"partner": g.partner} if g.partner else {}),
                          **({"click_to_continue": g.click_to_continue} if g.click_to_continue is not None else {}),
                          "options": dict(g.overrides)} for k, g in self.games.items()}
                      | {k: v for k, v in self.unchecked.items() if k not in self.games}
                      | {k: v for k, v in self.kept.items() if k not in self.games and k not in self.unchecked},
        }


def settings_path() -> Path:
    return config_dir() / "settings.toml"


def parse_settings(text: str) -> Settings:
    """Read settings from TOML text; raise :class:`SettingsError` naming the problem."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise SettingsError(f"not valid TOML: {e}") from None
    except RecursionError:
        raise SettingsError("not valid TOML: brackets nested too deeply") from None
    s = Settings()
    lang = data.get("language", s.language)
    if lang not in LANGUAGES:
        raise SettingsError(f"language must be one of {', '.join(LANGUAGES)}, not {lang!r}")
    speed = data.get("speed", s.speed)
    if speed not in SPEEDS:
        raise SettingsError(f"speed must be one of {', '.join(SPEEDS)}, not {speed!r}")
    s.language, s.speed = lang, speed
    cards = data.get("cards", {})
    if not isinstance(cards, dict):
        raise SettingsError("[cards] must be a table")
    for key in ("four_colour", "indices"):
        if key in cards and not isinstance(cards[key], bool):
            raise SettingsError(f"[cards] {key} must be true or false, not {cards[key]!r}")
    s.four_colour, s.card_indices = cards.get("four_colour", False), cards.get("indices", True)
    window = data.get("window", {})
    if not isinstance(window, dict):
        raise SettingsError("[window] must be a table")
    sizes, flags = ("width", "height", "side", "rules_width"), ("maximized", "rules")
    s.window = {k: v for k, v in window.items()
                if (k in flags and isinstance(v, bool))
                or (k in sizes and isinstance(v, int) and not isinstance(v, bool) and 0 < v < 20000)}
    programs = data.get("programs", {})
    if not isinstance(programs, dict):
        raise SettingsError("[programs] must be a table")
    for key, value in programs.items():
        if not isinstance(value, str) or len(value) > 4096 or "\0" in value:
            raise SettingsError(f"[programs] {key} must be the path of a program, not {value!r:.40}")
    s.programs = {k: v for k, v in programs.items() if v}
    games = data.get("games", {})
    if not isinstance(games, dict):
        raise SettingsError("[games] must be a table")
    from engine.protocol import catalogue      # the games' names, read without importing any game

    known = catalogue()
    for name, g in games.items():
        if name not in known:
            s.kept[name] = g            # a game of a newer version (or one no longer offered): kept for it
            continue
        _check_shape(name, g)
        s.unchecked[name] = g
    return s


def _check_shape(name: str, g: Any) -> None:
    """What a game's section must be whatever the game: a table of the right kinds of values."""
    if not isinstance(g, dict):
        raise SettingsError(f"[games.{name}] must be a table")
    if not isinstance(g.get("opponent", ""), str):
        raise SettingsError(f"[games.{name}] opponent must be text")
    if g.get("first_dealer", "cut") not in FIRST_DEALER:
        raise SettingsError(f"[games.{name}] first_dealer must be one of {', '.join(FIRST_DEALER)}")
    if not isinstance(g.get("partner", ""), str):
        raise SettingsError(f"[games.{name}] partner must be text")
    wait = g.get("click_to_continue")
    if wait is not None and not isinstance(wait, bool):
        raise SettingsError(f"[games.{name}] click_to_continue must be true or false")


def _check_game(name: str, g: dict[str, Any]) -> tuple[str, GameSettings]:
    """(the game's name now, its settings) from a section of the file, checked against the game's
    rules and table; :class:`SettingsError` naming what the game refuses."""
    from engine.protocol import get_game
    from gui.registry import ui_for

    spec = get_game(name)
    if spec.redirect is not None and isinstance(g.get("options"), dict):
        # rules an older version wrote that now belong to another game (an old option that named a form)
        from engine.protocol import resolve_game

        spec, mapped = resolve_game(name, g["options"])
        g = {**g, "options": mapped}
        name = spec.name
    try:
        preset, opts = options_from_mapping(spec, g)
    except OptionError as e:
        raise SettingsError(f"[games.{name}]: {e}") from None
    try:
        ui = ui_for(name)
    except KeyError:
        ui = None               # a game without a table yet: its settings are kept as they are
    if ui is not None and not ui.seats_ok(spec.seat_count(opts)):
        raise SettingsError(f"[games.{name}]: these rules are for {spec.seat_count(opts)} players; "
                            f"the table seats {' or '.join(map(str, ui.seat_counts()))}")
    opponent = g.get("opponent", default_opponent(name))
    return name, GameSettings(preset, overrides_of(spec, preset, opts), opponent, g.get("first_dealer", "cut"),
                              g.get("partner", ""), g.get("click_to_continue"))


@dataclass
class SettingsProblem:
    """Why the settings file could not be used, and where the damaged file was kept."""

    path: str
    problem: str
    backup: str
    unreadable: bool = False    # the file or its folder cannot be read: nothing is saved over it


def load_settings(path: Path | None = None) -> tuple[Settings, SettingsProblem | None]:
    """(settings, problem).  On a damaged file the problem names it and where the file was kept."""
    path = path or settings_path()
    try:
        if not path.exists():
            return Settings(), None
    except OSError as e:                # the folder cannot be read (chmod 000, another user's)
        return Settings(), SettingsProblem(str(path), e.strerror or str(e), "", unreadable=True)
    try:
        if path.stat().st_size > MAX_SETTINGS_BYTES:
            raise SettingsError(f"the file is too large ({path.stat().st_size:,} bytes; settings take a few hundred)")
        text = path.read_text(encoding="utf-8")
        return parse_settings(text), None
    except UnicodeDecodeError as e:
        backup = keep_aside(path)
        return Settings(), SettingsProblem(str(path), f"not UTF-8 text (byte {e.start})", str(backup) if backup else "")
    except PermissionError as e:
        return Settings(), SettingsProblem(str(path), e.strerror or str(e), "", unreadable=True)
    except (SettingsError, OSError) as e:
        backup = keep_aside(path)
        return Settings(), SettingsProblem(str(path), str(e), str(backup) if backup else "")


def save_settings(s: Settings, path: Path | None = None) -> None:
    atomic_write(path or settings_path(), tomli_w.dumps(s.to_dict()))


def apply_programs(s: Settings) -> None:
    """Make the programs' paths of the settings known to the players that drive them (through the
    environment variables their kinds name; a path set outside the application is left alone
    when the settings name none)."""
    import os

    for key, path in s.programs.items():
        if key.isidentifier() and path:
            os.environ[key] = path
