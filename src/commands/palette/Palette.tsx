/** Placeholder until its pane is built in this issue. */
export function Palette() {
  return null;
}
