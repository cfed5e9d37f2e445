"""Nothing on the table hides what a dealer reads (issue 35): at 2 to 8 players and three window
sizes, in the real window, no chip, bet or card covers the pot's label, no card covers another
card's corner index (the rank and suit), no bet lies over a card, and no card of one seat lies over
another seat's. The tables are the worst a hand makes: bets of five columns in every seat and a
pot with a long amount; seven cards tabled with the best five raised; a community card."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRectF
from readback import bet_stack, community_item, pot_stack

from croupier.engine.cards import CARDS
from croupier.gui.card_item import CardItem
from croupier.gui.main_window import MainWindow
from croupier.gui.table_scene import TableScene
from croupier.training.table_state import SeatState, TableState

SIZES = [(900, 600), (1280, 800), (1920, 1080)]


def _index_corner(card: CardItem) -> QRectF:
    """The card's top-left index (rank and suit, as ``CardArt.paint_face`` draws them), in the
    scene."""
    width, height = card.size().width(), card.size().height()
    local = QRectF(width * 0.04, height * 0.055, width * 0.32, height * 0.235 + width * 0.21)
    return card.mapRectToScene(local)


def _card_rect(card: CardItem) -> QRectF:
    return QRectF(card.scenePos(), card.size())


def _states(count: int) -> list[TableState]:
    rng = random.Random(count)
    deck = [*CARDS, *CARDS]  # eight hands of seven: a picture, not a deal
    rng.shuffle(deck)
    betting, showdown = [], []
    for seat in range(1, count + 1):
        down = tuple(deck.pop() for _ in range(3))
        up = tuple(deck.pop() for _ in range(4))
        # The most a seat puts in on a street in limit: the bet and three raises, at 20/40 and at
        # 100/200 (R4.4).
        bet = (160, 800)[seat % 2]
        betting.append(SeatState(seat, stack=12555, bet=bet, down=(None, None), up=up))
        raised = tuple(rng.sample([*down, *up], 5))
        showdown.append(SeatState(seat, stack=12555, down=down, up=up, raised=raised))
    community = deck.pop()
    return [
        TableState(seats=tuple(betting), pot=12345, street=6, actor=1),
        TableState(seats=tuple(showdown), pot=12345, street=7, showdown=True),
        TableState(
            seats=tuple(
                SeatState(s.seat, stack=s.stack, bet=s.bet, down=s.down[:2], up=s.up) for s in betting
            ),
            pot=12345,
            street=7,
            community=community,
        ),
    ]


def _covers(scene: TableScene) -> list[str]:
    """Everything that hides what a dealer must read, described."""
    state = scene.state
    assert state is not None
    found = []
    pot = pot_stack(scene)
    chips, label = pot._parts()  # the label as painted
    pot_label = pot.mapRectToScene(label)
    pot_chips = pot.mapRectToScene(chips)
    bets = {
        s.seat: bet_stack(scene, s.seat).sceneBoundingRect().adjusted(4, 4, -4, -4)
        for s in state.seats
        if s.bet
    }
    cards = [
        (seat.seat, key, item) for seat in state.seats for key, item in scene.card_items(seat.seat).items()
    ]
    community = community_item(scene)
    for seat, bet in bets.items():
        if bet.intersects(pot_label) or bet.intersects(pot_chips):
            found.append(f"seat {seat}'s bet covers the pot")
    for seat, key, item in cards:
        rect = _card_rect(item)
        if rect.intersects(pot_label):
            found.append(f"seat {seat}'s {key} covers the pot's label")
        for other, bet in bets.items():
            if bet.intersects(rect):
                found.append(f"seat {other}'s bet covers seat {seat}'s {key}")
        if community is not None and _card_rect(community).intersects(rect):
            found.append(f"the community card and seat {seat}'s {key} overlap")
        corner = _index_corner(item) if item.card is not None else QRectF()  # a back has none
        for other_seat, other_key, other in cards:
            if other is item:
                continue
            if other_seat != seat and _card_rect(other).intersects(rect):
                found.append(f"seat {other_seat}'s {other_key} lies over seat {seat}'s {key}")
            elif (
                not corner.isEmpty()
                and other.zValue() > item.zValue()
                and _card_rect(other).intersects(corner)
            ):
                found.append(f"seat {seat}'s {other_key} hides the index of its {key}")
    if community is not None:
        rect = _card_rect(community)
        if rect.intersects(pot_label):
            found.append("the community card covers the pot's label")
        found.extend(
            f"seat {seat}'s bet covers the community card"
            for seat, bet in bets.items()
            if bet.intersects(rect)
        )
    return found


@pytest.mark.parametrize("size", SIZES)
def test_no_chip_bet_or_card_covers_the_pot_label_or_another_card(window: MainWindow, qtbot, size):
    window.resize(*size)
    qtbot.waitUntil(lambda: window.table_view.table_scene.state is not None)
    view = window.table_view
    problems = []
    for count in range(2, 9):
        for state in _states(count):
            view.set_state(state, animate=False)
            qtbot.wait(1)
            problems.extend(f"{count} players, {size}: {problem}" for problem in _covers(view.table_scene))
    assert not problems, "\n".join(problems[:40])
