"""Typed rule options with named presets, and their TOML form.

A game declares its options as a frozen dataclass whose fields are made with
:func:`option`, each listing the values it accepts::

    @dataclass(frozen=True)
    class PiquetOptions:
        last_trick_extra: int = option(1, (0, 1, 2))

Presets are plain instances of that class.  :func:`make_options` starts from a
preset and applies overrides, refusing any unknown option or value with an
:class:`OptionError` that names the option and the values it accepts.

In TOML a game's rules are written as the preset plus only what differs::

    preset = "classic_1900"
    [options]
    target_score = 101
"""

from __future__ import annotations

import dataclasses
import tomllib
from typing import Any, Mapping

import tomli_w

__all__ = [
    "OptionError", "option", "choices", "validate", "make_options", "overrides_of",
    "options_to_toml", "options_from_toml", "options_from_mapping", "describe_options",
]


class OptionError(ValueError):
    """A rule option with an unknown name or a value it does not accept."""

    def __init__(self, message: str, option: str | None = None, allowed: tuple[Any, ...] = ()) -> None:
        super().__init__(message)
        self.option = option
        self.allowed = allowed


def option(default: Any, allowed: tuple[Any, ...], doc: str = "") -> Any:
    """A dataclass field for a rule option that accepts only ``allowed`` values."""
    if default not in allowed:
        raise ValueError(f"default {default!r} not among {allowed!r}")
    return dataclasses.field(default=default, metadata={"choices": tuple(allowed), "doc": doc})


def choices(options_type: type, name: str) -> tuple[Any, ...]:
    for f in dataclasses.fields(options_type):
        if f.name == name:
            found: tuple[Any, ...] = f.metadata.get("choices", ())
            return found
    raise OptionError(f"unknown option {name!r}", name)


def _fields(options_type: type) -> dict[str, dataclasses.Field[Any]]:
    return {f.name: f for f in dataclasses.fields(options_type)}


def _coerce(value: Any, allowed: tuple[Any, ...]) -> Any:
    """Accept a value in the type of the allowed values (TOML and CLI give strings)."""
    if value in allowed and type(value) in {type(a) for a in allowed}:
        return value
    for a in allowed:
        if isinstance(a, bool):
            if isinstance(value, str) and value.lower() in ("true", "false") and str(a).lower() == value.lower():
                return a
        elif isinstance(a, int):
            if isinstance(value, str) and value.strip().lstrip("-").isdigit() and int(value) == a:
                return a
            if isinstance(value, int) and not isinstance(value, bool) and value == a:
                return a
        elif isinstance(a, str) and str(value) == a:
            return a
    raise ValueError


def validate(options_type: type, name: str, value: Any) -> Any:
    """Return ``value`` as the option's type, or raise :class:`OptionError`."""
    fields = _fields(options_type)
    if name not in fields:
        raise OptionError(
            f"unknown option {name!r}; options are: {', '.join(sorted(fields))}", name)
    allowed = fields[name].metadata.get("choices", ())
    try:
        return _coerce(value, allowed)
    except ValueError:
        shown = ", ".join(_show(a) for a in allowed)
        raise OptionError(
            f"option {name!r} does not accept {_show(value)}; allowed values: {shown}",
            name, allowed) from None


def _show(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    return repr(v) if isinstance(v, str) else str(v)


def make_options(spec: Any, preset: str, overrides: Mapping[str, Any] | None = None) -> Any:
    """The options of ``preset`` with ``overrides`` applied, each one validated."""
    if preset not in spec.presets:
        raise OptionError(
            f"unknown preset {preset!r} for {spec.name}; presets are: {', '.join(spec.presets)}",
            "preset", tuple(spec.presets))
    base = spec.presets[preset]
    clean = {k: validate(spec.options_type, k, v) for k, v in (overrides or {}).items()}
    return dataclasses.replace(base, **clean)


def overrides_of(spec: Any, preset: str, options: Any) -> dict[str, Any]:
    """The options that differ from ``preset``."""
    base = spec.presets[preset]
    return {f.name: getattr(options, f.name) for f in dataclasses.fields(options)
            if getattr(options, f.name) != getattr(base, f.name)}


def options_from_mapping(spec: Any, data: Mapping[str, Any]) -> tuple[str, Any]:
    """``{"preset": ..., "options": {...}}`` -> (preset name, options)."""
    preset = data.get("preset", spec.default_preset)
    if not isinstance(preset, str):
        raise OptionError(f"preset must be text, not {_show(preset)}", "preset")
    opts = data.get("options", {})
    if not isinstance(opts, Mapping):
        raise OptionError("[options] must be a table of option = value", "options")
    return preset, make_options(spec, preset, opts)


def options_to_toml(spec: Any, preset: str, options: Any) -> str:
    return tomli_w.dumps({"game": spec.name, "preset": preset, "options": overrides_of(spec, preset, options)})


def options_from_toml(spec: Any, text: str) -> tuple[str, Any]:
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise OptionError(f"not valid TOML: {e}") from None
    return options_from_mapping(spec, data)


def describe_options(options_type: type) -> list[tuple[str, Any, tuple[Any, ...], str]]:
    """(name, default, allowed values, short English description) for every option."""
    return [(f.name, f.default, f.metadata.get("choices", ()), f.metadata.get("doc", ""))
            for f in dataclasses.fields(options_type)]
