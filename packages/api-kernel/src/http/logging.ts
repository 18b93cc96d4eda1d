import { randomUUID } from 'node:crypto';
import { LogController } from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';

/** Off, on (JSON lines on stdout), or JSON lines into a stream of the caller's (tests read what is logged). */
export type LogOption = boolean | { write(line: string): void };

/** Never logged, wherever they appear in a logged object (headers, bodies, errors). */
const SECRETS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.cookie',
  '*.authorization',
  '*.user_pass',
  '*.password',
  '*.credential',
  '*.id_token',
];

/**
 * One line per request, written when it is answered (Fastify's default is two, the first with every header):
 * method, path, status, time and client address (honest behind a proxy with TRUST_PROXY). A 404 is that line too.
 */
class RequestLines extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
      ip: request.ip,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request');
    else reply.log.info(line, 'request');
  }
}

/** Fastify's own logger (pino): JSON lines, each with the request's random `reqId`, secrets redacted. */
export function loggerOptions(log: LogOption): Pick<FastifyServerOptions, 'logger' | 'logController' | 'genReqId'> {
  if (!log) return { logger: false };
  return {
    logger: { redact: { paths: SECRETS, censor: '[redacted]' }, ...(log === true ? {} : { stream: log }) },
    logController: new RequestLines(),
    genReqId: () => randomUUID(),
  };
}

/** Answers carry their request id, so a user's report can be matched with the log. */
export function logRequests(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}
