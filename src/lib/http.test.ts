import { describe, expect, it } from 'vitest';
import { apiBaseFor } from './http';

describe('apiBaseFor (spec section 7: a second client on a different base path serves list and get requests)', () => {
  const bases = { api: 'https://api.example.org/api', read: 'https://read.example.org/api' };

  it('sends lists and gets (GET, the default method) to the read base', () => {
    expect(apiBaseFor(undefined, bases)).toBe(bases.read);
    expect(apiBaseFor('GET', bases)).toBe(bases.read);
  });

  it('sends every change to the API base', () => {
    for (const method of ['POST', 'PUT', 'DELETE'] as const) expect(apiBaseFor(method, bases)).toBe(bases.api);
  });

  it('uses the same server for both by default', () => {
    expect(apiBaseFor('GET')).toBe(apiBaseFor('POST'));
  });
});
