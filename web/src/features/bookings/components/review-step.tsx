import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Service } from '@shared/content/services-schema';
import { DateTime } from 'luxon';
import { formatMoney } from '@/lib/format-money';
import { formatInstant } from '@/lib/visitor-time';
import { ownerZoneLabel, type WizardValues } from '../wizard-form';

const BOOKED_DATE = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' } as const;

function Row({ term, children }: { term: string; children: string }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
      >
        {children}
      </Typography>
    </>
  );
}

/** Step 3: what will be booked and paid, before Confirm. */
export function ReviewStep({
  values,
  service,
  ownerZone,
}: {
  values: WizardValues;
  service: Service | undefined;
  /** The owner's zone, which the date and time are in. */
  ownerZone: string;
}) {
  const when = DateTime.fromISO(values.preferredDate, { zone: ownerZone });
  const date = when.isValid
    ? formatInstant(when.toJSDate(), BOOKED_DATE, ownerZone)
    : values.preferredDate;
  return (
    <Box>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 3,
          rowGap: { xs: 0.25, sm: 1 },
          m: 0,
          '& dd': { mb: { xs: 1, sm: 0 } },
        }}
      >
        <Row term="Service">{service ? `${service.name} (${service.duration})` : '-'}</Row>
        <Row term="Price">{service ? formatMoney(service.price, 'GBP') : '-'}</Row>
        <Row term="Date">{date}</Row>
        <Row term="Time">{`${values.preferredTime} ${ownerZoneLabel(ownerZone)}`}</Row>
        <Row term="Name">{values.customerName}</Row>
        <Row term="Email">{values.customerEmail}</Row>
        {values.customerPhone ? <Row term="Phone">{values.customerPhone}</Row> : null}
        {values.company ? <Row term="Company">{values.company}</Row> : null}
        {values.notes ? <Row term="Notes">{values.notes}</Row> : null}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2.5 }}>
        I will contact you directly within 24 hours to confirm your session. Payment is verified
        manually: your booking is confirmed once I have checked it.
      </Typography>
    </Box>
  );
}
