import { UpdateDialog } from '../panes/update/UpdateDialog';
import { ConfirmDialog } from '../panes/confirm/ConfirmDialog';
import { InputDialog } from '../panes/input/InputDialog';

/** The console-wide dialogs a store opens (update, confirm, input): one chunk, fetched just after the first screen. */
export default function AppDialogs() {
  return (
    <>
      <UpdateDialog />
      <ConfirmDialog />
      <InputDialog />
    </>
  );
}
