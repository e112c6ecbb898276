//! Rendering positions as SVG from the board geometry.
