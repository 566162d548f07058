import { PendingScreen } from '../../panes/pending/PendingScreen';

export default function PosRegisterScreen() {
  return <PendingScreen name="PosRegister" />;
}
