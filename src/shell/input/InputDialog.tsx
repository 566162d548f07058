import { useRef, useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components';
import { useValue } from '@legendapp/state/react';
import { input$, settleInput, type InputRequest } from '../../data/dialogs';
import { Dialog } from '../../ui/Dialog';
import { KeyCap as Kbd } from '../../ui/KeyCap';
import { TextField } from '../../ui/TextField';
import * as ui from '../../ui/styles.css';
import { form } from '../confirm/confirm.css';

/** The generic input dialog (shell.md 2.12): 'Spara' (Enter) saves, 'Avbryt' (Escape) cancels. */
export function InputDialog() {
  const request = useValue(input$);
  const seq = useRef({ request: null as InputRequest | null, n: 0 });
  if (seq.current.request !== request) seq.current = { request, n: seq.current.n + 1 };
  return (
    <Dialog title={request?.header ?? ''} isOpen={request != null} onClose={() => settleInput(null)} width={440}>
      {request && <InputBody key={seq.current.n} request={request} />}
    </Dialog>
  );
}

function InputBody({ request }: { request: InputRequest }) {
  const [value, setValue] = useState(request.prefilledValue ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = request.validate?.(value) ?? null;
    if (problem) {
      setError(problem);
      return;
    }
    settleInput(value);
  };
  return (
    <form onSubmit={submit} noValidate className={form}>
      <TextField
        label={request.label ?? request.header}
        value={value}
        maxLength={request.maxLength}
        autoFocus
        error={error}
        hint={request.maxLength ? `${value.length}/${request.maxLength}` : undefined}
        onChange={(v) => {
          setValue(v);
          setError(null);
        }}
        // The prefilled text is selected so typing replaces it.
        onFocus={(e) => (e.target as HTMLInputElement).select()}
      />
      <div className={ui.dialogActions}>
        <Button className={ui.button.secondary} onPress={() => settleInput(null)}>
          Avbryt
          <Kbd hotkey="escape" />
        </Button>
        <Button type="submit" className={ui.button.primary}>
          Spara
          <Kbd hotkey="enter" />
        </Button>
      </div>
    </form>
  );
}
