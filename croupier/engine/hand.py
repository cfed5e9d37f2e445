"""One hand of Seven Card Stud, Stud Hi-Lo or Razz as a state machine (RULES.md §2).

The hand is driven one step at a time. ``next_step()`` says what happens next: a dealer's duty (post
an ante, burn, deal a card to a seat, scramble the stub, turn a community card: ``Dealing``) or a
player's decision (act, or show at the showdown: here). Every dealer-visible event is appended to
``events``. Actions follow the verify / can / do pattern: ``verify_x()`` raises an
``IllegalActionError`` that says why, ``can_x()`` answers yes or no, ``x()`` does it and returns the
event it produced.

Folding when checking is free: the engine allows it by default (the hand is folded at once and dealt
no more cards, ``fold_without_bet=allowed``) and forbids it under ``fold_without_bet=forbidden`` (the
``pokerkit`` profile).

>>> import random
>>> from croupier.engine.rules import STUD, Stakes
>>> hand = Hand(STUD, Stakes(5, 10, 20, 40), [1000] * 3, deck=Deck(random.Random(1)))
>>> hand.run_dealer()
>>> hand.street, hand.actor == hand.bring_in_seat, hand.legal_actions().bring_in
(3, True, 10)
"""

from __future__ import annotations

import copy
from typing import Final

from croupier.engine.betting import BettingRound
from croupier.engine.cards import Deck
from croupier.engine.dealing import Phase, can
from croupier.engine.errors import IllegalActionError, OutOfTurnError
from croupier.engine.events import ActionKind, ActionTaken, BetsGathered, BringInDesignated, StreetOpened
from croupier.engine.leader import bring_in_player, first_active_from
from croupier.engine.legal import Action, LegalActions
from croupier.engine.player import PlayerState
from croupier.engine.rules import CommunityFirstActor, LowcardAllinForAnte
from croupier.engine.showing import Showing
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
from croupier.engine.unknown import board_key, could_bring_in, could_lead

__all__ = [
    "HAND_STATE",
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


class Hand(Showing):
    """A hand in progress. Seats are 1..N clockwise from the dealer's left.

    ``deck``: where undealt cards come from. Without a deck and without ``rng`` the hand deals only
    the cards it is given, and a card not given is unknown (``None``): that is how a hand history with
    hidden hole cards is replayed. ``rng`` also drives the run-out scramble (R6.5).
    """

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

    @property
    def capped(self) -> bool:
        """Is the betting on this street capped (R4.4, with the heads-up lift of R4.5 applied)?"""
        return self.phase is Phase.BETTING and self._betting is not None and self._betting.capped()

    @property
    def double_bet(self) -> bool:
        """R4.3: may this street's bets and raises be the big bet because of an open pair?"""
        return self._betting is not None and self._betting.double_bet

    # ----------------------------------------------------------------------------------- streets

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
            # By identity: ``None in p.up`` would call ``Card.__eq__`` for every card.
            self.opener_unknown = any(card is None for p in players if not p.folded for card in p.up)
            leader = self.board_leader()
            first = first_active_from(self.players, leader) if leader is not None else None
        self.street_leader = leader
        if betting.bettors < 2 or first is None:
            self._log(
                StreetOpened(street=number, first_actor=None, board_leader=leader, double_bet=double_bet)
            )
            self._end_betting()
            return
        self.actor = first
        self.phase = Phase.BETTING
        self._log(StreetOpened(street=number, first_actor=first, board_leader=leader, double_bet=double_bet))
        self._opened_at = len(self.events)

    def _designate_bring_in(self, betting: BettingRound) -> int | None:
        live = [player for player in self.players if player.live]
        # With a door unknown the designation is provisional: the record says who (take_opener).
        self.opener_unknown = any(player.up[0] is None for player in live)
        return self._bring_in_from(betting, bring_in_player(live, self.variant).seat)

    def _bring_in_from(self, betting: BettingRound, low_seat: int) -> int | None:
        """Designate the bring-in, the low card's seat unless it is all-in for the ante (R3.8)."""
        low_card = self.players[low_seat - 1]
        seat = low_seat
        passed_from = None
        betting.bring_in_forced = True
        if low_card.stack == 0:
            passed_from = seat
            nxt = first_active_from(self.players, seat)
            if nxt is None:
                return None
            seat = nxt
            betting.bring_in_forced = (
                self.rules.lowcard_allin_for_ante is LowcardAllinForAnte.NEXT_PLAYER_MUST_BRING_IN
            )
        self.bring_in_seat = seat
        self._log(BringInDesignated(seat=seat, card=self.player(seat).door, passed_from=passed_from))
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
            if self._could_open(candidate, live) and first_active_from(self.players, candidate.seat) == seat:
                return candidate.seat
        what = "bring it in" if self.street == 3 else f"act first on {street_name(self.street)}"
        shown = ", ".join(
            f"seat {player.seat} {' '.join('??' if card is None else str(card) for card in player.up)}"
            for player in live
        )
        raise IllegalActionError(f"seat {seat} cannot {what} with these upcards ({shown})")

    def can_take_opener(self, seat: int) -> bool:
        return can(self.verify_take_opener, seat)

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
        event = StreetOpened(street=self.street, first_actor=seat, board_leader=leader, double_bet=double_bet)
        self._log(event)
        self._opened_at = len(self.events)
        return event

    def _could_open(self, candidate: PlayerState, live: list[PlayerState]) -> bool:
        others = [player for player in live if player is not candidate]
        if self.street == 3:
            high_door = self.variant.streets[0].opening.value == "high_door"
            doors = [player.up[0] for player in others]
            return could_bring_in(candidate.up[0], doors, self._deck, high_door=high_door)
        community = self.community
        if community is not None and self.rules.community_card_first_actor is not CommunityFirstActor.INCLUDE:
            community = None
        low = self.variant.low_board_acts_first
        by_suit = self.rules.first_to_act_by_suit(self.variant)
        keys = {
            player.seat: board_key(
                player.up, player.seat, community=community, low_board=low, by_suit=by_suit
            )
            for player in live
        }
        return could_lead(keys[candidate.seat], [keys[player.seat] for player in others])

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
        return can(self.verify_assume_open_pair)

    def assume_open_pair(self) -> None:
        """Take an unknown upcard as 4th street's open pair: bets and raises may be the big bet."""
        self.verify_assume_open_pair()
        assert self._betting is not None
        self._betting.double_bet = True
        self._legal = None
        self.open_pair_unknown = False

    # ----------------------------------------------------------------------------------- betting

    @property
    def current_bet(self) -> int:
        """The street total to call on this street."""
        return self._betting.current_bet if self._betting is not None else 0

    @property
    def wagers(self) -> int:
        """Wagers made on this street that count toward the cap (R4.4)."""
        return self._betting.wagers if self._betting is not None else 0

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
        return can(self.verify_fold, seat)

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
        return self._record(player, _FOLD, 0, raised=False)

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
        return can(self.verify_check_or_call, seat)

    def check_or_call(self, seat: int | None = None) -> ActionTaken:
        """Check when nothing is owed, else call (all-in for less if the stack is short)."""
        chips = self.verify_check_or_call(seat)
        player = self.players[self.actor - 1]  # type: ignore[operator]
        if not chips:
            return self._record(player, _CHECK, 0, raised=False)
        player.stack -= chips
        player.bet += chips
        player.contributed += chips
        return self._record(player, _CALL, chips, raised=False)

    def verify_post_bring_in(self, seat: int | None = None) -> LegalActions:
        legal = self._verify_turn(seat)
        if legal.bring_in is None:
            raise IllegalActionError("the bring-in has already been posted on this street")
        return legal

    def can_post_bring_in(self, seat: int | None = None) -> bool:
        return can(self.verify_post_bring_in, seat)

    def post_bring_in(self, seat: int | None = None) -> ActionTaken:
        """Post the bring-in (R3.5); a short stack posts everything (R3.9)."""
        legal = self.verify_post_bring_in(seat)
        chips = legal.bring_in
        assert chips is not None
        assert self._betting is not None
        player = self.players[legal.seat - 1]
        self._betting.post_bring_in(player, chips)
        self.bring_in_seat = player.seat
        return self._record(player, _BRING_IN, chips, raised=True)

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
        return can(self.verify_complete_bet_or_raise_to, amount, seat)

    def complete_bet_or_raise_to(self, amount: int, seat: int | None = None) -> ActionTaken:
        """Complete, bet or raise to ``amount`` (the seat's street total)."""
        legal = self.verify_complete_bet_or_raise_to(amount, seat)
        betting = self._betting
        assert betting is not None
        player = self.players[legal.seat - 1]
        if betting.bring_in_pending:
            self.bring_in_seat = player.seat
        kind = legal.wager
        chips = betting.wager(player, amount)
        return self._record(player, kind, chips, raised=True)

    def verify_act(self, action: Action) -> None:
        """Raise unless ``action`` may be done now: ``verify_fold``, ``verify_check_or_call``,
        ``verify_post_bring_in`` or ``verify_complete_bet_or_raise_to``, as its kind says."""
        kind = action.kind
        if kind is _FOLD:
            self.verify_fold(action.seat)
        elif kind is _CHECK or kind is _CALL:
            self.verify_check_or_call(action.seat)
        elif kind is _BRING_IN:
            self.verify_post_bring_in(action.seat)
        else:
            self.verify_complete_bet_or_raise_to(action.amount, action.seat)

    def can_act(self, action: Action) -> bool:
        return can(self.verify_act, action)

    def act(self, action: Action) -> ActionTaken:
        """Do ``action`` for its seat, the player to act: fold, check or call, post the bring-in, or
        complete, bet or raise to its amount (the engine says which; a call's amount is what is owed).

        >>> import random
        >>> from croupier.engine.rules import STUD, Stakes
        >>> hand = Hand(STUD, Stakes(5, 10, 20, 40), [1000] * 3, deck=Deck(random.Random(1)))
        >>> hand.run_dealer()
        >>> hand.act(Action.parse("p2 cbr 20")).kind, hand.act(Action.parse("p3 cc")).kind
        (<ActionKind.COMPLETE: 'complete'>, <ActionKind.CALL: 'call'>)
        """
        return self._act(action.kind, action.amount, action.seat)

    def _act(self, kind: ActionKind, amount: int, seat: int | None) -> ActionTaken:
        if kind is _CALL or kind is _CHECK:
            return self.check_or_call(seat)
        if kind is _FOLD:
            return self.fold(seat)
        if kind is _BRING_IN:
            return self.post_bring_in(seat)
        return self.complete_bet_or_raise_to(amount, seat)

    def _record(self, player: PlayerState, kind: ActionKind, chips: int, *, raised: bool) -> ActionTaken:
        seat = player.seat
        betting = self._betting
        assert betting is not None
        self._legal = None
        nxt = betting.acted(seat, raised=raised)
        event = ActionTaken(
            street=self.street,
            seat=seat,
            kind=kind,
            amount=chips,
            to=player.bet,
            all_in=player.stack == 0,
            wager_number=betting.wagers,
            capped=raised and kind is not _BRING_IN and betting.capped(),
        )
        self.events.append(event)
        if self._live == 1 or (kind is _FOLD and nxt is not None and self._unopposed(betting, nxt)):
            # Everyone else has folded; or the one player left with chips owes nothing and nobody
            # could answer a wager of theirs, so the round is over, as a street with one such
            # player has no betting (R8.7: the side pot they alone are still in is theirs).
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

    def _unopposed(self, betting: BettingRound, seat: int) -> bool:
        """Is ``seat`` the only player still in with chips, with as much bet as any other?"""
        bet = self.player(seat).bet
        if betting.someone_can_call(seat):
            return False
        return all(other.bet <= bet for other in self.players if other.live)

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
        self._log(BetsGathered(street=self.street, amount=gathered, pot=self.pot))
        if self._live == 1:
            self._award()
        elif self.street == 7:
            self._begin_showdown()
        else:
            self._begin_street(self.street + 1)
            self.phase = Phase.DEALING


# The kinds ``act`` tells apart, bound once (a compiled module reads these as constants).
_FOLD: Final = ActionKind.FOLD
_CHECK: Final = ActionKind.CHECK
_CALL: Final = ActionKind.CALL
_BRING_IN: Final = ActionKind.BRING_IN

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
    "burn_taken",
    "winnings",
    "_live",
    "_limits",
    "_betting",
    "_legal",
)
"""A hand's attributes, all copied by ``Hand.__deepcopy__`` (a test keeps the list complete)."""
_SHARED_STATE = frozenset({"variant", "stakes", "rules", "_limits"})
