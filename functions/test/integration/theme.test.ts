import { afterAll, describe, expect, it } from 'vitest';
import { admin } from '../support/accounts';
import { callApi } from '../support/api';

const site = () => admin().db.doc('config/site');

describe('GET /api/theme', () => {
  afterAll(async () => {
    await site().set({
      theme: { variant: 'professional', appearance: 'system', primary: '#2563eb', radius: 0.75 },
    });
  });

  it('answers the theme stored in config/site with its CSS variables', async () => {
    await site().set({
      theme: { variant: 'vibrant', appearance: 'light', primary: '#7c3aed', radius: 1 },
    });
    const answer = await callApi('/api/theme');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      isDefault: false,
      theme: { variant: 'vibrant', appearance: 'light', primary: '#7c3aed', radius: 1 },
      cssVariables: { '--site-primary': '#7c3aed', '--site-radius': '1rem' },
    });
    expect(answer.body.comprehensiveCSS).toContain('--site-primary: #7c3aed;');
  });

  it('falls back to the built-in dark default when the stored theme is missing or malformed', async () => {
    await site().set({ theme: { variant: 'neon', primary: 'red' } });
    const answer = await callApi('/api/theme');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      isDefault: true,
      theme: { variant: 'professional', appearance: 'dark', primary: '#2563eb', radius: 0.75 },
    });
  });
});
