"""A hand as the dealer runs it: the table's state (seats, stub, burns, the street's plan), what it
shows, and the dealer's duties: antes, burns, cards up and down, the run-out scramble and the
community card, each as a verify / can / do triple (``Hand`` adds the players' turns).

>>> import random
>>> from croupier.engine.hand import Hand
>>> from croupier.engine.rules import STUD
>>> hand = Hand(STUD, Stakes(5, 10, 20, 40), [1000] * 2, deck=Deck(random.Random(1)))
>>> hand.post_ante(2), hand.can_deal_card()
(AntePosted(seat=2, amount=5, all_in=False), False)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from enum import Enum

from croupier.engine.betting import BettingRound, Limits
from croupier.engine.cards import Card, Deck
from croupier.engine.errors import (
    DeckExhaustedError,
    DuplicateCardError,
    IllegalActionError,
    OutOfTurnError,
)
from croupier.engine.events import AntePosted, CardBurned, CardDealt, CommunityCardDealt, Event, StubScrambled
from croupier.engine.leader import board_leader
from croupier.engine.legal import LegalActions
from croupier.engine.player import PlayerState
from croupier.engine.pots import Pot, build_pots
from croupier.engine.rules import HouseRules, Stakes, Variant
from croupier.engine.runout import plan_seventh_street
from croupier.engine.steps import (
    ANTE_STEPS,
    BURN_STEPS,
    DEAL_STEPS,
    SHOW_STEPS,
    TURN_STEPS,
    AnteDue,
    BurnDue,
    CommunityDue,
    DealDue,
    ScrambleDue,
    Step,
    describe_step,
    street_name,
)

__all__ = ["Dealing", "Phase", "can"]


class Phase(Enum):
    """Where the hand is."""

    ANTES = "antes"
    DEALING = "dealing"
    BETTING = "betting"
    SHOWDOWN = "showdown"
    COMPLETE = "complete"


class Dealing:
    """The table and the dealer's duties of a hand; see the module docstring and ``Hand``."""

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
        self._plan: list[Step] = [ANTE_STEPS[player.seat] for player in self.players]
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
        self.burn_taken = 0  # R10.7: the street whose burn was taken with a premature card
        self.winnings: list[int] | None = None
        self._live = len(self.players)
        self._limits = Limits.of(stakes, self.rules)
        self._betting: BettingRound | None = None  # the latest street's betting
        self._legal: LegalActions | None = None

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

    def pots(self) -> list[Pot]:
        """The main pot and side pots as the contributions stand now (R8.7); uncalled chips apart."""
        contenders = {p.seat for p in self.players if p.live and not p.mucked}
        return build_pots([p.contributed for p in self.players], contenders)

    def board_leader(self) -> int | None:
        """The live seat whose showing board acts first now (R5.2–R5.4), all-in or not."""
        return board_leader(self.players, self.variant, self.rules, self.community)

    def next_step(self) -> Step | None:
        """What must happen next, or None once the hand is over."""
        phase = self.phase
        if phase is Phase.BETTING:
            assert self.actor is not None
            return TURN_STEPS[self.actor]
        if phase is Phase.SHOWDOWN:
            return SHOW_STEPS[self._show_queue[0]]
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
        return can(self.verify_post_ante, seat)

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
        event = AntePosted(seat=seat, amount=amount, all_in=player.stack == 0)
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
        return can(self.verify_burn_card)

    def burn_card(self, card: Card | None = None) -> CardBurned:
        """Burn the top card face down (R6.2)."""
        step = self.verify_burn_card()
        burned = self._take(card)
        self.burns.append(burned)
        self._plan.pop(0)
        event = CardBurned(street=step.street, card=burned)
        self._log(event)
        self._after_dealer_step()
        return event

    def verify_scramble(self) -> ScrambleDue:
        step = self._expect(ScrambleDue, "scramble the stub")
        assert isinstance(step, ScrambleDue)
        return step

    def can_scramble(self) -> bool:
        return can(self.verify_scramble)

    def scramble(self) -> StubScrambled:
        """Scramble the stub with the burn cards (and the muck, under the pokerkit profile)."""
        step = self.verify_scramble()
        added: list[Card | None] = list(self.burns)
        muck_count = 0
        if step.muck:
            added += self.mucked_cards
            muck_count = len(self.mucked_cards)
            self.mucked_cards = []
        event = StubScrambled(street=step.street, stub=self._stub, burns=len(self.burns), muck=muck_count)
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
        return can(self.verify_deal_card, seat)

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
        # By position (the lengths match): compiled, ``zip(..., strict=True)`` is a call through the
        # interpreter, and ``del plan[index]`` a generic deletion where ``pop`` is a list's own.
        for number, planned in enumerate(due):
            plan = self._plan
            for index, planned_step in enumerate(plan):  # by identity: steps are shared values
                if planned_step is planned:
                    plan.pop(index)
                    break
            events.append(self._deal_to(planned, cards[number]))
        return events

    def _deal_to(self, step: DealDue, card: Card | None) -> CardDealt:
        if card is None and self._stub > 0 and not self._draws_unknown:
            self._stub -= 1
            dealt: Card | None = self._deck.draw()
        else:
            dealt = self._take(card)
        player = self.players[step.seat - 1]
        # A 7th-street card dealt face up (R10.8) is still the seat's last hole card: it does not
        # join the board that decides who acts (R5.6a).
        if step.face_up and step.street != 7:
            player.up.append(dealt)
        else:
            player.down.append(dealt)
        event = CardDealt(street=step.street, seat=step.seat, card=dealt, face_up=step.face_up)
        self.events.append(event)
        if not self._plan and self.phase is Phase.DEALING:
            self._begin_betting()
        return event

    def verify_deal_community_card(self) -> CommunityDue:
        step = self._expect(CommunityDue, "turn a community card")
        assert isinstance(step, CommunityDue)
        return step

    def can_deal_community_card(self) -> bool:
        return can(self.verify_deal_community_card)

    def deal_community_card(self, card: Card | None = None) -> CommunityCardDealt:
        """Turn the community card face up in the centre (R6.6)."""
        step = self.verify_deal_community_card()
        dealt = self._take(card)
        if dealt is None:
            raise IllegalActionError("the community card is dealt face up, so it must be known")
        self.community = dealt
        self.community_dealt = True
        self._plan.pop(0)
        event = CommunityCardDealt(street=step.street, card=dealt)
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
            burn = street.burn or (number == 3 and self.rules.burn_before_third_street)
            if burn and self.burn_taken != number:
                plan.append(BURN_STEPS[number])
            for face_up in [False] * street.down + [True] * street.up:
                steps = DEAL_STEPS[number, face_up]
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
        """The street's cards are out: its betting begins (``Hand``)."""
        raise NotImplementedError

    # ----------------------------------------------------------------------------------- log

    def _log(self, event: Event) -> None:
        self.events.append(event)


def can(verify: Callable[..., object], *args: object) -> bool:
    """The ``can_x()`` of a ``verify_x()``: does it pass?"""
    try:
        verify(*args)
    except IllegalActionError:
        return False
    return True
