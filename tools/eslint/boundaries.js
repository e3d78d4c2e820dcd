// The import boundaries of STYLE.md as one ESLint rule, so a violation fails `npm run lint`.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const rel = (p) => path.relative(root, p).split(path.sep).join('/');

/** Returns why importing `target` from `file` crosses a boundary, or null. */
export function boundaryViolation(file, target) {
  const from = rel(file);
  const to = target.startsWith('.') ? rel(path.resolve(path.dirname(file), target)) : target;
  if (from.startsWith('packages/') && (to.startsWith('apps/') || to.startsWith('@openlobby/server'))) {
    return 'packages never import apps';
  }
  if (
    (from.startsWith('apps/web/') || from.startsWith('apps/admin/')) &&
    (to.includes('apps/server') || to.startsWith('@openlobby/server'))
  ) {
    return 'the sites import contracts, never server code';
  }
  const feature = /^apps\/(web|admin)\/src\/features\/([^/]+)\//;
  const a = from.match(feature);
  const b = to.match(feature);
  if (a && b && a[1] === b[1] && a[2] !== b[2])
    return `features never import each other (${a[2]} -> ${b[2]}); compose them in app/`;
  const mod = /^apps\/server\/src\/modules\/([^/]+)\/(.+)$/;
  const m = from.match(mod);
  const n = to.match(mod);
  if (/\.test\.tsx?$/.test(from)) return null;
  if (m && n && m[1] !== n[1] && /\.repo\.ts$/.test(n[2])) {
    return `module ${m[1]} reaches into ${n[1]}'s queries; go through its service`;
  }
  if (m && n && m[1] !== n[1] && /\.schema\.ts$/.test(n[2]) && !/\.schema\.ts$/.test(m[2])) {
    return `module ${m[1]} reaches into ${n[1]}'s tables; go through its service`;
  }
  return null;
}

export const boundariesPlugin = {
  rules: {
    imports: {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const check = (node) => {
          if (!node.source || typeof node.source.value !== 'string') return;
          const why = boundaryViolation(context.filename, node.source.value);
          if (why) context.report({ node, message: why });
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        };
      },
    },
  },
};
