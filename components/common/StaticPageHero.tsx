import type { ComponentType } from 'react';
import * as pageHero from './PageHero.island';
import type { PageHeroProps } from './PageHero.island';
import type { HeroSecondary } from './HeroButtons';
import { staticIslands } from '@/components/islands';

const heroIsland = staticIslands(typeof window === 'undefined' ? pageHero : null, () => import('./PageHero.island'));
type TextProps = Omit<PageHeroProps, 'badge' | 'children'>;

/** The page band as a static island, for the pages whose band holds only texts (breadcrumb, heading, lead). */
export const StaticPageHero: ComponentType<TextProps> = heroIsland('PageHero');

/** The band with its calls to action (ActionHero) as a static island. */
export const StaticActionHero: ComponentType<TextProps & { secondary: HeroSecondary }> = heroIsland('ActionHero');
