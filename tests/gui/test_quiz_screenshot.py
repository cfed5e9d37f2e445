"""``croupier screenshot --view drill``: the window in Quiz mode mid-question, as a real process."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(("size", "lang"), [("1280x800", "en"), ("900x600", "de")])
def test_the_drill_screenshot_writes_a_png(tmp_path, gui_catalogues, size, lang):
    out = tmp_path / f"drill_{lang}.png"
    command = [sys.executable, "-m", "croupier", "screenshot", "--view", "drill", "--lang", lang]
    command += ["--size", size, "--translations", str(gui_catalogues), str(out)]
    result = subprocess.run(
        command, capture_output=True, text=True, timeout=120, cwd=ROOT, env=os.environ.copy(), check=False
    )
    assert result.returncode == 0, result.stderr
    image = QImage(str(out))
    width, height = (int(part) for part in size.split("x"))
    assert (image.width(), image.height()) == (width, height)
    # The felt, the cards and the panel: never an empty picture.
    colours = {image.pixel(x, y) for x in range(0, width, 37) for y in range(0, height, 37)}
    assert len(colours) > 50
    # The answer buttons stand in the right-hand panel, in the choice buttons' colour.
    panel = [image.pixelColor(width - 60, y).name() for y in range(height // 3, height * 2 // 3, 4)]
    assert "#232a30" in panel
