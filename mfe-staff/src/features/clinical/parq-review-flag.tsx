import { parqReviewLabel, type RecordStatus } from '@wsms/contracts';
import { Badge } from '@wsms/ui';

/** The care team's flag on a booking: the client's current intake answers a PAR-Q question Yes, a clinician reviews it before training. */
export function ParqReviewFlag({ status }: { status: Pick<RecordStatus, 'parqReview'> }) {
  if (!status.parqReview) return null;
  return <Badge $variant="danger">{parqReviewLabel}</Badge>;
}
