import { describe, expect, it } from 'vitest';
import { connectionBanner, lockHeader } from './connection';

const base = {
  online: true,
  connected: true,
  everConnected: true,
  resyncing: false,
  disconnectedAt: null,
  now: 100_000,
};

describe('connectionBanner', () => {
  it('shows nothing when connected', () => expect(connectionBanner(base)).toBeNull());
  it('says offline first', () =>
    expect(connectionBanner({ ...base, online: false, connected: false })?.text).toBe(
      'Datorn är offline, kontrollera din internetuppkoppling',
    ));
  it('warns under 15 s of disconnection', () => {
    expect(connectionBanner({ ...base, connected: false, disconnectedAt: 100_000 - 14_999 })).toEqual({
      color: 'warning',
      text: 'Problem med anslutning till servern',
    });
  });
  it('turns to an error with the internet hint at 15 s', () => {
    const b = connectionBanner({ ...base, connected: false, disconnectedAt: 100_000 - 15_000 });
    expect(b?.color).toBe('error');
    expect(b?.text).toMatch(/^Problem med anslutning till servern.*internetuppkoppling/);
  });
  it('is green while resyncing', () =>
    expect(connectionBanner({ ...base, resyncing: true })).toEqual({ color: 'success', text: 'Återansluter' }));
  it('does not call the first connect a lost connection', () =>
    expect(connectionBanner({ ...base, connected: false, everConnected: false })).toBeNull());
});

describe('lockHeader', () => {
  it.each([
    ['offline', 'Datorn är offline'],
    ['disconnected', 'Uppkoppling avbruten'],
    ['update', 'Programmet behöver uppdateras'],
  ] as const)('%s → %s', (r, t) => {
    expect(lockHeader(r)).toBe(t);
  });
});
