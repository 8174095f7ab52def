import { formatDay } from '@nutrimenu/core/locale';
import type { Translate } from '@nutrimenu/core/messages';
import type { MenuAsShown } from '../shownHistory/menuAsShown';

/**
 * Why "the menu as it was shown" lists no dish, in the document's words; `null` when the public
 * menu was shown.
 */
export function menuAsShownNotice(view: MenuAsShown, t: Translate): string | null {
  switch (view.state) {
    case 'ok':
      return null;
    case 'no-subscription':
      return t('asShown.state.noSubscription');
    case 'no-public-menu':
      return t('asShown.state.noPublicMenu');
    case 'not-created':
      return t('asShown.state.notCreated');
    case 'not-recorded':
      return t('asShown.state.notRecorded', {
        since: view.recordedSince ? formatDay(view.recordedSince, view.locale) : '',
      });
  }
}
