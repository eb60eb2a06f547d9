"""A stand-in for matplotlib (offline test build only): importing it explains why it fails."""

raise ImportError(
    "matplotlib is not in the offline test build (the published site loads it from the Pyodide CDN)"
)
