import type { ComponentType } from 'react';
import * as pageHero from './PageHero';
import type { PageHeroProps } from './PageHero';
import { staticIslands } from './StaticIsland';

/** The page band as a static island, for the pages whose band holds only texts (breadcrumb, heading, lead). */
export const StaticPageHero: ComponentType<Omit<PageHeroProps, 'badge' | 'children'>> = staticIslands(typeof window === 'undefined' ? pageHero : null, () => import('./PageHero'))('PageHero');
