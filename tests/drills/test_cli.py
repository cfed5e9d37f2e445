"""``croupier drill`` in a terminal: a piped session with right and wrong answers in both languages,
the JSON answer sheet, an exam, a hand history, and bad arguments."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys

import pytest
from drill_helpers import DATA, ROOT, TRANSLATIONS, fresh_catalogues

from croupier.cli import build_parser


@pytest.fixture(scope="module")
def built_catalogues() -> None:
    """The command reads ``translations/*.qm``: compile them there when stale, as ``make`` does."""
    assert fresh_catalogues(TRANSLATIONS) == TRANSLATIONS


def croupier(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run(
        [sys.executable, "-m", "croupier", "drill", *args],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=120,
        check=False,
    )


def answer_sheet(*args: str) -> list[dict[str, object]]:
    done = croupier(*args, "--json")
    assert done.returncode == 0, done.stderr
    return [json.loads(line) for line in done.stdout.splitlines()]


def typed(record: dict[str, object], *, right: bool) -> str:
    """What a trainee types for the engine's answer (or a wrong one) to a question of the sheet."""
    answer = record["answer"]
    kind = record["answer_type"]
    if kind == "choice":
        keys = [choice["key"] for choice in record["choices"]]  # type: ignore[index, union-attr]
        index = keys.index(answer) if right else (keys.index(answer) + 1) % len(keys)
        return str(index + 1)
    if kind in {"seat", "amount", "count"}:
        assert isinstance(answer, int)
        return str(answer if right else answer + 1)
    raise AssertionError(kind)


# One skill per session: with several, the adaptive choice of the next skill follows the answers, so a
# session answered differently from the JSON sheet would ask other questions.
SESSIONS = {
    "en": ("--skill", "bring_in", "--count", "4", "--seed", "21", "--difficulty", "2"),
    "de": ("--skill", "call_amount", "--count", "4", "--seed", "22", "--difficulty", "2"),
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_piped_session_grades_right_and_wrong_answers(lang, built_catalogues):
    session = SESSIONS[lang]
    sheet = answer_sheet(*session, "--lang", lang)
    assert len(sheet) == 4
    rights = [True, False, True, True]
    lines = [typed(record, right=right) for record, right in zip(sheet, rights, strict=True)]
    done = croupier(*session, "--lang", lang, stdin="\n".join(lines) + "\n")
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert out.count("✓") == 3
    assert out.count("✗") == 1
    if lang == "de":
        assert "Ergebnis: 3 von 4" in out
        assert "Regeln: R" in out
        assert "(75\u00a0%)" in out  # German percent, DIN 5008
        # Piped answers were timed by nobody: no "0,0 s" (the decimal comma: tests/i18n).
        assert "  Betrag zum Mitgehen: 3 von 4\n" in out
        assert " s\n" not in out
    else:
        assert "Score: 3 of 4" in out
        assert "Rules: R" in out
        assert re.search(r"the \w+ of (clubs|diamonds|hearts|spades) is the (lowest|highest) door card", out)
        assert "(75%)" in out


def test_quitting_early_still_prints_a_summary():
    done = croupier("--skill", "acts_now", "--count", "5", "--seed", "2", "--lang", "en", stdin="oops\nq\n")
    assert done.returncode == 0
    assert "Cannot read “oops” as an answer." in done.stdout
    assert "Score: 0 of 0" in done.stdout


@pytest.mark.parametrize(("lang", "words"), [("en", "no cards yet"), ("de", "noch keine Karten")])
def test_a_seat_the_deal_has_not_reached_says_so(lang, words, built_catalogues):
    done = croupier("--skill", "next_step", "--count", "1", "--seed", "1", "--lang", lang, stdin="q\n")
    assert done.returncode == 0, done.stderr
    seats = [line for line in done.stdout.splitlines() if re.match(r"  (Seat|Platz) \d: ", line)]
    assert seats
    assert all(not re.match(r"  (Seat|Platz) \d:  ", line) for line in seats)  # never an empty place
    assert any(f": {words} · " in line for line in seats)


def test_an_exam_keeps_its_verdicts_for_the_end():
    args = ("--mode", "exam", "--skill", "burn_count", "--count", "3", "--seed", "5", "--lang", "en")
    sheet = answer_sheet(*args)
    lines = [typed(record, right=index != 1) for index, record in enumerate(sheet)]
    done = croupier(*args, stdin="\n".join(lines) + "\n")
    assert done.returncode == 0, done.stderr
    assert done.stdout.count("Answer recorded.") == 3
    assert "Not passed (pass mark 80%)." in done.stdout
    # The mistake is explained at the end, with its rule.
    assert done.stdout.index("✗") > done.stdout.index("Not passed")


def test_learn_mode_gives_a_hint():
    done = croupier(
        "--mode",
        "learn",
        "--skill",
        "bring_in",
        "--count",
        "1",
        "--seed",
        "1",
        "--lang",
        "en",
        stdin="h\nq\n",
    )
    assert "lowest door card" in done.stdout or "highest door card" in done.stdout


def test_the_json_sheet_has_the_engine_answers_and_positions():
    sheet = answer_sheet("--count", "21", "--seed", "4", "--lang", "en")
    assert len(sheet) == 21
    for record in sheet:
        assert record["rules"]
        assert record["text"]["question"]  # type: ignore[index]
        assert str(record["position"]).startswith("variant = ")


def test_a_hand_history_is_stepped_through():
    sheet = answer_sheet("--phh", str(DATA / "drills" / "marked.phh"), "--lang", "en")
    assert [record["skill"] for record in sheet][:2] == ["bring_in", "call_amount"]
    assert sheet[0]["answer"] == 3


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--count", "0"), "argument --count: 0 is not between 1 and 1000"),
        (("--skill", "nope"), "argument --skill: invalid choice: 'nope'"),
        (("--mode", "sleep"), "argument --mode: invalid choice"),
        (("--pass-mark", "120"), "not between 0 and 100%"),
        (("--phh", str(DATA / "phh" / "bad_card.phh")), "bad_card.phh:9: action 1: bad card"),
        (
            ("--phh", str(DATA / "drills" / "marks_misplaced.phh")),
            "marks_misplaced.phh:43: _croupier_questions",
        ),
    ],
)
def test_bad_arguments_exit_2_with_a_clear_line(args, message):
    done = croupier(*args)
    assert done.returncode == 2
    assert message in done.stderr


def test_drill_is_a_subcommand():
    args = build_parser().parse_args(["drill", "--skill", "bring_in", "--mode", "table-ready"])
    assert args.skill == ["bring_in"]
    assert args.mode == "table-ready"


@pytest.mark.parametrize("profile", ["cash", "tournament"])
def test_the_profile_chosen_is_the_profile_used_at_every_difficulty(profile: str):
    """Issue 35: at difficulty 3, a quarter of the questions came under tournament rules."""
    sheet = answer_sheet(
        "--count", "150", "--seed", "1203", "--difficulty", "3", "--profile", profile, "--lang", "en"
    )
    assert {record["profile"] for record in sheet} == {profile}
    headings = [record["text"]["question"][0] for record in sheet]  # type: ignore[index]
    assert all(("tournament rules" in heading) == (profile == "tournament") for heading in headings)
