"""``croupier drill``: a quiz in the terminal, answers on stdin; ``--json`` prints the questions with
the engine's answers instead.

Self-study without the window, and a way to test the drills: it reads one answer per line, so it works
piped. Seats and amounts are typed as numbers, choices by their number, several values separated by
spaces; ``h`` asks for a hint (Learn mode), ``q`` stops. A summary ends the session.

With ``--trainee NAME`` the quiz is recorded in the progress store (``--database URL``, else the
configured one) as the trainer records it: a practice session (activity "quiz") and every answer in
it, with the question and the answers in the words shown. On a school database the trainee signs in
as the window signs them in, with their own password (asked for on the terminal, or read from
``CROUPIER_TRAINEE_PASSWORD``; the server checks it), and everything is recorded under that sign-in
only, which ends with the quiz. Without it nothing is recorded. Exit status
0; 1 when the store cannot be used or stops taking answers (the quiz stops there, and the answers
recorded so far are kept); 2 for bad arguments (or an unreadable hand history).
"""

from __future__ import annotations

import argparse
import contextlib
import getpass
import json
import os
import random
import sys
from collections.abc import Callable
from datetime import UTC, datetime
from functools import partial
from pathlib import Path
from typing import Any, TextIO

from PySide6.QtCore import QCoreApplication

from croupier.commands.drill_json import question_json
from croupier.commands.store_option import (
    CommandError,
    add_database_option,
    database_url,
    one_line,
    open_store,
)
from croupier.drills.answers import parse_answer
from croupier.drills.deal import DrillSettings
from croupier.drills.grading import solve
from croupier.drills.model import AnswerFormatError, Question
from croupier.drills.phh_drills import phh_questions
from croupier.drills.session import MODE_RULES, DrillSession, Outcome, TrainingMode
from croupier.drills.skills import SKILL_NAMES
from croupier.engine import phh
from croupier.engine.errors import BadPHHError, RuleConfigError
from croupier.engine.rules import PROFILES, VARIANTS, HouseRules, Variant
from croupier.i18n import Language, MissingCatalogueError, Translations, format_percent, format_seconds
from croupier.store import PermissionDeniedError, Store, StoreError, StoreKind
from croupier.store.logins import (
    NoPasswordError,
    SignIn,
    SignInLockedError,
    SittingElsewhereError,
    WrongPasswordError,
)
from croupier.store.recorder import Recorder
from croupier.store.writes import SignedOut, new_uuid
from croupier.words import quiz_words
from croupier.words.stored_words import describer

EXIT_FAILED = 1
EXIT_BAD_ARGUMENTS = 2
translate = QCoreApplication.translate


TRAINEE_PASSWORD_ENV = "CROUPIER_TRAINEE_PASSWORD"  # noqa: S105 - a variable's name


def add_parser(subparsers: Any) -> None:
    """Register ``drill`` on the ``croupier`` command line."""
    parser = subparsers.add_parser(
        "drill",
        help="a quiz in the terminal (answers on stdin)",
        description=(
            "Quiz yourself on dealing Seven Card Stud, Stud Hi-Lo and Razz. Type seats and amounts as "
            "numbers, choices by their number; h for a hint (learn mode), q to stop. --json prints the "
            "questions with the engine's answers instead."
        ),
    )
    parser.add_argument(
        "--skill",
        action="append",
        choices=SKILL_NAMES,
        metavar="NAME",
        help=f"a skill to drill (repeatable; default all): {', '.join(SKILL_NAMES)}",
    )
    parser.add_argument(
        "--mode", choices=[mode.value for mode in TrainingMode], default=TrainingMode.PRACTICE.value
    )
    parser.add_argument(
        "--count", type=_int_in(1, 1000), default=10, metavar="N", help="questions (default 10)"
    )
    parser.add_argument("--seed", type=int, metavar="S", help="random seed (the same seed, the same quiz)")
    parser.add_argument("--lang", choices=("en", "de"), help="language (default: the system's)")
    parser.add_argument("--json", action="store_true", help="print the questions with the engine's answers")
    parser.add_argument("--difficulty", type=_int_in(1, 3), metavar="D", help="1 to 3 (default adaptive)")
    parser.add_argument(
        "--pass-mark", type=_percent, default=0.8, metavar="P", help="exam pass mark (80 or 0.8)"
    )
    parser.add_argument("--time-limit", type=_seconds, metavar="SECONDS", help="seconds allowed per answer")
    parser.add_argument("--profile", choices=list(PROFILES), default="cash", help="house-rule profile")
    parser.add_argument(
        "--variant",
        action="append",
        choices=list(VARIANTS),
        metavar="CODE",
        help="F7S, F7S/8 or FR (repeatable)",
    )
    parser.add_argument(
        "--phh",
        action="append",
        type=Path,
        metavar="FILE",
        help="step through the hands of a PHH file instead",
    )
    parser.add_argument(
        "--trainee",
        metavar="NAME",
        help="record the quiz in the progress store as this trainee's (default: record nothing)",
    )
    add_database_option(parser)
    parser.set_defaults(handler=run)


def _int_in(low: int, high: int) -> Any:
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{value} is not between {low} and {high}")
        return value

    return parse


def _percent(text: str) -> float:
    try:
        value = float(text.rstrip("%"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a pass mark such as 80 or 0.8") from None
    share = value / 100 if value > 1 else value
    if not 0 <= share <= 1:
        raise argparse.ArgumentTypeError(f"{text!r} is not between 0 and 100%")
    return share


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if value <= 0:
        raise argparse.ArgumentTypeError("the time limit must be more than 0 seconds")
    return value


def _fail(message: str, status: int = EXIT_BAD_ARGUMENTS) -> int:
    print(f"croupier drill: {message}", file=sys.stderr)
    return status


def _install_language(code: str | None) -> Translations | None:
    app = QCoreApplication.instance() or QCoreApplication([sys.argv[0]])
    try:
        return Translations(app, Language(code) if code else None)
    except MissingCatalogueError as error:
        # The quiz still works in English (the source texts) without the compiled catalogues.
        print(f"croupier drill: {error}", file=sys.stderr)
        return None


def run(args: argparse.Namespace) -> int:
    """Run the quiz (or print it as JSON); returns the exit status."""
    if args.trainee is not None and args.json:
        return _fail("--json prints the answers and records nothing: leave out --trainee")
    if args.database and args.trainee is None:
        return _fail("--database is where --trainee NAME's quiz is recorded: give --trainee too")
    if args.trainee is not None and TrainingMode(args.mode) is TrainingMode.EXAM:
        # Its rows would look like an exam's, with no exam, sitting or re-grading behind them.
        return _fail(
            '--mode exam records nothing: an exam is sat in the window, from "Assigned to you", '
            "where the school's server begins the sitting; record practice with --mode practice "
            "(or table-ready), or leave out --trainee to try an exam-style quiz unrecorded"
        )
    try:
        rules = HouseRules.profile(args.profile)
    except RuleConfigError as error:  # pragma: no cover - the choices are the profiles
        return _fail(str(error))
    variants = tuple(VARIANTS[code] for code in dict.fromkeys(args.variant or VARIANTS))
    settings = DrillSettings(variants=variants, rules=rules, profile=args.profile)
    seed = args.seed if args.seed is not None else random.SystemRandom().getrandbits(31)
    skills = tuple(dict.fromkeys(args.skill or SKILL_NAMES))
    questions = None
    if args.phh:
        try:
            questions = _phh_questions(args.phh, args.skill, seed)
        except BadPHHError as error:
            return _fail(str(error))
        if not questions:
            return _fail("the hand histories offer no question")
    make_session = partial(
        DrillSession,
        TrainingMode(args.mode),
        skills,
        args.count,
        seed,
        settings=settings,
        difficulty=args.difficulty,
        pass_mark=args.pass_mark,
        time_limit=args.time_limit,
        questions=questions,
        # Answers read from a pipe or a file were typed by nobody: they keep no time (not 0 s).
        timed_answers=sys.stdin.isatty(),
    )
    translations = _install_language(args.lang)
    try:
        if args.trainee is not None:
            return _recorded(args, translations, make_session, variants)
        session = make_session()
        if args.json:
            return _print_json(session)
        return Quiz(session, sys.stdin, sys.stdout).run()
    finally:
        if translations is not None:
            translations.uninstall()


def _open_for_recording(args: argparse.Namespace) -> Store:
    """The store named by ``--database``; else the configured one, this computer's file standing in
    (with a line on stderr) when the school's server cannot be reached, as in the trainer."""
    if args.database:
        return open_store(database_url(args.database), must_exist=False)
    try:
        store = Store.open_default()
    except StoreError as error:
        raise CommandError(one_line(error)) from None
    if store.status.kind is StoreKind.FALLBACK and store.notice:
        print(f"croupier drill: {store.notice}", file=sys.stderr)
    return store


def _password(name: str) -> str:
    """The trainee's password: from the environment, else typed on the terminal (never stdin, which
    carries the answers)."""
    found = os.environ.get(TRAINEE_PASSWORD_ENV)
    if found:
        return found
    if not sys.stdin.isatty():
        raise CommandError(
            f"{name!r} signs in with their password: type it on a terminal, or give it in "
            f"${TRAINEE_PASSWORD_ENV}"
        )
    return getpass.getpass(f"Password for {name}: ")


def _signed_in(store: Store, name: str) -> SignIn:
    """``name`` signed in on a school database with their password (the server checks it)."""
    try:
        signed = store.logins.sign_in(name, _password(name), store.station)
    except WrongPasswordError:
        raise CommandError(f"wrong name or password for {name!r}") from None
    except SignInLockedError as error:
        raise CommandError(f"too many wrong passwords for {name!r}: try again in {error.seconds} s") from None
    except NoPasswordError:
        raise CommandError(f"{name!r} has no password yet: the instructor gives the first one") from None
    except SittingElsewhereError as error:
        raise CommandError(
            f"{name!r} has an exam sitting open at {error.station or 'another station'}"
        ) from None
    except StoreError as error:
        raise CommandError(one_line(error)) from None
    if signed.must_change:
        store.apply([SignedOut(new_uuid(), datetime.now(UTC))], token=signed.token)
        raise CommandError(
            f"{name!r} signs in with the instructor's first password: choose your own in the trainer first"
        )
    return signed


def _recorder(args: argparse.Namespace, store: Store) -> Recorder:
    """The trainee's recorder: answers go straight to the store (synchronous on the command line,
    so an answer is stored before the next question is asked); the history feeds the drills. On a
    school database, under the trainee's own sign-in."""
    token = None
    try:
        if not store.logins.writes_directly():  # a station's login: the trainee signs in
            signed = _signed_in(store, args.trainee)
            trainee, token = signed.trainee, signed.token
            store.token = token  # the server shows this trainee's rows only
        else:
            trainee = store.roster.join(args.trainee)
        history = store.attempts_for(trainee.id)
    except PermissionDeniedError:
        raise CommandError(
            f"{args.trainee!r} is not on the roster, and trainees may not add themselves"
        ) from None
    except StoreError as error:
        raise CommandError(one_line(error)) from None
    return Recorder(
        lambda write: store.apply([write], token=token),
        trainee.id,
        station=store.station,
        history=history,
        trainee_uuid=trainee.uuid or None,
    )


def _sign_out(store: Store) -> None:
    """End the sign-in the quiz was recorded under (on a school database)."""
    token = store.token
    if token is not None:
        store.token = None
        with contextlib.suppress(StoreError):
            store.apply([SignedOut(new_uuid(), datetime.now(UTC))], token=token)


def _recorded(
    args: argparse.Namespace,
    translations: Translations | None,
    make_session: Callable[..., DrillSession],
    variants: tuple[Variant, ...],
) -> int:
    """The quiz recorded as the trainee's: one practice session, every answer in it, with words."""
    try:
        store = _open_for_recording(args)
    except CommandError as error:
        return _fail(error.message, error.status)
    with store:
        try:
            recorder = _recorder(args, store)
            quiz = recorder.start_session(
                "quiz", args.mode, variant=variants[0].code if len(variants) == 1 else None
            )
        except CommandError as error:
            _sign_out(store)
            return _fail(error.message, EXIT_FAILED)
        except StoreError as error:
            _sign_out(store)
            return _fail(f"the quiz cannot be recorded: {one_line(error)}", EXIT_FAILED)
        lang = translations.language.value if translations is not None else Language.ENGLISH.value
        session = make_session(
            history=recorder, trainee_id=recorder.trainee_id, session_uuid=quiz, describe=describer(lang)
        )
        runner = Quiz(session, sys.stdin, sys.stdout)
        runner.run()
        try:
            recorder.end_session(quiz, abandoned=not session.finished)
        except StoreError as error:
            runner.failure = runner.failure or error
        _sign_out(store)
        if runner.failure is not None:
            count = len(session.outcomes)
            return _fail(
                f"the store stopped taking answers ({one_line(runner.failure)}); "
                f"{count} {'answer was' if count == 1 else 'answers were'} recorded",
                EXIT_FAILED,
            )
        return 0


def _phh_questions(paths: list[Path], skills: list[str] | None, seed: int) -> list[Question]:
    rng = random.Random(seed)
    questions: list[Question] = []
    for path in paths:
        for history in phh.load(path):
            questions.extend(phh_questions(history, rng=rng, skills=skills))
    return questions


def _print_json(session: DrillSession) -> int:
    number = 0
    while (question := session.next_question()) is not None:
        number += 1
        solution = solve(question)
        record = question_json(question, solution)
        record["number"] = number
        record["text"] = {
            "question": quiz_words.question_lines(question),
            "choices": [quiz_words.choice_text(question, choice) for choice in question.choices],
            "answer": quiz_words.answer_text(question, solution.expected),
            "explanation": quiz_words.explanation_lines(solution.explanation),
        }
        print(json.dumps(record, ensure_ascii=False))
        session.answer(solution.expected)
    return 0


class Quiz:
    """The terminal quiz over a session: reads answers from ``stdin``, writes to ``stdout``."""

    def __init__(self, session: DrillSession, stdin: TextIO, stdout: TextIO) -> None:
        self.session = session
        self.stdin = stdin
        self.stdout = stdout
        #: Why the quiz stopped early: the store refused an answer (which was then not counted).
        self.failure: StoreError | None = None

    def say(self, *lines: str) -> None:
        for line in lines:
            print(line, file=self.stdout)
        self.stdout.flush()

    def run(self) -> int:
        session = self.session
        rules = MODE_RULES[session.mode]
        head = translate("DrillCli", "{mode}: {count} questions (seed {seed}). Type q to stop.")
        self.say(
            head.format(mode=quiz_words.mode_name(session.mode.value), count=session.count, seed=session.seed)
        )
        if rules.hints:
            self.say(translate("DrillCli", "Type h for a hint."))
        while (question := session.next_question()) is not None:
            number = len(session.outcomes) + 1
            self.say("")
            title = translate("DrillCli", "Question {number} of {count} · {skill}")
            self.say(
                title.format(number=number, count=session.count, skill=quiz_words.skill_name(question.skill))
            )
            self.say(*quiz_words.question_lines(question))
            for index, choice in enumerate(question.choices, start=1):
                self.say(f"  {index}) {quiz_words.choice_text(question, choice)}")
            limit = session.limit_for(question)
            if limit is not None:
                self.say(
                    translate("DrillCli", "Time allowed: {seconds}").format(seconds=format_seconds(limit))
                )
            if not self._ask(question):
                break
        self._summary()
        return 0

    def _ask(self, question: Question) -> bool:
        """Read answers until one can be graded; False when the trainee stops (q or end of input)."""
        self.say(quiz_words.answer_help(question))
        while True:
            self.stdout.write("> ")
            self.stdout.flush()
            line = self.stdin.readline()
            if not line:
                self.say("")
                return False
            text = line.strip()
            if text.lower() in {"q", "quit", "exit"}:
                return False
            if text.lower() in {"h", "hint", "?"}:
                if self.session.hint():
                    self.say(quiz_words.hint_text(question))
                else:
                    self.say(translate("DrillCli", "No hints in this mode."))
                continue
            try:
                answer = parse_answer(question, text)
            except AnswerFormatError as error:
                self.say(quiz_words.format_error_text(error), quiz_words.answer_help(question))
                continue
            try:
                outcome = self.session.answer(answer)
            except StoreError as error:
                self.failure = error
                return False
            self._feedback(outcome)
            return True

    def _feedback(self, outcome: Outcome) -> None:
        if not outcome.feedback:
            self.say(translate("DrillCli", "Answer recorded."))
            return
        self.say(*quiz_words.grade_lines(outcome.question, outcome.grade, timed_out=outcome.timed_out))
        if self.session.rules.timed and self.session.timed_answers:  # piped answers have no time
            took = translate("DrillCli", "Time: {seconds}").format(seconds=format_seconds(outcome.seconds))
            if outcome.slow and not outcome.timed_out:
                took = translate("DrillCli", "{time} (slower than a dealer's pace)").format(time=took)
            self.say(took)
        if outcome.grade.correct and outcome.timed_out:
            self.say(translate("DrillCli", "Right, but over the time limit: it counts as wrong."))

    def _summary(self) -> None:
        summary = self.session.summary()
        self.say("")
        score = translate("DrillCli", "Score: {correct} of {asked} ({percent}). Best streak: {streak}.")
        self.say(
            score.format(
                correct=summary.correct,
                asked=summary.asked,
                percent=format_percent(summary.score),
                streak=summary.best_streak,
            )
        )
        if summary.passed is not None:
            if summary.passed:
                verdict = translate("DrillCli", "Passed (pass mark {mark}).")
            else:
                verdict = translate("DrillCli", "Not passed (pass mark {mark}).")
            self.say(verdict.format(mark=format_percent(summary.pass_mark)))
        for item in summary.skills:
            if not self.session.timed_answers:  # read from a pipe: nobody was timed
                line = translate("DrillCli", "  {skill}: {correct} of {asked}")
            else:
                line = translate("DrillCli", "  {skill}: {correct} of {asked}, {seconds} on average")
            self.say(
                line.format(
                    skill=quiz_words.skill_name(item.skill),
                    correct=item.correct,
                    asked=item.asked,
                    seconds=format_seconds(item.mean_seconds),
                )
            )
        if not MODE_RULES[summary.mode].feedback:
            for outcome in summary.outcomes:
                if not outcome.correct:
                    self.say("", *quiz_words.question_lines(outcome.question))
                    self.say(
                        *quiz_words.grade_lines(outcome.question, outcome.grade, timed_out=outcome.timed_out)
                    )
