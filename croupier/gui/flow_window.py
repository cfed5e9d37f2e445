"""What every flow run over the main window uses of it (``MainWindow`` has it): who is signed in
and where their answers go, the walkthrough and the verdict strip, the settings, the voice and the
language, and the mode in front. A flow's own Protocol adds what only it uses
(:class:`croupier.gui.course.course_mode.CourseWindow`,
:class:`croupier.gui.first_start.flow.FirstStartWindow`). Of the window's parts it loads only the
verdict strip (a widget the window has loaded anyway), so either flow imports it without a cycle."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from croupier.gui.verdict_strip import VerdictStrip

if TYPE_CHECKING:
    from croupier.gui.settings import Settings
    from croupier.gui.station import Station
    from croupier.gui.walkthrough import WalkthroughPanel
    from croupier.speech import Speaker
    from croupier.store.records import Trainee

__all__ = ["FlowWindow"]


class FlowWindow(Protocol):
    """The members of the main window every flow over it uses."""

    @property
    def station(self) -> Station | None: ...
    @property
    def trainee(self) -> Trainee | None: ...
    @property
    def verdict_strip(self) -> VerdictStrip: ...
    @property
    def walkthrough(self) -> WalkthroughPanel | None: ...
    @property
    def settings(self) -> Settings: ...
    @property
    def speaker(self) -> Speaker: ...
    @property
    def language(self) -> str: ...
    def set_mode(self, mode: str) -> None: ...
