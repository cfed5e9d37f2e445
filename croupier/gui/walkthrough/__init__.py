"""Deal a hand as the croupier: the walkthrough's widgets and their wiring (DESIGN.md "Deal a hand").

``WalkthroughPanel`` is what the main window shows in Deal mode. Its Qt-free core (``Walkthrough``:
what is asked, the questions, the score, the simulated players, the checklist) is
``croupier.training``; its choices ``Difficulty`` and ``TrainingMode`` are the quiz's (``croupier.drills``).
"""

from croupier.gui.walkthrough.panel import PLAYER_DELAY_MS, WalkthroughPanel

__all__ = ["PLAYER_DELAY_MS", "WalkthroughPanel"]
