import { ActionsScreen } from '../../features/reception/actions/ActionsScreen';

export default function ActionsItemsScreen() {
  return <ActionsScreen />;
}
