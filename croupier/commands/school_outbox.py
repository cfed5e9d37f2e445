"""``croupier school outbox [--retry]``: what this station's outbox holds for the school, and why.

Lists, for each school the outbox holds writes for (the address it was named by, the school's id
and the PostgreSQL cluster's identifier once reached), how many writes wait, and each write the
school refused, with the reason, how often and when it is tried again; then why the school last
refused everything, if it did (a read-only server, say). ``--retry`` tries every waiting write at
once, each at its own school (the station's password file applied), exactly as the trainer's
writer would, and says what went in. Exit status 0 when nothing waits (after ``--retry``), 1 when
writes still wait, 2 for bad arguments.
"""

from __future__ import annotations

import argparse
import json
import time
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from croupier.commands.store_option import EXIT_BAD_ARGUMENTS, EXIT_FAILED, fail, one_line
from croupier.store import Store, StoreError, default_sqlite_path
from croupier.store.credentials import default_pgpass_path, with_passfile
from croupier.store.outbox import STATION_FILE, Held, Outbox, Target
from croupier.store.writer import REFUSAL_KEY, StoreWriter
from croupier.words.store_words import cause_words

__all__ = ["add_outbox_parser", "outbox_lines", "run_outbox"]

translate = QCoreApplication.translate
RETRY_SECONDS = 30.0  # how long --retry gives each school


def add_outbox_parser(actions: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    outbox = actions.add_parser(
        "outbox",
        help="list this station's writes waiting for the school (and why); --retry sends them now",
        description=(
            "List the writes this station's outbox keeps for the school: how many wait for each "
            "school, and each one the school refused with its reason. --retry sends them now."
        ),
    )
    outbox.add_argument("--retry", action="store_true", help="try every waiting write now")
    outbox.add_argument(
        "--station-file",
        metavar="FILE",
        type=Path,
        help=f"the station's file (default: {STATION_FILE} in the user's data folder)",
    )
    outbox.add_argument("--lang", choices=("en", "de"), help="language (default: the system's)")
    outbox.set_defaults(handler=run_outbox)


def _when(moment: float | None) -> str:
    if moment is None:
        return translate("SchoolCli", "now")
    return datetime.fromtimestamp(moment).astimezone().strftime("%Y-%m-%d %H:%M:%S")


def _school(target: Target | None, address: str | None) -> str:
    if target is None or target.school_id is None:
        return translate("SchoolCli", "{address} (not reached yet)").format(address=address or "?")
    return translate("SchoolCli", "{address} (school {school}, cluster {cluster})").format(
        address=target.address, school=target.school_id[:8], cluster=target.system_identifier or "–"
    )


def _refused_line(write: Held) -> str:
    return translate(
        "SchoolCli", "#{seq} {kind} {uuid}: refused {tries}× (next try {when}): {why} — {reason}"
    ).format(
        seq=write.seq,
        kind=write.kind,
        uuid=write.uuid[:12],
        tries=write.tries,
        when=_when(write.retry_at),
        why=cause_words(write.cause, None),
        reason=" ".join((write.refused or "").split()),
    )


def outbox_lines(outbox: Outbox) -> list[str]:
    """What ``croupier school outbox`` prints about ``outbox``."""
    held = outbox.held(100_000)
    answers = sum(write.kind == "answer" for write in held)
    lines = [
        translate("SchoolCli", "Outbox {path}: {count} writes waiting ({answers} answers).").format(
            path=outbox.path, count=len(held), answers=answers
        )
    ]
    targets = {target.id: target for target in outbox.targets()}
    by_address: dict[str, list[Held]] = {}
    for write in held:
        by_address.setdefault(write.address or "?", []).append(write)
    for address, writes in by_address.items():
        target = next((t for t in reversed(targets.values()) if t.address == address), None)
        refused = [write for write in writes if write.refused]
        lines.append(
            "  "
            + translate("SchoolCli", "{school}: {count} waiting, {refused} refused").format(
                school=_school(target, address), count=len(writes), refused=len(refused)
            )
        )
        lines.extend("    " + _refused_line(write) for write in refused)
    last = outbox.get(REFUSAL_KEY)
    if last:
        try:
            refusal = json.loads(last)
            lines.append(
                translate(
                    "SchoolCli", "The school last refused every write at {when}: {why} — {reason}"
                ).format(
                    when=_when(float(refusal["at"])),
                    why=cause_words(str(refusal["cause"]), None),
                    reason=" ".join(str(refusal["reason"]).split()),
                )
            )
        except (ValueError, KeyError, TypeError):
            pass
    return lines


def _retry(outbox: Outbox, out: list[str]) -> None:
    """Every waiting write tried now, each at the school it is for."""
    outbox.retry_now()
    passfile = default_pgpass_path()
    addresses = list(dict.fromkeys(write.address for write in outbox.held(100_000) if write.address))
    for address in addresses:
        before = outbox.count()
        try:
            store = Store(with_passfile(address, passfile), station="croupier school outbox", check=False)
        except StoreError as error:
            out.append(f"  {address}: {' '.join(str(error).split())}")
            continue
        writer = StoreWriter(store, outbox)
        try:
            # Until everything is in, or the school has said no (refused, or not answering).
            deadline = time.monotonic() + RETRY_SECONDS
            while time.monotonic() < deadline and not writer.flush(0.2):
                status = writer.status
                if not status.online or status.refused:
                    writer.flush(1.0)  # what else went in meanwhile
                    break
        finally:
            writer.close(1.0)
            store.close()
        status = writer.status
        taken = before - outbox.count()
        said = translate("SchoolCli", "{address}: {taken} writes went in").format(
            address=address, taken=taken
        )
        if not status.online:
            said += "; " + cause_words(status.cause, status.reason)
        elif status.refused:
            said += "; " + translate("SchoolCli", "{count} refused ({why})").format(
                count=status.refused, why=cause_words(status.refused_cause, status.refused_reason)
            )
        out.append("  " + said)


def run_outbox(args: argparse.Namespace) -> int:
    """List (and with ``--retry`` send) this station's outbox; returns the exit status."""
    from croupier.commands.qt_setup import install_language  # noqa: PLC0415

    translations = install_language(args.lang, fonts=False, command="school outbox")
    try:
        path: Path = args.station_file or default_sqlite_path().parent / STATION_FILE
        if not path.is_file():
            print(
                translate("SchoolCli", "There is no station file at {path}: nothing waits.").format(path=path)
            )
            return 0 if args.station_file is None else EXIT_BAD_ARGUMENTS
        try:
            outbox = Outbox(path)
            if args.retry:
                out: list[str] = [translate("SchoolCli", "Trying every waiting write now:")]
                _retry(outbox, out)
                print("\n".join(out))
            print("\n".join(outbox_lines(outbox)))
            return 0 if outbox.count() == 0 else EXIT_FAILED
        except StoreError as error:
            return fail("school outbox", one_line(error), EXIT_FAILED)
    finally:
        if translations is not None:
            translations.uninstall()
