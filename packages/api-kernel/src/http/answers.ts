import { Ajv } from 'ajv';
import type { FastifyInstance } from 'fastify';
import type { JsonSchema } from './schemas';

/**
 * Answers are written as the handler built them (`JSON.stringify`): a response schema documents an answer, it never
 * drops a property the schema does not list nor converts a value. With `checkAnswers` (the test suites), every answer
 * of a route with a response schema is checked against it first, and one that differs is a 500 naming the route and
 * the difference, so a schema that says less or other than the route answers fails the tests that call it.
 */
export function registerAnswerSerializer(app: FastifyInstance, checkAnswers: boolean): void {
  const ajv = checkAnswers ? new Ajv({ strict: false, allErrors: true }) : null;
  app.setSerializerCompiler(({ schema, method, url, httpStatus }) => {
    if (!ajv) return (data) => JSON.stringify(data);
    const valid = ajv.compile(schema as JsonSchema);
    return (data) => {
      if (!valid(data)) {
        const wrong = ajv.errorsText(valid.errors, { dataVar: 'answer' });
        const message = `${method} ${url} answered ${httpStatus} unlike its response schema: ${wrong}`;
        console.error(message, JSON.stringify(data).slice(0, 2000));
        throw new Error(message);
      }
      return JSON.stringify(data);
    };
  });
}
