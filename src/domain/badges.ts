/** Count badges show '99+' above 99 (shell.md 9). */
export function countBadgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}
