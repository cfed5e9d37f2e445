"""Deal a hand as the croupier: the walkthrough panel and its parts (DESIGN.md "Deal a hand").

``WalkthroughPanel`` is what the main window shows in Deal mode; ``Walkthrough`` is its Qt-free
core (what is asked, the questions, the score), ``Difficulty`` and ``TrainingMode`` its choices.
"""

from croupier.gui.walkthrough.controller import Difficulty, TrainingMode, Waiting, Walkthrough
from croupier.gui.walkthrough.duties import Duty
from croupier.gui.walkthrough.hands import procedures_from
from croupier.gui.walkthrough.panel import PLAYER_DELAY_MS, WalkthroughPanel
from croupier.gui.walkthrough.players import Personality

__all__ = [
    "PLAYER_DELAY_MS",
    "Difficulty",
    "Duty",
    "Personality",
    "TrainingMode",
    "Waiting",
    "Walkthrough",
    "WalkthroughPanel",
    "procedures_from",
]
