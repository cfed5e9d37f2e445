"""The CSV reports in the language installed: headings, yes/no, skills and modes in words."""

from __future__ import annotations

import csv
import io

from croupier.reports.csv_words import csv_words
from croupier.store import Store, trainee_csv
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
            anna, skill="pot_size", question="q", answer="a", correct=True, seconds=1, mode="practice"
        )
        header, row = list(csv.reader(io.StringIO(trainee_csv(store, anna, words=csv_words()), newline="")))
    assert header[:8] == HEADINGS[lang]
    skill, mode, flag = ("Pot size", "Practice", "yes") if lang == "en" else ("Potgröße", "Üben", "ja")
    assert (row[4], row[3], row[8]) == (skill, mode, flag)


def test_every_heading_of_the_store_has_words(language):
    words = csv_words()
    every = {*TRAINEE_HEADINGS, *EXAM_HEADINGS, *SKILL_HEADINGS, *CLASS_HEADINGS}
    assert every <= set(words.headings)
