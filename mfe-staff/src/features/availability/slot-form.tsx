import { availabilityHours, availabilityLocations, availabilitySlotInputSchema, type AvailabilitySlot, type AvailabilitySlotInput } from '@wsms/contracts';
import { businessToday } from '@wsms/contracts/dates';
import { Button } from '@wsms/ui';
import { applyServerErrors, CheckboxField, NumberField, SelectField, TextAreaField, TextField, useWatch, useZodForm } from '@wsms/ui/form';
import { FormActions, Row, Stack } from '../../components/layout';
import { bookableDayOptions } from '../../lib/session-days';

const hourOptions = availabilityHours.map((h) => ({ value: h, label: h }));
const locationOptions = availabilityLocations.map((l) => ({ value: l, label: l }));

/** Spec 5: hourly 00:00-23:00, 09:00-17:00, weekly, available, max 1 by default. */
const valuesOf = (slot: AvailabilitySlot | null) =>
  slot
    ? {
        isRecurring: slot.isRecurring,
        dayOfWeek: slot.isRecurring ? slot.dayOfWeek : undefined,
        availableDate: slot.availableDate ?? '',
        startTime: slot.startTime,
        endTime: slot.endTime,
        location: slot.location,
        maxBookings: slot.maxBookings,
        isAvailable: slot.isAvailable,
        notes: slot.notes,
      }
    : { isRecurring: true, availableDate: '', startTime: '09:00', endTime: '17:00', location: '', maxBookings: 1, isAvailable: true, notes: '' };

interface Props {
  slot: AvailabilitySlot | null;
  pending: boolean;
  onSubmit: (values: AvailabilitySlotInput, form: { setErrors: (error: unknown) => void }) => void;
  onCancel: () => void;
}

export function SlotForm({ slot, pending, onSubmit, onCancel }: Props) {
  const form = useZodForm(availabilitySlotInputSchema, { defaultValues: valuesOf(slot) });
  const weekly = useWatch({ control: form.control, name: 'isRecurring' }) !== false;
  return (
    <Stack
      noValidate
      aria-label={slot ? 'Edit availability' : 'Add availability'}
      onSubmit={form.handleSubmit((values) => onSubmit(values, { setErrors: (error) => applyServerErrors(form, error) }))}
    >
      <CheckboxField form={form} name="isRecurring" label="Repeats weekly" hint="Untick for a single date." />
      {weekly ? (
        <SelectField form={form} name="dayOfWeek" label="Day of week" placeholder="Select a day" options={bookableDayOptions} valueAsNumber required hint="Monday to Saturday: sessions are not available on Sundays." />
      ) : (
        <TextField form={form} name="availableDate" label="Date" type="date" min={businessToday()} required hint="Today or later, Monday to Saturday." />
      )}
      <Row>
        <SelectField form={form} name="startTime" label="Start time" options={hourOptions} required />
        <SelectField form={form} name="endTime" label="End time" options={hourOptions} required />
      </Row>
      <Row>
        <SelectField form={form} name="location" label="Location" placeholder="Select a location" options={locationOptions} required />
        <NumberField form={form} name="maxBookings" label="Max sessions" min={1} max={10} step={1} />
      </Row>
      <CheckboxField form={form} name="isAvailable" label="Available" hint="Untick to block this time (shown as Unavailable)." />
      <TextAreaField form={form} name="notes" label="Notes" rows={2} />
      <FormActions>
        <Button type="button" variant="outline" onClick={onCancel}>Cancel</Button>
        <Button type="submit" disabled={pending}>{pending ? 'Saving...' : slot ? 'Save Changes' : 'Add Availability'}</Button>
      </FormActions>
    </Stack>
  );
}
