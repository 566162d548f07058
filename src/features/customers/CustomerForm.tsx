import { useMemo, type FormEvent, type KeyboardEvent } from 'react';
import type { CustomerDraft, CustomerField } from '../../domain/customerForm';
import { Button } from '../../ui/Button';
import type { SavedCustomer } from './customerDialogs';
import { FormSelect, FormTextField } from './CustomerFields';
import { AddressSearch } from './AddressSearch';
import { CustomerSuggestions } from './CustomerSuggestions';
import type { Suggestion } from './serverChecks';
import { useCustomerForm, type Country } from './useCustomerForm';
import * as s from './customerForm.css';

export interface CustomerFormProps {
  initial: CustomerDraft;
  countries: Country[];
  emailMandatory?: boolean;
  onSaved: (c: SavedCustomer) => void;
  onChoose: (s: Suggestion) => void;
  onCancel: () => void;
}

/** Common countries first (is_common), then the rest by name. */
function CountryOptions({ countries, dialling }: { countries: Country[]; dialling?: boolean }) {
  const [common, rest] = useMemo(
    () => [countries.filter((c) => c.is_common), countries.filter((c) => !c.is_common)],
    [countries],
  );
  const option = (c: Country) => (
    <option key={c.id} value={c.id}>
      {dialling ? `${c.name} (+${c.dialling_code})` : c.name}
    </option>
  );
  return (
    <>
      <option value="">{dialling ? 'Välj landskod' : 'Välj land'}</option>
      {common.length > 0 && <optgroup label="Vanliga">{common.map(option)}</optgroup>}
      <optgroup label="Alla länder">{rest.map(option)}</optgroup>
    </>
  );
}

/** The customer form (bookings.md 2 and 5): 'Spara Kund' with Enter, every rule shown at its field. */
export function CustomerForm({ initial, countries, emailMandatory, onSaved, onChoose, onCancel }: CustomerFormProps) {
  const f = useCustomerForm(initial, { countries, emailMandatory, onSaved });
  const d = f.draft;
  const issue = (field: CustomerField) => ({ error: f.errorOf(field), warning: f.warningOf(field) });
  const text = (
    field: CustomerField & keyof CustomerDraft,
    label: string,
    extra: Partial<Parameters<typeof FormTextField>[0]> = {},
  ) => (
    <FormTextField
      label={label}
      value={String(d[field] ?? '')}
      onChange={(v) => f.setField(field, v as never)}
      onBlur={() => f.blur(field)}
      issue={issue(field)}
      {...extra}
    />
  );

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const ok = await f.save();
    // Without a save, the first field with an error gets the keyboard.
    if (!ok) requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };
  // Enter on a closed select saves as in any other field.
  const enterOnSelect = (e: KeyboardEvent<HTMLFormElement>) => {
    if (e.key === 'Enter' && (e.target as HTMLElement).tagName === 'SELECT') {
      e.preventDefault();
      e.currentTarget.requestSubmit();
    }
  };

  return (
    <form
      data-customer-form
      className={s.form}
      onSubmit={(e) => void submit(e)}
      onKeyDown={enterOnSelect}
      noValidate
      aria-busy={f.saving || undefined}
    >
      <div className={s.grid}>
        <FormSelect
          label="Kundtyp"
          value={d.is_org ? 'org' : 'person'}
          disabled={d.id !== 0}
          onChange={(v) => f.setField('is_org', v === 'org')}
        >
          <option value="person">Privatperson</option>
          <option value="org">Företagskund</option>
        </FormSelect>
        <span aria-hidden="true" />
        {d.is_org ? (
          <>
            {text('org_name', 'Företagsnamn', { autoFocus: true })}
            {text('org_number', 'Organisationsnummer')}
            {text('org_reference', 'Kontaktperson', { wide: true })}
          </>
        ) : (
          <>
            {text('given_name', 'Förnamn', { autoFocus: true, autoComplete: 'off' })}
            {text('surname', 'Efternamn')}
          </>
        )}
        <h3 className={s.sectionTitle}>Adress</h3>
        <AddressSearch form={f} countries={countries} />
        {text('street_name', 'Gatunamn')}
        {text('street_number', 'Gatunummer')}
        {text('zip', 'Postnummer')}
        {text('city', 'Ort')}
        <FormSelect
          label="Land"
          value={d.country_id == null ? '' : String(d.country_id)}
          issue={issue('country_id')}
          onChange={(v) => f.setField('country_id', v ? Number(v) : null)}
          onBlur={() => f.blur('country_id')}
        >
          <CountryOptions countries={countries} />
        </FormSelect>
        <span aria-hidden="true" />
        <h3 className={s.sectionTitle}>Kontakt</h3>
        <FormSelect
          label="Landskod"
          value={d.dialling_code_country_id == null ? '' : String(d.dialling_code_country_id)}
          issue={issue('dialling_code_country_id')}
          onChange={(v) => f.setField('dialling_code_country_id', v ? Number(v) : null)}
          onBlur={() => f.blur('dialling_code_country_id')}
        >
          <CountryOptions countries={countries} dialling />
        </FormSelect>
        {text('phone_number', 'Mobilnummer', { type: 'tel', inputMode: 'tel' })}
        {text('email', 'E-post', { type: 'email', inputMode: 'email', wide: true })}
      </div>
      {f.suggestions.length > 0 && <CustomerSuggestions list={f.suggestions} onChoose={onChoose} />}
      {f.formError && (
        <p role="alert" className={s.formError}>
          {f.formError}
        </p>
      )}
      <div className={s.footer}>
        <Button variant="secondary" hotkey="escape" onPress={onCancel}>
          Avbryt
        </Button>
        <Button variant="primary" type="submit" hotkey="enter" isDisabled={f.saving}>
          Spara Kund
        </Button>
      </div>
    </form>
  );
}
