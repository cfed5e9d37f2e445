"""The bundle's entry point: the ``croupier`` command, as the wheel's script runs it."""

from croupier.cli import main

raise SystemExit(main())
