"""Seats clockwise from the dealer's left (RULES.md §0), and room for eight at 1280x800."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QRectF
from readback import bet_stack

from croupier.gui.main_window import MainWindow
from croupier.gui.table_layout import layout_table


def _clockwise_from_dealer(point, centre) -> float:
    """Degrees clockwise on screen from straight down (the dealer) to ``point``."""
    angle = math.degrees(math.atan2(point.y() - centre.y(), point.x() - centre.x()))
    return (angle - 90) % 360


@pytest.mark.parametrize("aspect", [1.1, 1.4, 1.8])
@pytest.mark.parametrize("count", range(2, 9))
def test_seats_run_clockwise_from_the_dealers_left(count, aspect):
    geometry = layout_table(count, aspect)
    centre = geometry.scene.center()
    seat_one = geometry.seat(1).box.center()
    assert seat_one.x() < centre.x(), "seat 1 sits on the dealer's left"
    assert seat_one.y() > centre.y(), "seat 1 sits below the middle"
    last = geometry.seat(count).box.center()
    assert last.x() > centre.x(), "the last seat sits on the dealer's right"
    assert last.y() > centre.y(), "the last seat sits below the middle"
    angles = [_clockwise_from_dealer(seat.box.center(), centre) for seat in geometry.seats]
    assert angles == sorted(angles)
    assert len(set(angles)) == count
    assert geometry.dealer.center().y() > max(seat.box.center().y() for seat in geometry.seats)
    assert abs(geometry.dealer.center().x() - centre.x()) < 1


@pytest.mark.parametrize("aspect", [1.0, 1.2, 1.4, 1.8, 2.4])
@pytest.mark.parametrize("count", range(2, 9))
def test_seats_never_overlap_and_stay_on_the_table(count, aspect):
    geometry = layout_table(count, aspect)
    boxes = [seat.box for seat in geometry.seats]
    for index, box in enumerate(boxes):
        assert geometry.scene.contains(box)
        assert not box.intersects(geometry.dealer)
        for other in boxes[index + 1 :]:
            assert not box.intersects(other)


def test_layout_rejects_impossible_tables():
    with pytest.raises(ValueError, match="2 to 8"):
        layout_table(9, 1.4)


def test_eight_seats_fit_and_read_in_a_1280x800_window(window: MainWindow, qtbot):
    window.top_bar.players_box.setCurrentIndex(window.top_bar.players_box.findData(8))
    window.top_bar.players_box.activated.emit(window.top_bar.players_box.currentIndex())
    view = window.table_view
    scene = view.table_scene
    qtbot.waitUntil(lambda: scene.state is not None and len(scene.state.seats) == 8)
    for _ in range(60):  # deal into 4th street so every seat shows cards
        window.observe_panel.step()
    rects = []
    for seat in range(1, 9):
        rect = scene.plate(seat).rect()
        for card in scene.card_items(seat).values():
            rect = rect.united(QRectF(card.pos(), card.size()))
        rects.append(rect)
    for index, rect in enumerate(rects):
        for other in rects[index + 1 :]:
            assert not rect.intersects(other), "two seats overlap"
    # On screen: the whole scene is visible and a seat's name is at least 12 px tall.
    shown = view.mapFromScene(scene.sceneRect()).boundingRect()
    assert view.viewport().rect().adjusted(-2, -2, 2, 2).contains(shown)
    zoom = view.transform().m11()
    assert 27 * scene.geometry.scale * zoom >= 12


@pytest.mark.parametrize("size", [(800, 560), (900, 600), (1280, 800)])
@pytest.mark.parametrize("count", range(2, 9))
def test_no_bet_lies_over_a_card(window: MainWindow, qtbot, count, size):
    """Issue 15: with 8 players seat 2's bet of 160 was drawn over its 4♣. A simulated hand is
    played through; at every step each bet's chips and label stay clear of every card."""
    window.resize(*size)
    box = window.top_bar.players_box
    box.setCurrentIndex(box.findData(count))
    box.activated.emit(box.currentIndex())
    scene = window.table_view.table_scene
    qtbot.waitUntil(lambda: scene.state is not None and len(scene.state.seats) == count)
    bets_seen = 0
    for _ in range(400):
        if window.observe_panel.hand is None or not window.observe_panel.step():
            break
        for seat in scene.state.seats:
            if seat.bet <= 0:
                continue
            bets_seen += 1
            stack = bet_stack(scene, seat.seat).sceneBoundingRect().adjusted(4, 4, -4, -4)  # as painted
            for other in range(1, count + 1):
                for card in scene.card_items(other).values():
                    if card.isVisible():
                        rect = QRectF(card.pos(), card.size())
                        assert not stack.intersects(rect), (seat.seat, seat.bet, other)
    assert bets_seen > count
