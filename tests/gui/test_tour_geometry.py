"""The tour's card never covers what it points at, nor (where the window has room) a seat, at the
smallest and the usual window size, in English and German: measured on the real window."""

from __future__ import annotations

import contextlib
import random

import pytest
from pytestqt.exceptions import TimeoutError  # noqa: A004 - pytest-qt's own

from croupier.gui.main_window import MainWindow
from croupier.i18n import Language

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")


@pytest.mark.parametrize("language", [Language.ENGLISH, Language.GERMAN], ids=["en", "de"])
@pytest.mark.parametrize("size", [(900, 600), (1280, 800)], ids=["900x600", "1280x800"])
def test_the_card_leaves_the_part_pointed_at_and_the_seats_free(
    qtbot, translations, settings, speaker, language, size
):
    translations.set_language(language)
    window = MainWindow(translations, settings, speaker, rng=random.Random(5), walkthrough=True)
    qtbot.add_widget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    window.walkthrough.start_new_hand()
    tour = window.start_tour()
    qtbot.wait(10)  # the card is placed once the parts are laid out
    for index in range(4):
        assert tour.index == index

        def settled() -> bool:  # placed for the layout as it is now (which may settle late), laid out
            card = tour.card_rect()
            seats = tour.avoided()
            clear = not card.intersects(tour.target_rect()) and not any(card.intersects(s) for s in seats)
            return clear and tour.next_button.width() >= tour.next_button.sizeHint().width()

        with contextlib.suppress(TimeoutError):  # the assertions below say what is wrong
            qtbot.waitUntil(settled, timeout=3000)
        ring = tour.target_rect()
        card = tour.card_rect()
        assert not ring.isEmpty(), index
        assert tour.rect().contains(card), (index, card)
        assert not card.intersects(ring), (index, card, ring)
        seats = tour.avoided()
        assert len(seats) > len(window.table_view.state().seats)  # every seat, and the stub
        assert not any(card.intersects(seat) for seat in seats), (index, card)
        # The words fit: the card is as tall as its wrapped text needs.
        layout = tour.card.layout()
        assert card.height() >= layout.totalHeightForWidth(card.width())
        assert tour.next_button.width() >= tour.next_button.sizeHint().width()
        tour.next()
    assert not tour.running
