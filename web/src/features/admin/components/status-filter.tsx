import TextField from '@mui/material/TextField';

/** A list's status filter: "All" or one status, by its label. */
export function StatusFilter<S extends string>({
  label,
  value,
  statuses,
  labels,
  onChange,
}: {
  label: string;
  value: S | 'all';
  statuses: readonly S[];
  labels: Record<S, string>;
  onChange: (value: S | 'all') => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => {
        const chosen = statuses.find((status) => status === event.target.value);
        onChange(chosen ?? 'all');
      }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 200, alignSelf: 'flex-start' }}
    >
      <option value="all">All</option>
      {statuses.map((status) => (
        <option key={status} value={status}>
          {labels[status]}
        </option>
      ))}
    </TextField>
  );
}
