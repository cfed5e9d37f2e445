import pytest
from croupier.gui.style import apply_ticks, apply_style
def test_ticks(qapp):
    apply_style(qapp)  # as the app
    apply_ticks(qapp)
