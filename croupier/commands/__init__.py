"""Subcommands of the ``croupier`` command line, one module each."""
