import { describe, expect, it } from 'vitest';
import type { ModuleId } from '../router/route-modules';
import { entryRoute, mainNavItems, shownEntries } from './navigation-items';

const running =
  (...ids: ModuleId[]) =>
  (id: ModuleId | null) =>
    id === null || ids.includes(id);

describe('navigation entries', () => {
  it('lead “financial research” to the reports screen while the reports module runs (spec §2)', () => {
    expect(entryRoute('reportsRankings', running('reports', 'research'))).toBe('reportsRankings');
  });

  it('lead it to the research library without the reports module, and hide it without either', () => {
    expect(entryRoute('reportsRankings', running('research'))).toBe('financialResearch');
    expect(entryRoute('reportsRankings', running('market'))).toBeNull();
    const entry = shownEntries(mainNavItems, running('research')).find((item) => item.id === 'financial-research');
    expect(entry).toMatchObject({ to: '/financial-research', route: 'financialResearch' });
  });

  it('leave the other entries as they are, and hide those of modules that are off', () => {
    const shown = shownEntries(mainNavItems, running('research', 'market'));
    expect(shown.find((item) => item.id === 'news')?.to).toBe('/news');
    expect(shown.find((item) => item.id === 'market')?.to).toBe('/index-performance');
    expect(shown.some((item) => item.id === 'eva-lists')).toBe(false);
  });

  it('leave out an entry fallen back to where another entry leads anyway', () => {
    const items = [
      { id: 'financial-research', route: 'reportsRankings' as const, to: '/reports' },
      { id: 'research-library', route: 'financialResearch' as const, to: '/financial-research' },
    ];
    expect(shownEntries(items, running('research')).map((item) => item.id)).toEqual(['research-library']);
    expect(shownEntries(items, running('research', 'reports')).map((item) => item.to)).toEqual(['/reports', '/financial-research']);
    // Entries without an address of their own (the footer's) keep none.
    expect(shownEntries([{ route: 'reportsRankings' as const }], running('research'))).toEqual([{ route: 'financialResearch' }]);
  });
});
