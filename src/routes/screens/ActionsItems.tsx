import { ActionsScreen } from '../../panes/actions/ActionsScreen';

export default function ActionsItemsScreen() {
  return <ActionsScreen />;
}
