"""Render the application icon (resources/icons/croupier.svg) into the PNG sizes desktops use
(resources/icons/png/croupier-<N>.png, ``croupier.paths.ICON_SIZES``). Run after editing the SVG;
the PNGs are committed, and tests/gui/test_app_identity.py checks that they are this SVG's."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt  # noqa: E402 - after the platform is set
from PySide6.QtGui import QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

from croupier.paths import ICON_SIZES  # noqa: E402


def render(svg: Path, size: int) -> QImage:
    """The SVG drawn on a transparent square of ``size`` pixels."""
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg} is not an SVG Qt can draw")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    return image


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", type=Path, default=ROOT / "resources" / "icons" / "png")
    args = parser.parse_args(argv)
    app = QGuiApplication.instance() or QGuiApplication([])
    args.out.mkdir(parents=True, exist_ok=True)
    for size in ICON_SIZES:
        image = render(ROOT / "resources" / "icons" / "croupier.svg", size)
        if not image.save(str(args.out / f"croupier-{size}.png")):
            print(f"make_icons: could not write croupier-{size}.png", file=sys.stderr)
            return 1
    print(f"make_icons: {len(ICON_SIZES)} PNGs in {args.out}")
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
