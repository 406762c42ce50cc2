import type { MeetingRequest } from '@shared/meetings';
import type { Control } from 'react-hook-form';
import { FormSelectField } from '@/components/ui/form/form-select-field';
import type { MeetingRequestValues } from '../meeting-request-values';
import { siteContent } from '@/lib/content/site-content';

/** Meeting Type: the five types from the shared content (their ids are what is stored). */
export function MeetingTypeField({
  control,
}: {
  control: Control<MeetingRequestValues, unknown, MeetingRequest>;
}) {
  return (
    <FormSelectField
      control={control}
      name="type"
      label="Meeting Type"
      required
      fullWidth
      hint=" "
      emptyOption="Select a meeting type"
      options={siteContent('meeting-types').meetingTypes}
    />
  );
}
