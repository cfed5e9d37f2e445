"""The school server's login roles, by name: here apart from ``roles`` (which makes them, with
psycopg) so that a station on this computer's file never imports psycopg to name one."""

from __future__ import annotations

__all__ = ["INSTRUCTOR_ROLE", "STATION_ROLE"]

STATION_ROLE = "croupier_station"
INSTRUCTOR_ROLE = "croupier_instructor"
