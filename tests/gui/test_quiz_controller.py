"""The quiz without widgets: sessions started, questions asked and answered, the clock, the end."""

from __future__ import annotations

from readback import hard_limit, is_timing

from croupier.drills import TrainingMode, solve
from croupier.gui.quiz import QuizConfig, QuizController, picture_for
from croupier.store import MemoryHistory


class Clock:
    def __init__(self) -> None:
        self.now = 50.0

    def __call__(self) -> float:
        return self.now


def test_a_session_runs_to_its_summary(qtbot):
    history = MemoryHistory()
    controller = QuizController(history, trainee_id=4)
    with qtbot.waitSignal(controller.question_asked):
        question = controller.start(QuizConfig(TrainingMode.LEARN, ("burn_count",), count=2, seed=1))
    assert controller.number == 1
    assert controller.limit is None  # Learn is untimed
    assert not is_timing(controller)
    assert controller.hint()
    outcome = controller.answer(solve(question).expected)
    assert outcome is not None
    assert outcome.correct
    assert outcome.hinted
    assert controller.answer(3) is None  # answered already
    second = controller.next_question()
    assert second is not None
    with qtbot.waitSignal(controller.finished) as finished:
        controller.answer(None)
        assert controller.next_question() is None
    summary = finished.args[0]
    assert (summary.correct, summary.asked) == (1, 2)
    assert [attempt.correct for attempt in history.attempts_for(4)] == [True, False]


def test_the_clock_reports_and_a_hard_limit_submits(qtbot):
    clock = Clock()
    controller = QuizController(clock=clock)
    controller.start(QuizConfig(TrainingMode.TABLE_READY, ("capped",), count=1, seed=2))
    limit = controller.limit
    assert limit is not None
    assert hard_limit(controller)
    with qtbot.waitSignal(controller.ticked) as tick:
        clock.now += 1.0
    remaining, total, hard = tick.args
    assert (remaining, total, hard) == (limit - 1.0, limit, True)
    with qtbot.waitSignal(controller.answered, timeout=2000) as answered:
        clock.now += limit
    assert answered.args[0].timed_out


def test_restart_keeps_the_choices_with_a_fresh_seed():
    controller = QuizController()
    controller.start(QuizConfig(TrainingMode.PRACTICE, ("capped", "bring_in"), count=3, seed=9))
    controller.restart(count=1)
    config = controller.config
    assert config.skills == ("capped", "bring_in")
    assert config.count == 1
    assert config.seed is None
    controller.stop()
    assert controller.question is None
    assert not is_timing(controller)


def test_the_picture_hides_the_counts_a_question_asks_for():
    controller = QuizController()
    burn = controller.start(QuizConfig(TrainingMode.LEARN, ("burn_count",), count=1, seed=3))
    picture = picture_for(burn)
    assert picture.hide_burns
    assert not picture.hide_stub
    assert picture.state.actor is None
    call = controller.start(QuizConfig(TrainingMode.LEARN, ("call_amount",), count=1, seed=3))
    assert picture_for(call).state.actor == call.prompt.params["seat"]
