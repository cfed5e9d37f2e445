"""At the table, with incidents often, the situations the walkthrough once never dealt come up at a
set rate: an all-in player's last card face up (R10.9: a share of the hands seats a short stack,
``SHORT_STACK_SHARE``), a fold with no bet to face (R10.13), a single oversized chip put in to bring
it in (R11.4) and actions out of turn that are checks, calls and bets, not only folds (R11.1). The
hands come from the walkthrough's own source (``procedures_from``) and its incident maker."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field

from croupier.drills.levels import TrainingMode
from croupier.engine.incidents import IncidentKind
from croupier.engine.rules import HouseRules, Stakes
from croupier.training.controller import Walkthrough
from croupier.training.hands import procedures_from
from croupier.training.incidents import IncidentMaker, IncidentRate
from tests.training.test_walkthrough_incidents import play, rule_right

HANDS = 60


@dataclass(frozen=True)
class _Table:
    variant: str
    players: int
    stakes: Stakes = field(default_factory=Stakes)
    house_rules: HouseRules = field(default_factory=HouseRules)


def test_the_walkthrough_deals_the_untrained_situations_at_a_set_rate():
    rng = random.Random(35)
    counts: Counter[IncidentKind] = Counter()
    seen: Counter[str] = Counter()
    for index in range(HANDS):
        table = _Table(("F7S", "F7S/8", "FR")[index % 3], 3 + index % 5)
        new_hand = procedures_from(table, rng)
        maker = IncidentMaker(IncidentRate.OFTEN, random.Random(index), counts)
        walk = Walkthrough(new_hand(), mode=TrainingMode.PRACTICE, rng=random.Random(index), incidents=maker)
        play(walk, rule_right)
        for incident, _ in walk.table.history:
            seen[incident.kind.value] += 1
            if incident.kind is IncidentKind.OVERSIZED_CHIP and incident.fact("bring_in"):
                seen["oversized_bring_in"] += 1
            if incident.kind is IncidentKind.OUT_OF_TURN and incident.action is not None:
                seen[f"oot_{incident.action.kind.value}"] += 1
    assert seen["all_in_card_up"] >= 1, seen  # R10.9
    assert seen["fold_no_bet"] >= 2, seen  # R10.13
    assert seen["oversized_bring_in"] >= 2, seen  # R11.4 on 3rd street (BRING_IN_CHIP_SHARE)
    oot = {kind: count for kind, count in seen.items() if kind.startswith("oot_")}
    assert sum(count for kind, count in oot.items() if kind != "oot_fold") >= 2, oot
