import { Button, Field, Input, Select } from '@wsms/ui';
import { bookingLocations } from '@wsms/contracts/vocabulary';
import { useAllInstructors } from '@wsms/api-client/catalog';
import styled from 'styled-components';
import { presetRange, reportPresets, type ReportPreset, type ReportRange } from '../report-period';

const Bar = styled.div`
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  align-items: end;
  margin-bottom: 16px;
`;
const Presets = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-bottom: 12px;
`;

export interface ReportFilterValues extends ReportRange {
  location: string;
  instructorId: string;
}

/** Date range (presets or two dates), location and instructor: each change goes into the address. */
export function ReportFilters({ value, today, preset, onChange }: { value: ReportFilterValues; today: string; preset: ReportPreset | null; onChange: (next: Partial<ReportFilterValues>) => void }) {
  const instructors = useAllInstructors();
  return (
    <div>
      <Presets role="group" aria-label="Date range presets">
        {reportPresets.map((p) => (
          <Button key={p.id} size="sm" variant={preset === p.id ? 'primary' : 'outline'} aria-pressed={preset === p.id} onClick={() => onChange(presetRange(p.id, today))}>
            {p.label}
          </Button>
        ))}
      </Presets>
      <Bar>
        <Field label="From">{(c) => <Input {...c} type="date" value={value.from} max={value.to} onChange={(e) => e.target.value && onChange({ from: e.target.value })} />}</Field>
        <Field label="To">{(c) => <Input {...c} type="date" value={value.to} min={value.from} onChange={(e) => e.target.value && onChange({ to: e.target.value })} />}</Field>
        <Field label="Location">
          {(c) => (
            <Select {...c} value={value.location} onChange={(e) => onChange({ location: e.target.value })}>
              <option value="">All locations</option>
              {bookingLocations.map((l) => (
                <option key={l} value={l.toLowerCase()}>
                  {l}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Instructor">
          {(c) => (
            <Select {...c} value={value.instructorId} onChange={(e) => onChange({ instructorId: e.target.value })}>
              <option value="">All instructors</option>
              {(instructors.data ?? []).map((i) => (
                <option key={i.id} value={i.id}>
                  {i.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </Bar>
    </div>
  );
}
