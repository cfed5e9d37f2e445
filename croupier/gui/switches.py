"""The top bar's switches (speech, four-colour deck, animations, the down cards shown) and its game
(the variant, the players, the stakes) kept in the settings and carried out on the table and the
quiz; what the settings dialog changed shown the same way. Speech wanted but unavailable is
explained once."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

if TYPE_CHECKING:
    from croupier.engine.rules import Stakes
    from croupier.gui.quiz import QuizPanel
    from croupier.gui.settings import Settings
    from croupier.gui.table_view import TableView
    from croupier.gui.top_bar import TopBar
    from croupier.speech import Speaker

__all__ = ["Switches", "show_game_and_switches"]


def show_game_and_switches(top_bar: TopBar, settings: Settings) -> None:
    """``top_bar``'s game and switches as ``settings`` has them, without reporting them back (the
    window shows them from its first frame, before the table and its ``Switches`` are made)."""
    top_bar.set_game(settings.variant, settings.players, settings.stakes)
    top_bar.set_switches(
        speech=settings.speech,
        four_colour=settings.four_colour,
        animations=settings.animations,
        reveal=settings.reveal_hole_cards,
    )


class Switches(QObject):
    """Wires ``top_bar``'s switches to ``settings``, ``table``, ``quiz`` and ``speaker``;
    ``report(text)`` shows the speaker's notice (once); ``game_changed()`` after the game chosen
    in the top bar changed."""

    def __init__(
        self,
        top_bar: TopBar,
        *,
        table: TableView,
        quiz: QuizPanel,
        settings: Settings,
        speaker: Speaker,
        report: Callable[[str], None],
        game_changed: Callable[[], None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._top_bar = top_bar
        self._table = table
        self._quiz = quiz
        self._settings = settings
        self._speaker = speaker
        self._report = report
        self._game_changed = game_changed
        self._notice_shown = False
        top_bar.speech_toggled.connect(self.set_speech)
        top_bar.four_colour_toggled.connect(self._set_four_colour)
        top_bar.animations_toggled.connect(self._set_animations)
        top_bar.reveal_toggled.connect(self._set_reveal)
        speaker.notice_posted.connect(self.notice_once)
        top_bar.variant_changed.connect(self._set_variant)
        top_bar.players_changed.connect(self._set_players)
        top_bar.stakes_changed.connect(self._set_stakes)

    def set_speech(self, on: bool) -> None:  # noqa: FBT001
        self._settings.speech = on
        self._quiz.set_speech(on)
        if on:
            self.explain_silence()
        else:
            self._speaker.cancel()

    def choose_speech(self, on: bool) -> None:  # noqa: FBT001
        """Speech on or off, as if switched in the top bar."""
        s = self._settings
        self.set_speech(on)
        self._top_bar.set_switches(
            speech=on, four_colour=s.four_colour, animations=s.animations, reveal=s.reveal_hole_cards
        )

    def choose_game(self, code: str) -> None:
        """Deal ``code`` (F7S, F7S/8, FR) from now on, as if chosen in the top bar."""
        s = self._settings
        self._top_bar.set_game(code, s.players, s.stakes)
        self._set_variant(code)

    def explain_silence(self) -> None:
        """Speech is wanted but cannot be heard: say why, once."""
        if not self._speaker.available and self._speaker.notice:
            self.notice_once(self._speaker.notice)

    def notice_once(self, text: str) -> None:
        if self._notice_shown:
            return
        self._notice_shown = True
        self._report(text)

    def show_settings(self) -> None:
        """The top bar's game and switches and the table's look as the settings now say."""
        s = self._settings
        show_game_and_switches(self._top_bar, s)
        self._table.set_four_colour(s.four_colour)
        self._table.set_animations_enabled(s.animations)
        self._table.set_reveal(s.reveal_hole_cards)

    def _set_four_colour(self, on: bool) -> None:  # noqa: FBT001
        self._settings.four_colour = on
        self._table.set_four_colour(on)

    def _set_animations(self, on: bool) -> None:  # noqa: FBT001
        self._settings.animations = on
        self._table.set_animations_enabled(on)

    def _set_reveal(self, on: bool) -> None:  # noqa: FBT001
        self._settings.reveal_hole_cards = on
        self._table.set_reveal(on)

    def _set_variant(self, code: str) -> None:
        self._settings.variant = code
        self._game_changed()

    def _set_players(self, count: int) -> None:
        self._settings.players = count
        self._game_changed()

    def _set_stakes(self, stakes: Stakes) -> None:
        self._settings.stakes = stakes
        self._game_changed()
