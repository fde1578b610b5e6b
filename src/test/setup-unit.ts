// Files of the 'unit' project that ask for a DOM (`@vitest-environment jsdom`) get the component setup too.
if (typeof document !== 'undefined') await import('./setup.ts');
export {};
