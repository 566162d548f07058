import { UpdateDialog } from '../shell/update/UpdateDialog';
import { ConfirmDialog } from '../shell/confirm/ConfirmDialog';
import { InputDialog } from '../shell/input/InputDialog';

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
