import { useEffect, useState } from 'react';
import { useUrlFilter } from '../routing/use-url-filter';
import { Input } from './controls';
import { Field } from './field';

export interface SearchBoxProps {
  label: string;
  hint?: string;
  /** The URL parameter it is kept in (`q`), like the list's other filters. */
  name?: string;
  delayMs?: number;
}

/**
 * A list's search box: what is typed reaches the URL (and so the list's query) once typing pauses,
 * and a reload, a shared link or back/forward shows the same search. An ordinary labelled input, in
 * the tab order before the list.
 */
export function SearchBox({ label, hint, name = 'q', delayMs = 300 }: SearchBoxProps) {
  const [value, setValue] = useUrlFilter(name);
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  // The URL changed from elsewhere (back/forward): show it, unless it is what is being typed.
  if (seen !== value) {
    setSeen(value);
    if (text.trim() !== value) setText(value);
  }
  useEffect(() => {
    if (text.trim() === value) return undefined;
    const timer = setTimeout(() => setValue(text.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [text, value, setValue, delayMs]);
  return (
    <Field label={label} hint={hint}>
      {(control) => <Input {...control} type="search" value={text} maxLength={100} onChange={(event) => setText(event.target.value)} />}
    </Field>
  );
}
