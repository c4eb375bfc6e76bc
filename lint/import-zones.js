// @ts-check
import path from 'node:path';

/**
 * An ESLint rule: the files it is configured for may import our own modules only from the
 * folders (or modules, named without extension) in `allow`, paths from the project root.
 * `ownFolderUnder` also allows a file's own top folder under that folder, so a feature
 * (src/web/features/editor/…) imports itself but no other feature. Packages are not checked
 * here (no-restricted-imports does that). Like bulletproof-react's zones, without a plugin.
 * With `forbid` instead (or as well), the files may import anything of ours but those folders:
 * the server's layers (routes → services → stores) are said that way. A test file may also
 * import the helpers under test/.
 *
 * @type {import('eslint').Rule.RuleModule}
 */
export const importZones = {
  meta: {
    type: 'problem',
    docs: { description: 'Restrict which of our folders a file may import from.' },
    schema: [
      {
        type: 'object',
        properties: {
          allow: { type: 'array', items: { type: 'string' } },
          forbid: { type: 'array', items: { type: 'string' } },
          ownFolderUnder: { type: 'string' },
          zone: { type: 'string' },
        },
        required: ['zone'],
        additionalProperties: false,
      },
    ],
    messages: {
      forbidden:
        '{{zone}} may import only {{allowed}}, not {{target}} (see docs/development.md, Code map).',
      forbiddenLayer: '{{zone}} may not import {{target}} (see docs/development.md, Code map).',
    },
  },
  create(context) {
    const { allow, forbid = [], ownFolderUnder, zone } = context.options[0];
    const root = context.cwd;
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    const allowed = allow ? [...allow] : undefined;
    if (allowed && ownFolderUnder && file.startsWith(`${ownFolderUnder}/`)) {
      const own = file.slice(ownFolderUnder.length + 1).split('/')[0];
      allowed.push(`${ownFolderUnder}/${own}`);
    }

    const isTest = /\.test\.[jt]sx?$/.test(file);

    /** @param {import('estree').Node | null | undefined} source */
    function check(source) {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('.')) return;
      const resolved = path.resolve(path.dirname(context.filename), source.value);
      const target = path.relative(root, resolved).split(path.sep).join('/');
      /** @param {string} entry */
      const within = (entry) =>
        target === entry || target.startsWith(`${entry}/`) || target.startsWith(`${entry}.`);
      // A test file may also use the helpers shared by tests (test/), never built into the app.
      if (isTest && within('test')) return;
      if (allowed && !allowed.some(within)) {
        context.report({
          node: source,
          messageId: 'forbidden',
          data: { zone, target, allowed: allowed.join(', ') },
        });
      } else if (forbid.some(within)) {
        context.report({ node: source, messageId: 'forbiddenLayer', data: { zone, target } });
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
