"""The facts a question's answer turns on that the table's picture cannot show, in words: what each
seat has put in where all-ins make side pots, the main and side pots' sizes for a split, and the
facts of an incident (who is still in and who has had a Seventh Street card, what is to call,
whether substantial action has taken place …; the incident's own words say the rest). The
terminal quiz, ``drill --json`` and the quiz window show these lines with the question; none of them
is the answer. Only QtCore is used.

>>> import random
>>> from croupier.drills.grading import generate
>>> fact_lines(generate("bring_in", random.Random(1)))
[]
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from croupier.drills.facts import live_pots
from croupier.drills.incident_case import case_of
from croupier.drills.model import Question
from croupier.drills.view import SeatView, table_view
from croupier.engine.events import ActionKind
from croupier.engine.incidents import Incident, IncidentKind
from croupier.i18n.names import sentence
from croupier.words.value_words import chips, seats_text

__all__ = ["ALL_IN_SKILLS", "contributions_line", "fact_lines", "pots_line"]

translate = QCoreApplication.translate
K = IncidentKind

ALL_IN_SKILLS = frozenset({"showdown_order", "winner", "split", "odd_chip", "split_chips", "next_step"})
"""The skills whose answer turns on the pots when a player is all-in: who is in which pot (R8.1's
side-pot order, R8.7), each pot's size, the pushes the dealer makes."""

_SPLIT_SKILLS = frozenset({"split", "odd_chip", "split_chips"})


def fact_lines(question: Question) -> list[str]:
    """The question's deciding facts the picture does not show, one a line (maybe none)."""
    seats = table_view(question).seats
    lines: list[str] = []
    if question.skill == "irregularity":
        lines.extend(_incident_lines(question, seats))
    if question.skill in ALL_IN_SKILLS and _all_in_decides(seats):
        lines.append(contributions_line(seats))
        if question.skill in _SPLIT_SKILLS:
            pots = pots_line(question)
            if pots:
                lines.append(pots)
    return lines


def _contenders(seats: Sequence[SeatView]) -> list[SeatView]:
    return [seat for seat in seats if not (seat.folded or seat.mucked or seat.killed)]


def _all_in_decides(seats: Sequence[SeatView]) -> bool:
    """A player still in is all-in: what each put in decides the pots (R8.7)."""
    return any(seat.all_in for seat in _contenders(seats))


def contributions_line(seats: Sequence[SeatView]) -> str:
    """What each player has put into the pot this hand (antes included), folded players too: their
    chips stay in the pots they reached."""
    parts = []
    for seat in seats:
        if not seat.contributed:
            continue
        text = (
            translate("DrillFacts", "seat {seat} {chips} (folded)")
            if seat.folded
            else translate("DrillFacts", "seat {seat} {chips}")
        )
        parts.append(text.format(seat=seat.seat, chips=chips(seat.contributed)))
    return translate("DrillFacts", "Put in this hand: {listed}.").format(listed=", ".join(parts))


def pots_line(question: Question) -> str:
    """The main pot and each side pot with who may win it, when there is more than one (R8.7)."""
    pots, _ = live_pots(question.position)
    if len(pots) < 2:
        return ""
    parts = []
    for index, pot in enumerate(pots):
        name = translate("DrillFacts", "main pot") if index == 0 else translate("DrillFacts", "side pot")
        if len(pots) > 2 and index:
            name = translate("DrillFacts", "side pot {number}").format(number=index)
        parts.append(
            translate("DrillFacts", "{pot} {amount} ({seats})").format(
                pot=name, amount=chips(pot.amount), seats=seats_text(tuple(pot.eligible))
            )
        )
    return sentence(translate("DrillFacts", "The pots: {pots}.").format(pots="; ".join(parts)))


# ----------------------------------------------------------------------------------- incidents


def _incident_lines(question: Question, seats: Sequence[SeatView]) -> list[str]:
    incident, _ = case_of(question.prompt.params)
    lines: list[str] = []
    seat = incident.seat
    kind = incident.kind
    if kind in {K.SEVENTH_CARD_UP, K.ALL_IN_CARD_UP}:  # R10.8's four cases, R10.9
        lines.extend(_players_line(seats))
        lines.append(_seventh_line(seats, incident))
    elif kind is K.WRONG_CARD_COUNT:
        text = (
            translate(
                "DrillFacts", "Seat {seat} is the last seat of the deal: its door card is the next card due."
            )
            if incident.fact("in_sequence")
            else translate("DrillFacts", "The deal has gone past seat {seat}: its cards are out of sequence.")
        )
        lines.append(text.format(seat=seat))
    elif kind is K.OVERSIZED_CHIP:
        lines.append(_to_call_line(incident))
    elif kind is K.MULTIPLE_CHIPS:
        lines.append(_to_call_line(incident))
        action = incident.action
        if action is not None:
            text = (
                translate("DrillFacts", "Completing would make it {to}.")
                if action.kind is ActionKind.COMPLETE
                else translate("DrillFacts", "A raise would make it {to}.")
            )
            lines.append(text.format(to=chips(action.amount)))
    elif kind in {K.BOXED_CARDS, K.OUT_OF_SEQUENCE, K.CARD_TO_WRONG_SEAT}:
        lines.append(
            translate("DrillFacts", "Two players have acted after the forced bet: substantial action.")
            if incident.fact("substantial")
            else translate("DrillFacts", "Fewer than two players have acted after the forced bet.")
        )
    return lines


def _players_line(seats: Sequence[SeatView]) -> list[str]:
    """Who is still in, and whether that is heads-up."""
    live = tuple(seat.seat for seat in _contenders(seats))
    if len(live) == 2:
        return [translate("DrillFacts", "Heads-up: {seats} are still in.").format(seats=seats_text(live))]
    text = translate("DrillFacts", "{count} players are still in: {seats}.")
    return [text.format(count=len(live), seats=seats_text(live))]


def _seventh_line(seats: Sequence[SeatView], incident: Incident) -> str:
    """Who has had a Seventh Street card before the exposed one (R10.8: the first card or another)."""
    before = tuple(
        seat.seat
        for seat in _contenders(seats)
        if seat.seat != incident.seat and len(seat.up) + len(seat.down) >= 7
    )
    if not before:
        return translate("DrillFacts", "It is the first Seventh Street card dealt.")
    text = translate("DrillFacts", "Dealt their Seventh Street card before it: {seats}.")
    return text.format(seats=seats_text(before))


def _to_call_line(incident: Incident) -> str:
    if not incident.fact("facing_bet"):
        return translate("DrillFacts", "Seat {seat} faces no bet.").format(seat=incident.seat)
    text = translate("DrillFacts", "Seat {seat} faces a bet: {call} to call.")
    return text.format(seat=incident.seat, call=chips(incident.to_call))
