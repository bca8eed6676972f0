import { describe, expect, it } from 'vitest';
import { routePatterns, usedImports } from '../scripts/coverage';

describe('story coverage', () => {
  it('reads every leaf route of the web app, the analysis routes in both containers', () => {
    const routes = routePatterns();
    expect(routes).toContain('/signin');
    expect(routes).toContain('/profile/tariff');
    expect(routes).toContain('/labs/:labId/comparisons/:analysisId/result');
    expect(routes).toContain('/briefs/:briefId/researches/:analysisId/details');
    expect(routes).toContain('*');
    // '/' and '/profile' only redirect.
    expect(routes).not.toContain('/');
    expect(routes).not.toContain('/profile');
    // the cloud's trash and its folder addresses (issue 16)
    expect(routes).toContain('/cloud/trash');
    expect(routes).toContain('/cloud/:folderId');
    // the guest page of a shared result (issue 17)
    expect(routes).toContain('/s/:token');
    // «Как считает Креолаб», open to everyone
    expect(routes).toContain('/method');
    expect(routes).toHaveLength(31);
  });

  it('counts a component as covered only when the stories use it', () => {
    const used = usedImports(`
      import { A, B as Bee, type C } from './x';
      import type { D } from './y';
      export default { component: A };
      export const S = { args: { item: Bee } };
    `);
    expect([...used].sort()).toEqual(['A', 'B']);
  });
});
