import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript ESLint plugin without types
import { boundaryViolation } from './boundaries.js';

const root = path.resolve(import.meta.dirname, '../..');
const file = (p: string) => path.join(root, p);

describe('boundary rule', () => {
  it('refuses a feature importing another feature', () => {
    expect(
      boundaryViolation(file('apps/web/src/features/header/components/x.tsx'), '../../footer/api/y.ts'),
    ).toMatch(/features never import/);
  });
  it('allows imports inside one feature and from shared folders', () => {
    expect(
      boundaryViolation(file('apps/web/src/features/header/components/x.tsx'), '../api/y.ts'),
    ).toBeNull();
    expect(
      boundaryViolation(
        file('apps/web/src/features/header/components/x.tsx'),
        '../../../components/ui/dialog.tsx',
      ),
    ).toBeNull();
  });
  it('refuses a site importing server code and a package importing an app', () => {
    expect(boundaryViolation(file('apps/web/src/lib/a.ts'), '../../../server/src/app.ts')).toMatch(
      /never server code/,
    );
    expect(boundaryViolation(file('packages/i18n/src/index.ts'), '../../../apps/web/src/lib/a.ts')).toMatch(
      /packages never import apps/,
    );
  });
  it('refuses a module reading another module’s queries or tables outside its schema', () => {
    expect(
      boundaryViolation(
        file('apps/server/src/modules/content/content.service.ts'),
        '../system/system.repo.ts',
      ),
    ).toMatch(/go through its service/);
    expect(
      boundaryViolation(
        file('apps/server/src/modules/content/content.repo.ts'),
        '../system/system.schema.ts',
      ),
    ).toMatch(/tables/);
    expect(
      boundaryViolation(
        file('apps/server/src/modules/content/content.schema.ts'),
        '../system/system.schema.ts',
      ),
    ).toBeNull();
    expect(
      boundaryViolation(
        file('apps/server/src/modules/content/content.service.ts'),
        '../system/system.service.ts',
      ),
    ).toBeNull();
  });
});
