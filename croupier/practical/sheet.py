"""The scoring sheet of a practical hand: the dealer's duties in their order, from the shuffle to the
push (RULES.md §3), each in its duty group, with the reasons a wrong mark may give (the procedure's
flags that apply to it, each with its rule) and the critical errors that can happen there.

The sheet follows the procedure's sequence street by street; a hand that ends early (everybody but
one folds) jumps to the push. Marks are the instructor's; what the engine says is due comes from
``croupier.practical.assistant`` where the cards are typed in.

>>> sheet = duties_for(STUD, players=4)
>>> [duty.key for duty in sheet][:6]
['shuffle', 'antes', 'cut', 'deal:3', 'bring_in', 'action:3']
>>> [duty.key for duty in sheet][-5:]
['showdown_order', 'read_hands', 'kill_hands', 'push_pot', 'irregularity']
>>> [flag.code for flag in reasons("burn:5")]
['burn_not_allowed', 'missing_burn', 'premature_card', 'out_of_order']
"""

from __future__ import annotations

from dataclasses import dataclass

from croupier.engine.rules import STUD, Variant
from croupier.practical.rubric import Critical, Group
from croupier.procedure.flags import Flag
from croupier.procedure.steps import StepKind

__all__ = ["STREETS", "Duty", "duties_for", "duty", "reasons", "street_of"]

STREETS = (3, 4, 5, 6, 7)


@dataclass(frozen=True, slots=True)
class Duty:
    """One line of the sheet: a stable ``key`` ("deal:4"), its group, the street (None: the whole
    hand), the procedure's step kinds it covers, the rules behind it and the critical errors it can
    carry."""

    key: str
    group: Group
    street: int | None
    kinds: tuple[StepKind, ...]
    rules: tuple[str, ...]
    critical: tuple[Critical, ...] = ()


# The flags a wrong mark may give, by the kind of step the duty covers.
_FLAGS: dict[StepKind, tuple[Flag, ...]] = {
    StepKind.SHUFFLE: (Flag.WRONG_SHUFFLE_STEP,),
    StepKind.COLLECT_ANTE: (Flag.SKIPPED_ANTE,),
    StepKind.CUT: (Flag.CUT_SKIPPED,),
    StepKind.DEAL: (Flag.WRONG_DEAL_ORDER, Flag.WRONG_FACE, Flag.MISSING_BURN, Flag.PREMATURE_CARD),
    StepKind.BURN: (Flag.BURN_NOT_ALLOWED, Flag.MISSING_BURN, Flag.PREMATURE_CARD),
    StepKind.ANNOUNCE: (Flag.MISSING_ANNOUNCEMENT, Flag.WRONG_ANNOUNCEMENT),
    StepKind.GATHER: (Flag.MISSING_GATHER,),
    StepKind.RETURN_BET: (Flag.MISSING_RETURN,),
    StepKind.COUNT_STUB: (Flag.MISSING_SUPPLY_CHECK, Flag.WRONG_RUNOUT),
    StepKind.SCRAMBLE_STUB: (Flag.WRONG_RUNOUT,),
    StepKind.COMMUNITY_CARD: (Flag.WRONG_RUNOUT,),
    StepKind.REMOVE_CUT_CARD: (Flag.CUT_CARD_NOT_REMOVED,),
    StepKind.CALL_SHOWDOWN_ORDER: (Flag.WRONG_SHOWDOWN_ORDER,),
    StepKind.READ_HAND: (Flag.WRONG_ANNOUNCEMENT,),
    StepKind.KILL_HAND: (Flag.KILL_BEFORE_PUSH, Flag.WINNER_CARDS_REMOVED),
    StepKind.PUSH_POT: (Flag.WRONG_POT_SPLIT, Flag.WRONG_POT_ORDER),
}


def _street_duties(street: int, variant: Variant) -> list[Duty]:
    duties: list[Duty] = []
    if street > 3:
        duties.append(Duty(f"burn:{street}", Group.PROCEDURE, street, (StepKind.BURN,), ("R6.1", "R6.2")))
    if street == 7:
        duties.append(
            Duty(
                "supply_check",
                Group.PROCEDURE,
                7,
                (StepKind.COUNT_STUB, StepKind.SCRAMBLE_STUB, StepKind.COMMUNITY_CARD),
                ("R6.3", "R6.5", "R6.6"),
            )
        )
        duties.append(Duty("last_card", Group.ANNOUNCEMENTS, 7, (StepKind.ANNOUNCE,), ("R9.5",)))
    deal_rules = ("R1.3", "R1.4") if street < 7 else ("R1.3", "R1.4", "R10.8", "R10.9")
    duties.append(
        Duty(
            f"deal:{street}",
            Group.PROCEDURE,
            street,
            (StepKind.DEAL,),
            deal_rules,
            (Critical.MISDEAL, Critical.EXPOSED_CARD) if street == 3 else (Critical.EXPOSED_CARD,),
        )
    )
    if street == 3:
        duties.append(
            Duty("bring_in", Group.ANNOUNCEMENTS, 3, (StepKind.ANNOUNCE,), ("R3.2", "R3.3", "R9.1"))
        )
    else:
        rules = {4: ("R9.2", "R5.2"), 5: ("R9.3", "R5.2"), 6: ("R9.4", "R9.6", "R5.2"), 7: ("R9.5", "R5.6")}
        duties.append(
            Duty(f"announce:{street}", Group.ANNOUNCEMENTS, street, (StepKind.ANNOUNCE,), rules[street])
        )
    duties.append(
        Duty(
            f"action:{street}",
            Group.ANNOUNCEMENTS,
            street,
            (StepKind.ANNOUNCE,),
            ("R4.2", "R4.4", "R5.7", "R9.1", "R11.7"),
        )
    )
    duties.append(
        Duty(
            f"bets:{street}",
            Group.CHIPS,
            street,
            (StepKind.GATHER, StepKind.RETURN_BET),
            ("R4.1", "R8.7", "R9.1", "R12.3"),
        )
    )
    del variant  # every street is dealt alike in the three games; the words differ
    return duties


def duties_for(variant: Variant = STUD, players: int = 8) -> tuple[Duty, ...]:
    """The sheet of a hand played to the showdown at a table of ``players`` (every game has the same
    duties; their words differ)."""
    if not 2 <= players <= 8:
        raise ValueError("a stud table seats 2 to 8 players")
    duties = [
        Duty("shuffle", Group.PROCEDURE, None, (StepKind.SHUFFLE,), ("R2.1", "R2.2", "R2.3")),
        Duty("antes", Group.CHIPS, None, (StepKind.ANNOUNCE, StepKind.COLLECT_ANTE), ("R2.4", "R3.1")),
        Duty("cut", Group.PROCEDURE, None, (StepKind.CUT,), ("R2.4",)),
    ]
    for street in STREETS:
        duties.extend(_street_duties(street, variant))
    duties.extend(
        [
            Duty(
                "showdown_order", Group.ANNOUNCEMENTS, None, (StepKind.CALL_SHOWDOWN_ORDER,), ("R8.1", "R8.2")
            ),
            Duty("read_hands", Group.ANNOUNCEMENTS, None, (StepKind.READ_HAND,), ("R9.7",)),
            Duty("kill_hands", Group.CHIPS, None, (StepKind.KILL_HAND,), ("R8.4",)),
            Duty(
                "push_pot",
                Group.CHIPS,
                None,
                (StepKind.PUSH_POT,),
                ("R8.4", "R8.5", "R8.6", "R12.4"),
                (Critical.WRONG_POT,),
            ),
            Duty(
                "irregularity",
                Group.IRREGULARITIES,
                None,
                (),
                ("R10.1", "R10.4", "R10.5", "R10.6", "R10.7", "R10.8", "R11.1"),
                (Critical.MISDEAL, Critical.EXPOSED_CARD),
            ),
        ]
    )
    return tuple(duties)


_ALL = {item.key: item for item in duties_for()}


def duty(key: str) -> Duty:
    """The duty with ``key`` ("deal:4", "push_pot"); ``KeyError`` for none."""
    return _ALL[key]


def street_of(key: str) -> int | None:
    """The street a duty's key names (4 for "burn:4"), None for the whole hand's."""
    return _ALL[key].street


def reasons(key: str) -> tuple[Flag, ...]:
    """The reasons a wrong mark on duty ``key`` may give: its kinds' flags, then "out of order"."""
    found: list[Flag] = []
    for kind in _ALL[key].kinds:
        found.extend(flag for flag in _FLAGS.get(kind, ()) if flag not in found)
    if key.startswith("action:"):
        found.append(Flag.ACTION_PENDING)
    found.append(Flag.OUT_OF_ORDER)
    return tuple(found)
