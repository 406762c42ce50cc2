import EventIcon from '@mui/icons-material/Event';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  MEETING_REQUESTED_MESSAGE,
  MEETING_REQUESTED_TITLE,
  SLOT_TAKEN_MESSAGE,
  type MeetingRequest,
} from '@shared/meetings';
import { Form } from '@/components/ui/form/form';
import { FormTextField } from '@/components/ui/form/form-text-field';
import { CompanyField, NameAndEmailFields } from '@/components/ui/form/person-fields';
import { SendButton } from '@/components/ui/form/submit-button';
import { QUEUED_MESSAGE } from '@/lib/form/outcome';
import type { FormEngine } from '@/lib/form/use-form-engine';
import type { MeetingRequestValues } from '../meeting-request-values';
import { MeetingTypeField } from './meeting-type-field';

/** What the form says above its fields after a submission. */
export type RequestNotice = 'requested' | 'queued' | 'slot-taken' | null;

function Notice({
  notice,
  onChooseAnother,
}: {
  notice: RequestNotice;
  onChooseAnother: () => void;
}) {
  switch (notice) {
    case 'requested':
      return (
        <Alert severity="success" role="status">
          <AlertTitle>{MEETING_REQUESTED_TITLE}</AlertTitle>
          {MEETING_REQUESTED_MESSAGE}
        </Alert>
      );
    case 'queued':
      return (
        <Alert severity="info" role="status">
          {QUEUED_MESSAGE}
        </Alert>
      );
    case 'slot-taken':
      return (
        <Alert
          severity="warning"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={onChooseAnother}>
              Choose another time
            </Button>
          }
        >
          {SLOT_TAKEN_MESSAGE}
        </Alert>
      );
    case null:
      return null;
  }
}

/**
 * Request Meeting: the chosen slot, the meeting type, name, email, company (optional) and
 * what to discuss. `chosenLabel` is the slot in the visitor's words, or null when none is chosen.
 */
export function MeetingRequestForm({
  form,
  chosenLabel,
  notice,
  onChooseTime,
}: {
  form: FormEngine<MeetingRequestValues, MeetingRequest>;
  chosenLabel: string | null;
  notice: RequestNotice;
  onChooseTime: () => void;
}) {
  const { control } = form;
  const slotError =
    form.methods.formState.errors.time?.message ?? form.methods.formState.errors.date?.message;
  return (
    <Form form={form} spacing={1.5} aria-label="Request Meeting">
      <Notice notice={notice} onChooseAnother={onChooseTime} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{
          alignItems: { xs: 'flex-start', sm: 'center' },
          justifyContent: 'space-between',
          border: 1,
          borderColor: slotError ? 'error.main' : 'divider',
          borderRadius: 2,
          p: 2,
          mb: 1,
        }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <EventIcon color={chosenLabel ? 'primary' : 'disabled'} aria-hidden />
          <Box>
            <Typography variant="caption" color="text.secondary" component="p">
              Requested time
            </Typography>
            <Typography sx={{ fontWeight: 600 }} data-testid="chosen-slot">
              {chosenLabel ?? 'No time chosen yet'}
            </Typography>
            {slotError && (
              <Typography variant="caption" color="error" role="alert">
                Please choose a time in Calendar View.
              </Typography>
            )}
          </Box>
        </Stack>
        <Button variant="outlined" size="small" onClick={onChooseTime}>
          {chosenLabel ? 'Change time' : 'Choose a time'}
        </Button>
      </Stack>
      <MeetingTypeField control={control} />
      <NameAndEmailFields control={control} name="name" email="email" />
      <CompanyField control={control} name="company" />
      <FormTextField
        control={control}
        name="description"
        label="What would you like to discuss?"
        required
        fullWidth
        multiline
        minRows={4}
        hint=" "
      />
      <SendButton>Request Meeting</SendButton>
    </Form>
  );
}
