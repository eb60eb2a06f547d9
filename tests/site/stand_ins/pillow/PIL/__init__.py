"""Pillow stand-in (offline test build only): ipycanvas imports it; the kit draws no images."""
