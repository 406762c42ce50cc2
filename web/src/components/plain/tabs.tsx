import { useEffect, useRef, type ButtonHTMLAttributes, type KeyboardEvent } from 'react';
import { classes } from './class-names';
import './tabs.css';

export interface PlainTab<T extends string> {
  value: T;
  label: string;
  /** More for the tab's button: its id, `aria-controls`, `fetchesAhead(…)`. */
  props?: ButtonHTMLAttributes<HTMLButtonElement>;
}

/**
 * A row of tabs as MUI's Tabs look and behave (one tab stop, on the selected tab; arrows, Home
 * and End move between tabs), in plain markup styled by tabs.css: no styling runtime, and nothing
 * measured as it renders (MUI's Tabs read the layout to place their indicator, which made the
 * browser lay the page out in the middle of React's commit). `automatic`: moving to a tab also
 * selects it (two tabs of one form); `manual`: Enter, Space or a press selects (tabs whose
 * panels load data). Too many for the width, the row scrolls sideways, and brings the selected
 * tab into view after it is drawn (a link to the last section, on a phone). `fill`: the tabs share
 * the row's width; `spaced`: the row keeps its panel's content 16 px below it.
 */
export function PlainTabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
  activation = 'manual',
  fill = false,
  spaced = false,
  className,
}: {
  tabs: readonly PlainTab<T>[];
  value: T;
  onChange: (value: T) => void;
  label?: string;
  activation?: 'automatic' | 'manual';
  fill?: boolean;
  spaced?: boolean;
  className?: string;
}) {
  const look = classes('ui-tabs', fill && 'ui-tabs--fill', spaced && 'ui-tabs--spaced', className);
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const row = list.current;
    const selected = row?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!row || !selected || row.scrollWidth <= row.clientWidth) return;
    const start = selected.offsetLeft;
    const end = start + selected.offsetWidth;
    if (start < row.scrollLeft) row.scrollLeft = start;
    else if (end > row.scrollLeft + row.clientWidth) row.scrollLeft = end - row.clientWidth;
  }, [value]);
  const onKeyDown = (event: KeyboardEvent): void => {
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const focused = buttons.findIndex((button) => button === document.activeElement);
    const current = focused >= 0 ? focused : tabs.findIndex((tab) => tab.value === value);
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (current + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (current + last) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    const tab = tabs[next];
    if (!tab) return;
    event.preventDefault();
    if (activation === 'automatic') onChange(tab.value);
    buttons[next]?.focus();
  };
  return (
    <div ref={list} role="tablist" aria-label={label} className={look} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.value}
          type="button"
          {...tab.props}
          role="tab"
          aria-selected={tab.value === value}
          tabIndex={tab.value === value ? 0 : -1}
          onClick={() => onChange(tab.value)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
