import { useApplyTemplate } from '@wsms/api-client/booking';
import { templateApplySchema, type AvailabilityTemplate } from '@wsms/contracts';
import { Button, Dialog, toast } from '@wsms/ui';
import { applyServerErrors, NumberField, TextField, useZodForm } from '@wsms/ui/form';
import { FormActions, Row, Stack } from '../../components/layout';
import { todayAtGym } from '../../lib/format';

/** Applies a template to a range of weeks as dated slots; slots that already exist are skipped. */
export function ApplyTemplateDialog({ template, onClose }: { template: AvailabilityTemplate; onClose: () => void }) {
  const apply = useApplyTemplate();
  const form = useZodForm(templateApplySchema, { defaultValues: { weekStart: todayAtGym(), weeks: 4 } });
  const submit = form.handleSubmit((range) =>
    apply.mutate(
      { id: template.id, range },
      {
        onSuccess: (result) => {
          toast({ title: 'Template applied', description: `${result.created.length} slots added, ${result.skipped} already there.` });
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
      <Stack noValidate aria-label="Apply template" onSubmit={submit}>
        <Row>
          <TextField form={form} name="weekStart" label="First week" type="date" required />
          <NumberField form={form} name="weeks" label="Number of weeks" min={1} max={26} step={1} required />
        </Row>
        <FormActions>
          <Button type="button" variant="outline" onClick={onClose}>Cancel</Button>
          <Button type="submit" disabled={apply.isPending}>{apply.isPending ? 'Applying...' : 'Apply Template'}</Button>
        </FormActions>
      </Stack>
    </Dialog>
  );
}
