import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type SerializerCompiler = Parameters<import('fastify').FastifyInstance['setSerializerCompiler']>[0];
type RouteSchema = Parameters<SerializerCompiler>[0];
type Serializer = ReturnType<SerializerCompiler>;

/**
 * Serializes responses with fast-json-stringify compiled from each route's zod response schema:
 * only the declared fields are written (nothing leaks), at a fraction of the cost of validating the
 * object with zod and then JSON.stringify. Schemas JSON Schema cannot express fall back to zod.
 */
function compileSerializer(routeSchema: RouteSchema): Serializer {
  const schema = routeSchema.schema;
  if (schema instanceof z.ZodType) {
    try {
      const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
      return fastJson(json as Parameters<typeof fastJson>[0]);
    } catch {
      // fall through to zod
    }
  }
  return (zodSerializerCompiler as SerializerCompiler)(routeSchema);
}

/**
 * Each route's serializer is compiled at its first answer, not when the route is registered:
 * compiling them all took about a quarter of a second of every start, for routes a given
 * process may never answer.
 */
export const responseSerializerCompiler: SerializerCompiler = (routeSchema) => {
  let serialize: Serializer | undefined;
  return (data) => (serialize ??= compileSerializer(routeSchema))(data);
};
