import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { defaultContent } from '@shared/content/defaults';
import {
  CONTENT_DOCUMENT_IDS,
  type ContentDocumentId,
  parseContent,
} from '@shared/content/documents';
import { documentSchema } from '../form/json-schema';
import { withListAt, withValueAt } from '../form/values';
import { SchemaField } from './schema-field';

/** Every text a document holds, in document order. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(textsOf);
  return [];
}

/** The editor's form for one document, holding its own edits; `seen` receives each new value. */
function Form({ id, seen }: { id: ContentDocumentId; seen?: (value: unknown) => void }) {
  const [value, setValue] = useState<unknown>(defaultContent[id]);
  const set = (next: unknown) => {
    setValue(next);
    seen?.(next);
  };
  return (
    <SchemaField
      node={documentSchema(id)}
      path={[]}
      label={id}
      value={value}
      required
      errors={new Map()}
      onChange={(path, changed) => set(withValueAt(value, path, changed))}
      onList={(path, change) => set(withListAt(value, path, change))}
    />
  );
}

/** Opens every list item, and the items of lists inside them, until none is closed. */
function openEveryItem(container: HTMLElement): void {
  for (;;) {
    const closed = container.querySelectorAll<HTMLButtonElement>('button[aria-expanded="false"]');
    if (closed.length === 0) return;
    closed.forEach((button) => fireEvent.click(button));
  }
}

describe('the content form', () => {
  it('opens with each list item as one row, its fields drawn once it is opened', () => {
    const [first] = defaultContent.services.services;
    if (!first) throw new Error('A service is needed.');
    render(<Form id="services" />);
    const open = screen.getByRole('button', { name: `1. ${first.name}` });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('spinbutton', { name: /Price/ })).toBeNull();
    fireEvent.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('spinbutton', { name: /Price/ })).toHaveValue(first.price);
  });

  it.each(CONTENT_DOCUMENT_IDS)('draws every text of content/%s in a field', (id) => {
    const { container } = render(<Form id={id} />);
    openEveryItem(container);
    const shown = new Set(
      [...container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')]
        .map((field) => field.value)
        .filter((text) => text !== ''),
    );
    // A choice (a select) shows its value as text rather than in an input.
    const drawn = (text: string) => shown.has(text) || container.textContent.includes(text);
    expect(textsOf(defaultContent[id]).filter((text) => !drawn(text))).toEqual([]);
  });

  it('edits a price and adds, moves and removes list items, each change the server would read', () => {
    let last: unknown;
    render(<Form id="services" seen={(value) => (last = value)} />);
    const [firstService, secondService] = defaultContent.services.services;
    if (!firstService || !secondService) throw new Error('Two services are needed.');

    fireEvent.click(screen.getByRole('button', { name: `2. ${secondService.name}` }));
    const second = screen.getByText(`2. ${secondService.name}`).closest('li');
    if (!second) throw new Error('No card for the second service.');
    fireEvent.change(within(second).getByRole('spinbutton', { name: /Price/ }), {
      target: { value: '275' },
    });
    const priced = parseContent('services', last);
    expect(priced.success && priced.content.services[1]?.price).toBe(275);

    fireEvent.click(screen.getByRole('button', { name: `Move ${secondService.name} up` }));
    const moved = parseContent('services', last);
    expect(moved.success && moved.content.services.map(({ id }) => id).slice(0, 2)).toEqual([
      secondService.id,
      firstService.id,
    ]);
    // The opened service stays open where it went; the one it passed stays closed.
    expect(screen.getByRole('button', { name: `1. ${secondService.name}` })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: `2. ${firstService.name}` })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Add to services' }));
    // A new item starts empty: the schema says what it still needs, as the server would.
    const added = parseContent('services', last);
    expect(added.success).toBe(false);
    if (!added.success) expect(added.message).toContain('services[5].name');
    expect(screen.getByRole('button', { name: '6. Item 6' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Remove Item 6' }));
    expect(parseContent('services', last).success).toBe(true);
  });

  it('edits the theme: its variant and appearance as choices, its colour typed or picked', () => {
    let last: unknown;
    render(<Form id="theme" seen={(value) => (last = value)} />);
    fireEvent.change(screen.getByLabelText('Pick the primary'), { target: { value: '#7c3aed' } });
    const picked = parseContent('theme', last);
    expect(picked.success && picked.content.theme.primary).toBe('#7c3aed');

    fireEvent.change(screen.getByRole('textbox', { name: /Primary/ }), {
      target: { value: 'purple' },
    });
    const typed = parseContent('theme', last);
    expect(typed.success).toBe(false);
    if (!typed.success) expect(typed.message).toContain('Primary colour must be a hex colour');
    expect(screen.getByRole('combobox', { name: /Appearance/ })).toHaveTextContent('dark');
  });
});
