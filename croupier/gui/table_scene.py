"""The table as a graphics scene: felt, seats, cards, bets, pot, stub, burns and community card.

``set_state`` shows a ``TableState``; when asked to animate, it compares the new state with the one
shown and slides what moved: a new card from the stub to its seat, chips from a seat to its bet or
the pot, bets into the pot, the pot to the winners. ``set_aspect`` re-lays the table for the view's
shape, so the seats use the room a wide or a tall window gives.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, QSizeF, Signal
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsSceneMouseEvent

from croupier.engine.cards import Card
from croupier.gui import theme
from croupier.gui.card_art import CardArt
from croupier.gui.card_item import CardItem
from croupier.gui.chip_stack import ChipStackItem
from croupier.gui.felt_item import FeltItem
from croupier.gui.motion import Motion
from croupier.gui.pile_item import PileItem
from croupier.gui.seat_item import Badge, SeatPlateItem
from croupier.gui.table_layout import TableGeometry, layout_table, pot_scale_of
from croupier.i18n import format_chips, street_name
from croupier.training.table_state import SeatState, TableState

__all__ = ["TableScene"]

_SEAT_KEY = 0  # QGraphicsItem.data() slot holding the seat number of seat items
_Z_CARD = 20
_Z_CHIPS = 40
_Z_MOVING = 60
_STAGGER_MS = 50

CardKey = tuple[str, int]  # ("down" | "up", index in the order received)


class TableScene(QGraphicsScene):
    """Draws one ``TableState`` at a time. Emits ``seat_clicked(seat)`` when a seat is clicked."""

    seat_clicked = Signal(int)

    def __init__(self, art: CardArt, motion: Motion | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.art = art
        self.motion = motion if motion is not None else Motion(self)
        self.setBackgroundBrush(theme.BACKGROUND)
        self._aspect = 1.4
        self._state: TableState | None = None
        self._geometry: TableGeometry | None = None
        self._felt = FeltItem()
        self.addItem(self._felt)
        size = QSizeF(60, 84)
        self._stub = PileItem(art, size, cut_card=True)
        self._burns = PileItem(art, size, fanned=True)
        self._spot = PileItem(art, size)
        self._pot = ChipStackItem()
        self._pot.setZValue(_Z_CHIPS)
        for item in (self._stub, self._burns, self._spot, self._pot):
            self.addItem(item)
        self._community: CardItem | None = None
        self._plates: dict[int, SeatPlateItem] = {}
        self._bets: dict[int, ChipStackItem] = {}
        self._cards: dict[int, dict[CardKey, CardItem]] = {}
        self._ghosts: list[QGraphicsItem] = []
        self._raised: dict[int, set[CardKey]] = {}
        # What each seat's items show (the seat, whether it is to act, the chip set): a seat as it
        # was is left alone (a duty changes a seat or two; each item set anew is painted again).
        self._seats_shown: dict[int, tuple[SeatState, bool, object]] = {}
        self._pressed_seat: int | None = None

    # ----------------------------------------------------------------------------- queries

    @property
    def state(self) -> TableState | None:
        return self._state

    @property
    def geometry(self) -> TableGeometry | None:
        return self._geometry

    def plate(self, seat: int) -> SeatPlateItem:
        return self._plates[seat]

    def card_items(self, seat: int) -> dict[CardKey, CardItem]:
        """The seat's cards on the table, keyed by ("down" | "up", index)."""
        return dict(self._cards.get(seat, {}))

    def piles(self) -> tuple[PileItem, PileItem]:
        """(the stub, the burn pile)."""
        return self._stub, self._burns

    # ----------------------------------------------------------------------------- showing

    def set_aspect(self, aspect: float) -> None:
        """Lay the table out for a view ``aspect`` (width / height) wide."""
        if abs(aspect - self._aspect) < 0.01 and self._geometry is not None:
            return
        self._aspect = aspect
        if self._state is not None:
            self._layout(len(self._state.seats))
            self._show(self._state, None, animate=False)

    def set_state(self, state: TableState, *, animate: bool = True) -> None:
        """Show ``state``; slide what changed since the last state when ``animate`` is on."""
        self.motion.finish()
        previous = self._state
        if self._geometry is None or previous is None or len(previous.seats) != len(state.seats):
            self._layout(len(state.seats))
            previous = None
        self._state = state
        self._show(state, previous, animate=animate and previous is not None)

    def retranslate(self) -> None:
        """Write every label again in the language now installed."""
        self._felt.set_dealer_text(self.tr("Dealer (you)"))
        self._seats_shown.clear()  # every label in the new language
        if self._state is not None:
            self._show(self._state, None, animate=False)

    def summary(self) -> str:
        """The table in one sentence, for screen readers and the view's accessible description."""
        state = self._state
        if state is None:
            return self.tr("No hand is being dealt.")
        parts = [street_name(state.street), self.tr("Pot {amount}").format(amount=format_chips(state.pot))]
        if state.actor is not None:
            parts.append(self.tr("Seat {number} to act").format(number=state.actor))
        return ". ".join(parts) + "."

    # ----------------------------------------------------------------------------- layout

    def _layout(self, count: int) -> None:
        self.motion.finish()
        self._seats_shown.clear()  # placed anew: every seat shown again
        geometry = layout_table(count, self._aspect)
        self._geometry = geometry
        self.setSceneRect(geometry.scene)
        self._felt.set_geometry(geometry.felt, geometry.rail, geometry.dealer)
        self._felt.set_dealer_text(self.tr("Dealer (you)"))
        for pile, point in ((self._stub, geometry.stub), (self._burns, geometry.burns)):
            pile.set_card_size(geometry.card * 0.8)
            pile.setPos(point)
        self._spot.set_card_size(geometry.card)
        self._spot.setPos(geometry.community)
        self._pot.set_stack_scale(pot_scale_of(geometry.scale))
        self._pot.setPos(geometry.pot)
        for seat in list(self._plates):
            if seat > count:
                self._drop_seat(seat)
        for number in range(1, count + 1):
            if number not in self._plates:
                plate = SeatPlateItem(number)
                plate.setData(_SEAT_KEY, number)
                self.addItem(plate)
                self._plates[number] = plate
                bet = ChipStackItem()
                bet.setZValue(_Z_CHIPS)
                bet.setData(_SEAT_KEY, number)
                self.addItem(bet)
                self._bets[number] = bet
                self._cards[number] = {}
            seat_geometry = geometry.seat(number)
            self._plates[number].set_rect(seat_geometry.plate)
            self._bets[number].set_stack_scale(geometry.scale)
            self._bets[number].setPos(seat_geometry.bet)
            for item in self._cards[number].values():
                item.set_size(geometry.card)
        if self._community is not None:
            self._community.set_size(geometry.card)

    def _drop_seat(self, seat: int) -> None:
        for item in (self._plates.pop(seat), self._bets.pop(seat), *self._cards.pop(seat, {}).values()):
            self.removeItem(item)

    # ----------------------------------------------------------------------------- state

    def _show(self, state: TableState, previous: TableState | None, *, animate: bool) -> None:
        geometry = self._geometry
        assert geometry is not None
        self._stub.set_pile(state.stub, self.tr("Stub {count}").format(count=state.stub))
        self._burns.set_pile(state.burns, self.tr("Burn {count}").format(count=state.burns))
        # What each pile is, where it is seen: the tip names the rules (a graphics item, not a widget, so
        # a right click does not open them as it does on the window's widgets).
        self._stub.setToolTip(
            self.tr("The stub: the cards still to deal, the cut card under them (R2.5, R6.5)")
        )
        self._burns.setToolTip(self.tr("The burn cards: one burned before each street from Fourth on (R6.2)"))
        # The community card's place, labelled, shows once R6.6 has put a card there.
        self._spot.set_pile(0, self.tr("Community card"))
        self._spot.setVisible(state.community is not None)
        self._pot.set_chips(
            state.pot,
            self.tr("Pot ?")
            if state.pot_hidden
            else self.tr("Pot {amount}").format(amount=format_chips(state.pot)),
            pile=state.pot_chips,
            chips=state.chips,
        )
        dealt = 0
        if animate and previous is not None and state.burns > previous.burns:
            self._ghost_card(geometry.burns)
        for seat in state.seats:
            shown = (seat, state.actor == seat.seat, state.chips)
            if self._seats_shown.get(seat.seat) == shown:
                continue  # as it was: nothing moved, nothing to write or paint again
            self._seats_shown[seat.seat] = shown
            before = previous.seat(seat.seat) if previous is not None else None
            dealt = self._show_seat(state, seat, before, animate=animate, dealt=dealt)
            if animate and previous is not None and before is not None:
                self._move_chips(state, previous, seat, before)
        self._show_community(state.community, animate=animate)

    def _badge(self, state: TableState, seat: SeatState) -> tuple[Badge, str]:
        if seat.won > 0:
            return Badge.WON, self.tr("Wins {amount}").format(amount=format_chips(seat.won))
        if seat.killed:
            return Badge.KILLED, self.tr("Dead hand")
        if seat.mucked:
            return Badge.MUCKED, self.tr("Mucked")
        if seat.folded:
            return Badge.FOLDED, self.tr("Folded")
        if state.actor == seat.seat:
            return Badge.TO_ACT, self.tr("To act")
        if seat.all_in:
            return Badge.ALL_IN, self.tr("All-in")
        return Badge.NONE, ""

    def _show_seat(
        self, state: TableState, seat: SeatState, before: SeatState | None, *, animate: bool, dealt: int
    ) -> int:
        geometry = self._geometry
        assert geometry is not None
        place = geometry.seat(seat.seat)
        name = seat.name or self.tr("Seat {number}").format(number=seat.seat)
        badge, badge_text = self._badge(state, seat)
        short = f"+{format_chips(seat.won)}" if badge is Badge.WON else ""  # "Gewinnt 1.815" crowds the stack
        self._plates[seat.seat].set_texts(name, format_chips(seat.stack), badge, badge_text, short)
        self._bets[seat.seat].set_chips(
            seat.bet, format_chips(seat.bet), pile=seat.bet_chips, chips=state.chips
        )
        wanted: dict[CardKey, tuple[Card | None, QPointF, bool]] = {}
        if seat.in_hand:
            for index, card in enumerate(seat.down):
                wanted["down", index] = (card, place.down_card(index, geometry.scale), card is not None)
            for index, up in enumerate(seat.up):
                wanted["up", index] = (up, place.up_card(index, geometry.scale), False)
        items = self._cards[seat.seat]
        for key in [key for key in items if key not in wanted]:
            self.removeItem(items.pop(key))
        # Raised away from the seat's name plate (never sideways: a card moved along the row would
        # hide its neighbour's corner index).
        lift = QPointF(0, geometry.card.height() * 0.22 * (1 if place.plate_above else -1))
        self._raised[seat.seat] = set()
        for key, (card, place_at, hole) in wanted.items():
            target = place_at
            if card is not None and card in seat.raised:
                # The five cards a tabled hand plays stand out from the other two (R9.7).
                target = place_at + lift
                self._raised[seat.seat].add(key)
            item = items.get(key)
            if item is None:
                item = CardItem(self.art, card, geometry.card)
                item.setData(_SEAT_KEY, seat.seat)
                self.addItem(item)
                items[key] = item
                item.setZValue(_Z_CARD + (0 if key[0] == "down" else 3) + key[1])
                if animate:
                    self._deal(item, target, dealt)
                    dealt += 1
                else:
                    item.setPos(target)
            else:
                item.setPos(target)
            item.set_face(card, dead=seat.killed, hole=hole)
        return dealt

    def _deal(self, item: CardItem, target: QPointF, order: int) -> None:
        item.setZValue(item.zValue() + _Z_MOVING)
        base = item.zValue() - _Z_MOVING

        def landed() -> None:
            item.setZValue(base)

        self.motion.slide(item, self._stub_corner(), target, delay=order * _STAGGER_MS, done=landed)

    def _stub_corner(self) -> QPointF:
        geometry = self._geometry
        assert geometry is not None
        return geometry.stub - QPointF(geometry.card.width() / 2, geometry.card.height() / 2)

    def _show_community(self, card: Card | None, *, animate: bool) -> None:
        geometry = self._geometry
        assert geometry is not None
        if card is None:
            if self._community is not None:
                self.removeItem(self._community)
                self._community = None
            return
        target = geometry.community - QPointF(geometry.card.width() / 2, geometry.card.height() / 2)
        if self._community is None:
            self._community = CardItem(self.art, card, geometry.card)
            self._community.setZValue(_Z_CARD)
            self.addItem(self._community)
            if animate:
                self.motion.slide(self._community, self._stub_corner(), target)
            else:
                self._community.setPos(target)
        else:
            self._community.set_face(card)
            self._community.setPos(target)

    # ----------------------------------------------------------------------------- chip motion

    def _move_chips(
        self, state: TableState, previous: TableState, seat: SeatState, before: SeatState
    ) -> None:
        geometry = self._geometry
        assert geometry is not None
        place = geometry.seat(seat.seat)
        plate = place.plate.center()
        put_in = before.stack - seat.stack
        raised = seat.bet - before.bet
        if raised > 0:
            self._ghost_chips(raised, plate, place.bet)
        if put_in > max(raised, 0):  # an ante: straight into the pot
            self._ghost_chips(put_in - max(raised, 0), plate, geometry.pot)
        gathered = before.bet > 0 and seat.bet == 0
        if gathered:
            self._ghost_chips(before.bet, place.bet, geometry.pot)
        if seat.stack > before.stack:
            delay = self.motion.duration + 40 if state.bets < previous.bets else 0
            self._ghost_chips(seat.stack - before.stack, geometry.pot, plate, delay=delay)

    def _ghost_chips(self, amount: int, start: QPointF, end: QPointF, *, delay: int = 0) -> None:
        ghost = ChipStackItem(self._geometry.scale if self._geometry else 1.0)
        ghost.set_chips(amount, format_chips(amount))
        ghost.setZValue(_Z_MOVING)
        self._launch(ghost, start, end, delay)

    def _ghost_card(self, end: QPointF) -> None:
        geometry = self._geometry
        assert geometry is not None
        ghost = CardItem(self.art, None, geometry.card * 0.8)
        ghost.setZValue(_Z_MOVING)
        offset = QPointF(ghost.size().width() / 2, ghost.size().height() / 2)
        self._launch(ghost, geometry.stub - offset, end - offset, 0)

    def _launch(self, ghost: QGraphicsItem, start: QPointF, end: QPointF, delay: int) -> None:
        if not self.motion.enabled:
            return
        self.addItem(ghost)
        self._ghosts.append(ghost)

        def arrived() -> None:
            if ghost in self._ghosts:
                self._ghosts.remove(ghost)
                self.removeItem(ghost)

        self.motion.slide(ghost, start, end, delay=delay, done=arrived)

    # ----------------------------------------------------------------------------- input

    def seat_at(self, point: QPointF) -> int | None:
        """The seat whose plate, cards or bet lie under ``point`` (scene coordinates)."""
        for item in self.items(point):
            seat = item.data(_SEAT_KEY)
            if isinstance(seat, int):
                return seat
        if self._geometry is not None:
            for place in self._geometry.seats:
                if place.box.contains(point):
                    return place.seat
        return None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._pressed_seat = self.seat_at(event.scenePos())
        if self._pressed_seat is not None:
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        pressed, self._pressed_seat = self._pressed_seat, None
        if pressed is not None:
            event.accept()
            # A click is a press and a release on the same seat, as with a button.
            if self.seat_at(event.scenePos()) == pressed:
                self.seat_clicked.emit(pressed)
            return
        super().mouseReleaseEvent(event)
