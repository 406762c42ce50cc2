import { toNestErrors } from '@hookform/resolvers';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState, type FormEvent, type RefObject } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type ResolverResult,
  type ResolverSuccess,
  type UseFormReturn,
} from 'react-hook-form';
import { HONEYPOT_FIELD } from '@shared/fields';
import type { z } from '@shared/zod';
import { failureOf, type Delivery, type Failure, type Outcome } from './outcome';
import type { FormEngineState } from './form-engine-context';

/**
 * What an edit does to a field's error once the form has been submitted: `revalidate` checks the
 * field again as it changes, `clear` removes its error (the next submit checks again), `keep`
 * leaves it until the next submit. Before the first submit nothing is shown while typing.
 */
export type ErrorsOnEdit = 'revalidate' | 'clear' | 'keep';

export interface FormEngineOptions<TValues extends FieldValues, TData> {
  /**
   * The shared schema (or one built on it) that turns the values into what `action` takes. Its
   * input is what the fields hold: strings even where the schema narrows them to a choice.
   */
  schema: z.ZodType<TData, FieldValues>;
  defaultValues: DefaultValues<TValues>;
  /** Sends the valid data. Resolves with the delivery; throws when it did not go through. */
  action: (data: TData, context: { honeypot: string }) => Promise<Delivery>;
  errorsOnEdit?: ErrorsOnEdit;
  /** A public form: the Form carries the hidden honeypot field, and `action` gets its value. */
  honeypot?: boolean;
  /** Back to the default values once delivered (sent or queued). */
  resetAfterDelivery?: boolean;
  /** Where the form shows a failure the server did not pin on a field (none: not under a field). */
  failureField?: Path<TValues>;
  /** The form's wording of a failure (SPEC's texts); the error's own message otherwise. */
  describeFailure?: (failure: Failure) => string;
  /** The values failed the schema (errors are already under their fields, the first focused). */
  onInvalid?: (errors: FieldErrors<TValues>) => void;
  /** After each submission that passed the schema. */
  onOutcome?: (outcome: Outcome, data: TData) => void;
}

export interface FormEngine<TValues extends FieldValues, TData = TValues> {
  schema: z.ZodType<TData, FieldValues>;
  methods: UseFormReturn<TValues, unknown, TData>;
  control: UseFormReturn<TValues, unknown, TData>['control'];
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** What the Form gives its fields, button and alert. */
  state: Omit<FormEngineState, 'readOnly'>;
  busy: boolean;
  outcome: Outcome | null;
  honeypot: boolean;
  /** Back to the start: default values, no errors, an empty honeypot, no outcome. */
  reset: () => void;
}

/**
 * The zod resolver for values typed as the fields hold them (strings, even where the schema
 * narrows them to a choice): the schema parses whatever was typed.
 */
function resolverOf<TValues extends FieldValues, TData>(
  schema: z.ZodType<TData, FieldValues>,
): Resolver<TValues, unknown, TData> {
  const resolve = zodResolver(schema);
  const passed = (result: ResolverResult<FieldValues, TData>): result is ResolverSuccess<TData> =>
    Object.keys(result.errors).length === 0;
  return async (values, context, options) => {
    const result = await resolve(values, context, { ...options });
    // The errors again, keyed by this form's own field names (our forms are flat).
    return passed(result) ? result : { values: {}, errors: toNestErrors(result.errors, options) };
  };
}

/** The form's elements in document order; the first one named in `names` takes the focus. */
function focusFirst(form: HTMLFormElement | null, names: readonly string[]): void {
  if (!form || names.length === 0) return;
  for (const element of Array.from(form.elements)) {
    if (
      (element instanceof HTMLInputElement ||
        element instanceof HTMLSelectElement ||
        element instanceof HTMLTextAreaElement) &&
      names.includes(element.name)
    ) {
      element.focus();
      return;
    }
  }
}

function honeypotInput(form: HTMLFormElement | null): HTMLInputElement | null {
  const element = form?.elements.namedItem(HONEYPOT_FIELD);
  return element instanceof HTMLInputElement ? element : null;
}

/**
 * One form's life on react-hook-form: the shared zod schema validates (errors under the fields,
 * the first one focused), `action` sends, and the outcome is `sent`, `queued` or `failed` with the
 * server's message and field errors set under their fields. One submission at a time.
 */
export function useFormEngine<TValues extends FieldValues, TData>(
  options: FormEngineOptions<TValues, TData>,
): FormEngine<TValues, TData> {
  const { schema, defaultValues, errorsOnEdit = 'revalidate' } = options;
  const methods = useForm<TValues, unknown, TData>({
    resolver: resolverOf<TValues, TData>(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: errorsOnEdit === 'revalidate' ? 'onChange' : 'onSubmit',
    // Focus follows the page's order, the same way for the server's errors (below).
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const isField = (name: string): name is Path<TValues> => Object.hasOwn(defaultValues, name);

  const showFailure = (failure: Failure): void => {
    const { fieldErrors } = failure;
    const named = Object.keys(fieldErrors).filter(isField);
    for (const name of named) {
      methods.setError(name, { type: 'server', message: fieldErrors[name] });
    }
    const { failureField } = options;
    if (failureField && !named.includes(failureField)) {
      methods.setError(failureField, { type: 'server', message: failure.message });
      named.push(failureField);
    }
    focusFirst(formRef.current, named);
  };

  const attempt = async (data: TData): Promise<boolean> => {
    setBusy(true);
    setOutcome(null);
    try {
      const delivery = await options.action(data, {
        honeypot: honeypotInput(formRef.current)?.value ?? '',
      });
      setOutcome(delivery);
      options.onOutcome?.(delivery, data);
      return true;
    } catch (error) {
      const failure = failureOf(error);
      const described = {
        ...failure,
        message: options.describeFailure?.(failure) ?? failure.message,
      };
      setOutcome(described);
      showFailure(described);
      options.onOutcome?.(described, data);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const clear = (): void => {
    methods.reset();
    const honeypot = honeypotInput(formRef.current);
    if (honeypot) honeypot.value = '';
  };

  const submit = async (): Promise<void> => {
    let delivered = false;
    await methods.handleSubmit(
      async (data) => {
        delivered = await attempt(data);
      },
      (errors) => {
        focusFirst(formRef.current, Object.keys(errors));
        options.onInvalid?.(errors);
      },
    )();
    // After handleSubmit, which marks the form submitted: a reset inside it would be undone, and
    // the next visitor edit would be checked before they ever press the button again.
    if (delivered && options.resetAfterDelivery) clear();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    void submit().finally(() => {
      inFlight.current = false;
    });
  };

  const edited = (name: string): void => {
    if (errorsOnEdit === 'clear' && isField(name)) methods.clearErrors(name);
  };

  return {
    schema,
    methods,
    control: methods.control,
    formRef,
    onSubmit,
    state: { busy, outcome, edited },
    busy,
    outcome,
    honeypot: options.honeypot ?? false,
    reset: () => {
      clear();
      setOutcome(null);
    },
  };
}
