"""The chip and reading skills in the window's quiz (issue 18), driven as a trainee would: the pot
counted from its stacks by typing, change made by clicking the pot's chips, a pot split by choosing
each winner and clicking chips from the middle (colouring down where a colour does not divide), a
tabled hand named with the phrase builder or typed; right and wrong, each stored with its skill and
shown with its reasons."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QAbstractButton, QDialogButtonBox
from readback import verdict_body

from croupier.drills import Question, TrainingMode, solve
from croupier.drills.chip_answers import answer_pile, answer_said, answer_shares
from croupier.drills.skills.chips import chip_set_of, colour_down_for
from croupier.engine.chips import Chips, ChipSet
from croupier.gui.main_window import MainWindow
from croupier.gui.quiz import QuizConfig, QuizPanel
from croupier.store import Store

_NUMBER_KEYS = [getattr(Qt.Key, f"Key_{digit}") for digit in range(10)]


@pytest.fixture
def stored(quiz_window):
    window, store, trainee, _settings = quiz_window
    return window, store, trainee


def _press(qtbot, window: MainWindow, key: Qt.Key) -> None:
    qtbot.keyClick(window.table_view, key)


def _click(qtbot, button) -> None:
    # Rebuilt after each click: a new button is shown once the event loop has run.
    qtbot.waitUntil(button.isVisible, timeout=2000)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def _click_seat(qtbot, window: MainWindow, seat: int) -> None:
    view = window.table_view
    point = view.mapFromScene(view.table_scene.plate(seat).rect().center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(point.x(), point.y()))


def _answered(panel: QuizPanel) -> None:
    page = panel.question_page
    assert page.answered
    assert page.feedback.isVisible()


def _stored(window: MainWindow, store: Store, trainee, skill: str) -> list[tuple[str, bool]]:
    assert window.station.writer.flush(10)
    return [(a.skill, a.correct) for a in store.attempts_for(trainee.id) if a.skill == skill]


def _next(qtbot, window: MainWindow) -> Question:
    _press(qtbot, window, Qt.Key.Key_Return)
    question = window.quiz_panel.controller.question
    assert question is not None
    return question


def test_count_the_pot_from_its_stacks(stored, qtbot):
    window, store, trainee = stored
    panel = window.quiz_panel
    question = panel.start(QuizConfig(mode=TrainingMode.PRACTICE, skills=("count_pot",), count=2, seed=4))
    assert question is not None
    page = panel.question_page
    # The table draws the pot's chips but not its total; the trainee counts them there.
    assert window.table_view.table_scene._pot.label == "Pot ?"
    assert "In the middle" not in page.details.text()
    total = solve(question).expected
    assert isinstance(total, int)
    for digit in str(total):
        _press(qtbot, window, _NUMBER_KEYS[int(digit)])
    _press(qtbot, window, Qt.Key.Key_Return)
    _answered(panel)
    assert page.outcome.correct
    assert page.verdict_mark.text() == "✓ Right"
    assert "Rules: R12.2" in verdict_body(page)

    question = _next(qtbot, window)
    total = solve(question).expected
    for digit in str(int(total) + 5):  # type: ignore[call-overload]
        _press(qtbot, window, _NUMBER_KEYS[int(digit)])
    _press(qtbot, window, Qt.Key.Key_Return)
    _answered(panel)
    assert not page.outcome.correct
    assert page.verdict_mark.text() == "✗ Wrong"
    assert f"The pot is {int(total):,}" in verdict_body(page)  # type: ignore[call-overload]
    assert _stored(window, store, trainee, "count_pot") == [("count_pot", True), ("count_pot", False)]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_pot_count_is_counted_from_the_drawn_chips_only(stored, qtbot, lang):
    """Issue 35: beside a pot count the window writes neither the total nor the stacks colour by
    colour; the picture draws exactly the pot's chips and the chip buttons name each colour's value."""
    window, store, trainee = stored
    window.set_language(lang)
    try:
        panel = window.quiz_panel
        config = QuizConfig(mode=TrainingMode.PRACTICE, skills=("count_pot",), count=3, seed=11)
        question = panel.start(config)
        page = panel.question_page
        for number in range(3):
            assert question is not None
            pile = answer_pile(question.prompt.params["pile"])
            total = solve(question).expected
            assert isinstance(total, int)
            assert pile.total == total
            shown = "\n".join(
                [
                    page.heading.text(),
                    page.details.text(),
                    page.prompt.text(),
                    page.prompt.accessibleDescription(),
                ]
            )
            assert "×" not in shown  # no stacks written out (English "8×100 + 6×25", German the same)
            assert f"{total:,}" not in shown
            assert f"{total:,}".replace(",", ".") not in shown
            pot = window.table_view.table_scene._pot
            assert pot.label == "Pot ?"
            drawn: dict[int, int] = {}
            for value, count in pot.columns:
                drawn[value] = drawn.get(value, 0) + count
            assert drawn == dict(pile)  # every chip of the pot drawn, nothing else
            values = {button.text() for button in page.findChildren(QAbstractButton) if button.isVisible()}
            assert {f"+{value}" for value in drawn} <= values  # each colour's value on its button
            for digit in str(total):
                _press(qtbot, window, _NUMBER_KEYS[int(digit)])
            _press(qtbot, window, Qt.Key.Key_Return)
            _answered(panel)
            assert page.outcome.correct
            if number < 2:
                question = _next(qtbot, window)
        assert _stored(window, store, trainee, "count_pot") == [("count_pot", True)] * 3
    finally:
        window.set_language("en")


def test_make_change_by_clicking_the_pots_chips(stored, qtbot):
    window, store, trainee = stored
    panel = window.quiz_panel
    question = panel.start(QuizConfig(mode=TrainingMode.PRACTICE, skills=("make_change",), count=2, seed=6))
    assert question is not None
    page = panel.question_page
    work = page.answer_input.chips.chip_work
    assert work.isVisible()
    _press(qtbot, window, Qt.Key.Key_Return)  # nothing clicked yet: says so
    assert not page.answered
    assert page.problem.text() == "Click the chips that go back first."
    change = answer_pile(solve(question).expected)
    for value, count in change:
        for _ in range(count):
            _click(qtbot, work.chip_buttons[value])
    assert work.change_given == change
    _press(qtbot, window, Qt.Key.Key_Return)
    _answered(panel)
    assert page.outcome.correct
    assert "Rules: R12.3" in verdict_body(page)

    question = _next(qtbot, window)
    change = answer_pile(solve(question).expected)
    smallest = change.counts[-1][0]
    _click(qtbot, work.chip_buttons[smallest])  # one chip short of the change (or just one chip)
    if change.pieces == 1:
        _click(qtbot, work.chip_buttons[smallest])
    _press(qtbot, window, Qt.Key.Key_Return)
    _answered(panel)
    assert not page.outcome.correct
    assert "That change makes" in verdict_body(page)
    assert window.station.writer.flush(10)
    attempts = [a for a in store.attempts_for(trainee.id) if a.skill == "make_change"]
    assert [a.correct for a in attempts] == [True, False]
    assert attempts[0].words is not None
    assert "=" in attempts[0].words["answer"]  # "2×25 + 1×5 = 55"


def _give(qtbot, window: MainWindow, work, shares: dict[int, Chips]) -> None:
    handed = Chips()
    for chips in shares.values():
        handed = handed + chips
    _, broken = colour_down_for(work.work.pile, handed)
    for value in broken:
        _click(qtbot, work.down_buttons[value])
    for seat, chips in sorted(shares.items()):
        _click_seat(qtbot, window, seat)  # the seat on the table takes the next chips
        assert work.target == seat
        for value, count in chips:
            for _ in range(count):
                _click(qtbot, work.chip_buttons[value])


def test_split_a_pot_by_colour_by_clicking_chips(stored, qtbot):
    window, store, trainee = stored
    bar = window.top_bar  # Stud Hi-Lo chosen in the top bar, as the trainee would: the quiz follows it
    index = bar.variant_box.findData("F7S/8")
    bar.variant_box.setCurrentIndex(index)
    bar.variant_box.activated.emit(index)
    panel = window.quiz_panel
    question = panel.start(
        QuizConfig(mode=TrainingMode.PRACTICE, skills=("split_chips",), count=2, seed=2, difficulty=3)
    )
    assert question is not None
    page = panel.question_page
    work = page.answer_input.chips.chip_work
    # A Hi-Lo pot whose low half is quartered, with an odd chip and a chip to colour down.
    halves = dict(question.prompt.params["halves"])  # type: ignore[arg-type]
    assert question.position.variant.code == "F7S/8"
    assert len(halves["high"]) == 1
    assert len(halves["low"]) == 2
    shares = answer_shares(solve(question).expected)
    handed = Chips()
    for chips in shares.values():
        handed = handed + chips
    assert colour_down_for(work.work.pile, handed)[1]
    _give(qtbot, window, work, shares)
    assert {seat: chips.total for seat, chips in work.work.given.items()} == {
        seat: chips.total for seat, chips in shares.items()
    }
    _press(qtbot, window, Qt.Key.Key_Return)
    _answered(panel)
    assert page.outcome.correct, verdict_body(page)
    assert "is due as" in verdict_body(page)
    assert "the odd chip goes to" in verdict_body(page).lower()
    assert "Coloured down on the way" in verdict_body(page)

    question = _next(qtbot, window)
    shares = answer_shares(solve(question).expected)
    everything = Chips()
    for chips in shares.values():
        everything = everything + chips
    first = min(shares)
    # The whole pot but its smallest chip to the first winner: short, and a chip left in the middle.
    smallest = everything.counts[-1][0]
    _give(qtbot, window, work, {first: everything - Chips.of({smallest: 1})})
    _press(qtbot, window, Qt.Key.Key_Return)
    _answered(panel)
    assert not page.outcome.correct
    body = verdict_body(page)
    assert f"Seat {first} got" in body
    assert "is due" in body
    assert _stored(window, store, trainee, "split_chips") == [("split_chips", True), ("split_chips", False)]


def test_read_a_tabled_hand_with_the_phrase_builder_or_typed(stored, qtbot):
    window, store, trainee = stored
    panel = window.quiz_panel
    question = panel.start(QuizConfig(mode=TrainingMode.PRACTICE, skills=("read_tabled",), count=2, seed=8))
    assert question is not None
    page = panel.question_page
    builder = page.answer_input.chips.reading
    assert builder.isVisible()
    said = answer_said(solve(question).expected)
    razz = question.position.variant.code == "FR"
    for part_name, part in (("high", said.high), ("low", said.low)):
        if part is None:
            continue
        _click(qtbot, builder.kind_buttons["high" if razz else part_name, part.kind])
        for rank in part.ranks:
            _click(qtbot, builder.rank_buttons[rank])
    _press(qtbot, window, Qt.Key.Key_Return)
    _answered(panel)
    assert page.outcome.correct, verdict_body(page)
    assert "Rules: R9.7" in verdict_body(page)

    _next(qtbot, window)
    qtbot.keyClicks(builder.typed, "Royal flush")
    _press(qtbot, window, Qt.Key.Key_Return)
    _answered(panel)
    assert not page.outcome.correct
    assert "plays" in verdict_body(page)
    assert window.station.writer.flush(10)
    attempts = [a for a in store.attempts_for(trainee.id) if a.skill == "read_tabled"]
    assert [a.correct for a in attempts] == [True, False]
    assert attempts[1].words is not None
    assert attempts[1].words["answer"] == "Royal flush"
    # The start screen lists the skill by name, now answered.
    panel.next_question()
    panel.show_start()
    texts = [
        panel.start_page.skill_list.item(row).text() for row in range(panel.start_page.skill_list.count())
    ]
    assert any(text.startswith("Reading a tabled hand · 50% wrong") for text in texts), texts


def test_the_quiz_deals_in_the_chips_chosen_in_settings(stored, qtbot):
    window, store, trainee = stored
    dialog = window.open_settings()  # Settings › Game › Chips in play, as the trainee sets it
    dialog.show_page("game")
    dialog.game_page.chips_edit.setText("5/25/100/500")
    buttons = dialog.findChild(QDialogButtonBox)
    qtbot.mouseClick(buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.settings.chip_set == ChipSet.parse("5/25/100/500"))
    window.activateWindow()  # the dialog closed: the keys go to the window again
    qtbot.waitUntil(window.isActiveWindow)
    window.set_mode("quiz")
    panel = window.quiz_panel
    question = panel.start(
        QuizConfig(mode=TrainingMode.PRACTICE, skills=("split_chips",), count=2, seed=5, difficulty=3)
    )
    assert question is not None
    assert chip_set_of(question) == ChipSet.parse("5/25/100/500")
    work = panel.question_page.answer_input.chips.chip_work
    assert work.work.chips == ChipSet.parse("5/25/100/500")
    assert set(work.chip_buttons) <= {5, 25, 100, 500}  # no white 1 in the middle
    state = window.table_view.table_scene.state
    assert state is not None
    assert state.chips == ChipSet.parse("5/25/100/500")
    shares = answer_shares(solve(question).expected)
    assert all(chips.total % 5 == 0 for chips in shares.values())
    handed = Chips()
    for chips in shares.values():
        handed = handed + chips
    broken = colour_down_for(work.work.pile, handed, ChipSet.parse("5/25/100/500"))[1]
    for value in broken:
        _click(qtbot, work.down_buttons[value])
    for seat, chips in sorted(shares.items()):
        _click_seat(qtbot, window, seat)
        for value, count in chips:
            for _ in range(count):
                _click(qtbot, work.chip_buttons[value])
    _press(qtbot, window, Qt.Key.Key_Return)
    _answered(panel)
    assert panel.question_page.outcome.correct, verdict_body(panel.question_page)
    assert _stored(window, store, trainee, "split_chips") == [("split_chips", True)]

    # Change is made in the chips of the set too.
    panel.show_start()
    question = panel.start(QuizConfig(mode=TrainingMode.PRACTICE, skills=("make_change",), count=1, seed=6))
    assert question is not None
    change = answer_pile(solve(question).expected)
    assert {value for value, _ in change} <= {5, 25, 100, 500}
    work = panel.question_page.answer_input.chips.chip_work
    for value, count in change:
        for _ in range(count):
            _click(qtbot, work.chip_buttons[value])
    _press(qtbot, window, Qt.Key.Key_Return)
    _answered(panel)
    assert panel.question_page.outcome.correct


@pytest.mark.parametrize("mode", [TrainingMode.LEARN, TrainingMode.TABLE_READY, TrainingMode.EXAM])
def test_the_chip_skills_in_learn_table_ready_and_exam(stored, qtbot, mode):
    window, store, trainee = stored
    panel = window.quiz_panel
    skills = ("count_pot", "make_change", "split_chips", "read_tabled")
    question = panel.start(QuizConfig(mode=mode, skills=skills, count=4, seed=3))
    asked = []
    while question is not None:
        asked.append(question.skill)
        # The engine's answer handed in as the page's input hands it on (each skill's clicks are
        # driven in the tests above).
        panel.question_page.answer_input.submitted.emit(solve(question).expected)
        if mode is not TrainingMode.EXAM:
            _answered(panel)
            assert panel.question_page.outcome.correct, verdict_body(panel.question_page)
            _press(qtbot, window, Qt.Key.Key_Return)
        question = panel.controller.question
        if question is not None and question is panel.question_page.question and panel.question_page.answered:
            break  # pragma: no cover - the run did not move on
    assert len(asked) == 4
    assert set(asked) <= set(skills)
    assert window.station.writer.flush(10)
    attempts = [a for a in store.attempts_for(trainee.id) if a.skill in skills]
    assert [a.mode for a in attempts] == [mode.value] * 4
    assert all(a.correct for a in attempts)
    assert panel.page() is panel.summary_page
