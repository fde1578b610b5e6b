import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import type { ComposedStoryFn } from 'storybook/internal/types';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as previewAnnotations from '../.storybook/preview.tsx';

/**
 * Every story runs as a test: it renders through the same preview (i18n, styles) as Storybook, its play function
 * runs, and a story that throws or logs an error fails.
 */
setProjectAnnotations([previewAnnotations]);

type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  cleanup();
  document.body.innerHTML = '';
});

const only = process.env.STORY_FILTER;
const selected = Object.entries(modules).filter(([file]) => !only || file.includes(only));

describe.each(selected)('%s', (_file, module) => {
  const stories = Object.entries(composeStories(module)) as [string, ComposedStoryFn][];
  it.each(stories)('story %s renders and plays without errors', async (_name, Story) => {
    const canvasElement = document.createElement('div');
    document.body.appendChild(canvasElement);
    await Story.run({ canvasElement });
    expect(canvasElement.childElementCount).toBeGreaterThan(0);
    expect(consoleErrors).toEqual([]);
  });
});
