"""Croupier: a desktop trainer for dealers of Seven Card Stud, Stud Hi-Lo and Razz."""

__version__ = "0.1.0"
