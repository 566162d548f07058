import { useValue } from '@legendapp/state/react';
import { ui$ } from '../../data/ui';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import * as ui from '../../ui/styles.css';
import * as s from './login.css';

const close = () => ui$.welcomeOpen.set(false);

/** After a login on the demo tenant (shell.md 2.3); the login page opens it, the shell renders it. */
export function WelcomeDialog() {
  const open = useValue(ui$.welcomeOpen);
  return (
    <Dialog title="Välkommen till demoversionen" isOpen={open} onClose={close} width={480}>
      <p className={s.para}>
        Det här är en demoversion av konsolen med påhittade bokningar, kunder och försäljning. Prova gärna allt – inget
        du gör här påverkar en riktig campingplats.
      </p>
      <p className={s.para}>
        Vissa funktioner, som kortterminal, kvittoskrivare, utskick av e-post och bankgiro, fungerar bara i
        produktionsmiljön.
      </p>
      <div className={ui.dialogActions}>
        {/* Focused when the dialog opens, so Enter closes it. */}
        <Button variant="primary" className={s.solidKbd} autoFocus hotkey="enter" onPress={close}>
          Kom igång
        </Button>
      </div>
    </Dialog>
  );
}
