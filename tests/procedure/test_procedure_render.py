"""Every announcement kind, step kind and flag in English and German, in the dealer's words."""

from __future__ import annotations

import typing

import pytest

from croupier.engine.cards import Rank, parse_cards
from croupier.engine.events import ActionKind, ActionTaken, HandMucked, HandShown
from croupier.engine.readings import HandDescription
from croupier.engine.rules import ShuffleStep
from croupier.i18n import Language
from croupier.procedure import (
    ActionCall,
    Announcement,
    AnteCall,
    BringIn,
    CallKind,
    CommunityCard,
    DealerStep,
    Draw,
    FirstToAct,
    Flag,
    LastCard,
    MadeHand,
    OpenPairOption,
    PossibleDraw,
    Procedure,
    ShowdownReading,
    StepKind,
    Verdict,
)
from croupier.words.procedure_words import (
    announcement_text,
    flag_text,
    player_text,
    shuffle_text,
    step_text,
    verdict_text,
)

R = Rank


def d(kind: str, *ranks: Rank) -> HandDescription:
    return HandDescription(kind, tuple(ranks))


def c(text: str):
    (one,) = parse_cards(text)
    return one


ANNOUNCEMENTS = [
    (AnteCall(), "Antes, please", "Ante, bitte"),
    (BringIn(1, c("2c")), "Deuce of clubs brings it in", "Kreuz Zwei bringt"),
    (BringIn(4, c("Ks")), "King of spades brings it in", "Pik König bringt"),
    (
        BringIn(2, c("Kd"), passed_from=1, passed_card=c("2c")),
        "Deuce of clubs is all in; king of diamonds brings it in",
        "Kreuz Zwei ist all-in; Karo König bringt",
    ),
    (MadeHand(3, d("pair", R.NINE)), "Pair of nines", "Paar Neunen"),
    (MadeHand(3, d("pair", R.SEVEN)), "Pair of sevens", "Paar Siebener"),
    (MadeHand(2, d("two_pair", R.KING, R.NINE)), "Two pair, kings and nines", "Zwei Paar, Könige und Neunen"),
    (MadeHand(1, d("three_of_a_kind", R.SEVEN)), "Three sevens", "Drilling Siebener"),
    (MadeHand(1, d("four_of_a_kind", R.KING)), "Four kings", "Vierling Könige"),
    (PossibleDraw(1, Draw.STRAIGHT), "Possible straight", "Möglicher Straight"),
    (PossibleDraw(1, Draw.FLUSH), "Possible flush", "Möglicher Flush"),
    (PossibleDraw(1, Draw.STRAIGHT_FLUSH), "Possible straight flush", "Möglicher Straight Flush"),
    (FirstToAct(3, d("pair", R.SEVEN)), "Pair of sevens bets", "Paar Siebener beginnt"),
    (FirstToAct(4, d("high_card", R.ACE, R.KING)), "Ace-king bets", "Ass-König beginnt"),
    (FirstToAct(1, d("low", R.SEVEN, R.FOUR), low=True), "Seven-four low bets", "Sieben-Vier Low beginnt"),
    (FirstToAct(2, d("pair", R.SIX), low=True), "Pair of sixes bets", "Paar Sechsen beginnt"),
    (
        FirstToAct(4, d("pair", R.SEVEN), leader=3),
        "Pair of sevens is all in; seat 4 bets",
        "Paar Siebener ist all-in; Platz 4 beginnt",
    ),
    (OpenPairOption(20, 40), "Open pair — 20 or 40", "Offenes Paar — 20 oder 40"),
    (LastCard(), "Last card", "Last Card"),
    (CommunityCard(c("5d")), "Community card: five of diamonds", "Gemeinschaftskarte: Karo Fünf"),
    (ActionCall(1, CallKind.BRING_IN, 10), "Bring-in, 10", "Bring-in, 10"),
    (ActionCall(2, CallKind.COMPLETE, 20), "Complete to 20", "Komplettiert auf 20"),
    (ActionCall(3, CallKind.BET, 40), "Bet 40", "Gesetzt: 40"),
    (ActionCall(3, CallKind.RAISE, 80), "Raise to 80", "Erhöht auf 80"),
    (ActionCall(3, CallKind.RERAISE, 120), "Re-raise to 120", "Re-Raise auf 120"),
    (ActionCall(3, CallKind.CAP, 160), "Last raise, 160: capped", "Letzte Erhöhung, 160: Cap"),
    (ActionCall(3, CallKind.RAISE, 1250, all_in=True), "Raise to 1,250, all in", "Erhöht auf 1.250, all-in"),
    (
        ShowdownReading(1, d("two_pair", R.KING, R.NINE), None),
        "Two pair, kings and nines",
        "Zwei Paar, Könige und Neunen",
    ),
    (
        ShowdownReading(1, d("flush", R.ACE, R.KING, R.QUEEN, R.JACK, R.NINE), d("no_low")),
        "Flush, ace high; no low",
        "Flush, Ass hoch; kein Low",
    ),
    (
        ShowdownReading(
            3,
            d("high_card", R.ACE, R.SEVEN, R.FIVE, R.FOUR, R.TWO),
            d("low", R.SEVEN, R.FIVE, R.FOUR, R.TWO, R.ACE),
        ),
        "Ace-seven high; seven-five low",
        "Ass-Sieben hoch; Sieben-Fünf Low",
    ),
    (
        ShowdownReading(2, None, d("low", R.NINE, R.EIGHT, R.SEVEN, R.SIX, R.FIVE)),
        "Nine-eight low",
        "Neun-Acht Low",
    ),
]


@pytest.mark.parametrize(("announcement", "english", "german"), ANNOUNCEMENTS)
def test_announcements_in_english_and_german(translations, announcement, english, german):
    assert announcement_text(announcement) == english
    translations.set_language(Language.GERMAN)
    assert announcement_text(announcement) == german


def test_every_announcement_kind_is_rendered():
    kinds = set(typing.get_args(Announcement))
    assert {type(announcement) for announcement, _, _ in ANNOUNCEMENTS} == kinds
    assert {a.call for a, _, _ in ANNOUNCEMENTS if isinstance(a, ActionCall)} == set(CallKind)
    assert {a.draw for a, _, _ in ANNOUNCEMENTS if isinstance(a, PossibleDraw)} == set(Draw)


STEPS = [
    (DealerStep.shuffle_step(ShuffleStep.SCRAMBLE), "Scramble", "Scramble"),
    (DealerStep.shuffle_step(ShuffleStep.RIFFLE), "Riffle", "Riffle"),
    (DealerStep.collect_ante(3), "Collect seat 3's ante", "Ante von Platz 3 einsammeln"),
    (DealerStep.cut(), "Cut onto the cut card", "Auf die Cut-Card abheben"),
    (DealerStep.deal(2, face_up=False), "Deal seat 2 a card face down", "Platz 2 eine Karte verdeckt geben"),
    (DealerStep.deal(2, face_up=True), "Deal seat 2 a card face up", "Platz 2 eine Karte offen geben"),
    (DealerStep.burn(4), "Burn a card", "Eine Karte brennen"),
    (DealerStep.announce(LastCard()), "“Last card”", "„Last Card“"),
    (DealerStep.gather(4, 120), "Gather the bets into the pot (120)", "Einsätze zum Pot bringen (120)"),
    (
        DealerStep.return_bet(2, 25),
        "Return the uncalled 25 to seat 2",
        "Platz 2 die nicht gehaltenen 25 zurückgeben",
    ),
    (DealerStep.count_stub("normal"), "Count the stub: enough for everyone", "Stub zählen: reicht für alle"),
    (DealerStep.scramble_stub(), "Scramble the stub with the burn cards", "Stub mit den Burn-Cards mischen"),
    (DealerStep.community_card(), "Turn the community card", "Gemeinschaftskarte aufdecken"),
    (
        DealerStep.remove_cut_card(),
        "Remove the cut card and set the stub aside",
        "Schneidekarte herausnehmen und den Stub weglegen",
    ),
    (DealerStep.call_showdown_order(4), "Showdown: seat 4 shows first", "Showdown: Platz 4 zeigt zuerst"),
    (
        DealerStep.read_hand(ShowdownReading(1, d("pair", R.ACE), d("no_low"))),
        "Read seat 1's hand: “Pair of aces; no low”",
        "Hand von Platz 1 ansagen: „Paar Asse; kein Low“",
    ),
    # A seat chosen for its reading out of turn: the step names no hand yet.
    (DealerStep.read_hand(ShowdownReading(3, None, None)), "Read seat 3's hand", "Hand von Platz 3 ansagen"),
    (DealerStep.kill_hand(2), "Kill seat 2's hand", "Hand von Platz 2 vernichten"),
    (
        DealerStep.push_pot(0, "whole", ((3, 1025),)),
        "Push the main pot: seat 3: 1,025",
        "Hauptpot zuschieben: Platz 3: 1.025",
    ),
    (
        DealerStep.push_pot(1, "high", ((1, 51),)),
        "Push side pot 1: seat 1: 51 (high half)",
        "Side-Pot 1 zuschieben: Platz 1: 51 (High-Hälfte)",
    ),
    (
        DealerStep.push_pot(0, "low", ((2, 13), (3, 12))),
        "Push the main pot: seat 2: 13, seat 3: 12 (low half)",
        "Hauptpot zuschieben: Platz 2: 13, Platz 3: 12 (Low-Hälfte)",
    ),
]


@pytest.mark.parametrize(("step", "english", "german"), STEPS)
def test_steps_in_english_and_german(translations, step, english, german):
    assert step_text(step) == english
    translations.set_language(Language.GERMAN)
    assert step_text(step) == german


def test_every_step_kind_and_outcome_has_its_own_words(translations):
    assert {step.kind for step, _, _ in STEPS} == set(StepKind)
    outcomes = [
        "normal",
        "reshuffle_burns",
        "community_card",
        "reshuffle_then_community",
        "deal_to_last_card",
        "reshuffle_burns_and_muck",
    ]
    for language in (Language.ENGLISH, Language.GERMAN):
        translations.set_language(language)
        texts = {step_text(DealerStep.count_stub(outcome)) for outcome in outcomes}
        assert len(texts) == len(outcomes)
        shuffles = {shuffle_text(step) for step in ShuffleStep}
        assert len(shuffles) == len(ShuffleStep)


def test_flags_in_both_languages(translations):
    english = {flag: flag_text(flag) for flag in Flag}
    translations.set_language(Language.GERMAN)
    german = {flag: flag_text(flag) for flag in Flag}
    assert len(set(english.values())) == len(Flag)
    assert len(set(german.values())) == len(Flag)
    assert all(german[flag] != english[flag] for flag in Flag)
    assert german[Flag.MISSING_BURN] == "Vor dem Geben der Straße eine Karte brennen"


def test_verdicts_in_both_languages(translations):
    procedure = Procedure.new(*_stud_args(), seed=1)
    wrong = procedure.check(DealerStep.deal(1, face_up=False))
    right = procedure.check(DealerStep.shuffle_step(ShuffleStep.SCRAMBLE))
    assert isinstance(wrong, Verdict)
    assert verdict_text(right) == "Scramble"  # the mark is the strip's or the panel's
    assert verdict_text(wrong) == "Collect every ante before the deal (R2.4); next: Scramble"
    translations.set_language(Language.GERMAN)
    assert verdict_text(wrong) == "Vor dem Geben jede Ante einsammeln (R2.4); als Nächstes: Scramble"


def _stud_args():
    from croupier.engine.rules import STUD, Stakes  # noqa: PLC0415

    return STUD, Stakes(), [1000] * 3


def action(kind: ActionKind, amount: int, to: int, *, all_in: bool = False) -> ActionTaken:
    return ActionTaken(4, 3, kind, amount, to, all_in, 1, capped=False)


PLAYERS = [
    (action(ActionKind.FOLD, 0, 0), "Seat 3 folds", "Platz 3 passt"),
    (action(ActionKind.CHECK, 0, 0), "Seat 3 checks", "Platz 3 checkt"),
    # A call says the chips the caller then has out (40), as the table shows them.
    (action(ActionKind.CALL, 20, 40), "Seat 3 calls 40", "Platz 3 geht mit (40)"),
    (action(ActionKind.BRING_IN, 10, 10), "Seat 3 brings it in for 10", "Platz 3 bringt 10"),
    (action(ActionKind.COMPLETE, 20, 20), "Seat 3 completes to 20", "Platz 3 komplettiert auf 20"),
    (action(ActionKind.BET, 40, 40), "Seat 3 bets 40", "Platz 3 setzt 40"),
    (
        action(ActionKind.RAISE, 80, 80, all_in=True),
        "Seat 3 raises to 80, all in",
        "Platz 3 erhöht auf 80, all-in",
    ),
    (HandShown(3, parse_cards("AsKd")), "Seat 3 shows A♠ K♦", "Platz 3 zeigt A♠ K♦"),
    (HandMucked(3), "Seat 3 mucks", "Platz 3 wirft weg"),
]


@pytest.mark.parametrize(("event", "english", "german"), PLAYERS)
def test_player_actions_in_both_languages(translations, event, english, german):
    assert player_text(event) == english
    translations.set_language(Language.GERMAN)
    assert player_text(event) == german
