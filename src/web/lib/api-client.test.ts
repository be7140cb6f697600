import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, apiRequest, getErrorMessage, getQueryFn, NetworkError, unauthorized } from './api-client';

function respond(status: number, body: string, statusText = '') {
  return new Response(body || null, {
    status,
    statusText,
    headers: body ? { 'Content-Type': 'application/json' } : {},
  });
}

describe('api client', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  let redirect: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    redirect = vi.spyOn(unauthorized, 'redirect').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends cookies, and a JSON body only when there is one', async () => {
    fetchMock.mockResolvedValueOnce(respond(200, '{"ok":true}')).mockResolvedValueOnce(respond(200, '{"ok":true}'));
    await api.post('/api/things', { a: 1 });
    await api.post('/api/auth/logout');
    const [, withBody] = fetchMock.mock.calls[0]!;
    const [, withoutBody] = fetchMock.mock.calls[1]!;
    expect(withBody).toMatchObject({ method: 'POST', credentials: 'include', body: '{"a":1}' });
    expect(withBody.headers['Content-Type']).toBe('application/json');
    expect(withoutBody).toMatchObject({ method: 'POST', credentials: 'include', body: undefined });
    expect(withoutBody.headers['Content-Type']).toBeUndefined();
  });

  it('returns the parsed JSON of an ok response', async () => {
    fetchMock.mockResolvedValue(respond(200, '{"verified":true}'));
    await expect(api.get('/api/auth/verification-status')).resolves.toEqual({ verified: true });
  });

  it('throws "<status>: <body text>" with the status and parsed body attached', async () => {
    const body = '{"message":"Username is taken","code":"CONFLICT"}';
    fetchMock.mockResolvedValue(respond(409, body, 'Conflict'));
    const error = await api.post('/api/auth/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`409: ${body}`);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).body).toEqual({ message: 'Username is taken', code: 'CONFLICT' });
    expect(getErrorMessage(error, 'fallback')).toBe('Username is taken');
  });

  it('uses the status text when the body is empty', async () => {
    fetchMock.mockResolvedValue(respond(503, '', 'Service Unavailable'));
    const error = (await api.get('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('503: Service Unavailable');
    expect(error.body).toBeNull();
    expect(getErrorMessage(error, 'Failed to send reset email')).toBe('Failed to send reset email');
  });

  it('redirects to /login on a 401', async () => {
    fetchMock.mockResolvedValue(respond(401, '{"message":"Please log in","code":"UNAUTHENTICATED"}'));
    await expect(api.get('/api/recipes/my')).rejects.toThrow(
      '401: {"message":"Please log in","code":"UNAUTHENTICATED"}',
    );
    expect(redirect).toHaveBeenCalledTimes(1);
  });

  it('does not redirect on a 401 from /api/auth/user', async () => {
    fetchMock.mockResolvedValue(respond(401, '{"message":"Not signed in","code":"UNAUTHENTICATED"}'));
    await expect(api.get('/api/auth/user')).rejects.toBeInstanceOf(ApiError);
    expect(redirect).not.toHaveBeenCalled();
  });

  it("returns null on 401 when the read asks for 'returnNull', and throws by default", async () => {
    fetchMock.mockResolvedValue(respond(401, '{"message":"no","code":"UNAUTHENTICATED"}'));
    await expect(getQueryFn({ on401: 'returnNull' })({ queryKey: ['/api/auth/user'] })).resolves.toBeNull();
    fetchMock.mockResolvedValue(respond(401, '{"message":"no","code":"UNAUTHENTICATED"}'));
    await expect(getQueryFn()({ queryKey: ['/api/auth/user'] })).rejects.toThrow('401: ');
    expect(redirect).not.toHaveBeenCalled();
  });

  it('lets sign-in calls show a 401 instead of redirecting', async () => {
    fetchMock.mockResolvedValue(
      respond(401, '{"message":"Invalid username or password.","code":"INVALID_CREDENTIALS"}'),
    );
    const error = await apiRequest(
      'POST',
      '/api/auth/login',
      { username: 'a', password: 'b' },
      { redirectOn401: false },
    ).catch((e: unknown) => e);
    expect(getErrorMessage(error, 'x')).toBe('Invalid username or password.');
    expect(redirect).not.toHaveBeenCalled();
  });

  it('turns a failed fetch into a NetworkError', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await api.post('/api/auth/forgot-password', { email: 'a@b.co' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe('Network error. Please try again.');
  });
});
