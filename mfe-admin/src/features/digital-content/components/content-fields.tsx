import { exerciseDefaults, type DigitalProductFormValues } from '@wsms/contracts';
import { Button } from '@wsms/ui';
import { fieldError, NumberField, TextAreaField, TextField, useFieldArray, type BoundForm } from '@wsms/ui/form';
import styled from 'styled-components';
import { PdfUploadField } from './pdf-upload-field';

type Form = BoundForm<DigitalProductFormValues>;

const Heading = styled.h3`
  margin: 8px 0 0;
  font-size: 1rem;
`;
const Items = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 12px;
  & > li { border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radii.md}; padding: 12px; display: grid; gap: 12px; }
`;
const Row = styled.div`
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 110px), 1fr));
`;
const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
`;

export const newExercise = () => ({ name: '', instructions: '', sets: exerciseDefaults.sets, reps: exerciseDefaults.reps, restTime: exerciseDefaults.restTime });

/** Spec section 5: the exercise list keeps at least one entry; remove is offered only when there are more. */
export function ExerciseFields({ form }: { form: Form }) {
  const list = useFieldArray({ control: form.control, name: 'exercises' });
  const problem = list.fields.length === 0 ? fieldError(form.formState.errors, 'exercises') : undefined;
  return (
    <>
      <Heading id="dc-exercises">Exercises</Heading>
      {problem && <Problem role="alert">{problem}</Problem>}
      <Items aria-labelledby="dc-exercises">
        {list.fields.map((field, index) => (
          <li key={field.id}>
            <TextField form={form} name={`exercises.${index}.name`} label={`Exercise ${index + 1} name`} required />
            <Row>
              <NumberField form={form} name={`exercises.${index}.sets`} label="Sets" min={1} step={1} />
              <NumberField form={form} name={`exercises.${index}.reps`} label="Reps" min={1} step={1} emptyIsNull />
              <NumberField form={form} name={`exercises.${index}.restTime`} label="Rest (s)" min={0} step={5} />
            </Row>
            <TextAreaField form={form} name={`exercises.${index}.instructions`} label="Instructions" rows={2} />
            {list.fields.length > 1 && (
              <div>
                <Button type="button" variant="ghost" size="sm" onClick={() => list.remove(index)}>Remove exercise {index + 1}</Button>
              </div>
            )}
          </li>
        ))}
      </Items>
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => list.append(newExercise())}>Add Exercise</Button>
      </div>
    </>
  );
}

export function VideoFields({ form }: { form: Form }) {
  const list = useFieldArray({ control: form.control, name: 'chapters' });
  return (
    <>
      <TextField form={form} name="youtubeUrl" label="YouTube URL" type="url" required hint="Played through youtube-nocookie.com for buyers." />
      <Heading id="dc-chapters">Chapters</Heading>
      <Items aria-labelledby="dc-chapters">
        {list.fields.map((field, index) => (
          <li key={field.id}>
            <Row>
              <TextField form={form} name={`chapters.${index}.title`} label={`Chapter ${index + 1} title`} required />
              <TextField form={form} name={`chapters.${index}.timestamp`} label="Timestamp" placeholder="1:05" required />
            </Row>
            <TextAreaField form={form} name={`chapters.${index}.description`} label="Description" rows={2} />
            <div>
              <Button type="button" variant="ghost" size="sm" onClick={() => list.remove(index)}>Remove chapter {index + 1}</Button>
            </div>
          </li>
        ))}
      </Items>
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => list.append({ title: '', timestamp: '', description: '' })}>Add Chapter</Button>
      </div>
    </>
  );
}

export function PdfFields({ form }: { form: Form }) {
  const list = useFieldArray({ control: form.control, name: 'sections' });
  return (
    <>
      <PdfUploadField form={form} />
      <NumberField form={form} name="pages" label="Pages" min={1} step={1} required />
      <Heading id="dc-sections">Sections</Heading>
      <Items aria-labelledby="dc-sections">
        {list.fields.map((field, index) => (
          <li key={field.id}>
            <TextField form={form} name={`sections.${index}.title`} label={`Section ${index + 1} title`} required />
            <Row>
              <NumberField form={form} name={`sections.${index}.pageStart`} label="Start page" min={1} step={1} required />
              <NumberField form={form} name={`sections.${index}.pageEnd`} label="End page" min={1} step={1} required />
            </Row>
            <TextAreaField form={form} name={`sections.${index}.description`} label="Description" rows={2} />
            <div>
              <Button type="button" variant="ghost" size="sm" onClick={() => list.remove(index)}>Remove section {index + 1}</Button>
            </div>
          </li>
        ))}
      </Items>
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => list.append({ title: '', pageStart: 1, pageEnd: 1, description: '' })}>Add Section</Button>
      </div>
    </>
  );
}
