"""School-wide settings every station reads and only the instructor writes: the school's and the
instructor's names (for certificates), whether trainees may add themselves to the roster, the
school's dealer pace target (hands an hour at an 8-handed stud table, for Table-ready hands; a class
may have its own, and ``School.pace_target`` gives the one in force) and the school's answer pace
(seconds for a typical quiz question), which every station of the school shows read-only where a
single computer's trainee sets their own."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import select, text
from sqlalchemy.orm import Session

from croupier.standards.pace_target import DEFAULT_TARGET, TARGETS
from croupier.store.access import DatabaseAccess
from croupier.store.apply import conflict_insert
from croupier.store.errors import InvalidRecordError
from croupier.store.models import ClassRow, SettingRow, TraineeRow
from croupier.store.pace_targets import PACE_TARGET_KEY, in_force, stored_target
from croupier.store.roster import SELF_REGISTRATION_KEY

SCHOOL_NAME_KEY = "school_name"
DEFAULT_PACE_TARGET = DEFAULT_TARGET  # hands an hour, 8-handed (croupier.training.pace scales it)
PACE_TARGETS = TARGETS
INSTRUCTOR_NAME_KEY = "instructor_name"
ANSWER_TARGET_KEY = "answer_target"
DEFAULT_ANSWER_TARGET = 5.0  # seconds for a typical question (croupier.drills.scheduler scales it)
ANSWER_TARGETS = (1.0, 60.0)
MAX_TEXT = 200
#: ``NOTIFY``'d when the school's settings or a class's pace target change (sent when the write
#: commits): a station keeps the targets in force while a trainee is signed in and reads them again.
SCHOOL_CHANNEL = "croupier_school"


@dataclass(frozen=True, slots=True)
class SchoolSettings:
    school_name: str = ""
    instructor_name: str = ""
    self_registration: bool = True
    pace_target: int = DEFAULT_PACE_TARGET
    answer_target: float = DEFAULT_ANSWER_TARGET


class School:
    def __init__(self, access: DatabaseAccess) -> None:
        self._access = access

    def settings(self) -> SchoolSettings:
        keys = (
            SCHOOL_NAME_KEY,
            INSTRUCTOR_NAME_KEY,
            SELF_REGISTRATION_KEY,
            PACE_TARGET_KEY,
            ANSWER_TARGET_KEY,
        )
        with self._access.read() as session:
            values = dict(
                session.execute(
                    select(SettingRow.key, SettingRow.value).where(SettingRow.key.in_(keys))
                ).all()
            )
        return SchoolSettings(
            school_name=values.get(SCHOOL_NAME_KEY, ""),
            instructor_name=values.get(INSTRUCTOR_NAME_KEY, ""),
            self_registration=values.get(SELF_REGISTRATION_KEY, "on") == "on",
            pace_target=stored_target(values.get(PACE_TARGET_KEY)),
            answer_target=_answer_target(values.get(ANSWER_TARGET_KEY)),
        )

    def pace_target(self, *, trainee_id: int | None = None, class_id: int | None = None) -> int:
        """The dealer pace target in force (hands an hour at an 8-handed table) for the trainee
        ``trainee_id`` (their class's) or the class ``class_id``: the class's own, else the
        school's. Neither given, or a trainee or class not found (or, on a school server, not this
        login's to read): the school's."""
        with self._access.read() as session:
            if trainee_id is not None:
                class_id = session.scalar(select(TraineeRow.class_id).where(TraineeRow.id == trainee_id))
            own = (
                None
                if class_id is None
                else session.scalar(select(ClassRow.pace_target).where(ClassRow.id == class_id))
            )
        # The class's own is in force whatever the school's: its settings are read only without one.
        return in_force(own, lambda: self.settings().pace_target)

    def pace_targets(self) -> dict[int | None, int]:
        """:meth:`pace_target` for every class this login reads, in two reads (class id → the
        class's own, else the school's; None → the school's, for a trainee in no class)."""
        school = self.settings().pace_target
        with self._access.read() as session:
            rows = session.execute(select(ClassRow.id, ClassRow.pace_target)).all()
        return {None: school} | {class_id: in_force(own, lambda: school) for class_id, own in rows}

    def save(self, settings: SchoolSettings, *, seen: SchoolSettings | None = None) -> SchoolSettings:
        """Store the settings (the instructor's login; a station's is refused by the server) and
        return them as they now stand.

        With ``seen`` (the settings as they were read before they were edited) only what was
        changed is written, key by key, each in one statement: two instructors saving at once
        each keep their own change, whatever the other changed.
        """
        values = _values(settings)
        if settings.pace_target not in PACE_TARGETS:
            raise InvalidRecordError(
                f"A pace target is {PACE_TARGETS.start} to {PACE_TARGETS.stop - 1} hands an hour, "
                f"not {settings.pace_target}"
            )
        low, high = ANSWER_TARGETS
        if not low <= settings.answer_target <= high:
            raise InvalidRecordError(
                f"An answer pace is {low:g} to {high:g} s, not {settings.answer_target:g}"
            )
        for value in values.values():
            if len(value) > MAX_TEXT:
                raise InvalidRecordError(f"At most {MAX_TEXT} characters, not {len(value)}")
        if seen is not None:
            before = _values(seen)
            values = {key: value for key, value in values.items() if before[key] != value}
        if values:
            with self._access.write() as session:
                for key, value in values.items():
                    statement = conflict_insert(session, SettingRow).values(key=key, value=value)
                    session.execute(
                        statement.on_conflict_do_update(index_elements=["key"], set_={"value": value})
                    )
                announce_change(session, "settings")
        return self.settings()


def announce_change(session: Session, what: str) -> None:
    """On a school server, tell the stations listening on :data:`SCHOOL_CHANNEL` that ``what``
    changed (``settings``, or ``class:<id>`` for a class's pace target). ``NOTIFY`` needs no
    privilege; it is sent when the write commits, and not at all when it is rolled back."""
    if session.get_bind().dialect.name == "postgresql":
        session.execute(text("SELECT pg_notify(:channel, :what)"), {"channel": SCHOOL_CHANNEL, "what": what})


def _values(settings: SchoolSettings) -> dict[str, str]:
    return {
        SCHOOL_NAME_KEY: " ".join(settings.school_name.split()),
        INSTRUCTOR_NAME_KEY: " ".join(settings.instructor_name.split()),
        SELF_REGISTRATION_KEY: "on" if settings.self_registration else "off",
        PACE_TARGET_KEY: str(settings.pace_target),
        ANSWER_TARGET_KEY: f"{round(settings.answer_target, 1):g}",
    }


def _answer_target(text: str | None) -> float:
    """The stored answer pace, or the default where none (or nothing readable) is stored."""
    try:
        value = float(text or "")
    except ValueError:
        return DEFAULT_ANSWER_TARGET
    low, high = ANSWER_TARGETS
    return value if low <= value <= high else DEFAULT_ANSWER_TARGET
