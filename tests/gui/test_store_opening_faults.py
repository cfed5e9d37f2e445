"""Opening this computer's progress file never touches it and never misjudges it: a full disk, a
read-only folder, a file another program holds, a file from a newer Croupier, another kind of file
and a damaged one each get their own question and message, the folder's bytes are the same before
and after (hashed), and only real damage is offered to be set aside. The disk and the read-only
folder are real (a tmpfs, mounted by root as the CI runs)."""

from __future__ import annotations

import hashlib
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from full_disk import small_disk
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from croupier.gui.settings import MemoryStore, Settings
from croupier.gui.store_setup import Choice, Problem, ProblemKind, ask_with_message_box, open_store
from croupier.store import NewAttempt, Store, default_sqlite_path


class Asker:
    def __init__(self, *answers: Choice) -> None:
        self.answers = list(answers)
        self.asked: list[Problem] = []

    def __call__(self, problem: Problem) -> Choice:
        self.asked.append(problem)
        return self.answers.pop(0)


def digest(folder: Path) -> dict[str, str]:
    """Every file in the folder and its hash: what opening must leave as it was."""
    return {
        p.name: hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(folder.iterdir())
        if p.is_file() and p.name != ".filler"
    }


def healthy(data_dir: Path) -> Path:
    with Store.open_default(data_dir=data_dir, environ={}) as store:
        anna = store.roster.add("Anna")
        store.record_attempt(
            NewAttempt(
                trainee_id=anna.id, skill="pot", question="q", answer="a", correct=True, seconds=1, mode="m"
            )
        )
        path = store.path
    assert path is not None
    return path


def _open(data_dir: Path, ask: Asker):
    return open_store(Settings(MemoryStore({})), ask, data_dir=data_dir, environ={})


def _asked_twice_and_untouched(data_dir: Path, kind: ProblemKind) -> Problem:
    """Two starts in a row (the second after what the first may have left): each asks the same,
    and nothing in the folder changes."""
    before = digest(data_dir)
    for _ in range(2):
        ask = Asker(Choice.QUIT)
        assert _open(data_dir, ask) is None
        (problem,) = ask.asked
        assert problem.kind is kind, problem
        assert digest(data_dir) == before
    return problem


def test_a_full_disk_is_said_as_such_and_the_file_is_left_alone(tmp_path: Path) -> None:
    with small_disk(tmp_path / "disk", "4m") as disk:
        path = healthy(disk.path)
        disk.fill()
        problem = _asked_twice_and_untouched(disk.path, ProblemKind.DISK_FULL)
        assert problem.choices == (Choice.RETRY, Choice.WITHOUT_SAVING, Choice.QUIT)
        assert "disk is full" in problem.detail
        assert sorted(digest(disk.path)) == [path.name]  # no -wal or -shm made
        # Space freed while asked: trying again opens it, history intact.
        ask = Asker(Choice.RETRY)
        original = Asker.__call__

        def free_then_answer(self: Asker, problem: Problem) -> Choice:
            disk.free()
            return original(self, problem)

        ask.__class__ = type("Freeing", (Asker,), {"__call__": free_then_answer})
        opened = _open(disk.path, ask)
        assert opened is not None
        try:
            assert [t.name for t in opened.store.roster.trainees()] == ["Anna"]
            assert len(opened.store.attempts_for(opened.store.roster.trainees()[0].id)) == 1
        finally:
            opened.store.close()


def test_a_full_disk_with_a_write_ahead_log_left_is_not_called_damaged(tmp_path: Path) -> None:
    """A process killed with its log open leaves ``-wal`` beside the file: reading it needs an
    index SQLite cannot make on a full disk. That is a full disk, not damage."""
    with small_disk(tmp_path / "disk", "4m") as disk:
        path = healthy(disk.path)
        script = (
            "import sqlite3, os, sys\n"
            f"c = sqlite3.connect({str(path)!r})\n"
            "c.execute('PRAGMA journal_mode=WAL')\n"
            "c.execute(\"INSERT INTO settings (key, value) VALUES ('left', 'in the log')\")\n"
            "c.commit()\n"
            "os._exit(0)\n"  # no checkpoint: the log stays
        )
        subprocess.run([sys.executable, "-c", script], check=True)
        assert path.with_name(path.name + "-wal").exists()
        path.with_name(path.name + "-shm").unlink(missing_ok=True)
        disk.fill()
        problem = _asked_twice_and_untouched(disk.path, ProblemKind.DISK_FULL)
        assert Choice.SET_ASIDE not in problem.choices


def test_a_read_only_folder_is_said_as_such(tmp_path: Path) -> None:
    with small_disk(tmp_path / "disk", "4m") as disk:
        healthy(disk.path)
        disk.read_only(on=True)
        problem = _asked_twice_and_untouched(disk.path, ProblemKind.READ_ONLY)
        assert problem.choices == (Choice.RETRY, Choice.WITHOUT_SAVING, Choice.QUIT)
        disk.read_only(on=False)


def test_a_file_another_program_holds_is_said_as_such(tmp_path: Path) -> None:
    path = healthy(tmp_path)
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("PRAGMA locking_mode=EXCLUSIVE")
    holder.execute("BEGIN EXCLUSIVE")
    try:
        problem = _asked_twice_and_untouched(tmp_path, ProblemKind.LOCKED)
        assert problem.choices == (Choice.RETRY, Choice.WITHOUT_SAVING, Choice.QUIT)
    finally:
        holder.execute("ROLLBACK")
        holder.close()


def _newer(path: Path) -> None:
    connection = sqlite3.connect(path)
    with connection:
        connection.execute("UPDATE alembic_version SET version_num = '9999'")
    connection.close()


def _text(path: Path) -> None:
    path.write_text("name,score\nAnna,12\n", encoding="utf-8")


def _garbage(path: Path) -> None:
    data = bytearray(path.read_bytes())
    for offset in range(4096, len(data) - 4096, 4096):
        data[offset : offset + 4096] = bytes((offset // 4096 * 37 + i * 11) % 256 for i in range(4096))
    path.write_bytes(bytes(data))


@pytest.mark.parametrize(
    ("spoil", "kind", "damage", "set_aside"),
    [
        (_newer, ProblemKind.FUTURE, None, False),
        (_text, ProblemKind.CORRUPT, "not_database", True),
        (_garbage, ProblemKind.CORRUPT, "damaged", True),
    ],
)
def test_each_unusable_file_gets_its_own_question(
    tmp_path: Path, spoil, kind: ProblemKind, damage: str | None, set_aside: bool
) -> None:
    path = healthy(tmp_path)
    spoil(path)
    problem = _asked_twice_and_untouched(tmp_path, kind)
    assert problem.damage == damage
    assert (Choice.SET_ASIDE in problem.choices) is set_aside


@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_each_question_has_its_own_message(tmp_path: Path, qtbot, translations) -> None:
    path = default_sqlite_path(tmp_path)
    problems = [
        Problem(ProblemKind.DISK_FULL, None, "full"),
        Problem(ProblemKind.READ_ONLY, None, "ro"),
        Problem(ProblemKind.LOCKED, None, "locked"),
        Problem(ProblemKind.FUTURE, path, "newer"),
        Problem(ProblemKind.CORRUPT, path, "text", "not_database"),
        Problem(ProblemKind.CORRUPT, path, "broken", "damaged"),
        Problem(ProblemKind.UNUSABLE, None, "what"),
    ]
    seen: list[tuple[str, str]] = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        seen.append((box.text(), ", ".join(b.text() for b in box.buttons())))
        box.escapeButton().click()

    for problem in problems:
        QTimer.singleShot(0, answer)
        assert ask_with_message_box()(problem) is Choice.QUIT
    texts = [text for text, _ in seen]
    assert len(set(texts)) == len(problems), texts
    assert "full" in texts[0]
    assert "cannot be written" in texts[1]
    assert "Another program" in texts[2]
    assert "Try again" in seen[0][1]
    assert "Set it aside" not in seen[0][1] + seen[3][1]
    assert "Set it aside" in seen[5][1]
