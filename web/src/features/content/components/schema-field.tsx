import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Add from '@mui/icons-material/Add';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { HEX_COLOUR } from '@shared/site-theme';
import { isRecord } from '@/lib/is-record';
import { emptyValue, fieldKind, labelOf, type SchemaNode } from '../form/json-schema';
import { hasErrorWithin, openAfterMove, openAfterRemove, type OpenItems } from '../form/open-items';
import { moved, pathKey, type ValuePath } from '../form/values';

export interface FieldChange {
  (path: ValuePath, value: unknown): void;
}

/** A list change, and the control to focus once it is drawn (so keyboard users keep their place). */
export interface ListChange {
  (path: ValuePath, change: (list: unknown[]) => unknown[], focus?: string): void;
}

interface FieldProps {
  node: SchemaNode;
  path: ValuePath;
  label: string;
  value: unknown;
  required: boolean;
  /** Messages by field (`projects.2.title`), from the same schema the server checks with. */
  errors: ReadonlyMap<string, string>;
  onChange: FieldChange;
  onList: ListChange;
  /** An item of a list: its card already names it, so an object draws its fields alone. */
  item?: boolean;
}

/** The id a control is found by to give it focus again after its list moved. */
export const focusId = (path: ValuePath, control: string): string =>
  `content-${pathKey(path).replace(/[^a-zA-Z0-9-]/g, '-')}-${control}`;

/** What an item is called in its list: its name or title when it has one, else its number. */
function itemName(item: unknown, index: number): string {
  if (isRecord(item)) {
    for (const key of ['name', 'title', 'label', 'platform', 'id']) {
      const value = item[key];
      if (typeof value === 'string' && value.trim() !== '') return value;
    }
  }
  if (typeof item === 'string' && item.trim() !== '') return item;
  return `Item ${index + 1}`;
}

/** One field of a content document, drawn from its JSON Schema node; objects and lists recurse. */
export function SchemaField(props: FieldProps) {
  const { node, path, label, value, required, errors, onChange } = props;
  const field = fieldKind(node);
  const error = errors.get(pathKey(path));
  const id = focusId(path, 'field');

  switch (field.kind) {
    case 'object': {
      const object = isRecord(value) ? value : {};
      const fields = field.properties.map(([key, child]) => (
        <SchemaField
          {...props}
          key={key}
          item={false}
          node={child}
          path={[...path, key]}
          label={labelOf(key)}
          value={object[key]}
          required={field.required.has(key)}
        />
      ));
      if (path.length === 0 || props.item === true) {
        return <Stack spacing={path.length === 0 ? 2.5 : 2}>{fields}</Stack>;
      }
      return (
        <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
            {label}
            {required ? '' : ' (optional)'}
          </Typography>
          {error && (
            <Typography color="error" variant="body2" sx={{ mb: 1 }}>
              {error}
            </Typography>
          )}
          <Stack spacing={2} sx={{ pl: 2, borderLeft: 2, borderColor: 'divider' }}>
            {fields}
          </Stack>
        </Box>
      );
    }
    case 'list':
      return <ListField {...props} of={field.item} />;
    case 'choice':
      return (
        <TextField
          select
          id={id}
          label={label}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(path, event.target.value)}
          error={error !== undefined}
          helperText={error}
          required={required}
          fullWidth
        >
          {field.options.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'number':
      return (
        <TextField
          id={id}
          type="number"
          label={label}
          value={typeof value === 'number' ? value : ''}
          onChange={(event) =>
            onChange(path, event.target.value === '' ? undefined : Number(event.target.value))
          }
          error={error !== undefined}
          helperText={error}
          required={required}
          slotProps={{
            htmlInput: { min: field.min, max: field.max, step: field.integer ? 1 : 'any' },
          }}
          sx={{ maxWidth: 240 }}
        />
      );
    case 'switch':
      return (
        <FormControlLabel
          control={
            <Switch
              id={id}
              checked={value === true}
              onChange={(event) =>
                onChange(path, event.target.checked || required ? event.target.checked : undefined)
              }
            />
          }
          label={label}
        />
      );
    case 'fixed':
      return (
        <Typography variant="body2" color="text.secondary">
          {label}: {field.value}
        </Typography>
      );
    case 'colour': {
      const colour = typeof value === 'string' ? value : '';
      return (
        <TextField
          id={id}
          label={label}
          value={colour}
          onChange={(event) => onChange(path, event.target.value)}
          error={error !== undefined}
          helperText={error ?? '#rrggbb, or pick it'}
          required={required}
          slotProps={{
            input: {
              startAdornment: (
                <input
                  type="color"
                  aria-label={`Pick the ${label.toLowerCase()}`}
                  // The picker shows black until the text is a whole colour.
                  value={HEX_COLOUR.test(colour) ? colour.toLowerCase() : '#000000'}
                  onChange={(event) => onChange(path, event.target.value)}
                  style={{
                    inlineSize: 36,
                    blockSize: 28,
                    marginInlineEnd: 8,
                    padding: 0,
                    border: 0,
                  }}
                />
              ),
            },
          }}
          sx={{ maxWidth: 280 }}
        />
      );
    }
    case 'text':
      return (
        <TextField
          id={id}
          label={label}
          value={typeof value === 'string' ? value : ''}
          // An optional field left empty is left out, as if it had never been filled in.
          onChange={(event) =>
            onChange(path, event.target.value === '' && !required ? undefined : event.target.value)
          }
          error={error !== undefined}
          helperText={error ?? field.hint}
          required={required}
          multiline={field.long}
          minRows={field.long ? 2 : undefined}
          slotProps={{ htmlInput: { maxLength: field.maxLength } }}
          fullWidth
        />
      );
  }
}

/**
 * A list: a row per item with its name, open, move and remove buttons, and "Add" at the end. An
 * item draws its fields once opened (or when one of them has an error), so a long document opens
 * with a screen's worth of fields; which items are open follows them as they move.
 */
function ListField(props: FieldProps & { of: SchemaNode }) {
  const { of: item, path, label, value, errors, onList, required } = props;
  const items: unknown[] = Array.isArray(value) ? value : [];
  const error = errors.get(pathKey(path));
  const noun = label.toLowerCase();
  const [open, setOpen] = useState<OpenItems>(() => new Set());
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {label} ({items.length}){required ? '' : ' (optional)'}
      </Typography>
      {error && (
        <Typography color="error" variant="body2" sx={{ mb: 1 }}>
          {error}
        </Typography>
      )}
      <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((entry, index) => {
          const at = [...path, index];
          const name = itemName(entry, index);
          const shown = open.has(index) || hasErrorWithin(errors, pathKey(at));
          const move = (to: number, control: string) => {
            setOpen((current) => openAfterMove(current, index, to, items.length));
            onList(path, (list) => moved(list, index, to), focusId([...path, to], control));
          };
          return (
            <Paper
              component="li"
              key={index}
              id={focusId(at, 'item')}
              tabIndex={-1}
              variant="outlined"
              sx={{ p: 1 }}
            >
              <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
                <Button
                  id={focusId(at, 'open')}
                  color="inherit"
                  aria-expanded={shown}
                  aria-controls={shown ? focusId(at, 'fields') : undefined}
                  onClick={() => toggle(index)}
                  endIcon={
                    <ExpandMore
                      sx={{ transform: shown ? 'rotate(180deg)' : undefined }}
                      aria-hidden
                    />
                  }
                  sx={{
                    flex: 1,
                    minWidth: 0,
                    justifyContent: 'space-between',
                    textTransform: 'none',
                    textAlign: 'start',
                    fontWeight: 600,
                  }}
                >
                  <Box
                    component="span"
                    sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                  >
                    {index + 1}. {name}
                  </Box>
                </Button>
                <IconButton
                  id={focusId(at, 'up')}
                  size="small"
                  aria-label={`Move ${name} up`}
                  disabled={index === 0}
                  onClick={() => move(index - 1, 'up')}
                >
                  <ArrowUpward fontSize="small" />
                </IconButton>
                <IconButton
                  id={focusId(at, 'down')}
                  size="small"
                  aria-label={`Move ${name} down`}
                  disabled={index === items.length - 1}
                  onClick={() => move(index + 1, 'down')}
                >
                  <ArrowDownward fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={`Remove ${name}`}
                  onClick={() => {
                    setOpen((current) => openAfterRemove(current, index));
                    onList(
                      path,
                      (list) => list.filter((_, at) => at !== index),
                      focusId(path, 'add'),
                    );
                  }}
                >
                  <DeleteOutlined fontSize="small" />
                </IconButton>
              </Stack>
              {shown && (
                <Box id={focusId(at, 'fields')} sx={{ px: 0.5, pt: 1.5, pb: 0.5 }}>
                  <SchemaField
                    {...props}
                    node={item}
                    path={at}
                    label={`${label} ${index + 1}`}
                    value={entry}
                    required
                    item
                  />
                </Box>
              )}
            </Paper>
          );
        })}
      </Stack>
      <Button
        id={focusId(path, 'add')}
        size="small"
        startIcon={<Add />}
        sx={{ mt: 1 }}
        onClick={() => {
          // A new item opens at once: it is empty and its fields are what the editor wants next.
          setOpen((current) => new Set([...current, items.length]));
          onList(
            path,
            (list) => [...list, emptyValue(item)],
            focusId([...path, items.length], 'item'),
          );
        }}
        aria-label={`Add to ${noun}`}
      >
        Add
      </Button>
    </Box>
  );
}
