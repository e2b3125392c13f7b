"""Card art for the table: our SVG packs as pixmaps, cached by size and pixel ratio.

The SVG files live in ``resources/cards/<art set>/<card id>.svg`` and
``resources/cards/backs/<name>.svg`` (made by :mod:`gui.artgen`, ``academie cards
generate``).  Every card of every set has the same aspect ratio, :data:`ASPECT`
(width / height = 2/3).

API for the table::

    from gui.art import CardArt, card_pixmap, configure

    art = CardArt.for_pack("piquet32", four_colour=False, indices=True)
    pm = art.pixmap(card("KH"), width=100, dpr=2.0)   # QPixmap 200x300 px, dpr 2
    bk = art.back_pixmap(width=100, dpr=2.0)
    art.height_for(100)                                # 150

* ``CardArt(art_set, four_colour=False, indices=True, back=None)``: ``art_set`` is
  ``french``, ``french4``, ``tarocco`` or ``minchiate``; ``four_colour=True`` turns
  ``french`` into ``french4``; ``indices=False`` draws the faces as period cards
  were, without corner indices (the generator frames the index group with
  ``<!--index-->``/``<!--/index-->`` comments and we cut it out before loading).
* ``CardArt.for_pack(pack_name, ...)``: French packs use ``french``, ``tarock78``
  uses ``tarocco``, ``minchiate97`` uses ``minchiate``.
* ``pixmap(card, width, dpr)`` / ``image(...)`` / ``back_pixmap(width, dpr)``: the
  logical size is ``width`` x ``height_for(width)``; the pixmap has
  ``width*dpr`` physical pixels and its device-pixel ratio set, so it is sharp on
  HiDPI screens.  Pixmaps are cached by (art set, card, width, dpr, indices);
  renderers by (file, indices); both caches are shared by all ``CardArt`` objects.
  ``card`` is an :class:`engine.cards.Card`, a code (``"KH"``) or an id.
* A card that the set does not have raises :class:`ArtError` (``has(card)`` asks).

For the table's simple hook, module functions use a process-wide choice::

    configure(pack="minchiate97", four_colour=True, indices=False)   # any subset
    card_pixmap(code_or_None, w, h, dpr)   # None -> the back; fits the card in w x h

``card_pixmap`` chooses the set from the card: French cards from the French set
(four-colour if chosen), Italian suit cards and trumps from the Italian set of
the configured pack (``tarocco`` by default; trumps above 21 always from
``minchiate``).  The settings keys the window should keep are the three
arguments of :func:`configure`.

Every ``QSvgRenderer`` stays referenced in a module cache: an unreferenced
renderer would be collected while Qt still paints with it.  Pixmaps need a
``QGuiApplication``; ``image()`` works with any Qt application object.
"""

from __future__ import annotations

import re
from collections import OrderedDict
from pathlib import Path

from PySide6.QtCore import QByteArray, QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from engine.cards import PACKS, Card, CardError, card as _card

ROOT = Path(__file__).resolve().parent.parent / "resources" / "cards"
ASPECT = 2 / 3  # width / height, every set
ART_SETS = ("french", "french4", "tarocco", "minchiate")
def _art_of(name: str, style: str) -> str:
    return "french" if style == "french" else ("minchiate" if name == "minchiate97" else "tarocco")


class _PackArt(dict):
    """Pack name -> the art set that draws it, for every pack known now: games register packs of
    their own when they are imported (``engine.cards.register_pack``), after this module."""

    def _sync(self) -> None:
        for name, p in PACKS.items():
            if not dict.__contains__(self, name):
                super().__setitem__(name, _art_of(name, p.style))

    def __contains__(self, name: object) -> bool:
        self._sync()
        return super().__contains__(name)

    def __getitem__(self, name: str) -> str:
        self._sync()
        return super().__getitem__(name)

    def __iter__(self):  # type: ignore[no-untyped-def]
        self._sync()
        return super().__iter__()


PACK_ART: dict[str, str] = _PackArt()
DEFAULT_BACK = {"french": "paris", "french4": "paris", "tarocco": "tarotee", "minchiate": "minchiate"}
_INDEX = re.compile(r"<!--index-->.*?<!--/index-->", re.S)
_CACHE_MAX = 800


class ArtError(LookupError):
    """A card or art set that has no image."""


_renderers: dict[tuple[str, bool], QSvgRenderer] = {}
_pixmaps: OrderedDict[tuple, QPixmap] = OrderedDict()


def _as_card(c) -> Card:
    if isinstance(c, Card):
        return c
    try:
        return _card(str(c))
    except CardError as e:
        raise ArtError(str(e)) from None


def _renderer(file: Path, indices: bool) -> QSvgRenderer:
    key = (str(file), indices)
    r = _renderers.get(key)
    if r is None:
        try:
            text = file.read_text(encoding="utf-8")
        except OSError as e:
            raise ArtError(f"card image missing: {file} ({e.strerror})") from None
        if not indices:
            text = _INDEX.sub("", text)
        r = QSvgRenderer(QByteArray(text.encode("utf-8")))
        if not r.isValid():
            raise ArtError(f"card image damaged: {file}")
        _renderers[key] = r
    return r


def _paint(r: QSvgRenderer, w_px: int, h_px: int) -> QImage:
    img = QImage(max(1, w_px), max(1, h_px), QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    r.render(p, QRectF(0, 0, w_px, h_px))
    p.end()
    return img


class CardArt:
    """One art set with the four-colour and index choices; see the module docstring."""

    def __init__(self, art_set: str = "french", *, four_colour: bool = False, indices: bool = True,
                 back: str | None = None, root: Path | None = None):
        if art_set not in ART_SETS:
            raise ArtError(f"unknown art set {art_set!r}; sets are {', '.join(ART_SETS)}")
        if four_colour and art_set == "french":
            art_set = "french4"
        self.art_set = art_set
        self.indices = bool(indices)
        self.back = back or DEFAULT_BACK[art_set]
        self.root = Path(root) if root else ROOT

    @classmethod
    def for_pack(cls, pack_name: str, *, four_colour: bool = False, indices: bool = True) -> "CardArt":
        if pack_name not in PACK_ART:
            raise ArtError(f"unknown pack {pack_name!r}; packs are {', '.join(PACK_ART)}")
        return cls(PACK_ART[pack_name], four_colour=four_colour, indices=indices)

    @staticmethod
    def height_for(width: float) -> int:
        return round(width / ASPECT)

    def file(self, c) -> Path:
        return self.root / self.art_set / f"{_as_card(c).id}.svg"

    def has(self, c) -> bool:
        try:
            return self.file(c).is_file()
        except ArtError:
            return False

    def renderer(self, c) -> QSvgRenderer:
        f = self.file(c)
        if not f.is_file():
            raise ArtError(f"the {self.art_set} cards have no {_as_card(c).id}")
        return _renderer(f, self.indices)

    def image(self, c, width: int, dpr: float = 1.0) -> QImage:
        img = _paint(self.renderer(c), round(width * dpr), round(self.height_for(width) * dpr))
        img.setDevicePixelRatio(dpr)
        return img

    def pixmap(self, c, width: int, dpr: float = 1.0) -> QPixmap:
        key = (self.art_set, _as_card(c).id, int(width), float(dpr), self.indices)
        return _cached(key, lambda: self.image(c, width, dpr))

    def back_file(self) -> Path:
        return self.root / "backs" / f"{self.back}.svg"

    def back_image(self, width: int, dpr: float = 1.0) -> QImage:
        img = _paint(_renderer(self.back_file(), True), round(width * dpr), round(self.height_for(width) * dpr))
        img.setDevicePixelRatio(dpr)
        return img

    def back_pixmap(self, width: int, dpr: float = 1.0) -> QPixmap:
        key = ("backs", self.back, int(width), float(dpr), True)
        return _cached(key, lambda: self.back_image(width, dpr))


def _cached(key, make) -> QPixmap:
    pm = _pixmaps.get(key)
    if pm is None:
        pm = QPixmap.fromImage(make())
        _pixmaps[key] = pm
        if len(_pixmaps) > _CACHE_MAX:
            _pixmaps.popitem(last=False)
    else:
        _pixmaps.move_to_end(key)
    return pm


def clear_cache() -> None:
    """Forget cached pixmaps (renderers stay: they are cheap and must outlive painting)."""
    _pixmaps.clear()


# ---------------------------------------------------------------- process-wide choice
_choice = {"pack": "piquet32", "four_colour": False, "indices": True}


def configure(*, pack: str | None = None, four_colour: bool | None = None, indices: bool | None = None) -> None:
    """Set the pack / four-colour / index choice used by :func:`card_pixmap`."""
    if pack is not None:
        if pack not in PACK_ART:
            raise ArtError(f"unknown pack {pack!r}; packs are {', '.join(PACK_ART)}")
        _choice["pack"] = pack
    if four_colour is not None:
        _choice["four_colour"] = bool(four_colour)
    if indices is not None:
        _choice["indices"] = bool(indices)


def art_for(c: Card | None = None) -> CardArt:
    """The CardArt that :func:`card_pixmap` uses for a card (or for backs when None)."""
    pack_set = PACK_ART[str(_choice["pack"])]
    ital = pack_set if pack_set != "french" else "tarocco"
    if c is None:
        s = pack_set
    elif c.suit in "CDHS":
        s = "french"
    elif c.suit == "#" and c.number > 21:
        s = "minchiate"
    else:
        s = ital
    return CardArt(s, four_colour=bool(_choice["four_colour"]), indices=bool(_choice["indices"]))


def card_pixmap(code, w: int, h: int, dpr: float = 1.0) -> QPixmap:
    """A w x h (logical) pixmap with the card -- or the back when ``code`` is None -- fitted in it."""
    c = None if code is None else _as_card(code)
    art = art_for(c)
    cw = min(w, round(h * ASPECT))
    pm = art.back_pixmap(cw, dpr) if c is None else art.pixmap(c, cw, dpr)
    if cw == w and art.height_for(cw) == h:
        return pm
    key = ("fit", art.art_set, None if c is None else c.id, w, h, float(dpr), art.indices)
    out = _pixmaps.get(key)
    if out is None:
        img = QImage(round(w * dpr), round(h * dpr), QImage.Format.Format_ARGB32_Premultiplied)
        img.fill(Qt.GlobalColor.transparent)
        img.setDevicePixelRatio(dpr)
        p = QPainter(img)
        p.drawPixmap(QPointF((w - cw) / 2, (h - art.height_for(cw)) / 2), pm)
        p.end()
        out = QPixmap.fromImage(img)
        _pixmaps[key] = out
    return out
