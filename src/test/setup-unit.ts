// Files of the 'unit' project that ask for a DOM (`@vitest-environment jsdom`) get the component hooks too.
if (typeof document !== 'undefined') {
  const { installDomTestHooks } = await import('./dom-test-hooks.ts');
  installDomTestHooks();
}

export {};
