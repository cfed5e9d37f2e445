"""The station's upload of its outbox to a school server, run on the writer's upload thread
(:mod:`croupier.store.writer`): which of the outbox's schools the server is (``claim``), and the
writes due for it sent in order, in batches of one sign-in each (``upload``). A write the school
refuses on its own is kept in the outbox with its reason (deferred); a school that refuses every
write raises :class:`RefusedAll`, and the queue keeps its order.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from croupier.store.errors import RefusedWriteError, SchemaMismatchError, StoreError, TransientStoreError
from croupier.store.identity import address_of
from croupier.store.outbox import Outbox, Queued
from croupier.store.store import Store
from croupier.store.writer_status import WriterListener

__all__ = ["BATCH", "RefusedAll", "claim", "first_run", "upload"]

BATCH = 200


class RefusedAll(Exception):  # noqa: N818 - a signal inside the upload, never seen outside
    """The school refuses every write now (read-only, …): the queue waits."""

    def __init__(self, error: RefusedWriteError) -> None:
        super().__init__(str(error))
        self.error = error


def first_run(batch: list[Queued]) -> list[Queued]:
    """The oldest writes of ``batch`` made under one sign-in (the server takes them with its token)."""
    for index, queued in enumerate(batch):
        if queued.token != batch[0].token:
            return batch[:index]
    return batch


def claim(store: Store, outbox: Outbox, address: str | None) -> tuple[int, frozenset[int]]:
    """Where writes for the server behind ``store`` go, and the outbox's targets it may take
    (its identity read now)."""
    store.ensure_schema()
    identity = store.identity()
    if identity is None:
        raise SchemaMismatchError(f"{store.status.location} does not say which school it is")
    return outbox.claim(address or address_of(store.url), identity)


def upload(
    store: Store,
    outbox: Outbox,
    schools: frozenset[int],
    address: str | None,
    *,
    stopping: threading.Event,
    listener: WriterListener,
    taken: Callable[[], None],
) -> None:
    """Upload every write due for ``schools`` (and the school not reached yet at ``address``,
    which is the one reached now) to ``store``, in order, in batches, until ``stopping`` is set.
    ``taken`` is called after each batch the server took whole; ``listener`` hears of the writes
    refused on their own."""
    while not stopping.is_set():
        batch = first_run(outbox.pending(BATCH, schools, address=address))  # one sign-in's
        if not batch:
            return
        try:
            store.apply([queued.write for queued in batch], token=batch[0].token)
        except TransientStoreError:
            raise
        except StoreError:
            _upload_one_by_one(store, outbox, batch, listener)
        else:
            outbox.remove([queued.seq for queued in batch])
            taken()


def _upload_one_by_one(store: Store, outbox: Outbox, batch: list[Queued], listener: WriterListener) -> None:
    """Find the writes the school refuses on their own (kept, tried again later) among those
    it takes. Two refusals in a row of the kind that hits every write (read-only, …) mean
    the school refuses everything now: :class:`RefusedAll`, and the queue keeps its order."""
    probe: tuple[Queued, RefusedWriteError] | None = None
    for queued in batch:
        try:
            store.apply([queued.write], token=queued.token)
        except TransientStoreError:
            raise
        except RefusedWriteError as error:
            if probe is not None:
                raise RefusedAll(error) from None
            probe = (queued, error)
            continue
        except StoreError as error:
            _defer(outbox, queued, error, listener)
        else:
            outbox.remove([queued.seq])
        if probe is not None:  # the write after it went in: that one was refused on its own
            _defer(outbox, *probe, listener)
            probe = None
    if probe is not None:
        raise RefusedAll(probe[1])


def _defer(outbox: Outbox, queued: Queued, error: StoreError, listener: WriterListener) -> None:
    outbox.defer(queued.seq, str(error), error.cause)
    listener.failed(queued.write.uuid, str(error))
