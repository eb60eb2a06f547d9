"""Run the Back Alley command line: ``python -m backalley``."""

import sys

from backalley.cli import main

sys.exit(main())
