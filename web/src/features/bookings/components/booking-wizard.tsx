import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import {
  BOOKING_CONFIRMED_TITLE,
  BOOKING_FAILED_MESSAGE,
  BOOKING_FAILED_TITLE,
} from '@shared/bookings';
import { SLOT_TAKEN_MESSAGE } from '@shared/meetings';
import type { Payment, PaymentRecorded } from '@shared/payments';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AvailabilityResponse } from '@shared/availability';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Form } from '@/components/ui/form/form';
import { FormAlert } from '@/components/ui/form/form-alert';
import { FormTextField } from '@/components/ui/form/form-text-field';
import { CompanyField, NameAndEmailFields } from '@/components/ui/form/person-fields';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { focusFirst } from '@/lib/form/form-element';
import type { Failure } from '@/lib/form/outcome';
import { schemaMessages } from '@/lib/form/schema-check';
import { useFormEngine } from '@/lib/form/use-form-engine';
import { useQueuedDraft } from '@/lib/offline-queue/queued-draft';
import { changed } from '@/lib/query/capabilities';
import { KEPT_OFFLINE, type KeptSource } from '@/lib/query/kept-offline';
import type { Sent } from '@/lib/submit';
import { visitorZone } from '@/lib/visitor-time';
import { toast } from '@/lib/toast';
import { ApiError } from '@/lib/api-client';
import { createServiceBooker } from '../api/book-service';
import { useCatalogue } from '../api/get-catalogue';
import { createBookingFlow } from '../booking-flow';
import {
  bookingOf,
  DEFAULT_OWNER_TIME_ZONE,
  EMPTY_WIZARD,
  ownerToday,
  serviceById,
  STEP_FIELDS,
  stepFilled,
  valuesOfBooking,
  wizardSchemaIn,
  type WizardData,
  type WizardValues,
} from '../wizard-form';
import { ReviewStep } from './review-step';
import { ScheduleStep } from './schedule-step';
import { ServiceChoice } from './service-choice';

type WizardStep = 1 | 2 | 3;
const STEPS = ['Your details', 'Schedule', 'Review & confirm'] as const;

const isSlotTaken = (failure: Failure): boolean =>
  failure.error instanceof ApiError && failure.error.status === 409;

/**
 * What the review step says under the fixed toast: the server's own words, or the connection's.
 * On a 409 (the time was taken meanwhile) the visitor is told to pick another, whatever was said.
 */
function failureDetail(failure: Failure): string {
  const said = failure.serverMessage;
  if (!isSlotTaken(failure)) {
    return said ?? (failure.error instanceof Error ? failure.error.message : failure.message);
  }
  if (!said) return SLOT_TAKEN_MESSAGE;
  return /another time/i.test(said) ? said : `${said} Please choose another time.`;
}

/**
 * The owner's zone from the server; the default one until it answers (or when it cannot: the
 * server then reads the times in its own settings' zone all the same).
 */
function useOwnerTimeZone(source: KeptSource<AvailabilityResponse>): {
  zone: string;
  /** The server answered or failed: what else the wizard reads may be asked for now. */
  settled: boolean;
} {
  const { data, isPending } = useQuery({
    queryKey: source.queryKey,
    queryFn: (context) => source.read(context, false),
    ...KEPT_OFFLINE,
  });
  return { zone: data?.value.timeZone ?? DEFAULT_OWNER_TIME_ZONE, settled: !isPending };
}

/** Only http(s) addresses are followed (a provider's checkout page). */
function isWebAddress(url: string): boolean {
  try {
    return ['https:', 'http:'].includes(new URL(url, window.location.href).protocol);
  } catch {
    return false;
  }
}

/**
 * Booking wizard: 1 customer information and the service, 2 the date and time (the
 * owner's zone), 3 review and Confirm, which books and then pays. No sign-in needed.
 */
export function BookingWizard({
  timeZone,
  availabilitySource,
  createPaymentSender,
}: {
  /** The visitor's zone (theirs as the site reads it, `visitorZone`, unless given). */
  timeZone?: string;
  /** The owner's slots, for the owner's zone as the server has it (the availability feature's read). */
  availabilitySource: KeptSource<AvailabilityResponse>;
  /** Makes the sender of the booking's payment (the payments feature's, handed in by the app). */
  createPaymentSender: () => (payment: Payment) => Promise<Sent<PaymentRecorded>>;
}) {
  const zone = timeZone ?? visitorZone();
  const { zone: ownerZone, settled } = useOwnerTimeZone(availabilitySource);
  const client = useQueryClient();
  // After the slots, which the scheduler beside the wizard waits on: the catalogue only confirms
  // the prices already shown, so it need not compete with them for the server.
  const catalogue = useCatalogue({ enabled: settled });
  const wizardSchema = useMemo(() => wizardSchemaIn(ownerZone, catalogue), [ownerZone, catalogue]);
  const [step, setStep] = useState<WizardStep>(1);
  const [confirm] = useState(() => createBookingFlow(createServiceBooker(), createPaymentSender()));
  const checkoutUrl = useRef<string | undefined>(undefined);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const headingId = useId();

  const form = useFormEngine<WizardValues, WizardData>({
    schema: wizardSchema,
    defaultValues: EMPTY_WIZARD,
    resetAfterDelivery: true,
    action: async (data) => {
      const service = serviceById(data.selectedService, catalogue);
      if (!service) throw new Error('Please choose a service.');
      const confirmed = await confirm(bookingOf(data, service), service);
      checkoutUrl.current = confirmed.status === 'sent' ? confirmed.checkoutUrl : undefined;
      return { status: confirmed.status, message: confirmed.message };
    },
    // The toast's words are fixed; the review step adds the server's own.
    describeFailure: () => BOOKING_FAILED_MESSAGE,
    failureToast: BOOKING_FAILED_TITLE,
    onInvalid: (messages) => {
      // Something no longer passes (a date that became the past): back to its step.
      const back = ([1, 2] as const).find((index) =>
        STEP_FIELDS[index].some((name) => messages[name]),
      );
      if (back) goTo(back);
    },
    onOutcome: (outcome) => {
      if (outcome.status === 'failed') return;
      // An edited queued booking went through (or is queued anew): the old one leaves the queue.
      settleDraft();
      goTo(1);
      if (outcome.status === 'queued') return;
      // The booker's own list and the free times have changed.
      void changed(client, ['bookings', 'availability']);
      toast({ title: BOOKING_CONFIRMED_TITLE, description: outcome.message });
      const next = checkoutUrl.current;
      if (next && isWebAddress(next)) window.location.assign(next);
    },
  });
  const settleDraft = useQueuedDraft('service-booking', (fields) => {
    form.reset();
    form.methods.reset(valuesOfBooking(fields, catalogue));
    goTo(1);
  });
  const { control, methods } = form;
  const values = methods.watch();

  function goTo(next: WizardStep): void {
    moved.current = true;
    setStep(next);
  }

  // Each step's heading takes the focus when the step changes (not on first render).
  useEffect(() => {
    if (moved.current) stepHeading.current?.focus();
  }, [step]);

  // A field's step error goes as soon as the field passes (before Confirm nothing else checks it).
  useEffect(() => {
    const subscription = methods.watch((_values, { name }) => {
      if (!name || !methods.getFieldState(name).error) return;
      if (!schemaMessages(wizardSchema, methods.getValues())[name]) methods.clearErrors(name);
    });
    return () => subscription.unsubscribe();
  }, [methods, wizardSchema]);

  /** Next / Review: the step's fields must pass before moving on. */
  const advance = (): void => {
    if (step === 3) return;
    const messages = schemaMessages(wizardSchema, methods.getValues());
    const wrong = STEP_FIELDS[step].filter((name) => messages[name]);
    if (wrong.length > 0) {
      for (const name of wrong) methods.setError(name, { type: 'schema', message: messages[name] });
      focusFirst(form.formRef.current, wrong);
      return;
    }
    goTo(step === 1 ? 2 : 3);
  };

  // Enter in a field of steps 1-2 moves on; only step 3's Confirm sends.
  const steppedForm = {
    ...form,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      if (step === 3) {
        form.onSubmit(event);
        return;
      }
      event.preventDefault();
      if (stepFilled(step, methods.getValues())) advance();
    },
  };

  const failure = form.outcome?.status === 'failed' ? form.outcome : null;
  const service = serviceById(values.selectedService, catalogue);

  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={headingId} variant="blockTitle" component="h3">
          Book a Session
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Choose a service, pick a time, and confirm. Prices are in GBP.
        </Typography>
        <Stepper activeStep={step - 1} alternativeLabel sx={{ mb: 3 }}>
          {STEPS.map((label) => (
            <Step key={label}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
        <Form form={steppedForm} spacing={2} aria-label="Book a Session">
          <FormAlert />
          <Typography
            ref={stepHeading}
            tabIndex={-1}
            component="h4"
            variant="itemTitle"
            sx={{ outline: 'none' }}
          >
            Step {step} of 3: {STEPS[step - 1]}
          </Typography>
          {step === 1 && (
            <>
              <NameAndEmailFields
                control={control}
                name="customerName"
                email="customerEmail"
                nameLabel="Full name"
              />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1.5, sm: 2 }}>
                <FormTextField
                  control={control}
                  name="customerPhone"
                  label="Phone (optional)"
                  type="tel"
                  autoComplete="tel"
                  fullWidth
                  hint=" "
                />
                <CompanyField control={control} name="company" />
              </Stack>
              <ServiceChoice control={control} catalogue={catalogue} />
            </>
          )}
          {step === 2 && (
            <ScheduleStep
              control={control}
              minDate={ownerToday(ownerZone)}
              date={values.preferredDate}
              time={values.preferredTime}
              zone={zone}
              ownerZone={ownerZone}
            />
          )}
          {step === 3 && <ReviewStep values={values} service={service} ownerZone={ownerZone} />}
          {step === 3 && failure && (
            <Alert
              severity="error"
              action={
                isSlotTaken(failure) ? (
                  <Button
                    color="inherit"
                    size="small"
                    onClick={() => {
                      methods.setValue('preferredTime', '');
                      goTo(2);
                    }}
                  >
                    Choose another time
                  </Button>
                ) : undefined
              }
            >
              {failureDetail(failure)}
            </Alert>
          )}
          <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'space-between', pt: 1 }}>
            {step > 1 ? (
              <Button
                variant="outlined"
                startIcon={<ArrowBackIcon />}
                disabled={form.busy}
                onClick={() => goTo(step === 3 ? 2 : 1)}
              >
                Back
              </Button>
            ) : (
              <Box />
            )}
            {step !== 3 ? (
              <Button
                variant="contained"
                endIcon={<ArrowForwardIcon />}
                disabled={!stepFilled(step, values)}
                onClick={advance}
              >
                {step === 1 ? 'Next' : 'Review'}
              </Button>
            ) : (
              <SubmitButton busyText="Processing...">Confirm Booking</SubmitButton>
            )}
          </Stack>
        </Form>
      </CardContent>
    </Card>
  );
}
