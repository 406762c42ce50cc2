import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import { useRadioGroup } from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { Service } from '@shared/content/services-schema';
import { useId } from 'react';
import type { Control } from 'react-hook-form';
import { FormRadioGroup } from '@/components/ui/form/form-radio-group';
import { formatMoney } from '@/lib/format-money';
import type { WizardData, WizardValues } from '../wizard-form';

/** One service as a card: the radio and its name and price are the label, the features below. */
function ServiceCard({ service }: { service: Service }) {
  const selected = useRadioGroup()?.value === service.id;
  const featuresId = useId();
  return (
    <Box
      sx={(theme) => ({
        position: 'relative',
        border: 1,
        borderRadius: 2,
        borderColor: selected ? 'primary.main' : 'divider',
        bgcolor: selected ? 'action.selected' : 'transparent',
        p: 1.5,
        transition: theme.transitions.create(['border-color', 'background-color']),
        '&:hover': { bgcolor: selected ? 'action.selected' : 'action.hover' },
        '&:has(:focus-visible)': {
          outline: `2px solid ${theme.palette.primary.main}`,
          outlineOffset: 2,
        },
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      })}
    >
      <FormControlLabel
        value={service.id}
        control={<Radio size="small" slotProps={{ input: { 'aria-describedby': featuresId } }} />}
        label={
          <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
            <Typography component="span" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
              {service.name}
            </Typography>{' '}
            <Typography component="span" variant="body2" color="primary" sx={{ fontWeight: 600 }}>
              {formatMoney(service.price, 'GBP')} · {service.duration}
            </Typography>
          </Box>
        }
        sx={{
          m: 0,
          alignItems: 'flex-start',
          '& .MuiRadio-root': { mt: -0.5 },
          // The whole card picks the service.
          '&::after': { content: '""', position: 'absolute', inset: 0, cursor: 'pointer' },
        }}
      />
      <Box
        component="ul"
        id={featuresId}
        sx={{ m: 0, mt: 1, pl: 4.5, listStyle: 'none', display: 'grid', gap: 0.25 }}
      >
        {service.features.map((feature) => (
          <Typography
            key={feature}
            component="li"
            variant="body2"
            color="text.secondary"
            sx={{ display: 'flex', gap: 0.75, alignItems: 'center' }}
          >
            <CheckIcon sx={{ fontSize: 16 }} color="success" aria-hidden />
            {feature}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/** Service catalogue: the services with their GBP prices, durations and features, as published. */
export function ServiceChoice({
  control,
  catalogue,
}: {
  control: Control<WizardValues, unknown, WizardData>;
  catalogue: readonly Service[];
}) {
  return (
    <FormRadioGroup
      control={control}
      name="selectedService"
      legend="Choose a service"
      required
      legendSx={{ mb: 1, typography: 'body2', fontWeight: 600 }}
      groupSx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(3, minmax(0, 1fr))',
        },
        gap: 1.5,
      }}
    >
      {catalogue.map((service) => (
        <ServiceCard key={service.id} service={service} />
      ))}
    </FormRadioGroup>
  );
}
