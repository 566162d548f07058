import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useValue } from '@legendapp/state/react';
import { ApiError } from '../../../data/api';
import { call } from '../../../data/call';
import { askInput } from '../../../data/dialogs';
import { showSnackbar } from '../../../data/snackbars';
import { catalog$ } from '../../../data/stores';
import type { Product } from '../../../contracts/till';
import {
  hasProductErrors,
  isBarcode,
  PRODUCT_COLOR_LABELS,
  PRODUCT_COLORS,
  validateProduct,
  type ProductDraft,
  type ProductField,
} from '../../../domain/productForm';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { TextField } from '../../../ui/TextField';
import { FormSelect, FormTextField } from '../../customers/CustomerFields';
import * as cs from '../../customers/customerForm.css';
import { addProductAnywhere } from '../register/addFlow';
import { parseKronor } from '../register/parseInput';
import { BARCODE_TEXTS } from '../register/till.commands';
import { closeProductForm, productBarcodeAsking$, productForm$, type ProductFormRequest } from './productFormStore';
import * as s from './productForm.css';

export const PRODUCT_FORM_TITLE = 'Skapa ny produkt';
export const PRODUCT_CREATED_TEXT = 'Produkten har skapats';

/** The button edge colours of the product pad, for the swatch beside the colour list. */
const SWATCH: Record<string, string> = {
  red: '#e53935',
  pink: '#d81b60',
  purple: '#8e24aa',
  'deep-purple': '#5e35b1',
  indigo: '#3949ab',
  blue: '#1e88e5',
  'light-blue': '#039be5',
  cyan: '#00acc1',
  teal: '#00897b',
  green: '#43a047',
  'light-green': '#7cb342',
  lime: '#c0ca33',
  yellow: '#fdd835',
  amber: '#ffb300',
  orange: '#fb8c00',
  'deep-orange': '#f4511e',
  brown: '#6d4c41',
  'blue-grey': '#546e7a',
  grey: '#757575',
};

/** 'Skapa ny produkt' (money.md 2), opened by a scan of an unknown barcode or the palette. */
export function ProductFormDialog() {
  const request = useValue(productForm$);
  return (
    <Dialog title={PRODUCT_FORM_TITLE} isOpen={request != null} onClose={closeProductForm} width={560}>
      {request && <ProductForm key={request.seq} request={request} />}
    </Dialog>
  );
}

/** The barcode sub-dialog: the register's 'Ange streckkod', owned by the form while open. */
async function askBarcode(current: string) {
  productBarcodeAsking$.set(true);
  try {
    const code = await askInput({
      header: BARCODE_TEXTS.header,
      label: BARCODE_TEXTS.label,
      maxLength: 13,
      prefilledValue: current,
      validate: (v) => (isBarcode(v) ? null : BARCODE_TEXTS.invalid),
    });
    if (code != null && productForm$.peek()) productForm$.barcode.set(code.trim());
  } finally {
    productBarcodeAsking$.set(false);
  }
}

/** The saved product joins the catalog at once (the UpdateData event refreshes it again). */
function rememberProduct(p: Product) {
  catalog$.products.set((list) =>
    [...list.filter((x) => x.id !== p.id), p].sort((a, b) => String(a.name).localeCompare(String(b.name), 'sv')),
  );
}

function ProductForm({ request }: { request: ProductFormRequest }) {
  const groups = useValue(catalog$.productGroups);
  const products = useValue(catalog$.products);
  const barcode = useValue(productForm$.barcode) ?? '';
  const [name, setName] = useState('');
  const [groupId, setGroupId] = useState<number | null>(request.productGroupId);
  const [priceText, setPriceText] = useState('');
  const [color, setColor] = useState('blue');
  const [touched, setTouched] = useState<ReadonlySet<ProductField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<ProductField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const price = priceText.trim() === '' ? null : (parseKronor(priceText) ?? Number.NaN);
  const draft: ProductDraft = {
    id: 0,
    name,
    product_group_id: groupId,
    price,
    barcode,
    gui_color: color,
    is_bulk: 0,
    unit_id: 1,
  };
  const issues = validateProduct(draft, { others: products as never, groupIds: groups.map((g) => g.id as number) });
  const errorOf = (f: ProductField) =>
    serverErrors[f] ?? (submitted || touched.has(f) ? issues.errors[f] : undefined) ?? undefined;
  const touch = (f: ProductField) => setTouched((t) => new Set(t).add(f));
  const changed = (f: ProductField) => setServerErrors(({ [f]: _, ...rest }) => rest);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    setSubmitted(true);
    const focusInvalid = () =>
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    if (hasProductErrors(issues) || saving) {
      focusInvalid();
      return;
    }
    setSaving(true);
    setFormError(null);
    try {
      const d = await call('POST products/create', {
        silent: true,
        body: { name, product_group_id: groupId, price, barcode: barcode.trim() || null, gui_color: color },
      });
      rememberProduct(d.product);
      closeProductForm();
      showSnackbar('success', PRODUCT_CREATED_TEXT);
      if (request.afterSave === 'cart') addProductAnywhere(d.product);
    } catch (err) {
      const apiErr = err instanceof ApiError ? err : new ApiError(0, null, String(err));
      const fields = Object.entries(apiErr.fieldErrors);
      const known = fields.filter(([k]) => ['name', 'product_group_id', 'price', 'barcode', 'gui_color'].includes(k));
      setServerErrors(Object.fromEntries(known.map(([k, v]) => [k, v[0]])));
      if (known.length < fields.length || fields.length === 0)
        setFormError(apiErr.message || 'Ett oväntat fel inträffade');
      setSaving(false);
      focusInvalid();
    }
  };

  // Enter on a closed select saves, as in a field; mod+Enter saves from anywhere; alt+S the barcode dialog.
  const onKeyDown = (e: KeyboardEvent<HTMLFormElement>) => {
    const target = e.target as HTMLElement;
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey || target.tagName === 'SELECT')) {
      e.preventDefault();
      e.currentTarget.requestSubmit();
      return;
    }
    if (e.altKey && !e.ctrlKey && !e.metaKey && (e.code === 'KeyS' || e.key.toLowerCase() === 's')) {
      e.preventDefault();
      void askBarcode(barcode);
    }
  };

  return (
    <form
      className={cs.form}
      onSubmit={(e) => void submit(e)}
      onKeyDown={onKeyDown}
      noValidate
      aria-busy={saving || undefined}
    >
      <div className={cs.grid}>
        <FormTextField
          label="Namn"
          value={name}
          autoFocus
          wide
          onChange={(v) => {
            setName(v);
            changed('name');
          }}
          onBlur={() => touch('name')}
          issue={{ error: errorOf('name'), warning: issues.warnings.name }}
        />
        <FormSelect
          label="Produktgrupp"
          value={groupId == null ? '' : String(groupId)}
          issue={{ error: errorOf('product_group_id') }}
          onChange={(v) => {
            setGroupId(v ? Number(v) : null);
            changed('product_group_id');
          }}
          onBlur={() => touch('product_group_id')}
        >
          <option value="">Välj produktgrupp</option>
          {groups.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </FormSelect>
        <TextField
          label="Pris"
          value={priceText}
          inputMode="decimal"
          error={errorOf('price')}
          hint="Kr. Tomt eller 0: priset anges vid försäljningen"
          onChange={(v) => {
            setPriceText(v);
            changed('price');
          }}
          onBlur={() => touch('price')}
        />
        <div className={[s.withAside, cs.wide].join(' ')}>
          <TextField
            label="Streckkod"
            value={barcode}
            inputMode="numeric"
            maxLength={13}
            error={errorOf('barcode')}
            onChange={(v) => {
              productForm$.barcode.set(v);
              changed('barcode');
            }}
            onBlur={() => touch('barcode')}
          />
          <Button hotkey="alt+s" onPress={() => void askBarcode(barcode)}>
            {BARCODE_TEXTS.header}
          </Button>
        </div>
        <div className={s.withAside}>
          <FormSelect
            label="Färg"
            value={color}
            issue={{ error: errorOf('gui_color') }}
            onChange={(v) => {
              setColor(v);
              changed('gui_color');
            }}
          >
            {PRODUCT_COLORS.map((c) => (
              <option key={c} value={c}>
                {PRODUCT_COLOR_LABELS[c]}
              </option>
            ))}
          </FormSelect>
          <span className={s.swatch} style={{ background: SWATCH[color] }} aria-hidden="true" />
        </div>
      </div>
      {formError && (
        <p role="alert" className={cs.formError}>
          {formError}
        </p>
      )}
      <div className={cs.footer}>
        <Button variant="secondary" hotkey="escape" onPress={closeProductForm}>
          Avbryt
        </Button>
        <Button variant="primary" type="submit" hotkey="enter" isDisabled={saving}>
          Spara
        </Button>
      </div>
    </form>
  );
}
