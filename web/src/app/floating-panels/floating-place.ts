// Offsets of a floating button from the screen corner (px, phone and wider); its panel sits just
// above it. The safe-area inset keeps both clear of a phone's home indicator. The button's CSS
// (floating-launcher.css) uses the same figures.
export const EDGE = { xs: 16, sm: 24 } as const;
export const FAB_SIZE = 56;
export const GAP = 12;
export const fromBottom = (edge: number, extra = 0) =>
  `calc(${edge + extra}px + env(safe-area-inset-bottom, 0px))`;
