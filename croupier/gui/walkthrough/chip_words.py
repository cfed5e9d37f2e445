"""The walkthrough's words for the chip duties and the readings from memory: the prompts, the
verdict on each (what was right, what was wrong and why, the rule), and what was done for the
trainee at Beginner. One ``QObject`` so every text goes through ``self.tr``."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject

from croupier.drills.levels import TrainingMode
from croupier.engine.chips import Chips, Problem
from croupier.engine.readings import HandDescription
from croupier.gui.walkthrough.chip_work import chips_text
from croupier.i18n import HandTextError, format_chips, hand_text, rank_sequence
from croupier.training.chip_duties import ChipAnswer
from croupier.training.reading import Said, spoken_count
from croupier.training.terms import Graded

__all__ = ["ChipWords"]

# The kinds whose kickers the short reading leaves out ("pair of kings", not "… ace kicker").
_KICKED = frozenset({"pair", "two_pair", "three_of_a_kind", "four_of_a_kind", "full_house"})


class ChipWords(QObject):
    """Texts for the chip duties and readings, in the language installed."""

    # ----------------------------------------------------------------------------- prompts

    def change_prompt(self, seat: int, paid: Chips, amount: int) -> str:
        return self.tr("Seat {seat} puts in {paid} for {amount}: make the change from the pot.").format(
            seat=seat, paid=chips_text(paid).split(" = ")[0], amount=format_chips(amount)
        )

    def count_prompt(self, seat: int | None) -> str:
        if seat is None:
            return self.tr("Count the pot before you push it: how much is in the middle?")
        return self.tr("Seat {seat} asks: how much is in the pot?").format(seat=seat)

    def split_prompt(self, pot: int, amount: int) -> str:
        if pot == 0:
            text = self.tr("Split the main pot ({amount}): name the winners, then give each their chips.")
        else:
            text = self.tr(
                "Split side pot {number} ({amount}): name the winners, then give each their chips."
            )
        return text.format(number=pot, amount=format_chips(amount))

    # ----------------------------------------------------------------------------- readings

    def reading(self, said: Said) -> str:
        """A reading in words: "two pair, kings and nines; eight-six low", kickers named where given."""
        parts = [self._part(part) for part in (said.high, said.low) if part is not None]
        return "; ".join(parts) if parts else self.tr("nothing")

    def _part(self, part: HandDescription) -> str:
        try:
            text = hand_text(part, full=part.kind in {"low", "high_card", "flush"} and len(part.ranks) > 2)
        except HandTextError:
            return self.tr("{kind} without its ranks").format(kind=part.kind.replace("_", " "))
        spoken = spoken_count(part.kind) if part.kind in _KICKED else len(part.ranks)
        if len(part.ranks) > spoken:
            kickers = rank_sequence(part.ranks[spoken:])
            text = self.tr("{hand}, {kickers} kicker").format(hand=text, kickers=kickers)
        return text

    def _reading_why(self, kind: str) -> str:
        return {
            "unreadable": self.tr("the words name no hand"),
            "missing_high": self.tr("say the high hand too"),
            "wrong_kind": self.tr("not that kind of hand"),
            "wrong_rank": self.tr("a rank is wrong"),
            "short_reading": self.tr("name every rank the call names (“jack-ten high”, “kings and nines”)"),
            "missing_rank": self.tr("name the ranks that decide (a kicker here)"),
            "missing_low": self.tr("say the low, or “no low”"),
            "no_low": self.tr("there is no low"),
            "has_low": self.tr("there is a low"),
        }.get(kind, kind)

    # ----------------------------------------------------------------------------- verdicts

    def graded(self, graded: Graded, mode: TrainingMode) -> str:
        answer = graded.chip
        assert answer is not None
        exam = mode is TrainingMode.EXAM
        rule = graded.rule
        if answer.kind == "change":
            if graded.correct:
                return self.tr("Change for seat {seat}: {chips} ({rule})").format(
                    seat=answer.seat, chips=chips_text(answer.given), rule=rule
                )
            if exam:
                return self.tr("Not the change seat {seat} is owed ({rule})").format(
                    seat=answer.seat, rule=rule
                )
            text = self.tr("Seat {seat} is owed {due} in change, not {given}, e.g. {right} ({rule})").format(
                seat=answer.seat,
                due=format_chips(answer.due),
                given=format_chips(answer.given.total),
                right=chips_text(answer.right).split(" = ")[0],
                rule=rule,
            )
            return self._with_problems(text, answer.problems, only=("not_there",))
        if answer.kind == "count":
            if graded.correct:
                return self.tr("The pot is {amount} ({rule})").format(
                    amount=format_chips(answer.due), rule=rule
                )
            if exam:
                return self.tr("Not what is in the pot ({rule})").format(rule=rule)
            if answer.in_front and answer.counted == answer.due + answer.in_front:
                return self.tr(
                    "The pot is {due}, not {counted}: the {front} in front of the players goes in only "
                    "when the bets are gathered ({rule})"
                ).format(
                    due=format_chips(answer.due),
                    counted=format_chips(answer.counted or 0),
                    front=format_chips(answer.in_front),
                    rule=rule,
                )
            return self.tr("The pot is {due}, not {counted} ({rule})").format(
                due=format_chips(answer.due), counted=format_chips(answer.counted or 0), rule=rule
            )
        if answer.kind == "read":
            verdict = answer.reading
            assert verdict is not None
            right = self.reading(verdict.expected)
            if graded.correct:
                return self.tr("Seat {seat}: “{reading}” ({rule})").format(
                    seat=answer.seat, reading=right, rule=rule
                )
            why = ", ".join(dict.fromkeys(self._reading_why(problem.kind) for problem in verdict.problems))
            if exam:
                return self.tr("Not seat {seat}'s hand: {why} ({rule})").format(
                    seat=answer.seat, why=why, rule=rule
                )
            said = self.reading(answer.said) if answer.said is not None else ""
            return self.tr("Seat {seat} reads “{right}”, not “{said}”: {why} ({rule})").format(
                seat=answer.seat, right=right, said=said, why=why, rule=rule
            )
        return self._split(graded, answer, exam=exam)

    def _split(self, graded: Graded, answer: ChipAnswer, *, exam: bool) -> str:
        rule = graded.rule
        pushed = self.shares(answer.parts)
        if graded.correct:
            if answer.pot == 0:
                return self.tr("Pushed the main pot: {shares} ({rule})").format(shares=pushed, rule=rule)
            return self.tr("Pushed side pot {number}: {shares} ({rule})").format(
                number=answer.pot, shares=pushed, rule=rule
            )
        if answer.pot != answer.due_pot:
            if answer.due_pot == 0:
                due = self.tr("the main pot")
            else:
                due = self.tr("side pot {number}").format(number=answer.due_pot)
            return self.tr("Push {pot} first: the last side pot formed goes first ({rule})").format(
                pot=due, rule=rule
            )
        if exam:
            return self.tr("Not the right split ({rule})").format(rule=rule)
        if not answer.winners_right:
            return self.tr("The winners are not those: {winners} ({rule})").format(
                winners=self.winners(answer), rule=rule
            )
        text = self.tr("Due: {shares} ({rule})").format(shares=pushed, rule=rule)
        return self._with_problems(text, answer.problems)

    def winners(self, answer: ChipAnswer) -> str:
        halves = {"high": self.tr("high"), "low": self.tr("low"), "whole": self.tr("the pot")}
        parts = []
        for part in answer.parts:
            seats = ", ".join(str(seat) for seat in sorted(part.winners))
            parts.append(
                self.tr("{half}: seat {seats}").format(half=halves.get(part.half, part.half), seats=seats)
            )
        return "; ".join(parts)

    def shares(self, parts: Sequence[object]) -> str:
        due: dict[int, int] = {}
        for part in parts:
            for seat, chips in getattr(part, "shares", ()):
                if chips:
                    due[seat] = due.get(seat, 0) + chips
        return ", ".join(
            self.tr("seat {seat} {amount}").format(seat=seat, amount=format_chips(amount))
            for seat, amount in sorted(due.items())
        )

    def _with_problems(self, text: str, problems: Sequence[Problem], only: Sequence[str] = ()) -> str:
        said = [self.problem(problem) for problem in problems if not only or problem.kind in only]
        if not said:
            return text
        return self.tr("{verdict}: {problems}").format(verdict=text, problems="; ".join(said))

    def problem(self, problem: Problem) -> str:
        seat, value = problem.seat, format_chips(problem.value)
        if problem.kind == "short":
            return self.tr("seat {seat} got {given}, is due {due}").format(
                seat=seat, given=format_chips(problem.given), due=format_chips(problem.due)
            )
        if problem.kind == "over":
            return self.tr("seat {seat} got {given}, is due only {due}").format(
                seat=seat, given=format_chips(problem.given), due=format_chips(problem.due)
            )
        if problem.kind == "not_a_winner":
            return self.tr("seat {seat} wins nothing in this pot").format(seat=seat)
        if problem.kind == "odd_chip":
            return self.tr("the odd chip goes to seat {right}, not seat {seat} (R8.6)").format(
                right=problem.right, seat=seat
            )
        if problem.kind == "left_over":
            return self.tr("{amount} still in the middle").format(amount=format_chips(problem.given))
        if problem.kind == "not_there":
            return self.tr("there is no {value} chip there: colour a larger one down").format(value=value)
        return self.tr("{given} given, {due} due").format(
            given=format_chips(problem.given), due=format_chips(problem.due)
        )

    # ----------------------------------------------------------------------------- done for you

    def shown(self, answer: ChipAnswer) -> str:
        """What Beginner's dealer did for the trainee."""
        if answer.kind == "change":
            return self.tr("Done for you: change for seat {seat}, {chips}").format(
                seat=answer.seat, chips=chips_text(answer.given)
            )
        if answer.kind == "count":
            return self.tr("Done for you: the pot counted, {amount}").format(amount=format_chips(answer.due))
        plan = "; ".join(
            self.tr("seat {seat} {chips}").format(seat=seat, chips=chips_text(chips))
            for seat, chips in (answer.shares or answer.plan)
        )
        return self.tr("Done for you: the pot split, {plan}").format(plan=plan or self.shares(answer.parts))
