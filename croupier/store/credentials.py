"""The station's school-server password, kept as PostgreSQL keeps passwords: in a password file
(libpq's ``pgpass`` format, mode 0600) that the connection names with ``passfile``. The settings
file never holds it.

>>> url, password = split_password("postgresql://croupier_station:s3cr:t@school:5432/croupier")
>>> url, password
('postgresql://croupier_station@school:5432/croupier', 's3cr:t')
>>> pgpass_line("postgresql://croupier_station@school:5432/croupier", "s3cr:t")
'school:5432:croupier:croupier_station:s3cr\\\\:t'
"""

from __future__ import annotations

import os
from pathlib import Path

from sqlalchemy import URL, make_url
from sqlalchemy.exc import ArgumentError

from croupier.store.connect_errors import without_password
from croupier.store.errors import ConfigurationError

__all__ = [
    "PGPASS_FILE",
    "default_pgpass_path",
    "pgpass_line",
    "save_password",
    "split_password",
    "with_passfile",
]

PGPASS_FILE = "pgpass"


def default_pgpass_path() -> Path:
    """The station's password file, in the user's configuration folder (platformdirs)."""
    import platformdirs  # noqa: PLC0415 - only where a school server is configured

    return Path(platformdirs.user_config_dir("croupier", appauthor=False)) / PGPASS_FILE


def _url(text: str | URL) -> URL:
    try:
        return make_url(text)
    except (ArgumentError, ValueError) as error:
        raise ConfigurationError(
            without_password(str(text)), "bad_address", f"not a database address ({error})"
        ) from None


def split_password(url: str) -> tuple[str, str | None]:
    """The URL without its password, and the password (None if it had none)."""
    parsed = _url(url)
    password = parsed.password
    if password is None:
        return url, None
    bare = parsed._replace(password=None).render_as_string(hide_password=False)
    return bare, str(password)


def _field(value: object) -> str:
    return str(value).replace("\\", "\\\\").replace(":", "\\:")


def pgpass_line(url: str, password: str) -> str:
    """The password file's line for ``url``'s host, port, database and user."""
    parsed = _url(url)
    return (
        ":".join(
            _field(part)
            for part in (
                parsed.host or "localhost",
                parsed.port or 5432,
                parsed.database or "*",
                parsed.username or "*",
            )
        )
        + ":"
        + _field(password)
    )


def save_password(path: Path, url: str, password: str) -> None:
    """Keep ``password`` for ``url`` in the password file at ``path`` (made 0600), replacing the
    line for the same server, database and user."""
    line = pgpass_line(url, password)
    key = _prefix(line)
    kept: list[str] = []
    if path.exists():
        kept = [old for old in path.read_text(encoding="utf-8").splitlines() if _prefix(old) != key]
    path.parent.mkdir(parents=True, exist_ok=True)
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(descriptor, "w", encoding="utf-8") as file:
        file.write("\n".join([*kept, line]) + "\n")
    path.chmod(0o600)


def _prefix(line: str) -> str:
    """The four fields before the password (escaped colons respected)."""
    fields: list[str] = []
    current, escaped = "", False
    for char in line:
        if escaped:
            current += "\\" + char
            escaped = False
        elif char == "\\":
            escaped = True
        elif char == ":" and len(fields) < 4:
            fields.append(current)
            current = ""
        else:
            current += char
    return ":".join(fields[:4])


def with_passfile(url: str, path: Path) -> str:
    """``url`` naming the password file (a URL of this computer's file is left as it is)."""
    parsed = _url(url)
    if parsed.get_backend_name() not in ("postgresql", "postgres") or not path.exists():
        return url
    return parsed.update_query_dict({"passfile": str(path)}).render_as_string(hide_password=False)
