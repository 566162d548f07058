/** Inputs of the install prompt's rule (shell.md 4.4). */
export interface InstallInput {
  /** The browser fired beforeinstallprompt and it has not been used. */
  offered: boolean;
  userAgent: string;
  updateRequired: boolean;
  /** The local setting ignoreAppInstallation. */
  ignored: boolean;
}

/** A desktop shell (Electron) is already an installed app. */
export const isDesktopShell = (ua: string) => /Electron/i.test(ua);
export const isWindows = (ua: string) => /Windows/i.test(ua);

/** Offered by the browser, not on Windows, not in the desktop shell, not during an update, not dismissed. */
export function shouldOfferInstall(i: InstallInput): boolean {
  return i.offered && !isWindows(i.userAgent) && !isDesktopShell(i.userAgent) && !i.updateRequired && !i.ignored;
}
