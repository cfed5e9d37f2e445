"""The table widget: shows a hand (or any ``TableState``), scales with the window, animates gently.

Use: ``view.set_hand(hand)`` once, then ``view.refresh()`` after each step of the hand.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QRect, QSize, Qt, Signal
from PySide6.QtGui import QPainter, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QGraphicsItem, QGraphicsView, QSizePolicy, QWidget

from croupier.gui.card_art import CardArt
from croupier.gui.motion import Motion
from croupier.gui.table_scene import TableScene
from croupier.training.table_state import TableState

if TYPE_CHECKING:
    from croupier.engine.hand import Hand
    from croupier.training.quiz_picture import QuizPicture

__all__ = ["TableView"]


class TableView(QGraphicsView):
    """A ``QGraphicsView`` of a ``TableScene``.

    ``set_hand(hand)`` remembers a hand and shows it; ``refresh()`` shows it again after the hand
    moved on. ``set_state(state)`` shows a snapshot that need not come from a hand (the quiz's
    made-up positions). Animations last about 200 ms and never block; with
    ``set_animations_enabled(False)`` every change shows at once. ``seat_clicked(seat)`` reports
    a click on a seat's plate, cards or bet.
    """

    seat_clicked = Signal(int)
    state_shown = Signal()

    def __init__(
        self,
        art: CardArt | None = None,
        *,
        animations: bool = True,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._art = art if art is not None else CardArt()
        self._motion = Motion(self)
        self._motion.enabled = animations
        self._scene = TableScene(self._art, self._motion, self)
        self.setScene(self._scene)
        self._hand: Hand | None = None
        self._reveal = False
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.BoundingRectViewportUpdate)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(360, 260)
        self._scene.seat_clicked.connect(self.seat_clicked)
        self.retranslate()

    # ----------------------------------------------------------------------------- public API

    @property
    def table_scene(self) -> TableScene:
        return self._scene

    @property
    def card_art(self) -> CardArt:
        return self._art

    @property
    def hand(self) -> Hand | None:
        return self._hand

    def state(self) -> TableState | None:
        """The state on show."""
        return self._scene.state

    def marks(self) -> list[QRect]:
        """Where the seats (their plates and cards) and the piles are drawn, in the view's
        coordinates: what a card laid over the table should leave uncovered (the tour's)."""
        scene = self._scene
        items: list[QGraphicsItem] = [*scene.piles()]
        if scene.state is not None:
            for seat in scene.state.seats:
                items.append(scene.plate(seat.seat))
                items.extend(scene.card_items(seat.seat).values())
        return [
            self.mapFromScene(item.sceneBoundingRect()).boundingRect() for item in items if item.isVisible()
        ]

    def set_hand(self, hand: Hand | None, *, animate: bool = False) -> None:
        """Show ``hand`` (a new hand appears at once unless ``animate``); None clears the table."""
        self._hand = hand
        if hand is None:
            return
        self._show(TableState.from_hand(hand, reveal=self._reveal), animate=animate)

    def refresh(self) -> None:
        """Show the remembered hand as it is now, sliding what moved since the last picture."""
        if self._hand is not None:
            self._show(TableState.from_hand(self._hand, reveal=self._reveal), animate=True)

    def show_picture(self, picture: QuizPicture | None) -> None:
        """Show a quiz question's ``picture``; None gives the piles back (the table leaves the quiz)."""
        stub, burns = self.table_scene.piles()
        if picture is None:
            stub.setVisible(True)
            burns.setVisible(True)
            return
        self.set_state(picture.state, animate=False)
        # The scene keeps a pile's visibility through re-layouts; it rewrites only counts and labels.
        stub.setVisible(not picture.hide_stub)
        burns.setVisible(not picture.hide_burns)

    def set_state(self, state: TableState, *, animate: bool = True) -> None:
        """Show a snapshot; the remembered hand is forgotten."""
        self._hand = None
        self._show(state, animate=animate)

    def set_reveal(self, reveal: bool) -> None:  # noqa: FBT001 - a Qt-style setter
        """Show the players' down cards face up (the observer's view) or face down (the dealer's)."""
        self._reveal = reveal
        if self._hand is not None:
            self._show(TableState.from_hand(self._hand, reveal=reveal), animate=False)

    def set_animations_enabled(self, enabled: bool) -> None:  # noqa: FBT001
        if not enabled:
            self._motion.finish()
        self._motion.enabled = enabled

    def set_four_colour(self, four_colour: bool) -> None:  # noqa: FBT001
        """Switch between the two-colour and the four-colour deck."""
        if self._art.four_colour != four_colour:
            self._art.four_colour = four_colour
            self._scene.update()

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Table"))
        self._scene.retranslate()
        self.setAccessibleDescription(self._scene.summary())

    # ----------------------------------------------------------------------------- Qt

    def sizeHint(self) -> QSize:
        return QSize(900, 640)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _fit(self) -> None:
        # The viewport's size (no scroll bars), without asking for the viewport: the first widget
        # Python gets back from Qt makes PySide6 build every widget type (10 ms before the first frame).
        size = self.maximumViewportSize()
        if size.width() <= 0 or size.height() <= 0:
            return
        self._scene.set_aspect(size.width() / size.height())
        self.fitInView(self._scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def _show(self, state: TableState, *, animate: bool) -> None:
        first = self._scene.geometry is None
        self._scene.set_state(state, animate=animate and self._motion.enabled)
        if first:
            self._fit()
        self.setAccessibleDescription(self._scene.summary())
        self.state_shown.emit()
