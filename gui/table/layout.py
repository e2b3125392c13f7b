"""Where everything lies on the shared table's felt: the scene's size and regions, where each
seat sits by the number of seats (:func:`places_for`, :func:`place_geometry`), the person's hand
in one row or two (:func:`hand_positions`), and the layout of every card and seat text for an
observation (:func:`lay_out`, :func:`seat_texts`), which the table calls after each step."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from gui.table.base import show_lines
from gui.table.cards import CARD_H, CARD_W, SMALL
from gui.table.hooks import Place

if TYPE_CHECKING:
    from gui.table.trick import TrickTable

__all__ = ["places_for", "place_geometry", "hand_positions", "hand_scale_for", "hand_rows", "hand_growth", "lay_out", "seat_texts", "small_pos", "ONE_ROW",
           "SCENE_W", "SCENE_H", "SW", "SH", "SMALL", "CENTRE", "CENTRE_2", "TRICK_RECT", "TRICK_RECT_2",
           "DISCARD_RECT", "HAND_RECT", "DECK_POS"]

SCENE_W, SCENE_H = 1200.0, 860.0
SW, SH = CARD_W * SMALL, CARD_H * SMALL
ONE_ROW = 14                                    # more cards than this: the hand in two rows
ROW_LIFT = 62                                   # how much of the back row shows above the front row
HAND_Y = SCENE_H - CARD_H - 14
HAND_RECT = QRectF(200, HAND_Y - ROW_LIFT - 30, SCENE_W - 400, CARD_H + ROW_LIFT + 40)
DISCARD_RECT = QRectF(10, SCENE_H - CARD_H - 50, 180, CARD_H + 40)
CENTRE = QPointF(SCENE_W / 2, 390)
TRICK_RECT = QRectF(CENTRE.x() - 240, CENTRE.y() - 200, 480, 400)
CENTRE_2 = QPointF(SCENE_W / 2, 430)            # two seats: the opponent's hand is full size at the top
TRICK_RECT_2 = QRectF(CENTRE_2.x() - 150, CENTRE_2.y() - CARD_H / 2 - 25, 300, CARD_H + 50)
DECK_POS = QPointF(CENTRE.x() - CARD_W / 2, CENTRE.y() - CARD_H / 2)
NEXT_DEAL_PAUSE_MS = 700    # at the fastest speed the next deal follows after this pause
PILE_ME = QPointF(SCENE_W - 150, SCENE_H - SH - 60)

# where the other seats sit, by how many there are, from the person's right round to the left
PLACES = {1: ("top",), 2: ("right", "left"), 3: ("right", "top", "left"),
          4: ("right", "top_right", "top_left", "left")}


def places_for(seats: int) -> tuple[str, ...]:
    """The places of seats 0..n-1 counted from the person: ``bottom`` first, then the others."""
    return ("bottom",) + PLACES.get(seats - 1, ())


def small_pos(top_left: QPointF, scale: float = SMALL) -> QPointF:
    """The item position that puts a card scaled about its centre with its top left at ``top_left``."""
    return QPointF(top_left.x() - CARD_W * (1 - scale) / 2, top_left.y() - CARD_H * (1 - scale) / 2)


def place_geometry(name: str, seats: int = 4) -> Place:
    cx, cy = CENTRE.x(), CENTRE.y()
    if seats == 2:
        c2 = CENTRE_2
        if name == "bottom":
            return Place(name, QPointF(HAND_RECT.left() + 4, HAND_RECT.top() - 26), QPointF(0, 0), QPointF(0, 0),
                         QPointF(c2.x() - CARD_W / 2 - 60, c2.y() - CARD_H / 2 + 30), PILE_ME)
        return Place(name, QPointF(SCENE_W / 2, 4), QPointF(SCENE_W / 2, 30), QPointF(52, 0),
                     QPointF(c2.x() - CARD_W / 2 + 60, c2.y() - CARD_H / 2 - 30), QPointF(SCENE_W - 12 - SW - 20, 40),
                     "centre", 1.0)
    if name == "bottom":
        return Place(name, QPointF(HAND_RECT.left() + 4, HAND_RECT.top() - 26), QPointF(0, 0), QPointF(0, 0),
                     QPointF(cx - CARD_W / 2, cy + 24), PILE_ME)
    if name == "top":
        return Place(name, QPointF(SCENE_W / 2, 8), QPointF(SCENE_W / 2, 40), QPointF(14, 0),
                     QPointF(cx - CARD_W / 2, cy - CARD_H - 24), QPointF(SCENE_W / 2 + 230, 40), "centre")
    if name in ("top_left", "top_right"):
        # five seats: the two at the top sit right of centre enough to leave the game's info
        # lines at the top left room for a line ("Spieler 3: Solo") beside the longest name
        x = SCENE_W * (0.36 if name == "top_left" else 0.74)
        dx = -1 if name == "top_left" else 1
        return Place(name, QPointF(x, 8), QPointF(x, 40), QPointF(12, 0),
                     QPointF(cx - CARD_W / 2 + dx * 62, cy - CARD_H - 14), QPointF(x + dx * 190 - SW / 2, 40),
                     "centre")
    if name == "left":
        return Place(name, QPointF(12, 182), QPointF(12, 214), QPointF(0, 14),
                     QPointF(cx - 78 - CARD_W, cy - CARD_H / 2 - 6), QPointF(12 + SW + 16, 214))
    return Place(name, QPointF(SCENE_W - 12, 182), QPointF(SCENE_W - 12 - SW, 214), QPointF(0, 14),
                 QPointF(cx + 78, cy - CARD_H / 2 - 6), QPointF(SCENE_W - 12 - SW - 16 - SW, 214), "right")


def hand_positions(n: int, scale: float = 1.0) -> list[QPointF]:
    """The position of each card of a hand of ``n`` cards: one row, or two once it holds more than
    :data:`ONE_ROW` (the back row first, its corners showing above the front row).  Cards of a
    hand ``scale`` times full size (a narrow felt, see ``TrickTable.fit_hand``) keep the hand's
    top where it is and reach further down, into the height the scene grew by
    (:func:`hand_growth`); they overlap more within the hand's width."""
    rows = [n] if hand_rows(n, scale) == 1 else [(n + 1) // 2, n // 2]
    w = CARD_W * scale
    out: list[QPointF] = []
    for r, k in enumerate(rows):
        y = HAND_Y - (ROW_LIFT if len(rows) == 2 else 0) + (ROW_LIFT * scale if len(rows) == 2 and r == 1 else 0)
        step = min(70.0 * scale, (HAND_RECT.width() - w) / max(k - 1, 1))
        x0 = HAND_RECT.center().x() - (step * (k - 1) + w) / 2 + (step / 2 if r == 1 and k < rows[0] else 0)
        out += [small_pos(QPointF(x0 + i * step, y), scale) for i in range(k)]
    return out


def hand_rows(n: int, scale: float = 1.0) -> int:
    """How many rows a hand of ``n`` cards takes: two beyond :data:`ONE_ROW` cards (a grown hand
    too: a card's middle stays its own only in the front row)."""
    return 1 if n <= ONE_ROW else 2


def hand_scale_for(n: int, scale: float) -> float:
    """The scale of a hand of ``n`` cards on a felt that allows ``scale``: no more than leaves
    more than half of each card's width in view (its middle, where a hand presses it, is its own)."""
    if scale <= 1.0:
        return 1.0
    longest = n if n <= ONE_ROW else (n + 1) // 2
    fit = HAND_RECT.width() / (((longest - 1) * 0.55 + 1) * CARD_W)      # step >= 0.55 of a card
    return max(1.0, min(scale, int(fit * 100) / 100))


def hand_growth(scale: float) -> float:
    """How much taller the scene is for a hand ``scale`` times full size (two rows at most)."""
    return (CARD_H + ROW_LIFT) * (scale - 1)


def lay_out(table: TrickTable, obs: Any, dur: int, dealing: bool) -> None:
    s = table.live
    me = s.human
    n = table.seats()
    place: dict[str, tuple[QPointF, float, bool, bool, float]] = {}   # key -> (pos, z, face, back, scale)
    myturn = table.waiting_for_human()
    cards_legal, several, _ = table.split_actions(obs.legal_actions) if myturn else ({}, [], [])
    advised = table._advised() if myturn else None
    hinted = set()
    if advised is not None:
        hinted = {c.code for c in getattr(advised, "cards", ()) or ()}
        if getattr(advised, "card", None) is not None:
            hinted.add(advised.card.code)
    if table.guide is not None and myturn:
        hinted = set(table.guide.hint_cards(table.selected))
    held = table.hold_until_gathered
    held_cards = {c for _, c in held[0]} if held else set()

    # the hand, one row or two
    hand = table._hand_cards(obs)
    k = hand_scale_for(len(hand), getattr(table, "hand_scale", 1.0))
    for i, (c, p) in enumerate(zip(hand, hand_positions(len(hand), k))):
        place[c.code] = (p, 100 + i, True, False, k)
    # chosen cards and the discards the game shows
    shown_discards = list(table.selected) + [c for c in table.hooks.discards(obs) if c not in table.selected]
    show_discard_zone = bool(several) or bool(shown_discards) or any(
        table.hooks.card_zone(a, obs) == "discard" for a in cards_legal.values())
    table.discard_zone.setVisible(show_discard_zone)
    table.discard_label.setVisible(show_discard_zone)
    ds = table.hooks.discard_scale
    dstep = min(22.0, (DISCARD_RECT.width() - 20 - CARD_W * ds) / max(len(shown_discards) - 1, 1))
    for i, c in enumerate(shown_discards):
        place[c.code] = (small_pos(QPointF(DISCARD_RECT.left() + 10 + i * dstep, DISCARD_RECT.top() + 30), ds),
                         50 + i, True, False, ds)
    # card actions whose card is not in the hand (a card to hand over...) lie in the middle
    loose = [c for c in cards_legal if c not in obs.hand]
    w = min(70.0, 480.0 / max(len(loose), 1))
    for i, c in enumerate(sorted(loose, key=table.hooks.sort_key)):
        place[c.code] = (QPointF(CENTRE.x() - (w * (len(loose) - 1) + CARD_W) / 2 + i * w,
                                 CENTRE.y() - CARD_H / 2), 300 + i, True, False, 1.0)

    # the other seats: known cards face up, the rest as backs
    in_trick = {c for _, c in obs.trick} | held_cards
    for seat in range(n):
        if seat == me:
            continue
        g = table.place_of(seat, obs)
        size = obs.hand_sizes[seat] if obs.hand_sizes and seat < len(obs.hand_sizes) else 0
        known = [c for c in sorted(table.hooks.known_cards(obs, seat), key=table.hooks.sort_key)
                 if c not in in_trick][:size]
        backs = size - len(known)
        horizontal = g.step.x() > 0
        origin = QPointF(g.fan)
        if g.scale >= 1.0:      # a full-size hand: the cards seen face up in it, then the backs
            step = min(g.step.x(), (SCENE_W - 560 - CARD_W) / max(size - 1, 1))
            x0 = g.fan.x() - (step * max(size - 1, 0) + CARD_W) / 2
            for i in range(size):
                tl = QPointF(x0 + i * step, g.fan.y())
                if i < len(known):
                    place[known[i].code] = (tl, 100 + i, True, False, 1.0)
                else:
                    place[f"hand{seat}:{i - len(known)}"] = (tl, 100 + i, False, True, 1.0)
            continue
        if horizontal:
            total = g.step.x() * max(backs - 1, 0) + SW
            origin = QPointF(g.fan.x() - total / 2, g.fan.y())
        for i in range(backs):
            place[f"hand{seat}:{i}"] = (small_pos(origin + g.step * i), 100 + i, False, True, SMALL)
        # the cards of that hand the person has seen lie face up beside it
        ks = min(26.0, 240.0 / max(len(known), 1))
        for i, c in enumerate(known):
            if horizontal:
                tl = QPointF(g.fan.x() - (ks * (len(known) - 1) + SW) / 2 + i * ks, g.fan.y() + SH + 6)
            elif g.name == "left":
                tl = QPointF(g.fan.x() + SW + 12 + i * ks, g.fan.y())
            else:
                tl = QPointF(g.fan.x() - SW - 12 - i * ks, g.fan.y())
            place[c.code] = (small_pos(tl), 200 + (i if g.name != "right" else -i), True, False, SMALL)

    # the game's own zones; a zone the game no longer shows goes, with its title (no stale labels)
    zones = list(table.hooks.zones(table, obs))
    for key, (frame, title) in table.zone_items.items():
        if key not in {z.key for z in zones}:
            frame.setVisible(False)
            title.setText("")
    for zone in zones:
        frame, title = table._zone_item(zone.key)
        frame.setRect(zone.rect)
        frame.setPen(QPen(QColor(230, 220, 170, 60), 1, Qt.PenStyle.DotLine) if zone.outline else QPen(Qt.PenStyle.NoPen))
        frame.setVisible(True)
        title.setText(zone.title)
        title.setPos(zone.rect.left() + 4, zone.rect.bottom() + 2)
        cw = CARD_W * zone.scale
        k = len(zone.cards)
        step = zone.step or min(cw * 0.6, (zone.rect.width() - 12 - cw) / max(k - 1, 1))
        for i, c in enumerate(zone.cards):
            tl = QPointF(zone.rect.left() + 6 + i * step, zone.rect.top() + 6)
            key = c.code if c is not None else f"{zone.key}:{i}"
            place[key] = (small_pos(tl, zone.scale), 60 + i, c is not None, c is None, zone.scale)

    # the trick (or the finished one, held a moment; or the last one, shown again)
    cur = list(held[0]) if held else list(table.showing_last[0]) if table.showing_last else list(obs.trick)
    for i, (seat, c) in enumerate(cur):
        place[c.code] = (table.place_of(seat, obs).trick, 300 + i, True, False, 1.0)
    table.trick_zone.setRect(table.trick_rect)

    # won tricks as small piles of backs in front of each seat
    # won tricks, face down on their winner's pile: the real cards when the observation lists
    # the tricks, else as many backs as ``tricks_taken`` counts
    tricks = table._tricks(obs)
    heights: dict[str, int] = {}
    if tricks is not None:
        for cards, winner in tricks:
            if held and {c for _, c in cards} == held_cards:
                continue
            key, tl = table.hooks.pile_for(table, obs, winner)
            j = heights.get(key, 0)
            heights[key] = j + 1
            for m, (_q, c) in enumerate(cards):
                if c.code not in place:
                    place[c.code] = (small_pos(tl + QPointF(min(j, 12) * 2 + m, -min(j, 12) * 1.5)),
                                     20 + 4 * j + m, False, False, SMALL)
    else:
        for seat, k in enumerate((obs.tricks_taken or ())[:n]):
            key, tl = table.hooks.pile_for(table, obs, seat)
            k -= 1 if held and held[1] == seat else 0
            for j in range(min(max(k, 0), 8)):
                place[f"{key}:{heights.get(key, 0) + j}"] = (small_pos(tl + QPointF(j * 3, -j * 2)), 20 + j,
                                                             False, True, SMALL)
            heights[key] = heights.get(key, 0) + max(k, 0)

    # move everything
    if dealing and dur:
        table._hide_all_cards()
    hand_codes = {c.code for c in hand} | {c.code for c in table.selected}
    legal_codes = {c.code for c in cards_legal} | ({c.code for c in obs.hand} if several else set())
    seen_keys = set()
    for order, (key, (pos, z, face, is_back, scale)) in enumerate(place.items()):
        it = table._back(key) if is_back else table._item(key)
        seen_keys.add(key)
        if not it.isVisible():
            it.setPos(DECK_POS)
            it.setVisible(True)
        if not is_back:
            it.set_face(key, face)
        if it.scale() != scale:
            it.setScale(scale)
        it.draggable = not is_back and key in hand_codes | {c.code for c in loose}
        it.set_marks(legal=key in legal_codes and myturn and not several, focus=False, hint=key in hinted)
        it.move_to(pos, z, dur + (min(order, 60) * 6 if dealing and dur else 0))
    table._placed(seen_keys, len(hand))
    seat_texts(table, obs)
    place_zone_titles(table, zones, place)
    table.hooks.felt_texts(table, obs)
    show_lines(table.log_list, table.log_lines[-300:], table.HEADING)


def seat_texts(table: TrickTable, obs: Any) -> None:
    s = table.session
    if s is None:
        return
    n = table.seats()
    me = s.human
    partners = table.partners()
    for seat in range(n):
        lab, note, pile = table._seat_label(seat)
        g = table.place_of(seat, obs)
        role = []
        if seat in partners:
            role.append(table.hooks.role_word(table, seat, "partner") or QCoreApplication.translate("TrickTable", "partner"))
        if seat == obs.dealer:
            role.append(QCoreApplication.translate("TrickTable", "dealer"))
        text = table.seat_title(seat, obs)
        if seat in partners and role[0].casefold() in text.casefold():     # "Partner", "Player 2 ★ partner"
            role = role[1:]
        text += f" ({', '.join(role)})" if role else ""
        if seat != me and obs.hand_sizes and seat < len(obs.hand_sizes) and obs.hand_sizes[seat]:
            k = obs.hand_sizes[seat]
            text += " — " + (QCoreApplication.translate("TrickTable", "1 card") if k == 1 else
                             QCoreApplication.translate("TrickTable", "%1 cards").replace("%1", str(k)))
        if obs.to_move == seat and not s.is_over() and not table.between_deals:
            text += "  ◀"
        lab.setText(text)
        lab.setBrush(QColor(255, 236, 160) if obs.to_move == seat else QColor(240, 232, 200))
        note.setText(table.hooks.seat_note(table, seat, obs))
        k = obs.tricks_taken[seat] if obs.tricks_taken and seat < len(obs.tricks_taken) else 0
        pile.setText(QCoreApplication.translate("TrickTable", "Tricks: %1").replace("%1", str(k)) if k else "")
        br, nb = lab.boundingRect(), note.boundingRect()
        if g.align == "centre":
            lab.setPos(g.label.x() - br.width() / 2, g.label.y())
            size = obs.hand_sizes[seat] if obs.hand_sizes else 0
            known = 1 if seat != me and g.scale < 1 and table.hooks.known_cards(obs, seat) else 0
            note.setPos(g.label.x() - nb.width() / 2,
                        g.fan.y() + (CARD_H * g.scale + 6 if size else 0) + known * (SH + 4))
        elif g.align == "right":
            lab.setPos(g.label.x() - br.width(), g.label.y())
            note.setPos(g.fan.x() - 12 - nb.width(), g.fan.y() + SH + 12)
        else:
            lab.setPos(g.label)
            if seat == me:
                n_hand = len(table._hand_cards(obs))
                rows = hand_rows(n_hand, hand_scale_for(n_hand, table.hand_scale))
                lab.setPos(g.label.x(), HAND_Y - (ROW_LIFT if rows == 2 else 0) - 30)
                note.setPos(g.label.x() + br.width() + 16, lab.y() + 2)
            else:
                note.setPos(g.fan.x() + SW + 12, g.fan.y() + SH + 12)
        pile.setPos(g.pile.x(), g.pile.y() + SH + 2)
        if pile.text() and note.text() and note.sceneBoundingRect().intersects(pile.sceneBoundingRect()):
            note.setY(pile.sceneBoundingRect().bottom() + 2)    # the seat's note under its tricks' count
        if table.thinking and table.thinking_seat == seat:
            table.thinking_text.setText(QCoreApplication.translate("TrickTable", "thinking") + "." * table._think_dots)
            place_thinking(table, lab, g.align)
    if not table.thinking:
        table.thinking_text.setText("")


def place_zone_titles(table: TrickTable, zones: list, place: dict) -> None:
    """Each zone's title under its zone, or, where that would run over a seat's name or note or
    a card (a request's name over the left seat's name), to its right or above it;
    always inside the felt."""
    texts = [it.sceneBoundingRect() for it in table.scene.items()
             if isinstance(it, QGraphicsSimpleTextItem) and it.isVisible() and it.text()
             and it is not table.banner and it not in {t for _f, t in table.zone_items.values()}]
    for zone in zones:
        _frame, title = table._zone_item(zone.key)
        if not zone.title:
            continue
        tb = title.boundingRect()
        own = {c.code if c is not None else f"{zone.key}:{i}" for i, c in enumerate(zone.cards)}
        cards = [QRectF(pos + QPointF(CARD_W * (1 - scale) / 2, CARD_H * (1 - scale) / 2),
                        QSizeF(CARD_W * scale, CARD_H * scale))            # scaled about the card's centre
                 for key, (pos, _z, _f, _b, scale) in place.items() if key not in own]
        r = zone.rect
        spots = [QPointF(r.left() + 4, r.bottom() + 2), QPointF(r.right() + 6, r.top() + 2),
                 QPointF(r.left() + 4, r.top() - tb.height() - 2)]
        for p in spots:
            box = QRectF(p, tb.size())
            if (table.scene.sceneRect().contains(box) and not any(box.intersects(o) for o in texts)
                    and not any(box.intersects(c) for c in cards)):
                title.setPos(p)
                break
        else:
            title.setPos(spots[0])
        texts.append(title.sceneBoundingRect())


def place_thinking(table: "TrickTable", lab: Any, align: str) -> None:
    """"thinking…" beside the seat's name, on the side where it covers no other text on the
    felt (a German "überlegt …" ran over a game's own seat note), else under the name."""
    t = table.thinking_text
    tb = t.boundingRect()
    lb = lab.sceneBoundingRect()
    right = QPointF(lb.right() + 12, lb.top() + 2)
    left = QPointF(lb.left() - tb.width() - 12, lb.top() + 2)
    spots = [left, right] if align == "right" else [right, left]
    spots.append(QPointF(lb.center().x() - tb.width() / 2, lb.bottom() + 2))
    others = [it.sceneBoundingRect() for it in table.scene.items()
              if isinstance(it, QGraphicsSimpleTextItem) and it is not t and it is not lab and it.isVisible()
              and it.text()]
    for p in spots:
        r = QRectF(p, tb.size())
        if r.left() >= 4 and r.right() <= SCENE_W - 4 and not any(r.intersects(o) for o in others):
            t.setPos(p)
            return
    t.setPos(spots[0])
