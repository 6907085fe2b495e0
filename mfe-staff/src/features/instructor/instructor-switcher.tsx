import { useInstructors } from '@wsms/api-client/catalog';
import { Field, Select } from '@wsms/ui';

/** Admins pick which instructor's dashboard they act on. */
export function InstructorSwitcher({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const instructors = useInstructors();
  const list = instructors.data ?? [];
  return (
    <Field label="Instructor">
      {(control) => (
        <Select {...control} value={value} onChange={(e) => onChange(e.target.value)} disabled={list.length === 0}>
          {list.some((i) => i.id === value) ? null : <option value={value}>Current instructor</option>}
          {list.map((i) => <option key={i.id} value={i.id}>{i.name}</option>)}
        </Select>
      )}
    </Field>
  );
}
