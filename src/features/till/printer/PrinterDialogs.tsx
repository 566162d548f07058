import { VirtualPrinterDialog } from './VirtualPrinterDialog';
import { RegistrationCardLanguageDialog } from './RegistrationCardLanguageDialog';

/** The printer's global dialogs, mounted once in the shell. */
export function PrinterDialogs() {
  return (
    <>
      <VirtualPrinterDialog />
      <RegistrationCardLanguageDialog />
    </>
  );
}
