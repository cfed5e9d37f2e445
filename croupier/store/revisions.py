"""The schema revisions this build knows, read from the migrations' own files without Alembic or
SQLAlchemy: a database at the head is told by its ``alembic_version`` row alone (see
:mod:`croupier.store.schema`, which migrates)."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

from croupier.store.errors import FutureSchemaError

__all__ = ["MIGRATIONS", "check_known", "head_revision", "known_revisions"]

MIGRATIONS = Path(__file__).resolve().parent / "migrations"
_REVISION = re.compile(r'^revision(?:: *str)? *= *"([^"]+)"', re.MULTILINE)
_DOWN = re.compile(r'^down_revision(?:: *[^=]+)? *= *(?:"([^"]+)"|None)', re.MULTILINE)


@cache
def _revisions() -> tuple[frozenset[str], str]:
    """Every revision this build knows, and the head: read from the revision files as Alembic
    reads them (each names itself and the one before it; the head is the one nothing follows)."""
    known: set[str] = set()
    before: set[str] = set()
    for path in sorted((MIGRATIONS / "versions").glob("*.py")):
        source = path.read_text(encoding="utf-8")
        found = _REVISION.search(source)
        if found is None:
            continue
        known.add(found.group(1))
        down = _DOWN.search(source)
        if down is not None and down.group(1):
            before.add(down.group(1))
    heads = known - before
    if len(heads) != 1:
        raise RuntimeError(f"the store's migrations have {len(heads)} heads: {sorted(heads)}")
    return frozenset(known), heads.pop()


def known_revisions() -> frozenset[str]:
    return _revisions()[0]


def head_revision() -> str:
    return _revisions()[1]


def check_known(where: str, revision: str | None) -> None:
    """Raise :class:`FutureSchemaError` if ``revision`` comes from a newer build."""
    if revision is not None and revision not in known_revisions():
        raise FutureSchemaError(where, revision, head_revision())
