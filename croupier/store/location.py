"""Where progress is kept when no database is named: the environment variable that names a school
database, and this computer's file in the user's data folder (``platformdirs``)."""

from __future__ import annotations

from pathlib import Path

__all__ = ["APP_NAME", "DATABASE_URL_ENV", "DEFAULT_FILE", "default_sqlite_path"]

DATABASE_URL_ENV = "CROUPIER_DATABASE_URL"
APP_NAME = "croupier"
DEFAULT_FILE = "croupier.sqlite3"


def default_sqlite_path(data_dir: Path | None = None) -> Path:
    """``croupier.sqlite3`` in the user's data folder (platformdirs), or in ``data_dir``."""
    if data_dir is not None:
        return data_dir / DEFAULT_FILE
    # Only here: a command given ``--database`` (a class report from a file) never needs it.
    import platformdirs  # noqa: PLC0415

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)) / DEFAULT_FILE
