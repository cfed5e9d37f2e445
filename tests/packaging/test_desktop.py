"""Desktop integration: the icon on every window, the desktop entry and the AppStream metainfo valid
by freedesktop.org's own validators (Debian's desktop-file-utils and appstream), and ``croupier
install-desktop`` putting them in a user's menu and taking them out again."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from pack_helpers import ROOT, run, user_env
from PySide6.QtGui import QImage

import croupier
from croupier.paths import APP_ID, ICON_SIZES, desktop_entry, icon_png, icon_svg, metainfo


def tool(name: str) -> str:
    found = shutil.which(name)
    if found is None:
        if os.environ.get("CI"):
            pytest.fail(f"{name} is missing: `make test` installs it (Makefile's DEB_TEST)", pytrace=False)
        pytest.skip(f"{name} is not installed here")
    return found


def entry_keys(path: Path) -> dict[str, str]:
    lines = path.read_text(encoding="utf-8").splitlines()
    assert lines[0] == "[Desktop Entry]"
    return dict(line.split("=", 1) for line in lines[1:] if "=" in line)


def test_the_desktop_entry_is_valid():
    done = run([tool("desktop-file-validate"), str(desktop_entry())])
    assert done.stdout + done.stderr == "", "no error, warning or hint"
    keys = entry_keys(desktop_entry())
    assert desktop_entry().name == f"{APP_ID}.desktop"
    assert keys["Icon"] == APP_ID
    assert keys["Exec"].split()[0] == "croupier"
    assert keys["Name"] == "Croupier"
    assert "Comment[de]" in keys
    assert keys["StartupWMClass"] == "Croupier"  # X11's WM_CLASS of the window (its application name)


def test_the_metainfo_is_valid_and_says_what_the_package_does():
    done = run([tool("appstreamcli"), "validate", "--no-net", str(metainfo())])
    assert "Validation was successful" in done.stdout
    assert not [line for line in done.stdout.splitlines() if line.startswith(("E:", "W:", "I:"))], done.stdout
    component = ET.parse(metainfo()).getroot()
    assert component.findtext("id") == APP_ID
    assert component.find("launchable").text == desktop_entry().name
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert component.findtext("project_license") == project["license"]
    releases = component.findall("releases/release")
    assert releases[0].get("version") == croupier.__version__, "the newest release is this version"
    images = [image.text for image in component.iter("image")]
    assert len(images) >= 3
    for address in images:
        name = address.rsplit("/", 1)[1]
        assert (ROOT / "resources" / "screenshots" / name).is_file(), (
            f"{name} is not in resources/screenshots"
        )


def test_the_icon_pngs_are_the_svg_drawn_at_each_size(tmp_path):
    """tools/make_icons.py made them; drawn again, they match (so an edited SVG is not forgotten)."""
    run([sys.executable, str(ROOT / "tools" / "make_icons.py"), "--out", str(tmp_path)])
    assert icon_svg().is_file()
    for size in ICON_SIZES:
        shipped, drawn = QImage(str(icon_png(size))), QImage(str(tmp_path / f"croupier-{size}.png"))
        assert (shipped.width(), shipped.height()) == (size, size)
        differing = sum(
            1
            for y in range(0, size, max(1, size // 32))
            for x in range(0, size, max(1, size // 32))
            if abs(shipped.pixel(x, y) - drawn.pixel(x, y)) > 0x030303
        )
        assert differing <= 2, f"croupier-{size}.png is not the SVG's: run tools/make_icons.py"


WINDOWS = textwrap.dedent(
    """
    import json
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QDialog, QMessageBox
    from croupier import cli
    from croupier.gui.app import create_application
    from croupier.gui.main_window import MainWindow

    app = create_application(ticks=False)
    seen = {}


    def look():
        windows = [w for w in app.topLevelWidgets() if isinstance(w, MainWindow)]
        if not windows or windows[0].station is None:
            return
        window = windows[0]
        dialogs = [QDialog(window), QMessageBox(), QDialog()]
        icons = [window.windowIcon(), *(dialog.windowIcon() for dialog in dialogs)]
        seen["null"] = [icon.isNull() for icon in icons]
        seen["same"] = [icon.cacheKey() == app.windowIcon().cacheKey() for icon in icons]
        seen["sizes"] = sorted(size.width() for size in app.windowIcon().availableSizes())
        seen["desktop"] = app.desktopFileName()
        app.exit(0)


    timer = QTimer()
    timer.timeout.connect(look)
    timer.start(100)
    QTimer.singleShot(90_000, lambda: app.exit(3))
    print(json.dumps({"code": cli.main(["gui"]), **seen}))
    """
)


def test_every_window_shows_the_trainers_icon(tmp_path):
    done = run([sys.executable, "-c", WINDOWS], env=user_env(tmp_path / "home"), cwd=tmp_path, timeout=180)
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen["code"] == 0
    assert seen["null"] == [False] * 4
    assert seen["same"] == [True] * 4
    assert seen["sizes"] == list(ICON_SIZES)
    assert seen["desktop"] == APP_ID


def test_install_desktop_puts_the_trainer_in_the_menu_and_takes_it_out(tmp_path):
    data = tmp_path / "share"
    env = user_env(tmp_path / "home", XDG_DATA_HOME=str(data))
    script = Path(sys.executable).with_name("croupier")
    done = run([str(script), "install-desktop"], env=env, cwd=tmp_path)
    assert "Education" in done.stdout
    entry = data / "applications" / f"{APP_ID}.desktop"
    validated = run([tool("desktop-file-validate"), str(entry)])
    assert validated.stdout + validated.stderr == ""
    keys = entry_keys(entry)
    assert keys["Exec"] == f"{script} gui"
    assert keys["TryExec"] == str(script)
    assert Path(keys["TryExec"]).is_file()
    assert (data / "metainfo" / f"{APP_ID}.metainfo.xml").read_bytes() == metainfo().read_bytes()
    for size in ICON_SIZES:
        placed = data / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        assert placed.read_bytes() == icon_png(size).read_bytes()
    assert (data / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg").is_file()

    run([str(script), "install-desktop", "--uninstall"], env=env, cwd=tmp_path)
    left = list(data.rglob(f"{APP_ID}*"))
    assert left == []


def test_an_unwritable_menu_folder_is_one_clear_line(tmp_path):
    data = tmp_path / "share"
    data.mkdir()
    (data / "applications").write_text("a file where the folder should be", encoding="utf-8")
    env = user_env(tmp_path / "home", XDG_DATA_HOME=str(data))
    done = subprocess.run(
        [str(Path(sys.executable).with_name("croupier")), "install-desktop"],
        env=env,
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )
    assert done.returncode == 1
    (line,) = done.stderr.strip().splitlines()
    assert line.startswith("croupier install-desktop: ")
    assert "could not be written" in line
