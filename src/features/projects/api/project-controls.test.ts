import { describe, expect, it } from 'vitest';
import type { Permission } from '#contract/enums';
import { projectControls } from './project-controls';

const rights = { usersInCharge: [3], grantUsers: [9] };
const officer = { id: 3, permissions: ['manage_grants'] as Permission[] };

describe('who may change a project', () => {
  it('lets a grants officer in charge of the proposal or of its grant change a running project', () => {
    expect(projectControls({ status: 'ongoing' }, rights, officer)).toEqual({ installments: null, reports: null });
    expect(projectControls({ status: 'accepted' }, rights, { id: 9, permissions: ['manage_grants'] as Permission[] })).toEqual({ installments: null, reports: null });
  });

  it('refuses a user without manage_grants, even in charge, and nobody signed in', () => {
    expect(projectControls({ status: 'ongoing' }, rights, { id: 3, permissions: ['manage_programs'] as Permission[] })).toEqual({ installments: 'permission', reports: 'permission' });
    expect(projectControls({ status: 'ongoing' }, rights, null)).toEqual({ installments: 'permission', reports: 'permission' });
  });

  it('refuses a grants officer who is not in charge', () => {
    expect(projectControls({ status: 'ongoing' }, rights, { id: 4, permissions: ['manage_grants'] as Permission[] })).toEqual({ installments: 'notInCharge', reports: 'notInCharge' });
  });

  it('keeps a closed project’s installments as they are, but still takes its (final) reports', () => {
    for (const status of ['finished', 'unfinished', 'stopped'] as const) {
      expect(projectControls({ status }, rights, officer)).toEqual({ installments: 'notRunning', reports: null });
    }
  });
});
