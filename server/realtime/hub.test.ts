import { expect, it } from 'vitest';
import { HUB_PATH, TOKEN_PATH } from '#contract/api-paths';
import { DEMO_PASSWORD } from '#contract/constants';
import { HUB_METHODS, type HubConnectResult } from '#contract/notifications';
import { createReadyDraft, daysFromToday, demoReferences } from '../modules/grants/grant-test-helpers';
import { describeOnEachDialect } from '../test/test-app';
import { MAX_PENDING_CHARS } from './connection';
import { MAX_CONNECTIONS_PER_USER } from './hub';
import { closeCode, handshaken, listen, negotiate, openRaw, signalrClient, whenClosed, wsUrl } from './hub-test-helpers';

const RS = '\u001e';

describeOnEachDialect('notification hub (stock @microsoft/signalr client)', (t) => {
  it('negotiates only with a valid token', async () => {
    const token = await t().signIn('grants@demo.test');
    const ok = await t().call({ method: 'POST', url: `${HUB_PATH}/negotiate?negotiateVersion=1`, token });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      negotiateVersion: 1,
      connectionId: expect.any(String),
      connectionToken: expect.any(String),
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }],
    });
    const byQuery = await t().call({ method: 'POST', url: `${HUB_PATH}/negotiate?negotiateVersion=1&access_token=${token}` });
    expect(byQuery.statusCode).toBe(200);
    expect((await t().call({ method: 'POST', url: `${HUB_PATH}/negotiate?negotiateVersion=1` })).statusCode).toBe(401);
    expect((await t().call({ method: 'POST', url: `${HUB_PATH}/negotiate?negotiateVersion=1`, token: `${token}x` })).statusCode).toBe(401);
  });

  it('pushes onNewNotification to a user in charge when another user publishes the grant; the actor gets nothing', async () => {
    const baseUrl = await listen(t().app);
    const refs = await demoReferences(t());
    const officer = await t().signIn('grants@demo.test');
    const colleague = await t().signIn('finance@demo.test');
    const colleagueId = refs.userId('finance@demo.test');
    const officerId = refs.userId('grants@demo.test');
    const draft = await createReadyDraft(t(), officer, refs);
    const team = await t().call({
      method: 'PUT',
      url: `/api/DonorGrant/${draft.id}/users-in-charge`,
      token: officer,
      payload: { users: [{ admin_id: officerId, is_manager: true }, { admin_id: colleagueId, is_manager: false }] },
    });
    expect(team.statusCode).toBe(200);

    const listener = await signalrClient(baseUrl, colleague);
    const actor = await signalrClient(baseUrl, officer);
    try {
      const joined = await listener.connection.invoke<HubConnectResult>(HUB_METHODS.connect, colleagueId, refs.donorId);
      expect(joined.unread_total).toBeGreaterThanOrEqual(1);
      await actor.connection.invoke(HUB_METHODS.connect, officerId, refs.donorId);
      await expect(listener.connection.invoke(HUB_METHODS.connect, officerId, refs.donorId)).rejects.toThrow(/do not match/);

      const published = await t().call({ method: 'PUT', url: `/api/DonorGrant/${draft.id}/Publish`, token: officer, payload: { deadline: daysFromToday(30) } });
      expect(published.statusCode).toBe(200);
      const notification = await listener.next();
      expect(notification).toMatchObject({
        is_read: false,
        toast: true,
        data: {
          entity: 'grant',
          operation: 'Publish',
          parent_id: draft.id,
          object_id: null,
          page: 0,
          title: draft.title,
          user_id: officerId,
          user_name: 'عمر الخطيب',
          ngo_user: false,
        },
      });
      const stored = (await t().call({ method: 'GET', url: '/api/DonorNotification', token: colleague })).json<{ data: { id: number }[] }>();
      expect(stored.data[0]?.id).toBe(notification.id);

      // A refused change (already published) raises nothing; neither does an idempotent replay.
      expect((await t().call({ method: 'PUT', url: `/api/DonorGrant/${draft.id}/Publish`, token: officer, payload: { deadline: daysFromToday(30) } })).statusCode).toBe(409);
      const key = crypto.randomUUID();
      const redraft = () => t().call({ method: 'PUT', url: `/api/DonorGrant/${draft.id}/Draft`, token: officer, headers: { 'idempotency-key': key } });
      expect((await redraft()).statusCode).toBe(200);
      expect((await listener.next()).data.operation).toBe('Draft');
      expect((await redraft()).headers['idempotent-replayed']).toBe('true');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(listener.received).toEqual([]);
      expect(actor.received).toEqual([]);
    } finally {
      await listener.connection.stop();
      await actor.connection.stop();
    }
  });

  it('refuses a bad or revoked token at negotiate and at the socket', async () => {
    const baseUrl = await listen(t().app);
    const token = await t().signIn('viewer@demo.test');
    await expect(signalrClient(baseUrl, `${token}broken`)).rejects.toThrow();

    const negotiated = (await (await negotiate(baseUrl, token)).json()) as { connectionToken: string };
    const good = await openRaw(wsUrl(baseUrl, { id: negotiated.connectionToken, access_token: token }));
    expect(good.status).toBe('open');
    const handshake = new Promise<string>((resolve) => good.socket.on('message', (data) => resolve(data.toString())));
    good.socket.send(`{"protocol":"json","version":1}${RS}`);
    expect(await handshake).toBe(`{}${RS}`);
    good.socket.close();

    expect((await openRaw(wsUrl(baseUrl, { id: negotiated.connectionToken }))).status).toBe(401);
    expect((await openRaw(wsUrl(baseUrl, { id: negotiated.connectionToken, access_token: `${token}x` }))).status).toBe(401);
    expect((await openRaw(wsUrl(baseUrl, { id: 'forged.abc.def', access_token: token }))).status).toBe(401);
    const someoneElse = await t().signIn('admin@demo.test');
    expect((await openRaw(wsUrl(baseUrl, { id: negotiated.connectionToken, access_token: someoneElse }))).status).toBe(401);

    expect((await t().call({ method: 'POST', url: '/api/DonorAccount/Logout', token })).statusCode).toBeLessThan(300);
    expect((await negotiate(baseUrl, token)).status).toBe(401);
    expect((await openRaw(wsUrl(baseUrl, { id: negotiated.connectionToken, access_token: token }))).status).toBe(401);
    await expect(signalrClient(baseUrl, token)).rejects.toThrow();
  });

  it('closes with 1009 a connection whose unfinished message outgrows the bound, and goes on serving others', async () => {
    const baseUrl = await listen(t().app);
    const token = await t().signIn('viewer@demo.test');
    const flooder = await handshaken(wsUrl(baseUrl, { access_token: token }));
    const closed = closeCode(flooder);
    // Frames under the 64 KB frame limit, none with the 0x1E separator: before the bound they piled up for ever.
    const chunk = `{"type":1,"target":"connect","arguments":["${'x'.repeat(Math.ceil(MAX_PENDING_CHARS / 3))}`;
    for (let frame = 0; frame < 4; frame += 1) flooder.send(chunk);
    expect(await closed).toBe(1009);

    const other = await handshaken(wsUrl(baseUrl, { access_token: token }));
    const pong = closeCode(other, 300);
    other.send(`{"type":6}${RS}`);
    expect(await pong).toBe('open');
    other.close();
  });

  it(`holds at most ${MAX_CONNECTIONS_PER_USER} sockets per user: the next is refused with 429 until one closes`, async () => {
    const baseUrl = await listen(t().app);
    const token = await t().signIn('finance@demo.test');
    const url = wsUrl(baseUrl, { access_token: token });
    const sockets = [];
    for (let index = 0; index < MAX_CONNECTIONS_PER_USER; index += 1) sockets.push(await handshaken(url));
    expect((await openRaw(url)).status).toBe(429);
    const colleague = await handshaken(wsUrl(baseUrl, { access_token: await t().signIn('grants@demo.test') }));

    const first = sockets.shift();
    const gone = first ? closeCode(first) : Promise.resolve(0);
    first?.close();
    await gone;
    await expect.poll(async () => {
      const attempt = await openRaw(url);
      if (attempt.status === 'open') sockets.push(attempt.socket);
      return attempt.status;
    }).toBe('open');
    for (const socket of [...sockets, colleague]) socket.close();
  });

  it('closes the sockets of a session that logs out, and every socket of a user whose password changes', async () => {
    const baseUrl = await listen(t().app);
    const refs = await demoReferences(t());
    const userId = refs.userId('programs@demo.test');
    const [laptop, phone] = [await t().signIn('programs@demo.test'), await t().signIn('programs@demo.test')];
    const onLaptop = await signalrClient(baseUrl, laptop);
    const onPhone = await signalrClient(baseUrl, phone);
    try {
      await onLaptop.connection.invoke(HUB_METHODS.connect, userId, refs.donorId);
      await onPhone.connection.invoke(HUB_METHODS.connect, userId, refs.donorId);
      const laptopClosed = whenClosed(onLaptop.connection);
      const phoneClosedEarly = whenClosed(onPhone.connection, 1000);
      expect((await t().call({ method: 'POST', url: '/api/DonorAccount/Logout', token: laptop })).statusCode).toBe(200);
      expect(await laptopClosed).toBe('closed');
      expect(await phoneClosedEarly).toBe('open');

      const phoneClosed = whenClosed(onPhone.connection);
      const changed = await t().call({
        method: 'POST',
        url: '/api/DonorAccount/ChangePassword',
        token: phone,
        payload: { OldPassword: DEMO_PASSWORD, NewPassword: 'Phone-Pass-2026', ConfirmPassword: 'Phone-Pass-2026' },
      });
      expect(changed.statusCode).toBe(200);
      expect(await phoneClosed).toBe('closed');
      // The new token the answer carries opens the hub again.
      const renewed = await signalrClient(baseUrl, changed.json().access_token);
      await renewed.connection.stop();
    } finally {
      await onLaptop.connection.stop();
      await onPhone.connection.stop();
    }
  });

  it('closes the socket of a device signed out from the profile, and every socket when signing out everywhere', async () => {
    const baseUrl = await listen(t().app);
    const refs = await demoReferences(t());
    const userId = refs.userId('viewer@demo.test');
    const signInWith = async (userAgent: string) => {
      const body = new URLSearchParams({ grant_type: 'password', username: 'viewer@demo.test', password: DEMO_PASSWORD }).toString();
      const headers = { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': userAgent };
      return (await t().call({ method: 'POST', url: TOKEN_PATH, payload: body, headers })).json<{ access_token: string }>().access_token;
    };
    const [laptop, phone, tablet] = [await signInWith('laptop'), await signInWith('phone'), await signInWith('tablet')];
    const onPhone = await signalrClient(baseUrl, phone);
    const onTablet = await signalrClient(baseUrl, tablet);
    try {
      await onPhone.connection.invoke(HUB_METHODS.connect, userId, refs.donorId);
      await onTablet.connection.invoke(HUB_METHODS.connect, userId, refs.donorId);
      const sessions = (await t().call({ method: 'GET', url: '/api/DonorAccount/Sessions', token: laptop })).json<{ id: number; user_agent: string }[]>();
      const phoneSession = sessions.find((session) => session.user_agent === 'phone')?.id;
      expect(phoneSession).toBeDefined();
      const phoneClosed = whenClosed(onPhone.connection);
      const tabletClosedEarly = whenClosed(onTablet.connection, 1000);
      expect((await t().call({ method: 'DELETE', url: `/api/DonorAccount/Sessions/${phoneSession}`, token: laptop })).statusCode).toBe(200);
      expect(await phoneClosed).toBe('closed');
      expect(await tabletClosedEarly).toBe('open');

      const tabletClosed = whenClosed(onTablet.connection);
      expect((await t().call({ method: 'POST', url: '/api/DonorAccount/SignOutEverywhere', token: laptop })).statusCode).toBe(200);
      expect(await tabletClosed).toBe('closed');
      expect((await t().call({ method: 'POST', url: `${HUB_PATH}/negotiate?negotiateVersion=1`, headers: { authorization: `Bearer ${tablet}` } })).statusCode).toBe(401);
    } finally {
      await onPhone.connection.stop();
      await onTablet.connection.stop();
    }
  });
});
