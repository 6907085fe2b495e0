import type { WorkoutProgram } from '@wsms/contracts';
import { Field, Select } from '@wsms/ui';

/** Which program a tab shows; the empty choice means none yet (Today's Workout waits for one). */
export function ProgramPicker({ programs, value, onChange }: { programs: WorkoutProgram[]; value: string; onChange: (id: string) => void }) {
  return (
    <Field label="Program">
      {(control) => (
        <Select {...control} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">Choose a program</option>
          {programs.map((program) => (
            <option key={program.id} value={program.id}>{program.title}</option>
          ))}
        </Select>
      )}
    </Field>
  );
}
