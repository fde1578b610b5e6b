import { installDomTestHooks } from './dom-test-hooks.ts';

installDomTestHooks();
