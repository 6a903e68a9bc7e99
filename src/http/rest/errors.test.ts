import { describe, expect, it } from 'vitest';
import { restError, timeoutError, toRestError } from './errors.ts';

describe('REST errors', () => {
  it('keep the server’s message trimmed, and leave out a blank one and an unknown status', () => {
    expect(restError('rest_forbidden', '  Sorry, you are not allowed.  ', 403)).toEqual({ code: 'rest_forbidden', serverMessage: 'Sorry, you are not allowed.', status: 403 });
    expect(restError('rest_forbidden', '   ')).toStrictEqual({ code: 'rest_forbidden' });
    expect(restError('fetch_error', undefined, 0)).toEqual({ code: 'fetch_error', status: 0 });
  });

  it('say our own time-out as a fetch that got no answer', () => {
    expect(timeoutError()).toEqual({ code: 'fetch_error', timedOut: true });
  });

  it('read an api-fetch error body, its status from the answer before the one in its data', () => {
    expect(toRestError({ code: 'rest_no_route', message: 'No route', data: { status: 404 } })).toEqual({ code: 'rest_no_route', serverMessage: 'No route', status: 404 });
    expect(toRestError({ code: 'rest_no_route', message: 'No route', data: { status: 404 } }, 410)).toMatchObject({ status: 410 });
    expect(toRestError({ code: 'rest_no_route', data: { status: '404' } })).toEqual({ code: 'rest_no_route' });
    expect(toRestError({ code: 'rest_no_route', message: 42, data: null })).toEqual({ code: 'rest_no_route' });
  });

  it('call anything without a code an unknown error, keeping what status is known', () => {
    expect(toRestError('<html>', 502)).toEqual({ code: 'unknown_error', status: 502 });
    expect(toRestError(null)).toEqual({ code: 'unknown_error' });
    expect(toRestError({ code: '', message: 'x', data: { status: 500 } })).toEqual({ code: 'unknown_error', status: 500 });
    expect(toRestError({ code: 7, data: { status: 500 } })).toEqual({ code: 'unknown_error', status: 500 });
  });
});
