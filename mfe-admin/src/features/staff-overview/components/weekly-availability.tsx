import type { AvailabilitySlot } from '@wsms/contracts';
import { businessWeek, weekdayName } from '@wsms/contracts/vocabulary';

const slotText = (slot: AvailabilitySlot) => `${slot.startTime} - ${slot.endTime}${slot.location ? ` (${slot.location})` : ''}`;

/** Each weekday, Monday to Sunday, with its weekly slots, or 'Not available'. */
export function WeeklyAvailability({ slots }: { slots: AvailabilitySlot[] }) {
  const weekly = slots.filter((slot) => slot.isRecurring && slot.isAvailable);
  return (
    <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '6px 16px' }}>
      {businessWeek.map((day) => {
        const daySlots = weekly.filter((slot) => slot.dayOfWeek === day).sort((a, b) => a.startTime.localeCompare(b.startTime));
        return (
          <div key={day} style={{ display: 'contents' }}>
            <dt style={{ fontWeight: 600 }}>{weekdayName(day)}</dt>
            <dd style={{ margin: 0 }}>{daySlots.length > 0 ? daySlots.map(slotText).join(', ') : 'Not available'}</dd>
          </div>
        );
      })}
    </dl>
  );
}
