import { Card, CardDescription, CardTitle } from '@wsms/ui';

/** Assigned workout programs arrive with the programs issue; until then the tab explains what will be here. */
export function MyPrograms() {
  return (
    <Card>
      <CardTitle as="h2">No programs assigned yet</CardTitle>
      <CardDescription>When your coach assigns you a workout program, it will appear here.</CardDescription>
    </Card>
  );
}
