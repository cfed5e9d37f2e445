"""The projector's incident controls: the incidents that can happen at this step of the class's hand
(``training.class_incident``), and one button that makes the one chosen happen (I), then shows the
engine's ruling (R); with the words the projector shows meanwhile (``incident_words``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QWidget

from croupier.engine.incidents import IncidentKind
from croupier.engine.rules import HouseRules
from croupier.training.class_incident import ClassIncident
from croupier.words.incident_words import incident_name, incident_text, ruled_text, ruling_text, why_text

__all__ = ["IncidentBar", "incident_words"]


class IncidentBar(QWidget):
    """``happen_requested(kind)`` when the button makes the chosen incident happen,
    ``ruling_requested()`` when it shows the ruling of the incident that has."""

    happen_requested = Signal(str)
    ruling_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = QLabel()
        self.box = QComboBox()
        self.box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.box.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.button = QPushButton()
        for control in (self.box, self.button):
            control.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the projector's keys stay the view's
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.label)
        layout.addWidget(self.box)
        layout.addWidget(self.button)
        layout.addStretch(1)
        self._kinds: list[IncidentKind] = []
        self._waiting = False
        self._happened: IncidentKind | None = None
        self.button.clicked.connect(self._pressed)
        self.retranslate()

    def show_choices(
        self, kinds: list[IncidentKind], *, waiting: bool, happened: IncidentKind | None = None
    ) -> None:
        """The incidents that can happen now; ``happened``: the one that has (shown in the list,
        which is closed meanwhile), ``waiting`` for its ruling."""
        chosen = self.chosen()
        self._kinds = list(kinds)
        self._waiting = waiting
        self._happened = happened
        self.box.blockSignals(True)
        self.box.clear()
        for kind in kinds or ([happened] if happened is not None else []):
            self.box.addItem(incident_name(kind), kind.value)
        if chosen is not None and chosen in kinds:
            self.box.setCurrentIndex(kinds.index(chosen))
        self.box.blockSignals(False)
        self.box.setEnabled(bool(kinds) and not waiting)
        self.button.setEnabled(waiting or bool(kinds))
        self._label_button()

    def chosen(self) -> IncidentKind | None:
        """The incident chosen in the list (None when none can happen now)."""
        data = self.box.currentData()
        return IncidentKind(data) if isinstance(data, str) else None

    def choose(self, kind: IncidentKind) -> bool:
        """Choose ``kind`` in the list; False when it cannot happen now."""
        index = self.box.findData(kind.value)
        if index < 0:
            return False
        self.box.setCurrentIndex(index)
        return True

    def _pressed(self) -> None:
        if self._waiting:
            self.ruling_requested.emit()
            return
        kind = self.chosen()
        if kind is not None:
            self.happen_requested.emit(kind.value)

    def _label_button(self) -> None:
        if self._waiting:
            self.button.setText(self.tr("Show the ruling (R)"))
            self.button.setToolTip(self.tr("Carry out the ruling on the table and say why (R)"))
        else:
            self.button.setText(self.tr("Make it happen (I)"))
            self.button.setToolTip(
                self.tr("The incident chosen happens at the table now, for the class to rule (I)")
                if self._kinds
                else self.tr("No incident can happen at this step of the hand")
            )

    def retranslate(self) -> None:
        self.label.setText(self.tr("Incident:"))
        self.box.setAccessibleName(self.tr("Incident to make happen"))
        self.show_choices(self._kinds, waiting=self._waiting, happened=self._happened)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def incident_words(shown: ClassIncident, rules: HouseRules) -> tuple[str, str]:
    """The projector's caption and the line below it for the incident on show: what happened and
    the rulings to weigh (numbered), then the ruling carried out and why."""
    incident = shown.incident
    assert incident is not None
    if shown.ruling is None:
        # In the order of their words: the engine lists the right one first.
        texts = sorted(ruling_text(kind) for kind in shown.rulings())
        rulings = "   ".join(f"{number} · {text}" for number, text in enumerate(texts, start=1))
        question = QCoreApplication.translate("IncidentBar", "What is the ruling?")
        return f"⚠ {incident_text(incident)}\n{question}", rulings
    return ruled_text(incident, rules), why_text(incident, rules)
