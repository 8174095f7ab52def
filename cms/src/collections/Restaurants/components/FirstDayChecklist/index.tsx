import type { MessageKey } from '@nutrimenu/core/messages';
import type { Payload } from 'payload';
import { roleOfUser } from '../../../../access/roles';
import { adminTranslator } from '../../../../utilities/adminTranslator';
import { FirstDayStepLink } from './FirstDayStepLink';
import { doneSteps, FIRST_DAY_STEPS, type FirstDayStep, showsChecklist } from './firstDaySteps';
import { loadFirstDay } from './loadFirstDay';
import { StartFirstDay } from './StartFirstDay';
import './index.scss';

const STEP_KEYS = {
  addDish: { title: 'admin.firstDay.addDish', hint: 'admin.firstDay.addDish.hint' },
  addToMenu: { title: 'admin.firstDay.addToMenu', hint: 'admin.firstDay.addToMenu.hint' },
  openMenu: { title: 'admin.firstDay.openMenu', hint: 'admin.firstDay.openMenu.hint' },
  downloadQr: { title: 'admin.firstDay.downloadQr', hint: 'admin.firstDay.downloadQr.hint' },
} as const satisfies Record<FirstDayStep, { title: MessageKey; hint: MessageKey }>;

// Steps whose completion only the user's click can tell (see firstDaySteps.ts).
const REMEMBERED = { openMenu: 'openedMenu', downloadQr: 'downloadedQr' } as const;

interface DashboardProps {
  payload: Payload;
  user?: unknown;
  i18n: { language: string };
}

/**
 * The first-day checklist above the admin dashboard (`admin.components.beforeDashboard`, a server
 * component), for an owner whose restaurant has no dish yet: add a dish, put it on a menu, open
 * the public menu, download the QR code, in that order, each a link to where it is done and
 * ticked when done (see firstDaySteps.ts for what counts and when it goes away).
 */
export async function FirstDayChecklist({ payload, user, i18n }: DashboardProps) {
  if (!user || roleOfUser(user) !== 'owner') return null;
  const restaurants = (await loadFirstDay(payload, user as { id: number | string })).filter(
    (restaurant) => showsChecklist(restaurant.facts),
  );
  if (restaurants.length === 0) return null;
  const t = await adminTranslator(i18n.language);
  return (
    <section className="first-day" data-testid="first-day">
      {restaurants.map(({ id, name, facts, links }) => {
        const done = doneSteps(facts);
        const next = FIRST_DAY_STEPS.find((step) => !done[step]);
        const count = FIRST_DAY_STEPS.filter((step) => done[step]).length;
        return (
          <article className="first-day__card" key={String(id)}>
            {facts.memory.started ? null : (
              <StartFirstDay restaurantId={id} memory={facts.memory} />
            )}
            <h2 className="first-day__heading">
              {t('admin.firstDay.heading', { restaurant: name })}
            </h2>
            <p className="first-day__intro">
              {t('admin.firstDay.intro')}{' '}
              <span className="first-day__progress">
                {t('admin.firstDay.progress', { done: count, total: FIRST_DAY_STEPS.length })}
              </span>
            </p>
            <ol className="first-day__steps">
              {FIRST_DAY_STEPS.map((step) => (
                <li
                  key={step}
                  className={[
                    'first-day__step',
                    done[step] ? 'first-day__step--done' : '',
                    step === next ? 'first-day__step--next' : '',
                  ].join(' ')}
                  data-step={step}
                  data-done={done[step]}
                >
                  <span className="first-day__mark" aria-hidden="true">
                    {done[step] ? '✓' : ''}
                  </span>
                  <span className="first-day__text">
                    <FirstDayStepLink
                      href={links[step]}
                      newTab={step === 'openMenu'}
                      restaurantId={id}
                      memory={facts.memory}
                      remember={
                        step in REMEMBERED ? REMEMBERED[step as keyof typeof REMEMBERED] : null
                      }
                    >
                      {t(STEP_KEYS[step].title)}
                    </FirstDayStepLink>
                    <span className="first-day__status">
                      {' '}
                      ({done[step] ? t('admin.firstDay.done') : t('admin.firstDay.toDo')})
                    </span>
                    <span className="first-day__hint">{t(STEP_KEYS[step].hint)}</span>
                  </span>
                </li>
              ))}
            </ol>
          </article>
        );
      })}
    </section>
  );
}
