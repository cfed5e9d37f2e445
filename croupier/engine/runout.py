"""The 7th-street supply check (R6.5): is the stub enough, and if not, what the dealer does.

>>> check, plan = plan_seventh_street([1, 2, 3, 4, 5, 6, 7, 8], stub=1, burns=3, muck=0,
...                                   procedure=RunoutProcedure.COUNT_FIRST)
>>> check.outcome, plan
('reshuffle_then_community', [ScrambleDue(street=7, muck=False), BurnDue(street=7), CommunityDue(street=7)])
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from croupier.engine.events import SupplyChecked
from croupier.engine.rules import RunoutProcedure
from croupier.engine.steps import BURN_STEPS, COMMUNITY_STEPS, DEAL_STEPS, SCRAMBLE_STEPS, Step

__all__ = ["plan_seventh_street"]

# The shared steps of 7th street (frozen values: see croupier.engine.steps).
_BURN: Final = BURN_STEPS[7]
_COMMUNITY: Final = COMMUNITY_STEPS[7]
_SCRAMBLE: Final = SCRAMBLE_STEPS[7, False]
_SCRAMBLE_MUCK: Final = SCRAMBLE_STEPS[7, True]
_DEALS: Final = DEAL_STEPS[7, False]


def plan_seventh_street(
    live: Sequence[int], stub: int, burns: int, muck: int, procedure: RunoutProcedure
) -> tuple[SupplyChecked, list[Step]]:
    """Count before 7th street: ``live`` seats still in, ``stub`` cards left, ``burns`` burned so far,
    ``muck`` folded cards. Returns the count as an event and the dealer's steps in order.

    ``count_first`` (default, WSOP-LA §228): need = live players + 2 (a burn and the protected bottom
    card); enough → normal; stub + burns enough → scramble the burns in; else a community card, from
    the stub when it holds more than 2 cards, else after scrambling the burns in.
    """
    n7 = len(live)
    need = n7 + 2
    normal: list[Step] = [_BURN, *[_DEALS[seat] for seat in live]]
    community: list[Step] = [_BURN, _COMMUNITY]
    scramble = _SCRAMBLE
    outcome = "normal"
    plan: list[Step]
    if procedure is RunoutProcedure.RESHUFFLE_BURNS_AND_MUCK:
        # pokerkit: decide before the burn; the stub is used to its last card, then the burns
        # and the muck are scrambled and dealing goes on.
        if n7 > stub + burns + muck:
            outcome = "community_card"
            plan = [_BURN]
            if stub <= 1:
                plan.append(_SCRAMBLE_MUCK)
            plan.append(_COMMUNITY)
        else:
            deals: list[Step] = [_DEALS[seat] for seat in live]
            if stub - 1 >= n7:
                plan = [_BURN, *deals]
            else:
                outcome = "reshuffle_burns_and_muck"
                from_stub = max(stub - 1, 0)
                plan = [_BURN, *deals[:from_stub], _SCRAMBLE_MUCK]
                plan += deals[from_stub:]
                if stub == 0:  # pragma: no cover - impossible with at most 8 players
                    plan = [_SCRAMBLE_MUCK, _BURN, *deals]
    elif stub >= need:
        plan = normal
    elif procedure is RunoutProcedure.COUNT_FIRST:
        if stub + burns >= need:
            outcome, plan = "reshuffle_burns", [scramble, *normal]
        elif stub > 2:
            outcome, plan = "community_card", community
        else:
            outcome, plan = "reshuffle_then_community", [scramble, *community]
    elif procedure is RunoutProcedure.COMMUNITY_ONLY:
        if stub >= 2:
            outcome, plan = "community_card", community
        else:
            outcome, plan = "reshuffle_then_community", [scramble, *community]
    # The rest is DEAL_TO_LAST_CARD (RRoP, reconstructed): deal to the last card, then mix it with
    # the burns, burn again and go on; a community card only if even that is too few.
    elif stub >= 2 and n7 <= stub + burns - 1:
        outcome = "deal_to_last_card"
        from_stub = stub - 2
        deals = [_DEALS[seat] for seat in live]
        plan = [_BURN, *deals[:from_stub], scramble, _BURN, *deals[from_stub:]]
    elif stub > 2:
        outcome, plan = "community_card", community
    else:
        outcome, plan = "reshuffle_then_community", [scramble, *community]
    return SupplyChecked(stub=stub, need=need, burns=burns, outcome=outcome), plan
