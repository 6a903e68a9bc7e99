import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { WAIT_MS } from '../../tests/unit/time-outs.ts';
import { renderIsland } from './render-island.tsx';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>{`${label} ${count}`}</button>;
}

function Broken(): never {
  throw new Error('kapot');
}

describe('rendering a React island', () => {
  it('takes over its element and renders the island with its props', async () => {
    document.body.innerHTML = '<div id="island"><span>server</span></div>';
    await act(async () => {
      renderIsland(document.getElementById('island')!, Counter, { label: 'Teller' });
    });
    expect(screen.getByRole('button', { name: 'Teller 0' })).toBeTruthy();
    expect(screen.queryByText('server')).toBeNull();
  });

  it('has replaced the server markup when it returns, so a held click lands on the island', () => {
    document.body.innerHTML = '<div id="island"><button>server</button></div>';
    const cleanup = renderIsland(document.getElementById('island')!, Counter, { label: 'Teller' });
    expect(document.getElementById('island')!.innerHTML).toBe('<button>Teller 0</button>');
    cleanup();
  });

  it('puts the server markup back when the island fails, and leaves other islands running', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = '<div id="broken"><a href="/cart/">Winkelwagen</a></div><div id="fine"></div>';
    await act(async () => {
      renderIsland(document.getElementById('fine')!, Counter, { label: 'Werkt' });
      renderIsland(document.getElementById('broken')!, Broken, {});
    });
    await act(() => vi.waitFor(() => expect(document.getElementById('broken')!.innerHTML).toBe('<a href="/cart/">Winkelwagen</a>'), { timeout: WAIT_MS }));
    expect(screen.getByRole('button', { name: 'Werkt 0' })).toBeTruthy();
  });

  it('unmounts when cleaned up', async () => {
    document.body.innerHTML = '<div id="island"></div>';
    let cleanup: () => void = () => undefined;
    await act(async () => {
      cleanup = renderIsland(document.getElementById('island')!, Counter, { label: 'Weg' });
    });
    await act(async () => cleanup());
    expect(document.getElementById('island')!.innerHTML).toBe('');
  });

  it('leaves an island rendered again in the same element alone when the first one’s cleanup runs again', async () => {
    document.body.innerHTML = '<div id="island"></div>';
    const el = document.getElementById('island')!;
    let first: () => void = () => undefined;
    await act(async () => {
      first = renderIsland(el, Counter, { label: 'Eerste' });
    });
    await act(async () => first());
    await act(async () => {
      renderIsland(el, Counter, { label: 'Tweede' });
    });
    await act(async () => first());
    expect(screen.getByRole('button', { name: 'Tweede 0' })).toBeTruthy();
    expect(el.hasAttribute('data-island-rendered')).toBe(true);
  });
});
