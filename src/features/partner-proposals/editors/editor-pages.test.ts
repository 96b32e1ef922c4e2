import { describe, expect, it } from 'vitest';
import { PROPOSAL_PAGES } from '#contract/enums';
import { EDITOR_LOADERS, EDITOR_PAGES } from './editor-pages';


describe('the partner proposal editors table', () => {
  it('names only pages of the proposal', () => {
    for (const page of Object.keys(EDITOR_LOADERS)) expect(PROPOSAL_PAGES as readonly string[]).toContain(page);
  });

  it('has an editor for each of the twelve pages, as a lazy component too', () => {
    for (const page of PROPOSAL_PAGES) {
      expect(EDITOR_LOADERS[page], page).toBeDefined();
      expect(EDITOR_PAGES[page], page).toBeDefined();
    }
  });

  // The first import of an editor transforms Fluent UI's modules: slow on a cold cache, hence the long timeout.
  it('loads a component from each page’s module', { timeout: 120_000 }, async () => {
    for (const [page, load] of Object.entries(EDITOR_LOADERS)) {
      const component = await load();
      expect(typeof component, page).toBe('function');
    }
  });
});
