"""One hand of Seven Card Stud, Stud Hi-Lo or Razz as a state machine (RULES.md §2).

The hand is driven one step at a time. ``next_step()`` says what happens next: a dealer's duty (post
an ante, burn, deal a card to a seat, scramble the stub, turn a community card) or a player's
decision (act, or show at the showdown). Every dealer-visible event is appended to ``events``.
Actions follow the verify / can / do pattern: ``verify_x()`` raises an ``IllegalActionError`` that
says why, ``can_x()`` answers yes or no, ``x()`` does it and returns the event it produced.

Folding when checking is free: the engine allows it by default (the hand is folded at once and dealt
no more cards, ``fold_without_bet=allowed``) and forbids it under ``fold_without_bet=forbidden`` (the
``pokerkit`` profile).

>>> import random
>>> hand = Hand(STUD, Stakes(5, 10, 20, 40), [1000] * 3, deck=Deck(random.Random(1)))
>>> hand.run_dealer()
>>> hand.street, hand.actor == hand.bring_in_seat, hand.legal_actions().bring_in
(3, True, 10)
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import Enum

from croupier.engine.betting import BettingRound, Limits
from croupier.engine.cards import Card, Deck, copyable
from croupier.engine.errors import (
    DeckExhaustedError,
    DuplicateCardError,
    IllegalActionError,
    OutOfTurnError,
)
from croupier.engine.evaluate import (
    razz_board_value_of_ranks,
    stud_board_value_of_ranks,
)
from croupier.engine.events import (
    ActionKind,
    ActionTaken,
    AntePosted,
    BetsGathered,
    BringInDesignated,
    CardBurned,
    CardDealt,
    CommunityCardDealt,
    Event,
    HandEnded,
    HandKilled,
    HandMucked,
    HandShown,
    PotAwarded,
    ShowdownStarted,
    StreetOpened,
    StubScrambled,
    UncalledBetReturned,
)
from croupier.engine.legal import LegalActions
from croupier.engine.pots import Pot, build_pots, split_evenly
from croupier.engine.rules import (
    STUD,
    CommunityFirstActor,
    HouseRules,
    LowcardAllinForAnte,
    ShowdownOrderNoBet,
    Stakes,
    Tiebreak,
    Variant,
)
from croupier.engine.runout import plan_seventh_street
from croupier.engine.showdown import hand_values, odd_chip_order, split_pot
from croupier.engine.steps import (
    AnteDue,
    BurnDue,
    CommunityDue,
    DealDue,
    ScrambleDue,
    ShowDue,
    Step,
    TurnDue,
    describe_step,
    street_name,
)
from croupier.engine.unknown import could_bring_in, could_lead

__all__ = [
    "AnteDue",
    "BurnDue",
    "CommunityDue",
    "DealDue",
    "Hand",
    "Phase",
    "PlayerState",
    "ScrambleDue",
    "ShowDue",
    "Step",
    "TurnDue",
]


class Phase(Enum):
    """Where the hand is."""

    ANTES = "antes"
    DEALING = "dealing"
    BETTING = "betting"
    SHOWDOWN = "showdown"
    COMPLETE = "complete"


@dataclass(slots=True)
class PlayerState:
    """A seat's cards and chips. ``down`` and ``up`` may hold None for a replayed hand's unknown card."""

    seat: int
    starting_stack: int
    stack: int
    down: list[Card | None] = field(default_factory=list)
    up: list[Card | None] = field(default_factory=list)
    folded: bool = False
    mucked: bool = False
    shown: bool = False
    contributed: int = 0
    bet: int = 0

    @property
    def live(self) -> bool:
        """Dealt in and not folded."""
        return not self.folded

    @property
    def all_in(self) -> bool:
        """Live with no chips behind."""
        return not self.folded and self.stack == 0

    @property
    def active(self) -> bool:
        """Live and able to bet."""
        return not self.folded and self.stack > 0

    @property
    def door(self) -> Card | None:
        """The first upcard (3rd street's door card); None when a hand history left it unknown."""
        return self.up[0]


def _razz_door_key(card: Card) -> tuple[int, int]:
    return (card.rank.low, card.suit)


def _known(card: Card | None) -> Card:
    assert card is not None
    return card


def _high_card(up: list[Card | None], community: Card | None) -> Card:
    """R5.4 (high card by suit): the highest known card of a board."""
    cards = [card for card in up if card is not None]
    if community is not None:
        cards.append(community)
    return max(cards)


def _stud_door_key(card: Card) -> tuple[int, int]:
    # The lowest door brings in, so the key is negated for max().
    return (-card.rank, -card.suit)


class Hand:
    """A hand in progress. Seats are 1..N clockwise from the dealer's left.

    ``deck``: where undealt cards come from. Without a deck and without ``rng`` the hand deals only
    the cards it is given, and a card not given is unknown (``None``): that is how a hand history with
    hidden hole cards is replayed. ``rng`` also drives the run-out scramble (R6.5).
    """

    def __init__(
        self,
        variant: Variant,
        stakes: Stakes,
        starting_stacks: Sequence[int],
        rules: HouseRules | None = None,
        *,
        deck: Deck | None = None,
        rng: random.Random | None = None,
    ) -> None:
        self.variant = variant
        self.stakes = stakes
        self.rules = rules or HouseRules()
        if not 2 <= len(starting_stacks) <= self.rules.max_players:
            raise IllegalActionError(
                f"a hand needs 2 to {self.rules.max_players} players (got {len(starting_stacks)})"
            )
        if any(stack <= 0 for stack in starting_stacks):
            raise IllegalActionError("every player dealt in needs chips (a stack of at least 1)")
        self.players = [
            PlayerState(seat, stack, stack) for seat, stack in enumerate(starting_stacks, start=1)
        ]
        self._rng: random.Random | None = rng  # seeded on first use (a replay may never scramble)
        self._draws_unknown = deck is None and rng is None
        self._deck = deck if deck is not None else Deck(rng)
        self._stub = len(self._deck)
        self.burns: list[Card | None] = []
        self.mucked_cards: list[Card | None] = []
        self.community: Card | None = None
        self.community_dealt = False
        self.events: list[Event] = []
        self.phase = Phase.ANTES
        self.street = 3
        self._plan: list[Step] = [_ANTE_STEPS[player.seat] for player in self.players]
        self.bring_in_seat: int | None = None
        self.showdown_order: tuple[int, ...] = ()
        self._show_queue: list[int] = []
        self.actor: int | None = None
        self.street_leader: int | None = None
        # Unknown upcards (a replayed hand history's "??") can leave the cards unable to say who
        # opens a street: then the record says it (take_opener), and a drill does not ask.
        self.opener_unknown = False
        self.opener_taken = False
        self.open_pair_unknown = False
        self._opened_at = 0
        self.winnings: list[int] | None = None
        self._live = len(self.players)
        self._limits = Limits.of(stakes, self.rules)
        self._betting: BettingRound | None = None  # the latest street's betting
        self._legal: LegalActions | None = None

    def __deepcopy__(self, memo: dict[int, object]) -> Hand:
        """A copy to look ahead on (drills, the walkthrough). Written out, because a mypyc-compiled
        class has no generic copy protocol. The variant, stakes and rules are immutable and shared."""
        stacks = [player.starting_stack for player in self.players]
        clone = Hand(self.variant, self.stakes, stacks, self.rules, deck=Deck(complete=False), rng=self._rng)
        memo[id(self)] = clone
        for name in HAND_STATE:
            if name not in _SHARED_STATE:
                setattr(clone, name, copy.deepcopy(getattr(self, name), memo))
        return clone

    # ----------------------------------------------------------------------------------- queries

    def player(self, seat: int) -> PlayerState:
        """The player in ``seat`` (1..N)."""
        if not 1 <= seat <= len(self.players):
            raise IllegalActionError(f"there is no seat {seat} at this table of {len(self.players)}")
        return self.players[seat - 1]

    @property
    def seats(self) -> range:
        """Seat numbers, clockwise from the dealer's left."""
        return range(1, len(self.players) + 1)

    @property
    def live_seats(self) -> list[int]:
        """Seats dealt in and not folded, clockwise from the dealer's left."""
        return [player.seat for player in self.players if player.live]

    @property
    def pot(self) -> int:
        """All chips in the middle, this street's bets included (0 once the pot is pushed)."""
        if self.phase is Phase.COMPLETE:
            return 0
        return sum(player.contributed for player in self.players)

    @property
    def stub_size(self) -> int:
        """Cards left in the stub (the undealt deck)."""
        return self._stub

    @property
    def is_complete(self) -> bool:
        return self.phase is Phase.COMPLETE

    @property
    def finishing_stacks(self) -> tuple[int, ...] | None:
        """Each seat's chips once the hand is over."""
        if self.phase is not Phase.COMPLETE:
            return None
        return tuple(player.stack for player in self.players)

    @property
    def capped(self) -> bool:
        """Is the betting on this street capped (R4.4, with the heads-up lift of R4.5 applied)?"""
        return self.phase is Phase.BETTING and self._betting is not None and self._betting.capped()

    @property
    def double_bet(self) -> bool:
        """R4.3: may this street's bets and raises be the big bet because of an open pair?"""
        return self._betting is not None and self._betting.double_bet

    @property
    def big_bet_made(self) -> bool:
        """R4.3: has a big bet or raise been made on this open-pair 4th street?"""
        return self._betting is not None and self._betting.big_made

    @property
    def raise_base(self) -> int:
        """The street total set by the last full bet or raise, from which full raises count (R4.6)."""
        return self._betting.full_level if self._betting is not None else 0

    def pots(self) -> list[Pot]:
        """The main pot and side pots as the contributions stand now (R8.7); uncalled chips apart."""
        return self._pots()

    def board_leader(self) -> int | None:
        """The live seat whose showing board acts first now (R5.2–R5.4), all-in or not."""
        return self._board_leader()

    def next_step(self) -> Step | None:
        """What must happen next, or None once the hand is over."""
        phase = self.phase
        if phase is Phase.BETTING:
            assert self.actor is not None
            return _TURN_STEPS[self.actor]
        if phase is Phase.SHOWDOWN:
            return _SHOW_STEPS[self._show_queue[0]]
        if self._plan:
            return self._plan[0]
        return None

    def board(self, seat: int, *, with_community: bool = False) -> list[Card]:
        """The seat's known upcards in the order received (and the community card when asked)."""
        cards = [card for card in self.player(seat).up if card is not None]
        if with_community and self.community is not None:
            cards.append(self.community)
        return cards

    def cards_of(self, seat: int) -> list[Card]:
        """Every known card the seat plays: down, up, and the community card."""
        player = self.player(seat)
        cards = [card for card in player.down if card is not None]
        cards.extend(card for card in player.up if card is not None)
        if self.community is not None:
            cards.append(self.community)
        return cards

    # ----------------------------------------------------------------------------------- antes

    def _expect(self, step_type: type, what: str) -> Step:
        step = self.next_step()
        if step is None or not isinstance(step, step_type):
            raise IllegalActionError(f"cannot {what} now: next is {describe_step(step)}")
        return step

    def verify_post_ante(self, seat: int | None = None) -> AnteDue:
        """Raise unless an ante is due (``seat``'s, when given: antes may come in any order)."""
        step = self._expect(AnteDue, "collect an ante")
        assert isinstance(step, AnteDue)
        if seat is None or seat == step.seat:
            return step
        self.player(seat)
        for due in self._plan:
            if isinstance(due, AnteDue) and due.seat == seat:
                return due
        raise IllegalActionError(f"seat {seat}'s ante is already in")

    def can_post_ante(self, seat: int | None = None) -> bool:
        return _can(self.verify_post_ante, seat)

    def post_ante(self, seat: int | None = None) -> AntePosted:
        """Collect an ante (R3.1): the next one, or ``seat``'s; a short stack posts everything, all-in."""
        step = self.verify_post_ante(seat)
        self._plan.remove(step)
        return self._post_ante(step.seat)

    def _post_ante(self, seat: int) -> AntePosted:
        player = self.players[seat - 1]
        amount = self.stakes.ante
        amount = min(amount, player.stack)
        player.stack -= amount
        player.contributed += amount
        event = AntePosted(seat, amount, player.stack == 0)
        self.events.append(event)
        if not self._plan:
            self._begin_street(3)
        return event

    # ----------------------------------------------------------------------------------- dealing

    def _take(self, card: Card | None) -> Card | None:
        if card is None and not self._draws_unknown and self._stub > 0:
            self._stub -= 1
            return self._deck.draw()
        if self._stub <= 0:
            raise DeckExhaustedError("the stub is empty: there is no card left to deal")
        if card is not None:
            if self._deck.take(card):
                pass
            elif self._draws_unknown:
                raise DuplicateCardError(f"{card} has already been dealt in this hand")
            else:
                raise DuplicateCardError(f"{card} is not in the stub: it has already been dealt")
        elif not self._draws_unknown:
            card = self._deck.draw()
        self._stub -= 1
        return card

    def verify_burn_card(self) -> BurnDue:
        step = self._expect(BurnDue, "burn a card")
        assert isinstance(step, BurnDue)
        return step

    def can_burn_card(self) -> bool:
        return _can(self.verify_burn_card)

    def burn_card(self, card: Card | None = None) -> CardBurned:
        """Burn the top card face down (R6.2)."""
        step = self.verify_burn_card()
        burned = self._take(card)
        self.burns.append(burned)
        self._plan.pop(0)
        event = CardBurned(step.street, burned)
        self._log(event)
        self._after_dealer_step()
        return event

    def verify_scramble(self) -> ScrambleDue:
        step = self._expect(ScrambleDue, "scramble the stub")
        assert isinstance(step, ScrambleDue)
        return step

    def can_scramble(self) -> bool:
        return _can(self.verify_scramble)

    def scramble(self) -> StubScrambled:
        """Scramble the stub with the burn cards (and the muck, under the pokerkit profile)."""
        step = self.verify_scramble()
        added: list[Card | None] = list(self.burns)
        muck_count = 0
        if step.muck:
            added += self.mucked_cards
            muck_count = len(self.mucked_cards)
            self.mucked_cards = []
        event = StubScrambled(step.street, self._stub, len(self.burns), muck_count)
        self.burns = []
        known = [card for card in added if card is not None]
        rng = self._rng
        if rng is None:
            rng = self._rng = random.Random(0)
        self._deck.scramble_in(known, rng)
        self._stub += len(added)
        self._plan.pop(0)
        self._log(event)
        self._after_dealer_step()
        return event

    def verify_deal_card(self, seat: int | None = None) -> DealDue:
        step = self._expect(DealDue, "deal a card")
        assert isinstance(step, DealDue)
        if seat is not None and seat != step.seat:
            raise OutOfTurnError(
                f"the next card goes to seat {step.seat}, not seat {seat}: deal clockwise from "
                "the dealer's left, one card to each player per pass (R1.3)"
            )
        return step

    def can_deal_card(self, seat: int | None = None) -> bool:
        return _can(self.verify_deal_card, seat)

    def deal_card(self, seat: int | None = None, card: Card | None = None) -> CardDealt:
        """Deal the next card, to the seat whose turn it is, face up or down as the street says."""
        step = self.verify_deal_card(seat)
        self._plan.pop(0)
        return self._deal_to(step, card)

    def deal_cards_to(self, seat: int, cards: Sequence[Card | None]) -> list[CardDealt]:
        """Deal a seat all of its cards for this street at once (how hand histories record it).

        On 3rd street the cards are given down, down, up: the third is the door card.
        """
        due = [step for step in self._plan if isinstance(step, DealDue) and step.seat == seat]
        step = self.next_step()
        if not isinstance(step, DealDue):
            raise IllegalActionError(f"cannot deal to seat {seat} now: next is {describe_step(step)}")
        if len(due) != len(cards):
            raise IllegalActionError(
                f"seat {seat} is owed {len(due)} card(s) on {street_name(self.street)}, not {len(cards)}"
            )
        events = []
        for planned, card in zip(due, cards, strict=True):
            plan = self._plan
            for index, step in enumerate(plan):  # by identity: steps are shared values
                if step is planned:
                    del plan[index]
                    break
            events.append(self._deal_to(planned, card))
        return events

    def _deal_to(self, step: DealDue, card: Card | None) -> CardDealt:
        if card is None and self._stub > 0 and not self._draws_unknown:
            self._stub -= 1
            dealt: Card | None = self._deck.draw()
        else:
            dealt = self._take(card)
        player = self.players[step.seat - 1]
        if step.face_up:
            player.up.append(dealt)
        else:
            player.down.append(dealt)
        event = CardDealt(step.street, step.seat, dealt, step.face_up)
        self.events.append(event)
        if not self._plan and self.phase is Phase.DEALING:
            self._begin_betting()
        return event

    def verify_deal_community_card(self) -> CommunityDue:
        step = self._expect(CommunityDue, "turn a community card")
        assert isinstance(step, CommunityDue)
        return step

    def can_deal_community_card(self) -> bool:
        return _can(self.verify_deal_community_card)

    def deal_community_card(self, card: Card | None = None) -> CommunityCardDealt:
        """Turn the community card face up in the centre (R6.6)."""
        step = self.verify_deal_community_card()
        dealt = self._take(card)
        if dealt is None:
            raise IllegalActionError("the community card is dealt face up, so it must be known")
        self.community = dealt
        self.community_dealt = True
        self._plan.pop(0)
        event = CommunityCardDealt(step.street, dealt)
        self._log(event)
        self._after_dealer_step()
        return event

    def dealer_step(self) -> Event:
        """Perform the next dealer duty alone (an ante, a burn, a card, a scramble or the community
        card) and return its event; ``run_dealer`` performs them all up to a player's decision."""
        step = self.next_step()
        if isinstance(step, AnteDue):
            return self.post_ante()
        if isinstance(step, BurnDue):
            return self.burn_card()
        if isinstance(step, DealDue):
            return self.deal_card()
        if isinstance(step, ScrambleDue):
            return self.scramble()
        if isinstance(step, CommunityDue):
            return self.deal_community_card()
        raise IllegalActionError(f"no dealer duty is due: next is {describe_step(step)}")

    def run_dealer(self) -> None:
        """Perform every dealer step until a player must decide or the hand is over."""
        plan = self._plan
        while plan and (self.phase is Phase.DEALING or self.phase is Phase.ANTES):
            step = plan[0]
            kind = type(step)
            if kind is DealDue:
                plan.pop(0)
                self._deal_to(step, None)  # type: ignore[arg-type]
            elif kind is AnteDue:
                plan.pop(0)
                self._post_ante(step.seat)  # type: ignore[union-attr]
            elif type(step) is BurnDue:
                self.burn_card()
            elif type(step) is ScrambleDue:
                self.scramble()
            else:
                self.deal_community_card()
            plan = self._plan

    def _after_dealer_step(self) -> None:
        if not self._plan and self.phase is Phase.DEALING:
            self._begin_betting()

    # ----------------------------------------------------------------------------------- streets

    def _begin_street(self, number: int) -> None:
        self.street = number
        self.phase = Phase.DEALING
        street = self.variant.streets[number - 3]
        plan: list[Step] = []
        live = [player.seat for player in self.players if not player.folded]
        if number == 7:
            plan = self._plan_seventh(live)
        else:
            if street.burn or (number == 3 and self.rules.burn_before_third_street):
                plan.append(BurnDue(number))
            for face_up in [False] * street.down + [True] * street.up:
                steps = _DEAL_STEPS[number, face_up]
                plan.extend([steps[seat] for seat in live])
        self._plan = plan

    def _plan_seventh(self, live: list[int]) -> list[Step]:
        """R6.5: count the stub before 7th street and plan the deal, scrambles and burn."""
        check, plan = plan_seventh_street(
            live, self._stub, len(self.burns), len(self.mucked_cards), self.rules.runout_procedure
        )
        self._log(check)
        return plan

    def _begin_betting(self) -> None:
        number = self.street
        players = self.players
        for player in players:
            player.bet = 0
        double_bet = False
        unknown_pair = False
        if number == 4 and self.variant.double_bet_on_open_pair and self.rules.fourth_street_double_bet:
            for p in players:
                if p.folded or len(p.up) < 2:
                    continue
                first_up, second_up = p.up[0], p.up[1]
                if first_up is None or second_up is None:
                    unknown_pair = True
                elif first_up.rank == second_up.rank:
                    double_bet = True
        self.open_pair_unknown = unknown_pair and not double_bet
        self.opener_taken = False
        betting = self._betting = BettingRound(
            number,
            players,
            self._limits,
            big_street=self.variant.streets[number - 3].big_bet,
            double_bet=double_bet,
        )
        self._legal = None
        if number == 3:
            first = self._designate_bring_in(betting)
            leader = first
        else:
            self.opener_unknown = any(None in p.up for p in players if not p.folded)
            leader = self._board_leader()
            first = self._first_active_from(leader) if leader is not None else None
        self.street_leader = leader
        if betting.bettors < 2 or first is None:
            self._log(StreetOpened(number, None, leader, double_bet))
            self._end_betting()
            return
        self.actor = first
        self.phase = Phase.BETTING
        self._log(StreetOpened(number, first, leader, double_bet))
        self._opened_at = len(self.events)

    def _designate_bring_in(self, betting: BettingRound) -> int | None:
        live = [player for player in self.players if player.live]
        known = [player for player in live if player.up[0] is not None]
        # With a door unknown the designation is provisional: the record says who (take_opener).
        self.opener_unknown = len(known) < len(live)
        if not known:
            low_card = live[0]
        elif self.variant.streets[0].opening.value == "high_door":
            low_card = max(known, key=lambda player: _razz_door_key(_known(player.up[0])))
        else:
            low_card = max(known, key=lambda player: _stud_door_key(_known(player.up[0])))
        return self._bring_in_from(betting, low_card.seat)

    def _bring_in_from(self, betting: BettingRound, low_seat: int) -> int | None:
        """Designate the bring-in, the low card's seat unless it is all-in for the ante (R3.8)."""
        low_card = self.players[low_seat - 1]
        seat = low_seat
        passed_from = None
        betting.bring_in_forced = True
        if low_card.stack == 0:
            passed_from = seat
            nxt = self._first_active_from(seat)
            if nxt is None:
                return None
            seat = nxt
            betting.bring_in_forced = (
                self.rules.lowcard_allin_for_ante is LowcardAllinForAnte.NEXT_PLAYER_MUST_BRING_IN
            )
        self.bring_in_seat = seat
        self._log(BringInDesignated(seat, self.player(seat).door, passed_from))
        return seat

    # ----------------------------------------------------------------------------------- unknown upcards

    def verify_take_opener(self, seat: int) -> int:
        """Raise unless ``seat`` may open this street as a hand history records it, the upcards that
        decide it being unknown (``opener_unknown``); returns the seat that leads (or is low card)."""
        if self.phase is not Phase.BETTING or self._betting is None:
            raise IllegalActionError(f"no street is opening: next is {describe_step(self.next_step())}")
        if not self.opener_unknown or len(self.events) != self._opened_at:
            raise IllegalActionError("the cards decide who opens this street, not the record")
        self.player(seat)
        live = [player for player in self.players if player.live]
        for candidate in sorted(live, key=lambda player: player.seat != seat):
            if self._could_open(candidate, live) and self._first_active_from(candidate.seat) == seat:
                return candidate.seat
        what = "bring it in" if self.street == 3 else f"act first on {street_name(self.street)}"
        shown = ", ".join(
            f"seat {player.seat} {' '.join('??' if card is None else str(card) for card in player.up)}"
            for player in live
        )
        raise IllegalActionError(f"seat {seat} cannot {what} with these upcards ({shown})")

    def can_take_opener(self, seat: int) -> bool:
        return _can(self.verify_take_opener, seat)

    def take_opener(self, seat: int) -> StreetOpened:
        """Let ``seat`` open the street (bring it in on 3rd street), as the record says, when unknown
        upcards leave the cards unable to say; the street's designation events are logged anew."""
        leader = self.verify_take_opener(seat)
        betting = self._betting
        assert betting is not None
        double_bet = betting.double_bet
        del self.events[-1]  # StreetOpened
        if self.street == 3:
            del self.events[-1]  # BringInDesignated
            self._bring_in_from(betting, leader)
            leader = seat
        self.street_leader = leader
        self.actor = seat
        self._legal = None
        self.opener_taken = True
        event = StreetOpened(self.street, seat, leader, double_bet)
        self._log(event)
        self._opened_at = len(self.events)
        return event

    def _could_open(self, candidate: PlayerState, live: list[PlayerState]) -> bool:
        others = [player for player in live if player is not candidate]
        if self.street == 3:
            high_door = self.variant.streets[0].opening.value == "high_door"
            doors = [player.up[0] for player in others]
            return could_bring_in(candidate.up[0], doors, self._deck, high_door=high_door)
        return could_lead(self._board_key(candidate), [self._board_key(player) for player in others])

    def _board_key(self, player: PlayerState) -> tuple[int, int] | None:
        """A fully known board's rank for leading, ties broken as the house rule does; else None."""
        if None in player.up:
            return None
        community = self.community
        if community is not None and self.rules.community_card_first_actor is not CommunityFirstActor.INCLUDE:
            community = None
        if self.variant.low_board_acts_first:
            rank_of, value_of = _LOW_RANKS, razz_board_value_of_ranks
        else:
            rank_of, value_of = _HIGH_RANKS, stud_board_value_of_ranks
        cards = [card for card in player.up if card is not None]
        if community is not None:
            cards.append(community)
        ranks = tuple(sorted(rank_of[card.rank] for card in cards))
        by_suit = self.variant is STUD and self.rules.first_to_act_tiebreak is Tiebreak.HIGH_CARD_BY_SUIT
        tiebreak = _high_card(player.up, community).index if by_suit else -player.seat
        return (value_of(ranks), tiebreak)

    def verify_assume_open_pair(self) -> None:
        """Raise unless an unknown upcard may be the open pair that allows 4th street's big bet (R4.3)
        and no bet has been made yet, so that a recorded big bet can be taken as that pair's."""
        betting = self._betting
        if self.phase is not Phase.BETTING or betting is None or not self.open_pair_unknown:
            raise IllegalActionError("no unknown upcard can make an open pair on this street")
        if betting.double_bet or betting.current_bet:
            raise IllegalActionError("the bets on 4th street are already set")
        for player in self.players:
            if player.folded or len(player.up) < 2:
                continue
            first_up, second_up = player.up[0], player.up[1]
            if first_up is not None and second_up is not None:
                continue
            known = first_up if second_up is None else second_up
            if known is None or any(card.rank == known.rank for card in self._deck):
                return
        raise IllegalActionError("no unknown upcard can pair its board: every card of that rank is seen")

    def can_assume_open_pair(self) -> bool:
        return _can(self.verify_assume_open_pair)

    def assume_open_pair(self) -> None:
        """Take an unknown upcard as 4th street's open pair: bets and raises may be the big bet."""
        self.verify_assume_open_pair()
        assert self._betting is not None
        self._betting.double_bet = True
        self._legal = None
        self.open_pair_unknown = False

    def _board_leader(self) -> int | None:
        """R5.2–R5.4: the live seat with the best (razz: lowest) board; ties by the house rule."""
        community = self.community
        if community is not None and self.rules.community_card_first_actor is not CommunityFirstActor.INCLUDE:
            community = None
        if self.variant.low_board_acts_first:
            rank_of, value_of = _LOW_RANKS, razz_board_value_of_ranks
        else:
            rank_of, value_of = _HIGH_RANKS, stud_board_value_of_ranks
        best = -1
        tied: list[PlayerState] = []
        unknown: PlayerState | None = None  # the first live seat whose board is all unknown
        for player in self.players:
            if player.folded:
                continue
            # Plain ints, not Rank members: the board values are memoised by rank tuples, and an
            # enum member hashes in Python.
            ranks = [rank_of[card.rank] for card in player.up if card is not None]
            if community is not None:
                ranks.append(rank_of[community.rank])
            if not ranks:
                unknown = unknown or player
                continue
            ranks.sort()
            value = value_of(tuple(ranks))
            if value > best:
                best = value
                tied = [player]
            elif value == best:
                tied.append(player)
        if not tied:
            return unknown.seat if unknown is not None else None
        if (
            len(tied) > 1
            and self.variant is STUD
            and self.rules.first_to_act_tiebreak is Tiebreak.HIGH_CARD_BY_SUIT
        ):
            return max(tied, key=lambda player: _high_card(player.up, community)).seat
        return tied[0].seat

    def _first_active_from(self, seat: int) -> int | None:
        """``seat`` if it can bet, else the next seat clockwise that can (R5.5)."""
        count = len(self.players)
        for offset in range(count):
            candidate = self.players[(seat - 1 + offset) % count]
            if candidate.active:
                return candidate.seat
        return None

    # ----------------------------------------------------------------------------------- betting

    @property
    def current_bet(self) -> int:
        """The street total to call on this street."""
        return self._betting.current_bet if self._betting is not None else 0

    @property
    def wagers(self) -> int:
        """Wagers made on this street that count toward the cap (R4.4)."""
        return self._betting.wagers if self._betting is not None else 0

    @property
    def last_aggressor(self) -> int | None:
        """The last seat to complete, bet or raise in the latest betting round (R8.1)."""
        return self._betting.last_aggressor if self._betting is not None else None

    def legal_actions(self) -> LegalActions:
        """Everything the player to act may do now, with amounts."""
        actor = self.actor
        if actor is None or self.phase is not Phase.BETTING:
            raise IllegalActionError("no player is to act now")
        legal = self._legal
        if legal is None or legal.seat != actor:
            legal = self._legal = self._betting.legal(actor)  # type: ignore[union-attr]
        return legal

    def _verify_turn(self, seat: int | None) -> LegalActions:
        if self.phase is not Phase.BETTING or self.actor is None:
            raise IllegalActionError(f"no player may act now: next is {describe_step(self.next_step())}")
        if seat is not None and seat != self.actor:
            raise OutOfTurnError(f"it is seat {self.actor}'s turn to act, not seat {seat}'s")
        return self.legal_actions()

    def verify_fold(self, seat: int | None = None) -> None:
        legal = self._verify_turn(seat)
        if legal.fold:
            return
        if legal.bring_in is not None:
            raise IllegalActionError(
                f"seat {legal.seat} brings it in: post the bring-in or complete; "
                "the bring-in may not fold (R3.5)"
            )
        raise IllegalActionError(
            f"seat {legal.seat} may check for free: folding with no bet to face is not allowed "
            "under this house rule (fold_without_bet)"
        )

    def can_fold(self, seat: int | None = None) -> bool:
        return _can(self.verify_fold, seat)

    def fold(self, seat: int | None = None) -> ActionTaken:
        """Fold: the hand is dead, its cards go to the muck."""
        self.verify_fold(seat)
        player = self.players[self.actor - 1]  # type: ignore[operator]
        player.folded = True
        self._live -= 1
        self.mucked_cards.extend(player.down)
        self.mucked_cards.extend(player.up)
        betting = self._betting
        assert betting is not None
        if betting.bring_in_pending:
            # next_player_acts_first: the obligation passes on with the turn.
            self.bring_in_seat = betting.next_to_act(player.seat, or_active=True)
        return self._record(player, ActionKind.FOLD, 0, raised=False)

    def verify_check_or_call(self, seat: int | None = None) -> int:
        """Raise unless the player to act may check or call; returns the chips a call adds."""
        actor = self.actor
        if actor is None or self.phase is not Phase.BETTING:
            raise IllegalActionError(f"no player may act now: next is {describe_step(self.next_step())}")
        if seat is not None and seat != actor:
            raise OutOfTurnError(f"it is seat {actor}'s turn to act, not seat {seat}'s")
        betting = self._betting
        assert betting is not None
        if betting.bring_in_pending:
            raise IllegalActionError(
                f"seat {actor} must post the bring-in or complete: nobody checks on 3rd street (R3.5, R3.6)"
            )
        player = self.players[actor - 1]
        owed = betting.current_bet - player.bet
        return min(owed, player.stack) if owed > 0 else 0

    def can_check_or_call(self, seat: int | None = None) -> bool:
        return _can(self.verify_check_or_call, seat)

    def check_or_call(self, seat: int | None = None) -> ActionTaken:
        """Check when nothing is owed, else call (all-in for less if the stack is short)."""
        chips = self.verify_check_or_call(seat)
        player = self.players[self.actor - 1]  # type: ignore[operator]
        if not chips:
            return self._record(player, ActionKind.CHECK, 0, raised=False)
        player.stack -= chips
        player.bet += chips
        player.contributed += chips
        return self._record(player, ActionKind.CALL, chips, raised=False)

    def verify_post_bring_in(self, seat: int | None = None) -> LegalActions:
        legal = self._verify_turn(seat)
        if legal.bring_in is None:
            raise IllegalActionError("the bring-in has already been posted on this street")
        return legal

    def can_post_bring_in(self, seat: int | None = None) -> bool:
        return _can(self.verify_post_bring_in, seat)

    def post_bring_in(self, seat: int | None = None) -> ActionTaken:
        """Post the bring-in (R3.5); a short stack posts everything (R3.9)."""
        legal = self.verify_post_bring_in(seat)
        chips = legal.bring_in
        assert chips is not None
        assert self._betting is not None
        player = self.players[legal.seat - 1]
        self._betting.post_bring_in(player, chips)
        self.bring_in_seat = player.seat
        return self._record(player, ActionKind.BRING_IN, chips, raised=True)

    def verify_complete_bet_or_raise_to(self, amount: int, seat: int | None = None) -> LegalActions:
        legal = self._verify_turn(seat)
        if amount in legal.wager_targets:
            return legal
        assert self._betting is not None
        variant = self.variant
        raise IllegalActionError(
            self._betting.refusal(amount, legal, variant.name, open_pair_rule=variant.double_bet_on_open_pair)
        )

    def can_complete_bet_or_raise_to(self, amount: int, seat: int | None = None) -> bool:
        return _can(self.verify_complete_bet_or_raise_to, amount, seat)

    def complete_bet_or_raise_to(self, amount: int, seat: int | None = None) -> ActionTaken:
        """Complete, bet or raise to ``amount`` (the seat's street total)."""
        legal = self.verify_complete_bet_or_raise_to(amount, seat)
        betting = self._betting
        assert betting is not None
        player = self.players[legal.seat - 1]
        if betting.bring_in_pending:
            self.bring_in_seat = player.seat
        kind = _WAGER_KINDS[legal.wager_kind]
        chips = betting.wager(player, amount)
        return self._record(player, kind, chips, raised=True)

    def _record(self, player: PlayerState, kind: ActionKind, chips: int, *, raised: bool) -> ActionTaken:
        seat = player.seat
        betting = self._betting
        assert betting is not None
        self._legal = None
        nxt = betting.acted(seat, raised=raised)
        event = ActionTaken(
            self.street,
            seat,
            kind,
            chips,
            player.bet,
            player.stack == 0,
            betting.wagers,
            raised and kind is not ActionKind.BRING_IN and betting.capped(),
        )
        self.events.append(event)
        if self._live == 1:
            betting.nobody_owes()
            nxt = None
        # Who acts next: the bring-in while it is pending, else the next seat owing an action.
        elif betting.bring_in_pending and self.bring_in_seat is not None:
            nxt = self.bring_in_seat
        if nxt is None:
            self._end_betting()
        else:
            self.actor = nxt
        return event

    def _end_betting(self) -> None:
        self.actor = None
        betting = self._betting
        assert betting is not None
        betting.nobody_owes()
        betting.bring_in_pending = False
        gathered = 0
        for player in self.players:
            gathered += player.bet
            player.bet = 0
        self._log(BetsGathered(self.street, gathered, self.pot))
        if self._live == 1:
            self._award()
        elif self.street == 7:
            self._begin_showdown()
        else:
            self._begin_street(self.street + 1)
            self.phase = Phase.DEALING

    # ----------------------------------------------------------------------------------- showdown

    def _begin_showdown(self) -> None:
        live = self.live_seats
        count = len(self.players)
        aggressor = self.last_aggressor
        if aggressor is not None and aggressor in live:
            first = aggressor
        elif self.rules.showdown_order_no_bet is ShowdownOrderNoBet.FIRST_TO_ACT_ORDER:
            # With upcards unknown the cards cannot say; 7th street's first to act (as recorded) does.
            leader = self.street_leader if self.opener_unknown else self._board_leader()
            first = leader if leader in live else live[0]
        else:
            first = live[0]
        clockwise = sorted(live, key=lambda seat: (seat - first) % count)
        pots = [pot for pot in self._pots() if not pot.is_uncalled]
        depth = {seat: sum(1 for pot in pots if seat in pot.eligible) for seat in live}
        # R8.1: players in a side pot show before a player all-in for the main pot only.
        order = sorted(clockwise, key=lambda seat: -depth[seat])
        self.showdown_order = tuple(order)
        self._show_queue = list(order)
        self.phase = Phase.SHOWDOWN
        self._log(ShowdownStarted(self.showdown_order))

    def verify_show_or_muck(self, seat: int | None = None) -> int:
        if self.phase is not Phase.SHOWDOWN:
            raise IllegalActionError(f"it is not the showdown: next is {describe_step(self.next_step())}")
        first = self._show_queue[0]
        if seat is not None and seat != first:
            raise OutOfTurnError(f"seat {first} shows next, not seat {seat} (R8.1)")
        return first

    def can_show_or_muck(self, seat: int | None = None) -> bool:
        return _can(self.verify_show_or_muck, seat)

    def show(self, seat: int | None = None, cards: Sequence[Card] | None = None) -> HandShown:
        """Table the hand. ``cards`` names hidden hole cards of a replayed hand (down cards first)."""
        who = self.verify_show_or_muck(seat)
        player = self.player(who)
        if cards is not None:
            self._reveal(player, cards)
        if any(card is None for card in player.down) or None in player.up:
            raise IllegalActionError(f"seat {who}'s hole cards are unknown: name them to show")
        player.shown = True
        self._show_queue.pop(0)
        event = HandShown(who, tuple(self.cards_of(who)))
        self._log(event)
        if not self._show_queue:
            self._award()
        return event

    def muck(self, seat: int | None = None) -> HandMucked:
        """Throw the hand away unshown: it can win nothing (R8.3)."""
        who = self.verify_show_or_muck(seat)
        contenders = [p for p in self.players if p.live and not p.mucked]
        if len(contenders) == 1:
            raise IllegalActionError(f"seat {who} holds the only live hand and wins without showing")
        player = self.player(who)
        player.mucked = True
        self._show_queue.pop(0)
        event = HandMucked(who)
        self._log(event)
        if not self._show_queue:
            self._award()
        return event

    def _reveal(self, player: PlayerState, cards: Sequence[Card]) -> None:
        """Name the hidden cards: ``cards`` lists the down cards, or the down cards then the upcards."""
        own = len(player.down) + len(player.up)
        if len(cards) != own and len(cards) != len(player.down):
            raise IllegalActionError(f"seat {player.seat} holds {own} cards; {len(cards)} were shown")
        for index, card in enumerate(cards):
            face_up = index >= len(player.down)
            row = player.up if face_up else player.down
            at = index - len(player.down) if face_up else index
            known = row[at]
            if known is None:
                self._deck.take(card)
                row[at] = card
            elif known != card:
                how = "face up" if face_up else "face down"
                raise IllegalActionError(f"seat {player.seat} was dealt {known} {how}, not {card}")

    # ----------------------------------------------------------------------------------- award

    def _pots(self) -> list[Pot]:
        contenders = {p.seat for p in self.players if p.live and not p.mucked}
        return build_pots([p.contributed for p in self.players], contenders)

    def _award(self) -> None:
        contenders = [p.seat for p in self.players if p.live and not p.mucked]
        pots = self._pots()
        winnings = [0] * len(self.players)
        awards: list[PotAwarded] = []
        showdown = len(contenders) > 1
        values = (
            {seat: hand_values(self.variant, self.cards_of(seat)) for seat in contenders} if showdown else {}
        )
        numbered = [pot for pot in pots if not pot.is_uncalled]
        for pot in pots:
            if pot.is_uncalled:
                seat = pot.contributors[0]
                winnings[seat - 1] += pot.amount
                self._log(UncalledBetReturned(seat, pot.amount))
        for number in reversed(range(len(numbered))):
            pot = numbered[number]
            eligible = list(pot.eligible) or contenders
            if not showdown:
                splits = [("whole", pot.amount, contenders[:1])]
            else:
                splits = split_pot(self.variant, pot.amount, eligible, values)
            for half, amount, winners in splits:
                order = odd_chip_order(self.variant, self.rules, self.cards_of, half)
                shares = split_evenly(amount, winners, order)
                for seat, chips in shares:
                    winnings[seat - 1] += chips
                awards.append(PotAwarded(number, amount, half, tuple(shares), tuple(pot.eligible)))
        won = {seat for award in awards for seat, chips in award.shares if chips}
        for seat in contenders:
            if showdown and seat not in won:
                self._log(HandKilled(seat))
        for award in awards:
            self._log(award)
        for player, chips in zip(self.players, winnings, strict=True):
            player.stack += chips
        self.winnings = [player.stack - player.starting_stack for player in self.players]
        self.phase = Phase.COMPLETE
        self.actor = None
        self._plan = []
        self._log(HandEnded(tuple(player.stack for player in self.players)))

    # ----------------------------------------------------------------------------------- log

    def _log(self, event: Event) -> None:
        self.events.append(event)


HAND_STATE = (
    "variant",
    "stakes",
    "rules",
    "players",
    "_rng",
    "_draws_unknown",
    "_deck",
    "_stub",
    "burns",
    "mucked_cards",
    "community",
    "community_dealt",
    "events",
    "phase",
    "street",
    "_plan",
    "bring_in_seat",
    "showdown_order",
    "_show_queue",
    "actor",
    "street_leader",
    "opener_unknown",
    "opener_taken",
    "open_pair_unknown",
    "_opened_at",
    "winnings",
    "_live",
    "_limits",
    "_betting",
    "_legal",
)
"""A hand's attributes, all copied by ``Hand.__deepcopy__`` (a test keeps the list complete)."""
_SHARED_STATE = frozenset({"variant", "stakes", "rules", "_limits"})

copyable(PlayerState)

_HIGH_RANKS = list(range(15))  # indexed by Rank: the rank as a plain int (ace 14)
_LOW_RANKS = [*range(14), 1]  # the same with the ace low


# Steps are frozen values, so a hand shares one of each instead of building one per card and turn.
_MAX_SEATS = 10
_DEAL_STEPS: dict[tuple[int, bool], list[Step]] = {
    (street, face_up): [DealDue(street, seat, face_up) for seat in range(_MAX_SEATS + 1)]
    for street in range(3, 8)
    for face_up in (False, True)
}
_ANTE_STEPS: list[Step] = [AnteDue(seat) for seat in range(_MAX_SEATS + 1)]
_TURN_STEPS: list[Step] = [TurnDue(seat) for seat in range(_MAX_SEATS + 1)]
_SHOW_STEPS: list[Step] = [ShowDue(seat) for seat in range(_MAX_SEATS + 1)]


_WAGER_KINDS = {"complete": ActionKind.COMPLETE, "bet": ActionKind.BET, "raise": ActionKind.RAISE}


def _can(verify: Callable[..., object], *args: object) -> bool:
    try:
        verify(*args)
    except IllegalActionError:
        return False
    return True
