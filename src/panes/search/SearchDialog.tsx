/** Placeholder until its pane is built in this issue. */
export function SearchDialog() {
  return null;
}
