/** What this list reads of a program (older answers named it `name`, and may leave fields out). */
export interface WorkoutProgramSummary {
  id: string;
  title?: string;
  name?: string;
  description?: string;
  difficulty?: string;
  exercises?: unknown[];
}

/** Name, description, exercise count and difficulty ('Intermediate' when not set). */
export function WorkoutPrograms({ programs }: { programs: WorkoutProgramSummary[] }) {
  if (programs.length === 0) return <p>No workout programs created</p>;
  return (
    <ul style={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 8 }}>
      {programs.map((program) => (
        <li key={program.id}>
          <strong>{program.title ?? program.name ?? 'Untitled program'}</strong>
          {program.description && ` · ${program.description}`} · {program.exercises?.length ?? 0} exercises ·{' '}
          {program.difficulty || 'Intermediate'}
        </li>
      ))}
    </ul>
  );
}
