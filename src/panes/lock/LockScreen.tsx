/** Placeholder until its pane is built in this issue. */
export function LockScreen() {
  return null;
}
