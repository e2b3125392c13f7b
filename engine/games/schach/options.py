"""The rules of the chess of 1782 as options (spec ``board_games.md`` §4 and its chess additions).

The book (seed 003, 2420-2495) gives the moves of modern chess but differs from, or is silent
on, four points; each is an option, ``book_1782`` takes the book's side and ``modern`` today's.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.options import option


@dataclass(frozen=True)
class SchachOptions:
    #: a pawn on the last rank becomes a piece its side has already lost (2473-2475); with nothing
    #: lost it stays a pawn there (our reading); ``any``: queen, rook, bishop or knight as today
    promotion: str = option("lost_pieces", ("lost_pieces", "any"), "what a pawn on the last rank becomes")
    #: the stalemated ("smothered") king's side pays half the stake (2487); ``draw``: as today
    stalemate: str = option("half_loss", ("half_loss", "draw"), "what stalemate costs")
    #: taking en passant (the book does not know it)
    en_passant: bool = option(False, (False, True), "taking en passant")
    #: castling (2455): ``book`` needs only an unmoved king and rook, the squares between empty and
    #: the king not left in check; ``modern`` also forbids castling out of, or through, check
    castling: str = option("book", ("book", "modern"), "when the king may castle")
    #: a pawn that stayed a pawn on the last rank may be exchanged, as a later move of its owner's,
    #: for a piece its side has lost since (the spec's recommended reading; the book is silent);
    #: only where ``promotion`` is ``lost_pieces`` (under ``any`` no pawn stays)
    late_exchange: bool = option(True, (False, True), "exchanging a pawn that stayed for a piece lost later")


BOOK_1782 = SchachOptions()
MODERN = SchachOptions(promotion="any", stalemate="draw", en_passant=True, castling="modern", late_exchange=False)

PRESETS = {"book_1782": BOOK_1782, "modern": MODERN}
DEFAULT_PRESET = "book_1782"

#: where each preset comes from (the rules pages cite it)
PRESET_SOURCES = {
    "book_1782": ("Hamburg 1782, Das Schachspiel", "Hamburg 1782, Das Schachspiel"),
    "modern": ("the rules of chess as played today (FIDE)", "die heutigen Schachregeln (FIDE)"),
}


def is_modern(opts: SchachOptions) -> bool:
    """Whether ``opts`` are today's rules (the PGN is then readable by any chess program)."""
    return opts == MODERN


def describe(opts: SchachOptions) -> str:
    """The options as the PGN tag ``Rules1782`` writes them."""
    return (f"promotion={opts.promotion}; stalemate={opts.stalemate}; "
            f"en_passant={'on' if opts.en_passant else 'off'}; castling={opts.castling}; "
            f"late_exchange={'on' if opts.late_exchange else 'off'}")


def parse_description(text: str) -> SchachOptions:
    """The inverse of :func:`describe` (``ValueError`` for anything else)."""
    vals: dict[str, object] = {}
    for part in text.split(";"):
        if not part.strip():
            continue
        key, sep, value = part.strip().partition("=")
        if not sep:
            raise ValueError(f"bad Rules1782 tag part {part!r}")
        key, value = key.strip(), value.strip()
        if key in ("en_passant", "late_exchange"):
            if value not in ("on", "off"):
                raise ValueError(f"bad {key} value {value!r}")
            vals[key] = value == "on"
        elif key in ("promotion", "stalemate", "castling"):
            vals[key] = value
        else:
            raise ValueError(f"unknown Rules1782 option {key!r}")
    from engine.options import validate

    return SchachOptions(**{k: validate(SchachOptions, k, v) for k, v in vals.items()})
