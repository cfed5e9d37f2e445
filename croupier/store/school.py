"""School-wide settings every station reads and only the instructor writes: the school's and the
instructor's names (for certificates), whether trainees may add themselves to the roster, and the
class's dealer pace target (hands an hour at an 8-handed stud table, for Table-ready hands)."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import select

from croupier.standards.pace_target import DEFAULT_TARGET, TARGETS
from croupier.store.access import DatabaseAccess
from croupier.store.errors import InvalidRecordError
from croupier.store.models import SettingRow
from croupier.store.roster import SELF_REGISTRATION_KEY

SCHOOL_NAME_KEY = "school_name"
PACE_TARGET_KEY = "pace_target"
DEFAULT_PACE_TARGET = DEFAULT_TARGET  # hands an hour, 8-handed (croupier.training.pace scales it)
PACE_TARGETS = TARGETS
INSTRUCTOR_NAME_KEY = "instructor_name"
MAX_TEXT = 200


@dataclass(frozen=True, slots=True)
class SchoolSettings:
    school_name: str = ""
    instructor_name: str = ""
    self_registration: bool = True
    pace_target: int = DEFAULT_PACE_TARGET


class School:
    def __init__(self, access: DatabaseAccess) -> None:
        self._access = access

    def settings(self) -> SchoolSettings:
        keys = (SCHOOL_NAME_KEY, INSTRUCTOR_NAME_KEY, SELF_REGISTRATION_KEY, PACE_TARGET_KEY)
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
            pace_target=_target(values.get(PACE_TARGET_KEY)),
        )

    def save(self, settings: SchoolSettings) -> SchoolSettings:
        """Store the settings (the instructor's login; a station's is refused by the server)."""
        values = {
            SCHOOL_NAME_KEY: " ".join(settings.school_name.split()),
            INSTRUCTOR_NAME_KEY: " ".join(settings.instructor_name.split()),
            SELF_REGISTRATION_KEY: "on" if settings.self_registration else "off",
            PACE_TARGET_KEY: str(settings.pace_target),
        }
        if settings.pace_target not in PACE_TARGETS:
            raise InvalidRecordError(
                f"A pace target is {PACE_TARGETS.start} to {PACE_TARGETS.stop - 1} hands an hour, "
                f"not {settings.pace_target}"
            )
        for value in values.values():
            if len(value) > MAX_TEXT:
                raise InvalidRecordError(f"At most {MAX_TEXT} characters, not {len(value)}")
        with self._access.write() as session:
            for key, value in values.items():
                row = session.get(SettingRow, key)
                if row is None:
                    session.add(SettingRow(key=key, value=value))
                elif row.value != value:
                    row.value = value
        return self.settings()


def _target(text: str | None) -> int:
    """The stored target, or the default where none (or nothing readable) is stored."""
    try:
        value = int(text or "")
    except ValueError:
        return DEFAULT_PACE_TARGET
    return value if value in PACE_TARGETS else DEFAULT_PACE_TARGET
