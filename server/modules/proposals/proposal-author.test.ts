import { beforeAll, expect, it } from 'vitest';
import { apiPaths } from '#contract/api-paths';
import { ERROR_CODE_HEADER } from '#contract/errors';
import type { Grant } from '#contract/grants';
import { formatMessage } from '#contract/messages';
import type { Proposal } from '#contract/proposals';
import { describeOnEachDialect } from '../../test/test-app';
import { demoReferences, type DemoReferences } from '../grants/grant-test-helpers';
import { insertNgo, insertProposal, publishedGrant } from './proposal-test-helpers';

describeOnEachDialect('the author stays in charge of a proposal (spec section 5, decision 170)', (t) => {
  let refs: DemoReferences;
  let grant: Grant;
  let ngoId: number;
  let officer: string;

  beforeAll(async () => {
    refs = await demoReferences(t());
    officer = await t().signIn('grants@demo.test');
    grant = await publishedGrant(t(), officer, refs);
    ngoId = await insertNgo(t(), 'Author Society');
  });

  const author = () => refs.userId('grants@demo.test');
  const colleague = () => refs.userId('finance@demo.test');
  const put = (id: number, ids: number[]) =>
    t().call({
      method: 'PUT',
      url: `/api${apiPaths.proposals.usersInCharge(grant.id, id)}`,
      token: officer,
      payload: { users: ids.map((admin_id) => ({ admin_id, is_manager: false })) },
    });
  const read = async (id: number) => (await t().call({ method: 'GET', url: `/api${apiPaths.proposals.one(id)}`, token: officer })).json<Proposal>();

  it('names the grant’s author as the proposal’s author', async () => {
    const id = await insertProposal(t(), { grantId: grant.id, ngoId });
    expect((await read(id)).grant_author_id).toBe(author());
  });

  it('refuses to remove the author once in charge, with the message, and changes nothing', async () => {
    const id = await insertProposal(t(), { grantId: grant.id, ngoId });
    expect((await put(id, [author(), colleague()])).statusCode).toBe(200);
    const before = await read(id);

    const removed = await put(id, [colleague()]);
    expect(removed.statusCode).toBe(400);
    expect(removed.headers[ERROR_CODE_HEADER.toLowerCase()]).toBe('proposalAuthorInCharge');
    expect(removed.json().ModelState.users).toEqual([formatMessage('proposalAuthorInCharge')]);
    const after = await read(id);
    expect(after.usersInCharge).toEqual(before.usersInCharge);
    expect(after.version).toBe(before.version);

    const colleagueRemoved = await put(id, [author()]);
    expect(colleagueRemoved.statusCode).toBe(200);
    expect(colleagueRemoved.json<Proposal>().usersInCharge).toEqual([author()]);
  });

  it('lets a list without the author through while the author is not in charge of the proposal', async () => {
    const id = await insertProposal(t(), { grantId: grant.id, ngoId });
    const response = await put(id, [colleague()]);
    expect(response.statusCode).toBe(200);
    expect(response.json<Proposal>().usersInCharge).toEqual([colleague()]);
  });
});
