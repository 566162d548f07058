import { describe, expect, it } from 'vitest';
import {
  LOGIN_TEXTS,
  clearFieldError,
  dailyPhotoUrl,
  dailySeed,
  firstEmptyField,
  firstErrorField,
  hasErrors,
  loginFailureErrors,
  matchDomainText,
  preselectedDomainId,
  sortShortlist,
  validateLogin,
  valuesForDomain,
} from './loginForm';

describe('validateLogin', () => {
  it.each([
    [
      { domainId: null, username: '', password: '' },
      { domain: 'Välj en domän', username: 'Ange användarnamn (email)', password: 'Ange lösenord' },
    ],
    [{ domainId: 1, username: '', password: 'x' }, { username: 'Ange användarnamn (email)' }],
    [{ domainId: 1, username: '   ', password: 'x' }, { username: 'Ange användarnamn (email)' }],
    [{ domainId: 1, username: 'a@b.se', password: '' }, { password: 'Ange lösenord' }],
    [{ domainId: null, username: 'a@b.se', password: 'x' }, { domain: 'Välj en domän' }],
    [{ domainId: 0, username: 'a@b.se', password: ' ' }, {}],
  ])('%o → %o', (values, expected) => {
    expect(validateLogin(values)).toEqual(expected);
  });

  it('uses the spec texts exactly', () => {
    expect(LOGIN_TEXTS.addDomainHint).toBe("Välj en domän sen klicka 'lägg till'");
    expect(LOGIN_TEXTS.noResponse).toBe('Kunde inte kommunicera med servern.');
  });
});

describe('clearFieldError', () => {
  it('removes only the changed field and keeps the object when nothing changes', () => {
    const errors = { domain: 'Välj en domän', password: 'Ange lösenord' };
    expect(clearFieldError(errors, 'password')).toEqual({ domain: 'Välj en domän' });
    expect(clearFieldError(errors, 'username')).toBe(errors);
    expect(errors.password).toBe('Ange lösenord');
  });
  it('hasErrors', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ username: undefined })).toBe(false);
    expect(hasErrors({ username: 'x' })).toBe(true);
  });
});

describe('loginFailureErrors', () => {
  it.each([
    [
      'no response',
      { status: 0, message: 'Problem med internetuppkopplingen' },
      { password: 'Kunde inte kommunicera med servern.' },
    ],
    [
      'field errors map to their fields',
      {
        status: 422,
        message: 'x',
        fieldErrors: { username: ['Ange användarnamn (email)'], password: ['Ange lösenord'] },
      },
      { username: 'Ange användarnamn (email)', password: 'Ange lösenord' },
    ],
    [
      'email is the username field',
      { status: 422, message: 'x', fieldErrors: { email: 'Ogiltig e-post' } },
      { username: 'Ogiltig e-post' },
    ],
    [
      'an unknown key goes on the password field',
      { status: 422, message: 'x', fieldErrors: { machine_id: ['Saknas'] } },
      { password: 'Saknas' },
    ],
    [
      'otherwise the server message on the password field',
      { status: 429, message: 'För många försök', fieldErrors: {} },
      { password: 'För många försök' },
    ],
    [
      'an empty message still says something',
      { status: 500, message: '' },
      { password: 'Ett oväntat fel inträffade. Felkod: 500' },
    ],
    [
      'empty field lists are skipped',
      { status: 401, message: 'Fel', fieldErrors: { password: [] } },
      { password: 'Fel' },
    ],
  ])('%s', (_name, failure, expected) => {
    expect(loginFailureErrors(failure)).toEqual(expected);
  });
});

describe('focus', () => {
  it.each([
    [{ domainId: null, username: 'a', password: 'b' }, 'domain'],
    [{ domainId: 1, username: '', password: '' }, 'username'],
    [{ domainId: 1, username: 'a', password: '' }, 'password'],
    [{ domainId: 1, username: 'a', password: 'b' }, 'submit'],
  ] as const)('%o starts in %s', (values, field) => {
    expect(firstEmptyField(values)).toBe(field);
  });
  it('firstErrorField follows the form order', () => {
    expect(firstErrorField({ password: 'x', username: 'y' })).toBe('username');
    expect(firstErrorField({})).toBeNull();
  });
});

describe('shortlist', () => {
  const list = [
    { id: 1, name: 'Demo Camping', lastUsedAt: '2026-01-01T10:00:00.000Z', lastUsedEmail: 'kassa@demo.se' },
    { id: 2, name: 'Strandbadens Camping', lastUsedAt: '2026-03-01T10:00:00.000Z', lastUsedEmail: 'chef@strand.se' },
    { id: 3, name: 'Fjällcampingen', lastUsedAt: '2025-12-01T10:00:00.000Z', lastUsedEmail: '' },
  ];
  it('sorts newest first without changing the input', () => {
    expect(sortShortlist(list).map((d) => d.id)).toEqual([2, 1, 3]);
    expect(list.map((d) => d.id)).toEqual([1, 2, 3]);
  });
  it('preselects the stored domain when it is on the list, else the newest', () => {
    expect(preselectedDomainId(list, 1)).toBe(1);
    expect(preselectedDomainId(list, 9)).toBe(2);
    expect(preselectedDomainId(list, null)).toBe(2);
    expect(preselectedDomainId([], 1)).toBeNull();
  });
  it('selecting a domain prefills its last username and clears the password', () => {
    expect(valuesForDomain(list, 2)).toEqual({ domainId: 2, username: 'chef@strand.se', password: '' });
    expect(valuesForDomain(list, 7)).toEqual({ domainId: 7, username: '', password: '' });
  });
});

describe('matchDomainText', () => {
  const domains = [
    { id: 1, name: 'Demo Camping', domain: 'demo' },
    { id: 2, name: 'Strandbadens Camping', domain: 'strandbaden' },
  ];
  it.each([
    ['', null],
    ['  ', null],
    ['camping', null],
    ['strand', 2],
    ['DEMO', 1],
    ['demo camping', 1],
    ['fjäll', null],
  ] as const)('%j → %s', (text, id) => {
    expect(matchDomainText(domains, text)?.id ?? null).toBe(id);
  });
});

describe('daily photo', () => {
  it('is seeded by the Stockholm date', () => {
    expect(dailySeed('2026-11-21')).toBe('20261121');
    expect(dailyPhotoUrl('2026-01-02')).toBe('https://picsum.photos/seed/20260102/1920/1080');
  });
});
