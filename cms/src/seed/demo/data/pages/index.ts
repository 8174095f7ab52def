import type { Locale } from '@nutrimenu/core/locale';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { hu } from './hu';
import { it } from './it';
import { ro } from './ro';
import type { DemoPagesIn } from './types';

/** The demo help, FAQ and terms pages in every locale, written for a brand. */
export const DEMO_PAGES: Record<Locale, DemoPagesIn> = { en, ro, fr, it, es, hu, de };

export type { BrandFacts, DemoPageTexts, TextBlock } from './types';
