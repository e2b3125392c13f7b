"""``academie screenshot GAME --seed N --out FILE.png [--lang de|en] [--size WxH] [--guided STOP [--panel-shut]] [--deal-end]``
``academie screenshot --set FOLDER [--seed N] [--games g1,g2]``

Deals a seeded game of any registered game and renders its table at the position the
game's GUI chooses (its ``GameUI.screenshot``; without one: the computer players play
every seat until the person is to play a card with cards on the table, after a few
tricks), with ``--deal-end`` at the end of the first deal (the last action played at the table,
which then waits for "Next deal"), or with ``--guided`` the game's guided first deal at one of
its stops.  Writes the PNG and exits.  ``--set FOLDER`` writes the whole set a look over the
tables needs: every game, at 1024x700 and 1280x800, in English and German, one mid-deal and one
deal-end frame each (``GAME-mid|end-WxH-LANG.png``), and prints one line per file.  Nothing is
read from or written to the user's settings or saved games."""

from __future__ import annotations

import argparse
import os
import random
import sys
from typing import Any, Callable

from gui.session import play_to

from engine.cliargs import check_preset, record_path, size, whole


def _game_names() -> list[str]:
    from gui.registry import uis

    return [u.game for u in uis()]


def _parse(argv: list[str]) -> argparse.Namespace:
    ap = argparse.ArgumentParser(prog="academie screenshot", description="render a game table to a PNG file")
    ap.add_argument("game", nargs="?", choices=_game_names())
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", type=record_path)
    ap.add_argument("--deal-end", action="store_true", help="the table at the end of the first deal")
    ap.add_argument("--set", metavar="FOLDER", default=None,
                    help="every game at both sizes in both languages, mid-deal and at a deal's end, into FOLDER")
    ap.add_argument("--games", default="", help="with --set: only these games (comma-separated)")
    ap.add_argument("--lang", choices=["en", "de"], default="en")
    ap.add_argument("--size", type=size((320, 240), (3840, 2160)), default="1280x800",
                    help="window size WxH, from 320x240 to 3840x2160 (default 1280x800)")
    ap.add_argument("--preset", default=None)
    ap.add_argument("--guided", type=whole(0, 10_000), default=None, metavar="STOP",
                    help="the game's guided first deal at its STOP-th stop (0: the introduction; each stop is a "
                         "\"Continue\" or a move of the person's)")
    ap.add_argument("--panel-shut", action="store_true", help="with --guided: the rules panel shut")
    ap.add_argument("--explain", type=whole(1, 1000), default=None, metavar="LINE",
                    help="at the end of the first deal, the LINE-th line of the score sheet explained in the rules "
                         "panel (as when it is clicked)")
    args = ap.parse_args(argv)
    if args.set is None and (args.game is None or args.out is None):
        ap.error("GAME and --out are needed (or --set FOLDER)")
    if args.set is not None:
        unknown = sorted({g for g in args.games.split(",") if g} - set(_game_names()))
        if unknown:
            ap.error(f"unknown games: {', '.join(unknown)}")
        return args
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


def deal_end_position(spec: Any, preset: str, seed: int, deal_ended: Callable[[list], bool],
                      kind: str = "", max_steps: int = 3000) -> tuple[Any, Any]:
    """A session of ``spec`` (the person at seat 0) played by one computer player for every seat up
    to the action that ends the first deal, and that action (``None`` when no deal ends in
    ``max_steps``): the table plays it itself, so it shows the deal's end as a person sees it."""
    from gui.players import default_kind, make_player
    from gui.session import GameSession

    kind = kind or default_kind(spec)
    n = spec.seat_count(spec.presets[preset])
    sess = GameSession(spec.name, preset, spec.presets[preset], ["human"] + [kind] * (n - 1), seed)
    player = make_player(spec, kind)
    rng = random.Random(seed)
    for _ in range(max_steps):
        sess.run_chance()
        if sess.is_over():
            break
        action = player.choose(sess.observation(sess.to_move), rng)
        if deal_ended(sess.state.apply(action)[1]):
            return sess, action
        sess.apply(action)
    return sess, None


QUIET = ("This plugin does not support propagateSizeHints()", "This plugin does not support raise()")   # the offscreen platform's harmless notes


def quiet_offscreen_warnings() -> None:
    """Keep the command's output clean: the offscreen platform's notes are dropped, every other
    message of Qt still goes to stderr."""
    from PySide6.QtCore import qInstallMessageHandler

    def handler(_kind, _context, message: str) -> None:
        if message not in QUIET:
            print(message, file=sys.stderr)

    qInstallMessageHandler(handler)


def weakest_kind(spec: Any) -> str:
    """The game's quickest computer player (its first level), for positions that only need moves."""
    return spec.player_kinds[0].name if spec.player_kinds else "random"


def prepare(game: str, seed: int, preset: str | None = None) -> dict[str, tuple[str, str | None]]:
    """The mid-deal and deal-end positions of ``game`` as record texts (with the deal's last action
    still to play, for the deal-end one), worked out once for all sizes and languages."""
    from gui.registry import ui_for
    from engine.protocol import get_game
    from gui.table.hooks import deal_ended

    spec = get_game(game)
    preset = preset or spec.default_preset
    make = ui_for(game).screenshot_function() or generic_position
    mid = make(spec, preset, seed)
    end, last = deal_end_position(spec, preset, seed, deal_ended, kind=weakest_kind(spec))
    return {"mid": (mid.record_text(), None), "end": (end.record_text(), None if last is None else str(last))}


def render(game: str, seed: int, out: str, lang: str = "en", size: tuple[int, int] = (1280, 800),
           preset: str | None = None, guided: int | None = None, panel_shut: bool = False,
           deal_end: bool = False, prepared: tuple[str, str | None] | None = None,
           explain: int | None = None) -> str:
    """``prepared``: the position as :func:`prepare` gives it (a record text and, at a deal's end,
    the last action for the table to play).  ``explain``: at the deal's end, that line (from 1) of the
    score sheet chosen, so the rules panel explains it."""
    deal_end = deal_end or explain is not None
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from gui.app import make_app

    app = make_app([])
    quiet_offscreen_warnings()
    from gui import i18n
    from gui.mainwindow import MainWindow
    from gui.table.hooks import deal_ended
    from gui.session import GameSession
    from engine.protocol import get_game
    from gui.settings import Settings

    i18n.set_language(lang)
    from gui.registry import ui_for

    spec = get_game(game)
    preset = preset or spec.default_preset
    if guided is not None and not ui_for(game).tutorial:
        raise OSError(f"{game} has no guided first deal")
    # a deal's end at a speed that waits for "Next deal" (the fastest deals on after a moment)
    win = MainWindow(Settings(language=lang, speed="fast" if deal_end and guided is None else "instant"), persist=False)
    win.resize(*size)
    win.show()
    win.switch_game(game)
    if guided is not None:
        from gui.guided import walk

        win.start_tutorial(game)
        walk(win, guided, app.processEvents, panel_shut=panel_shut)
    elif deal_end:
        t = win.table
        if prepared is not None:
            sess = GameSession.from_record_text(prepared[0])
            sess.run_chance()
            last = sess.state.parse_action(prepared[1]) if prepared[1] else None
        else:
            ended = getattr(t.hooks, "deal_ended", deal_ended)     # a board's hooks say it; the card table: the event
            sess, last = deal_end_position(spec, preset, seed, ended, kind=weakest_kind(spec))
        t.start(sess)
        t.token += 1                  # keep the table still: no computer move while rendering
        t._stop_thinking()
        if last is not None:
            t._apply(last)            # the table plays the deal's last action and shows its end
            t.token += 1              # ... and stays there
            t._stop_thinking()
            import time

            until = time.monotonic() + 4
            while t.animations_running() and time.monotonic() < until:
                app.processEvents()
                time.sleep(0.02)
    else:
        make = ui_for(game).screenshot_function() or generic_position
        sess = GameSession.from_record_text(prepared[0]) if prepared is not None else make(spec, preset, seed)
        win.table.start(sess)
        win.table.token += 1          # keep the table still: no computer move while rendering
        win.table._stop_thinking()
        win.table.refresh(animate=False)
    if explain is not None:
        from PySide6.QtWidgets import QAbstractItemView

        views = [v for v in win.table.sheet.findChildren(QAbstractItemView) if v.property("ownKeys")]
        if not views or views[0].model().rowCount() < explain:
            raise OSError(f"the score sheet of {game} has no line {explain} to explain")
        views[0].setCurrentIndex(views[0].model().index(explain - 1, 0))
        win.table.sheet.activate(explain - 1)
    for _ in range(5):
        app.processEvents()
    pm = win.grab()
    os.makedirs(os.path.dirname(os.path.abspath(out)), exist_ok=True)
    if not pm.save(out):
        raise OSError(f"cannot write {out}")
    win.persist = False
    win.close()
    return out


SET_SIZES = ((1024, 700), (1280, 800))
SET_LANGS = ("en", "de")


def render_set(folder: str, seed: int = 1, games: list[str] | None = None,
               echo: Callable[[str], Any] = print) -> list[str]:
    """Every game (or ``games``) at both sizes in both languages, one mid-deal and one deal-end
    frame each, into ``folder``; returns the files written."""
    done = []
    for game in games or _game_names():
        positions = prepare(game, seed)
        for w, h in SET_SIZES:
            for lang in SET_LANGS:
                for frame in ("mid", "end"):
                    out = os.path.join(folder, f"{game}-{frame}-{w}x{h}-{lang}.png")
                    render(game, seed, out, lang, (w, h), deal_end=frame == "end", prepared=positions[frame])
                    done.append(out)
                    echo(out)
    return done


def main(argv: list[str] | None = None) -> int:
    try:
        args = _parse(list(sys.argv[1:] if argv is None else argv))
    except SystemExit as e:          # a bad argument: argparse has said which, in one line
        return e.code if isinstance(e.code, int) else 2
    if args.set is not None:
        wanted = [g for g in args.games.split(",") if g]
        try:
            render_set(args.set, args.seed, wanted or None)
        except OSError as e:
            print(f"academie screenshot: error: {e}", file=sys.stderr)
            return 1
        return 0
    w, h = args.size
    try:
        render(args.game, args.seed, args.out, args.lang, (w, h), args.preset, args.guided, args.panel_shut,
               args.deal_end, explain=args.explain)
    except OSError as e:
        print(f"academie screenshot: error: {e}", file=sys.stderr)
        return 1
    print(args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
