import { describe, expect, it } from 'vitest';
import { shouldOfferInstall } from './installEligibility';

const LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const ELECTRON =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) campsite/3.1.14 Chrome/130.0.0.0 Electron/33.0.0 Safari/537.36';
const base = { offered: true, userAgent: LINUX, updateRequired: false, ignored: false };

describe('shouldOfferInstall', () => {
  it.each([
    ['offered on Linux', base, true],
    ['not offered by the browser', { ...base, offered: false }, false],
    ['not on Windows', { ...base, userAgent: WINDOWS }, false],
    ['not in the desktop shell', { ...base, userAgent: ELECTRON }, false],
    ['not during an update', { ...base, updateRequired: true }, false],
    ['not once dismissed', { ...base, ignored: true }, false],
  ])('%s', (_name, input, expected) => {
    expect(shouldOfferInstall(input)).toBe(expected);
  });
});
