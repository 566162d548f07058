/** Realtime disconnection turns from warning to error after this long (shell.md 4.2). */
export const DISCONNECTION_ERROR_AFTER_MS = 15_000;

export interface ConnectionInput {
  online: boolean;
  /** The realtime connection is up. */
  connected: boolean;
  /** It has been up before: a first connect is not a lost connection. */
  everConnected: boolean;
  resyncing: boolean;
  disconnectedAt: number | null;
  now: number;
}

export interface Banner {
  color: 'success' | 'warning' | 'error';
  text: string;
}

/** The connection banner of shell.md 4.2 and 8, or null when all is well. */
export function connectionBanner(i: ConnectionInput): Banner | null {
  if (!i.online) return { color: 'error', text: 'Datorn är offline, kontrollera din internetuppkoppling' };
  if (!i.connected && i.everConnected) {
    const long = i.disconnectedAt != null && i.now - i.disconnectedAt >= DISCONNECTION_ERROR_AFTER_MS;
    return long
      ? { color: 'error', text: 'Problem med anslutning till servern. Kontrollera din internetuppkoppling' }
      : { color: 'warning', text: 'Problem med anslutning till servern' };
  }
  if (i.resyncing) return { color: 'success', text: 'Återansluter' };
  return null;
}

export type LockHeader = 'Datorn är offline' | 'Uppkoppling avbruten' | 'Programmet behöver uppdateras';

/** The lock screen's header for its reason (shell.md 2.4). */
export function lockHeader(reason: 'offline' | 'disconnected' | 'update'): LockHeader {
  return reason === 'offline'
    ? 'Datorn är offline'
    : reason === 'update'
      ? 'Programmet behöver uppdateras'
      : 'Uppkoppling avbruten';
}
