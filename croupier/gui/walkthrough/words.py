"""The walkthrough panel's sentences: the title, the prompt for what is asked now, the verdict on
an answer (what was expected, why, the rule; the ✓ or ✗ is shown beside it), and the spoken
prompts. One ``QObject`` so that every text goes through ``self.tr`` in one context and is made
anew after a language switch."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from PySide6.QtCore import QCoreApplication, QObject

from croupier.drills.levels import TrainingMode
from croupier.drills.model import Explanation
from croupier.engine.rules import HouseRules
from croupier.gui.walkthrough.texts import actions_text, reason_text
from croupier.i18n import street_name
from croupier.procedure import Verdict
from croupier.training.controller import Asked, Graded, Milestone, Waiting, Walkthrough
from croupier.training.duties import Duty, Phase
from croupier.words.incident_words import incident_text, ruling_text, why_text, wrong_text
from croupier.words.procedure_words import step_text, verdict_text
from croupier.words.why_words import explanation_lines

__all__ = ["WalkthroughWords", "quoted"]


def quoted(text: str) -> str:
    """Words in quotation marks, as the procedure quotes a call („…“ in German)."""
    return QCoreApplication.translate("Procedure", "“{text}”").format(text=text)


def why_lines(why: Sequence[Explanation]) -> list[str]:
    """The quiz's explanation of the facts behind an answer, without a first line that restates
    what the verdict already says ("Seat 3 may: …")."""
    lines: list[str] = []
    for explanation in why:
        if explanation.kind == "legal":
            for part in explanation.parts:
                lines.extend(explanation_lines(part))
        else:
            lines.extend(explanation_lines(explanation))
    return lines


class WalkthroughWords(QObject):
    """Texts for the walkthrough panel, in the language installed."""

    _rules = HouseRules()

    def title(self, walk: Walkthrough | None, waiting: Waiting | None, phase: Phase | None) -> str:
        if walk is None:
            return self.tr("Deal a hand")
        if waiting is Waiting.OVER:
            return self.tr("Hand over")
        if phase is Phase.PREPARE:
            return self.tr("Before the deal")
        milestone = walk.milestone_now()
        if phase is Phase.SHOWDOWN or milestone in {Milestone.SHOWDOWN, Milestone.POT}:
            return self.tr("Showdown")
        return street_name(milestone.street or walk.hand.street)

    def prompt(
        self, walk: Walkthrough | None, waiting: Waiting | None, *, armed: Duty | None, building: bool
    ) -> str:
        """What the trainee is asked now."""
        if walk is None or waiting is None:
            return self.tr("Press New hand (Ctrl+N) to start.")
        hand = walk.hand
        if waiting is Waiting.OVER:
            return self.over(walk.right, walk.asked)
        if waiting is Waiting.WHO_ACTS:
            if walk.first_decision():
                return self.tr("Who acts first? Click the seat or press its number.")
            return self.tr("Who acts now? Click the seat or press its number.")
        if waiting is Waiting.WHO_SHOWS:
            return self.tr("Who shows next? Click the seat or press its number.")
        if waiting is Waiting.MAY_DO:
            return self.tr("Pick the answer that lists every legal action, with the amounts.")
        if waiting is Waiting.RULING:
            return self.tr("Your ruling: pick it with its number.")
        if waiting is Waiting.NOTICE:
            return self.tr("The table waits for the dealer.")
        if waiting is Waiting.CHANGE:
            return self.tr("Make the change: click the chips from the pot, then Enter.")
        if waiting is Waiting.COUNT_POT:
            return self.tr("Count the pot: type the amount (or the stacks), then Enter.")
        if waiting is Waiting.PLAYER:
            seat = getattr(hand.next_step(), "seat", None)
            if hand.actor is None:
                return self.tr("Seat {seat} shows down …").format(seat=seat)
            return self.tr("Seat {seat} is deciding …").format(seat=seat)
        if building:
            return self.tr("Build the announcement, then Enter. Esc cancels.")
        if armed is not None:
            return self.armed(armed)
        hint = walk.hint()
        if hint is not None:
            return self.tr("Next: {step}").format(step=step_text(hint))
        if walk.mode is TrainingMode.EXAM:
            return self.tr("Your duty.")
        return self.milestone(walk.milestone_now())

    def armed(self, duty: Duty) -> str:
        """The prompt while a seat duty waits for its seat."""
        if duty is Duty.DEAL_DOWN:
            return self.tr("Deal down: click the seat that gets the card, or press its number.")
        if duty is Duty.DEAL_UP:
            return self.tr("Deal up: click the seat that gets the card, or press its number.")
        if duty is Duty.COLLECT_ANTE:
            return self.tr("Collect ante: click the seat, or press its number.")
        if duty is Duty.SHOWDOWN_ORDER:
            return self.tr("Showdown order: click the seat that shows first.")
        if duty is Duty.READ_HAND:
            return self.tr("Read hand: click the seat whose hand you read.")
        return self.tr("Kill hand: click the losing seat.")

    def spoken_milestone(self, milestone: Milestone) -> str:
        """The instruction spoken at a new line of the checklist: "Fourth Street. Burn and deal."."""
        if milestone is Milestone.BRING_IN:
            return self.tr("Who brings it in?")
        if milestone.street is None or milestone.part != "deal":
            return self.milestone(milestone)
        return self.tr("{street}. {instruction}").format(
            street=street_name(milestone.street), instruction=self.milestone(milestone)
        )

    def milestone(self, milestone: Milestone) -> str:
        """The instruction for a line of the checklist: "Burn and deal."."""
        if milestone is Milestone.SHUFFLE:
            return self.tr("Shuffle the deck and ask for the antes.")
        if milestone is Milestone.ANTES:
            return self.tr("Collect the antes.")
        if milestone is Milestone.CUT:
            return self.tr("Cut onto the cut card.")
        if milestone is Milestone.DEAL_3:
            return self.tr("Deal two down and one up, from seat 1.")
        if milestone is Milestone.BRING_IN:
            return self.tr("Who brings it in? Click the seat or press its number.")
        if milestone is Milestone.DEAL_7:
            return self.tr("Count the stub, burn, last card, deal.")
        if milestone.part == "deal":
            return self.tr("Burn and deal.")
        if milestone.part == "bet":
            return self.tr("Follow the action and gather the bets.")
        if milestone is Milestone.SHOWDOWN:
            return self.tr("Showdown. Who shows first?")
        return self.tr("Kill the losing hands and push the pot.")

    def where(self, milestone: Milestone) -> str:
        """Where in the hand a line of the checklist is, for the debrief: "Fourth Street"."""
        if milestone in {Milestone.SHUFFLE, Milestone.ANTES, Milestone.CUT}:
            return self.tr("Before the deal")
        if milestone is Milestone.SHOWDOWN:
            return self.tr("Showdown")
        if milestone is Milestone.POT:
            return self.tr("The pot")
        return street_name(milestone.street or 3)

    def no_replay(self, *, exam: bool) -> str:
        """Why a mistake cannot be replayed."""
        if exam:
            return self.tr("An exam hand is not replayed: a mistake in an exam stands")
        return self.tr(
            "This hand cannot be dealt again to here: an incident moved the table, or the hand was "
            "built for a lesson"
        )

    def replaying(self, where: str) -> str:
        return self.tr(
            "Replay: the same hand again, to just before your mistake ({where}). Go on from here."
        ).format(where=where)

    def spoken_question(self, walk: Walkthrough, waiting: Waiting) -> str:
        if waiting is Waiting.WHO_SHOWS:
            return self.tr("Who shows next?")
        if waiting is Waiting.MAY_DO:
            return self.tr("What may seat {seat} do?").format(seat=walk.hand.actor)
        if walk.first_decision():
            return self.tr("Who acts first?")
        return self.tr("Who acts?")

    def question(self, kind: str, seat: int | None) -> str:
        """The heading of a question with numbered answers."""
        if kind == "may_do":
            return self.tr("What may seat {seat} do?").format(seat=seat)
        if kind == "read":
            return self.tr("Read seat {seat}'s hand:").format(seat=seat)
        if kind == "push":
            return self.tr("Push which pot to whom?")
        if kind == "ruling":
            return self.tr("Stopped. What is the ruling?")
        return self.tr("Count the stub: what comes next?")

    def over(self, right: int, asked: int) -> str:
        return self.tr("The hand is over: {right} of {asked} right. Enter or Ctrl+N deals the next.").format(
            right=right, asked=asked
        )

    def graded(self, graded: Graded, mode: TrainingMode) -> str:
        """The verdict on an answer, without its mark: what was expected (not in an exam), why, the
        rule."""
        exam = mode is TrainingMode.EXAM
        if graded.chip is not None:
            from croupier.gui.walkthrough.chip_words import ChipWords  # noqa: PLC0415 - one of a kind

            return ChipWords(self).graded(graded, mode)
        if graded.asked is Asked.DUTY:
            verdict = graded.verdict
            assert verdict is not None
            if graded.correct or not exam:
                return self._with_why(verdict, graded.why)
            text = verdict_text(replace(verdict, expected=()))
            if graded.done_instead is not None:
                done = step_text(graded.done_instead)
                text = self.tr("{verdict}. Done for you: {step}").format(verdict=text, step=done)
            return text
        if graded.asked is Asked.MAY_DO:
            return self._may_do(graded, exam=exam)
        if graded.asked is Asked.INCIDENT:
            return self.incident(graded)
        return self._who(graded, exam=exam)

    def incident(self, graded: Graded) -> str:
        """The verdict on an incident: the ruling carried out and why (the facts of the case), and
        what was wrong with the answer; in an exam too, since the table now stands that way."""
        incident, right = graded.incident, graded.right_ruling
        if incident is None or right is None:
            return self.tr("Nothing is wrong at the table: there was no reason to stop it.")
        why = why_text(incident, self._rules)
        ruling = ruling_text(right)
        if graded.correct:
            return self.tr("{ruling}: {why} ({rule})").format(ruling=ruling, why=why, rule=graded.rule)
        if graded.ruling is None:
            return self.tr(
                "Missed: {what} Stop the table (Space). The ruling: {ruling}. {why} ({rule})"
            ).format(what=incident_text(incident), ruling=ruling, why=why, rule=graded.rule)
        chosen = ruling_text(graded.ruling)
        reason = wrong_text(incident, graded.ruling, self._rules)  # the case it would be right for
        if reason:
            return self.tr("Not “{chosen}”: {reason} The ruling: {ruling}. {why} ({rule})").format(
                chosen=chosen, reason=reason, ruling=ruling, why=why, rule=graded.rule
            )
        return self.tr("Not “{chosen}”. The ruling: {ruling}. {why} ({rule})").format(
            chosen=chosen, ruling=ruling, why=why, rule=graded.rule
        )

    def set_rules(self, rules: HouseRules) -> None:
        """The house rules the hand is played under (the explanations quote them)."""
        self._rules = rules

    def _may_do(self, graded: Graded, *, exam: bool) -> str:
        seat, rule = graded.right_seat, graded.rule
        legal = actions_text(graded.legal)
        if graded.correct:
            return self.tr("Seat {seat} may: {actions} ({rule})").format(seat=seat, actions=legal, rule=rule)
        if exam:
            return self.tr("Not what seat {seat} may do ({rule})").format(seat=seat, rule=rule)
        chosen = actions_text(graded.chosen)
        text = self.tr("Seat {seat} may: {actions}; not: {chosen} ({rule})").format(
            seat=seat, actions=legal, chosen=chosen, rule=rule
        )
        why = why_lines(graded.why)
        return self.tr("{verdict}. {why}").format(verdict=text, why=" ".join(why)) if why else text

    def _with_why(self, verdict: Verdict, facts: Sequence[Explanation]) -> str:
        """A duty's verdict with the facts that make it wrong before what is due next: "Wrong seat:
        … (R1.3). Seat 3 has folded: … Next: Deal seat 4 a card face up"."""
        why = why_lines(facts)
        if verdict.correct or not why:
            return verdict_text(verdict)
        text = self.tr("{verdict}. {why}").format(
            verdict=verdict_text(replace(verdict, expected=())), why=" ".join(why)
        )
        if verdict.expected:
            text = self.tr("{verdict} Next: {expected}").format(
                verdict=text, expected=step_text(verdict.expected[0])
            )
        return text

    def _who(self, graded: Graded, *, exam: bool) -> str:
        right, seat, rule = graded.right_seat, graded.seat, graded.rule
        why = reason_text(graded.reason)
        shows = graded.asked is Asked.WHO_SHOWS
        if graded.correct:
            if shows:
                return self.tr("Seat {seat} shows next: {why} ({rule})").format(
                    seat=right, why=why, rule=rule
                )
            return self.tr("Seat {seat} acts: {why} ({rule})").format(seat=right, why=why, rule=rule)
        if exam:
            return self.tr("Not seat {seat} ({rule})").format(seat=seat, rule=rule)
        if shows:
            return self.tr("Seat {right} shows next, not seat {seat}: {why} ({rule})").format(
                right=right, seat=seat, why=why, rule=rule
            )
        return self.tr("Seat {right} acts, not seat {seat}: {why} ({rule})").format(
            right=right, seat=seat, why=why, rule=rule
        )

    # Short notes.

    def choose_duty_first(self) -> str:
        return self.tr("Choose a duty first (its key or its button), then the seat.")

    def rule_first(self) -> str:
        return self.tr("The table is stopped: give the ruling first (its number).")

    def done_already(self, step: str, *, by_trainee: bool) -> str:
        """A key pressed for a duty already done: what was done, and by whom; nothing graded."""
        if by_trainee:
            return self.tr("Already done: {step}").format(step=step)
        return self.tr("Already done for you: {step}").format(step=step)

    def exam_from_the_start(self) -> str:
        return self.tr(
            "An exam hand is dealt from its start. Leave the hand under way and deal a new one in "
            "Exam mode? The hand under way is recorded as left before its end."
        )

    def not_tabled(self, seat: int) -> str:
        return self.tr(
            "Seat {seat}'s cards are not tabled: only a hand shown face up is read (R9.7)."
        ).format(seat=seat)

    def too_late(self) -> str:
        return self.tr("Too late to stop: the incident was already counted missed and ruled. Deal on.")

    def paused(self) -> str:
        return self.tr("Paused: the players wait, and so does an incident's countdown. Resume with Ctrl+P.")

    def resumed(self) -> str:
        return self.tr("The players go on.")

    def countdown(self, seconds: int, *, paused: bool) -> str:
        """An incident at a player's turn: how long the table still waits for Stop."""
        if paused:
            return self.tr("Stop the table (Space): paused with %n s left", "", seconds)
        return self.tr("Stop the table (Space) within %n s, or it counts as missed", "", seconds)

    def until_next_duty(self) -> str:
        return self.tr("Stop the table (Space) before your next duty, or it counts as missed")

    def hand_is_over(self) -> str:
        return self.tr("The hand is over. Press New hand (Ctrl+N) or Enter for the next one.")

    def choose_what_first(self) -> str:
        return self.tr("Choose what to announce first.")

    def not_finished(self) -> str:
        return self.tr("Not finished: name the seat and the ranks too.")

    def listening(self, key: str) -> str:
        """``key``: the voice key's name, "Space" or "F2"."""
        name = self.tr("Space") if key == "Space" else key
        return self.tr("Listening… say the call, then press {key} again.").format(key=name)

    def heard(self, words: str) -> str:
        return self.tr("Heard: {words}").format(words=words)

    def taken_back(self, step: str) -> str:
        return self.tr("Taken back: {step}").format(step=step)

    def no_undo_in_exam(self) -> str:
        return self.tr("No undo in an exam: a duty done stands.")

    def exam_hand_locked(self) -> str:
        return self.tr("An exam hand is dealt to its end: no new hand, mode or level until it is over.")

    def nothing_to_undo(self) -> str:
        return self.tr("Nothing to take back: a correct duty can be taken back until a player acts.")

    def dealer_said(self, call: str) -> str:
        return self.tr("Dealer: {call}").format(call=quoted(call))

    def with_seat(self, words: str, seat: int) -> str:
        return self.tr("{words} (seat {seat})").format(words=words, seat=seat)
