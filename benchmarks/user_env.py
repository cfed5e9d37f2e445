"""The environment a benchmark gives the processes it times: a user's shell's.

A harness (this machine's, a CI's) may set ``PYTHONDONTWRITEBYTECODE`` or ``PYTHONUNBUFFERED``; a
user's shell sets neither. With the first, every start compiles each module from its source again
(and the benchmarks' warm-up runs write no bytecode to be used); with the second, each line printed
is a write of its own. Both sides of every comparison run without them.
"""

from __future__ import annotations

import os

__all__ = ["UNLIKE_USERS", "user_env"]

UNLIKE_USERS = ("PYTHONDONTWRITEBYTECODE", "PYTHONUNBUFFERED")


def user_env(*, drop: tuple[str, ...] = ()) -> dict[str, str]:
    """This process's environment without ``UNLIKE_USERS`` (and the names in ``drop``)."""
    left_out = {*UNLIKE_USERS, *drop}
    return {key: value for key, value in os.environ.items() if key not in left_out}
