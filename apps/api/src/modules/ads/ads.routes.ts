/**
 * /api/ads: the banner list and single ads for everyone; create, update and delete for admins, and
 * the banner upload (multipart, one `image` file) whose answer the admin puts in an ad's image_url.
 */
import multipart from '@fastify/multipart';
import { AD_MESSAGES, adRoutes as routes } from '@gayaku/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { hasQuery, sendPage } from '../../lib/admin-list.ts';
import { sendCatalogue } from '../../lib/cached-json.ts';
import { badRequest } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { AD_BANNER, processUpload, storeImage } from '../uploads/images.ts';
import { FORM_LIMITS, readMultipartForm } from '../uploads/multipart-form.ts';
import { createImageStorage } from '../uploads/storage.ts';
import { createAd, deleteAd, getAd, listAdPage, listAds, updateAd, type AdWriteDeps } from './ads.service.ts';

const adsModule: FastifyPluginAsync = async (app) => {
  // Scoped to this module: only the banner upload takes a multipart body here.
  await app.register(multipart, { limits: FORM_LIMITS, throwFileSizeLimit: true });
  const storage = createImageStorage(app.config);
  const deps = (request: FastifyRequest): AdWriteDeps => ({ db: app.db, storage, warn: (err, msg) => request.log.warn({ err }, msg) });

  // Public reads: cached values, sent with ETag/304, Cache-Control and compression (lib/cached-json.ts).
  // The carousel's plain call is the cached list; the admin's page (any parameter) is read as asked.
  route(app, routes.listAds, async (request, reply) => {
    if (hasQuery(request.url)) return sendPage(reply, await listAdPage(app.db, request.query));
    const all = await listAds(app.db);
    return sendCatalogue(request, reply, all.rows, { 'x-total-count': String(all.total) });
  });
  route(app, routes.getAd, async (request, reply) => sendCatalogue(request, reply, await getAd(app.db, request.params.id)));

  route(app, routes.createAd, async (request) => createAd(deps(request), request.body, currentUser(request).id));
  route(app, routes.updateAd, async (request) => updateAd(deps(request), request.params.id, request.body, currentUser(request).id));
  route(app, routes.deleteAd, async (request) => deleteAd(deps(request), request.params.id, currentUser(request).id));

  // Checked and re-encoded before anything is stored; nothing is stored for a refused file.
  route(app, routes.uploadAdBanner, async (request) => {
    const form = await readMultipartForm(request, AD_MESSAGES.bannerNotMultipart);
    if (!form.image) throw badRequest(AD_MESSAGES.bannerRequired);
    return { image_url: await storeImage(storage, await processUpload(form.image, AD_BANNER)) };
  });
};

export default adsModule;
