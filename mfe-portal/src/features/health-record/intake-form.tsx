import { useMyIntake, useSaveIntake } from '@wsms/api-client/clinical';
import { intakeInputSchema, intakeLabels, parqNeedsReview, parqQuestions, parqReviewMessage, type Intake, type IntakeInput } from '@wsms/contracts';
import { Button, Card, CardDescription, CardTitle, LoadError, Loading, toast } from '@wsms/ui';
import { applyServerErrors, SelectField, TextAreaField, TextField, useZodForm } from '@wsms/ui/form';
import styled from 'styled-components';

const Form = styled.form`
  display: grid;
  gap: 12px;
`;
const Fieldset = styled.fieldset`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  min-width: 0;
  & legend { font-weight: 600; padding: 0 4px; }
`;

/** What happens next after a PAR-Q "Yes": stays on the form while the saved intake has one. */
const Notice = styled.p`
  margin: 0;
  padding: 10px 12px;
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.background};
`;

const answers = [
  { value: 'no', label: 'No' },
  { value: 'yes', label: 'Yes' },
];

const blank: IntakeInput = {
  dateOfBirth: '',
  sports: '',
  injuries: '',
  medications: '',
  allergies: '',
  conditions: '',
  parq: {},
  goals: '',
  emergencyContact: { name: '', relation: '', phone: '' },
};

/** The saved version's answers (not its version number nor time: the input schema is strict, they would refuse every later save). */
function valuesOf(intake: Intake | null): IntakeInput {
  if (!intake) return blank;
  const { version: _version, savedAt: _savedAt, ...answers } = intake;
  return { ...blank, ...answers, emergencyContact: { ...intake.emergencyContact } };
}

function IntakeFields({ intake }: { intake: Intake | null }) {
  const save = useSaveIntake();
  const form = useZodForm(intakeInputSchema, { defaultValues: valuesOf(intake) });
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset(valuesOf(saved));
        const review = parqNeedsReview(saved.parq) ? ` ${parqReviewMessage}` : '';
        toast({ title: 'Intake saved', description: `Version ${saved.version} is what your care team sees.${review}` });
      },
      onError: (error) => {
        applyServerErrors(form, error);
        toast({ title: 'Error', description: error.message, variant: 'destructive' });
      },
    }),
  );
  return (
    <Form onSubmit={submit} noValidate aria-label="Intake form">
      <TextField form={form} name="dateOfBirth" label={intakeLabels.dateOfBirth} type="date" required />
      <TextAreaField form={form} name="sports" label={intakeLabels.sports} rows={2} />
      <TextAreaField form={form} name="injuries" label={intakeLabels.injuries} rows={3} />
      <TextAreaField form={form} name="medications" label={intakeLabels.medications} rows={2} />
      <TextAreaField form={form} name="allergies" label={intakeLabels.allergies} rows={2} />
      <TextAreaField form={form} name="conditions" label={intakeLabels.conditions} rows={2} />
      <Fieldset>
        <legend>PAR-Q health questions</legend>
        {parqQuestions.map((question) => (
          <div key={question.id}>
            <SelectField form={form} name={`parq.${question.id}.answer`} label={question.text} options={answers} placeholder="Not answered" />
            <TextField form={form} name={`parq.${question.id}.details`} label="Details (optional)" />
          </div>
        ))}
      </Fieldset>
      <TextAreaField form={form} name="goals" label={intakeLabels.goals} rows={2} />
      <Fieldset>
        <legend>Emergency contact</legend>
        <TextField form={form} name="emergencyContact.name" label={intakeLabels.emergencyName} required autoComplete="off" />
        <TextField form={form} name="emergencyContact.relation" label={intakeLabels.emergencyRelation} autoComplete="off" />
        <TextField form={form} name="emergencyContact.phone" label={intakeLabels.emergencyPhone} type="tel" required autoComplete="off" />
      </Fieldset>
      <div>
        <Button type="submit" disabled={save.isPending}>{save.isPending ? 'Saving...' : 'Save intake'}</Button>
      </div>
    </Form>
  );
}

/** The intake form: each save is a new version, the care team reads the latest. */
export function IntakeForm() {
  const intake = useMyIntake();
  return (
    <Card as="section" aria-labelledby="intake-heading">
      <CardTitle as="h2" id="intake-heading">Intake form</CardTitle>
      {intake.isPending ? (
        <Loading text="Loading your intake form..." />
      ) : intake.isError ? (
        <LoadError message={intake.error.message} onRetry={intake.refetch} />
      ) : (
        <>
          <CardDescription>
            {intake.data ? `Last saved ${intake.data.savedAt.slice(0, 10)} (version ${intake.data.version}).` : 'Please fill this in before your first visit.'}
          </CardDescription>
          {intake.data && parqNeedsReview(intake.data.parq) && <Notice role="status">{parqReviewMessage}</Notice>}
          <IntakeFields intake={intake.data} />
        </>
      )}
    </Card>
  );
}
