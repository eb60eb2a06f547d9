"""Install the kit's [widgets] extra at its lower bounds in a fresh environment and run the tests
that use those packages (``make lower-bounds``).

Usage: ``python scripts/check_lower_bounds.py [--venv build/lower-bounds] [--extra widgets]``.
Every ``>=`` bound of the extra becomes ``==`` (the oldest release the kit claims to work with);
everything else pip resolves as a learner's pip would. Needs the package registries; it is slow,
so ``make test`` does not run it.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tomllib
import venv
from pathlib import Path

from packaging.requirements import Requirement

ROOT = Path(__file__).resolve().parents[1]
#: Tests that import the [widgets] packages (and the engine they draw).
TESTS = ["tests/widgets", "tests/test_architecture.py"]
#: What the lessons import besides the kit (each must import at the lower bounds too).
LESSON_IMPORTS = "import IPython.display, ipycanvas, ipywidgets, tqdm.auto"


def lowest(extra: str) -> list[str]:
    """The extra's requirements pinned to their lower bounds (``name==bound``)."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    pins = []
    for text in project["optional-dependencies"][extra]:
        req = Requirement(text)
        if req.name == "pegs-kit":
            pins += lowest(next(iter(req.extras)))
            continue
        bounds = [s.version for s in req.specifier if s.operator in (">=", "==")]
        if bounds:
            pins.append(f"{req.name}=={bounds[0]}")
    return pins


def main(argv: list[str] | None = None) -> int:
    """Make the environment, install the pins and the kit, and run the tests; their status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--venv", type=Path, default=ROOT / "build" / "lower-bounds")
    parser.add_argument("--extra", default="widgets")
    args = parser.parse_args(argv)
    pins = lowest(args.extra)
    print("lower bounds:", " ".join(pins))
    venv.EnvBuilder(with_pip=True, clear=True).create(args.venv)
    python = str(args.venv / "bin" / "python")
    constraints = args.venv / "lower-bounds.txt"
    constraints.write_text("\n".join(pins) + "\n")
    install = [
        python,
        "-m",
        "pip",
        "install",
        "--quiet",
        "-c",
        str(constraints),
        "-e",
        f"{ROOT}[{args.extra}]",
        "pytest",
        "hypothesis",
    ]
    if subprocess.call(install) != 0:
        print(f"the lower bounds of [{args.extra}] do not install together", file=sys.stderr)
        return 1
    subprocess.call([python, "-m", "pip", "list", "--format=freeze"])
    if subprocess.call([python, "-c", LESSON_IMPORTS]) != 0:
        print(f"at the lower bounds of [{args.extra}] the lessons' imports fail", file=sys.stderr)
        return 1
    return subprocess.call(
        [python, "-m", "pytest", "-q", "-p", "no:cacheprovider", *TESTS], cwd=ROOT
    )


if __name__ == "__main__":
    sys.exit(main())
