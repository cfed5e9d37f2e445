"""The chip duties and the readings done as a trainee does them in the walkthrough panel: chips
clicked, a count typed, a hand read with the phrase builder's buttons."""

from __future__ import annotations

from PySide6.QtCore import Qt

from croupier.engine.chips import Chips
from croupier.training.reading import Said


def click(qtbot, button) -> None:
    # Buttons made anew after a click are shown by the layout at the next turn of the event loop.
    qtbot.waitUntil(button.isVisible, timeout=2000)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def give_change(qtbot, panel, change: Chips) -> None:
    """Click each chip of ``change`` in the pot's row, then Confirm."""
    work = panel.area.chip_work
    for value, count in change:
        for _ in range(count):
            click(qtbot, work.chip_buttons[value])
    assert work.change_given == change
    click(qtbot, work._confirm)


def count_pot(qtbot, panel, amount: str) -> None:
    """Type the count (an amount or the stacks) and press Enter."""
    field = panel.area.chip_work.amount
    field.clear()
    qtbot.keyClicks(field, amount)
    qtbot.keyClick(field, Qt.Key.Key_Return)


def split(qtbot, panel, declared: dict[str, set[int]], shares: dict[int, Chips]) -> None:
    """Name the winners, then give each seat its chips by clicking: the seat, then each chip from
    the middle, colouring a larger chip down when the middle has none of a value left."""
    work = panel.area.chip_work
    for half, seats in declared.items():
        for seat in seats:
            click(qtbot, work.winner_buttons[half, seat])
    for seat, chips in shares.items():
        if not chips:
            continue
        click(qtbot, work.target_buttons[seat])
        for value, count in chips:
            for _ in range(count):
                while work.work.left.count(value) == 0:
                    larger = min(v for v, _ in work.work.left if v > value)
                    click(qtbot, work.down_buttons[larger])
                click(qtbot, work.chip_buttons[value])
    click(qtbot, work._confirm)


def read(qtbot, panel, said: Said, game: str) -> None:
    """Build ``said`` with the reading builder's buttons: the kind, then the ranks; the low too."""
    builder = panel.area.reading
    if said.high is not None:
        click(qtbot, builder.kind_buttons["high", said.high.kind])
        for rank in said.high.ranks:
            click(qtbot, builder.rank_buttons[rank])
    if said.low is not None:
        key = ("high", said.low.kind) if game == "razz" else ("low", said.low.kind)
        click(qtbot, builder.kind_buttons[key])
        for rank in said.low.ranks:
            click(qtbot, builder.rank_buttons[rank])
    assert builder.said() == said, (builder.said(), said)
    click(qtbot, builder._confirm)
