import type { PublicBrand } from '@nutrimenu/core/contract';
import { usePage } from '../PageContext';
import { ICON_PATHS, Icon } from './Icon';
import { telHref } from './telHref';
import './BrandContact.css';

/** The brand's company name, public contacts (each one a link that dials or writes) and main site. */
export function BrandContact({ brand }: { brand: PublicBrand }) {
  const { t } = usePage();
  const { email, phone, address } = brand.contact;
  return (
    <section className="brand-contact" aria-labelledby="brand-contact-heading">
      <h2 id="brand-contact-heading">{t('home.contact.heading')}</h2>
      <address>
        <p className="brand-contact-company">{brand.companyName}</p>
        <dl>
          {email && (
            <div>
              <dt>
                <Icon path={ICON_PATHS.mail} />
                {t('home.contact.email')}
              </dt>
              <dd>
                <a href={`mailto:${email}`}>{email}</a>
              </dd>
            </div>
          )}
          {phone && (
            <div>
              <dt>
                <Icon path={ICON_PATHS.phone} />
                {t('home.contact.phone')}
              </dt>
              <dd>
                <a href={telHref(phone)}>{phone}</a>
              </dd>
            </div>
          )}
          {address && (
            <div>
              <dt>
                <Icon path={ICON_PATHS.pin} />
                {t('home.contact.address')}
              </dt>
              <dd>{address}</dd>
            </div>
          )}
        </dl>
      </address>
      <a className="button" href={brand.homeUrl}>
        <Icon path={ICON_PATHS.globe} />
        {t('home.mainSite')}
      </a>
    </section>
  );
}
