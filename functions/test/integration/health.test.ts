import { describe, expect, it } from 'vitest';
import { healthResponseSchema } from '../../src/shared/health';
import { callApi } from '../support/api';

describe('GET /api/health through Hosting', () => {
  it('answers 200 with every service healthy after really reading Firestore', async () => {
    const answer = await callApi('/api/health');
    expect(answer.status).toBe(200);
    const body = healthResponseSchema.parse(answer.json);
    expect(body.status).toBe('ok');
    expect(body.services.firestore?.status).toBe('healthy');
    expect(body.services.auth?.status).toBe('healthy');
    expect(Date.parse(body.time)).not.toBeNaN();
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
  });

  it('answers HEAD like GET without a body', async () => {
    const answer = await callApi('/api/health', { method: 'HEAD' });
    expect(answer.status).toBe(200);
    expect(answer.text).toBe('');
  });
});
