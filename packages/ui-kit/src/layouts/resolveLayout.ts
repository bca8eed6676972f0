import type { ComponentType } from 'react';
import {
  AnalysisLayout,
  AuthLayout,
  ConstructorLayout,
  DefaultLayout,
  NotFoundLayout,
  type LayoutProps,
} from './layouts';

/** The layout values a route may name (product-spec §2). */
export const LAYOUTS = {
  default: DefaultLayout,
  analysis: AnalysisLayout,
  auth: AuthLayout,
  constructor: ConstructorLayout,
  '404': NotFoundLayout,
} as const satisfies Record<string, ComponentType<LayoutProps>>;

export type LayoutName = keyof typeof LAYOUTS;

export function isLayoutName(value: unknown): value is LayoutName {
  return typeof value === 'string' && Object.hasOwn(LAYOUTS, value);
}

/** The layout for a route's value; the default one when none is given or it is unknown. */
export function resolveLayout(value?: string | null): ComponentType<LayoutProps> {
  return isLayoutName(value) ? LAYOUTS[value] : DefaultLayout;
}
