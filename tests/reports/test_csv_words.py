"""The CSV reports in the language installed: headings, yes/no, skills and modes in words."""

from __future__ import annotations

import csv
import io

from croupier.reports.csv_words import csv_words
from croupier.store import NewAttempt, Store, trainee_csv
from croupier.store.reports import CLASS_HEADINGS, EXAM_HEADINGS, SKILL_HEADINGS, TRAINEE_HEADINGS

HEADINGS = {
    "en": ["trainee", "answered at", "session", "mode", "skill", "question", "answer", "right answer"],
    "de": [
        "Teilnehmer",
        "beantwortet am",
        "Sitzung",
        "Modus",
        "Fertigkeit",
        "Frage",
        "Antwort",
        "richtige Antwort",
    ],
}


def test_a_trainees_csv_in_the_language_installed(language):
    lang = language.language.value
    with Store("sqlite://") as store:
        anna = store.roster.add("Anna").id
        store.record_attempt(
            NewAttempt(
                trainee_id=anna,
                skill="pot_size",
                question="q",
                answer="a",
                correct=True,
                seconds=1,
                mode="practice",
            )
        )
        header, row = list(csv.reader(io.StringIO(trainee_csv(store, anna, words=csv_words()), newline="")))
    assert header[:8] == HEADINGS[lang]
    skill, mode, flag = ("Pot size", "Practice", "yes") if lang == "en" else ("Potgröße", "Üben", "ja")
    assert (row[4], row[3], row[8]) == (skill, mode, flag)


def test_every_heading_of_the_store_has_words(language):
    words = csv_words()
    every = {*TRAINEE_HEADINGS, *EXAM_HEADINGS, *SKILL_HEADINGS, *CLASS_HEADINGS}
    assert every <= set(words.headings)


def test_a_live_answer_is_marked_live_class_in_words(language):
    lang = language.language.value
    with Store("sqlite://") as store:
        anna = store.roster.add("Anna").id
        for mode in ("practice", "exam", "live"):
            store.record_attempt(
                NewAttempt(
                    trainee_id=anna,
                    skill="pot_size",
                    question="q",
                    answer="a",
                    correct=True,
                    seconds=1,
                    mode=mode,
                )
            )
        rows = list(csv.reader(io.StringIO(trainee_csv(store, anna, words=csv_words()), newline="")))[1:]
    expected = ["Practice", "Exam", "Live class"] if lang == "en" else ["Üben", "Prüfung", "Live-Unterricht"]
    assert [row[3] for row in rows] == expected


def test_the_street_is_named_once_in_a_stored_question(language):
    """ "Razz · Seventh Street: who acts first?", not "…Seventh Street: Seventh Street: who acts first?"."""
    import random  # noqa: PLC0415

    from croupier.drills.grading import generate  # noqa: PLC0415
    from croupier.i18n.names import street_name  # noqa: PLC0415
    from croupier.words.stored_words import question_words  # noqa: PLC0415

    rng = random.Random(4)
    seen = set()
    while len(seen) < 3:
        question = generate("first_to_act", rng)
        street = dict(question.prompt.params)["street"]
        seen.add(street)
        words = question_words(question)
        assert words.count(street_name(street)) == 1, words
