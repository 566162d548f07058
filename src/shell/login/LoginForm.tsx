import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useValue } from '@legendapp/state/react';
import { ApiError } from '../../data/api';
import { domainById, domains$, loadDomains } from '../../data/domains';
import { runtime$, session$ } from '../../data/session';
import { login } from '../../data/sessionFlow';
import { ui$ } from '../../data/ui';
import {
  LOGIN_TEXTS,
  clearFieldError,
  firstEmptyField,
  firstErrorField,
  hasErrors,
  loginFailureErrors,
  preselectedDomainId,
  sortShortlist,
  validateLogin,
  valuesForDomain,
  type LoginErrors,
  type LoginField,
  type LoginValues,
} from '../../domain/loginForm';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { DomainPicker, type DomainPickerHandle } from './DomainPicker';
import * as s from './login.css';

/** The demo tenant greets with 'Välkommen till demoversionen' after a login (shell.md 2.3). */
const DEMO_DOMAIN = 'demo';

function initialValues(): LoginValues {
  const shortlist = session$.shortlist.peek();
  const id = preselectedDomainId(shortlist, session$.domainId.peek());
  return id == null ? { domainId: null, username: '', password: '' } : valuesForDomain(shortlist, id);
}

/** Domain, username (an e-mail address), password and 'Logga in'; Enter submits. */
export function LoginForm() {
  const shortlist = useValue(session$.shortlist);
  const domains = useValue(domains$.list);
  const domainsStatus = useValue(domains$.status);
  const [values, setValues] = useState<LoginValues>(initialValues);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [added, setAdded] = useState<{ id: number; name: string }[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const domainRef = useRef<DomainPickerHandle>(null);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    void loadDomains();
  }, []);

  const focusField = (field: LoginField | 'submit' | null) => {
    if (field === 'domain') domainRef.current?.focus();
    else if (field === 'username') usernameRef.current?.focus();
    else if (field === 'password') passwordRef.current?.focus();
    else if (field === 'submit') formRef.current?.querySelector<HTMLButtonElement>('button[type=submit]')?.focus();
  };
  // Focus starts in the first empty field.
  useEffect(() => {
    focusField(firstEmptyField(values));
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  // Domains added in this visit come first, then the stored shortlist, newest first.
  const chips = useMemo(() => {
    const stored = sortShortlist(shortlist).map((d) => ({ id: d.id, name: d.name }));
    return [...added.filter((a) => !stored.some((d) => d.id === a.id)), ...stored];
  }, [shortlist, added]);

  const change = (field: 'username' | 'password', value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => clearFieldError(e, field));
  };

  const selectDomain = (id: number, how: 'chip' | 'add') => {
    const next = valuesForDomain(shortlist, id);
    if (how === 'add' && !chips.some((c) => c.id === id)) {
      const d = domains.find((x) => x.id === id);
      if (d) setAdded((a) => [{ id: d.id, name: d.name }, ...a]);
    }
    setValues(next);
    // The domain, and the username and password it refills, all changed.
    setErrors({});
    // Arrow keys in the chips keep focus there; an explicit add moves on to the next empty field.
    if (how === 'add') requestAnimationFrame(() => focusField(firstEmptyField(next)));
  };

  const fail = (next: LoginErrors) => {
    setErrors(next);
    const field = firstErrorField(next);
    focusField(field);
    if (field === 'password') passwordRef.current?.select();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (submitting) return;
    const invalid = validateLogin(values);
    if (hasErrors(invalid)) {
      fail(invalid);
      return;
    }
    setSubmitting(true);
    try {
      let domain = domainById(values.domainId);
      if (!domain) {
        await loadDomains({ force: true });
        domain = domainById(values.domainId);
      }
      if (!domain) {
        fail(
          domains$.status.peek() === 'error'
            ? { password: LOGIN_TEXTS.noResponse }
            : { domain: LOGIN_TEXTS.domainRequired },
        );
        return;
      }
      await login(domain, values.username.trim(), values.password);
      if (domain.domain === DEMO_DOMAIN) ui$.welcomeOpen.set(true);
    } catch (err) {
      // Past the login call (data loading) the session flow has taken over.
      if (runtime$.phase.peek() !== 'loggedOut') return;
      fail(
        err instanceof ApiError
          ? loginFailureErrors({ status: err.status, message: err.message, fieldErrors: err.fieldErrors })
          : { password: LOGIN_TEXTS.noResponse },
      );
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form ref={formRef} className={s.form} onSubmit={submit} noValidate aria-label="Logga in">
      <DomainPicker
        ref={domainRef}
        chips={chips}
        domains={domains}
        loadingDomains={domainsStatus === 'loading' || domainsStatus === 'idle'}
        value={values.domainId}
        error={errors.domain}
        onSelect={selectDomain}
      />
      <TextField
        ref={usernameRef}
        label="Användarnamn (email)"
        type="email"
        autoComplete="username"
        name="username"
        value={values.username}
        onChange={(v) => change('username', v)}
        error={errors.username}
      />
      <TextField
        ref={passwordRef}
        label="Lösenord"
        type="password"
        autoComplete="current-password"
        name="password"
        value={values.password}
        onChange={(v) => change('password', v)}
        error={errors.password}
      />
      <Button
        type="submit"
        variant="primary"
        hotkey="enter"
        className={`${s.submit} ${s.solidKbd}`}
        isPending={submitting}
      >
        {submitting ? 'Loggar in…' : 'Logga in'}
      </Button>
    </form>
  );
}
