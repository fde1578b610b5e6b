import jsonLogic from 'json-logic-js';

/**
 * json-logic with `var` limited to own properties: configuration comes from a server, so a rule must not reach
 * `constructor`, `__proto__` or anything else an object inherits.
 */
function ownVar(this: unknown, path: unknown, fallback: unknown) {
  const notFound = fallback === undefined ? null : fallback;
  if (path === undefined || path === null || path === '') return this;
  // eslint-disable-next-line @typescript-eslint/no-this-alias -- json-logic hands the data to operators as `this`
  let data: unknown = this;
  for (const segment of String(path).split('.')) {
    if (data === null || typeof data !== 'object' || !Object.hasOwn(data, segment)) return notFound;
    data = (data as Record<string, unknown>)[segment];
    if (data === undefined) return notFound;
  }
  return data;
}

jsonLogic.add_operation('var', ownVar);

export { jsonLogic };
