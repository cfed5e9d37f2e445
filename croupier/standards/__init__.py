"""What a school sets and every station reads, below the store and the training, which both use it:
the dealer pace target (``pace_target``) and the form of a live class's question (``live_payload``).
Pure Python, importing nothing of ours."""
