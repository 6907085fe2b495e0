import { useApplyTemplate } from '@wsms/api-client/booking';
import { templateApplySchema, type AvailabilityTemplate, type TemplateApplyResult } from '@wsms/contracts';
import { businessToday } from '@wsms/contracts/dates';
import { Button, Dialog, toast } from '@wsms/ui';
import { applyServerErrors, NumberField, TextField, useZodForm } from '@wsms/ui/form';
import { useState } from 'react';
import { ErrorText, FormActions, Row, Stack } from '../../components/layout';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const summary = ({ created, skipped, pastDates }: TemplateApplyResult) =>
  `${plural(created.length, 'slot', 'slots')} added, ${skipped} already there${pastDates > 0 ? `, ${plural(pastDates, 'past date', 'past dates')} left out` : ''}.`;

/**
 * Applies a template to a range of weeks as dated slots; slots that already exist are skipped. When
 * nothing was added the dialog stays open with the service's reason, so another range can be tried.
 */
export function ApplyTemplateDialog({ template, onClose }: { template: AvailabilityTemplate; onClose: () => void }) {
  const apply = useApplyTemplate();
  const [nothingAdded, setNothingAdded] = useState<string | null>(null);
  const form = useZodForm(templateApplySchema, { defaultValues: { weekStart: businessToday(), weeks: 4 } });
  const submit = form.handleSubmit((range) =>
    apply.mutate(
      { id: template.id, range },
      {
        onSuccess: (result) => {
          if (result.reason) {
            setNothingAdded(result.reason);
            return;
          }
          toast({ title: 'Template applied', description: summary(result) });
          onClose();
        },
        onError: (error) => {
          applyServerErrors(form, error);
          toast({ title: 'Failed to apply template', description: error.message, variant: 'destructive' });
        },
      },
    ),
  );
  return (
    <Dialog open onClose={onClose} title={`Apply ${template.name}`} description="Slots are added from the Monday of the chosen week. Slots that already exist are not added twice.">
      <Stack noValidate aria-label="Apply template" onSubmit={submit} onChange={() => setNothingAdded(null)}>
        <Row>
          <TextField form={form} name="weekStart" label="First week" type="date" required />
          <NumberField form={form} name="weeks" label="Number of weeks" min={1} max={26} step={1} required />
        </Row>
        {nothingAdded && <ErrorText role="alert">{nothingAdded}</ErrorText>}
        <FormActions>
          <Button type="button" variant="outline" onClick={onClose}>Cancel</Button>
          <Button type="submit" disabled={apply.isPending}>{apply.isPending ? 'Applying...' : 'Apply Template'}</Button>
        </FormActions>
      </Stack>
    </Dialog>
  );
}
