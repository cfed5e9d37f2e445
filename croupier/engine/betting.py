"""One street's fixed-limit betting (RULES.md R3.5–R4.7): who still owes an action, the bet to call,
the full bets and raises that count toward the cap, and the legal actions of the player to act.

The round knows chips and turns, not cards: ``Hand`` opens a round when a street's betting begins,
says who acts first, turns its changes into events and closes it. The state is kept in flat lists
indexed by seat so that a decision costs a few microseconds (``benchmarks/engine.py``).

>>> from croupier.engine.player import PlayerState
>>> from croupier.engine.rules import HouseRules, Stakes
>>> players = [PlayerState(1, 500, 500), PlayerState(2, 500, 500)]
>>> limits = Limits.of(Stakes(5, 10, 20, 40), HouseRules())
>>> betting = BettingRound(4, players, limits, big_street=False, double_bet=False)
>>> print(betting.legal(1))
seat 1: fold, check, bet to 20
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Final

from croupier.engine.cards import copyable
from croupier.engine.legal import LegalActions
from croupier.engine.player import PlayerState
from croupier.engine.rules import (
    CapLift,
    FoldWithoutBet,
    HouseRules,
    ShortAllinCountsTowardCap,
    ShortAllinNextRaise,
    ShortBringInCall,
    Stakes,
)

__all__ = ["BettingRound", "Limits"]

_NOT_ACTED: Final = -1

ROUND_STATE = (
    "_acted",
    "_owes",
    "_owing",
    "began_heads_up",
    "big_made",
    "big_street",
    "bring_in_forced",
    "bring_in_pending",
    "completed",
    "current_bet",
    "double_bet",
    "full_count",
    "full_level",
    "last_aggressor",
    "limits",
    "players",
    "street",
    "wagers",
)
"""A betting round's attributes (its ``__slots__``), all copied by ``__deepcopy__``."""


@dataclass(frozen=True, slots=True)
class Limits:
    """The stakes and house rules a betting round needs, resolved once per hand."""

    bring_in: int
    small_bet: int
    big_bet: int
    max_raises: int
    fold_free: bool
    lift_when_begun_heads_up: bool
    lift_when_two_remain: bool
    allin_plus_increment: bool
    short_bring_in_sets_call: bool
    short_counts_always: bool
    short_counts_when_full: bool
    reopen_threshold: Fraction

    @classmethod
    def of(cls, stakes: Stakes, rules: HouseRules) -> Limits:
        """The limits for these stakes and rules (kept for the rules a hand history's hands share)."""
        key = (id(rules), stakes.bring_in, stakes.small_bet, stakes.big_bet)
        kept = _RESOLVED.get(key)
        if kept is not None and kept[0] is rules:  # the rules kept alive with it: ids stay theirs
            return kept[1]
        limits = cls._resolve(stakes, rules)
        if len(_RESOLVED) >= _RESOLVED_LIMIT:
            _RESOLVED.clear()
        _RESOLVED[key] = (rules, limits)
        return limits

    @classmethod
    def _resolve(cls, stakes: Stakes, rules: HouseRules) -> Limits:
        counts = rules.short_allin_counts_toward_cap
        return cls(
            bring_in=stakes.bring_in,
            small_bet=stakes.small_bet,
            big_bet=stakes.big_bet,
            max_raises=rules.max_raises_per_round,
            fold_free=rules.fold_without_bet is FoldWithoutBet.ALLOWED,
            lift_when_begun_heads_up=rules.cap_lift_heads_up is CapLift.ROUND_BEGINS_HEADS_UP,
            lift_when_two_remain=rules.cap_lift_heads_up is CapLift.WHEN_TWO_REMAIN_BEFORE_CAP,
            allin_plus_increment=rules.short_allin_next_raise is ShortAllinNextRaise.ALLIN_PLUS_INCREMENT,
            short_bring_in_sets_call=rules.short_bring_in_call is ShortBringInCall.ALLIN_AMOUNT,
            short_counts_always=counts is ShortAllinCountsTowardCap.ALWAYS,
            short_counts_when_full=counts is ShortAllinCountsTowardCap.WHEN_FULL,
            reopen_threshold=rules.short_allin_reopen_threshold,
        )


_RESOLVED: dict[tuple[int, int, int, int], tuple[HouseRules, Limits]] = {}
_RESOLVED_LIMIT = 256


class BettingRound:
    """The betting on one street. ``players`` is the hand's list (seat ``n`` at index ``n - 1``).

    ``current_bet`` is the street total to call; ``full_level`` the total set by the last full
    completion, bet or raise (R4.6), from which further raises count; ``wagers`` the wagers counted
    toward the cap (R4.4); ``completed`` whether 3rd street's bring-in has been completed.
    """

    __slots__ = ROUND_STATE

    def __deepcopy__(self, memo: dict[int, object]) -> BettingRound:
        """Drills look ahead on a deep copy of a hand. Written out, because a mypyc-compiled class
        has no generic copy protocol; the players stay shared with the hand's copy through ``memo``."""
        players = copy.deepcopy(self.players, memo)
        # pragma: no mutate start (the arguments but the players and limits are set again below)
        clone = BettingRound(
            self.street, players, self.limits, big_street=self.big_street, double_bet=self.double_bet
        )
        # pragma: no mutate end
        memo[id(self)] = clone  # pragma: no mutate (nothing copied refers back to the round)
        for name in ROUND_STATE:
            if name not in {"players", "limits"}:  # pragma: no mutate (copied too, they are equal)
                # Numbers, flags and lists of them, shared with nothing: the memo changes nothing.
                setattr(clone, name, copy.deepcopy(getattr(self, name), memo))  # pragma: no mutate
        return clone

    def __init__(
        self,
        street: int,
        players: list[PlayerState],
        limits: Limits,
        *,
        big_street: bool,
        double_bet: bool,
        bring_in_forced: bool = True,
    ) -> None:
        self.street = street
        self.players = players
        self.limits = limits
        self.big_street = big_street
        self.double_bet = double_bet
        self.big_made = False
        self.completed = street != 3
        self.bring_in_pending = street == 3
        self.bring_in_forced = bring_in_forced
        self.current_bet = 0
        self.full_level = 0
        self.full_count = 0
        self.wagers = 0
        self.last_aggressor: int | None = None
        # The full-wager count when each seat last acted: a seat may raise again only after a full
        # wager since (R4.6). And who still owes an action this round.
        self._acted = [_NOT_ACTED] * len(players)
        self._owes = [not player.folded and player.stack > 0 for player in players]
        self._owing = sum(self._owes)
        self.began_heads_up = self._owing == 2

    # ----------------------------------------------------------------------------------- queries

    @property
    def bettors(self) -> int:
        """Players who owe an action."""
        return self._owing

    def increment(self) -> int:
        """The size of a full bet or raise now (R4.2, R4.3)."""
        if self.big_street or self.big_made:
            return self.limits.big_bet
        return self.limits.small_bet

    def capped(self) -> bool:
        """R4.4 with the heads-up lift of R4.5."""
        limits = self.limits
        if self.wagers <= limits.max_raises:
            return False
        if limits.lift_when_begun_heads_up and self.began_heads_up:
            return False
        if limits.lift_when_two_remain:
            active = 0
            for player in self.players:
                if player.stack and not player.folded:
                    active += 1
            if active == 2:
                return False
        return True

    def reopened_for(self, seat: int) -> bool:
        """Has a full wager been made since ``seat`` last acted (or has it not acted yet)?"""
        return self._acted[seat - 1] < self.full_count

    def someone_can_call(self, seat: int) -> bool:
        """A wager needs another player with chips to face it (all-in players cannot call more)."""
        for other in self.players:  # noqa: SIM110 - a plain loop is faster here (hot path)
            if other.stack and not other.folded and other.seat != seat:
                return True
        return False

    def wager_targets(self) -> list[int]:
        """The full targets a wager may go to now (street totals), before stack limits."""
        limits = self.limits
        current = self.current_bet
        if not self.completed:
            if current > self.full_level and limits.allin_plus_increment:
                return [current + limits.small_bet]
            return [limits.small_bet]
        base = self.full_level
        if current > base and limits.allin_plus_increment:
            base = current
        if self.double_bet and not self.big_made:
            return [base + limits.small_bet, base + limits.big_bet]
        return [base + self.increment()]

    def legal(self, seat: int) -> LegalActions:
        """Everything ``seat`` may do now, with amounts."""
        player = self.players[seat - 1]
        stack = player.stack
        bet = player.bet
        total = bet + stack
        if self.bring_in_pending:
            bring_in = min(self.limits.bring_in, stack)
            complete = min(self.limits.small_bet, total) if total > bring_in else None
            return LegalActions(
                seat, not self.bring_in_forced, False, None, bring_in, complete, (), (), stack, bet
            )
        current = self.current_bet
        to_call = current - bet if current > bet else 0
        call = min(to_call, stack) if to_call else None
        complete = None
        bets: tuple[int, ...] = ()
        raises: tuple[int, ...] = ()
        if (
            stack > to_call
            and self._acted[seat - 1] < self.full_count
            and not self.capped()
            and self.someone_can_call(seat)
        ):
            targets = _reachable(self.wager_targets(), current, total)
            if not self.completed:
                complete = targets[0] if targets else None
            elif current == 0:
                bets = targets
            else:
                raises = targets
        return LegalActions(
            seat,
            call is not None or self.limits.fold_free,
            call is None,
            call,
            None,
            complete,
            bets,
            raises,
            stack,
            bet,
        )

    def next_to_act(self, seat: int, *, or_active: bool = False) -> int | None:
        """The first seat clockwise after ``seat`` that owes an action (or, with ``or_active``, that
        can still bet at all)."""
        players = self.players
        owes = self._owes
        count = len(players)
        index = seat - 1
        for _ in range(count):
            index = index + 1 if index + 1 < count else 0
            if owes[index]:
                return index + 1
            if or_active:
                candidate = players[index]
                if candidate.stack and not candidate.folded:
                    return index + 1
        return None

    # ----------------------------------------------------------------------------------- changes

    def acted(self, seat: int, *, raised: bool) -> int | None:
        """``seat`` has acted; after a wager everyone still in with chips who has not matched it
        owes an action again. Returns the next seat clockwise that owes one, if any."""
        index = seat - 1
        self._acted[index] = self.full_count
        owes = self._owes
        if owes[index]:
            owes[index] = False
            self._owing -= 1
        if raised:
            current = self.current_bet
            for other in self.players:
                other_index = other.seat - 1
                if (
                    other.bet < current
                    and other.stack
                    and not other.folded
                    and other_index != index
                    and not owes[other_index]
                ):
                    owes[other_index] = True
                    self._owing += 1
        return self.next_to_act(seat) if self._owing else None

    def nobody_owes(self) -> None:
        """The round is over: everyone else has folded."""
        self._owes = [False] * len(self.players)
        self._owing = 0

    def post_bring_in(self, player: PlayerState, chips: int) -> None:
        """R3.5/R3.9: the bring-in sets the bet to call (a short one only under that house rule)."""
        _put_in(player, chips)
        self.bring_in_pending = False
        full = self.limits.bring_in
        if chips < full and self.limits.short_bring_in_sets_call:
            full = chips
        self.current_bet = full
        self.full_level = full

    def wager(self, player: PlayerState, amount: int) -> int:
        """Complete, bet or raise to ``amount``; returns the chips put in. Whether it is a full wager
        (which reopens the betting and counts toward the cap) or a short all-in follows R4.4–R4.6."""
        previous = self.current_bet
        # The full targets as they stood before this wager decide whether it is a full one (R4.6):
        # the highest within ``amount``, 0 when none is (targets are positive). A loop: compiled,
        # ``max()`` of a list is a call through the interpreter's builtins.
        level = 0
        for target in self.wager_targets():
            if level < target <= amount:
                level = target
        increment = self.increment()
        threshold = self.limits.reopen_threshold
        chips = amount - player.bet
        _put_in(player, chips)
        self.bring_in_pending = False
        if level:
            self._full_wager(level)
            excess = amount - level
            if excess and _reaches(excess, self.increment(), threshold):
                # An all-in beyond a full wager by at least the threshold is a further raise.
                self._full_wager(amount)
            elif excess:
                self._short_wager(amount)
        elif self.completed and _reaches(amount - previous, increment, threshold):
            # An all-in bet or raise of at least the threshold counts as a full one (R4.6).
            self._full_wager(amount)
        else:
            # Short of a full wager; on 3rd street a short completion never counts as one.
            self._short_wager(amount)
        self.current_bet = max(self.current_bet, amount)
        self.last_aggressor = player.seat
        return chips

    def _full_wager(self, level: int) -> None:
        """A full completion, bet or raise to ``level``: it reopens the betting and counts (R4.4)."""
        if self.double_bet and level - self.full_level >= self.limits.big_bet:
            self.big_made = True
        self.full_level = level
        self.full_count += 1
        self.completed = True
        self.wagers += 1

    def _short_wager(self, amount: int) -> None:
        """An all-in short of a full wager: it reopens nothing, and counts only by house rule."""
        if self.limits.short_counts_always:
            self.wagers += 1
        if self.completed and amount - self.full_level >= self.increment():
            # Several short all-ins that together make a full raise reopen the betting.
            self.full_level = amount
            self.full_count += 1
            if self.limits.short_counts_when_full:
                self.wagers += 1

    # ----------------------------------------------------------------------------------- refusals

    def refusal(self, amount: int, legal: LegalActions, variant_name: str, *, open_pair_rule: bool) -> str:
        """Why a wager to ``amount`` is not legal, in a dealer's words (``amount`` not in ``legal``)."""
        seat = legal.seat
        player = self.players[seat - 1]
        if self.capped():
            return f"the bet is capped: {self.limits.max_raises} raises have been made (R4.4); call or fold"
        if player.stack <= max(0, self.current_bet - player.bet):
            return f"seat {seat} has only {player.stack} behind: calling is all they can do"
        if not self.reopened_for(seat):
            return (
                f"seat {seat} has acted and the all-in since was short of a full raise, "
                "so the betting is not reopened: call or fold (R4.6)"
            )
        if amount > player.bet + player.stack:
            return f"seat {seat} has only {player.bet + player.stack} in all, not {amount}"
        options = legal.wager_targets
        if not options:
            if legal.bring_in is not None:
                return (
                    f"seat {seat} has only {player.stack} chips: posting them as the bring-in "
                    "is all they can do (R3.9)"
                )
            if not self.someone_can_call(seat):
                return (
                    f"every other player is all-in or has folded: seat {seat} has no one to "
                    "bet against, so calling or checking is all that is left"
                )
        wanted = " or ".join(str(option) for option in options)
        why = f"in fixed limit the {legal.wager_kind} here is to {wanted}, not {amount} (R4.2)"
        if self.full_level and self.current_bet != self.full_level:
            # The bet to call was set by an all-in short of a full wager: R4.6 says what follows it.
            how = "plus a full increment" if self.limits.allin_plus_increment else "completed to a full one"
            why = (
                f"after the short all-in to {self.current_bet}, the next {legal.wager_kind} is to {wanted} "
                f"({how}), not {amount} (R4.6)"
            )
        big_bet = self.limits.big_bet
        if self.street == 4 and open_pair_rule:
            if self.big_made:
                why += f": a big bet has been made on 4th street, so every raise is {big_bet} (R4.3)"
            elif not self.double_bet and amount - self.current_bet == big_bet:
                why += ": no pair is showing on 4th street, so only the small bet is allowed (R4.3)"
        elif self.street == 4 and amount - self.current_bet == big_bet:
            why += f": in {variant_name} 4th street is always the small bet (R4.3)"
        return why


def _put_in(player: PlayerState, chips: int) -> None:
    player.stack -= chips
    player.bet += chips
    player.contributed += chips


def _reachable(targets: Sequence[int], current: int, total: int) -> tuple[int, ...]:
    """The wager targets above the bet to call, each cut down to an all-in when the stack is short."""
    if total <= current:
        return ()
    if len(targets) == 1:
        target = targets[0]
        if target <= current:
            return ()
        return (min(total, target),)
    return tuple(sorted({min(total, target) for target in targets if target > current}))


def _reaches(amount: int, increment: int, threshold: Fraction) -> bool:
    """Is ``amount`` at least ``threshold`` of a full ``increment`` (R4.6)?"""
    return amount * threshold.denominator >= threshold.numerator * increment


copyable(Limits)
