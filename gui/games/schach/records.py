"""Chess records as PGN, beside the application's own records (Game ▸ Save/Open game record…
offers "PGN (*.pgn)" for chess).  The PGN is :mod:`engine.games.schach.pgn`'s: the tag
``Rules1782`` names the options (plain PGN under the modern preset, read by any chess program);
two tags of our own (``AcademieHuman``, ``AcademieSeats``) keep who sat where, and are ignored by
other programs.  A PGN without them (another program's) is opened with the person as White against
the game's default opponent."""

from __future__ import annotations

from typing import Any

from engine.games.schach import SPEC, PRESETS, Resign, position
from engine.games.schach.pgn import from_pgn, read_tags, to_pgn

__all__ = ["PGN"]


class PgnFormat:
    suffix = "pgn"
    label = "PGN"

    def write(self, session: Any) -> str:
        from gui.players import kind_label

        n0, n1 = ("Académie" if kind == "human" else kind_label(session.spec, kind) for kind in session.seats)
        return to_pgn(session.state, (n0, n1), {"AcademieHuman": str(session.human),
                                             "AcademieSeats": ",".join(session.seats)})

    def read(self, text: str) -> Any:
        """The session a PGN records (``ValueError`` naming the problem when it is none)."""
        from gui.players import default_kind
        from gui.session import GameSession

        tags = read_tags(text)
        final = from_pgn(text)
        human = int(tags["AcademieHuman"]) if tags.get("AcademieHuman", "") in ("0", "1") else 0
        seats = tags.get("AcademieSeats", "").split(",")
        if len(seats) != 2 or seats[human] != "human":
            seats = ["human", default_kind(SPEC)] if human == 0 else [default_kind(SPEC), "human"]
        opts = final.opts
        preset = next((name for name, o in PRESETS.items() if o == opts), SPEC.default_preset)
        start = position(opts, final.board.root().fen(), white=final.white)
        sess = GameSession(SPEC.name, preset, opts, seats, 0, "cut", human, start=start)
        for m in final.board.move_stack:
            sess.apply(sess.state.parse_action(m.uci()))
        if final.outcome is not None and final.outcome[0] == "resignation" and not sess.is_over():
            sess.apply(Resign())
        return sess


PGN = PgnFormat()
