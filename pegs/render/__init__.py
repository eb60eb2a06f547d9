"""Pictures and words of positions: geometry, colours, SVG, text and descriptions."""
