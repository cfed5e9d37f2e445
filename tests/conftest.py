"""Test set-up shared by every test."""

import os

# Without a display Qt aborts the process (exit 134) unless the offscreen platform is chosen first.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
