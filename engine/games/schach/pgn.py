"""Game records of the chess of 1782 as PGN.

The tag ``Rules1782`` names the options in force (``promotion=lost_pieces; stalemate=half_loss;
en_passant=off; castling=book``); under the ``modern`` preset the record is plain PGN that any
chess program reads.  A stalemate that costs half the stake is written as a win with
``[Termination "stalemate: half the stake"]`` and ``[Stake "1/2"]``.
"""

from __future__ import annotations

import datetime
import re
from typing import Mapping

import chess

from .game import SchachState, replay
from .options import MODERN, describe, parse_description

_TAG = re.compile(r'^\[(\w+)\s+"((?:[^"\\]|\\.)*)"\]\s*$')
_SEVEN = ("Event", "Site", "Date", "Round", "White", "Black", "Result")


def _quote(v: str) -> str:
    return v.replace("\\", "\\\\").replace('"', '\\"')


def to_pgn(state: SchachState, names: tuple[str, str] = ("?", "?"), headers: Mapping[str, str] | None = None) -> str:
    """The game as PGN. ``names`` are the players of seats 0 and 1."""
    b = state.board
    white_name, black_name = (names[state.white], names[1 - state.white])
    tags: dict[str, str] = {
        "Event": "Académie des Jeux: Schach (1782)", "Site": "?",
        "Date": datetime.date.today().strftime("%Y.%m.%d"), "Round": "-",
        "White": white_name, "Black": black_name, "Result": state.pgn_result(),
    }
    root = b.root()
    if root.fen() != chess.STARTING_FEN:
        tags["SetUp"] = "1"
        tags["FEN"] = root.fen()
    tags["Rules1782"] = "modern" if state.opts == MODERN else describe(state.opts)
    if state.outcome is not None:
        reason, winner, stake = state.outcome
        if reason == "stalemate" and winner is not None:
            tags["Termination"] = "stalemate: half the stake"
            tags["Stake"] = "1/2"
        elif reason in ("repetition", "fifty_moves", "insufficient_material"):
            tags["Termination"] = reason.replace("_", " ")
    tags.update(headers or {})
    lines = [f'[{k} "{_quote(v)}"]' for k, v in tags.items()]
    words: list[str] = []
    ply = 0 if root.turn == chess.WHITE else 1
    number = root.fullmove_number
    for i, san in enumerate(state.sans):
        if ply % 2 == 0:
            words.append(f"{number}.")
        elif i == 0:
            words.append(f"{number}...")
        words.append(san)
        ply += 1
        if ply % 2 == 0:
            number += 1
    words.append(state.pgn_result())
    text, line = [], ""
    for w in words:
        if line and len(line) + 1 + len(w) > 79:
            text.append(line)
            line = w
        else:
            line = f"{line} {w}" if line else w
    text.append(line)
    return "\n".join(lines) + "\n\n" + "\n".join(text) + "\n"


def read_tags(text: str) -> dict[str, str]:
    tags = {}
    for raw in text.splitlines():
        m = _TAG.match(raw.strip())
        if m:
            tags[m.group(1)] = re.sub(r"\\(.)", r"\1", m.group(2))
    return tags


def from_pgn(text: str, white: int = 0) -> SchachState:
    """The game a PGN text records (our own or another program's: without a ``Rules1782`` tag the
    modern rules apply).  Raises ``ValueError`` for text that is not a game under its rules."""
    tags = read_tags(text)
    rules = tags.get("Rules1782", "modern")
    opts = MODERN if rules == "modern" else parse_description(rules)
    body = "\n".join(l for l in text.splitlines() if not l.strip().startswith("["))
    body = re.sub(r"\{[^}]*\}", " ", body)
    body = re.sub(r";[^\n]*", " ", body)
    while re.search(r"\([^()]*\)", body):
        body = re.sub(r"\([^()]*\)", " ", body)
    sans = []
    for tok in body.split():
        tok = re.sub(r"^\d+\.+", "", tok)
        if not tok or tok.startswith("$") or tok in ("1-0", "0-1", "1/2-1/2", "*"):
            continue
        sans.append(tok)
    try:
        st = replay(opts, sans, white=white, fen=tags.get("FEN"))
    except Exception as e:  # IllegalAction or a bad FEN
        raise ValueError(f"not a game under {rules}: {e}") from None
    if st.outcome is None and tags.get("Result") in ("1-0", "0-1"):
        # the loser resigned (or lost otherwise outside the moves)
        loser_white = tags["Result"] == "0-1"
        if st.board.turn == (chess.WHITE if loser_white else chess.BLACK):
            from .game import Resign
            st, _ = st.apply(Resign())
    return st
