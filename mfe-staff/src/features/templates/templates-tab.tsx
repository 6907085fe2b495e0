import { useCreateTemplate, useDeleteTemplate, useInstructorTemplates } from '@wsms/api-client/booking';
import type { AvailabilityTemplate, AvailabilityTemplateInput } from '@wsms/contracts';
import { weekdayName } from '@wsms/contracts/vocabulary';
import { Button, Card, CardDescription, CardTitle, Dialog, LoadError, Loading, toast } from '@wsms/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Actions, CardList, TabHead } from '../../components/layout';
import { ApplyTemplateDialog } from './apply-dialog';
import { TemplateForm } from './template-form';

const TemplateCard = styled(Card)`
  display: grid;
  gap: 8px;
  & h3 { margin: 0; font-size: 1.0625rem; }
  & ul { margin: 0; padding-left: 20px; }
  & p { margin: 0; }
`;

type Open = { kind: 'create' } | { kind: 'apply' | 'delete'; template: AvailabilityTemplate } | null;

/** Weekly patterns saved once and applied to a range of weeks. */
export function TemplatesTab({ instructorId }: { instructorId: string }) {
  const templates = useInstructorTemplates(instructorId);
  const create = useCreateTemplate();
  const remove = useDeleteTemplate();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  const save = (values: AvailabilityTemplateInput, form: { setErrors: (error: unknown) => void }) =>
    create.mutate(
      { ...values, instructorId },
      {
        onSuccess: () => {
          toast({ title: 'Template created', description: values.name });
          close();
        },
        onError: (error) => {
          form.setErrors(error);
          toast({ title: 'Failed to create template', description: error.message, variant: 'destructive' });
        },
      },
    );

  return (
    <section aria-labelledby="templates-heading">
      <TabHead>
        <h2 id="templates-heading">Templates</h2>
        <Button onClick={() => setOpen({ kind: 'create' })}>Create Template</Button>
      </TabHead>
      {templates.isPending ? (
        <Loading text="Loading templates..." />
      ) : templates.isError ? (
        <LoadError message={templates.error.message} onRetry={templates.refetch} />
      ) : templates.data.length === 0 ? (
        <Card>
          <CardTitle as="h3">No templates yet</CardTitle>
          <CardDescription>Save a weekly pattern once, then apply it to the weeks ahead.</CardDescription>
        </Card>
      ) : (
        <CardList aria-label="Availability templates">
          {templates.data.map((t) => (
            <li key={t.id}>
              <TemplateCard as="article" aria-labelledby={`template-${t.id}`}>
                <h3 id={`template-${t.id}`}>{t.name}</h3>
                {t.description && <p>{t.description}</p>}
                <ul>
                  {t.schedulePattern.map((item, i) => (
                    <li key={i}>{weekdayName(item.dayOfWeek)} {item.startTime}–{item.endTime}, {item.location}, max {item.maxBookings}</li>
                  ))}
                </ul>
                <Actions>
                  <Button size="sm" onClick={() => setOpen({ kind: 'apply', template: t })} aria-describedby={`template-${t.id}`}>Apply</Button>
                  <Button size="sm" variant="destructive" onClick={() => setOpen({ kind: 'delete', template: t })} aria-describedby={`template-${t.id}`}>Delete</Button>
                </Actions>
              </TemplateCard>
            </li>
          ))}
        </CardList>
      )}
      {open?.kind === 'create' && (
        <Dialog open onClose={close} title="Create Template">
          <TemplateForm pending={create.isPending} onSubmit={save} onCancel={close} />
        </Dialog>
      )}
      {open?.kind === 'apply' && <ApplyTemplateDialog template={open.template} onClose={close} />}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          title="Delete template?"
          description={`${open.template.name} will be removed. Slots already made from it stay.`}
          confirmLabel="Delete"
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(open.template.id, {
              onSuccess: () => {
                toast({ title: 'Template deleted' });
                close();
              },
              onError: (error) => toast({ title: 'Failed to delete template', description: error.message, variant: 'destructive' }),
            })
          }
          onClose={close}
        />
      )}
    </section>
  );
}
