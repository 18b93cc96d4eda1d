import type { Locale } from '@coffee/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../http/context';
import { authorize, paramsOf, requireUser } from '../http/context';
import { notFound } from '../http/errors';
import { deleteRecord, detailRecord, keysFrom, listRecords, saveRecord } from './engine';
import type { SaveInput } from './engine';
import { exportRecords } from './export';
import type { Resource } from './resource';
import { bodySchemaOf, detailParamsSchema } from '../http/schemas';
import { takeRequestId } from './save-requests';

/** The UI locale of a save decides which name twin is required: body `locale`, else the x-locale header. */
export const localeOf = (request: FastifyRequest, params: Record<string, unknown>): Locale =>
  (params.locale ?? request.headers['x-locale']) === 'en' ? 'en' : 'kr';

/** list (and its CSV export), detail (GET with the id appended, or POST with key fields), edit and delete of one resource. */
/** A save call's input to the engine but its user: its values, locale and request id (behaviour §06-3). */
export function saveInputOf(request: FastifyRequest, path: string): Omit<SaveInput, 'user'> {
  const params = { ...paramsOf(request) };
  const requestId = takeRequestId(params);
  return { params, locale: localeOf(request, params), request: requestId ? { id: requestId, path } : null };
}

export function registerResource(app: FastifyInstance, ctx: AppContext, resource: Resource): void {
  const { menu, paths } = resource;
  // The routes' schemas (OpenAPI, and the save's value types checked before its handler runs).
  const tags = [resource.entity.name];
  const schemas = {
    list: { tags, summary: 'list (page, filters, sort)' },
    export: { tags, summary: 'the list as CSV' },
    detail: { tags, summary: 'one record with its sub-lists, by its keys' },
    detailById: { tags, summary: 'one record by its id', params: detailParamsSchema },
    save: { tags, summary: 'create, or update when edit_at is sent', body: bodySchemaOf(resource.entity.fields) },
    remove: { tags, summary: 'delete by keys and edit_at' },
  };

  app.post(paths.list, { schema: schemas.list }, async (request) => {
    const access = await authorize(ctx, request, menu, 'listview');
    const params = paramsOf(request);
    return listRecords(ctx, resource, access, params, localeOf(request, params));
  });

  app.post(`${paths.list}/export`, { schema: schemas.export }, async (request, reply) => {
    const access = await authorize(ctx, request, menu, 'listview');
    const params = paramsOf(request);
    const { total, stream } = await exportRecords(ctx, resource, access, params, localeOf(request, params));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${resource.entity.name}.csv"`)
      .header('x-total-count', String(total))
      .send(stream);
  });

  const detail = async (request: FastifyRequest, id: string | null) => {
    const access = await authorize(ctx, request, menu, 'view');
    const keys = keysFrom(resource, id ?? paramsOf(request));
    if (!keys) throw notFound();
    return detailRecord(ctx, resource, access, keys);
  };
  app.get<{ Params: { id: string } }>(`${paths.detail}/:id`, { schema: schemas.detailById }, (request) =>
    detail(request, request.params.id),
  );
  app.post(paths.detail, { schema: schemas.detail }, (request) => detail(request, null));

  app.post(paths.save, { schema: schemas.save }, async (request) => {
    const input = saveInputOf(request, paths.save);
    const { params } = input;
    const generated = resource.entity.fields.some((field) => field.key && field.generated);
    const hasKeys = resource.entity.keys.every(
      (key) => params[key] !== undefined && params[key] !== null && params[key] !== '',
    );
    const mode =
      params.mode === 'write' || params.mode === 'edit'
        ? params.mode
        : hasKeys && (generated || 'edit_at' in params)
          ? 'edit'
          : 'write';
    const access = await authorize(ctx, request, menu, mode === 'write' ? 'write' : 'edit');
    const result = await saveRecord(ctx, resource, access, mode, { ...input, user: requireUser(request) });
    resource.afterCommit?.();
    return { status: 'OK', result };
  });

  app.post(paths.remove, { schema: schemas.remove }, async (request) => {
    const access = await authorize(ctx, request, menu, 'remove');
    const result = await deleteRecord(ctx, resource, access, paramsOf(request));
    resource.afterCommit?.();
    return result;
  });
}
