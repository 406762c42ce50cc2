import { describe, expect, it } from 'vitest';
import { factsIn, isGrounded } from './grounding';

describe('factsIn', () => {
  it('finds prices, rates and ranges in one spelling', () => {
    expect(
      factsIn('A session is £200; hourly £150/hour; quotes £100 - £150 or £100 to 150.'),
    ).toEqual(['£200', '£150', '£100-150', '£100-150']);
    expect(factsIn('Budgets from £5,000 or £5k.')).toEqual(['£5000', '£5000']);
  });

  it('finds durations, times, percentages, years and other numbers', () => {
    expect(factsIn('3 hours, 2-3 hrs, a 30-minute call, 1.5 hours')).toEqual([
      '3 hours',
      '2-3 hours',
      '30 minutes',
      '1.5 hours',
    ]);
    expect(factsIn('Monday-Friday, 9 AM-6 PM GMT')).toEqual(['9am', '6pm']);
    expect(
      factsIn('Rated 95% (98 percent of clients), 20+ years, since 2017 – 2023, 40+ systems'),
    ).toEqual(['95%', '98%', '20+ years', '2017', '2023', '40+']);
  });

  it('finds dates, emails and web addresses', () => {
    expect(factsIn('On 27 November 2026 or 2026-11-27')).toEqual(['27 nov 2026', '2026-11-27']);
    expect(
      factsIn(
        'Write to marcus@northbeam.example.com or see https://www.linkedin.com/in/marcus-ellison-example.',
      ),
    ).toEqual(['marcus@northbeam.example.com', 'linkedin.com/in/marcus-ellison-example']);
    expect(factsIn('northbeam.example.com · techriseup.example.com/tutor')).toEqual([
      'northbeam.example.com',
      'techriseup.example.com/tutor',
    ]);
  });

  it('finds nothing in plain words', () => {
    expect(factsIn('Marcus works with teams on AI strategy.')).toEqual([]);
  });
});

describe('isGrounded', () => {
  const passages = [
    'A booked Technical Deep Dive session is £200 for 3 hours.',
    'The hourly consulting rate for Technical Deep Dive is £150/hour, usually 2-3 hours.',
    'Email Marcus at marcus@northbeam.example.com. Skills: Cloud Architecture 90%. Founded in 2025.',
    'Explore QuantumSync: https://quantumsync.example.com',
  ];

  it('rejects a reply with an invented or altered price', () => {
    expect(isGrounded('The deep dive costs £5.', passages)).toBe(false);
    expect(isGrounded('A deep dive session is £250 for 3 hours.', passages)).toBe(false);
    expect(isGrounded('It takes 4 hours.', passages)).toBe(false);
  });

  it('accepts a reply that quotes or rephrases the passages', () => {
    expect(isGrounded('A Technical Deep Dive session costs £200 and lasts 3 hrs.', passages)).toBe(
      true,
    );
    expect(isGrounded('Hourly it is £150 an hour, usually 2 to 3 hours.', passages)).toBe(true);
    expect(isGrounded('Happy to help with that!', passages)).toBe(true);
  });

  it('checks emails, addresses, percentages and years', () => {
    expect(isGrounded('Write to marcus@northbeam.example.com.', passages)).toBe(true);
    expect(isGrounded('Write to marcus@gmail.com.', passages)).toBe(false);
    expect(isGrounded('See https://quantumsync.example.com for more.', passages)).toBe(true);
    expect(isGrounded('See https://quantumsync.example.org for more.', passages)).toBe(false);
    expect(isGrounded('He rates cloud architecture at 90%.', passages)).toBe(true);
    expect(isGrounded('He rates cloud architecture at 99%.', passages)).toBe(false);
    expect(isGrounded('Northbeam was founded in 2025.', passages)).toBe(true);
    expect(isGrounded('Northbeam was founded in 2019.', passages)).toBe(false);
  });
});
