import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from '@shared/zod';
import { sent, type Delivery } from '@/lib/form/outcome';
import { useFormEngine } from '@/lib/form/use-form-engine';
import { Form } from './form';
import { FormTextField } from './form-text-field';
import { SubmitButton } from './submit-button';

const schema = z.object({
  name: z.string().trim().min(2, 'Name is too short.'),
  message: z.string().trim().min(5, 'Message is too short.'),
});

function PrerenderedForm({
  action,
}: {
  action: (data: z.output<typeof schema>) => Promise<Delivery>;
}) {
  const form = useFormEngine({
    schema,
    defaultValues: { name: '', message: '' },
    action: (data) => action(data),
  });
  return (
    <Form form={form} aria-label="Prerendered form">
      <FormTextField control={form.control} name="name" label="Name" />
      <FormTextField control={form.control} name="message" label="Message" multiline />
      <SubmitButton>Send</SubmitButton>
    </Form>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** The form as the prerendered page has it, before any script has run. */
function serverMarkup(action: () => Promise<Delivery>): HTMLFormElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<PrerenderedForm action={action} />);
  document.body.append(container);
  const form = container.querySelector('form');
  if (!form) throw new Error('no form in the markup');
  return form;
}

function hydrate(form: HTMLFormElement, action: () => Promise<Delivery>): void {
  const container = form.parentElement;
  if (!container) throw new Error('no container');
  act(() => {
    root = hydrateRoot(container, <PrerenderedForm action={action} />);
  });
}

const field = (form: HTMLFormElement, name: string) => {
  const element = form.elements.namedItem(name);
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) {
    throw new Error(`no field ${name}`);
  }
  return element;
};

describe('a prerendered form', () => {
  it('takes typing before it is live and keeps it once React has it', async () => {
    const action = vi.fn(() => Promise.resolve(sent('Thanks')));
    const form = serverMarkup(action);
    expect(field(form, 'name').readOnly).toBe(false);
    // Typing before the scripts run only changes the DOM.
    field(form, 'name').value = 'Ada Lovelace';
    field(form, 'message').value = 'Hello there';
    expect(form.hasAttribute('data-live')).toBe(false);

    hydrate(form, action);

    expect(form.hasAttribute('data-live')).toBe(true);
    expect(field(form, 'name').value).toBe('Ada Lovelace');
    // Sending now uses what was typed: the form's state has it, not just the screen.
    await act(async () => {
      screen.getByRole('button', { name: 'Send' }).click();
      await Promise.resolve();
    });
    expect(action).toHaveBeenCalledWith({ name: 'Ada Lovelace', message: 'Hello there' });
    expect(field(form, 'message').value).toBe('Hello there');
  });

  it('sends a submission the boot script held back, once it is live', async () => {
    const action = vi.fn(() => Promise.resolve(sent('Thanks')));
    const form = serverMarkup(action);
    field(form, 'name').value = 'Grace Hopper';
    field(form, 'message').value = 'A question about compilers';
    // What web/boot.js does with a submit before the form is live.
    form.setAttribute('data-submit-pending', '');

    await act(async () => {
      hydrate(form, action);
      await Promise.resolve();
    });

    expect(action).toHaveBeenCalledTimes(1);
    expect(action).toHaveBeenCalledWith({
      name: 'Grace Hopper',
      message: 'A question about compilers',
    });
    expect(form.hasAttribute('data-submit-pending')).toBe(false);
  });

  it('leaves a form nobody touched as it was, and sends nothing by itself', () => {
    const action = vi.fn(() => Promise.resolve(sent('Thanks')));
    const form = serverMarkup(action);
    hydrate(form, action);
    expect(field(form, 'name').value).toBe('');
    expect(action).not.toHaveBeenCalled();
  });
});
