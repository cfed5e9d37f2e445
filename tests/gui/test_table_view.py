"""The table follows a hand step by step; animations are calm, optional and never block."""

from __future__ import annotations

import random
import time

import pytest
from PySide6.QtCore import Qt, QTimer
from readback import bet_stack, community_item, finish_animations, is_animating, moving_items, pot_stack

from croupier.engine.cards import Card, Deck
from croupier.engine.events import BetsGathered
from croupier.engine.hand import DealDue, Hand
from croupier.engine.rules import STUD, Stakes
from croupier.engine.simulate import play_step
from croupier.gui.seat_item import Badge
from croupier.gui.table_view import TableView
from croupier.i18n import format_chips
from croupier.training.demo import mid_hand
from croupier.training.table_state import SeatState, TableState


@pytest.fixture
def view(qtbot, translations) -> TableView:
    table = TableView(animations=False)
    qtbot.add_widget(table)
    table.resize(900, 640)
    table.show()
    qtbot.waitExposed(table)
    return table


def _hand(players: int = 6, seed: int = 3) -> Hand:
    rng = random.Random(seed)
    return Hand(STUD, Stakes(), [1000] * players, deck=Deck(rng), rng=rng)


def _check_matches(view: TableView, hand: Hand) -> None:
    scene = view.table_scene
    for player in hand.players:
        cards = scene.card_items(player.seat)
        expected = 0 if player.folded or player.mucked else len(player.down) + len(player.up)
        assert len(cards) == expected, f"seat {player.seat}"
        for index, card in enumerate(player.up):
            if not (player.folded or player.mucked):
                assert cards["up", index].card == card
        assert bet_stack(scene, player.seat).amount == player.bet
    middle = 0 if hand.is_complete else hand.pot - sum(p.bet for p in hand.players)
    assert pot_stack(scene).label == f"Pot {format_chips(middle)}"
    stub, burns = scene.piles()
    assert (stub.count, burns.count) == (hand.stub_size, len(hand.burns))


def test_the_table_follows_a_hand_to_its_end(view):
    hand = _hand()
    view.set_hand(hand)
    rng = random.Random(1)
    steps = 0
    while play_step(hand, rng):
        view.refresh()
        _check_matches(view, hand)
        steps += 1
    assert hand.is_complete
    assert steps > 40
    winners = [seat for seat in hand.seats if view.table_scene.plate(seat).badge is Badge.WON]
    assert winners
    assert all(view.table_scene.plate(seat).texts[2].startswith("Wins ") for seat in winners)


def test_down_cards_stay_hidden_until_shown_or_revealed(view):
    hand = mid_hand(players=6)
    view.set_hand(hand)
    live = [p for p in hand.players if not p.folded]
    assert all(
        item.card is None
        for p in live
        for key, item in view.table_scene.card_items(p.seat).items()
        if key[0] == "down"
    )
    view.set_reveal(True)
    assert all(view.table_scene.card_items(p.seat)["down", 0].card == p.down[0] for p in live)


def test_the_seat_to_act_is_marked_in_words(view):
    hand = mid_hand(players=7)
    view.set_hand(hand)
    plate = view.table_scene.plate(hand.actor)
    assert plate.badge is Badge.TO_ACT
    assert plate.texts[2] == "To act"
    folded = next(p.seat for p in hand.players if p.folded)
    assert view.table_scene.plate(folded).texts[2] == "Folded"
    assert view.table_scene.plate(folded).opacity() < 1


def test_all_in_is_written_on_the_plate(view):
    seats = (
        SeatState(1, 0, bet=40, up=(Card.parse("Ks"),), down=(None, None), all_in=True),
        SeatState(2, 500, bet=40, up=(Card.parse("2d"),), down=(None, None)),
    )
    view.set_state(TableState(seats, pot=30, street=3, actor=2))
    assert view.table_scene.plate(1).texts[2] == "All-in"
    assert view.table_scene.plate(2).badge is Badge.TO_ACT


def test_any_state_can_be_shown_without_a_hand(view):
    state = TableState(
        seats=tuple(
            SeatState(n, 800, bet=20 * (n % 2), up=(Card.parse("Ah"),), down=(None, None)) for n in (1, 2, 3)
        ),
        pot=95,
        street=4,
        actor=3,
        burns=1,
        stub=40,
        community=Card.parse("7c"),
    )
    view.set_state(state)
    assert view.hand is None
    assert community_item(view.table_scene).card == Card.parse("7c")
    assert pot_stack(view.table_scene).label == "Pot 95"
    assert "Seat 3 to act" in view.accessibleDescription()


def test_animations_off_shows_every_change_at_once(view):
    hand = _hand()
    view.set_hand(hand)
    rng = random.Random(2)
    while not isinstance(hand.next_step(), DealDue):
        play_step(hand, rng)
    play_step(hand, rng)
    view.refresh()
    assert not is_animating(view)
    geometry = view.table_scene.geometry
    card = view.table_scene.card_items(1)["down", 0]
    assert card.pos() == geometry.seat(1).down_card(0, geometry.scale)


def test_animations_slide_without_blocking_the_event_loop(view, qtbot):
    view.set_animations_enabled(True)
    hand = _hand()
    view.set_hand(hand)
    rng = random.Random(2)
    while not isinstance(hand.next_step(), DealDue):
        play_step(hand, rng)
    play_step(hand, rng)
    view.refresh()
    assert is_animating(view), "refresh returns while the card is still on its way"
    card = view.table_scene.card_items(1)["down", 0]
    geometry = view.table_scene.geometry
    target = geometry.seat(1).down_card(0, geometry.scale)
    assert card.pos() != target, "the card starts at the stub"
    ticks = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    timer.start(10)
    # The slide lasts 200 ms; the bound is wide because a shared machine may hold the thread back.
    qtbot.waitUntil(lambda: not is_animating(view), timeout=5000)
    timer.stop()
    assert len(ticks) >= 5, "the event loop kept running while the card slid"
    assert card.pos() == target


def test_chips_slide_to_the_pot_when_bets_are_gathered(view, qtbot):
    view.set_animations_enabled(True)
    hand = _hand(players=3, seed=4)
    view.set_hand(hand)
    rng = random.Random(9)
    while not any(isinstance(event, BetsGathered) for event in hand.events):
        finish_animations(view)
        play_step(hand, rng)
    view.refresh()
    # Ghost stacks slide from the bets to the pot, then vanish; the pot already shows its total.
    assert moving_items(view.table_scene) > 0
    qtbot.waitUntil(lambda: not is_animating(view), timeout=2000)
    assert moving_items(view.table_scene) == 0
    _check_matches(view, hand)


def test_a_newer_state_finishes_the_running_slides(view):
    view.set_animations_enabled(True)
    hand = _hand()
    view.set_hand(hand)
    rng = random.Random(2)
    for _ in range(12):
        play_step(hand, rng)
        view.refresh()
    finish_animations(view)
    assert not is_animating(view)
    _check_matches(view, hand)


def test_the_table_relays_for_the_window_shape(view, qtbot):
    view.set_hand(mid_hand(players=8))
    view.resize(1200, 600)
    qtbot.waitUntil(
        lambda: view.table_scene.sceneRect().width() > 1.8 * view.table_scene.sceneRect().height()
    )
    view.resize(700, 700)
    qtbot.waitUntil(
        lambda: view.table_scene.sceneRect().width() < 1.1 * view.table_scene.sceneRect().height()
    )
    shown = view.mapFromScene(view.table_scene.sceneRect()).boundingRect()
    assert view.viewport().rect().adjusted(-2, -2, 2, 2).contains(shown)


def test_clicking_a_seat_reports_it(view, qtbot):
    view.set_hand(mid_hand(players=6))
    plate = view.table_scene.plate(4).rect()
    point = view.mapFromScene(plate.center())
    with qtbot.waitSignal(view.seat_clicked) as signal:
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert signal.args == [4]


def test_four_colour_switch_changes_the_art(view):
    view.set_four_colour(True)
    assert view.card_art.four_colour
    view.set_four_colour(False)
    assert not view.card_art.four_colour


def test_cards_are_drawn_at_screen_resolution(view):
    view.set_hand(mid_hand(players=6))
    image = view.grab().toImage()
    assert not image.isNull()
    zoom = view.transform().m11()
    sizes = {key[2:4] for key in view.card_art._cache}
    card = view.table_scene.geometry.card
    assert any(abs(w - card.width() * zoom) <= 2 for w, _ in sizes)


def test_a_piles_new_count_is_painted_not_its_cached_picture(view, qtbot):
    # The burn pile, kept as a pixmap, showed "Burn 0" after the 7th street's burn made it 1 (the
    # label as wide as before): its cached picture was never painted again.
    def state(burns: int) -> TableState:
        return TableState(seats=(SeatState(1, 800), SeatState(2, 800)), pot=0, street=4, burns=burns, stub=30)

    _stub, burns = view.table_scene.piles()
    view.set_state(state(0))
    qtbot.waitUntil(lambda: view.grab().toImage() is not None)
    area = view.mapFromScene(burns.sceneBoundingRect()).boundingRect()
    before = view.grab(area).toImage()
    view.set_state(state(1))
    assert burns.label == "Burn 1"
    qtbot.waitUntil(lambda: view.grab(area).toImage() != before)
