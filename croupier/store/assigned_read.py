"""What the school says of one trainee's assignments and exams, read in one go (``read_assigned``),
and what is assigned to them once this station's own records not yet sent are added
(``assigned_with``): the answers and sittings of the signed-in trainee's ``Recorder``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from croupier.store.assigned import Assigned, progress_from, sittings_of
from croupier.store.records import Assignment, Exam, ExamResult

if TYPE_CHECKING:
    from croupier.store import Store
    from croupier.store.recorder import Recorder

__all__ = ["AssignedRead", "assigned_with", "read_assigned"]


@dataclass(frozen=True, slots=True)
class AssignedRead:
    """What the school said of the signed-in trainee's assignments and exams, last time it was asked."""

    assignments: list[Assignment]
    exams: list[Exam]
    sittings: dict[int, set[str]]
    results: list[ExamResult]
    answers: dict[int, dict[str, bool]]
    granted: dict[int, int]


def read_assigned(store: Store, trainee_id: int) -> AssignedRead:
    """The trainee's assignments with their answers, and their exams with sittings, results and the
    sittings granted on top."""
    assignments = store.assignments.for_trainee(trainee_id)
    exams = store.exams.exams(for_trainee=trainee_id)
    counts = store.sittings.allowed(trainee_id, [exam.id for exam in exams])
    return AssignedRead(
        assignments,
        exams,
        {exam.id: store.exams.sitting_ids(exam.id, trainee_id) for exam in exams},
        store.exams.results(trainee_id=trainee_id),
        {item.id: store.assignments.answers(item.id, trainee_id) for item in assignments},
        {exam.id: counts[exam.id][1] - exam.sittings for exam in exams if exam.id in counts},
    )


def assigned_with(read_data: AssignedRead, recorder: Recorder) -> Assigned:
    """What ``read_data`` says is assigned, with the answers, sittings and results ``recorder``
    holds that the school has not yet (each counted once)."""
    known = {result.uuid for result in read_data.results}
    local = [result for result in recorder.exam_results if result.uuid not in known]
    return Assigned(
        tuple(
            progress_from(
                item,
                {**read_data.answers.get(item.id, {}), **recorder.assignment_answers.get(item.id, {})},
            )
            for item in read_data.assignments
        ),
        sittings_of(
            read_data.exams,
            read_data.sittings,
            recorder.exam_sittings,
            [*read_data.results, *local],
            read_data.granted,
        ),
    )
