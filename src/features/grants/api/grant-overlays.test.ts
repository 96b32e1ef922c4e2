import { describe, expect, it } from 'vitest';
import { GrantStatus } from '#contract/enums';
import { testGrant } from './grant-test-fixture';
import {
  PENDING_GRANT_ID,
  grantFromCreate,
  grantRequestBody,
  overlayCountries,
  overlayDeadline,
  overlayGrantEdit,
  overlayPublish,
  overlayRedraft,
  overlayUsersInCharge,
  type GrantInputValues,
} from './grant-overlays';

const draft = testGrant();

const input: GrantInputValues = {
  title: 'Clean water 2027',
  description: 'Wells',
  eligibility: null,
  currency_id: 2,
  min_size: 2000,
  max_size: 9000,
  programs: [
    { programId: 2, percent: 60 },
    { programId: 5, percent: 40 },
  ],
  countries: [3],
};
const labels = { currency: { id: 2, name: 'Euro', symbol: '€' }, programTitles: { 2: 'Health', 5: 'Education' } };

describe('grant action overlays', () => {
  it('publishing shows the grant published with its deadline at once', () => {
    const shown = overlayPublish(draft, { grantId: 7, deadline: '2027-03-01' });
    expect(shown.status).toBe(GrantStatus.Published);
    expect(shown.deadline).toBe('2027-03-01');
    expect(shown.version).toBe(4);
  });

  it('updating the deadline moves only the deadline', () => {
    const published = { ...draft, status: GrantStatus.Published, deadline: '2027-01-01' };
    expect(overlayDeadline(published, { grantId: 7, deadline: '2027-06-30' })).toEqual({ ...published, deadline: '2027-06-30' });
  });

  it('redrafting shows the grant as a draft again', () => {
    const published = { ...draft, status: GrantStatus.Published, deadline: '2027-01-01' };
    expect(overlayRedraft(published).status).toBe(GrantStatus.Draft);
  });

  it('changing the users in charge shows the new list, managers included', () => {
    const users = [
      { admin_id: 3, name: 'Amal', is_manager: true },
      { admin_id: 9, name: 'Bilal', is_manager: false },
    ];
    expect(overlayUsersInCharge(draft, { grantId: 7, users }).users_in_charge).toEqual(users);
  });

  it('changing the countries shows the new ids', () => {
    expect(overlayCountries(draft, { grantId: 7, countries: [4, 5] }).countries).toEqual([4, 5]);
  });

  it('an edit shows the new fields, currency symbol and program titles, keeping known program ids', () => {
    const shown = overlayGrantEdit(draft, { grantId: 7, input, labels });
    expect(shown).toMatchObject({ title: 'Clean water 2027', description: 'Wells', min_size: 2000, max_size: 9000, countries: [3] });
    expect(shown.currency.symbol).toBe('€');
    expect(shown.programs).toEqual([
      { id: 11, programId: 2, grantId: 7, percent: 60, title: 'Health' },
      { id: 0, programId: 5, grantId: 7, percent: 40, title: 'Education' },
    ]);
    expect(shown.status).toBe(GrantStatus.Draft);
  });

  it('stacks: publish, then move the deadline', () => {
    const shown = overlayDeadline(overlayPublish(draft, { grantId: 7, deadline: '2027-03-01' }), { grantId: 7, deadline: '2027-04-01' });
    expect(shown).toMatchObject({ status: GrantStatus.Published, deadline: '2027-04-01' });
  });

  it('a queued creation is drawn as a draft whose author is its manager in charge', () => {
    const grant = grantFromCreate({ input, labels, author: { id: 3, name: 'Amal' } }, '2026-02-01T00:00:00.000Z');
    expect(grant).toMatchObject({ id: PENDING_GRANT_ID, status: GrantStatus.Draft, created_by_name: 'Amal', deadline: null });
    expect(grant.users_in_charge).toEqual([{ admin_id: 3, name: 'Amal', is_manager: true }]);
    expect(grant.programs.map((program) => program.title)).toEqual(['Health', 'Education']);
  });

  it('sends the contract input without the display labels', () => {
    const withTitles = { ...input, programs: input.programs.map((program) => ({ ...program, title: 'x' })) };
    expect(grantRequestBody(withTitles).programs).toEqual(input.programs);
  });

  it('leaves an empty description or eligibility out instead of sending null (the schema takes a string or nothing)', () => {
    const body = grantRequestBody(input);
    expect(body.description).toBe('Wells');
    expect('eligibility' in body && body.eligibility !== undefined).toBe(false);
  });
});
