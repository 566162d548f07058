import { useParams } from '@tanstack/react-router';
import { UnitsScreen } from '../../features/till/units/UnitsScreen';
import { tabOfSegment } from '../../features/till/units/units';

/** /units/{tab?}: 'Enheter' (money.md 2). */
export default function UnitsRoute() {
  const { tab } = useParams({ strict: false }) as { tab?: string };
  return <UnitsScreen tab={tabOfSegment(tab)} />;
}
