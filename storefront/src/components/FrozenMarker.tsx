import { usePage } from '../PageContext';
import { ICON_PATHS, Icon } from './Icon';

/** ANPC's frozen-product marking, as words with a snowflake beside them. */
export function FrozenMarker() {
  const { t } = usePage();
  return (
    <p className="frozen">
      <Icon path={ICON_PATHS.snowflake} />
      {t('dish.frozen')}
    </p>
  );
}
