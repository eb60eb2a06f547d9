"""Coverage-guided fuzzing of the readers and parsers with atheris (libFuzzer), where it installs.

atheris is optional (``pip install atheris``; not every platform has a wheel): the Hypothesis
suite in ``tests/fuzz`` is the one ``make test`` runs. This harness feeds raw bytes to
``Position.from_json``, Back Alley's ``parse_state``, ``parse_move`` and ``parse_actions`` and
fails on any exception that is not the project's own error.

    python scripts/fuzz_atheris.py -max_total_time=60      # libFuzzer options pass through
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

try:
    import atheris
except ImportError:  # pragma: no cover - depends on the machine
    sys.exit("atheris is not installed here: pip install atheris (the Hypothesis suite needs none)")

with atheris.instrument_imports():
    from backalley.actions import parse_actions
    from backalley.errors import BackAlleyError
    from backalley.notation import parse_state
    from pegs import PegsError, Position
    from pegs.moves import parse_move


def one_input(data: bytes) -> None:
    """Feed one input to every reader; only the project's own errors may come out."""
    provider = atheris.FuzzedDataProvider(data)
    choice = provider.ConsumeIntInRange(0, 3)
    rest = provider.ConsumeBytes(len(data))
    try:
        if choice == 0:
            Position.from_json(rest)
        elif choice == 1:
            parse_state(rest.decode("utf-8", "replace"))
        elif choice == 2:
            parse_move(rest.decode("utf-8", "replace"), 4)
        else:
            parse_actions(rest.decode("utf-8", "replace").split("\n"))
    except (PegsError, BackAlleyError):
        pass


def main() -> None:
    """Run libFuzzer over ``one_input`` with the command line's options."""
    atheris.Setup(sys.argv, one_input)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
