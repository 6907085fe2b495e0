import { LoadError, Loading, Tabs } from '@wsms/ui';
import { useSearchParams } from 'react-router';
import { ProgressTab } from './progress-tab';
import { TodaysWorkout } from './todays-workout';
import { TrackerPrograms } from './tracker-programs';
import { useTrackerData } from './tracker-data';

const tabIds = ['programs', 'today', 'progress'] as const;

/** Spec 2: tabs My Programs, Today's Workout and Progress; the tab and the chosen program live in the URL. */
export function TrackerView() {
  const [params, setParams] = useSearchParams();
  const data = useTrackerData();
  const requested = params.get('tab');
  const tab = tabIds.find((id) => id === requested) ?? 'programs';
  const selected = data.programs.find((p) => p.id === params.get('program')) ?? null;
  const go = (next: string, programId = selected?.id) => setParams({ tab: next, ...(programId ? { program: programId } : {}) }, { replace: true });

  if (data.isPending) return <Loading text="Loading your programs..." />;
  if (data.error) return <LoadError message={data.error.message} onRetry={data.refetch} />;
  const shared = { programs: data.programs, selected, progress: data.progress, summaries: data.summaries };
  const items = [
    { id: 'programs', label: 'My Programs', content: <TrackerPrograms {...shared} onStart={(id) => go('today', id)} /> },
    { id: 'today', label: "Today's Workout", content: <TodaysWorkout {...shared} onSelect={(id) => go('today', id)} /> },
    { id: 'progress', label: 'Progress', content: <ProgressTab {...shared} onSelect={(id) => go('progress', id)} /> },
  ];
  return <Tabs label="Workout tracker" items={items} value={tab} onValueChange={(id) => go(id)} />;
}
