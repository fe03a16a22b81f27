import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the route schemas, served at /api/docs (JSON at /api/docs/json). */
export const openapiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Haat API',
          description:
            'The REST API of Haat, a multi-vendor marketplace for Bangladesh. Money is integer poisha ' +
            '(1 Tk = 100 poisha). Errors answer `{ code, message: { en, bn }, fields?, request_id }`.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer' },
            session: { type: 'apiKey', in: 'cookie', name: 'haat_session' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
  },
  { name: 'haat-openapi' },
);
