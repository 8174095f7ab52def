import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { longNamesMenu } from '../src/__fixtures__/longNamesMenu';
import { publicMenu } from '../src/__fixtures__/publicMenu';
import { WIDGET_FIXTURE_SLUGS } from '../src/widget/widgetFixtureSlugs';

/*
 * Writes the public menu documents the widget stories fetch, as files a static server (Storybook's
 * staticDirs, in dev, build and tests) answers at `/api/public/menus/{slug}` whatever the query.
 * Generated from the fixtures, so the widget reads the same contract documents as the stories.
 */
const root = fileURLToPath(new URL('../.generated/widget-api/', import.meta.url));
const menus = new URL('api/public/menus/', `file://${root}`);

rmSync(root, { recursive: true, force: true });
mkdirSync(menus, { recursive: true });
writeFileSync(new URL(WIDGET_FIXTURE_SLUGS.menu, menus), JSON.stringify(publicMenu));
writeFileSync(new URL(WIDGET_FIXTURE_SLUGS.longNames, menus), JSON.stringify(longNamesMenu));
console.log(`[stories] widget menus written to ${fileURLToPath(menus)}`);
