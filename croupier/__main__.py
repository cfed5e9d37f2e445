"""``python -m croupier`` runs the command line (the trainer by default)."""

from croupier.cli import main

raise SystemExit(main())
