import { CATEGORIES } from '@plantopia/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { MemoryRouter } from '@/lib/router';
import { HERO_INTERVAL_MS, HeroSlider } from './hero-slider';

function visibleSlide() {
  // Hidden slides are aria-hidden, so only the shown one is in the accessibility tree.
  return screen.getByRole('group', { name: /of 4/ });
}

function renderSlider() {
  return render(
    <MemoryRouter>
      <HeroSlider />
    </MemoryRouter>,
  );
}

describe('HeroSlider', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  test('shows one slide per category, each linking to its shop', () => {
    renderSlider();
    expect(visibleSlide()).toHaveAccessibleName('1 of 4: Plants');
    expect(screen.getByRole('link', { name: 'Shop Plants' })).toHaveAttribute('href', '/plants');
    const [subcategory] = CATEGORIES[0]?.subcategories ?? [];
    expect(screen.getByRole('link', { name: subcategory })).toHaveAttribute(
      'href',
      `/plants?subcategory=${encodeURIComponent(subcategory ?? '')}`,
    );
    expect(screen.getAllByRole('button', { name: /^Show slide/ })).toHaveLength(CATEGORIES.length);
  });

  test('advances every 5 seconds and wraps around', () => {
    renderSlider();
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS - 1));
    expect(visibleSlide()).toHaveAccessibleName('1 of 4: Plants');
    act(() => vi.advanceTimersByTime(1));
    expect(visibleSlide()).toHaveAccessibleName('2 of 4: Tools');
    for (const name of ['3 of 4: Soils', '4 of 4: Fertilizers', '1 of 4: Plants']) {
      act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS));
      expect(visibleSlide()).toHaveAccessibleName(name);
    }
  });

  test('a dot picks its slide and restarts the timer', () => {
    renderSlider();
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3: Soils' }));
    expect(visibleSlide()).toHaveAccessibleName('3 of 4: Soils');
    expect(screen.getByRole('button', { name: 'Show slide 3: Soils' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    // The old timer would have fired 2 s later; the new one needs the full 5 s.
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS - 1));
    expect(visibleSlide()).toHaveAccessibleName('3 of 4: Soils');
    act(() => vi.advanceTimersByTime(1));
    expect(visibleSlide()).toHaveAccessibleName('4 of 4: Fertilizers');
  });

  test('picking the current dot again also restarts the timer', () => {
    renderSlider();
    act(() => vi.advanceTimersByTime(4000));
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 1: Plants' }));
    act(() => vi.advanceTimersByTime(4000));
    expect(visibleSlide()).toHaveAccessibleName('1 of 4: Plants');
    act(() => vi.advanceTimersByTime(1000));
    expect(visibleSlide()).toHaveAccessibleName('2 of 4: Tools');
  });

  test('Pause stops the slideshow and Play resumes it', () => {
    renderSlider();
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS * 3));
    expect(visibleSlide()).toHaveAccessibleName('1 of 4: Plants');
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS));
    expect(visibleSlide()).toHaveAccessibleName('2 of 4: Tools');
  });

  test('stands still when the shopper prefers reduced motion', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('prefers-reduced-motion'),
          media: query,
          onchange: null,
          addListener: () => {},
          removeListener: () => {},
          addEventListener: () => {},
          removeEventListener: () => {},
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
    renderSlider();
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS * 3));
    expect(visibleSlide()).toHaveAccessibleName('1 of 4: Plants');
    // The dots still work.
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 2: Tools' }));
    expect(visibleSlide()).toHaveAccessibleName('2 of 4: Tools');
  });
});
