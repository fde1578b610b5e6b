import { createContext, useContext } from 'react';
import type { Dispatch } from '../actions/create-action-dispatcher.ts';
import type { ScreenScope } from '../state/screen-scope.ts';
import type { WidgetRegistry } from './define-widget.ts';

export interface ScreenContextValue {
  file: string;
  registry: WidgetRegistry;
  scope: ScreenScope;
  dispatch: Dispatch;
}

export const ScreenContext = createContext<ScreenContextValue | null>(null);

export function useScreenContext(): ScreenContextValue {
  const value = useContext(ScreenContext);
  if (!value) throw new Error('A widget node rendered outside a screen');
  return value;
}
