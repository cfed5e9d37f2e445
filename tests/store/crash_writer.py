"""Helper for the crash test: records answers one by one, printing "confirmed N" after each commit.

Usage: python crash_writer.py DATABASE_URL. Runs until killed (or 100,000 answers).
"""

import sys

from croupier.store import NewAttempt, Store


def main() -> None:
    store = Store(sys.argv[1], station="crash-test")
    trainee = store.roster.add("Crash Test").id
    session = store.start_session(trainee, "practice").id
    print(f"trainee {trainee}", flush=True)
    for n in range(1, 100_001):
        store.record_attempt(
            NewAttempt(
                trainee_id=trainee,
                skill="pot",
                question=f"q{n}",
                answer="a",
                correct=n % 2 == 0,
                seconds=n / 10,
                mode="practice",
                session_id=session,
            )
        )
        print(f"confirmed {n}", flush=True)


if __name__ == "__main__":
    main()
