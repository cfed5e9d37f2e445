"""The window's body: the table with a mode's panel beside it (Deal, Quiz), or a mode's page
instead of both (Course, Progress, Rules, Instructor), or a page of its own (sign-in, first start).
Pages that are costly to make are made when their mode is first shown. ``View`` names the modes
(here, apart from the window, so that the modules it composes can name a view without importing it).
"""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QSplitter, QStackedWidget, QWidget

__all__ = ["TRAINEE_MODES", "ModePages", "View"]


class View(StrEnum):
    """The trainer's modes, as the top bar offers them."""

    DEAL = "deal"
    COURSE = "course"  # the lessons, from the first deal to exam readiness
    QUIZ = "quiz"
    PROGRESS = "progress"
    RULES = "rules"  # the rulebook (Ctrl+R)
    INSTRUCTOR = "instructor"  # behind the PIN; only with a progress store


# The modes a trainee signs in for (a station's window offers them once somebody has).
TRAINEE_MODES = (View.DEAL, View.COURSE, View.QUIZ, View.PROGRESS)


class ModePages(QStackedWidget):
    """Holds each mode's panel (beside ``table``) or page, keyed by the mode's name."""

    def __init__(self, table: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.panels = QStackedWidget()  # the panels beside the table
        self.panels.setObjectName("modePanels")
        self.panels.setMinimumWidth(250)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.addWidget(table)
        self.splitter.addWidget(self.panels)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 1)
        self.addWidget(self.splitter)
        self._width_chosen = False  # the user has moved the splitter
        self.splitter.splitterMoved.connect(self._choose_width)
        self._full_pages: dict[str, QWidget] = {}
        self._side_panels: dict[str, QWidget] = {}
        self._makers: dict[str, Callable[[], object]] = {}

    def set_table(self, table: QWidget) -> None:
        """Put ``table`` where the table stands, in place of the widget given at first."""
        old = self.splitter.widget(0)
        sizes = self.splitter.sizes()
        self.splitter.replaceWidget(0, table)
        self.splitter.setSizes(sizes)
        if old is not None:
            old.deleteLater()

    def add(self, mode: str, widget: QWidget, *, full_page: bool = False) -> None:
        """Give ``mode`` its panel: beside the table, or (``full_page``) instead of it. A second call
        for the same mode replaces the first panel (the walkthrough replaces the Observe panel)."""
        self._makers.pop(mode, None)
        old = self._side_panels.pop(mode, None) or self._full_pages.pop(mode, None)
        if old is not None and old is not widget:
            (self if self.indexOf(old) >= 0 else self.panels).removeWidget(old)
        if full_page:
            self.addWidget(widget)
            self._full_pages[mode] = widget
        else:
            self.panels.addWidget(widget)
            self._side_panels[mode] = widget

    def add_maker(self, mode: str, maker: Callable[[], object]) -> None:
        """``mode``'s page is made by ``maker`` (which adds it) when the mode is first shown."""
        self._makers[mode] = maker

    def page(self, mode: str) -> QWidget | None:
        """The panel or page of ``mode``, if it is made."""
        return self._side_panels.get(mode) or self._full_pages.get(mode)

    def offers(self, mode: str) -> bool:
        """``mode`` has a panel or page, or one to be made."""
        return mode in self._side_panels or mode in self._full_pages or mode in self._makers

    def make(self, mode: str) -> bool:
        """Make ``mode``'s page if it is not made yet; True when the mode has a panel or page now."""
        maker = self._makers.get(mode)
        if maker is not None and self.page(mode) is None:
            maker()  # the page is made now, the first time its mode is shown
        return self.page(mode) is not None

    def show_mode(self, mode: str) -> None:
        """Bring ``mode``'s panel (with the table) or page to the front; it must be made."""
        if mode in self._full_pages:
            self.setCurrentWidget(self._full_pages[mode])
        else:
            self.setCurrentWidget(self.splitter)
            self.panels.setCurrentWidget(self._side_panels[mode])

    def show_page(self, page: QWidget) -> None:
        """A page of its own (sign-in, first start) in front."""
        if self.indexOf(page) < 0:
            self.addWidget(page)
        self.setCurrentWidget(page)

    def fit(self, width: int) -> None:
        """The table gets the room of a window ``width`` wide; the panel a quarter of it, within
        reason (until the user moves the splitter)."""
        if not self._width_chosen:
            panel = max(350, min(400, round(width * 0.26)))
            self.splitter.setSizes([width - panel, panel])

    def _choose_width(self) -> None:
        self._width_chosen = True
