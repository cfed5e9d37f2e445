"""The course in the window: the path for the game chosen, a lesson taken from its rule pages and
its demonstration (the dealer's calls spoken) to its check and a pass, stored for the trainee and
shown on the path and in Progress; a failed check is said and can be taken again; a guided hand."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt, QUrl
from readback import path_lines

from croupier.drills.grading import solve
from croupier.drills.levels import TrainingMode
from croupier.gui.main_window import MainWindow
from croupier.gui.mode_pages import View
from croupier.gui.station import Station
from croupier.speech import SilentSpeaker
from croupier.training.course import course_for

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")
LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def speaker() -> SilentSpeaker:
    return SilentSpeaker("no engine in the tests")


@pytest.fixture
def window(qtbot, translations, settings, store, speaker) -> MainWindow:
    settings.speech = True
    station = Station(store)
    main = MainWindow(
        translations, settings, speaker, station=station, rng=random.Random(5), walkthrough=True
    )
    qtbot.add_widget(main)
    # No modal question at teardown: on a loaded machine the last answers can still be unwritten.
    main.dialogs.confirm = lambda *_args, **_kwargs: True
    main.resize(1280, 800)
    main.show()
    qtbot.waitExposed(main)
    main.walkthrough.set_player_delay(1)
    main.course.demo_step_ms = 1
    main.sign_in(store.roster.add("Anna Berger"))
    yield main
    station.close()


def _answer_quiz(window: MainWindow, wrong: int = 0) -> None:
    """Answer the quiz's questions to the end, the first ``wrong`` of them wrongly."""
    panel = window.quiz_panel
    controller = panel.controller
    asked = 0
    while controller.question is not None and panel.page() is panel.question_page:
        asked += 1
        question = controller.question
        controller.answer(None if asked <= wrong else solve(question).expected)
        if panel.page() is panel.question_page and panel.question_page.answered:
            panel.next_question()


def test_one_lesson_from_its_rules_and_demonstration_to_a_pass(qtbot, window, store, speaker):
    qtbot.mouseClick(window.top_bar.mode_buttons["course"], LEFT)
    assert window.mode is View.COURSE
    page = window.course.page
    assert page.isVisible()
    lines = path_lines(page)
    assert len(lines) == len(course_for("F7S").lessons) == 11
    assert lines[0] == "►  1. Before the deal, and the first deal"
    assert lines[1].startswith("·  2.")
    assert page.heading.text() == "Course: Seven Card Stud"
    assert "0 of 11 lessons passed" in page.where.text()

    # 1. The rule pages, read on the page; a rule number opens the rulebook.
    lesson = page.shown_lesson()
    assert lesson.key == "first_deal"
    text = page.rules.toPlainText()
    assert "R2.4 · The order of work before the deal" in text
    assert "R1.3 · Dealing starts at the dealer's left" in text
    page.rules.anchorClicked.emit(QUrl("rule:R2.4"))
    assert window.mode is View.RULES
    assert window.rules_view.current_rule() == "R2.4"
    window.set_mode(View.COURSE)

    # 2. The demonstration: the trainer deals Third Street itself, the calls spoken, nothing recorded.
    said_before = len(speaker.said)
    with qtbot.waitSignal(window.walkthrough.demonstration_finished, timeout=20000) as finished:
        qtbot.mouseClick(page.watch_button, LEFT)
        assert window.mode is View.DEAL
        assert window.walkthrough.mode is TrainingMode.LEARN
    assert finished.args == [True]
    walk = window.walkthrough.walkthrough
    assert walk.hand.street >= 4 or walk.waiting.value == "over"
    spoken = [text for text, _lang in speaker.said[said_before:]]
    assert any("brings it in" in text for text in spoken)  # the bring-in call was said
    assert walk.asked == 0  # nothing was the trainee's
    assert store.attempts_for(window.trainee.id) == []

    # 3. The check: five questions in the Quiz, in the course's game; a pass goes back to the path.
    window.set_mode(View.COURSE)
    qtbot.mouseClick(page.check_button, LEFT)
    assert window.mode is View.QUIZ
    config = window.quiz_panel.controller.config
    assert (config.count, config.variants, config.lesson, config.skills) == (
        5,
        ("F7S",),
        "first_deal",
        ("next_step",),
    )
    _answer_quiz(window, wrong=1)  # 4 of 5: 80 %, a pass
    assert window.mode is View.COURSE
    assert page.result.text() == "Passed: 4 of 5 right (80%)."
    assert path_lines(page)[0].startswith("✓  1.")
    assert path_lines(page)[1].startswith("►  2.")
    assert "1 of 11 lessons passed" in page.where.text()
    assert "Now: The antes and the bring-in." in page.where.text()
    assert any("Lesson passed" in text for text, _ in speaker.said)

    # Stored for Anna (through the station's writer) and shown in Progress.
    qtbot.waitUntil(lambda: len(store.lessons.results(trainee_id=window.trainee.id)) == 1)
    (result,) = store.lessons.results(trainee_id=window.trainee.id)
    assert (result.variant, result.lesson, result.correct, result.total, result.passed) == (
        "F7S",
        "first_deal",
        4,
        5,
        True,
    )
    window.set_mode(View.PROGRESS)
    assert "1 of 11" in window.progress_view.course_line.text()


def test_a_check_below_80_percent_is_not_passed_and_can_be_taken_again(qtbot, window, store):
    window.set_mode(View.COURSE)
    page = window.course.page
    qtbot.mouseClick(page.check_button, LEFT)
    _answer_quiz(window, wrong=2)  # 3 of 5
    assert window.mode is View.COURSE
    assert page.result.text() == "Not yet: 3 of 5 right (60%); 80% is needed. Try again."
    assert path_lines(page)[0].startswith("►  1.")
    qtbot.mouseClick(page.check_button, LEFT)
    _answer_quiz(window)
    assert page.result.text() == "Passed: 5 of 5 right (100%)."


def test_the_course_follows_the_game_and_ends_in_adaptive_practice(qtbot, window, store):
    window.set_mode(View.COURSE)
    page = window.course.page
    window.choose_game("FR")
    assert page.heading.text() == "Course: Razz"
    page.show_lesson("bring_in")
    assert "R3.3 · Who brings it in: Razz" in page.rules.toPlainText()
    trainee = window.trainee
    for lesson in course_for("FR").lessons:
        store.lessons.record(trainee.id, "FR", lesson.key, 5, 5, passed=True)
    window.course.refresh()
    assert page.done.isVisible()
    assert all(line.startswith("✓") for line in path_lines(page))
    qtbot.mouseClick(page.practise_button, LEFT)
    assert window.mode is View.QUIZ
    config = window.quiz_panel.controller.config
    assert config.variants == ("FR",)
    assert config.difficulty is None  # adaptive
    assert config.lesson is None


def test_the_last_lesson_is_checked_with_one_guided_hand(qtbot, window, store):
    window.set_mode(View.COURSE)
    page = window.course.page
    page.show_lesson("whole_hand")
    assert page.check_button.text() == "Deal the guided hand"
    qtbot.mouseClick(page.check_button, LEFT)
    assert window.mode is View.DEAL
    panel = window.walkthrough
    assert panel.mode is TrainingMode.LEARN
    panel.fast_forward(lambda walk: False)  # every duty right, to the end of the hand
    qtbot.waitUntil(lambda: window.mode is View.COURSE)
    assert page.shown_lesson().key == "whole_hand"
    qtbot.waitUntil(lambda: len(store.lessons.results(trainee_id=window.trainee.id)) == 1)
    (result,) = store.lessons.results(trainee_id=window.trainee.id)
    assert result.lesson == "whole_hand"
    assert result.passed
