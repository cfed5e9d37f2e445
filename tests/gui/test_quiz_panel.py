"""The quiz in the main window, driven as a trainee would: number keys, digits and Enter, clicks on
the table; the score and streak, the clock, the exam, the summary, the store, the help, speech."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from readback import hard_limit, is_timing, plain_text, score_text, verdict_body

from croupier.drills import AnswerType, Question, TrainingMode, solve
from croupier.gui.main_window import MainWindow
from croupier.gui.quiz import QuizConfig, QuizPanel
from croupier.gui.quiz.live_page import LivePage
from croupier.gui.quiz.question_page import QuestionPage
from croupier.gui.settings import MemoryStore, Settings
from croupier.i18n import Translations
from croupier.speech import SilentSpeaker
from croupier.store import NewAttempt, Store

_NUMBER_KEYS = [getattr(Qt.Key, f"Key_{digit}") for digit in range(10)]


class Clock:
    """Seconds that move only when told."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def _quiz(window: MainWindow, qtbot) -> QuizPanel:
    window.set_mode("quiz")
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    panel = window.quiz_panel
    assert panel.isVisible()
    return panel


def _asked(qtbot, panel: QuizPanel) -> None:
    """Start, Again and Practise make the first question apart, then ask it: wait for it as a
    person does (a moment), before answering."""
    qtbot.waitUntil(lambda: panel.page() is panel.question_page and panel.controller.question is not None)


def _press(qtbot, window: MainWindow, key: Qt.Key) -> None:
    # Sent to the table: the quiz's keys work wherever the focus is in the window.
    qtbot.keyClick(window.table_view, key)


def _click_seat(qtbot, window: MainWindow, seat: int) -> None:
    view = window.table_view
    point = view.mapFromScene(view.table_scene.plate(seat).rect().center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(point.x(), point.y()))


def _expected(question: Question):
    return solve(question).expected


@pytest.fixture
def panel(window: MainWindow, qtbot) -> QuizPanel:
    return _quiz(window, qtbot)


def test_a_choice_by_number_key_right_then_wrong_moves_score_and_streak(window, panel, qtbot):
    question = panel.start(QuizConfig(mode=TrainingMode.PRACTICE, skills=("capped",), count=3, seed=2))
    assert question is not None
    assert question.answer_type is AnswerType.CHOICE
    page = panel.question_page
    keys = [choice.key for choice in question.choices]
    assert [button.number for button in page.answer_input.choices.buttons] == [1, 2]
    _press(qtbot, window, _NUMBER_KEYS[keys.index(_expected(question)) + 1])
    assert page.answered
    assert page.outcome.correct
    assert page.feedback.isVisible()
    assert page.verdict_mark.text() == "✓ Right"
    assert page.score_label.text() == "Score 1/1"
    assert page.streak_label.text() == "Streak 1"
    assert score_text(window.verdict_strip) == "Score 1/1"
    assert window.verdict_strip.text.startswith("Correct.")
    rules = ", ".join(page.outcome.grade.rules)
    assert f"Rules: {rules}" in verdict_body(page)

    _press(qtbot, window, Qt.Key.Key_Return)  # on to the next question
    question = panel.controller.question
    assert not page.answered
    wrong = next(index for index, key in enumerate(keys) if key != _expected(question))
    _press(qtbot, window, _NUMBER_KEYS[wrong + 1])
    assert page.answered
    assert not page.outcome.correct
    assert page.verdict_mark.text() == "✗ Wrong"
    assert page.score_label.text() == "Score 1/2"
    assert page.streak_label.text() == "Streak 0"
    assert score_text(window.verdict_strip) == "Score 1/2"
    # The choices say which was right and which was picked.
    verdicts = [button.verdict for button in page.answer_input.choices.buttons]
    assert verdicts[wrong] == "wrong"
    assert "right" in verdicts


def test_the_live_page_is_made_when_the_first_live_question_comes_and_takes_the_keys(window, panel, qtbot):
    """Most sessions have no live round: the page is not made with the panel (an eighth of its
    making at start-up), but when the instructor's first question comes."""
    assert panel.findChildren(LivePage) == []
    question = panel.start(QuizConfig(mode=TrainingMode.PRACTICE, skills=("call_amount",), count=2, seed=5))
    assert question is not None
    assert panel.show_live(7, question, 1)
    assert len(panel.findChildren(LivePage)) == 1
    assert panel.page() is panel.live_page
    for digit in str(_expected(question)):
        _press(qtbot, window, _NUMBER_KEYS[int(digit)])
    with qtbot.waitSignal(panel.live_answered) as answered:
        _press(qtbot, window, Qt.Key.Key_Return)
    assert answered.args[0] == 7
    assert answered.args[3].correct
    panel.end_live()
    assert panel.page() is not panel.live_page
    assert len(panel.findChildren(LivePage)) == 1  # made once


def test_the_question_page_is_made_when_the_first_quiz_starts_and_takes_the_keys(window, panel, qtbot):
    """The window starts with the quiz's start page: the question page is not made with the panel
    (a third of its making at start-up), but when the first quiz starts."""
    assert panel.findChildren(QuestionPage) == []
    for key in (Qt.Key.Key_1, Qt.Key.Key_Space, Qt.Key.Key_Backspace, Qt.Key.Key_Escape):
        _press(qtbot, window, key)  # keys on the start page make no question page
    assert panel.findChildren(QuestionPage) == []
    panel.start_page.set_config(QuizConfig(mode=TrainingMode.PRACTICE, skills=("call_amount",), count=2))
    _press(qtbot, window, Qt.Key.Key_Return)  # Start
    _asked(qtbot, panel)
    assert len(panel.findChildren(QuestionPage)) == 1
    page = panel.question_page
    assert panel.page() is page
    assert page.isVisible()
    question = panel.controller.question
    assert question is not None
    assert question.answer_type is AnswerType.AMOUNT
    assert panel.picture is not None  # the question's position, for the table
    for digit in str(_expected(question)):
        _press(qtbot, window, _NUMBER_KEYS[int(digit)])
    _press(qtbot, window, Qt.Key.Key_Return)
    assert page.answered
    assert page.outcome.correct
    panel.show_start()
    assert panel.page() is not page
    assert panel.findChildren(QuestionPage) == [page]  # made once


def test_an_amount_by_digits_and_enter(window, panel, qtbot):
    question = panel.start(QuizConfig(mode=TrainingMode.PRACTICE, skills=("call_amount",), count=2, seed=5))
    assert question is not None
    assert question.answer_type is AnswerType.AMOUNT
    page = panel.question_page
    expected = _expected(question)
    _press(qtbot, window, Qt.Key.Key_Return)  # nothing typed yet: says so, answers nothing
    assert not page.answered
    assert page.problem.isVisible()
    for digit in str(expected + 1):
        _press(qtbot, window, _NUMBER_KEYS[int(digit)])
    _press(qtbot, window, Qt.Key.Key_Backspace)  # a slip undone
    _press(qtbot, window, _NUMBER_KEYS[int(str(expected)[-1])])
    assert page.answer_input.amount.text == str(expected)
    _press(qtbot, window, Qt.Key.Key_Return)
    assert page.answered
    assert page.outcome.correct
    assert page.outcome.grade.given == expected

    _press(qtbot, window, Qt.Key.Key_Space)
    question = panel.controller.question
    # Typed straight into the focused field, with a chip added from the keypad: a wrong amount.
    qtbot.keyClicks(page.answer_input.amount.edit, str(_expected(question)))
    page.answer_input.amount.add_chips(5)
    _press(qtbot, window, Qt.Key.Key_Enter)
    assert page.answered
    assert not page.outcome.correct
    assert page.outcome.grade.given == _expected(question) + 5


def test_a_seat_by_a_click_on_the_table_marks_the_seats(window, panel, qtbot):
    question = panel.start(QuizConfig(mode=TrainingMode.PRACTICE, skills=("bring_in",), count=2, seed=3))
    assert question is not None
    assert question.answer_type is AnswerType.SEAT
    page = panel.question_page
    wrong = next(seat for seat in question.position.seats if seat != _expected(question))
    _click_seat(qtbot, window, wrong)
    assert page.answered
    assert not page.outcome.correct
    plates = window.table_view.table_scene
    assert plates.plate(wrong).texts[0] == f"✗ Seat {wrong}"
    assert plates.plate(_expected(question)).texts[0] == f"✓ Seat {_expected(question)}"
    # The piles are back after the quiz lets go of the table, and Deal's hand is shown again.
    window.set_mode("deal")
    assert all(pile.isVisible() for pile in window.table_view.table_scene.piles())
    assert window.table_view.hand is window.observe_panel.hand
    window.set_mode("quiz")
    assert window.table_view.table_scene.plate(wrong).texts[0] == f"✗ Seat {wrong}"


def test_a_seat_order_and_a_seat_set_by_number_keys(window, panel, qtbot):
    question = panel.start(QuizConfig(mode=TrainingMode.LEARN, skills=("showdown_order",), count=1, seed=1))
    assert question is not None
    assert question.answer_type is AnswerType.SEAT_ORDER
    order = _expected(question)
    for seat in (*order, order[0]):  # a seat picked twice counts once
        _press(qtbot, window, _NUMBER_KEYS[seat])
    assert panel.question_page.answer_input.seats.picked == order
    first = window.table_view.table_scene.plate(order[0]).texts[0]
    assert first == f"1. Seat {order[0]}"
    _press(qtbot, window, Qt.Key.Key_Backspace)
    _press(qtbot, window, _NUMBER_KEYS[order[-1]])
    _press(qtbot, window, Qt.Key.Key_Return)
    assert panel.question_page.outcome.correct

    question = panel.start(QuizConfig(mode=TrainingMode.LEARN, skills=("winner",), count=1, seed=4))
    assert question is not None
    assert question.answer_type is AnswerType.SEAT_SET
    for seat in _expected(question):
        _click_seat(qtbot, window, seat)
    _press(qtbot, window, Qt.Key.Key_Return)
    assert panel.question_page.outcome.correct


def test_the_hint_in_learn_mode_only(window, panel, qtbot):
    panel.start(QuizConfig(mode=TrainingMode.LEARN, skills=("first_to_act",), count=1, seed=1))
    page = panel.question_page
    assert page.hint_button.isVisible()
    assert "(H)" in page.hint_button.toolTip()
    _press(qtbot, window, Qt.Key.Key_H)
    assert page.hint_label.isVisible()
    assert page.hint_label.text().startswith("Hint: ")
    assert not page.hint_button.isVisible()
    assert panel.controller.session.outcomes == []
    panel.start(QuizConfig(mode=TrainingMode.PRACTICE, skills=("first_to_act",), count=1, seed=1))
    assert not page.hint_button.isVisible()
    _press(qtbot, window, Qt.Key.Key_H)
    assert not page.hint_label.isVisible()


@pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")
def test_letters_typed_in_the_amount_field_reach_the_shortcuts(window, panel, qtbot):
    panel.start(QuizConfig(mode=TrainingMode.LEARN, skills=("call_amount",), count=1, seed=2))
    page = panel.question_page
    field = page.answer_input.amount.edit
    qtbot.keyClicks(field, "2")
    assert field.hasFocus()
    qtbot.keyClicks(field, "h")
    assert page.hint_label.isVisible()
    qtbot.keyClicks(field, "?")
    assert window.help.dialog is not None
    assert window.help.dialog.isVisible()
    window.help.dialog.close()
    assert field.text() == "2"


def test_time_runs_out_on_an_injected_clock_without_blocking(window, panel, qtbot):
    clock = Clock()
    panel.set_clock(clock)
    panel.start(QuizConfig(mode=TrainingMode.TABLE_READY, skills=("capped",), count=2, seed=3))
    page = panel.question_page
    limit = panel.controller.limit
    assert limit is not None
    assert hard_limit(panel.controller)
    qtbot.waitUntil(page.ring.isVisible)
    assert page.ring.text() == str(round(limit))
    clock.now += limit / 2
    qtbot.waitUntil(lambda: page.ring.fraction == pytest.approx(0.5))
    assert not page.answered
    clock.now += limit  # past the limit: the tick submits "no answer"
    qtbot.waitUntil(lambda: page.answered, timeout=2000)
    outcome = page.outcome
    assert outcome.timed_out
    assert not outcome.correct
    assert outcome.grade.given is None
    assert page.verdict_mark.text() == "✗ Out of time"
    assert window.verdict_strip.text.startswith("Out of time:")
    assert not is_timing(panel.controller)


def test_time_running_out_behind_the_deal_mode_leaves_its_table_alone(window, panel, qtbot):
    clock = Clock()
    panel.set_clock(clock)
    panel.start(QuizConfig(mode=TrainingMode.TABLE_READY, skills=("capped",), count=2, seed=3))
    window.set_mode("deal")
    strip = window.verdict_strip.text
    clock.now += 100
    qtbot.waitUntil(lambda: panel.question_page.answered, timeout=2000)
    assert window.table_view.hand is window.observe_panel.hand
    assert window.verdict_strip.text == strip
    assert score_text(window.verdict_strip) == ""
    window.set_mode("quiz")  # back: the verdict, the score and the position return
    assert window.verdict_strip.text.startswith("Out of time:")
    assert score_text(window.verdict_strip) == "Score 0/1"
    assert window.table_view.hand is None


def test_a_short_time_limit_on_the_real_clock(window, panel, qtbot):
    panel.start(
        QuizConfig(mode=TrainingMode.PRACTICE, skills=("bring_in",), count=1, seed=3, time_limit=0.15)
    )
    page = panel.question_page
    qtbot.waitUntil(lambda: page.answered, timeout=3000)
    assert page.outcome.timed_out
    assert not page.outcome.correct


def test_practice_is_timed_softly_at_the_dealer_pace(window, panel, qtbot):
    clock = Clock()
    panel.set_clock(clock)
    question = panel.start(QuizConfig(mode=TrainingMode.PRACTICE, skills=("capped",), count=1, seed=3))
    page = panel.question_page
    assert not hard_limit(panel.controller)
    assert panel.controller.limit is not None
    clock.now += panel.controller.limit + 2.5
    qtbot.waitUntil(lambda: page.ring.text() == "+2")
    assert not page.answered  # slow is not over
    keys = [choice.key for choice in question.choices]
    _press(qtbot, window, _NUMBER_KEYS[keys.index(_expected(question)) + 1])
    assert page.outcome.correct
    assert page.outcome.slow
    assert "slower than the dealer's pace" in verdict_body(page)


def test_the_exam_gives_no_feedback_until_the_summary(window, panel, qtbot):
    panel.start(QuizConfig(mode=TrainingMode.EXAM, skills=("capped",), count=3, seed=6))
    page = panel.question_page
    assert not page.score_label.isVisible()
    assert not page.hint_button.isVisible()
    assert score_text(window.verdict_strip) == ""
    answers = []
    for number in range(1, 4):
        question = panel.controller.question
        assert page.progress.text() == f"Question {number} of 3"
        keys = [choice.key for choice in question.choices]
        answers.append(keys.index(_expected(question)) == 0)
        _press(qtbot, window, Qt.Key.Key_1)
        if number < 3:
            assert panel.page() is page
            assert not page.answered
            assert not page.feedback.isVisible()
            assert window.verdict_strip.text.startswith("Exam started")
            assert score_text(window.verdict_strip) == ""
    assert panel.page() is panel.summary_page
    right = sum(answers)
    text = panel.summary_page.text()
    assert ("Exam passed" if right == 3 else "Exam not passed") in text
    assert f"{right} of 3 right" in text
    assert "Pass mark: 80%" in text
    assert score_text(window.verdict_strip) == f"Score {right}/3"


def test_the_summary_lists_mistakes_by_skill_and_practises_the_weakest(window, panel, qtbot):
    panel.start(QuizConfig(mode=TrainingMode.PRACTICE, skills=("capped", "burn_count"), count=6, seed=8))
    wrong_skills = set()
    while panel.page() is panel.question_page:
        question = panel.controller.question
        if question.skill == "burn_count":
            panel.controller.answer(_expected(question) + 1)
            wrong_skills.add(question.skill)
        else:
            panel.controller.answer(_expected(question))
        _press(qtbot, window, Qt.Key.Key_Return)
    assert wrong_skills == {"burn_count"}
    summary = panel.summary_page
    text = summary.text()
    assert "What went wrong, by skill, the weakest first" in text
    assert text.index("Burn cards") < text.index("Capped betting")  # the weakest first
    assert "How many cards have been burned so far in this hand?" in text
    assert "You: " in text
    assert "right: " in text
    assert summary.weakest == "burn_count"
    assert summary.weakest_button.text() == "Practise Burn cards (Enter)"
    _press(qtbot, window, Qt.Key.Key_Return)
    _asked(qtbot, panel)
    session = panel.controller.session
    assert panel.page() is panel.question_page
    assert session.skills == ("burn_count",)
    assert session.mode is TrainingMode.PRACTICE
    assert session.count == 6
    assert panel.controller.question.skill == "burn_count"


def test_the_summary_keys_again_and_new(window, panel, qtbot):
    panel.start(QuizConfig(mode=TrainingMode.LEARN, skills=("capped",), count=1, seed=1))
    panel.controller.answer("yes")
    _press(qtbot, window, Qt.Key.Key_Return)
    assert panel.page() is panel.summary_page
    _press(qtbot, window, Qt.Key.Key_A)
    _asked(qtbot, panel)
    assert panel.controller.config.mode is TrainingMode.LEARN
    panel.finish_early()  # nothing answered yet in the new one
    assert panel.page() is panel.summary_page
    assert "No question was answered." in panel.summary_page.text()
    _press(qtbot, window, Qt.Key.Key_Escape)
    assert panel.page() is panel.start_page


def test_the_start_screen_starts_with_enter_and_lists_the_weakest_first(window, panel, qtbot):
    start = panel.start_page
    history = panel.controller.history
    for _ in range(3):
        history.record_attempt(
            NewAttempt(
                trainee_id=0,
                skill="odd_chip",
                question="q",
                answer="1",
                correct=False,
                seconds=3.0,
                mode="practice",
            )
        )
    panel.show_start()
    assert start.skill_list.item(0).text() == "Odd chip · 100% wrong"
    assert start.skill_list.item(1).text().endswith("· new")
    # Keys the start screen has no use for keep their meaning: Space ticks, digits fill the count.
    start.skill_list.setFocus()
    start.skill_list.setCurrentRow(5)
    qtbot.keyClick(start.skill_list, Qt.Key.Key_Space)
    assert start.skill_list.item(5).checkState() == Qt.CheckState.Checked
    assert start.some_skills.isChecked()
    start.count_box.setFocus()
    start.count_box.selectAll()
    qtbot.keyClicks(start.count_box, "7")
    assert start.count_box.value() == 7
    start.pick_weakest()
    assert start.chosen_skills()[0] == "odd_chip"
    assert len(start.chosen_skills()) == 3
    start.mode_buttons[TrainingMode.LEARN].setChecked(True)
    start.count_box.setValue(4)
    start.difficulty_box.setCurrentIndex(1)
    _press(qtbot, window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: panel.page() is panel.question_page)
    session = panel.controller.session
    assert session.mode is TrainingMode.LEARN
    assert session.count == 4
    assert session.difficulty == 1
    assert set(session.skills) == set(start.chosen_skills())


def test_attempts_land_in_the_sqlite_store(qtbot, translations: Translations, tmp_path: Path):
    store = Store(f"sqlite:///{tmp_path / 'progress.sqlite3'}")
    try:
        trainee = store.roster.add("Anna Berger")
        settings = Settings(MemoryStore({Settings.ANIMATIONS: False, Settings.PLAYERS: 6}))
        window = MainWindow(
            translations,
            settings,
            SilentSpeaker("none"),
            store=store,
            trainee=trainee,
            rng=random.Random(5),
        )
        qtbot.add_widget(window)
        window.show()
        panel = _quiz(window, qtbot)
        question = panel.start(QuizConfig(mode=TrainingMode.PRACTICE, skills=("bring_in",), count=2, seed=9))
        _click_seat(qtbot, window, _expected(question))
        _press(qtbot, window, Qt.Key.Key_Return)
        panel.controller.answer(None)
        panel.controller.next_question()  # the end of the quiz: its session ends
        assert window.station.writer.flush(10)
        attempts = store.attempts_for(trainee.id)
        assert [(a.skill, a.correct, a.mode) for a in attempts] == [
            ("bring_in", True, "practice"),
            ("bring_in", False, "practice"),
        ]
        assert attempts[0].answer == str(_expected(question))
        assert attempts[0].words["expected"] == f"seat {_expected(question)}"
        assert attempts[1].words["answer"] == "no answer"
        (session,) = store.sessions_for(trainee.id)
        assert session.activity == "quiz"
        assert session.ended_at is not None
        assert {a.session_id for a in attempts} == {session.id}
        # The start screen reads the store: the skill answered is no longer "new".
        panel.show_start()
        texts = [panel.start_page.skill_list.item(row).text() for row in range(3)]
        assert "Bring-in · 50% wrong" in texts
        window.close()
    finally:
        store.close()


@pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")
def test_f1_opens_the_quiz_help_with_every_key_and_nothing_is_answered_behind_it(window, panel, qtbot):
    panel.start(QuizConfig(mode=TrainingMode.PRACTICE, skills=("capped",), count=1, seed=1))
    _press(qtbot, window, Qt.Key.Key_F1)
    dialog = window.help.dialog
    assert dialog is not None
    assert dialog.isVisible()
    assert dialog.view == "quiz"
    keys = [row.keys for group in window.help.view_keys("quiz") for row in group.rows]
    for key in ("0–9", "Enter", "Space", "Backspace", "Esc", "H", "R", "A", "?", "F1"):
        assert key in keys
    assert "Hint (Learn mode)" in plain_text(dialog)
    assert not panel.question_page.answered
    dialog.close()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    _press(qtbot, window, Qt.Key.Key_Question)
    assert dialog.isVisible()
    dialog.close()
    # Tooltips name the keys too.
    page = panel.question_page
    assert "(Enter" in page.next_button.toolTip()
    assert "(Enter)" in panel.start_page.start_button.toolTip()
    assert page.answer_input.choices.buttons[0].toolTip() == "Press 1 to answer with this one"


def test_every_quiz_control_has_an_accessible_name(window, panel, qtbot):
    from PySide6.QtWidgets import QAbstractButton, QLineEdit, QListWidget  # noqa: PLC0415

    def unnamed() -> list[str]:
        widgets = panel.findChildren(QAbstractButton) + panel.findChildren(QLineEdit)
        found = [
            widget.objectName() or type(widget).__name__
            for widget in widgets
            if widget.isVisibleTo(panel) and not (widget.accessibleName() or widget.text())
        ]
        found += [w.objectName() for w in panel.findChildren(QListWidget) if not w.accessibleName()]
        return found

    assert unnamed() == []
    for skill in ("capped", "call_amount", "winner"):
        panel.start(QuizConfig(mode=TrainingMode.LEARN, skills=(skill,), count=1, seed=1))
        assert unnamed() == [], skill
    assert panel.question_page.ring.accessibleName() == "Time left"


def test_speech_says_the_prompt_and_the_verdict_and_listen_mode_reads_choices(
    qtbot, translations: Translations, settings: Settings
):
    speaker = SilentSpeaker("no engine in the tests")
    settings.speech = True
    window = MainWindow(translations, settings, speaker, rng=random.Random(5))
    qtbot.add_widget(window)
    window.show()
    panel = _quiz(window, qtbot)
    question = panel.start(QuizConfig(mode=TrainingMode.PRACTICE, skills=("bring_in",), count=2, seed=3))
    assert speaker.said[-1] == ("Who brings it in?", "en")
    _click_seat(qtbot, window, _expected(question))
    assert speaker.said[-1] == (f"Correct. Seat {_expected(question)}", "en")
    question = panel.start(
        QuizConfig(mode=TrainingMode.PRACTICE, skills=("capped",), count=1, seed=3, listen=True)
    )
    listened = ("Is the betting capped? 1: Yes. 2: No.", "en")
    assert speaker.said[-1] == listened
    _press(qtbot, window, Qt.Key.Key_R)
    assert speaker.said[-2:] == [listened, listened]
    window.top_bar.speech_toggled.emit(False)
    question = panel.start(QuizConfig(mode=TrainingMode.PRACTICE, skills=("bring_in",), count=1, seed=4))
    assert speaker.said[-1] == listened  # speech off, listen mode off: nothing said


def _choose(qtbot, box, data) -> None:
    """Pick the entry of a top-bar box whose data is ``data``, as a click on it would."""
    index = box.findData(data)
    assert index >= 0
    box.setCurrentIndex(index)
    box.activated.emit(index)


def test_the_quiz_follows_the_game_and_players_of_the_top_bar_unless_all_games_is_chosen(window, qtbot):
    """Issue 15: with Stud and 6 players chosen, the questions were Razz 3-handed and Stud Hi-Lo."""
    bar = window.top_bar
    _choose(qtbot, bar.variant_box, "F7S")
    _choose(qtbot, bar.players_box, 6)
    panel = _quiz(window, qtbot)
    start = panel.start_page
    start.some_skills.setChecked(True)
    for row in range(start.skill_list.count()):
        item = start.skill_list.item(row)
        wanted = item.data(Qt.ItemDataRole.UserRole) in {"first_to_act", "pot_size"}
        item.setCheckState(Qt.CheckState.Checked if wanted else Qt.CheckState.Unchecked)
    start.count_box.setValue(6)
    assert start.games_box.currentIndex() == 0
    qtbot.mouseClick(start.start_button, Qt.MouseButton.LeftButton)
    _asked(qtbot, panel)
    question = panel.question_page.question
    for _ in range(6):
        assert question is not None
        assert question.position.variant.code == "F7S"
        assert len(question.position.players) == 6
        panel.controller.answer(solve(question).expected)
        question = panel.controller.next_question()
        if question is None:
            break
    # All games: the three games come up.
    panel.show_free_start()
    start.games_box.setCurrentIndex(1)
    start.count_box.setValue(30)
    qtbot.mouseClick(start.start_button, Qt.MouseButton.LeftButton)
    games = set()
    question = panel.question_page.question
    while question is not None:
        games.add(question.position.variant.code)
        panel.controller.answer(solve(question).expected)
        question = panel.controller.next_question()
    assert games == {"F7S", "F7S/8", "FR"}


def test_no_note_of_the_hand_dealt_stays_under_the_quiz_or_progress(window, qtbot):
    """Issue 15: "A new hand: collect the antes." stayed in the strip on Quiz, Progress, Instructor."""
    window.set_mode("deal")
    window.verdict_strip.show_note("A new hand: collect the antes.")
    window.set_mode("rules")
    assert window.verdict_strip.text == ""
    window.set_mode("deal")
    window.verdict_strip.show_note("A new hand: collect the antes.")
    _quiz(window, qtbot)
    assert "collect the antes" not in window.verdict_strip.text
