// A hydration mismatch the React root recovers from is logged to the console, as Docusaurus's
// client entry logs it, not reported as an uncaught error of the page (React's default).
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onRecoverableError } from '../../../src/client/recoverableError.js';

afterEach(() => vi.restoreAllMocks());

/** Hydrates server HTML saying "server" with a tree saying "client". */
async function hydrateMismatch(options?: Parameters<typeof hydrateRoot>[2]) {
  const container = document.createElement('div');
  container.innerHTML = '<p>server</p>';
  document.body.append(container);
  const uncaught: unknown[] = [];
  const onError = (e: ErrorEvent) => {
    uncaught.push(e.error ?? e.message);
    e.preventDefault();
  };
  window.addEventListener('error', onError);
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  await act(async () => {
    hydrateRoot(container, <p>client</p>, options);
  });
  window.removeEventListener('error', onError);
  const text = container.textContent;
  container.remove();
  return { uncaught, logged: logged.mock.calls.map((c) => String(c[0])), text };
}

describe('a recovered hydration error', () => {
  it('is logged to the console and the client render is kept, with no uncaught error', async () => {
    const { uncaught, logged, text } = await hydrateMismatch({ onRecoverableError });
    expect(text).toBe('client');
    expect(uncaught).toEqual([]);
    expect(logged).toContain('React root onRecoverableError:');
  });

  it("is an uncaught error of the page with React's default (what the option changes)", async () => {
    const { uncaught, logged } = await hydrateMismatch();
    expect(uncaught.length).toBeGreaterThan(0);
    expect(logged).not.toContain('React root onRecoverableError:');
  });
});
