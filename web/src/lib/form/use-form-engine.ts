import { useRef, useState, type FormEvent, type RefObject } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from '@shared/zod';
import { isAppCheckRefusal } from '../app-check-header';
import { toast } from '../toast';
import { failureOf, type Delivery, type Failure, type Outcome } from './outcome';
import type { FormEngineState } from './form-engine-context';
import { focusFirst, honeypotInput } from './form-element';
import { resolverOf, schemaMessages } from './schema-check';

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
  /** The form's wording of a failure (its fixed texts); the error's own message otherwise. */
  describeFailure?: (failure: Failure) => string;
  /** A failure also shows as a destructive toast with this title and the failure's wording. */
  failureToast?: string;
  /**
   * The values failed the schema: its first message per field (already under the fields, the
   * first one focused).
   */
  onInvalid?: (messages: Record<string, string>) => void;
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
  state: FormEngineState;
  busy: boolean;
  outcome: Outcome | null;
  honeypot: boolean;
  /** Back to the start: default values, no errors, an empty honeypot, no outcome. */
  reset: () => void;
}

/**
 * One form's life on react-hook-form: the shared zod schema validates (errors under the fields,
 * the first one focused), `action` sends, and the outcome is `sent`, `queued` or `failed` with the
 * server's message and field errors set under their fields. One submission at a time.
 *
 * The schema is also checked at once, inside the visitor's submit or edit, so errors, focus and
 * the busy button change with the event itself; react-hook-form's resolver answers a microtask
 * later, and it is what parses the data that is sent.
 */
export function useFormEngine<TValues extends FieldValues, TData>(
  options: FormEngineOptions<TValues, TData>,
): FormEngine<TValues, TData> {
  const { schema, defaultValues, errorsOnEdit = 'revalidate' } = options;
  const methods = useForm<TValues, unknown, TData>({
    resolver: resolverOf<TValues, TData>(schema),
    defaultValues,
    // Errors follow `errorsOnEdit` (below), not react-hook-form's own timing.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // Focus follows the page's order, the same way for the server's errors (below).
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const inFlight = useRef(false);
  // Whether the visitor has pressed submit since the form was (re)set: errors show from then on.
  const submitted = useRef(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const fields = Object.keys(defaultValues);
  // A nested form (an object or a list of rows) names its inner fields by path: `hours.0.end`.
  const isField = (name: string): name is Path<TValues> =>
    fields.includes(name.split('.', 1)[0] ?? name);
  const within = (field: string, name: string): boolean =>
    name === field || name.startsWith(`${field}.`);

  /** Sets these messages under their fields (and clears the others), then focuses the first. */
  const showErrors = (messages: Record<string, string>, type: string): void => {
    for (const name of fields.filter(isField)) {
      const own = Object.entries(messages).filter(
        (entry): entry is [Path<TValues>, string] => within(name, entry[0]) && isField(entry[0]),
      );
      // A flat field's message replaces its error; a nested field's old messages go first.
      if (own.length !== 1 || own[0]?.[0] !== name) methods.clearErrors(name);
      for (const [path, message] of own) methods.setError(path, { type, message });
    }
    focusFirst(formRef.current, Object.keys(messages));
  };

  const failureMessages = (failure: Failure): Record<string, string> => {
    const messages = Object.fromEntries(
      Object.entries(failure.fieldErrors).filter(([name]) => isField(name)),
    );
    const { failureField } = options;
    if (failureField && !messages[failureField]) messages[failureField] = failure.message;
    return messages;
  };

  const attempt = async (data: TData): Promise<boolean> => {
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
        // App Check's refusal says what to do (reload), which no form's fixed wording does.
        message: isAppCheckRefusal(failure.error)
          ? failure.message
          : (options.describeFailure?.(failure) ?? failure.message),
      };
      setOutcome(described);
      showErrors(failureMessages(described), 'server');
      if (options.failureToast) {
        toast({
          title: options.failureToast,
          description: described.message,
          variant: 'destructive',
        });
      }
      options.onOutcome?.(described, data);
      return false;
    }
  };

  const clear = (): void => {
    methods.reset();
    submitted.current = false;
    const honeypot = honeypotInput(formRef.current);
    if (honeypot) honeypot.value = '';
  };

  const invalid = (messages: Record<string, string>): void => {
    showErrors(messages, 'schema');
    options.onInvalid?.(messages);
  };

  const send = async (): Promise<void> => {
    let delivered = false;
    await methods.handleSubmit(
      async (data) => {
        delivered = await attempt(data);
      },
      () => invalid(schemaMessages(schema, methods.getValues())),
    )();
    setBusy(false);
    if (delivered && options.resetAfterDelivery) clear();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (inFlight.current) return;
    submitted.current = true;
    const messages = schemaMessages(schema, methods.getValues());
    if (Object.keys(messages).length > 0) {
      invalid(messages);
      return;
    }
    inFlight.current = true;
    methods.clearErrors();
    setBusy(true);
    setOutcome(null);
    void send().finally(() => {
      inFlight.current = false;
    });
  };

  const edited = (name: string): void => {
    if (!submitted.current || !isField(name) || errorsOnEdit === 'keep') return;
    const message =
      errorsOnEdit === 'revalidate' ? schemaMessages(schema, methods.getValues())[name] : undefined;
    if (message) methods.setError(name, { type: 'schema', message });
    else methods.clearErrors(name);
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
