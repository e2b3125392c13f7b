"""The ``academie`` command.

Without arguments it opens the application window.  Subcommands are modules
with a ``main(argv) -> int`` function, imported only when used, so headless
commands never load Qt::

    academie                       open the application
    academie play GAME …           play headless (engine.cli)
    academie replay FILE …         replay a game record (engine.cli)
    academie bench WHAT …          benchmarks that print numbers
    academie cards sheet …         contact sheets of the card art
    academie screenshot GAME …     render a table to a PNG file
"""

from __future__ import annotations

import importlib
import os
import sys

from engine import __version__
from engine.cliargs import one_line_errors

# the options Qt itself reads from the command line (the window opens with them); any other is refused
QT_FLAGS = {"-reverse", "-widgetcount", "-nograb", "-dograb", "-sync"}
QT_OPTIONS = {"-platform", "-platformpluginpath", "-platformtheme", "-plugin", "-qmljsdebugger", "-style",
              "-stylesheet", "-session", "-display", "-geometry", "-qwindowgeometry", "-qwindowicon",
              "-qwindowtitle", "-dialogs", "-fontengine"}

# name -> ("module:function", one-line help)
COMMANDS: dict[str, tuple[str, str]] = {
    "play": ("engine.cli:play_main", "play games headless between computer players"),
    "replay": ("engine.cli:replay_main", "replay a game record and print its results"),
    "bench": ("gui.cli:bench_main", "benchmarks that print numbers (academie bench --list)"),
    "cards": ("gui.cards_cli:main", "card art: contact sheets and regeneration"),
    "screenshot": ("gui.screenshot:main", "render a game table to a PNG file"),
    "games": ("gui.games_cli:main", "list the games and their rule presets (--json)"),
}

# what -> ("module:function", one-line help); each takes argv and returns an exit status
BENCHES: dict[str, tuple[str, str]] = {
    "engine": ("engine.bench:main", "random self-play speed and legal-actions/apply cost"),
    "gui": ("gui.bench:main", "cold start to table shown, memory with a full table"),
    "art": ("gui.art_bench:main", "time to render a full card pack"),
    "soak": ("engine.soak:main", "N random deals of every game, preset and seat count with the protocol's "
             "invariants checked from outside (--deals N, --game G)"),
    "fuzz": ("gui.fuzz:main", "damaged records, settings, saved games and statistics for every game: refused "
             "with a message, never a traceback, nothing lost (--cases N)"),
    "kill": ("gui.killtest:main", "kill writers of every file the application writes at random moments; the "
             "previous file must stay whole (--kills N)"),
    "ai": ("engine.ai.bench:main", "any game's computer levels: mirrored-deal matches with 95% intervals, "
           "decision times, search speed (--game G, --quick)"),
}


def _benches() -> dict[str, tuple[str, str]]:
    """The fixed benchmarks plus ``GAME-ai`` for every game with a benchmark of its own
    (``GameSpec.bench``): an alias of ``ai --game GAME --own``."""
    from engine.protocol import games

    out = dict(BENCHES)
    for spec in games():
        if spec.bench:
            out[f"{spec.name}-ai"] = (f"ai --game {spec.name} --own",
                                      f"{spec.title}: its own benchmark (= ai --game {spec.name} --own)")
    return out


def _call(target: str, argv: list[str]) -> int:
    mod, _, fn = target.partition(":")
    try:
        m = importlib.import_module(mod)
    except ModuleNotFoundError as e:
        if e.name and (e.name == mod or mod.startswith(e.name + ".")):
            print(f"academie: error: this command is not available yet ({mod} missing)", file=sys.stderr)
            return 2
        raise
    try:
        with one_line_errors():
            return int(getattr(m, fn)(argv) or 0)
    except SystemExit as e:             # argparse's refusal (one line, status 2) or --help
        return e.code if isinstance(e.code, int) else (0 if e.code is None else 2)
    except BrokenPipeError:             # the output was cut short (``| head``): not an error of ours
        try:
            sys.stdout = open(os.devnull, "w")
        except OSError:
            pass
        return 0
    except KeyboardInterrupt:
        print("academie: interrupted", file=sys.stderr)
        return 130


def bench_main(argv: list[str]) -> int:
    benches = _benches()
    if not argv or argv[0] in ("-h", "--help", "--list"):
        print("academie bench WHAT [options]\n")
        for k, (_, h) in benches.items():
            print(f"  {k:12} {h}")
        return 0
    what, rest = argv[0], argv[1:]
    if what not in benches:
        print(f"academie: error: unknown benchmark {what!r}; choose from {', '.join(benches)}", file=sys.stderr)
        return 2
    target = benches[what][0]
    if ":" not in target:               # an alias: another benchmark with options of its own
        what, *pre = target.split()
        target, rest = benches[what][0], pre + rest
    return _call(target, rest)


def _usage() -> str:
    lines = ["usage: academie [COMMAND] [options]", "", "Without a command the application window opens.", "",
             "commands:"]
    lines += [f"  {k:12} {h}" for k, (_, h) in COMMANDS.items()]
    lines += ["", "  --version    print the version and exit"]
    return "\n".join(lines)


def _not_qt(argv: list[str]) -> str | None:
    """The first argument that is not one of Qt's own options (with its value), or None."""
    i = 0
    while i < len(argv):
        a = argv[i]
        if a in QT_FLAGS:
            i += 1
        elif a in QT_OPTIONS and i + 1 < len(argv):
            i += 2
        else:
            return a
    return None


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] in ("-V", "--version"):
        print(f"academie {__version__}")
        return 0
    if argv and argv[0] in ("-h", "--help"):
        print(_usage())
        return 0
    if not argv or argv[0].startswith("-"):
        bad = _not_qt(argv)
        if bad is not None:
            print(f"academie: error: unknown option {bad[:60]!r} (academie --help lists the commands)", file=sys.stderr)
            return 2
        from gui.app import run_app

        return run_app(argv)
    cmd = argv[0]
    if cmd not in COMMANDS:
        print(f"academie: error: unknown command {cmd[:60]!r}; commands are {', '.join(COMMANDS)} (academie --help)",
              file=sys.stderr)
        return 2
    return _call(COMMANDS[cmd][0], argv[1:])


if __name__ == "__main__":
    sys.exit(main())
