import { env } from '../../env';
import { parseId } from '../../utilities/parseId';
import { publicMenuUrl } from '../publicMenuUrl';
import { qrCodePng } from '../qrCodePng';
import { qrCodeSvg } from '../qrCodeSvg';
import { downloadEndpoint } from './_lib/downloadEndpoint';
import { fileName } from './_lib/fileName';
import { loadRestaurant } from './_lib/loadRestaurant';

/**
 * `GET /api/downloads/restaurants/:id/qr.svg|png`: the QR code of the restaurant's public menu
 * on its brand's menu host (see `publicMenuUrl` for the rule), as SVG or as a 1200 px PNG for print.
 */
export const qrCodeEndpoint = downloadEndpoint(
  '/downloads/restaurants/:id/qr.:format(svg|png)',
  async (req) => {
    const id = parseId(req.routeParams?.id, 'id', req.t);
    const format = req.routeParams?.format === 'png' ? 'png' : 'svg';
    const restaurant = await loadRestaurant(req, id);
    const config = env();
    const url = publicMenuUrl({
      restaurantSlug: restaurant.slug,
      brandHosts: restaurant.brandHosts,
      storefrontUrl: config.STOREFRONT_URL,
      demo: config.NUTRIMENU_DEMO,
    });
    const name = fileName([restaurant.slug, 'qr'], format);
    return format === 'png'
      ? { body: await qrCodePng(url), contentType: 'image/png', fileName: name }
      : { body: await qrCodeSvg(url), contentType: 'image/svg+xml; charset=utf-8', fileName: name };
  },
);
