import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, test, vi } from 'vitest';
import { HydrateLater, hydrateInParts } from './hydrate-later';
import { useHydrated } from './use-hydrated';

/** What a component that waits for the page's code (a disabled button) sees. */
function Readiness() {
  return <p>{useHydrated() ? 'ready' : 'waiting'}</p>;
}

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

function Page({ lower = 'Lower' }: { lower?: string }) {
  return (
    <div>
      <Readiness />
      <Counter label="Upper" />
      <HydrateLater>
        <section aria-label="below">
          <Counter label={lower} />
        </section>
      </HydrateLater>
    </div>
  );
}

/** The server's HTML in the document, as a shopper's browser receives it. */
function served(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

test('a deferred part keeps the server elements, works once its turn has come, and reports no mismatch', async () => {
  const container = served(renderToString(<Page />));
  const serverButton = screen.getByRole('button', { name: 'Lower 0' });
  const onMismatch = vi.fn();

  await hydrateInParts(() => {
    hydrateRoot(container, <Page />);
    // Straight after the first pass (the lower part's turn is a task away): the upper part works, the
    // lower part is still the server's, without its handler.
    fireEvent.click(screen.getByRole('button', { name: 'Upper 0' }));
    fireEvent.click(serverButton);
    // What waits for the page's code waits for every part, and changes in a task of its own.
    expect(screen.getByText('waiting')).toBeInTheDocument();
  }, onMismatch);
  expect(screen.getByRole('button', { name: 'Upper 1' })).toBeInTheDocument();
  expect(await screen.findByText('ready')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Lower 0' })).toBe(serverButton);
  fireEvent.click(serverButton);
  expect(await screen.findByRole('button', { name: 'Lower 1' })).toBe(serverButton);
  expect(onMismatch).not.toHaveBeenCalled();
  container.remove();
});

test('a deferred part that differs from the server is rendered anew and reported', async () => {
  const container = served(
    renderToString(<Page />)
      .replace('<section', '<article')
      .replace('</section>', '</article>'),
  );
  const onMismatch = vi.fn();
  // Without act(), which would hold the parts' renders back until it ends: a browser renders them at once.
  await hydrateInParts(() => hydrateRoot(container, <Page />), onMismatch);
  expect(onMismatch).toHaveBeenCalledWith('section');
  expect(container.querySelector('article')).toBeNull();
  container.remove();
});

test('a first pass that throws still lets what waits for the page go ahead', async () => {
  const onMismatch = vi.fn();
  await expect(
    hydrateInParts(() => {
      throw new Error('broken page');
    }, onMismatch),
  ).rejects.toThrow('broken page');
  const container = served('<p>waiting</p>');
  hydrateRoot(container, <Readiness />);
  expect(await screen.findByText('ready')).toBeInTheDocument();
  container.remove();
});

test('a part inside a part hydrates after it, in page order, keeping the server elements', async () => {
  const hydratedInOrder: string[] = [];
  /** What had hydrated when the task that hydrated the outer part ended its render. */
  let afterOuterTask: string[] = [];
  function Logged({ label }: { label: string }) {
    hydratedInOrder.push(label);
    if (label === 'Outer A') queueMicrotask(() => (afterOuterTask = [...hydratedInOrder]));
    return <Counter label={label} />;
  }
  function Nested() {
    return (
      <div>
        <HydrateLater>
          <section aria-label="first">
            <Logged label="Outer A" />
            <HydrateLater>
              <div>
                <Logged label="Inner A" />
              </div>
            </HydrateLater>
          </section>
        </HydrateLater>
        <HydrateLater>
          <section aria-label="second">
            <Logged label="Outer B" />
          </section>
        </HydrateLater>
      </div>
    );
  }
  const container = served(renderToString(<Nested />));
  const innerButton = screen.getByRole('button', { name: 'Inner A 0' });
  hydratedInOrder.length = 0;
  const onMismatch = vi.fn();
  await hydrateInParts(() => hydrateRoot(container, <Nested />), onMismatch);
  expect(afterOuterTask).toEqual(['Outer A']);
  expect(hydratedInOrder).toEqual(['Outer A', 'Inner A', 'Outer B']);
  fireEvent.click(innerButton);
  expect(await screen.findByRole('button', { name: 'Inner A 1' })).toBe(innerButton);
  expect(onMismatch).not.toHaveBeenCalled();
  container.remove();
});
