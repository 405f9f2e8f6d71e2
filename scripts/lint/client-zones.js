/**
 * The client's zones, for any feature there is or will be (bulletproof-react's layering, without a zone per
 * feature to keep up): a feature imports no other feature and nothing of `app/`; `ui/` (components) imports no
 * feature and nothing of `app/`; `lib/` (helpers without a face) imports none of these and not `ui/` either, so the
 * two never import each other both ways. `app/` composes features and may import anything.
 */

const CLIENT = 'client/src/';

/** The zone of a repository-relative path with `/` separators. @param {string} path */
export const zoneOf = (path) => {
  if (!path.startsWith(CLIENT)) return { kind: 'other' };
  const [top, second] = path.slice(CLIENT.length).split('/');
  if (top === 'features' && second) return { kind: 'feature', name: second };
  if (top === 'app') return { kind: 'app' };
  if (top === 'lib' || top === 'ui') return { kind: 'shared', name: top };
  return { kind: 'other' };
};

/**
 * Why `importer` may not import `imported` (both repository-relative), or undefined when it may.
 * @param {string} importer
 * @param {string} imported
 */
export const crossing = (importer, imported) => {
  const from = zoneOf(importer);
  const to = zoneOf(imported);
  if (from.kind === 'feature') {
    if (to.kind === 'feature' && to.name !== from.name)
      return `The ${from.name} feature imports the ${to.name} feature: features never import each other; move what both need to client/src/lib or ui, or compose them in client/src/app.`;
    if (to.kind === 'app') return `The ${from.name} feature imports client/src/app: the app composes features, never the other way; move what the feature needs to client/src/lib or ui.`;
  }
  if (from.kind === 'shared') {
    if (to.kind === 'feature') return `client/src/${from.name} imports the ${to.name} feature: lib/ and ui/ are below every feature; move the shared part down.`;
    if (to.kind === 'app') return `client/src/${from.name} imports client/src/app: lib/ and ui/ are below the app.`;
    if (from.name === 'lib' && to.kind === 'shared' && to.name === 'ui')
      return 'client/src/lib imports client/src/ui: lib/ holds helpers without a face and sits below ui/ (components); move the component to ui/.';
  }
  return undefined;
};

