"""Every fact the independent checker (``oracle``) reads to find a question's answer is in the question
as the trainee gets it: in its words (the terminal quiz and ``drill --json`` print
``quiz_words.question_lines``) and in the window (the picture of the table, ``picture_for``, and the
lines written beside it, ``window_detail_lines``). The checker's reads are recorded through probes
on the table view and the prompt's parameters; each is then looked for, in English. Over 3,000
questions: every skill, all three games, all three levels."""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

import oracle
import pytest
from oracle import expected

from croupier.drills import SKILL_NAMES, DrillSettings, generate, table_view
from croupier.drills.model import Question
from croupier.drills.view import SeatView, TableView
from croupier.engine.cards import Card
from croupier.engine.incidents import IncidentKind
from croupier.engine.rules import RAZZ, STUD, STUD8
from croupier.i18n.names import card_label, street_name
from croupier.training.quiz_picture import picture_for
from croupier.training.table_state import TableState
from croupier.words import quiz_words
from croupier.words.value_words import chips

GAMES = (STUD, STUD8, RAZZ)
PER_GAME = 40  # 25 skills x 3 games x 40 = 3,000 questions


@dataclass
class Reads:
    """What the checker read: (seat, attribute), view attributes, prompt parameters."""

    seats: set[tuple[int, str]] = field(default_factory=set)
    view: set[str] = field(default_factory=set)
    params: set[str] = field(default_factory=set)


class _SeatProbe:
    def __init__(self, seat: SeatView, reads: Reads) -> None:
        self._seat = seat
        self._reads = reads

    def __getattr__(self, name: str) -> Any:
        if name != "seat":
            self._reads.seats.add((self._seat.seat, name))
        return getattr(self._seat, name)


class _ViewProbe:
    def __init__(self, view: TableView, reads: Reads) -> None:
        self._view = view
        self._reads = reads
        self.seats = tuple(_SeatProbe(seat, reads) for seat in view.seats)

    def __getattr__(self, name: str) -> Any:
        self._reads.view.add(name)
        return getattr(self._view, name)


class _ParamsProbe(Mapping[str, Any]):
    def __init__(self, params: Mapping[str, Any], reads: Reads) -> None:
        self._params = params
        self._reads = reads

    def __getitem__(self, key: str) -> Any:
        value = self._params[key]  # a missing key (``get``'s default) is no fact
        self._reads.params.add(key)
        return value

    def __iter__(self) -> Iterator[str]:
        raise AssertionError("the checker reads the parameters it needs by name")

    def __len__(self) -> int:
        return len(self._params)


class _Prompt:
    def __init__(self, question: Question, reads: Reads) -> None:
        self.kind = question.prompt.kind
        self.params = _ParamsProbe(question.prompt.params, reads)


class _QuestionProbe:
    def __init__(self, question: Question, reads: Reads) -> None:
        self.question = question
        self.prompt = _Prompt(question, reads)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.question, name)


def checker_reads(question: Question, monkeypatch: pytest.MonkeyPatch) -> Reads:
    reads = Reads()
    monkeypatch.setattr(oracle, "table_view", lambda probe: _ViewProbe(table_view(probe.question), reads))
    expected(_QuestionProbe(question, reads))  # type: ignore[arg-type]
    return reads


# ----------------------------------------------------------------------------------- where facts are


def _card_text(card: Card | None) -> str:
    return "▮" if card is None else card_label(card)


def _seat_line(lines: list[str], seat: int) -> str:
    line = next((line for line in lines if line.strip().startswith(f"Seat {seat}:")), None)
    assert line is not None, f"no line for seat {seat}"
    return line


def _seat_fact_in_words(seat: SeatView, name: str, text_lines: list[str], facts: str) -> str | None:
    """Why the seat's fact ``name`` is missing from the words, or None when it is there."""
    line = _seat_line(text_lines, seat.seat)
    if (seat.killed or seat.mucked) and name in {"up", "down"}:
        return None  # gone into the muck: no longer a fact at the table
    if name == "contributed":
        shown = f"in the pot {chips(seat.contributed)}" in line
        shown = shown or f"seat {seat.seat} {chips(seat.contributed)}" in facts
        return None if shown else f"put in {seat.contributed}"
    if seat.folded:
        return None if "folded" in line else "folded"
    if name in {"up", "down"}:
        cards = seat.up if name == "up" else seat.down
        missing = [_card_text(card) for card in cards if _card_text(card) not in line]
        return f"cards {missing}" if missing else None
    if name == "stack":
        return None if f"stack {chips(seat.stack)}" in line else f"stack {seat.stack}"
    if name == "bet":
        return None if not seat.bet or f"bet {chips(seat.bet)}" in line else f"bet {seat.bet}"
    if name == "all_in":
        return None if not seat.all_in or "all-in" in line else "all-in"
    if name == "tabled":
        return None if not seat.tabled or "shown" in line else "shown"
    if name in {"mucked", "killed"}:
        value = getattr(seat, name)
        word = "mucked" if name == "mucked" else "hand killed"
        return None if not value or word in line else word
    if name == "folded":
        return None
    return f"unknown seat fact {name}"


def _seat_fact_in_picture(seat: SeatView, name: str, state: TableState, details: str) -> str | None:
    drawn = state.seat(seat.seat)
    if name == "contributed":
        shown = f"in the pot {chips(seat.contributed)}" in details
        shown = shown or f"seat {seat.seat} {chips(seat.contributed)}" in details
        return None if shown else f"put in {seat.contributed}"
    if seat.folded:
        return None if drawn.folded else "folded"
    values = {
        "up": (tuple(drawn.up), seat.up),
        "down": (tuple(drawn.down), seat.down),
        "stack": (drawn.stack, seat.stack),
        "bet": (drawn.bet, seat.bet),
        "all_in": (drawn.all_in, seat.all_in),
        "folded": (drawn.folded, seat.folded),
        "mucked": (drawn.mucked, seat.mucked),
        "killed": (drawn.killed, seat.killed),
        "tabled": (None, None),  # drawn as its cards face up (``down``)
    }
    if name not in values:
        return f"unknown seat fact {name}"
    picture, wanted = values[name]
    return None if picture == wanted else f"{name} drawn {picture}, not {wanted}"


_HEADING_FACTS = frozenset({"variant", "street", "profile"})


def _view_fact(name: str, view: TableView, words: str, heading: str, question: Question) -> str | None:
    if name == "seats":
        return None
    if name == "pot":
        shown = f"Pot: {chips(view.pot)}" in words or f"pot of {chips(view.pot)}" in words
        return None if shown else f"pot {view.pot}"
    if name == "street":
        return None if street_name(view.street) in heading else f"street {view.street}"
    if name == "variant":
        return None if quiz_words.variant_name(view.variant) in heading else "the game"
    if name == "profile":
        return None if ("tournament rules" in heading) == (view.profile == "tournament") else "the rules"
    if name == "stakes":
        return None if quiz_words.stakes_line(question) in words else "the stakes"
    if name == "community":
        if view.community is None:
            return None
        return None if f"Community card: {card_label(view.community)}" in words else "community card"
    if name == "actions":
        return None if not view.actions or "Last betting round:" in words else "this round's actions"
    if name == "said":
        return None if not view.said or "Already announced:" in words else "what was said"
    if name == "done":
        return None if not view.done or "Already done:" in words else "what was done"
    if name == "burns":
        return None if f"Burn cards: {view.burns}" in words else "burn cards"
    return f"unknown view fact {name}"


def _param_fact(key: str, question: Question, words: str, heading: str) -> str | None:
    """Where a prompt parameter the checker read shows (its value in the words, in English)."""
    p = question.prompt.params
    value = p[key]
    if key in {"incident", "action", "act", "pile", "chip", "wager", "half", "to", "chips"}:
        return None  # the prompt's own sentence: what happened, what was done, the pile drawn
    if key == "street":
        return None if street_name(value) in heading else "the street"
    if key == "seat":
        return None if f"eat {value}" in words else f"seat {value}"
    if key == "pot":
        return None if chips(value) in words else f"pot {value}"
    if key == "counts":
        return None if all(str(count) in words for count in value) else "the counts"
    if key == "to_call":
        if not value:
            return None if "faces no bet" in words or "to call" not in words else "no bet to call"
        return (
            None if f"{chips(value)} to call" in words or f"{chips(value)} is to call" in words else "to call"
        )
    if key == "action_to":
        return None if f"make it {chips(value)}" in words else "the raise"
    if key == "fact_looked":
        return None if ("has looked" in words) == bool(value) and "looked" in words else "looked or not"
    if key == "fact_in_sequence":
        wanted = "last seat of the deal" if value else "passed over"
        return None if wanted in words else "in sequence or not"
    if key == "fact_substantial":
        wanted = "substantial action" if value else "Fewer than two players have acted"
        return None if wanted in words else "substantial action or not"
    if key == "fact_bring_in":
        return None if ("to bring it in" in words) == bool(value) else "bringing it in or not"
    if key == "fact_next_acted":
        return None if ("the next player has called" in words) == bool(value) else "the next player acted"
    if key == "rule_oot_restricted":
        return None if ("no bet or raise after checking or calling" in words) == bool(value) else "oot rule"
    if key in {"rule_mode", "rule_exposed_initial_holecard"}:
        tournament = value in {"tournament", "misdeal"}
        return None if ("tournament rules" in heading) == tournament else "the profile"
    return f"unknown parameter {key}"


def missing_facts(question: Question, reads: Reads) -> list[str]:
    """Each fact the checker read that the words or the window do not show."""
    view = table_view(question)
    lines = quiz_words.question_lines(question)
    words = "\n".join(lines)
    heading = lines[0]
    details = "\n".join(quiz_words.window_detail_lines(question))
    window = "\n".join([heading, details, quiz_words.prompt_text(question)])
    state = picture_for(question).state
    facts = "\n".join(line for line in lines if line.startswith("Put in this hand"))
    missing = []
    for number, name in sorted(reads.seats):
        seat = view.seats[number - 1]
        why = _seat_fact_in_words(seat, name, lines, facts)
        if why:
            missing.append(f"words: seat {number} {why}")
        why = _seat_fact_in_picture(seat, name, state, details)
        if why:
            missing.append(f"window: seat {number} {why}")
    for name in sorted(reads.view):
        why = _view_fact(name, view, words, heading, question)
        if why:
            missing.append(f"words: {why}")
        if (
            name == "pot"
            and (state.pot_hidden or state.pot != view.pot)
            and f"pot of {chips(view.pot)}" not in window
        ):
            missing.append("window: the pot")
        elif name == "community" and state.community != view.community:
            missing.append("window: the community card")
        elif name == "burns" and (picture_for(question).hide_burns or state.burns != view.burns):
            missing.append("window: the burn cards")
        elif name not in {"pot", "seats", "community", "burns", "stakes"} and name not in _HEADING_FACTS:
            why = _view_fact(name, view, window, heading, question)
            if why:
                missing.append(f"window: {why}")
    for key in sorted(reads.params):
        for where, text in (("words", words), ("window", window)):
            why = _param_fact(key, question, text, heading)
            if why:
                missing.append(f"{where}: {why}")
    return missing


@pytest.mark.parametrize("name", SKILL_NAMES)
def test_every_fact_the_checker_reads_is_in_the_question(
    name: str, english: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked = 0
    for variant in GAMES:
        settings = DrillSettings(variants=(variant,))
        for index in range(PER_GAME):
            question = generate(
                name, random.Random(7000 + index), difficulty=1 + index % 3, settings=settings
            )
            reads = checker_reads(question, monkeypatch)
            missing = missing_facts(question, reads)
            assert not missing, (name, variant.code, question.seed, question.prompt.params, missing)
            asked += 1
    assert asked == 3 * PER_GAME


def test_a_call_to_count_is_worded_as_every_call_is(english: object) -> None:
    """A pot question's call says what the seat then has out on the street, as the last round's
    line says every call (``action_text``: "Seat 3 calls 120" after a raise to 120), never only the
    chips it adds (it said "calls 40" there, which reads as a call of 40)."""
    calls = 0
    for index in range(80):
        question = generate("pot_size", random.Random(index), difficulty=1 + index % 3)
        params = question.prompt.params
        seat, added = params["seat"], params["chips"]
        if params["act"] != "call":
            continue
        assert isinstance(seat, int)
        assert isinstance(added, int)
        out = question.position.player(seat).bet + added
        assert f"Seat {seat} calls {chips(out)}." in quiz_words.prompt_text(question)
        calls += out != added
    assert calls >= 5  # calls of a raise or a completion, where the two differ


def test_a_pot_count_never_shows_the_total(english: object) -> None:
    for index in range(60):
        question = generate("count_pot", random.Random(index), difficulty=1 + index % 3)
        total = table_view(question).pot
        assert picture_for(question).state.pot_hidden
        words = "\n".join([*quiz_words.question_lines(question), *quiz_words.window_detail_lines(question)])
        assert f"Pot: {chips(total)}" not in words


def test_every_fact_an_irregularity_turns_on_is_in_the_question(
    english: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each kind of incident asked many times: the facts of R10.4, R10.6, R10.8, R11.4 and R11.5
    (substantial action, in sequence or not, looked at or not, the first 7th card and heads-up, what
    is to call and what a raise would make it) are all in the question."""
    kinds: dict[str, int] = {}
    for index in range(360):
        question = generate("irregularity", random.Random(9000 + index), difficulty=1 + index % 3)
        reads = checker_reads(question, monkeypatch)
        missing = missing_facts(question, reads)
        assert not missing, (question.prompt.params, missing)
        kind = str(question.prompt.params["incident"])
        kinds[kind] = kinds.get(kind, 0) + 1
    assert len(kinds) == len(IncidentKind), sorted(kinds.items(), key=lambda item: item[1])
