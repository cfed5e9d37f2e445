"""The dealer's duties as a checked sequence and the announcements (RULES.md §2.9, §3; the
irregularities of §2.10 and §2.11 are the engine's: ``croupier.engine.incidents``). Pure Python,
no Qt: ``croupier.words.procedure_words`` puts it into English and German."""

from croupier.procedure.announcements import (
    ActionCall,
    Announcement,
    AnteCall,
    BringIn,
    CallKind,
    CommunityCard,
    Draw,
    FirstToAct,
    LastCard,
    MadeHand,
    OpenPairOption,
    PossibleDraw,
    ShowdownReading,
)
from croupier.procedure.flags import Flag
from croupier.procedure.procedure import Procedure
from croupier.procedure.steps import DealerStep, StepKind
from croupier.procedure.verdicts import IllegalStepError, Verdict

__all__ = [
    "ActionCall",
    "Announcement",
    "AnteCall",
    "BringIn",
    "CallKind",
    "CommunityCard",
    "DealerStep",
    "Draw",
    "FirstToAct",
    "Flag",
    "IllegalStepError",
    "LastCard",
    "MadeHand",
    "OpenPairOption",
    "PossibleDraw",
    "Procedure",
    "ShowdownReading",
    "StepKind",
    "Verdict",
]
