"""What the reports say of one trainee: an archived trainee keeps their answers in their own summary,
and the skill to practise next is named from the third answer, as the trainer's review policy does."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from croupier.drills.review import weakest
from croupier.reports.summary import summaries_of, trainee_summaries, trainee_summary, weakest_skill
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


def test_a_class_s_summaries_are_its_own_trainees_with_their_skills() -> None:
    with Store("sqlite://") as store:
        evening = store.classes.add("Evening")
        anna = store.roster.add("Anna").id
        ben = store.roster.add("Ben", class_id=evening.id).id
        for trainee, correct in ((anna, True), (ben, False), (ben, True)):
            store.record_attempt(
                NewAttempt(
                    trainee_id=trainee,
                    skill="pot",
                    question="q",
                    answer="a",
                    correct=correct,
                    seconds=2.0,
                    mode="practice",
                )
            )
        for skills in (True, False):
            summaries = trainee_summaries(store, class_id=evening.id, skills=skills)
            assert [(s.trainee.name, s.attempts, s.correct) for s in summaries] == [("Ben", 2, 1)]
        # The summaries name each trainee's skills unless asked for the totals alone.
        assert [[stat.skill for stat in s.skills] for s in trainee_summaries(store)] == [["pot"], ["pot"]]


def test_the_class_report_sums_up_its_trainees_as_the_roster_does() -> None:
    with Store("sqlite://") as store:
        zoe = store.roster.add("Zoe").id
        anna = store.roster.add("Anna").id
        store.roster.add("Cleo")
        store.start_session(anna, "practice", started_at=DAY)
        for trainee, skill, correct in ((zoe, "pot", True), (anna, "pot", False), (anna, "odd_chip", True)):
            store.record_attempt(
                NewAttempt(
                    trainee_id=trainee,
                    skill=skill,
                    question="q",
                    answer="a",
                    correct=correct,
                    seconds=2.0,
                    mode="practice",
                    answered_at=DAY + timedelta(minutes=1),
                )
            )
        roster = store.roster.trainees()
        given = summaries_of(roster, store.dashboard.skill_stats(), store.dashboard.activity())
        assert given == trainee_summaries(store)
        assert [(s.trainee.name, s.sessions, s.attempts, s.correct) for s in given] == [
            ("Anna", 1, 2, 1),
            ("Cleo", 0, 0, 0),
            ("Zoe", 0, 1, 1),
        ]
        assert [s.skill for s in given[0].skills] == ["odd_chip", "pot"]
        assert given[2].last_active == DAY + timedelta(minutes=1)
