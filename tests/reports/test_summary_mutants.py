"""What the reports say of one trainee: an archived trainee keeps their answers in their own summary,
and the skill to practise next is named from the third answer, as the trainer's review policy does."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from croupier.drills.review import weakest
from croupier.reports.summary import trainee_summary, weakest_skill
from croupier.store import NewAttempt, SkillStats, Store

DAY = datetime(2025, 3, 4, 9, 0, tzinfo=UTC)


def test_an_archived_trainee_keeps_their_answers_and_time_seen_in_their_summary() -> None:
    with Store("sqlite://") as store:
        bert = store.roster.add("Bert").id
        for minute, correct in enumerate((True, False, True)):
            store.record_attempt(
                NewAttempt(
                    trainee_id=bert,
                    skill="pot",
                    question="q",
                    answer="a",
                    correct=correct,
                    seconds=2.0,
                    mode="practice",
                    answered_at=DAY + timedelta(minutes=minute),
                )
            )
        store.roster.archive(bert)
        summary = trainee_summary(store, bert)
        assert summary.trainee.archived_at is not None
        assert (summary.attempts, summary.correct) == (3, 2)
        assert [(s.skill, s.attempts) for s in summary.skills] == [("pot", 3)]
        assert summary.last_active == DAY + timedelta(minutes=2)


def test_a_skill_answered_wrong_three_times_is_the_one_to_practise() -> None:
    three_wrong = SkillStats(1, "T1", "pot", 3, 0, 3.0)
    assert weakest_skill([three_wrong]) == three_wrong
    assert weakest([three_wrong]) is not None  # the same threshold as the review policy
    assert weakest_skill([SkillStats(1, "T1", "pot", 2, 0, 3.0)]) is None
