"""Alembic migrations of the progress database, run from :mod:`croupier.store.schema` (no alembic.ini).

To add a revision after changing ``models.py``, from the repository root::

    .venv/bin/python -c "from croupier.store.schema import new_revision; new_revision('what changed')"

then edit the generated file so it also works on SQLite (``batch_alter_table`` for column changes).
"""
