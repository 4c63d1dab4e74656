import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEEP_SCROLL } from '../../lib/keep-scroll.ts';
import { ScrollRestoration } from './scroll-restoration.tsx';

function Page({ name }: { name: string }) {
  const navigate = useNavigate();
  return (
    <>
      <h1>{name}</h1>
      <button type="button" onClick={() => void navigate('/b')}>
        ke b
      </button>
      <button type="button" onClick={() => void navigate('/a?sort=newest', { state: KEEP_SCROLL })}>
        urutkan
      </button>
      <button type="button" onClick={() => void navigate(-1)}>
        kembali
      </button>
    </>
  );
}

function scrollBy(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

afterEach(() => scrollBy(0));

describe('scroll positions', () => {
  it('opens a new page at the top, keeps the position when asked to, and returns to it on Back', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/a']}>
        <Routes>
          <Route path="/a" element={<Page name="A" />} />
          <Route path="/b" element={<Page name="B" />} />
        </Routes>
        <ScrollRestoration />
      </MemoryRouter>,
    );
    scrollBy(640);

    scrollTo.mockClear();
    act(() => screen.getByRole('button', { name: 'urutkan' }).click());
    expect(scrollTo).not.toHaveBeenCalled();

    act(() => screen.getByRole('button', { name: 'ke b' }).click());
    expect(await screen.findByRole('heading', { name: 'B' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    scrollBy(0);
    act(() => screen.getByRole('button', { name: 'kembali' }).click());
    expect(await screen.findByRole('heading', { name: 'A' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });

  it('leaves a freshly loaded page where the browser put it, without asking for its position', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    // Reading scrollY makes the browser lay out the page at once: the first render must not.
    const readPosition = vi.fn(() => 0);
    Object.defineProperty(window, 'scrollY', { configurable: true, get: readPosition });
    render(
      <MemoryRouter initialEntries={['/a']}>
        <Routes>
          <Route path="/a" element={<Page name="A" />} />
        </Routes>
        <ScrollRestoration />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'A' })).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
    expect(readPosition).not.toHaveBeenCalled();
  });
});
