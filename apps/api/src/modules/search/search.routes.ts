/** /api/search/suggest (public, cached) and the admin's /api/admin/synonyms. */
import { SEARCH_MESSAGES, searchRoutes, synonymRoutes } from '@gayaku/contract';
import type { FastifyPluginAsync } from 'fastify';
import { sendCatalogue } from '../../lib/cached-json.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { suggest } from './suggest.service.ts';
import { createSynonym, deleteSynonym, listSynonyms, updateSynonym } from './synonyms.service.ts';

const searchModule: FastifyPluginAsync = async (app) => {
  route(app, searchRoutes.suggestSearch, async (request, reply) => sendCatalogue(request, reply, await suggest(app.db, request.query.q)));

  route(app, synonymRoutes.listSynonyms, async (request, reply) => {
    const { rows, total } = await listSynonyms(app.db, request.query);
    reply.header('X-Total-Count', String(total));
    return rows;
  });
  route(app, synonymRoutes.createSynonym, async (request) => createSynonym(app.db, currentUser(request).id, request.body));
  route(app, synonymRoutes.updateSynonym, async (request) =>
    updateSynonym(app.db, currentUser(request).id, request.params.id, request.body),
  );
  route(app, synonymRoutes.deleteSynonym, async (request) => {
    await deleteSynonym(app.db, currentUser(request).id, request.params.id);
    return { message: SEARCH_MESSAGES.synonymDeleted };
  });
};

export default searchModule;
