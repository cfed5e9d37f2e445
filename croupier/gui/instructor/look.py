"""Small touches of the instructor pages' look on top of the application's dark style."""

from __future__ import annotations

__all__ = ["PAGE_STYLE"]

PAGE_STYLE = """
QHeaderView::section {
    padding: 4px 10px; background: #232a30; color: #eeeae0; font-weight: bold;
    border: none; border-right: 1px solid #2c3238; border-bottom: 1px solid #3a424a;
}
"""
