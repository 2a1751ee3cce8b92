/**
 * `sx` that hides content from the eye but not from screen readers: a chart's or diagram's table
 * equivalent, a live status line, a column name without a visible header.
 */
export const visuallyHiddenSx = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
