/** Comparison photos: full width on phones, half width from 768 px (two side by side). */
export const COMPARISON_SIZES = "(min-width: 768px) 50vw, 100vw"
