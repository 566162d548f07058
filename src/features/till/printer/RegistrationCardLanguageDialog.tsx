import { ListBox, ListBoxItem } from 'react-aria-components';
import { useValue } from '@legendapp/state/react';
import { Dialog } from '../../../ui/Dialog';
import { Button } from '../../../ui/Button';
import * as ui from '../../../ui/styles.css';
import { printRegistrationCard, REGISTRATION_CARD_LANGUAGES } from './registrationCard';
import { cardLanguageChooser$ } from './printerUi';
import * as s from './printer.css';

/** The menu 'Skriv ut registreringskort': one of the seven languages, Enter prints. */
export function RegistrationCardLanguageDialog() {
  const request = useValue(cardLanguageChooser$);
  const close = () => cardLanguageChooser$.set(null);
  const choose = (code: string) => {
    if (!request) return;
    close();
    void printRegistrationCard(request.bookingId, code);
  };
  return (
    <Dialog title="Skriv ut registreringskort" isOpen={request != null} onClose={close} width={450}>
      <span className={s.hint} id="card-language-label">
        Välj språk för registreringskortet
      </span>
      <ListBox
        aria-labelledby="card-language-label"
        className={s.languages}
        items={REGISTRATION_CARD_LANGUAGES.map((l) => ({ ...l, id: l.code }))}
        autoFocus="first"
        onAction={(key) => choose(String(key))}
      >
        {(l) => (
          <ListBoxItem id={l.code} textValue={l.label} className={s.language}>
            <span>{l.label}</span>
            {request?.defaultLanguage === l.code && <span className={s.hint}>Kundens språk</span>}
          </ListBoxItem>
        )}
      </ListBox>
      <div className={ui.dialogActions}>
        <Button onPress={close} hotkey="escape">
          Avbryt
        </Button>
      </div>
    </Dialog>
  );
}
