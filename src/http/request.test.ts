import { describe, expect, it, vi } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { mswServer } from '../../tests/msw/server.ts';
import { requestText } from './request.ts';

const url = `${location.origin}/endpoint`;

describe('requests', () => {
  it('answers the body of a 2xx answer', async () => {
    mswServer.use(http.post(url, () => new HttpResponse('ok')));
    expect(await requestText(url, { method: 'POST' })).toMatchObject({ ok: true, value: 'ok' });
  });

  it('reports an error status with its body', async () => {
    mswServer.use(http.post(url, () => new HttpResponse('-1', { status: 403 })));
    expect(await requestText(url, { method: 'POST' })).toEqual({ ok: false, failure: { kind: 'status', status: 403, body: '-1' } });
  });

  it('reports a dropped connection as a network failure', async () => {
    mswServer.use(http.post(url, () => HttpResponse.error()));
    expect(await requestText(url, { method: 'POST' })).toEqual({ ok: false, failure: { kind: 'network' } });
  });

  it('gives up after the time-out', async () => {
    mswServer.use(
      http.post(url, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    expect(await requestText(url, { method: 'POST', timeoutMs: 30 })).toEqual({ ok: false, failure: { kind: 'timeout' } });
  });

  it('stops its time-out and lets go of the caller’s signal once the answer is there', async () => {
    mswServer.use(http.post(url, () => new HttpResponse('ok')));
    const timers = vi.spyOn(globalThis, 'setTimeout');
    const cleared = vi.spyOn(globalThis, 'clearTimeout');
    const caller = new AbortController();
    const listening = vi.spyOn(caller.signal, 'removeEventListener');
    await requestText(url, { method: 'POST', timeoutMs: 43_210, signal: caller.signal });
    const timeOut = timers.mock.results[timers.mock.calls.findIndex(([, ms]) => ms === 43_210)]?.value;
    expect(cleared).toHaveBeenCalledWith(timeOut);
    expect(listening).toHaveBeenCalledWith('abort', expect.any(Function));
  });

  it('tells an abort by the caller from a time-out', async () => {
    mswServer.use(
      http.post(url, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const pending = requestText(url, { method: 'POST', signal: controller.signal });
    controller.abort();
    expect(await pending).toEqual({ ok: false, failure: { kind: 'aborted' } });
  });
});
