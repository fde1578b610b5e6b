import { describe, expect, it } from 'vitest';
import { windowTitle } from './window-title.ts';

describe('windowTitle() (000 §1)', () => {
  it.each([
    ['acme-qa.example.com', 'Login', 'acme [QA] | Station - Login'],
    ['station-prod.example.com', 'Login', '[PROD] | Station - Login'],
    ['acme.example.com', 'Dashboard', 'acme | Station - Dashboard'],
    ['localhost', undefined, 'localhost | Station'],
    ['station', 'Login', 'Station - Login'],
  ])(
    '[000-1-45] [000-1-46] [000-1-47] [000-1-48] [000-1-49] should title host %s page %s as %s',
    (host, page, expected) => {
      expect(windowTitle(host, page)).toBe(expected);
    },
  );
});
