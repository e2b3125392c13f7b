"""``academie screenshot GAME --seed N --out FILE.png [--lang de|en] [--size WxH] [--guided STOP [--panel-shut]]``

Deals a seeded game of any registered game and renders its table at the position the
game's GUI chooses (its ``GameUI.screenshot``; without one: the computer players play
every seat until the person is to play a card with cards on the table, after a few
tricks), or with ``--guided`` the game's guided first deal at one of its stops.  Writes the PNG and exits.  Nothing is read from or written to the user's
settings or saved games."""

from __future__ import annotations

import argparse
import os
import sys
from typing import Any

from gui.session import play_to

from engine.cliargs import check_preset, record_path, size, whole


def _game_names() -> list[str]:
    from gui.registry import uis

    return [u.game for u in uis()]


def _parse(argv: list[str]) -> argparse.Namespace:
    ap = argparse.ArgumentParser(prog="academie screenshot", description="render a game table to a PNG file")
    ap.add_argument("game", choices=_game_names())
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", required=True, type=record_path)
    ap.add_argument("--lang", choices=["en", "de"], default="en")
    ap.add_argument("--size", type=size((320, 240), (3840, 2160)), default="1280x800",
                    help="window size WxH, from 320x240 to 3840x2160 (default 1280x800)")
    ap.add_argument("--preset", default=None)
    ap.add_argument("--guided", type=whole(0, 10_000), default=None, metavar="STOP",
                    help="the game's guided first deal at its STOP-th stop (0: the introduction; each stop is a "
                         "\"Continue\" or a move of the person's)")
    ap.add_argument("--panel-shut", action="store_true", help="with --guided: the rules panel shut")
    args = ap.parse_args(argv)
    check_preset(ap, args.game, args.preset)
    if args.guided is not None:
        from gui.registry import ui_for

        if not ui_for(args.game).tutorial:
            ap.error(f"argument --guided: {args.game} has no guided first deal")
    return args


def generic_position(spec: Any, preset: str, seed: int, tricks: int = 3, max_steps: int = 2000) -> Any:
    """A session of ``spec`` played by its first computer player for every seat until the person
    is to play with cards on the table after ``tricks`` tricks (or the earliest moment after)."""
    return play_to(spec, preset, seed, lambda obs: obs.trick and sum(obs.tricks_taken or ()) >= tricks,
                   max_steps=max_steps)


QUIET = ("This plugin does not support propagateSizeHints()",)   # the offscreen platform's harmless notes


def quiet_offscreen_warnings() -> None:
    """Keep the command's output clean: the offscreen platform's notes are dropped, every other
    message of Qt still goes to stderr."""
    from PySide6.QtCore import qInstallMessageHandler

    def handler(_kind, _context, message: str) -> None:
        if message not in QUIET:
            print(message, file=sys.stderr)

    qInstallMessageHandler(handler)


def render(game: str, seed: int, out: str, lang: str = "en", size: tuple[int, int] = (1280, 800),
           preset: str | None = None, guided: int | None = None, panel_shut: bool = False) -> str:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from gui.app import make_app

    app = make_app([])
    quiet_offscreen_warnings()
    from gui import i18n
    from gui.mainwindow import MainWindow
    from gui.session import GameSession, spec_of
    from gui.settings import Settings

    i18n.set_language(lang)
    from gui.registry import ui_for

    spec = spec_of(game)
    preset = preset or spec.default_preset
    if guided is not None and not ui_for(game).tutorial:
        raise OSError(f"{game} has no guided first deal")
    win = MainWindow(Settings(language=lang, speed="instant"), persist=False)
    win.resize(*size)
    win.show()
    win.switch_game(game)
    if guided is not None:
        from gui.guided import walk

        win.start_tutorial(game)
        walk(win, guided, app.processEvents, panel_shut=panel_shut)
    else:
        make = ui_for(game).screenshot_function() or generic_position
        sess = make(spec, preset, seed)
        win.table.start(sess)
        win.table.token += 1          # keep the table still: no computer move while rendering
        win.table._stop_thinking()
        win.table.refresh(animate=False)
    for _ in range(5):
        app.processEvents()
    pm = win.grab()
    os.makedirs(os.path.dirname(os.path.abspath(out)), exist_ok=True)
    if not pm.save(out):
        raise OSError(f"cannot write {out}")
    win.persist = False
    win.close()
    return out


def main(argv: list[str] | None = None) -> int:
    args = _parse(list(sys.argv[1:] if argv is None else argv))
    w, h = args.size
    try:
        render(args.game, args.seed, args.out, args.lang, (w, h), args.preset, args.guided, args.panel_shut)
    except OSError as e:
        print(f"academie screenshot: error: {e}", file=sys.stderr)
        return 1
    print(args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
