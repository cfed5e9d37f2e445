"""``croupier install-desktop``: the trainer in this user's desktop menu, on a Linux desktop.

Writes the desktop entry (its ``Exec`` the command that is running now: the wheel's ``croupier``
script, or the bundle's executable), the icon (every PNG size and the SVG, in the hicolor theme)
and the AppStream metainfo into the user's data folder (``$XDG_DATA_HOME``, usually
``~/.local/share``), then refreshes the menu's and the icons' caches where their tools are
installed. ``--uninstall`` takes them out again. Windows and macOS have no such menu files: there
the bundle is the application (see README, "Install").
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import platformdirs
from PySide6.QtCore import QCoreApplication

from croupier.commands.qt_setup import install_language
from croupier.paths import APP_ID, ICON_SIZES, desktop_entry, icon_png, icon_svg, metainfo

translate = QCoreApplication.translate

EXIT_FAILED = 1
EXIT_NOT_HERE = 2
_RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")


def add_parser(subparsers: Any) -> None:
    """Register ``install-desktop`` on the ``croupier`` command line."""
    parser = subparsers.add_parser(
        "install-desktop",
        help="put the trainer in this user's desktop menu (Linux)",
        description="Put the trainer, with its icon, in this user's desktop menu (a freedesktop.org "
        "desktop entry, the icon and the AppStream metainfo under ~/.local/share).",
    )
    parser.add_argument("--uninstall", action="store_true", help="take it out of the menu again")
    parser.set_defaults(handler=run)


def installed_files(data: Path) -> dict[Path, Path]:
    """Where each shipped file goes under the user's data folder ``data`` (the entry's target,
    written rather than copied, first)."""
    hicolor = data / "icons" / "hicolor"
    files = {
        desktop_entry(): data / "applications" / f"{APP_ID}.desktop",
        metainfo(): data / "metainfo" / f"{APP_ID}.metainfo.xml",
        icon_svg(): hicolor / "scalable" / "apps" / f"{APP_ID}.svg",
    }
    for size in ICON_SIZES:
        files[icon_png(size)] = hicolor / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
    return files


def command() -> list[str]:
    """The command that starts this trainer: the bundle's executable, the ``croupier`` script beside
    this interpreter (a venv's, pipx's), the one on PATH, or this interpreter with ``-m croupier``."""
    if getattr(sys, "frozen", False):
        return [str(Path(sys.executable).resolve())]
    script = Path(sys.executable).with_name("croupier.exe" if sys.platform == "win32" else "croupier")
    if script.is_file():
        return [str(script.absolute())]
    found = shutil.which("croupier")
    if found:
        return [str(Path(found).absolute())]
    return [str(Path(sys.executable).absolute()), "-m", "croupier"]


def exec_line(arguments: list[str]) -> str:
    """The arguments quoted as the desktop entry specification asks (``Exec`` key)."""
    quoted = []
    for argument in arguments:
        if _RESERVED & set(argument) or not argument:
            escaped = "".join("\\" + c if c in '"`$\\' else c for c in argument)
            quoted.append(f'"{escaped}"')
        else:
            quoted.append(argument)
    return " ".join(quoted).replace("%", "%%")


def entry_text(template: str, arguments: list[str]) -> str:
    """The shipped entry with ``Exec`` and ``TryExec`` naming ``arguments`` (the command)."""
    lines = []
    for line in template.splitlines():
        if line.startswith("Exec="):
            lines.append(f"Exec={exec_line([*arguments, 'gui'])}")
        elif line.startswith("TryExec="):
            lines.append(f"TryExec={arguments[0]}")
        else:
            lines.append(line)
    return "\n".join(lines) + "\n"


def _refresh_caches(data: Path) -> None:
    """The menu's and the icon theme's caches, where their tools are installed (a desktop also
    notices the files by itself, later)."""
    for tool, arguments in (
        ("update-desktop-database", ["-q", str(data / "applications")]),
        ("gtk-update-icon-cache", ["-q", "-f", "-t", str(data / "icons" / "hicolor")]),
    ):
        found = shutil.which(tool)
        if found:
            subprocess.run([found, *arguments], capture_output=True, check=False, timeout=60)  # noqa: S603


def run(args: argparse.Namespace) -> int:
    """Install (or with ``--uninstall`` remove) the menu entry; returns the exit code."""
    install_language(None, fonts=False, command="install-desktop")
    if sys.platform in ("win32", "darwin"):
        print(
            translate(
                "Commands",
                "croupier install-desktop: this is for Linux desktops. On Windows and macOS, copy the "
                "bundle's folder and start the croupier program in it (README, Install).",
            ),
            file=sys.stderr,
        )
        return EXIT_NOT_HERE
    data = Path(platformdirs.user_data_dir())
    files = installed_files(data)
    if args.uninstall:
        for target in files.values():
            target.unlink(missing_ok=True)
        _refresh_caches(data)
        print(translate("Commands", "Croupier is no longer in this user's menu."))
        return 0
    arguments = command()
    target = next(iter(files.values()))
    try:
        for source, target in files.items():
            target.parent.mkdir(parents=True, exist_ok=True)
            if source == desktop_entry():
                target.write_text(entry_text(source.read_text(encoding="utf-8"), arguments), encoding="utf-8")
            else:
                shutil.copyfile(source, target)
    except OSError as error:
        print(
            translate("Commands", "croupier install-desktop: {file} could not be written: {reason}").format(
                file=target, reason=error.strerror or error
            ),
            file=sys.stderr,
        )
        return EXIT_FAILED
    _refresh_caches(data)
    print(
        translate(
            "Commands", "Croupier is in this user's menu (Education), with its icon. It starts: {command}"
        ).format(command=exec_line([*arguments, "gui"]))
    )
    print(translate("Commands", "Files written under {folder}:").format(folder=data))
    for written in files.values():
        print(f"  {written.relative_to(data)}")
    return 0
