import { availabilityHours, availabilityLocations, availabilityTemplateInputSchema, type AvailabilityTemplateInput } from '@wsms/contracts';
import { Button } from '@wsms/ui';
import { applyServerErrors, NumberField, SelectField, TextAreaField, TextField, useFieldArray, useZodForm } from '@wsms/ui/form';
import styled from 'styled-components';
import { FormActions, Row, Stack } from '../../components/layout';
import { bookableDayOptions } from '../../lib/session-days';

const hourOptions = availabilityHours.map((h) => ({ value: h, label: h }));
const locationOptions = availabilityLocations.map((l) => ({ value: l, label: l }));

const Items = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  & > li { border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radii.md}; padding: 12px; display: grid; gap: 12px; }
`;

const newItem = () => ({ dayOfWeek: 1, startTime: '09:00', endTime: '17:00', location: '', maxBookings: 1 });

interface Props {
  pending: boolean;
  onSubmit: (values: AvailabilityTemplateInput, form: { setErrors: (error: unknown) => void }) => void;
  onCancel: () => void;
}

/** A named weekly pattern: one or more day / hours / location entries. */
export function TemplateForm({ pending, onSubmit, onCancel }: Props) {
  const form = useZodForm(availabilityTemplateInputSchema, { defaultValues: { name: '', description: '', schedulePattern: [newItem()] } });
  const items = useFieldArray({ control: form.control, name: 'schedulePattern' });
  return (
    <Stack noValidate aria-label="Create template" onSubmit={form.handleSubmit((values) => onSubmit(values, { setErrors: (error) => applyServerErrors(form, error) }))}>
      <TextField form={form} name="name" label="Name" required />
      <TextAreaField form={form} name="description" label="Description" rows={2} />
      <Items aria-label="Weekly pattern">
        {items.fields.map((field, index) => (
          <li key={field.id}>
            <Row>
              <SelectField form={form} name={`schedulePattern.${index}.dayOfWeek`} label={`Day (entry ${index + 1})`} options={bookableDayOptions} valueAsNumber />
              <SelectField form={form} name={`schedulePattern.${index}.location`} label={`Location (entry ${index + 1})`} placeholder="Select a location" options={locationOptions} />
            </Row>
            <Row>
              <SelectField form={form} name={`schedulePattern.${index}.startTime`} label={`Start time (entry ${index + 1})`} options={hourOptions} />
              <SelectField form={form} name={`schedulePattern.${index}.endTime`} label={`End time (entry ${index + 1})`} options={hourOptions} />
              <NumberField form={form} name={`schedulePattern.${index}.maxBookings`} label={`Max sessions (entry ${index + 1})`} min={1} max={10} step={1} />
            </Row>
            {items.fields.length > 1 && (
              <div><Button type="button" size="sm" variant="outline" onClick={() => items.remove(index)}>Remove entry {index + 1}</Button></div>
            )}
          </li>
        ))}
      </Items>
      <div><Button type="button" variant="secondary" onClick={() => items.append(newItem())}>Add Entry</Button></div>
      <FormActions>
        <Button type="button" variant="outline" onClick={onCancel}>Cancel</Button>
        <Button type="submit" disabled={pending}>{pending ? 'Saving...' : 'Create Template'}</Button>
      </FormActions>
    </Stack>
  );
}
