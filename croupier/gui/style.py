"""The application's dark, high-contrast look around the table (Fusion style, palette, a few rules)."""

from __future__ import annotations

from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QApplication, QStyleFactory

from croupier.gui import theme

__all__ = ["STYLE_SHEET", "apply_style", "apply_ticks", "dark_palette", "has_ticks"]

STYLE_SHEET = (
    """
#topBar { background: #101417; border-bottom: 1px solid #2c3238; }
#topBar QPushButton[mode="true"] {
    padding: 6px 14px; font-weight: bold; border: 1px solid #3a424a; border-radius: 6px;
    background: #1b2227; color: #e9e6dc;
}
#topBar QPushButton[mode="true"][compact="true"] { padding: 6px 6px; }
#topBar QPushButton[mode="true"]:checked { background: #f0c94a; color: #111; border-color: #f0c94a; }
#topBar QPushButton[mode="true"]:disabled { color: #6d737a; background: #15191d; }
#topBar QPushButton[mode="true"]:focus { border: 2px solid #8fc7ff; }
#topBar QToolButton { padding: 4px 8px; border: 1px solid #3a424a; background: #1b2227; color: #e9e6dc; }
#topBar QToolButton:checked { background: #f0c94a; color: #111; font-weight: bold; }
#topBar QToolButton:focus { border: 2px solid #8fc7ff; }
#topBar QToolButton::menu-indicator { image: none; width: 0; }
#language_de { border-top-left-radius: 6px; border-bottom-left-radius: 6px; }
#language_en { border-top-right-radius: 6px; border-bottom-right-radius: 6px; border-left: none; }
#verdictStrip { background: #101417; border-top: 1px solid #2c3238; }
#verdictText { color: #f4f1e8; font-size: 11pt; }
#verdictScore { color: #f4f1e8; font-weight: bold; font-size: 11pt; }
#verdictMark { font-weight: bold; font-size: 11pt; padding: 0 6px; border-radius: 4px; }
#verdictMark[verdict="right"] { color: #111; background: #8fe39a; }
#verdictMark[verdict="wrong"] { color: #fff; background: #c8242c; }
#verdictMark[verdict="note"] { color: #f0c94a; }
#observePanel QListWidget { font-size: 10.5pt; }
QSplitter::handle { background: #2c3238; }
"""
    # The table's place until the table is made (after the first frame): the table's own background.
    f"#tableWaiting {{ background: {theme.BACKGROUND.name()}; }}\n"
)


def dark_palette() -> QPalette:
    """The colours of every widget around the table."""
    palette = QPalette()
    colours = {
        QPalette.ColorRole.Window: "#171b1f",
        QPalette.ColorRole.WindowText: "#eeeae0",
        QPalette.ColorRole.Base: "#1e2429",
        QPalette.ColorRole.AlternateBase: "#232a30",
        QPalette.ColorRole.ToolTipBase: "#f4f1e8",
        QPalette.ColorRole.ToolTipText: "#111111",
        QPalette.ColorRole.PlaceholderText: "#9aa0a6",
        QPalette.ColorRole.Text: "#eeeae0",
        QPalette.ColorRole.Button: "#232a30",
        QPalette.ColorRole.ButtonText: "#eeeae0",
        QPalette.ColorRole.BrightText: "#ffffff",
        QPalette.ColorRole.Highlight: "#f0c94a",
        QPalette.ColorRole.HighlightedText: "#111111",
        QPalette.ColorRole.Link: "#8fc7ff",
    }
    for role, colour in colours.items():
        palette.setColor(role, QColor(colour))
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor("#6d737a"))
    return palette


def apply_style(app: QApplication, *, ticks: bool = True) -> None:
    """Fusion (with visible ticks, ``TickStyle``) on a dark palette, DejaVu Sans where nothing better
    is set, and the rules above. Without ``ticks``, plain Fusion until ``apply_ticks``: the trainer
    shows its first frame before it loads Qt's style classes (no tick is in that frame)."""
    if ticks:
        from croupier.gui.tick_style import TickStyle  # noqa: PLC0415 - QStyle's types are costly

        app.setStyle(TickStyle())
    else:
        app.setStyle(QStyleFactory.create("Fusion"))
    app.setProperty(_TICKS, ticks)
    app.setPalette(dark_palette())
    font = QFont(app.font())
    if font.pointSizeF() < 10:
        font.setPointSizeF(10)
    app.setFont(font)
    app.setStyleSheet(STYLE_SHEET)


_TICKS = "croupierTicks"  # the application's property: is TickStyle its style (under the style sheet's)?


def has_ticks(app: QApplication) -> bool:
    """Does the application draw its check boxes with ``TickStyle``? (``app.style()`` is the style
    sheet's style around it, so the application says.)"""
    return bool(app.property(_TICKS))


def apply_ticks(app: QApplication) -> None:
    """The application's Fusion with ``TickStyle``'s visible ticks (once; a no-op after that)."""
    from croupier.gui.tick_style import TickStyle  # noqa: PLC0415 - see apply_style

    if has_ticks(app):
        return
    palette = app.palette()
    app.setStyle(TickStyle())
    app.setPalette(palette)
    app.setProperty(_TICKS, True)
