// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../lib/i18n.tsx';
import { describeRouteError, ErrorPage, ErrorPageBoundary } from './error-page.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function render(node: React.ReactNode): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  act(() => createRoot(container).render(node));
  return container;
}

/** What React Router hands an error boundary after `throw data(...)`. */
function routeError(status: number, body: string) {
  return { status, statusText: body, internal: false, data: body };
}

function Broken(): React.ReactNode {
  throw new Error('the error page broke');
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('error pages (spec §2, §8)', () => {
  it('words the 404 and the unknown middleware exactly as the spec does', () => {
    expect(describeRouteError(routeError(404, 'Not Found'))).toEqual({ status: 404, key: 'error.notFound' });
    expect(describeRouteError(routeError(500, 'Unknown middleware'))).toEqual({
      status: 500,
      key: 'error.unknownMiddleware',
    });
    const page = render(
      <I18nProvider locale="en">
        <ErrorPage error={routeError(500, 'Unknown middleware')} />
      </I18nProvider>,
    );
    expect(page.querySelector('h1')?.textContent).toBe('Unknown middleware');
  });

  it('shows Bengali digits and text in Bengali', () => {
    const page = render(
      <I18nProvider locale="bn">
        <ErrorPage error={routeError(404, 'Not Found')} />
      </I18nProvider>,
    );
    expect(page.textContent).toContain('৪০৪');
    expect(page.querySelector('h1')?.textContent).toBe('পাতাটি খুঁজে পাওয়া যায়নি');
  });

  it('says the visitor is offline when a page could not load without a network', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const page = render(
      <I18nProvider locale="en">
        <ErrorPage error={new TypeError('Failed to fetch')} />
      </I18nProvider>,
    );
    online.mockRestore();
    expect(page.querySelector('h1')?.textContent).toBe('You are offline');
    expect(page.textContent).toContain('This page has not been saved on this device.');
    // Not an error: no status number.
    expect(page.textContent).not.toContain('500');
  });

  it('falls back to a last-resort message with a way home when the error page itself fails', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const page = render(
      <ErrorPageBoundary>
        <Broken />
      </ErrorPageBoundary>,
    );
    quiet.mockRestore();
    expect(page.querySelector('h1')?.textContent).toBe('An error occurred while showing the error page');
    const home = page.querySelector('a');
    expect(home?.textContent).toBe('Go back to home');
    expect(home?.getAttribute('href')).toBe('/');
  });
});
