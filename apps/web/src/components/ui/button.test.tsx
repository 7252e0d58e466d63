import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import { Button } from './button';

function serverRendered(element: React.ReactElement): HTMLButtonElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  return container.querySelector('button')!;
}

test('on the server’s page, before the code runs, a submit button is disabled and any other button says it is not usable yet', () => {
  const submit = serverRendered(<Button type="submit">Sign in</Button>);
  expect(submit.disabled).toBe(true);
  const add = serverRendered(<Button onClick={() => {}}>Add to Cart</Button>);
  expect(add.disabled).toBe(false);
  expect(add.getAttribute('aria-disabled')).toBe('true');
});

test('once the code runs, buttons work: enabled, and no longer marked unusable', () => {
  render(
    <>
      <Button type="submit">Sign in</Button>
      <Button onClick={() => {}}>Add to Cart</Button>
    </>,
  );
  expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  const add = screen.getByRole('button', { name: 'Add to Cart' });
  expect(add).toBeEnabled();
  expect(add).not.toHaveAttribute('aria-disabled');
});
