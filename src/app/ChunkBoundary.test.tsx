// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkBoundary } from './ChunkBoundary';

afterEach(cleanup);

const missing = () =>
  lazy(() =>
    Promise.reject(Object.assign(new Error('Failed to fetch dynamically imported module'), { name: 'TypeError' })),
  );

describe('ChunkBoundary', () => {
  it('shows the chunk-load error with a reload where the shell does not arrive', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Shell = missing();
    render(
      <ChunkBoundary>
        <Suspense fallback={null}>
          <Shell />
        </Suspense>
      </ChunkBoundary>,
    );
    expect(await screen.findByRole('heading', { name: 'Sidan kunde inte laddas' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ladda om' })).toBeTruthy();
  });

  it('shows nothing where quiet (the closed dialogs) and keeps the rest of the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Dialogs = missing();
    render(
      <>
        <p>Inloggning</p>
        <ChunkBoundary quiet>
          <Suspense fallback={null}>
            <Dialogs />
          </Suspense>
        </ChunkBoundary>
      </>,
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByText('Inloggning')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
