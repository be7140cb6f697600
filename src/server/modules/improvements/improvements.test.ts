import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, signUp, type TestApp } from '../../../../tests/support/test-app';
import type { Improvement, ImprovementList } from '../../../shared/api/improvements';
import type { AdminLogList } from '../../../shared/api/admin';

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signUp(t)).client;
});
afterAll(async () => {
  await t?.close();
});

const valid = { title: '  Dark mode  ', description: ' Please add a dark theme. ', category: 'UI', priority: 'high' };

describe('POST /api/improvements', () => {
  it('stores a trimmed suggestion as pending, priority medium by default', async () => {
    const u = await signUp(t);
    const res = await u.client.post('/api/improvements', valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      title: 'Dark mode',
      description: 'Please add a dark theme.',
      category: 'ui',
      priority: 'high',
      status: 'pending',
      userId: u.user.id,
      username: u.payload.username,
    });
    const dflt = await u.client.post('/api/improvements', { title: 'x', description: 'y', category: 'bug' });
    expect(dflt.json().priority).toBe('medium');
  });

  it('refuses blank fields, unknown categories, NUL bytes and visitors', async () => {
    const u = await signUp(t);
    for (const body of [
      { ...valid, title: '   ' },
      { ...valid, description: '' },
      { ...valid, category: undefined },
      { ...valid, category: 'wish' },
      { ...valid, priority: 'urgent' },
      { ...valid, title: 'a\u0000b' },
      { ...valid, description: 'x'.repeat(5001) },
    ]) {
      const res = await u.client.post('/api/improvements', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await new Client(t.app).post('/api/improvements', valid)).statusCode).toBe(401);
    const unverified = await signUp(t, { verify: false });
    expect((await unverified.client.post('/api/improvements', valid)).statusCode).toBe(403);
  });

  it('is rate-limited per user with a clear 429', async () => {
    const u = await signUp(t);
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push((await u.client.post('/api/improvements', { ...valid, title: `Idea ${i}` })).statusCode);
    expect(codes.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(codes[5]).toBe(429);
    const other = await signUp(t);
    expect((await other.client.post('/api/improvements', valid)).statusCode).toBe(201);
  });
});

describe('/api/admin/improvements', () => {
  it('lists {suggestions} newest first with the author’s username', async () => {
    const u = await signUp(t);
    const id = (await u.client.post('/api/improvements', { ...valid, title: 'Newest idea' })).json().id;
    const res = await admin.get('/api/admin/improvements');
    expect(res.statusCode).toBe(200);
    const list = res.json<ImprovementList>();
    expect(list.suggestions[0]).toMatchObject({ id, title: 'Newest idea', username: u.payload.username });
  });

  it('updates status and notes with a log row; needs one of them', async () => {
    const u = await signUp(t);
    const id = (await u.client.post('/api/improvements', valid)).json().id;
    const none = await admin.put(`/api/admin/improvements/${id}`, { adminNotes: '   ' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Please provide admin notes or update the status');
    expect((await admin.put(`/api/admin/improvements/${id}`, {})).statusCode).toBe(400);
    expect((await admin.put(`/api/admin/improvements/${id}`, { status: 'done' })).statusCode).toBe(400);
    const res = await admin.put(`/api/admin/improvements/${id}`, {
      status: 'In-Progress',
      adminNotes: '  Planned for next release  ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Improvement>()).toMatchObject({ status: 'in-progress', adminNotes: 'Planned for next release' });
    const notesOnly = await admin.put(`/api/admin/improvements/${id}`, { adminNotes: 'Half done' });
    expect(notesOnly.json()).toMatchObject({ status: 'in-progress', adminNotes: 'Half done' });
    const logs = (await admin.get('/api/admin/logs?action=update_improvement')).json<AdminLogList>();
    const mine = logs.logs.filter((l) => l.targetId === id);
    expect(mine[1]!.details).toMatchObject({
      before: { status: 'pending', adminNotes: null },
      after: { status: 'in-progress', adminNotes: 'Planned for next release' },
    });
    expect((await admin.put('/api/admin/improvements/999999', { status: 'reviewed' })).statusCode).toBe(404);
    expect((await u.client.put(`/api/admin/improvements/${id}`, { status: 'rejected' })).statusCode).toBe(403);
  });

  it('deletes with a log row; a second delete is 404', async () => {
    const u = await signUp(t);
    const id = (await u.client.post('/api/improvements', valid)).json().id;
    expect((await u.client.delete(`/api/admin/improvements/${id}`)).statusCode).toBe(403);
    expect((await admin.delete(`/api/admin/improvements/${id}`)).statusCode).toBe(200);
    expect((await admin.delete(`/api/admin/improvements/${id}`)).statusCode).toBe(404);
    const list = (await admin.get('/api/admin/improvements')).json<ImprovementList>();
    expect(list.suggestions.some((s) => s.id === id)).toBe(false);
    const logs = (await admin.get('/api/admin/logs?action=delete_improvement')).json<AdminLogList>();
    expect(logs.logs.find((l) => l.targetId === id)!.details).toMatchObject({
      before: { title: 'Dark mode', status: 'pending' },
      after: null,
    });
  });
});
