import { useParams } from '@tanstack/react-router';
import { UnitsScreen } from '../../panes/units/UnitsScreen';
import { tabOfSegment } from '../../panes/units/units';

/** /units/{tab?}: 'Enheter' (money.md 2). */
export default function UnitsRoute() {
  const { tab } = useParams({ strict: false }) as { tab?: string };
  return <UnitsScreen tab={tabOfSegment(tab)} />;
}
