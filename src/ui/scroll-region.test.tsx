import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/ui/list/render-with-providers';
import { ScrollRegion } from './scroll-region';

/** jsdom lays nothing out: the box's content width and its own width are given here. */
function sizes(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(100);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(100);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ScrollRegion', () => {
  it('is a named region a keyboard can reach while its content is wider than the box', () => {
    sizes(900, 300);
    renderWithProviders(
      <ScrollRegion label="Indicators">
        <table aria-label="Indicators" />
      </ScrollRegion>,
    );
    const region = screen.getByRole('region', { name: 'Indicators' });
    expect(region.getAttribute('tabindex')).toBe('0');
  });

  it('takes its name from the element it points at', () => {
    sizes(900, 300);
    renderWithProviders(
      <>
        <p id="caption">The installments</p>
        <ScrollRegion labelledBy="caption">
          <table />
        </ScrollRegion>
      </>,
    );
    expect(screen.getByRole('region', { name: 'The installments' }).getAttribute('tabindex')).toBe('0');
  });

  it('is a plain box, with no tab stop and no name, while everything fits', () => {
    sizes(300, 300);
    const { container } = renderWithProviders(
      <ScrollRegion label="Indicators">
        <table aria-label="Indicators" />
      </ScrollRegion>,
    );
    expect(screen.queryByRole('region')).toBeNull();
    expect(container.querySelector('[tabindex]')).toBeNull();
    expect(container.querySelector('[aria-label="Indicators"]')?.tagName).toBe('TABLE');
  });
});
