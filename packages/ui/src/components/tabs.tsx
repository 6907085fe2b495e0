import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Tab, TabList, TabPanel } from './tabs-styles';

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

export interface TabsProps {
  items: TabItem[];
  label: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (id: string) => void;
}

const keyMoves: Record<string, (i: number, n: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

export function Tabs({ items, label, value, defaultValue, onValueChange }: TabsProps) {
  const baseId = useId();
  const [own, setOwn] = useState(defaultValue ?? items[0]?.id);
  const active = value ?? own;
  const refs = useRef<Array<HTMLButtonElement | null>>([]);

  const select = (id: string) => {
    setOwn(id);
    onValueChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const move = keyMoves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(index, items.length);
    select(items[next]!.id);
    refs.current[next]?.focus();
  };

  return (
    <div>
      <TabList role="tablist" aria-label={label}>
        {items.map((item, index) => (
          <Tab
            key={item.id}
            ref={(el) => { refs.current[index] = el; }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${item.id}`}
            aria-selected={item.id === active}
            aria-controls={`${baseId}-panel-${item.id}`}
            tabIndex={item.id === active ? 0 : -1}
            onClick={() => select(item.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.label}
          </Tab>
        ))}
      </TabList>
      {items.filter((item) => item.id === active).map((item) => (
        <TabPanel key={item.id} role="tabpanel" id={`${baseId}-panel-${item.id}`} aria-labelledby={`${baseId}-tab-${item.id}`} tabIndex={0}>
          {item.content}
        </TabPanel>
      ))}
    </div>
  );
}
