"""What every engine benchmark's figures carry: the command that made them, the load around it."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any


def started(script: str, argv: list[str] | None) -> dict[str, Any]:
    """A new record of figures: the command as typed, and the load average before."""
    args = sys.argv[1:] if argv is None else argv
    return {
        "command": f"python benchmarks/{script} " + " ".join(args),
        "load_average_before": [round(x, 2) for x in os.getloadavg()],
    }


def finished(result: dict[str, Any], json_path: Path | None) -> None:
    """Add the load average after, print both, and write the record when a path is given."""
    result["load_average_after"] = [round(x, 2) for x in os.getloadavg()]
    print(f"load average {result['load_average_before']} -> {result['load_average_after']}")
    if json_path is not None:
        json_path.write_text(json.dumps(result, indent=2) + "\n")
