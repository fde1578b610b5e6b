import { fn } from 'storybook/test';
import { createDialogService } from '../../src/runtime/dialog-service.ts';
import type { ScreenPorts } from '../../src/runtime/render/ScreenView.tsx';

/** Ports for a screen in Storybook: navigation is recorded, dialogs are real (rendered by a DialogHost). */
export function storyPorts(overrides: Partial<ScreenPorts> = {}): ScreenPorts {
  return { navigate: fn().mockName('navigate'), dialogs: createDialogService(), ...overrides };
}
