"""Shared by the instructor tests: dialogs that answer at once, and stores with known answers."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path

from croupier.store import NewAttempt, Store

START = datetime(2025, 3, 3, 9, 0, tzinfo=UTC)


@dataclass
class FakeDialogs:
    """``InstructorDialogs`` with scripted answers; every question asked is kept in ``asked``."""

    open_path: str | None = None
    save_path: str | None = None
    text: str | None = None
    confirmed: bool = True
    asked: list[tuple[str, str]] = field(default_factory=list)

    def open_file(self, parent, caption: str, filters: str) -> str | None:
        self.asked.append(("open", caption))
        return self.open_path

    def save_file(self, parent, caption: str, suggested: str, filters: str) -> str | None:
        self.asked.append(("save", caption))
        return self.save_path

    def ask_text(self, parent, title: str, label: str, text: str) -> str | None:
        self.asked.append(("text", label))
        return self.text

    def confirm(self, parent, title: str, text: str) -> bool:
        self.asked.append(("confirm", text))
        return self.confirmed


def new_store(folder: Path) -> Store:
    return Store(f"sqlite:///{folder / 'progress.sqlite3'}")


def answer(
    store: Store, trainee_id: int, skill: str, results: list[tuple[bool, float]], day: int = 0
) -> None:
    """Record answers of ``skill`` (correct, seconds) on day ``day`` after START, in a session."""
    session = store.start_session(trainee_id, "practice")
    for number, (correct, seconds) in enumerate(results):
        store.record_attempt(
            NewAttempt(
                trainee_id=trainee_id,
                skill=skill,
                question=f"{skill} {number}",
                answer="x",
                correct=correct,
                seconds=seconds,
                mode="practice",
                session_id=session.id,
                answered_at=START + timedelta(days=day, minutes=number),
            )
        )
    store.end_session(session.id)


def known_class(store: Store) -> dict[str, int]:
    """Anna: bring-in 2 of 3 (median 4 s) on day 0, pot size 1 of 1 (5 s) on day 1.
    Ben: bring-in 1 of 4 (median 2.5 s) on day 1. Cleo: nothing yet."""
    anna = store.roster.add("Anna")
    ben = store.roster.add("Ben")
    cleo = store.roster.add("Cleo")
    answer(store, anna.id, "bring_in", [(True, 2.0), (False, 6.0), (True, 4.0)])
    answer(store, anna.id, "pot_size", [(True, 5.0)], day=1)
    answer(store, ben.id, "bring_in", [(True, 1.0), (False, 2.0), (False, 3.0), (False, 9.0)], day=1)
    return {"Anna": anna.id, "Ben": ben.id, "Cleo": cleo.id}
