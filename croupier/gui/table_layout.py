"""Where everything sits on the table, for 2 to 8 seats and any window shape.

The dealer is at the bottom centre. Seats go clockwise from the dealer's left (RULES.md §0): seat 1
at the lower left, up the left side, across the top and down the right. Seats are spread evenly
along an oval measured in seat-sized steps, so tall and wide seats get the same room; the seat size
shrinks until no two seats (nor a seat and the dealer's place) overlap, and no seat or bet reaches
the middle of the table, where the pot and its label and the community card lie.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSizeF

__all__ = ["SCENE_HEIGHT", "SeatGeometry", "TableGeometry", "layout_table", "pot_scale_of"]

SCENE_HEIGHT = 1000.0  # scene units; the width follows the view's shape

# Seat parts at scale 1, in scene units.
CARD_W = 84.0
CARD_H = CARD_W * 7 / 5
DOWN_STEP = 32.0  # down cards overlap most, yet a tabled one's corner index stays clear (0.36 wide)
UP_STEP = 46.0  # up cards overlap leaving the corner index readable
GROUP_GAP = 12.0
PLATE_H = 66.0
PLATE_W = 270.0
PLATE_GAP = 8.0
MAX_DOWN = 3
MAX_UP = 4

_SAMPLES = 1440
_MARGIN = 8.0
_PAD = 6.0  # free space kept between two seats
_BET_W, _BET_H = 200.0, 76.0  # the room a bet takes in front of a seat (chips and label), at scale 1
_POT_W, _POT_H = 470.0, 120.0  # the pot's chips (six stacks of twenty) and a long label, at its scale
_FIRST_SEAT_MAX = 0.2  # seat 1's place, as a share of the way round from the dealer (0.25: level)


@dataclass(frozen=True, slots=True)
class SeatGeometry:
    """One seat's places: the whole box, its name plate, its card row and its bet."""

    seat: int
    box: QRectF
    plate: QRectF
    cards: QRectF
    bet: QPointF
    plate_above: bool

    def down_card(self, index: int, scale: float) -> QPointF:
        """Top-left corner of the seat's ``index``-th down card (0-based)."""
        return QPointF(self.cards.x() + index * DOWN_STEP * scale, self.cards.y())

    def up_card(self, index: int, scale: float) -> QPointF:
        """Top-left corner of the seat's ``index``-th up card (0-based), after the down cards."""
        start = (CARD_W + (MAX_DOWN - 1) * DOWN_STEP + GROUP_GAP) * scale
        return QPointF(self.cards.x() + start + index * UP_STEP * scale, self.cards.y())


@dataclass(frozen=True, slots=True)
class TableGeometry:
    """The table for one seat count and shape; every point in scene units."""

    scene: QRectF
    felt: QRectF
    rail: float
    scale: float
    card: QSizeF
    dealer: QRectF
    pot: QPointF
    community: QPointF
    stub: QPointF
    burns: QPointF
    seats: tuple[SeatGeometry, ...]

    def seat(self, number: int) -> SeatGeometry:
        return self.seats[number - 1]


def _seat_size(scale: float) -> QSizeF:
    row = CARD_W + (MAX_DOWN - 1) * DOWN_STEP + GROUP_GAP + CARD_W + (MAX_UP - 1) * UP_STEP
    return QSizeF(max(row, PLATE_W) * scale, (CARD_H + PLATE_GAP + PLATE_H) * scale)


# The oval's sample points' directions, the same for every layout (one layout measures the oval
# for each seat size it tries, a dozen times or more in one resize of the window).
_SAMPLE_DIRECTIONS = tuple(
    (math.cos(theta), math.sin(theta))
    for theta in (math.pi / 2 + 2 * math.pi * step / _SAMPLES for step in range(1, _SAMPLES + 1))
)


def _angles(count: int, a: float, b: float, size: QSizeF) -> tuple[float, ...]:
    """Angles (screen coordinates, y down, 90° = bottom) of ``count`` seats, clockwise from the
    dealer's left, evenly spaced along the ellipse measured in seat widths and heights."""
    return _angles_of(count, a, b, size.width(), size.height())


@functools.lru_cache(maxsize=256)
def _angles_of(count: int, a: float, b: float, width: float, height: float) -> tuple[float, ...]:
    # Kept: a quiz's next table of another size, and the window's, measures the same ovals again.
    lengths = [0.0]
    length = 0.0
    previous = (0.0, b / height)
    for cos, sin in _SAMPLE_DIRECTIONS:
        point = (a * cos / width, b * sin / height)
        length += math.dist(previous, point)
        lengths.append(length)
        previous = point
    total = lengths[-1]
    # Seat 1 and seat N flank the dealer; with few players they still sit below the middle.
    first = min(1 / (count + 1), _FIRST_SEAT_MAX)
    angles = []
    index = 0
    for seat in range(1, count + 1):
        target = total * (first + (1 - 2 * first) * (seat - 1) / (count - 1))
        while lengths[index + 1] < target:
            index += 1
        part = (target - lengths[index]) / (lengths[index + 1] - lengths[index])
        angles.append(math.pi / 2 + 2 * math.pi * (index + part) / _SAMPLES)
    return tuple(angles)


def _exit_distance(box: QRectF, dx: float, dy: float) -> float:
    """How far a ray from the box's centre in direction (dx, dy) (unit) runs inside the box."""
    limits = []
    if abs(dx) > 1e-9:
        limits.append(box.width() / 2 / abs(dx))
    if abs(dy) > 1e-9:
        limits.append(box.height() / 2 / abs(dy))
    return min(limits)


def _seats(count: int, scene: QRectF, scale: float) -> list[SeatGeometry]:
    size = _seat_size(scale)
    centre = scene.center()
    a = scene.width() / 2 - size.width() / 2 - _MARGIN
    b = scene.height() / 2 - size.height() / 2 - _MARGIN
    seats = []
    for number, theta in enumerate(_angles(count, a, b, size), start=1):
        middle = QPointF(centre.x() + a * math.cos(theta), centre.y() + b * math.sin(theta))
        box = QRectF(QPointF(0, 0), size)
        box.moveCenter(middle)
        plate_above = middle.y() < centre.y()
        plate = QRectF(0, 0, PLATE_W * scale, PLATE_H * scale)
        row = QRectF(0, 0, size.width(), CARD_H * scale)
        if plate_above:
            plate.moveCenter(QPointF(middle.x(), box.top() + plate.height() / 2))
            row.moveBottomLeft(box.bottomLeft())
        else:
            plate.moveCenter(QPointF(middle.x(), box.bottom() - plate.height() / 2))
            row.moveTopLeft(box.topLeft())
        dx, dy = centre.x() - middle.x(), centre.y() - middle.y()
        length = math.hypot(dx, dy) or 1.0
        dx, dy = dx / length, dy / length
        # Out of the seat's box by the ray, then by a bet's own half-size along it (a stack of a
        # few columns and its label, centred on the point), so that no bet lies over a card.
        stack = QRectF(0, 0, _BET_W * scale, _BET_H * scale)
        reach = _exit_distance(box, dx, dy) + _exit_distance(stack, dx, dy) + 8 * scale
        bet = QPointF(middle.x() + dx * reach, middle.y() + dy * reach)
        seats.append(SeatGeometry(number, box, plate, row, bet, plate_above))
    return seats


def _dealer_zone(scene: QRectF, scale: float) -> QRectF:
    width = 400 * max(scale, 0.8)
    height = 150 * max(scale, 0.8) + 70
    return QRectF(scene.center().x() - width / 2, scene.bottom() - height, width, height)


def pot_scale_of(scale: float) -> float:
    """The pot's size beside the seats': a little larger, and readable however many seats."""
    return max(scale * 1.2, 0.8)


def _centre_zone(scene: QRectF, scale: float) -> QRectF:
    """The middle of the table that no seat's cards or bet may reach: the pot's chips with their
    label (a long amount: "Pot 12,345") and, below, the community card's place."""
    pot_scale = pot_scale_of(scale)
    centre = scene.center()
    pot = QRectF(0, 0, _POT_W * pot_scale, _POT_H * pot_scale)
    pot.moveCenter(QPointF(centre.x(), centre.y() - 40))
    card = QRectF(0, 0, CARD_W * scale, CARD_H * scale)
    card.moveCenter(QPointF(centre.x(), centre.y() + 110 * scale))
    return pot.united(card)


def _bet_rect(seat: SeatGeometry, scale: float) -> QRectF:
    rect = QRectF(0, 0, _BET_W * scale, _BET_H * scale)
    rect.moveCenter(seat.bet)
    return rect


def _overlaps(seats: list[SeatGeometry], dealer: QRectF, centre: QRectF, scale: float) -> bool:
    boxes = [seat.box.adjusted(-_PAD, -_PAD, _PAD, _PAD) for seat in seats]
    bets = [_bet_rect(seat, scale) for seat in seats]
    for i, box in enumerate(boxes):
        if box.intersects(dealer) or box.intersects(centre) or bets[i].intersects(centre):
            return True
        if any(box.intersects(other) for other in boxes[i + 1 :]):
            return True
        if any(bets[i].intersects(other) for j, other in enumerate(boxes) if j != i):
            return True
    return False


def layout_table(count: int, aspect: float, *, max_scale: float = 1.1) -> TableGeometry:
    """The table for ``count`` seats (2..8) in a scene ``aspect`` (width / height) wide."""
    if not 2 <= count <= 8:
        raise ValueError(f"a stud table seats 2 to 8 players, not {count}")
    aspect = min(max(aspect, 1.0), 2.4)
    scene = QRectF(0, 0, SCENE_HEIGHT * aspect, SCENE_HEIGHT)
    scale = max_scale
    seats = _seats(count, scene, scale)
    while scale > 0.3 and _overlaps(seats, _dealer_zone(scene, scale), _centre_zone(scene, scale), scale):
        scale *= 0.96
        seats = _seats(count, scene, scale)
    rail = 34.0
    felt = scene.adjusted(4, 4, -4, -4)
    centre = scene.center()
    zone = _dealer_zone(scene, scale)
    tools_y = zone.top() + 20 + CARD_H * scale / 2
    dealer = QRectF(0, 0, 230, 48)
    dealer.moveCenter(QPointF(centre.x(), scene.bottom() - 30))
    return TableGeometry(
        scene=scene,
        felt=felt,
        rail=rail,
        scale=scale,
        card=QSizeF(CARD_W * scale, CARD_H * scale),
        dealer=dealer,
        pot=QPointF(centre.x(), centre.y() - 40),
        community=QPointF(centre.x(), centre.y() + 110 * scale),
        stub=QPointF(centre.x() + 112 * max(scale, 0.8), tools_y),
        burns=QPointF(centre.x() - 112 * max(scale, 0.8), tools_y),
        seats=tuple(seats),
    )
