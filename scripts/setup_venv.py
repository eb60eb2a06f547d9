"""Make the project's own virtual environment (.venv) and install the kit into it.

Usage: ``python3 scripts/setup_venv.py [--venv .venv] [--extras all]`` (``make setup`` runs it).
Only the new environment is touched: never the Python that runs this script (a distribution's
externally managed Python, PEP 668, or an active conda base), and pip is not upgraded anywhere.
When something needed is missing, it says what to install and exits with status 1.
This file runs under whatever ``python3`` a machine has, so it keeps to syntax old Pythons can
read, in order to tell them they are too old.
"""

import os
import shutil
import subprocess
import sys

# The types below are written as type comments, which mypy reads and old Pythons skip; typing is
# imported only for mypy (it treats TYPE_CHECKING as true), since very old Pythons lack it.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import NoReturn, Optional, Sequence  # noqa: F401  (used in type comments)

NEEDED = (3, 11)
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def fail(message):
    # type: (str) -> NoReturn
    """Print what is wrong and what to do, then stop."""
    sys.stderr.write("\nmake setup: " + message.strip() + "\n\n")
    sys.exit(1)


def check_python():
    # type: () -> None
    """Stop with advice unless this Python is new enough and can make environments with pip."""
    version = "{}.{}".format(*sys.version_info[:2])
    if sys.version_info[:2] < NEEDED:
        fail(
            "this Python ({}, {}) is too old: the kit needs Python {}.{} or newer.\n"
            "Install a newer one (Debian/Ubuntu: sudo apt-get install python3; or see python.org)"
            " and name it, e.g.: make kit BASE_PYTHON=python3.12".format(
                version, sys.executable, *NEEDED
            )
        )
    try:
        import ensurepip  # noqa: F401  (Debian and Ubuntu ship it in a separate package)
        import venv  # noqa: F401
    except ImportError:
        fail(
            "this Python ({}) cannot make virtual environments: its venv/ensurepip module is "
            "missing.\nOn Debian or Ubuntu install it with: sudo apt-get install python3-venv "
            "(or python{}-venv)".format(sys.executable, version)
        )


def venv_python(venv):
    # type: (str) -> str
    """The path of the environment's own Python."""
    if os.name == "nt":
        return os.path.join(venv, "Scripts", "python.exe")
    return os.path.join(venv, "bin", "python")


def works(python):
    # type: (str) -> bool
    """True when ``python`` runs and is new enough (a moved or half-made .venv is not)."""
    if not os.path.exists(python):
        return False
    probe = "import sys; sys.exit(0 if sys.version_info[:2] >= {!r} else 1)".format(NEEDED)
    try:
        return subprocess.call([python, "-c", probe]) == 0
    except OSError:
        return False


def clean_env():
    # type: () -> dict[str, str]
    """This environment without settings that would send pip elsewhere than the new .venv."""
    env = dict(os.environ)
    for name in ("PIP_USER", "PIP_TARGET", "PIP_PREFIX", "PYTHONHOME", "PYTHONPATH"):
        env.pop(name, None)
    env["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"
    return env


def main(argv=None):
    # type: (Optional[Sequence[str]]) -> int
    """Create (or repair) the environment, then install the kit with the extras asked for."""
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--venv", default=".venv", help="where the environment lives")
    parser.add_argument("--extras", default="all", help="the kit's extras, e.g. all, lab, none")
    args = parser.parse_args(argv)
    check_python()
    venv = os.path.abspath(os.path.join(ROOT, args.venv))
    python = venv_python(venv)
    if os.path.isdir(venv) and not works(python):
        print(
            "make setup: {} does not work (moved, or made by another Python): "
            "making it again".format(args.venv)
        )
        shutil.rmtree(venv)
    if not os.path.isdir(venv):
        print(
            "make setup: making the project's environment {} with {}".format(
                args.venv, sys.executable
            )
        )
        made = subprocess.call([sys.executable, "-m", "venv", venv], env=clean_env())
        if made != 0 or not works(python):
            if os.path.isdir(venv):
                shutil.rmtree(venv)  # a half-made environment would only confuse the next run
            fail("could not make {} with {} (see above)".format(args.venv, sys.executable))
    spec = "." if args.extras in ("", "none") else ".[{}]".format(args.extras)
    print("make setup: installing the kit ({}) into {}".format(spec, args.venv))
    installed = subprocess.call(
        [python, "-m", "pip", "install", "--quiet", "--editable", spec], cwd=ROOT, env=clean_env()
    )
    if installed != 0:
        fail("pip could not install the kit into {} (see its message above)".format(args.venv))
    return 0


if __name__ == "__main__":
    sys.exit(main())
