"""``academie screenshot piquet|minchiate --seed N --out FILE.png [--lang de|en] [--size WxH]``

Piquet: deals a seeded game, lets the seat at the bottom exchange (with a fixed, simple
choice: its lowest cards), renders the table once both exchanges are done.  Minchiate:
deals a seeded game and lets the computer players play every seat into the fifth trick,
until the person is to play with cards on the table.  Writes the PNG and exits.  Nothing
is read from or written to the user's settings or saved games."""

from __future__ import annotations

import argparse
import os
import sys


def _parse(argv: list[str]) -> argparse.Namespace:
    ap = argparse.ArgumentParser(prog="academie screenshot", description="render a game table to a PNG file")
    ap.add_argument("game", choices=["piquet", "minchiate"])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", required=True)
    ap.add_argument("--lang", choices=["en", "de"], default="en")
    ap.add_argument("--size", default="1280x800", help="window size WxH (default 1280x800)")
    ap.add_argument("--preset", default=None)
    return ap.parse_args(argv)


def lowest_exchange(state):
    """The legal exchange that throws the most low cards (deterministic, sensible enough)."""
    from engine.games.piquet.scoring import INDEX

    legal = state.legal_actions()
    most = max(len(a.cards) for a in legal)
    hand = sorted((c for a in legal if len(a.cards) == 1 for c in a.cards), key=lambda c: -(INDEX[c] % 8))
    want = tuple(sorted(hand[:most], key=INDEX.__getitem__))
    for a in legal:
        if a.cards == want:
            return a
    return legal[-1]


def play_to_after_exchange(sess, max_steps: int = 40) -> None:
    """Advance a session (both seats) until the exchanges are over."""
    import random

    from engine.players import RandomPlayer

    rng = random.Random(sess.seed)
    rp = RandomPlayer()
    for _ in range(max_steps):
        sess.run_chance()
        st = sess.state
        if st.phase not in ("cut", "choose_dealer", "deal", "announce", "exchange"):
            return
        if st.phase == "exchange":
            sess.apply(lowest_exchange(st))
        else:
            sess.apply(rp.choose(st.observation(st.current_player()), rng))


def play_minchiate_to_middle(sess, tricks: int = 4, max_steps: int = 400) -> None:
    """Let the computer player act for every seat until ``tricks`` are done and the person
    is to play with at least one card in the trick (or the earliest moment after)."""
    import random

    from engine.players import make_player

    player = make_player("minchiate-partner", "minchiate")
    rng = random.Random(sess.seed)
    for _ in range(max_steps):
        sess.run_chance()
        st = sess.state
        if st.is_over():
            return
        if (st.phase == "play" and st.trick_no >= tricks and st.current_player() == sess.human
                and st.trick):
            return
        sess.apply(player.choose(st.observation(st.current_player()), rng))


def render(game: str, seed: int, out: str, lang: str = "en", size: tuple[int, int] = (1280, 800),
           preset: str | None = None) -> str:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from gui.app import make_app

    app = make_app([])
    from gui import i18n
    from gui.mainwindow import MainWindow
    from gui.session import GameSession, spec_of
    from gui.settings import Settings

    i18n.set_language(lang)
    spec = spec_of(game)
    preset = preset or spec.default_preset
    if game == "minchiate":
        sess = GameSession(game, preset, spec.presets[preset], ["human"] + ["minchiate-simple"] * 3, seed,
                           partner="minchiate-partner")
        play_minchiate_to_middle(sess)
    else:
        # the person sits as elder, so the picture shows the declaration with the best call offered
        sess = GameSession(game, preset, spec.presets[preset], ["human", "random"], seed, first_dealer="opponent")
        play_to_after_exchange(sess)
    win = MainWindow(Settings(language=lang, speed="instant"), persist=False)
    win.resize(*size)
    win.show()
    if game != "piquet":
        win.switch_game(game)
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
    try:
        w, h = (int(x) for x in args.size.lower().split("x"))
        if w < 320 or h < 240:
            raise ValueError
    except ValueError:
        print(f"academie screenshot: error: --size must look like 1280x800 (at least 320x240), not {args.size!r}",
              file=sys.stderr)
        return 2
    try:
        render(args.game, args.seed, args.out, args.lang, (w, h), args.preset)
    except OSError as e:
        print(f"academie screenshot: error: {e}", file=sys.stderr)
        return 1
    print(args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
