import { fireEvent, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_AVAILABILITY_SETTINGS, type AvailabilitySettings } from '@shared/availability';
import { AVAILABILITY_SAVED, AvailabilityEditor } from './availability-editor';
import { renderWithQuery } from '@/testing/query';

const api = vi.hoisted(() => ({
  get: vi.fn<() => Promise<AvailabilitySettings>>(),
  save: vi.fn<(settings: AvailabilitySettings) => Promise<AvailabilitySettings>>(),
}));
vi.mock('../api/availability-settings-api', () => ({ availabilitySettingsApi: api }));

const input = (name: string) => screen.getByLabelText(name, { selector: 'input' });
const save = () => screen.getByText('Save availability');
const loaded = () => screen.findByText('Save availability');

// A form of some forty MUI fields and buttons renders slowly in jsdom (over a second, more on a
// busy machine): these tests get more time than the default five seconds.
const SLOW = { timeout: 60_000 };
// Its pointer-events check reads every ancestor's computed style on each click: costly here.
const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('AvailabilityEditor', () => {
  beforeEach(() => {
    api.get.mockReset().mockResolvedValue(DEFAULT_AVAILABILITY_SETTINGS);
    api.save.mockReset().mockImplementation((settings) => Promise.resolve(settings));
  });

  it('shows an end before a start under that field and saves nothing', SLOW, async () => {
    const user = setup();
    renderWithQuery(<AvailabilityEditor />);
    await loaded();
    const until = input('Monday 1 until');
    fireEvent.change(until, { target: { value: '08:00' } });
    await user.click(save());
    expect(until).toHaveAccessibleDescription('The end must come after the start.');
    expect(until).toHaveAttribute('aria-invalid', 'true');
    expect(input('Tuesday 1 until')).toHaveAttribute('aria-invalid', 'false');
    expect(api.save).not.toHaveBeenCalled();

    // Fixed, the error goes as the field changes.
    fireEvent.change(until, { target: { value: '17:30' } });
    expect(until).toHaveAttribute('aria-invalid', 'false');
  });

  it('says under the day when its stretches overlap', SLOW, async () => {
    const user = setup();
    renderWithQuery(<AvailabilityEditor />);
    await loaded();
    await user.click(screen.getByLabelText('Add hours on Tuesday'));
    fireEvent.change(input('Tuesday 2 from'), { target: { value: '17:00' } });
    fireEvent.change(input('Tuesday 2 until'), { target: { value: '19:00' } });
    await user.click(save());
    expect(screen.getByText("A day's working hours must not overlap.")).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Tuesday' })).toHaveAccessibleDescription(
      "A day's working hours must not overlap.",
    );
    expect(api.save).not.toHaveBeenCalled();
  });

  it('shows the shared rules for the numbers under their fields', SLOW, async () => {
    const user = setup();
    renderWithQuery(<AvailabilityEditor />);
    await loaded();
    const slot = input('Slot length (minutes)');
    await user.clear(slot);
    await user.type(slot, '20');
    const horizon = input('Horizon (days)');
    await user.clear(horizon);
    await user.click(save());
    expect(slot).toHaveAccessibleDescription('The slot length must be a multiple of 15 minutes.');
    expect(horizon).toHaveAccessibleDescription('Give the horizon in whole days.');
    expect(api.save).not.toHaveBeenCalled();
  });

  it('saves valid settings whole with updateAvailabilitySettings', SLOW, async () => {
    const user = setup();
    renderWithQuery(<AvailabilityEditor />);
    await loaded();

    // Time zone: searchable.
    const zone = screen.getByRole('combobox', { name: 'Time zone' });
    await user.clear(zone);
    await user.type(zone, 'Kolk');
    await user.click(await screen.findByRole('option', { name: 'Asia/Kolkata' }));

    // Monday gets an afternoon stretch; Friday's hours go; Saturday gets a morning.
    fireEvent.change(input('Monday 1 until'), { target: { value: '12:00' } });
    await user.click(screen.getByLabelText('Add hours on Monday'));
    fireEvent.change(input('Monday 2 from'), { target: { value: '13:00' } });
    fireEvent.change(input('Monday 2 until'), { target: { value: '17:00' } });
    await user.click(screen.getByLabelText('Remove Friday 09:00–18:00'));
    expect(screen.queryByLabelText('Friday 1 from', { selector: 'input' })).toBeNull();
    await user.click(screen.getByLabelText('Add hours on Saturday'));

    const slot = input('Slot length (minutes)');
    await user.clear(slot);
    await user.type(slot, '45');

    // Blackout dates: two added, one removed again.
    fireEvent.change(input('Date'), { target: { value: '2030-12-25' } });
    await user.click(screen.getByText('Add date'));
    fireEvent.change(input('Date'), { target: { value: '2030-12-24' } });
    await user.click(screen.getByText('Add date'));
    fireEvent.change(input('Date'), { target: { value: '2031-01-01' } });
    await user.click(screen.getByText('Add date'));
    await user.click(screen.getByLabelText('Remove 2030-12-24'));

    const title = input('Title');
    await user.clear(title);
    await user.type(title, 'Quick call');

    await user.click(save());
    expect(await screen.findByText(AVAILABILITY_SAVED)).toBeInTheDocument();
    expect(api.save).toHaveBeenCalledTimes(1);
    expect(api.save).toHaveBeenCalledWith({
      ...DEFAULT_AVAILABILITY_SETTINGS,
      timeZone: 'Asia/Kolkata',
      weeklyHours: {
        ...DEFAULT_AVAILABILITY_SETTINGS.weeklyHours,
        mon: [
          { start: '09:00', end: '12:00' },
          { start: '13:00', end: '17:00' },
        ],
        fri: [],
        sat: [{ start: '09:00', end: '12:00' }],
      },
      slotMinutes: 45,
      blackoutDates: ['2030-12-25', '2031-01-01'],
      calendly: { ...DEFAULT_AVAILABILITY_SETTINGS.calendly, title: 'Quick call' },
    });
  });

  it('says why the settings could not load', async () => {
    api.get.mockRejectedValue(new Error('Only administrators can do this.'));
    renderWithQuery(<AvailabilityEditor />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Only administrators can do this.');
  });
});
